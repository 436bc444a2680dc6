import ts from "typescript";
import { describe, expect, it } from "vitest";
import { enumMemberKey, memberAccess, propertyName } from "../../src/ast/keys.js";
import { literalType } from "../../src/ast/nodes.js";
import { printNode } from "../../src/ast/print.js";

const f = ts.factory;

describe("keys", () => {
  /** `{ <key>: 1 }` as printed. */
  const keyed = (key: ts.PropertyName) =>
    printNode(
      f.createTypeLiteralNode([
        f.createPropertySignature(
          /* modifiers */ undefined,
          key,
          /* questionToken */ undefined,
          literalType(1),
        ),
      ]),
    );

  const rows: [string, { given: string; want: string }][] = [
    ["an identifier", { given: "name", want: "name" }],
    ["a keyword is a fine key", { given: "default", want: "default" }],
    ["class", { given: "class", want: "class" }],
    ["$ref", { given: "$ref", want: "$ref" }],
    ["non-ASCII", { given: "Период", want: "Период" }],
    ["a hyphen", { given: "content-type", want: "'content-type'" }],
    ["a space", { given: "with space", want: "'with space'" }],
    ["zero", { given: "0", want: "0" }],
    ["a status code", { given: "200", want: "200" }],
    ["a decimal", { given: "1.5", want: "1.5" }],
    ["a leading zero is not canonical", { given: "01", want: "'01'" }],
    ["a negative number is not a literal key", { given: "-1", want: "'-1'" }],
    ["a sign", { given: "+1", want: "'+1'" }],
    ["an exponent that does not round-trip", { given: "1e3", want: "'1e3'" }],
    ["Infinity is an identifier", { given: "Infinity", want: "Infinity" }],
    ["empty", { given: "", want: "''" }],
    ["an emoji", { given: "😀", want: "'😀'" }],
    ["a private-looking name", { given: "#x", want: "'#x'" }],
    ["a quote", { given: "it's", want: "'it\\'s'" }],
  ];
  it.each(rows)("propertyName: %s", (_name, { given, want }) => {
    expect(keyed(propertyName(given))).toBe(`{\n    ${want}: 1;\n}`);
  });

  it.each([
    ["a", "a"],
    ["a b", "'a b'"],
    ["1", "'1'"],
    ["default", "default"],
  ])("enumMemberKey %s → %s", (given, want) => {
    expect(printNode(enumMemberKey(given))).toBe(want);
  });

  it.each([
    ["b", "a.b"],
    ["default", "a.default"],
    ["b-c", "a['b-c']"],
    ["200", "a['200']"],
    ["Период", "a.Период"],
  ])("memberAccess %s → %s", (given, want) => {
    expect(printNode(memberAccess(f.createIdentifier("a"), given))).toBe(want);
  });
});
