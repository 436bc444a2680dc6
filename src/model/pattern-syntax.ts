/**
 * A JavaScript regular expression read as a tree of what it matches, for the backtracking check
 * (`backtracking-pattern.ts`). It reads only patterns that already compile with the `u` flag, whose syntax
 * is strict, so it can trust what it sees; it reads by code points (an astral character is one, as with `u`).
 * What matches no character and may fail (`^`, `$`, `\b`, lookarounds, backreferences) is an `assertion`
 * here: a lookaround's body is listed apart, to be checked as a pattern of its own, and a backreference is
 * taken as matching nothing, an approximation docs/validation.md states.
 */
import {
  ANY_CODE_POINT,
  type CodePointSet,
  caseFolded,
  classEscapeSet,
  complement,
  DOT,
  matchedSet,
  setOf,
  union,
} from "./code-point-sets.js";

/**
 * What one position matches: a set, or, where a Unicode property is in it (`\p{L}`, `[\p{L}\d]`), how to
 * work the set out, asked only when the check compares it with another (tens of milliseconds each).
 */
export type PositionSet = CodePointSet | (() => CodePointSet);

export type PatternNode =
  | { kind: "character"; set: PositionSet }
  /** An assertion (`^`, `$`, `\b`, a lookaround) or a backreference: matches no character, and may fail. */
  | { kind: "assertion" }
  | { kind: "sequence"; items: PatternNode[] }
  | { kind: "choice"; options: PatternNode[] }
  /** `max` is `Infinity` for `*`, `+`, `{n,}`. */
  | { kind: "repeat"; body: PatternNode; min: number; max: number };

export interface ParsedPattern {
  root: PatternNode;
  /** The bodies of `(?=...)`, `(?!...)`, `(?<=...)`, `(?<!...)`: each backtracks like a pattern of its own. */
  lookarounds: PatternNode[];
}

/** Groups nested deeper than this are not read (the reader recurses once per group). */
export const MAX_GROUP_DEPTH = 100;

/** Thrown where a pattern is nested past `MAX_GROUP_DEPTH`. */
export class PatternTooDeep extends Error {}

const ASSERTION: PatternNode = { kind: "assertion" };
const CONTROL_ESCAPES: Readonly<Record<string, number>> = { t: 0x09, n: 0x0a, v: 0x0b, f: 0x0c, r: 0x0d };

interface Flags {
  ignoreCase: boolean;
  dotAll: boolean;
}

/** Reads a pattern that `new RegExp(pattern, "u")` compiles. */
export function parsePattern(pattern: string): ParsedPattern {
  const reader = new PatternReader(Array.from(pattern));
  const root = reader.disjunction({ ignoreCase: false, dotAll: false }, 0);
  return { root, lookarounds: reader.lookarounds };
}

class PatternReader {
  readonly lookarounds: PatternNode[] = [];
  private at = 0;

  constructor(private readonly points: readonly string[]) {}

  disjunction(flags: Flags, depth: number): PatternNode {
    if (depth > MAX_GROUP_DEPTH) throw new PatternTooDeep();
    const options: PatternNode[] = [this.alternative(flags, depth)];
    while (this.peek() === "|") {
      this.at++;
      options.push(this.alternative(flags, depth));
    }
    return options.length === 1 ? (options[0] as PatternNode) : { kind: "choice", options };
  }

  private alternative(flags: Flags, depth: number): PatternNode {
    const items: PatternNode[] = [];
    for (let next = this.peek(); next !== undefined && next !== "|" && next !== ")"; next = this.peek()) {
      const atom = this.atom(flags, depth);
      items.push(this.quantified(atom));
    }
    return items.length === 1 ? (items[0] as PatternNode) : { kind: "sequence", items };
  }

  private quantified(atom: PatternNode): PatternNode {
    const next = this.peek();
    let min: number;
    let max: number;
    if (next === "*" || next === "+" || next === "?") {
      this.at++;
      [min, max] = next === "*" ? [0, Infinity] : next === "+" ? [1, Infinity] : [0, 1];
    } else if (next === "{" && this.isQuantifierBrace()) {
      this.at++;
      min = this.decimal();
      max = min;
      if (this.peek() === ",") {
        this.at++;
        max = this.peek() === "}" ? Infinity : this.decimal();
      }
      this.at++; // `}`
    } else return atom;
    if (this.peek() === "?") this.at++; // lazy: the same paths, tried in another order
    return { kind: "repeat", body: atom, min, max };
  }

  /** `{` opens a quantifier only as `{n}`, `{n,}` or `{n,m}` (a pattern compiled with `u` has no other). */
  private isQuantifierBrace(): boolean {
    return /^\{\d+(,\d*)?\}/.test(this.points.slice(this.at, this.at + 40).join(""));
  }

  private decimal(): number {
    let digits = "";
    while (/\d/.test(this.peek() ?? "")) digits += this.points[this.at++];
    return Number(digits);
  }

  private atom(flags: Flags, depth: number): PatternNode {
    const point = this.points[this.at++] as string;
    switch (point) {
      case "^":
      case "$":
        return ASSERTION;
      case ".":
        return character(flags.dotAll ? ANY_CODE_POINT : DOT);
      case "(":
        return this.group(flags, depth);
      case "[":
        return character(this.characterClass(flags));
      case "\\":
        return this.atomEscape(flags);
      default:
        return literal(point.codePointAt(0) as number, flags);
    }
  }

