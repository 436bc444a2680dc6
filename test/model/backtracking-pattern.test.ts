/**
 * The backtracking check (model/backtracking-pattern.ts, model/pattern-syntax.ts): which patterns it finds
 * exponential, which it lets through, where it gives up, and that each exponential verdict is real: the
 * steps a backtracking engine takes on an adversarial value (counted as it would take them,
 * support/backtracking-steps.ts) double with every character more.
 */
import { describe, expect, it } from "vitest";
import {
  backtrackingOf,
  MAX_POSITIONS,
  MAX_STEPS,
  startPatternBudget,
} from "../../src/model/backtracking-pattern.js";
import { intersects, propertySet } from "../../src/model/code-point-sets.js";
import { parsePattern } from "../../src/model/pattern-syntax.js";
import { countingPattern } from "../support/backtracking-steps.js";

const EXPONENTIAL = [
  "^(a+)+$",
  "^(a|a)*$",
  "^(a*)*$",
  "^(a|aa)+$",
  "^(a?a?)*$",
  "^(\\w+\\s?)*$",
  "^([a-zA-Z0-9]+[._]?)+$",
  "^([a-z0-9]+(-[a-z0-9]+)*\\.?)+[a-z]{2,}$",
  "^(\\d+|\\d+\\.\\d+)*x$",
  "^(.*,)*end$",
  "^(a{1,3})*$",
  // Copies of copies: no loop, but a number of ways that grows as the count's power.
  "^(a{1,10}){1,10}$",
  "^(a*){1,10}$",
  "^((a{1,3}b?){1,3}){1,3}$",
  "^(\\w{3,1016}\\.?)*$",
  "^((?:|)a)*$",
  "^(?:\\p{L}|[a-z])+$",
  "^(?=(a+)+$)b",
  "^(a|\\u0061)+$",
  "^(😀|\\u{1F600})+$",
  "^(\\uD83D\\uDE00|😀)+$",
  "^([^b]|a)+$",
  "(?i:(a|A)+)$",
  "(a+)+b",
  "^(a+)+\\b",
  "^(?:(a+)+|b)c?$",
];

const BOUNDED = [
  "^[a-z]+$",
  "^(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)(?:\\.(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)){3}$",
  "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$",
  "^\\d{3}-\\d{4}$",
  "^(a|b)*$",
  "^[A-Za-z0-9+/]*={0,2}$",
  "^\\p{L}+( \\p{L}+)*$",
  "^.*a.*a$",
  "^(a|ab)*c$",
  "^[a-z]+(\\.[a-z]+)*$",
  "^([a-z]{20})*$",
  "^(\\d{1,3}\\.){3}\\d{1,3}$",
  "^(:.*){2}$",
  "^(a{1,3}){1,3}$",
  "^(\\w{3,1016}\\.)*$",
  "^(\\d+)(\\.\\d+)*$",
  "^(a|b?)*$",
  "^[^\\]\\-]+$",
  "^(\\u{1F600}|\\uD83D)+$",
  "^(\\1a)+$",
  "^(?<word>a)\\k<word>+$",
  "^(?:\\p{Lu}|\\p{Ll})+$",
  "",
  // A search that succeeds as soon as the loop is entered never tries the loop's paths.
  "(a+)+",
  "^(a+)+",
  ".*(?:[ \\r\\n\\t].*)*",
  "^[ \\t]*[\\x20-\\x7E]+([ \\t]+[\\x20-\\x7E]+)*[ \\t]*",
];

