/**
 * Sets of Unicode code points as sorted, disjoint, non-adjacent inclusive ranges `[lo0, hi0, lo1, hi1, ...]`:
 * what one position of a regular expression matches (`a`, `[a-z\d]`, `.`, `\p{L}`). Used by the backtracking
 * check (`backtracking-pattern.ts`), which only asks whether two sets share a code point.
 */
export type CodePointSet = readonly number[];

export const MAX_CODE_POINT = 0x10ffff;
export const EMPTY_SET: CodePointSet = [];
export const ANY_CODE_POINT: CodePointSet = [0, MAX_CODE_POINT];

/** Sorts and merges ranges given in any order, overlapping or adjacent. */
export function setOf(ranges: readonly number[]): CodePointSet {
  const pairs: [number, number][] = [];
  for (let index = 0; index + 1 < ranges.length; index += 2) {
    pairs.push([ranges[index] as number, ranges[index + 1] as number]);
  }
  pairs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [lo, hi] of pairs) {
    const last = merged.length - 1;
    if (last > 0 && lo <= (merged[last] as number) + 1) merged[last] = Math.max(merged[last] as number, hi);
    else merged.push(lo, hi);
  }
  return merged;
}

export function union(...sets: CodePointSet[]): CodePointSet {
  return setOf(sets.flat());
}

export function complement(set: CodePointSet): CodePointSet {
  const result: number[] = [];
  let next = 0;
  for (let index = 0; index < set.length; index += 2) {
    const lo = set[index] as number;
    if (lo > next) result.push(next, lo - 1);
    next = (set[index + 1] as number) + 1;
  }
  if (next <= MAX_CODE_POINT) result.push(next, MAX_CODE_POINT);
  return result;
}

/** Whether the two sets share a code point: one walk over both lists of ranges. */
export function intersects(a: CodePointSet, b: CodePointSet): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const aHi = a[i + 1] as number;
    const bHi = b[j + 1] as number;
    if (aHi < (b[j] as number)) i += 2;
    else if (bHi < (a[i] as number)) j += 2;
    else return true;
  }
  return false;
}

/** The same letters in the other case, as `(?i:...)` matches them: ASCII, and small ranges point by point. */
export function caseFolded(set: CodePointSet): CodePointSet {
  const added: number[] = [...set];
  for (let index = 0; index < set.length; index += 2) {
    const lo = set[index] as number;
    const hi = set[index + 1] as number;
    // A wide range (`[^a]`, `.`, `\p{L}`) already holds nearly every letter's other case; it is left as it is.
    if (hi - lo > 4096) continue;
    for (let point = lo; point <= hi; point++) {
      const text = String.fromCodePoint(point);
      for (const other of [text.toLowerCase(), text.toUpperCase()]) {
        const code = other.codePointAt(0) as number;
        if (other.length === String.fromCodePoint(code).length) added.push(code, code);
      }
    }
    if (lo <= 0x6b && hi >= 0x4b) added.push(0x212a, 0x212a); // KELVIN SIGN folds to k
    if (lo <= 0x73 && hi >= 0x53) added.push(0x17f, 0x17f); // LONG S folds to s
  }
  return setOf(added);
}

const DIGITS: CodePointSet = [0x30, 0x39];
const WORD: CodePointSet = setOf([0x30, 0x39, 0x41, 0x5a, 0x5f, 0x5f, 0x61, 0x7a]);
/** ECMAScript's WhiteSpace and LineTerminator, what `\s` matches. */
const SPACE: CodePointSet = setOf([
  0x09, 0x0d, 0x20, 0x20, 0xa0, 0xa0, 0x1680, 0x1680, 0x2000, 0x200a, 0x2028, 0x2029, 0x202f, 0x202f, 0x205f,
  0x205f, 0x3000, 0x3000, 0xfeff, 0xfeff,
]);
const LINE_TERMINATORS: CodePointSet = setOf([0x0a, 0x0a, 0x0d, 0x0d, 0x2028, 0x2029]);
/** `.` without the `s` flag. */
export const DOT: CodePointSet = complement(LINE_TERMINATORS);

/** `\d \D \w \W \s \S`. */
export function classEscapeSet(letter: string): CodePointSet | undefined {
  const base = { d: DIGITS, w: WORD, s: SPACE }[letter.toLowerCase()];
  if (base === undefined) return undefined;
  return letter === letter.toLowerCase() ? base : complement(base);
}

const matchedSets = new Map<string, CodePointSet>();

/** What `\p{name}` matches: see `matchedSet`. */
export function propertySet(name: string): CodePointSet {
  return matchedSet(`\\p{${name}}`, false);
}

/**
 * What one character of `source` matches (`\p{L}`, `[\p{L}\d_-]`), asked of the engine itself, so that every
 * property and script Node knows is exact: one global search over a string of every code point finds the
 * runs that match. About 60 ms the first time, then cached for the process.
 */
export function matchedSet(source: string, ignoreCase: boolean): CodePointSet {
  const flags = ignoreCase ? "iu" : "u";
  const key = `${flags}/${source}`;
  const cached = matchedSets.get(key);
  if (cached !== undefined) return cached;
  const ranges: number[] = [];
  const runs = new RegExp(`(?:${source})+`, `g${flags}`);
  // Surrogates are left out of the strings (a high one before a low one would make a pair) and tested alone.
  for (const text of [codePointsText(0, 0xd7ff), codePointsText(0xe000, MAX_CODE_POINT)]) {
    for (let run = runs.exec(text); run !== null; run = runs.exec(text)) {
      const end = run.index + run[0].length;
      const lastUnit = text.charCodeAt(end - 1);
      const last = lastUnit >= 0xdc00 && lastUnit <= 0xdfff ? end - 2 : end - 1;
      ranges.push(text.codePointAt(run.index) as number, text.codePointAt(last) as number);
    }
    runs.lastIndex = 0;
  }
  const single = new RegExp(`^(?:${source})$`, flags);
  for (let unit = 0xd800; unit <= 0xdfff; unit++) {
    if (single.test(String.fromCharCode(unit))) ranges.push(unit, unit);
  }
  const set = setOf(ranges);
  matchedSets.set(key, set);
  return set;
}

function codePointsText(lo: number, hi: number): string {
  const units = new Uint16Array((hi - lo + 1) * 2);
  let length = 0;
  for (let point = lo; point <= hi; point++) {
    if (point < 0x10000) units[length++] = point;
    else {
      const offset = point - 0x10000;
      units[length++] = 0xd800 + (offset >> 10);
      units[length++] = 0xdc00 + (offset & 0x3ff);
    }
  }
  return new TextDecoder("utf-16le").decode(units.subarray(0, length));
}
