/**
 * The work a backtracking regular expression engine does on a value, counted rather than timed: the steps of
 * the search ECMAScript specifies for `new RegExp(pattern, "u").test(value)` (the search JavaScript's engine
 * makes), each instruction of a backtracking machine run once per path that reaches it, from each start
 * position until one matches. An exponential pattern (`^(a|a)*$`) takes twice the steps for every character
 * more; a polynomial one a power of the length. Counting does not run the search: the steps from an
 * instruction at a position (with the same iterations still empty) are the same however it is reached, so
 * each is worked out once and the total adds them up: 2⁹⁰ steps are counted as fast as 90.
 *
 * Written from the specification, independently of src/model/ (the backtracking check it is the judge of):
 * characters, classes, escapes and `.` are single characters asked of the engine itself; groups
 * (capturing or not), alternation, the greedy and lazy quantifiers (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`),
 * with the specification's rule that an iteration past the minimum that matches nothing fails, and `^`, `$`.
 * Anything else (lookarounds, backreferences, `\b`) throws.
 */

type Instruction =
  | { op: "char"; atom: string }
  | { op: "split"; first: number; second: number }
  | { op: "jump"; to: number }
  /**
   * Starts an iteration past a loop's minimum: nothing read in it yet. `depth`: how many such iterations
   * enclose it, which tells it from the loops it is inside of (outside an iteration its mark is always clear,
   * so loops one after another can share one).
   */
  | { op: "enter"; depth: number }
  /** Ends it: fails when it read nothing. */
  | { op: "check"; depth: number }
  | { op: "start" }
  | { op: "end" }
  | { op: "match" };

type Node =
  | { kind: "atom"; atom: string }
  | { kind: "assert"; at: "start" | "end" }
  | { kind: "sequence"; items: Node[] }
  | { kind: "choice"; options: Node[] }
  | { kind: "repeat"; body: Node; min: number; max: number; greedy: boolean };

/** Past this many copies a bounded repeat is refused: the machine writes each copy out. */
const MAX_COPIES = 100;

class Parser {
  private index = 0;
  constructor(private readonly source: string) {}

  parse(): Node {
    const node = this.choice();
    if (this.index < this.source.length) this.fail("unexpected )");
    return node;
  }

  private fail(reason: string): never {
    throw new Error(`backtracking-steps: ${reason} at ${this.index} of ${JSON.stringify(this.source)}`);
  }

  private choice(): Node {
    const options = [this.sequence()];
    while (this.source[this.index] === "|") {
      this.index++;
      options.push(this.sequence());
    }
    return options.length === 1 ? (options[0] as Node) : { kind: "choice", options };
  }

  private sequence(): Node {
    const items: Node[] = [];
    while (
      this.index < this.source.length &&
      this.source[this.index] !== "|" &&
      this.source[this.index] !== ")"
    ) {
      items.push(this.quantified(this.term()));
    }
    return { kind: "sequence", items };
  }

