import ts from "typescript";
import { describe, expect, it } from "vitest";
import {
  arrayType,
  intersectionType,
  type KeywordTypeName,
  keywordType,
  type LiteralValue,
  literalType,
  typeReference,
  unionType,
} from "../../src/ast/nodes.js";
import { printNode } from "../../src/ast/print.js";

const f = ts.factory;
const ref = (name: string) => typeReference(name);
const functionType = () => f.createFunctionTypeNode(/* typeParameters */ undefined, [], keywordType("void"));

describe("type helpers", () => {
  const rows: [string, { given: () => ts.TypeNode; want: string }][] = [
    ...(
      [
        ["a string", "a b", "'a b'"],
        ["a non-ASCII string", "Период", "'Период'"],
        ["a number", 1, "1"],
        ["a negative number", -1, "-1"],
        ["true", true, "true"],
        ["false", false, "false"],
        ["null", null, "null"],
      ] as [string, LiteralValue, string][]
    ).map(([name, value, want]): [string, { given: () => ts.TypeNode; want: string }] => [
      `literalType: ${name}`,
      { given: () => literalType(value), want },
    ]),
    ...(
      [
        "string",
        "number",
        "bigint",
        "boolean",
        "symbol",
        "object",
        "unknown",
        "any",
        "never",
        "undefined",
        "void",
        "null",
      ] as KeywordTypeName[]
    ).map((name): [string, { given: () => ts.TypeNode; want: string }] => [
      `keywordType: ${name}`,
      { given: () => keywordType(name), want: name },
    ]),
    ["unionType: none is never", { given: () => unionType([]), want: "never" }],
    ["unionType: one is itself", { given: () => unionType([ref("A")]), want: "A" }],
    [
      "unionType: flattened",
      { given: () => unionType([unionType([ref("A"), ref("B")]), ref("C")]), want: "A | B | C" },
    ],
    [
      "unionType: a function member",
      { given: () => unionType([ref("A"), functionType()]), want: "A | (() => void)" },
    ],
    [
      "unionType: null",
      { given: () => unionType([keywordType("string"), keywordType("null")]), want: "string | null" },
    ],
    ["intersectionType: none is unknown", { given: () => intersectionType([]), want: "unknown" }],
    ["intersectionType: one is itself", { given: () => intersectionType([ref("A")]), want: "A" }],
    [
      "intersectionType: flattened",
      {
        given: () => intersectionType([intersectionType([ref("A"), ref("B")]), ref("C")]),
        want: "A & B & C",
      },
    ],
    [
      "intersectionType: a union member",
      { given: () => intersectionType([unionType([ref("A"), ref("B")]), ref("C")]), want: "(A | B) & C" },
    ],
    ["arrayType: plain", { given: () => arrayType(keywordType("string")), want: "string[]" }],
    ["arrayType: of a union", { given: () => arrayType(unionType([ref("A"), ref("B")])), want: "(A | B)[]" }],
    ["arrayType: of a function", { given: () => arrayType(functionType()), want: "(() => void)[]" }],
    [
      "arrayType: of keyof",
      {
        given: () => arrayType(f.createTypeOperatorNode(ts.SyntaxKind.KeyOfKeyword, ref("T"))),
        want: "(keyof T)[]",
      },
    ],
    ["arrayType: nested", { given: () => arrayType(arrayType(ref("A"))), want: "A[][]" }],
    ["typeReference: plain", { given: () => typeReference("Pet"), want: "Pet" }],
    ["typeReference: empty arguments", { given: () => typeReference("Pet", []), want: "Pet" }],
    [
      "typeReference: arguments",
      {
        given: () => typeReference("Record", [keywordType("string"), keywordType("unknown")]),
        want: "Record<string, unknown>",
      },
    ],
    ["typeReference: dotted", { given: () => typeReference("api.models.Pet"), want: "api.models.Pet" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(printNode(given())).toBe(want);
  });

  it("typeReference makes a real qualified name", () => {
    const reference = typeReference("api.Pet");
    expect(ts.isQualifiedName(reference.typeName)).toBe(true);
  });
});
