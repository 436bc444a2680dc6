/**
 * Where mock values get their variety without `Math.random` or the clock: a hash of where the value sits
 * (its JSON pointer in the answer), so the same description gives the same values on every run, and two
 * sibling numbers or identifiers still differ.
 */

/** FNV-1a over the text's UTF-16 units: fast, stable across platforms, and enough spread for picking. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A whole number in `[0, count)` picked by the place's hash. */
export function pick(place: string, count: number): number {
  return count <= 0 ? 0 : hashOf(place) % count;
}

/** Eight hexadecimal digits from the place's hash and a salt, for identifiers (`uuid`). */
export function hexOf(place: string, salt: number): string {
  return hashOf(`${salt}:${place}`).toString(16).padStart(8, "0");
}

/**
 * Where a value sits, split for picking from a list: `base` hashes the pointer with its item indices (and the
 * `~n` variant mark) taken out, `offset` adds the indices up, `index` is the innermost one. The items of one
 * list then take consecutive entries (`base + offset`), so that they differ until the list of entries runs
 * out, and a value depends on its own pointer only: a change elsewhere in the description moves no other value.
 */
export interface Seed {
  /** The hash of the pointer without its item indices. */
  base: number;
  offset: number;
  index: number;
}

export function seedOf(place: string): Seed {
  let offset = 0;
  let index = 0;
  const segments = place.replace(/~\d+$/, "").split("/");
  // The first segment is the status (`/200`), not an item index.
  const named = segments.map((segment, at) => {
    if (at < 2 || !/^\d{1,9}$/.test(segment)) return segment;
    index = Number(segment);
    offset += index;
    return "#";
  });
  return { base: hashOf(named.join("/")), offset, index };
}

/** The entry of `entries` a place takes (see `seedOf`); `round` counts how often the items ran through them. */
export function entryAt<Entry>(
  entries: readonly Entry[],
  seed: Seed,
  salt = 0,
): { entry: Entry; round: number } {
  const position = (seed.base + salt + seed.offset) % entries.length;
  return { entry: entries[position] as Entry, round: Math.floor(seed.index / entries.length) };
}