  private group(flags: Flags, depth: number): PatternNode {
    if (this.peek() !== "?") return this.groupBody(flags, depth);
    const rest = this.points.slice(this.at, this.at + 4).join("");
    const lookaround = /^\?(=|!|<=|<!)/.exec(rest);
    if (lookaround !== null) {
      this.at += (lookaround[0] as string).length;
      this.lookarounds.push(this.groupBody(flags, depth));
      return ASSERTION;
    }
    this.at++; // `?`
    if (this.peek() === ":") {
      this.at++;
      return this.groupBody(flags, depth);
    }
    if (this.peek() === "<") {
      this.through(">");
      return this.groupBody(flags, depth);
    }
    return this.groupBody(this.modified(flags), depth);
  }

  /** `(?ims-ims:`: the flags of a modifier group; `m` changes only `^` and `$`, which match no character. */
  private modified(flags: Flags): Flags {
    const changed = { ...flags };
    let on = true;
    for (const point of this.through(":")) {
      if (point === "-") on = false;
      else if (point === "i") changed.ignoreCase = on;
      else if (point === "s") changed.dotAll = on;
    }
    return changed;
  }

  private groupBody(flags: Flags, depth: number): PatternNode {
    const body = this.disjunction(flags, depth + 1);
    this.at++; // `)`
    return body;
  }

  private atomEscape(flags: Flags): PatternNode {
    const point = this.points[this.at] as string;
    if (point === "b" || point === "B") {
      this.at++;
      return ASSERTION;
    }
    if (/[1-9]/.test(point)) {
      this.decimal();
      return ASSERTION;
    }
    if (point === "k") {
      this.through(">");
      return ASSERTION;
    }
    if (point === "p" || point === "P") {
      this.at++; // the letter
      const source = `\\${point}${this.through("}")}}`;
      return character(() => matchedSet(source, flags.ignoreCase));
    }
    const set = this.escapeSet();
    return character(flags.ignoreCase ? caseFolded(set) : set);
  }

  /** An escape that stands for characters, inside a class or out: `\d`, `\p{L}`, `\n`, `\u{1F600}`, `\.`. */
  private escapeSet(): CodePointSet {
    const point = this.points[this.at++] as string;
    const shorthand = classEscapeSet(point);
    if (shorthand !== undefined) return shorthand;
    const code = this.characterEscape(point);
    return [code, code];
  }

  private characterEscape(point: string): number {
    const control = CONTROL_ESCAPES[point];
    if (control !== undefined) return control;
    if (point === "0") return 0;
    if (point === "b") return 0x08; // only in a class
    if (point === "c") return (this.points[this.at++] as string).charCodeAt(0) % 32;
    if (point === "x") return this.hex(2);
    if (point === "u") {
      if (this.peek() === "{") {
        this.at++;
        return Number.parseInt(this.through("}"), 16);
      }
      const unit = this.hex(4);
      // With `u`, `\uD83D\uDE00` is one code point.
      const trail = this.points.slice(this.at, this.at + 6).join("");
      if (unit >= 0xd800 && unit <= 0xdbff && /^\\u[dD][c-fC-F][0-9a-fA-F]{2}$/.test(trail)) {
        this.at += 2;
        const low = this.hex(4);
        return 0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00);
      }
      return unit;
    }
    return point.codePointAt(0) as number; // an identity escape: `\.`, `\/`, `\-`
  }

  private hex(count: number): number {
    const digits = this.points.slice(this.at, this.at + count).join("");
    this.at += count;
    return Number.parseInt(digits, 16);
  }

  /** `[...]` or `[^...]`, after the `[`. */
  private characterClass(flags: Flags): PositionSet {
    // With a property in it, the whole class is asked of the engine at once (one search, not one a property).
    const end = this.classEnd();
    const source = this.points.slice(this.at - 1, end + 1).join("");
    if (/\\[pP]\{/.test(source)) {
      this.at = end + 1;
      return () => matchedSet(source, flags.ignoreCase);
    }
    const negated = this.peek() === "^";
    if (negated) this.at++;
    const parts: CodePointSet[] = [];
    while (this.peek() !== "]" && this.peek() !== undefined) {
      const from = this.classAtom();
      if (this.peek() === "-" && this.points[this.at + 1] !== "]" && from.single) {
        this.at++;
        const to = this.classAtom();
        parts.push([from.set[0] as number, to.set[0] as number]);
      } else parts.push(from.set);
    }
    this.at++; // `]`
    let set = union(...parts);
    if (flags.ignoreCase) set = caseFolded(set);
    return negated ? complement(set) : set;
  }

  /** Where the class read from here ends: its `]`, escapes passed over (the pattern's end, should it be missing). */
  private classEnd(): number {
    let at = this.at;
    while (at < this.points.length && this.points[at] !== "]") at += this.points[at] === "\\" ? 2 : 1;
    return Math.min(at, this.points.length);
  }

  private classAtom(): { set: CodePointSet; single: boolean } {
    const point = this.points[this.at++] as string;
    if (point !== "\\") {
      const code = point.codePointAt(0) as number;
      return { set: [code, code], single: true };
    }
    const escaped = this.peek() as string;
    const set = this.escapeSet();
    return { set, single: classEscapeSet(escaped) === undefined && escaped !== "p" && escaped !== "P" };
  }

  /** The text up to `end`, which is passed over too (to the pattern's end, should it be missing). */
  private through(end: string): string {
    let text = "";
    while (this.at < this.points.length) {
      const point = this.points[this.at++] as string;
      if (point === end) break;
      text += point;
    }
    return text;
  }

  private peek(): string | undefined {
    return this.points[this.at];
  }
}

function character(set: PositionSet): PatternNode {
  return { kind: "character", set };
}

function literal(code: number, flags: Flags): PatternNode {
  const set = setOf([code, code]);
  return character(flags.ignoreCase ? caseFolded(set) : set);
}
