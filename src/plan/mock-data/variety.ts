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