  private term(): Node {
    const source = this.source;
    const start = this.index;
    const point = source[this.index] as string;
    if (point === "^" || point === "$") {
      this.index++;
      return { kind: "assert", at: point === "^" ? "start" : "end" };
    }
    if (point === "(") {
      if (source.startsWith("(?:", this.index)) this.index += 3;
      else if (source[this.index + 1] === "?") this.fail("lookarounds and named groups are not counted");
      else this.index++;
      const inner = this.choice();
      if (source[this.index] !== ")") this.fail("missing )");
      this.index++;
      return inner;
    }
    if (point === "[") {
      this.index++;
      if (source[this.index] === "^") this.index++;
      while (this.index < source.length && source[this.index] !== "]") {
        this.index += source[this.index] === "\\" ? 2 : 1;
      }
      if (source[this.index] !== "]") this.fail("missing ]");
      this.index++;
      return { kind: "atom", atom: source.slice(start, this.index) };
    }
    if (point === "\\") {
      const escaped = source[this.index + 1] ?? "";
      if (/[bB1-9k]/.test(escaped)) this.fail(`\\${escaped} is not counted`);
      const braced = /^\\[pPu]\{[^}]*\}|^\\u[0-9a-fA-F]{4}|^\\x[0-9a-fA-F]{2}|^\\c[a-zA-Z]|^\\./u.exec(
        source.slice(this.index),
      );
      if (braced === null) this.fail("a lone \\");
      this.index += braced[0].length;
      return { kind: "atom", atom: braced[0] };
    }
    if ("*+?{".includes(point)) this.fail("nothing to repeat");
    const codePoint = String.fromCodePoint(source.codePointAt(this.index) as number);
    this.index += codePoint.length;
    return { kind: "atom", atom: codePoint };
  }

  private quantified(body: Node): Node {
    const bounds = /^(?:\*|\+|\?|\{(\d+)(,(\d*))?\})/.exec(this.source.slice(this.index));
    if (bounds === null) return body;
    this.index += bounds[0].length;
    let min = 0;
    let max = Number.POSITIVE_INFINITY;
    if (bounds[0] === "+") min = 1;
    else if (bounds[0] === "?") max = 1;
    else if (bounds[0] !== "*") {
      min = Number(bounds[1]);
      max = bounds[2] === undefined ? min : bounds[3] === "" ? Number.POSITIVE_INFINITY : Number(bounds[3]);
    }
    const greedy = this.source[this.index] !== "?";
    if (!greedy) this.index++;
    if (body.kind === "assert") this.fail("a quantified assertion is not counted");
    if (min > MAX_COPIES || (max !== Number.POSITIVE_INFINITY && max > MAX_COPIES))
      this.fail("too many copies");
    return { kind: "repeat", body, min, max, greedy };
  }
}

class Compiler {
  readonly program: Instruction[] = [];
  /** Iterations open around the instruction being written; the deepest reached. */
  private depth = 0;
  deepest = 0;

  compile(node: Node): void {
    switch (node.kind) {
      case "atom":
        this.program.push({ op: "char", atom: node.atom });
        return;
      case "assert":
        this.program.push({ op: node.at });
        return;
      case "sequence":
        for (const item of node.items) this.compile(item);
        return;
      case "choice": {
        // split(option, next choice) …; each option jumps past the rest.
        const jumps: Extract<Instruction, { op: "jump" }>[] = [];
        node.options.forEach((option, index) => {
          const last = index === node.options.length - 1;
          const split: Extract<Instruction, { op: "split" }> = { op: "split", first: 0, second: 0 };
          if (!last) this.program.push(split);
          split.first = this.program.length;
          this.compile(option);
          if (!last) {
            const jump: Extract<Instruction, { op: "jump" }> = { op: "jump", to: 0 };
            jumps.push(jump);
            this.program.push(jump);
            split.second = this.program.length;
          }
        });
        for (const jump of jumps) jump.to = this.program.length;
        return;
      }
      case "repeat": {
        // The minimum's copies, where an empty iteration is allowed; then the optional ones, each checked.
        for (let copy = 0; copy < node.min; copy++) this.compile(node.body);
        if (node.max === Number.POSITIVE_INFINITY) {
          const top = this.program.length;
          const split: Extract<Instruction, { op: "split" }> = { op: "split", first: 0, second: 0 };
          this.program.push(split, { op: "enter", depth: this.depth });
          this.inside(node.body);
          this.program.push({ op: "check", depth: this.depth }, { op: "jump", to: top });
          this.branch(split, top + 1, this.program.length, node.greedy);
          return;
        }
        const copies: { split: Extract<Instruction, { op: "split" }>; inside: number }[] = [];
        for (let copy = node.min; copy < node.max; copy++) {
          const split: Extract<Instruction, { op: "split" }> = { op: "split", first: 0, second: 0 };
          copies.push({ split, inside: this.program.length + 1 });
          this.program.push(split, { op: "enter", depth: this.depth });
          this.inside(node.body);
          this.program.push({ op: "check", depth: this.depth });
        }
        // Each optional copy either runs or ends the repeat: x{0,2} is (x(x)?)?.
        for (const { split, inside } of copies) this.branch(split, inside, this.program.length, node.greedy);
        return;
      }
    }
  }

