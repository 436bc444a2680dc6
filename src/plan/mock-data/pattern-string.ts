/**
 * A string a `pattern` matches, made by walking the pattern's tree (model/pattern-syntax.ts): each position
 * takes a readable character of its set, each repeat a count near its minimum, each choice one option. What
 * the tree does not carry (lookarounds, backreferences, `^`/`$` in the middle) can make the walk wrong, so
 * every candidate is tested with the pattern itself; `undefined` when none of the few tried matches.
 */
import type { CodePointSet } from "../../model/code-point-sets.js";
import { type PatternNode, parsePattern } from "../../model/pattern-syntax.js";
import { pick } from "./variety.js";

/** Lengths in code points, as JSON Schema counts them. */
export interface LengthBounds {
  minLength?: number;
  maxLength?: number;
}

/** Repeats of `{n,}`, `*`, `+` are capped here, so a candidate stays short. */
const REPEAT_CAP = 64;
/** How many times a repeat with room is asked to run: once first, then none, then more, to reach a `minLength`. */
const WANTED_REPEATS = [1, 0, ...Array.from({ length: REPEAT_CAP - 1 }, (_, index) => index + 2)];
/** Which option of each choice: the first, or the last (a first option may need what the text cannot give). */
const CHOICE_VARIANTS = ["first", "last"] as const;

type Ranges = readonly (readonly [number, number])[];
const LOWER: readonly [number, number] = [0x61, 0x7a];
const DIGITS: readonly [number, number] = [0x30, 0x39];
const UPPER: readonly [number, number] = [0x41, 0x5a];
const OTHER_READABLE: Ranges = [
  [0x21, 0x7e], // printable ASCII
  [0x20, 0x20],
  [0xa1, 0xd7ff],
];
/**
 * Preferred characters, most readable first: a set that holds one of these gives it. Lower case first; a
 * lookahead that asks for a digit or a capital (`(?=.*\d)`) is met by the orders tried after it.
 */
const READABLE_ORDERS: readonly Ranges[] = [
  [LOWER, DIGITS, UPPER, ...OTHER_READABLE],
  [DIGITS, LOWER, UPPER, ...OTHER_READABLE],
  [UPPER, LOWER, DIGITS, ...OTHER_READABLE],
];
/** Past this length (or `minLength`, if longer) a walk that has not matched stops growing. */
const LONGEST_USEFUL = 256;
/** What pads a match of an unanchored pattern (`[a-z]`) up to a `minLength`. */
const PADDING = "x";

/** A pattern compiled and read into a tree once: a description repeats its patterns, and a check runs per value. */
interface ReadPattern {
  compiled: RegExp;
  root: PatternNode;
  /** Its repeats with a choice of count (`*`, `+`, `{2,9}`): a test's cost grows as the text's length to this power. */
  repeats: number;
}

/**
 * What testing candidates against patterns may cost one run, and one test, counted as the text's length to the
 * power of the pattern's repeats: a bound on the work of a backtracking match, so that a polynomial pattern the
 * backtracking check keeps (`^a*a*a*a*b$`) cannot hold the run. Past either, a candidate is not tried; past the
 * run's, a value that found no match falls back, told as `pattern-budget` (docs/mocking.md).
 */
const MAX_RUN_PATTERN_WORK = 200_000_000;
const MAX_TEST_WORK = 10_000_000;
const patternWork = { left: MAX_RUN_PATTERN_WORK };

/** Starts a run's pattern work (`MAX_RUN_PATTERN_WORK`; tests give less): the MSW plan calls it once per run. */
export function startMockPatternBudget(work = MAX_RUN_PATTERN_WORK): void {
  patternWork.left = work;
}

/** What a value's pattern came to when its candidates cost more than the budget allows. */
export const OVER_BUDGET = Symbol("pattern work over budget");

/**
 * Whether `text` matches. A test that alone would cost more than `MAX_TEST_WORK` is not run (the text is too
 * long for the pattern, as a walk past `LONGEST_USEFUL` is); one that would cost more than the run has left is
 * not run either, and says so: `OVER_BUDGET`.
 */
function tested(read: ReadPattern, text: string): boolean | typeof OVER_BUDGET {
  const cost = Math.max(1, codePointLength(text)) ** Math.max(1, read.repeats);
  if (cost > MAX_TEST_WORK) return false;
  if (cost > patternWork.left) return OVER_BUDGET;
  patternWork.left -= cost;
  return read.compiled.test(text);
}

function repeatsOf(node: PatternNode): number {
  switch (node.kind) {
    case "character":
    case "assertion":
      return 0;
    case "sequence":
      return node.items.reduce((sum, item) => sum + repeatsOf(item), 0);
    case "choice":
      return node.options.reduce((sum, option) => sum + repeatsOf(option), 0);
    case "repeat":
      // A count with no choice (`{8}`) or almost none backtracks over nothing.
      return (node.max - node.min > 1 ? 1 : 0) + repeatsOf(node.body);
  }
}

/** Patterns kept at most; past it the cache starts over (a long `--watch` session reads many descriptions). */
const MAX_READ_PATTERNS = 2000;
const readPatterns = new Map<string, ReadPattern | null>();

function readPattern(pattern: string): ReadPattern | null {
  let read = readPatterns.get(pattern);
  if (read !== undefined) return read;
  try {
    const { root } = parsePattern(pattern);
    read = { compiled: new RegExp(pattern, "u"), root, repeats: repeatsOf(root) };
  } catch {
    read = null;
  }
  if (readPatterns.size >= MAX_READ_PATTERNS) readPatterns.clear();
  readPatterns.set(pattern, read);
  return read;
}

