import { describe, expect, it } from "vitest";
import { isValidIdentifier, isValidTypeName } from "../../src/ast/identifiers.js";
import {
  assignUniqueNames,
  GLOBAL_NAMES_USED_BY_OUTPUT,
  NameScope,
  toMemberName,
  toTypeName,
} from "../../src/plan/names.js";
import { REAL_NAMES } from "../support/real-names.js";

describe("NameScope", () => {
  it("numbers taken names deterministically, with _ after a trailing digit", () => {
    const scope = new NameScope(["Reserved"]);
    const claimed = ["Pet", "Pet", "Pet", "V1", "V1", "Reserved", "pet"].map((name) => scope.claim(name));
    expect(claimed).toEqual(["Pet", "Pet2", "Pet3", "V1", "V1_2", "Reserved2", "pet"]);
  });

  it("reports and reserves names", () => {
    const scope = new NameScope();
    scope.reserve("Pet2");
    expect([scope.has("Pet2"), scope.has("Pet"), scope.claim("Pet"), scope.claim("Pet")]).toEqual([
      true,
      false,
      "Pet",
      "Pet3",
    ]);
  });
});

describe("assignUniqueNames", () => {
  const rows: [string, { given: string[]; want: Record<string, string> }][] = [
    [
      "case variants: the exact one wins",
      { given: ["error", "Error"], want: { error: "ErrorModel2", Error: "ErrorModel" } },
    ],
    [
      "snake and Pascal",
      {
        given: ["phone_number", "PhoneNumber"],
        want: { phone_number: "PhoneNumber2", PhoneNumber: "PhoneNumber" },
      },
    ],
    [
      "dots",
      {
        given: ["UserCreate", "User.Create"],
        want: { UserCreate: "UserCreate", "User.Create": "UserCreate2" },
      },
    ],
    [
      "the exact one first, then code-unit order (B < _)",
      {
        given: ["foo_bar", "fooBar", "FooBar"],
        want: { FooBar: "FooBar", fooBar: "FooBar2", foo_bar: "FooBar3" },
      },
    ],
    [
      "without an exact one, raw order decides (- < _)",
      { given: ["foo_bar", "foo-bar"], want: { "foo-bar": "FooBar", foo_bar: "FooBar2" } },
    ],
    [
      "counters skip plain names",
      { given: ["pet", "Pet2", "Pet"], want: { Pet: "Pet", pet: "Pet3", Pet2: "Pet2" } },
    ],
    [
      "globals get Model",
      {
        given: ["Date", "File", "Response"],
        want: { Date: "DateModel", File: "FileModel", Response: "ResponseModel" },
      },
    ],
    [
      "Model skips plain names",
      { given: ["Date", "DateModel"], want: { Date: "DateModel2", DateModel: "DateModel" } },
    ],
    ["APIResponse is not guarded", { given: ["APIResponse"], want: { APIResponse: "APIResponse" } }],
    ["digit endings", { given: ["400", "_400"], want: { "400": "Schema400", _400: "Schema400_2" } }],
    ["myFoo", { given: ["myFoo", "MyFoo"], want: { myFoo: "MyFoo2", MyFoo: "MyFoo" } }],
    ["User", { given: ["User", "User_v1_User"], want: { User: "User", User_v1_User: "UserV1User" } }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    const names = assignUniqueNames(
      given.map((raw) => ({ key: raw, raw })),
      toTypeName,
    );
    expect(Object.fromEntries(names)).toEqual(want);
  });

  it("gives the same names for every input order", () => {
    const raws = ["Pet", "pet", "Pet2", "PET", "Date", "date", "DateModel", "phone_number", "PhoneNumber"];
    const expected = Object.fromEntries(assignUniqueNames(entriesOf(raws), toTypeName));
    for (let seed = 1; seed <= 50; seed++) {
      const shuffled = Object.fromEntries(assignUniqueNames(entriesOf(shuffle(raws, seed)), toTypeName));
      expect(shuffled).toEqual(expected);
    }
    expect(new Set(Object.values(expected)).size).toBe(raws.length);
  });

  it("keeps the caller's keys in input order and accepts extra reserved names", () => {
    const names = assignUniqueNames(
      [
        { key: 2, raw: "b" },
        { key: 1, raw: "a" },
      ],
      toTypeName,
      [...GLOBAL_NAMES_USED_BY_OUTPUT, "A"],
    );
    expect([...names]).toEqual([
      [2, "B"],
      [1, "AModel"],
    ]);
  });
});

describe("names met in real descriptions", () => {
  it("become declarable type, value and enum member names (compiled in compile/declarable-names.test.ts)", () => {
    const typeNames = assignUniqueNames(entriesOf(REAL_NAMES), toTypeName);
    expect(typeNames.get("3e-num_1Период")).toBe("Schema3eNum1Период");
    for (const raw of REAL_NAMES) {
      expect(isValidTypeName(typeNames.get(raw) ?? "")).toBe(true);
      expect(isValidIdentifier(toMemberName(raw))).toBe(true);
    }
    expect(new Set(typeNames.values()).size).toBe(REAL_NAMES.length);
  });
});

function entriesOf(raws: readonly string[]): { key: string; raw: string }[] {
  return raws.map((raw) => ({ key: raw, raw }));
}

/** Fisher–Yates with a small deterministic generator, so a failure can be replayed. */
function shuffle<T>(items: readonly T[], seed: number): T[] {
  const result = [...items];
  let state = seed;
  for (let index = result.length - 1; index > 0; index--) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const other = state % (index + 1);
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}
