/**
 * Whether a regular expression backtracks exponentially: whether some string can be matched by a number of
 * paths through it that doubles with every few characters, all of which a backtracking engine (JavaScript's)
 * tries before it rejects the string (`^(a+)+$` against `aaaa…!`). Such a pattern is left out of the Zod
 * schemas (docs/validation.md). Polynomial backtracking (`^.*a.*a$`) is not looked for: its cost is bounded by
 * a power of the value's length.
 *
 * How: the pattern (`pattern-syntax.ts`) becomes a Glushkov automaton, one state per character position, whose
 * edges count the ways the pattern's structure leads from one position to the next (`(a+)+` leads from `a` to
 * `a` two ways: the inner loop, and the outer one around it). The pattern is exponentially ambiguous exactly
 * when, inside one loop of that automaton (a strongly connected component), there are two different paths
 * from a position back to itself that read the same characters: an edge taken two ways, or two paths that
 * part and meet again, found by walking pairs of positions that can read a common character. A position after
 * which the pattern can end with no assertion is left out of the walk: a search that reaches it has matched.
 * Exact for what the tree states, but for the repetitions read as loops (`MAX_UNROLLED`) and the assertions
 * taken as passing (docs/validation.md); bounded by `MAX_POSITIONS` and `MAX_STEPS`, past which the pattern
 * is "too large".
 */
import { type CodePointSet, intersects } from "./code-point-sets.js";
import { type PatternNode, PatternTooDeep, type PositionSet, parsePattern } from "./pattern-syntax.js";
import { stronglyConnectedComponents } from "./strongly-connected.js";

/** `over-budget`: not checked, as the patterns checked before it in this run used `MAX_RUN_STEPS`. */
export type BacktrackingVerdict = "bounded" | "exponential" | "too-large" | "over-budget";

/** Character positions of the automaton, once bounded repetitions are written out. */
export const MAX_POSITIONS = 20_000;
/**
 * Steps of work on one pattern: edges of the automaton written, pairs of positions visited, ranges of
 * characters compared. A million take 60 to 180 ms.
 */
export const MAX_STEPS = 1_000_000;
/**
 * Steps of work on all the patterns of one run together (see `startPatternBudget`): each pattern is bounded,
 * but a description of thousands of distinct patterns near `MAX_STEPS` would take minutes. Thirty million
 * take 2 to 6 s; every pattern of APIs.guru's directory together takes a fraction of that.
 */
export const MAX_RUN_STEPS = 30_000_000;
/**
 * `{n,m}` with `m` up to this is written out copy by copy, as is `{n}` while its copies hold at most
 * `MAX_UNROLLED_POSITIONS`; any other is read as `{min(n,1),}`: a loop of a thousand copies backtracks as a
 * loop without end does. So is one of copies that repeat a varying number of times themselves, past
 * `MAX_VARYING_COPIES` copies or nested two deep: `(a{1,10}){1,10}` has about 10⁹ ways to fail on 55 `a`s,
 * `(a*){1,10}` 10⁸ on 28, though neither has a loop of its own that reads the same string two ways.
 */
export const MAX_UNROLLED = 10;
export const MAX_UNROLLED_POSITIONS = 100;
export const MAX_VARYING_COPIES = 3;

class TooLarge extends Error {}
class OverBudget extends Error {}

/** The steps left to this run's checks; reset by `startPatternBudget`. */
const runBudget = { left: MAX_RUN_STEPS };

/**
 * Starts a run's budget of checking steps (`MAX_RUN_STEPS`; tests give less). The model calls it once per
 * description; verdicts already found are kept, and cost nothing.
 */
export function startPatternBudget(steps = MAX_RUN_STEPS): void {
  runBudget.left = steps;
}

/** Ways as counted here: 0, 1, or 2 meaning "two or more" (all the check needs to know). */
type Ways = 0 | 1 | 2;

interface Fragment {
  /** Ways of matching nothing. */
  empty: Ways;
  /** Positions a match can start with, and in how many ways. */
  first: Map<number, Ways>;
  last: Map<number, Ways>;
  /** Whether it can match nothing without passing an assertion. */
  free: boolean;
  /** The positions after which it can end without passing an assertion. */
  finishing: Set<number>;
}

function nothing(free: boolean): Fragment {
  return { empty: 1, first: new Map(), last: new Map(), free, finishing: new Set() };
}

function addWays(a: number, b: number): Ways {
  return Math.min(2, a + b) as Ways;
}

function timesWays(a: number, b: number): Ways {
  return Math.min(2, a * b) as Ways;
}

const verdicts = new Map<string, BacktrackingVerdict>();
/**
 * Verdicts kept at most: a `--watch` process sees the patterns of every version of a description, and a
 * hostile one could hold millions. Past it the cache starts again (it only saves work).
 */
const MAX_CACHED_VERDICTS = 100_000;