  /** The body of an iteration that is checked. */
  private inside(body: Node): void {
    this.depth++;
    this.deepest = Math.max(this.deepest, this.depth);
    this.compile(body);
    this.depth--;
  }

  private branch(
    split: Extract<Instruction, { op: "split" }>,
    inside: number,
    past: number,
    greedy: boolean,
  ) {
    split.first = greedy ? inside : past;
    split.second = greedy ? past : inside;
  }
}

interface Outcome {
  matched: boolean;
  steps: number;
}

/** Whether a single character is in an atom, asked of the engine (`u` flag, as the pattern is compiled). */
const atomTests = new Map<string, RegExp>();
function atomHolds(atom: string, character: string): boolean {
  let test = atomTests.get(atom);
  if (test === undefined) {
    test = new RegExp(`^(?:${atom})$`, "u");
    atomTests.set(atom, test);
  }
  return test.test(character);
}

/** A pattern read once, to count its steps on any number of values. */
export interface CountingPattern {
  /** The steps of `test(value)`, and its result (which the engine's own must equal). */
  steps(value: string): Outcome;
  /** Instructions of the machine. */
  readonly size: number;
}

export function countingPattern(pattern: string): CountingPattern {
  const compiler = new Compiler();
  compiler.compile(new Parser(pattern).parse());
  compiler.program.push({ op: "match" });
  const program = compiler.program;
  if (compiler.deepest > 20) throw new Error(`backtracking-steps: loops nested too deep in ${pattern}`);
  const marks = 2 ** compiler.deepest;

  return {
    size: program.length,
    steps(value: string): Outcome {
      const characters = Array.from(value);
      const length = characters.length;
      const known = new Map<number, Outcome>();
      // From `at` at character `position`, with `fresh` the depths whose iteration has read nothing yet.
      const from = (at: number, position: number, fresh: number): Outcome => {
        const key = (at * (length + 1) + position) * marks + fresh;
        const found = known.get(key);
        if (found !== undefined) return found;
        const outcome = step(at, position, fresh);
        known.set(key, outcome);
        return outcome;
      };
      const then = (outcome: Outcome): Outcome => ({ matched: outcome.matched, steps: outcome.steps + 1 });
      const step = (at: number, position: number, fresh: number): Outcome => {
        const instruction = program[at] as Instruction;
        switch (instruction.op) {
          case "char":
            return position < length && atomHolds(instruction.atom, characters[position] as string)
              ? then(from(at + 1, position + 1, 0))
              : { matched: false, steps: 1 };
          case "split": {
            const first = from(instruction.first, position, fresh);
            if (first.matched) return then(first);
            const second = from(instruction.second, position, fresh);
            return { matched: second.matched, steps: first.steps + second.steps + 1 };
          }
          case "jump":
            return then(from(instruction.to, position, fresh));
          case "enter":
            return then(from(at + 1, position, fresh | (1 << instruction.depth)));
          case "check":
            return (fresh & (1 << instruction.depth)) !== 0
              ? { matched: false, steps: 1 }
              : then(from(at + 1, position, fresh));
          case "start":
            return position === 0 ? then(from(at + 1, position, fresh)) : { matched: false, steps: 1 };
          case "end":
            return position === length ? then(from(at + 1, position, fresh)) : { matched: false, steps: 1 };
          case "match":
            return { matched: true, steps: 1 };
        }
      };
      let steps = 0;
      for (let start = 0; start <= length; start++) {
        const outcome = from(0, start, 0);
        steps += outcome.steps;
        if (outcome.matched) return { matched: true, steps };
      }
      return { matched: false, steps };
    },
  };
}
