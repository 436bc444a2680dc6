/**
 * Property-based proof of the backtracking check (model/backtracking-pattern.ts): for random patterns over
 * `a` and `b` (alternation, groups, `* + ? {1,3}`, classes, `.`, anchored at the start, at the end or not),
 * whenever the check lets a pattern through, JavaScript's engine shows no exponential growth on adversarial
 * values: each string of one to three letters repeated to 10 and to 30 characters, after a prefix `""`, `a`
 * or `b`, and followed by a line feed that nothing in the patterns reads. Tripling the length multiplies the
 * time of a polynomial pattern (let through by design) by 3 to the power of its degree, that of an
 * exponential one by a million (`^(a|a)*$`: 2²⁰ more paths). The matches run in a worker that is ended past
 * a time limit, so a wrong verdict fails the test instead of holding it.
 */
import { Worker } from "node:worker_threads";
import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { backtrackingOf } from "../../src/model/backtracking-pattern.js";
import { RUNS, SEED } from "../support/property/property-run.js";

/** Past this, the worker is ended and the pattern counts as exponential. */
const TIME_LIMIT_MS = 3000;
/**
 * A value whose time grows past this factor when its length triples (and takes past `SLOW_MS`) grows
 * exponentially: 3⁹, the growth of a polynomial of degree nine; `^(a|a)*$` grows 2²⁰ times.
 */
const GROWTH_LIMIT = 20_000;
const SLOW_MS = 20;

const PUMPS = ["a", "b", "aa", "ab", "ba", "bb", "aab", "aba", "abb", "baa", "bab", "bba", "bbb"];
const valuesOf = (length: number) =>
  ["", "a", "b"].flatMap((prefix) =>
    PUMPS.map((pump) => `${prefix}${pump.repeat(Math.ceil(length / pump.length)).slice(0, length)}\n`),
  );
const SHORT = valuesOf(10);
const LONG = valuesOf(30);

const WORKER = `
const { parentPort } = require("node:worker_threads");
const time = (re, value) => {
  const started = performance.now();
  re.test(value);
  return performance.now() - started;
};
parentPort.on("message", ({ pattern, short, long }) => {
  const re = new RegExp(pattern, "u");
  re.test(short[0]); // compiled before anything is timed
  let worst = 0;
  for (let index = 0; index < long.length; index++) {
    const longer = time(re, long[index]);
    if (longer > ${SLOW_MS}) worst = Math.max(worst, longer / Math.max(time(re, short[index]), 0.02));
  }
  parentPort.postMessage(worst);
});
`;

/** Runs patterns in a worker; one that takes past the limit ends the worker, and the next call starts another. */
class Matcher {
  private worker: Worker | undefined;

  /** The largest growth of a value's time when its length triples (0 when all are fast); `Infinity` past the limit. */
  growth(pattern: string): Promise<number> {
    this.worker ??= new Worker(WORKER, { eval: true });
    const worker = this.worker;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        worker.removeAllListeners("message");
        void worker.terminate();
        this.worker = undefined;
        resolve(Number.POSITIVE_INFINITY);
      }, TIME_LIMIT_MS);
      worker.once("message", (growth: number) => {
        clearTimeout(timer);
        resolve(growth);
      });
      worker.postMessage({ pattern, short: SHORT, long: LONG });
    });
  }

  close(): Promise<number> | undefined {
    return this.worker?.terminate();
  }
}

const matcher = new Matcher();
afterAll(() => matcher.close());

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
 * (docs/validation.md), and one of degree eight (`^(a*){1,3}(a*a*){1,3}$`) takes seconds on 30 characters,
 * which no growth can tell from an exponential's at that length; the property is about exponential ones.
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
  it("the harness tells exponential growth from polynomial", async () => {
    expect(backtrackingOf("^(a|a)*$")).toBe("exponential");
    expect(await matcher.growth("^(a|a)*$")).toBeGreaterThan(GROWTH_LIMIT);
    // Degree six: slow (tens of milliseconds on 30 `a`s), but growing at most 3⁶ times, not a million.
    const polynomial = `^${"a*".repeat(7)}$`;
    expect(backtrackingOf(polynomial)).toBe("bounded");
    const growth = await matcher.growth(polynomial);
    expect(growth).toBeGreaterThan(1);
    expect(growth).toBeLessThan(GROWTH_LIMIT);
  });

  it(`take no exponentially growing time on adversarial values (${RUNS * 4} patterns, seed ${SEED})`, async () => {
    let kept = 0;
    let leftOut = 0;
    await fc.assert(
      fc.asyncProperty(pattern, async (source) => {
        if (backtrackingOf(source) !== "bounded") {
          leftOut++;
          return;
        }
        kept++;
        expect(await matcher.growth(source), source).toBeLessThan(GROWTH_LIMIT);
      }),
      { numRuns: RUNS * 4, seed: SEED },
    );
    // Both verdicts are reached: the grammar makes exponential patterns as well as bounded ones.
    expect(kept).toBeGreaterThan(RUNS);
    expect(leftOut).toBeGreaterThan(RUNS / 10);
  }, 60_000);
});