/** The verdict on a pattern that compiles with the `u` flag; cached, the same pattern recurs across a description. */
export function backtrackingOf(pattern: string): BacktrackingVerdict {
  let verdict = verdicts.get(pattern);
  if (verdict === undefined) {
    verdict = runBudget.left > 0 ? analyse(pattern) : "over-budget";
    // A pattern left unchecked for want of budget is checked afresh in a run that has some.
    if (verdict !== "over-budget") {
      if (verdicts.size >= MAX_CACHED_VERDICTS) verdicts.clear();
      verdicts.set(pattern, verdict);
    }
  }
  return verdict;
}

function analyse(pattern: string): BacktrackingVerdict {
  try {
    const { root, lookarounds } = parsePattern(pattern);
    for (const tree of [root, ...lookarounds]) {
      if (isExponential(new Automaton(tree))) return "exponential";
    }
    return "bounded";
  } catch (error) {
    if (error instanceof TooLarge || error instanceof PatternTooDeep) return "too-large";
    if (error instanceof OverBudget) return "over-budget";
    throw error;
  }
}

class Automaton {
  readonly sets: PositionSet[] = [];
  /** `follow[p]`: the positions after `p`, each with the ways the pattern leads there. */
  readonly follow: Map<number, Ways>[] = [];
  /**
   * The positions after which the whole pattern can end without an assertion (`(a+)+` has one, `^(a+)+$`
   * none): at such a position a search has already succeeded.
   */
  readonly finishing: ReadonlySet<number>;
  private steps = 0;

  constructor(root: PatternNode) {
    this.finishing = this.fragment(root).finishing;
  }

  private fragment(node: PatternNode): Fragment {
    switch (node.kind) {
      case "character":
        return this.position(node.set);
      case "assertion":
        return nothing(false);
      case "sequence":
        return node.items.reduce<Fragment>(
          (before, item) => this.concatenated(before, this.fragment(item)),
          nothing(true),
        );
      case "choice":
        return this.either(node.options.map((option) => this.fragment(option)));
      case "repeat":
        return this.repeat(node.body, node.min, node.max);
    }
  }

  private position(set: PositionSet): Fragment {
    if (this.sets.length >= MAX_POSITIONS) throw new TooLarge();
    const at = this.sets.length;
    this.sets.push(set);
    this.follow.push(new Map());
    return {
      empty: 0,
      first: new Map([[at, 1]]),
      last: new Map([[at, 1]]),
      free: false,
      finishing: new Set([at]),
    };
  }

  private repeat(body: PatternNode, min: number, max: number): Fragment {
    const fewCopies =
      max <= MAX_UNROLLED || (min === max && min * positionsIn(body) <= MAX_UNROLLED_POSITIONS);
    const varying = varyingDepth(body);
    if (max <= 1 || (fewCopies && (varying === 0 || (varying === 1 && max <= MAX_VARYING_COPIES)))) {
      // x{2,4} as x x (x (x)?)?: copies, each a fragment of its own positions.
      let optional = nothing(true);
      for (let copy = min; copy < max; copy++) {
        const inner = this.concatenated(this.fragment(body), optional);
        // An iteration past the minimum that matches nothing is refused by the engine: skipping is one way.
        optional = { ...inner, empty: 1, free: true };
      }
      let required = nothing(true);
      for (let copy = 0; copy < min; copy++) required = this.concatenated(required, this.fragment(body));
      return this.concatenated(required, optional);
    }
    const loop = this.fragment(body);
    this.link(loop.last, loop.first);
    return min === 0 ? { ...loop, empty: 1, free: true } : loop;
  }

  /** Counts work against `MAX_STEPS` and the run's budget, the construction's and the check's together. */
  spend(steps: number): void {
    this.steps += steps;
    runBudget.left -= steps;
    if (this.steps > MAX_STEPS) throw new TooLarge();
    if (runBudget.left < 0) throw new OverBudget();
  }

  private concatenated(before: Fragment, after: Fragment): Fragment {
    this.link(before.last, after.first);
    return {
      empty: timesWays(before.empty, after.empty),
      // What follows a part that can match nothing starts or ends the whole, as many ways as it matches nothing.
      first: before.empty === 0 ? before.first : this.merged([before.first, after.first], before.empty),
      last: after.empty === 0 ? after.last : this.merged([after.last, before.last], after.empty),
      free: before.free && after.free,
      finishing: after.free ? this.joined([after.finishing, before.finishing]) : after.finishing,
    };
  }

  private either(options: Fragment[]): Fragment {
    return {
      empty: options.reduce<Ways>((sum, option) => addWays(sum, option.empty), 0),
      first: this.merged(options.map((option) => option.first)),
      last: this.merged(options.map((option) => option.last)),
      free: options.some((option) => option.free),
      finishing: this.joined(options.map((option) => option.finishing)),
    };
  }

