import type ts from "typescript";
import { describe, expect, it } from "vitest";
import { property } from "../../src/ast/keys.js";
import {
  arrayType,
  arrow,
  asConst,
  booleanLiteral,
  call,
  conditional,
  constDeclaration,
  functionDeclaration,
  id,
  keywordType,
  methodDeclaration,
  numericLiteral,
  objectLiteral,
  parameter,
  propertySignature,
  readonlyType,
  returnStatement,
  typeReference,
} from "../../src/ast/nodes.js";
import { printNode } from "../../src/ast/print.js";

describe("expression and declaration helpers", () => {
  const rows: [string, { given: () => ts.Node; want: string }][] = [
    ["call with a name", { given: () => call("fetch", [id("input")]), want: "fetch(input)" }],
    ["call without arguments", { given: () => call("withFetch"), want: "withFetch()" }],
    [
      "call with type arguments",
      { given: () => call(id("useSWR"), [id("key")], [typeReference("Pet")]), want: "useSWR<Pet>(key)" },
    ],
    ["booleanLiteral", { given: () => booleanLiteral(false), want: "false" }],
    [
      "property keys go through propertyName",
      {
        given: () =>
          objectLiteral([property("a", numericLiteral(1)), property("content-type", numericLiteral(2))]),
        want: "{ a: 1, 'content-type': 2 }",
      },
    ],
    [
      "a multi-line object literal",
      { given: () => objectLiteral([property("a", numericLiteral(1))], true), want: "{\n    a: 1\n}" },
    ],
    ["conditional", { given: () => conditional(id("a"), id("b"), id("c")), want: "a ? b : c" }],
    ["asConst", { given: () => asConst(id("key")), want: "key as const" }],
    [
      "readonlyType",
      { given: () => readonlyType(arrayType(keywordType("unknown"))), want: "readonly unknown[]" },
    ],
    [
      "an optional propertySignature",
      { given: () => propertySignature("limit", keywordType("number"), true), want: "limit?: number;" },
    ],
    ["a const", { given: () => constDeclaration("a", numericLiteral(1)), want: "const a = 1;" }],
    [
      "an exported, typed const",
      {
        given: () =>
          constDeclaration("a", numericLiteral(1), { type: keywordType("number"), exported: true }),
        want: "export const a: number = 1;",
      },
    ],
    [
      "an exported function",
      {
        given: () =>
          functionDeclaration("f", {
            exported: true,
            parameters: [parameter("x")],
            returnType: keywordType("number"),
            body: [returnStatement(id("x"))],
          }),
        want: "export function f(x): number {\n    return x;\n}",
      },
    ],
    [
      "a method without a return type",
      {
        given: () => methodDeclaration("m", { parameters: [], body: [returnStatement(arrow([], id("x")))] }),
        want: "m() {\n    return () => x;\n}",
      },
    ],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(printNode(given())).toBe(want);
  });
});
