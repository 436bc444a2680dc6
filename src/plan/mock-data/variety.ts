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
  // One pass over the pointer, hashing it as `hashOf` would the pointer with each item index (a segment of
  // digits after the second) written `#`: a data file of a large description asks this of every value.
  const end = variantMarkStart(place);
  let hash = 0x811c9dc5;
  let offset = 0;
  let index = 0;
  let start = 0;
  for (let at = 0; start <= end; at++) {
    const slash = place.indexOf("/", start);
    const stop = slash === -1 || slash > end ? end : slash;
    if (at > 0) hash = Math.imul(hash ^ 0x2f, 0x01000193);
    const digits = stop - start;
    if (at >= 2 && digits >= 1 && digits <= 9 && allDigits(place, start, stop)) {
      index = Number(place.slice(start, stop));
      offset += index;
      hash = Math.imul(hash ^ 0x23, 0x01000193);
    } else {
      for (let char = start; char < stop; char++) hash = Math.imul(hash ^ place.charCodeAt(char), 0x01000193);
    }
    start = stop + 1;
  }
  return { base: hash >>> 0, offset, index };
}

/** Where a trailing `~n` variant mark starts, or the pointer's length. */
function variantMarkStart(place: string): number {
  let at = place.length;
  while (at > 0 && isDigit(place.charCodeAt(at - 1))) at--;
  return at < place.length && at > 0 && place.charCodeAt(at - 1) === 0x7e ? at - 1 : place.length;
}

function allDigits(text: string, start: number, stop: number): boolean {
  for (let at = start; at < stop; at++) if (!isDigit(text.charCodeAt(at))) return false;
  return true;
}

const isDigit = (code: number) => code >= 0x30 && code <= 0x39;

/** The entry of `entries` a place takes (see `seedOf`); `round` counts how often the items ran through them. */
export function entryAt<Entry>(
  entries: readonly Entry[],
  seed: Seed,
  salt = 0,
): { entry: Entry; round: number } {
  const position = (seed.base + salt + seed.offset) % entries.length;
  return { entry: entries[position] as Entry, round: Math.floor(seed.index / entries.length) };
}