  /** The positions of all, their ways added; those of the last map multiplied by `lastFactor`. */
  private merged(maps: Map<number, Ways>[], lastFactor: Ways = 1): Map<number, Ways> {
    const result = new Map<number, Ways>();
    maps.forEach((map, index) => {
      this.spend(map.size);
      const factor = index === maps.length - 1 ? lastFactor : 1;
      for (const [at, ways] of map) result.set(at, addWays(result.get(at) ?? 0, timesWays(ways, factor)));
    });
    return result;
  }

  private joined(sets: ReadonlySet<number>[]): Set<number> {
    const result = new Set<number>();
    for (const set of sets) {
      this.spend(set.size);
      for (const at of set) result.add(at);
    }
    return result;
  }

  private link(from: Map<number, Ways>, to: Map<number, Ways>): void {
    for (const [source, sourceWays] of from) {
      const targets = this.follow[source] as Map<number, Ways>;
      for (const [target, targetWays] of to) {
        this.spend(1);
        const ways = timesWays(sourceWays, targetWays);
        targets.set(target, addWays(targets.get(target) ?? 0, ways));
      }
    }
  }
}

/**
 * How deep repetitions whose count varies by more than one are nested in `node`: 0 for `a{3}` or `1?\d`,
 * 1 for `a*` or `a{1,3}`, 2 for `(a{1,3}b?)*`.
 */
function varyingDepth(node: PatternNode): number {
  switch (node.kind) {
    case "character":
    case "assertion":
      return 0;
    case "sequence":
      return Math.max(0, ...node.items.map(varyingDepth));
    case "choice":
      return Math.max(0, ...node.options.map(varyingDepth));
    case "repeat":
      return varyingDepth(node.body) + (node.max - node.min >= 2 ? 1 : 0);
  }
}

/** The positions of one copy of `node`, as `Automaton` writes them out (at most `MAX_POSITIONS` + 1 counted). */
function positionsIn(node: PatternNode): number {
  switch (node.kind) {
    case "character":
      return 1;
    case "assertion":
      return 0;
    case "sequence":
      return node.items.reduce((sum, item) => Math.min(MAX_POSITIONS + 1, sum + positionsIn(item)), 0);
    case "choice":
      return node.options.reduce((sum, option) => Math.min(MAX_POSITIONS + 1, sum + positionsIn(option)), 0);
    case "repeat": {
      const copies = node.max <= MAX_UNROLLED || node.min === node.max ? node.max : 1;
      return Math.min(MAX_POSITIONS + 1, copies * positionsIn(node.body));
    }
  }
}

function isExponential(automaton: Automaton): boolean {
  const { sets, follow } = automaton;
  // A position no character reaches (`[]`) is no state of any path. Nor is one after which the pattern can
  // end with no assertion (`(a+)+` has one, `^(a+)+$` none): a search that reaches it has succeeded, the
  // first time it tries to end there, so no path through it is one the engine must try in full before failing.
  // A set worked out from a property is taken as not empty until it is worked out.
  const setAt = (at: number): CodePointSet => {
    const set = sets[at] as PositionSet;
    return typeof set === "function" ? set() : set;
  };
  const isState = (at: number) => {
    const set = sets[at] as PositionSet;
    return (typeof set === "function" || set.length > 0) && !automaton.finishing.has(at);
  };
  const successors = follow.map((targets, at) => (isState(at) ? [...targets.keys()].filter(isState) : []));
  const positions = sets.map((_, at) => at).filter(isState);
  for (const component of stronglyConnectedComponents(positions, (at) => successors[at] as number[])) {
    const first = component[0] as number;
    if (component.length === 1 && !follow[first]?.has(first)) continue;
    const inLoop = new Set(component);
    const next = (at: number) => (successors[at] as number[]).filter((target) => inLoop.has(target));
    // Two ways along one edge: the same characters read by two paths.
    for (const at of component) {
      for (const target of next(at)) if (follow[at]?.get(target) === 2) return true;
    }
    // Pairs of different positions reached from one position by the same character, walked until two paths
    // meet again (exponential) or no new pair is found (every path back to a position is unique).
    const seen = new Set<number>();
    const pending: number[] = [];
    const visit = (p: number, q: number): boolean => {
      if (p === q) return true;
      const pSet = setAt(p);
      const qSet = setAt(q);
      automaton.spend(1 + (pSet.length + qSet.length) / 2);
      if (!intersects(pSet, qSet)) return false;
      const key = p < q ? p * sets.length + q : q * sets.length + p;
      if (!seen.has(key)) {
        seen.add(key);
        pending.push(p, q);
      }
      return false;
    };
    for (const at of component) {
      const targets = next(at);
      for (let i = 0; i < targets.length; i++) {
        for (let j = i + 1; j < targets.length; j++) visit(targets[i] as number, targets[j] as number);
      }
    }
    while (pending.length > 0) {
      const q = pending.pop() as number;
      const p = pending.pop() as number;
      for (const pNext of next(p)) {
        for (const qNext of next(q)) if (visit(pNext, qNext)) return true;
      }
    }
  }
  return false;
}