/**
 * Whether `text` matches the pattern; a pattern JavaScript cannot compile matches nothing, and a test that
 * would cost more than the run's pattern work has left is taken as no match.
 */
export function matchesPattern(pattern: string, text: string): boolean {
  const read = readPattern(pattern);
  return read !== null && tested(read, text) === true;
}

/**
 * A string the pattern matches within the lengths; `undefined` when none of the candidates tried matched,
 * `OVER_BUDGET` when some could not be tried for the work they would cost.
 */
export function stringMatching(
  pattern: string,
  bounds: LengthBounds,
  place: string,
): string | undefined | typeof OVER_BUDGET {
  const read = readPattern(pattern);
  if (read === null) return undefined;
  const { root } = read;
  const minLength = bounds.minLength ?? 0;
  const maxLength = bounds.maxLength ?? Number.POSITIVE_INFINITY;
  let overBudget = false;
  const fits = (text: string) => {
    const length = codePointLength(text);
    if (length < minLength || length > maxLength) return false;
    const matched = tested(read, text);
    if (matched === OVER_BUDGET) overBudget = true;
    return matched === true;
  };
  for (const readable of READABLE_ORDERS) {
    for (const variant of CHOICE_VARIANTS) {
      for (const wanted of WANTED_REPEATS) {
        const text = new PatternWalk(wanted, variant, readable, place).text(root);
        if (fits(text)) return text;
        const short = minLength - codePointLength(text);
        if (short > 0) {
          const padding = PADDING.repeat(short);
          if (fits(text + padding)) return text + padding;
          if (fits(padding + text)) return padding + text;
        }
        // Longer walks only grow past what the lengths want (nested repeats grow as a power of `wanted`).
        if (wanted > 0 && codePointLength(text) > Math.min(maxLength, Math.max(minLength, LONGEST_USEFUL)))
          break;
      }
    }
  }
  return overBudget ? OVER_BUDGET : undefined;
}

export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length++;
  return length;
}

class PatternWalk {
  private position = 0;

  constructor(
    private readonly wanted: number,
    private readonly variant: (typeof CHOICE_VARIANTS)[number],
    private readonly readable: Ranges,
    private readonly place: string,
  ) {}

  text(node: PatternNode): string {
    switch (node.kind) {
      case "character":
        return this.characterOf(setOf(node));
      case "assertion":
        return "";
      case "sequence":
        return node.items.map((item) => this.text(item)).join("");
      case "choice": {
        const option = this.variant === "first" ? node.options[0] : node.options[node.options.length - 1];
        return option === undefined ? "" : this.text(option);
      }
      case "repeat": {
        const count = Math.min(node.max, REPEAT_CAP, Math.max(node.min, this.wanted));
        let text = "";
        for (let index = 0; index < count; index++) text += this.text(node.body);
        return text;
      }
    }
  }

  /** A readable character of the set; which one within a readable range varies with the place. */
  private characterOf(set: CodePointSet): string {
    const position = this.position++;
    for (const [lo, hi] of this.readable) {
      const inside = within(set, lo, hi);
      if (inside.length === 0) continue;
      return String.fromCodePoint(nthOf(inside, pick(`${this.place}#${position}`, sizeOf(inside))));
    }
    const first = firstOutsideSurrogates(set);
    return first === undefined ? "" : String.fromCodePoint(first);
  }
}

/** Sets with a Unicode property are worked out once (each takes the engine tens of milliseconds). */
const workedOut = new WeakMap<PatternNode, CodePointSet>();

function setOf(node: PatternNode & { kind: "character" }): CodePointSet {
  if (typeof node.set !== "function") return node.set;
  let set = workedOut.get(node);
  if (set === undefined) {
    set = node.set();
    workedOut.set(node, set);
  }
  return set;
}

/** The part of `set` inside `[lo, hi]`, as ranges. */
function within(set: CodePointSet, lo: number, hi: number): number[] {
  const ranges: number[] = [];
  for (let index = 0; index < set.length; index += 2) {
    const from = Math.max(set[index] as number, lo);
    const to = Math.min(set[index + 1] as number, hi);
    if (from <= to) ranges.push(from, to);
  }
  return ranges;
}

function sizeOf(ranges: readonly number[]): number {
  let size = 0;
  for (let index = 0; index < ranges.length; index += 2) {
    size += (ranges[index + 1] as number) - (ranges[index] as number) + 1;
  }
  return size;
}

function nthOf(ranges: readonly number[], nth: number): number {
  let left = nth;
  for (let index = 0; index < ranges.length; index += 2) {
    const size = (ranges[index + 1] as number) - (ranges[index] as number) + 1;
    if (left < size) return (ranges[index] as number) + left;
    left -= size;
  }
  return ranges[0] as number;
}

/** A lone surrogate is no text JSON can carry; the set's first code point outside them. */
function firstOutsideSurrogates(set: CodePointSet): number | undefined {
  for (let index = 0; index < set.length; index += 2) {
    const lo = set[index] as number;
    const hi = set[index + 1] as number;
    if (lo < 0xd800 || lo > 0xdfff) return lo;
    if (hi > 0xdfff) return 0xe000;
  }
  return undefined;
}
