/**
 * The values mock handlers answer with (src/plan/mock-data/), schema keyword by keyword: formats, patterns,
 * bounds, enums, lists. Each body is judged by ajv with formats on against the description's own schema
 * (support/response-validator.ts) and checked for what docs/mocking.md ("Default data") promises beyond
 * validity. Which properties, examples and union members an answer has: mock-data-answers.test.ts.
 */
import { describe, expect, it } from "vitest";
import { startMockPatternBudget } from "../../src/plan/mock-data/pattern-string.js";
import { describeThing, made, property } from "../support/mock-data-descriptions.js";
import type { Json } from "../support/plan-of.js";
import { countRegExpRuns } from "../support/regexp-runs.js";

describe("formats", () => {
  const formats = [
    "date",
    "date-time",
    "time",
    "duration",
    "uuid",
    "email",
    "uri",
    "uri-reference",
    "hostname",
    "ipv4",
    "ipv6",
    "byte",
    "json-pointer",
    "regex",
  ];
  const schema = {
    type: "object",
    required: formats,
    properties: Object.fromEntries(formats.map((format) => [format, { type: "string", format }])),
  };

  it("gives each format a value ajv-formats accepts", () => {
    const { verdict, problems } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("writes dates spread over 2024 and 2025 by where they sit, never the clock's", () => {
    const { body } = made(describeThing(schema));
    expect(property(body, "date")).toMatch(/^202[45]-\d\d-\d\d$/);
    expect(property(body, "date-time")).toMatch(/^202[45]-\d\d-\d\dT\d\d:\d\d:00Z$/);
    expect(made(describeThing(schema)).body).toEqual(body);
  });

  it("gives two identifiers in one answer different values", () => {
    const ids = {
      type: "object",
      properties: { a: { type: "string", format: "uuid" }, b: { type: "string", format: "uuid" } },
    };
    const { body, verdict } = made(describeThing(ids));
    expect(verdict).toEqual([]);
    expect(property(body, "a")).not.toBe(property(body, "b"));
  });

  it("keeps integer formats' ranges and the bounds", () => {
    const numbers = {
      type: "object",
      properties: {
        small: { type: "integer", format: "int32", minimum: 2147483000 },
        exclusive: { type: "integer", exclusiveMinimum: 5, exclusiveMaximum: 7 },
        step: { type: "number", minimum: 0.25, maximum: 0.55, multipleOf: 0.1 },
        cents: { type: "number", minimum: 12.3, multipleOf: 0.01 },
        negative: { type: "number", maximum: -1000.5 },
      },
    };
    const { body, verdict, problems } = made(describeThing(numbers));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    expect(property(body, "exclusive")).toBe(6);
  });

  it("converts 3.0's boolean exclusive bounds and nullable the same way", () => {
    const numbers = {
      type: "object",
      required: ["n"],
      properties: { n: { type: "integer", minimum: 1, maximum: 2, exclusiveMinimum: true, nullable: true } },
    };
    const { body, verdict } = made(describeThing(numbers, {}, "3.0.3"));
    expect(verdict).toEqual([]);
    expect(property(body, "n")).toBe(2);
  });
});

describe("patterns", () => {
  const patterns: [string, Json][] = [
    ["^[A-Z]{3}-\\d{4}$", {}],
    ["^(foo|bar)+baz$", {}],
    ["^\\p{Lu}\\p{Ll}+$", {}],
    ["^[^@\\s]+@example\\.org$", {}],
    ["^[a-z0-9]+$", { minLength: 12, maxLength: 12 }],
    ["^(?=.*\\d)[a-z\\d]{8,}$", {}],
    ["^v\\d+(\\.\\d+){2}(-[0-9A-Za-z-]+)?$", {}],
    ["^#[0-9a-fA-F]{6}$", {}],
    ["^(?:[Aa][Bb])c$", { maxLength: 3 }],
    ["[a-z]", { minLength: 5 }],
  ];

  for (const [pattern, lengths] of patterns) {
    it(`makes a string /${pattern}/u matches, within the lengths (${JSON.stringify(lengths)})`, () => {
      const { body, verdict, problems } = made(describeThing({ type: "string", pattern, ...lengths }));
      expect(problems).toEqual([]);
      expect(verdict).toEqual([]);
      expect(new RegExp(pattern, "u").test(body as string)).toBe(true);
    });
  }

  it("gives up on a pattern no walk matches without walking ever longer texts", async () => {
    const pattern = "^(?=x)((a+b)+c)+$";
    const { result, runs, characters } = await countRegExpRuns(() =>
      made(describeThing({ type: "string", pattern })),
    );
    expect(result.problems).toEqual([{ place: "/200", reason: "pattern" }]);
    // Counted, not timed: each of the six ways of walking (three character orders, first or last option)
    // tries texts of 3, 14, 39, 84, 155 and 258 characters and stops past 256 (LONGEST_USEFUL); walking on to
    // 64 repeats would test some 25 million characters.
    expect(runs.get(pattern)).toBeLessThan(6 * 10);
    expect(characters.get(pattern)).toBeLessThan(6 * 3 * 256);
  });

  it("reports a pattern it cannot honour and answers with the plain string", () => {
    const { body, problems } = made(describeThing({ type: "string", pattern: "^(?!a)a$" }));
    expect(problems).toEqual([{ place: "/200", reason: "pattern" }]);
    expect(body).toBe("string");
  });

  it("prefers a format's value where the pattern allows it", () => {
    const { body } = made(
      describeThing({ type: "string", format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    );
    // The format's value, spread over two years, not a string made for the pattern alone.
    expect(body).toMatch(/^202[45]-/);
  });
});

describe("enum, const, lists", () => {
  it("answers an enum's first non-null value and a const's value", () => {
    const schema = {
      type: "object",
      required: ["status", "kind"],
      properties: {
        status: { type: ["string", "null"], enum: [null, "open", "closed"] },
        kind: { const: "thing" },
      },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(body).toEqual({ status: "open", kind: "thing" });
  });

  it("gives `uniqueItems` arrays distinct items, as many as `minItems` asks", () => {
    const schema = {
      type: "array",
      minItems: 3,
      uniqueItems: true,
      items: { type: "string", enum: ["a", "b", "c", "d"] },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(body).toEqual(["a", "b", "c"]);
  });

  it("fills a map to `minProperties` with values of `additionalProperties`", () => {
    const schema = {
      type: "object",
      minProperties: 2,
      additionalProperties: { type: "integer", minimum: 7 },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(Object.keys(body as object)).toHaveLength(2);
  });

  it("makes `allOf` of scalars one value every member allows", () => {
    const schema = {
      allOf: [{ $ref: "#/components/schemas/Email" }, { type: "string", maxLength: 10, minLength: 6 }],
    };
    const { verdict, problems } = made(describeThing(schema, { Email: { type: "string", format: "email" } }));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("keeps the tightest bounds of `allOf` members", () => {
    const schema = {
      allOf: [
        { $ref: "#/components/schemas/Count" },
        { type: "integer", minimum: 3, maximum: 90 },
        { type: "integer", maximum: 50, multipleOf: 7 },
      ],
    };
    const { body, verdict, problems } = made(
      describeThing(schema, { Count: { type: "integer", minimum: 40 } }),
    );
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    // The only integers every member allows.
    expect([42, 49]).toContain(body);
  });

  it("reports bounds no number meets, and `never`", () => {
    const { problems } = made(
      describeThing({
        type: "object",
        required: ["n", "none"],
        properties: { n: { type: "integer", minimum: 10, maximum: 5 }, none: false },
      }),
    );
    expect(problems).toEqual([
      { place: "/200/n", reason: "unsatisfiable" },
      { place: "/200/none", reason: "unsatisfiable" },
    ]);
  });
});

describe("the work patterns may cost", () => {
  // A polynomial pattern the backtracking check keeps, whose candidates all fail (the lookahead wants a `c`
  // the rest cannot hold): each test is bounded by the text's length to the power of its repeats, and the run's
  // work by a budget, past which a value falls back with a warning instead of holding the run.
  const HOSTILE = "^(?=.*c)a*a*a*a*a*a*b$";

  it("tries only texts whose test is bounded, and still ends with the plain string", () => {
    const { body, problems } = made(describeThing({ type: "string", pattern: HOSTILE }));
    expect(problems).toEqual([{ place: "/200", reason: "pattern" }]);
    expect(body).toBe("string");
  });

  it("falls back, told as pattern-budget, once the run's pattern work is spent", () => {
    const many = Object.fromEntries(
      Array.from({ length: 20 }, (_, index) => [
        `p${index}`,
        { type: "string", pattern: `^(?=.*c)a*a*${"x".repeat(index)}b$` },
      ]),
    );
    // A few of these patterns' worth of work (each tries its texts up to the bound), not twenty.
    startMockPatternBudget(20_000_000);
    try {
      const { body, problems } = made(
        describeThing({ type: "object", required: Object.keys(many), properties: many }),
      );
      expect(Object.keys(body as object)).toHaveLength(20);
      const reasons = new Set(problems.map((problem) => problem.reason));
      expect(reasons).toEqual(new Set(["pattern", "pattern-budget"]));
      // Once spent, every later pattern is told as over budget.
      expect(problems.at(-1)).toEqual({ place: "/200/p19", reason: "pattern-budget" });
    } finally {
      startMockPatternBudget();
    }
  });
});
