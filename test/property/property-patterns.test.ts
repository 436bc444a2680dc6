/**
 * Property-based proof of the backtracking check (model/backtracking-pattern.ts): for random patterns over
 * `a` and `b` (alternation, groups, `* + ? {1,3}`, classes, `.`, anchored at the start, at the end or not),
 * whenever the check lets a pattern through, a backtracking engine shows no exponential growth on adversarial
 * values: each string of one to three letters repeated to 30 and to 90 characters, after a prefix `""`, `a`
 * or `b`, and followed by a line feed that nothing in the patterns reads. The work is counted, not timed
 * (support/backtracking-steps.ts counts the steps of the search JavaScript's engine makes, as ECMAScript
 * specifies it), so a loaded machine cannot tell a wrong story. Tripling the length multiplies the steps of
 * a polynomial pattern (let through by design) by about 3 to the power of its loops, those of an exponential
 * one by millions (`^(a|a)*$`: 2⁶⁰ more paths; a loop of three letters, 2²⁰). Where the count says the search
 * is short, the engine is asked too, and must agree on whether the value matches.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { backtrackingOf } from "../../src/model/backtracking-pattern.js";
import { countingPattern } from "../support/backtracking-steps.js";
import { RUNS, SEED } from "../support/property/property-run.js";

/**
 * Steps past this factor when a value's length triples are exponential growth: above 3⁹, the growth of a
 * pattern of nine loops one after another; `^(a|a)*$` grows 2⁶⁰ times, a loop of three letters 2²⁰ times.
 */
const GROWTH_LIMIT = 20_000;
/** Searches of at most this many steps are run by the engine too (a fraction of a second on any machine). */
const ENGINE_STEPS = 1_000_000;

const PUMPS = ["a", "b", "aa", "ab", "ba", "bb", "aab", "aba", "abb", "baa", "bab", "bba", "bbb"];
const valuesOf = (length: number) =>
  ["", "a", "b"].flatMap((prefix) =>
    PUMPS.map((pump) => `${prefix}${pump.repeat(Math.ceil(length / pump.length)).slice(0, length)}\n`),
  );
const SHORT = valuesOf(30);
const LONG = valuesOf(90);

/**
 * The largest growth of a value's steps when its length triples; each search the count finds short enough is
 * also run by the engine, whose answer the count's must equal.
 */
function growth(pattern: string): number {
  const counting = countingPattern(pattern);
  const engine = new RegExp(pattern, "u");
  let worst = 0;
  for (const [index, long] of LONG.entries()) {
    const short = SHORT[index] as string;
    const [shortSearch, longSearch] = [counting.steps(short), counting.steps(long)];
    for (const [value, search] of [
      [short, shortSearch],
      [long, longSearch],
    ] as const) {
      if (search.steps <= ENGINE_STEPS)
        expect(search.matched, `${pattern} on ${JSON.stringify(value)}`).toBe(engine.test(value));
    }
    worst = Math.max(worst, longSearch.steps / shortSearch.steps);
  }
  return worst;
}

/** What a pattern reads; none reads the line feed that ends every value. */
const atom = fc.constantFrom("a", "b", "[ab]", ".", "[^b\\n]", "(?:)");
const quantifier = fc.constantFrom("", "", "*", "+", "?", "{1,3}", "*?");
const patternBody: fc.Arbitrary<string> = fc.letrec<{ body: string; item: string }>((tie) => ({
  body: fc.array(tie("item"), { minLength: 1, maxLength: 2 }).map((items) => items.join("")),
  item: fc.oneof(
    { maxDepth: 2, withCrossShrink: true },
    fc.tuple(atom, quantifier).map(([a, q]) => a + q),
    fc
      .tuple(fc.array(tie("body"), { minLength: 1, maxLength: 2 }), quantifier)
      .map(([options, q]) => `(?:${options.join("|")})${q}`),
  ),
})).body;
/**
 * How many loops a pattern of the grammar has once `{1,3}` groups are written out: a bound on the degree of a
 * polynomial pattern, plus one. The check lets polynomial patterns through whatever their degree
 * (docs/validation.md), and a pattern of many loops (`^(a*){1,3}(a*a*){1,3}$` has nine) multiplies its steps
 * by 3 to their number when the length triples, which no growth limit tells from a slow exponential's; the
 * property is about exponential ones.
 */
function loops(source: string): number {
  const groups: number[] = [0];
  let index = 0;
  const quantified = (inner: number): number => {
    const rest = source.slice(index);
    if (rest.startsWith("{1,3}")) {
      index += 5;
      return inner * 3;
    }
    if (rest.startsWith("*") || rest.startsWith("+")) return Math.max(inner, 1);
    return inner;
  };
  while (index < source.length) {
    const point = source[index++] as string;
    if (point === "[") index = source.indexOf("]", index) + 1;
    if (point === "(") groups.push(0);
    else if (point === ")") {
      const inner = groups.pop() as number;
      groups[groups.length - 1] = (groups[groups.length - 1] as number) + quantified(inner);
    } else groups[groups.length - 1] = (groups[groups.length - 1] as number) + quantified(0);
  }
  return groups[0] as number;
}

const pattern = fc
  .tuple(patternBody, fc.constantFrom("^(?:%)$", "^(?:%)", "^(?:%)b$", "^(?:%)b"))
  .map(([body, frame]) => frame.replace("%", body))
  .filter((source) => loops(source) <= 6);

describe("random patterns the backtracking check lets through", () => {
  it("the count tells exponential growth from polynomial", () => {
    expect(backtrackingOf("^(a|a)*$")).toBe("exponential");
    expect(growth("^(a|a)*$")).toBeGreaterThan(GROWTH_LIMIT);
    // Seven loops one after another: millions of steps on 30 `a`s, but growing about 3⁷ times, not 2⁶⁰.
    const polynomial = `^${"a*".repeat(7)}$`;
    expect(backtrackingOf(polynomial)).toBe("bounded");
    const polynomialGrowth = growth(polynomial);
    expect(polynomialGrowth).toBeGreaterThan(3 ** 6);
    expect(polynomialGrowth).toBeLessThan(3 ** 8);
    // A loop of three letters doubles its paths every three characters: 2²⁰ more steps from 30 to 90.
    expect(backtrackingOf("^(?:aab|aab)*$")).toBe("exponential");
    expect(growth("^(?:aab|aab)*$")).toBeGreaterThan(GROWTH_LIMIT);
  });

  it(`take no exponentially growing steps on adversarial values (${RUNS * 4} patterns, seed ${SEED})`, () => {
    let kept = 0;
    let leftOut = 0;
    fc.assert(
      fc.property(pattern, (source) => {
        if (backtrackingOf(source) !== "bounded") {
          leftOut++;
          return;
        }
        kept++;
        expect(growth(source), source).toBeLessThan(GROWTH_LIMIT);
      }),
      { numRuns: RUNS * 4, seed: SEED },
    );
    // Both verdicts are reached: the grammar makes exponential patterns as well as bounded ones.
    expect(kept).toBeGreaterThan(RUNS);
    expect(leftOut).toBeGreaterThan(RUNS / 10);
  }, 60_000);
});