describe("backtrackingOf", () => {
  it.each(EXPONENTIAL)("finds %s exponential", (pattern) => {
    expect(backtrackingOf(pattern)).toBe("exponential");
  });

  it.each(BOUNDED)("lets %s through", (pattern) => {
    expect(backtrackingOf(pattern)).toBe("bounded");
  });

  it("gives up on patterns past its bounds, and on groups nested past 100", () => {
    expect(backtrackingOf(`^${"[a-z]".repeat(MAX_POSITIONS + 1)}$`)).toBe("too-large");
    expect(backtrackingOf(`^${"(".repeat(101)}a${")".repeat(101)}$`)).toBe("too-large");
    expect(backtrackingOf(`^${"(".repeat(99)}a${")".repeat(99)}$`)).toBe("bounded");
    // Every position follows every other: the pairs walked exceed the bound long before a verdict.
    const wide = `^(?:${Array.from({ length: 1500 }, (_, index) => `\\u{${(0x4e00 + index).toString(16)}}`).join("|")})*$`;
    expect(backtrackingOf(wide)).toBe("too-large");
  });

  it("checks no more patterns once a run's budget is spent, and checks them afresh in the next run", () => {
    // Distinct patterns, each near the bound of one pattern's steps.
    const heavy = (seed: number) =>
      `^(?:${Array.from({ length: 200 }, (_, index) => `[a-z\\u{${(0x4e00 + seed).toString(16)}}]b${index % 10}`).join("|")})*$`;
    try {
      startPatternBudget(3 * MAX_STEPS);
      const verdicts = Array.from({ length: 10 }, (_, seed) => backtrackingOf(heavy(seed)));
      // Each takes a little over a pattern's steps: the budget of three covers two, and part of a third.
      expect(verdicts).toEqual([...Array(2).fill("too-large"), ...Array(8).fill("over-budget")]);
      // What was found is kept and costs nothing; what was not is not remembered as found.
      expect(backtrackingOf(heavy(0))).toBe("too-large");
      expect(backtrackingOf("^[a-z]+-budget$")).toBe("over-budget");
      startPatternBudget();
      expect(backtrackingOf("^[a-z]+-budget$")).toBe("bounded");
      expect(backtrackingOf(heavy(9))).toBe("too-large");
    } finally {
      startPatternBudget();
    }
  });

  it("reads classes, escapes and properties as the engine does", () => {
    const setOf = (pattern: string) => {
      const { root } = parsePattern(pattern);
      if (root.kind !== "character") throw new Error(`${pattern} is no single position`);
      return typeof root.set === "function" ? root.set() : root.set;
    };
    expect(setOf("[^\\d\\s]").slice(0, 8)).toEqual([0, 8, 0x0e, 0x1f, 0x21, 0x2f, 0x3a, 0x9f]);
    expect(setOf("[a-c\\x41-\\x43\\u{1F600}]")).toEqual([0x41, 0x43, 0x61, 0x63, 0x1f600, 0x1f600]);
    expect(setOf("\\cJ")).toEqual([0x0a, 0x0a]);
    expect(setOf("[\\b]")).toEqual([0x08, 0x08]);
    expect(setOf("\\uD83D\\uDE00")).toEqual([0x1f600, 0x1f600]);
    expect(setOf(".")).toEqual([0, 9, 11, 12, 14, 0x2027, 0x202a, 0x10ffff]);
    // A class with a property in it is asked of the engine whole.
    const upperOrDigit = setOf("[\\p{Lu}\\d]");
    expect([0x41, 0x30, 0x61, 0x1d400].map((point) => intersects(upperOrDigit, [point, point]))).toEqual([
      true,
      true,
      false,
      true,
    ]);
    expect(intersects(setOf("\\P{L}"), [0x61, 0x61])).toBe(false);
    // Every code point, the lone surrogates among them, is in `\p{Any}`; `\p{L}` agrees with the engine.
    expect(propertySet("Any")).toEqual([0, 0x10ffff]);
    const letters = propertySet("L");
    const letter = /^\p{L}$/u;
    for (const point of [0x41, 0x5d, 0xe9, 0x3042, 0x1d400, 0x20000, 0xd800, 0x10ffff]) {
      expect(intersects(letters, [point, point]), point.toString(16)).toBe(
        letter.test(String.fromCodePoint(point)),
      );
    }
  });
});

describe("an exponential verdict is real", () => {
  it.each([
    ["^(a+)+$", "a", "!"],
    ["^(\\w+\\s?)*$", "a", "!"],
    ["^(a?a?)*$", "a", "!"],
    ["^(.*,)*end$", ",", "!"],
  ])("%s: four more characters take more than eight times the engine's steps", (pattern, unit, suffix) => {
    // Counted as the engine searches (support/backtracking-steps.ts), not timed: a busy machine changes nothing.
    // Each character more doubles the paths to try: 2⁴ times the steps, where a polynomial grows a few percent.
    const counting = countingPattern(pattern);
    const short = counting.steps(`${unit.repeat(18)}${suffix}`);
    const long = counting.steps(`${unit.repeat(22)}${suffix}`);
    expect([short.matched, long.matched]).toEqual([false, false]);
    expect(long.steps).toBeGreaterThan(short.steps * 8);
    // The count reads the pattern as the engine does, on a value short enough to ask the engine.
    for (const value of [`${unit.repeat(8)}${suffix}`, unit.repeat(8)]) {
      expect(counting.steps(value).matched).toBe(new RegExp(pattern, "u").test(value));
    }
  });
});
