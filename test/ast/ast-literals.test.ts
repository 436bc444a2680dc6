// biome-ignore-all lint/suspicious/noTemplateCurlyInString: expected texts include printed template literals.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { numericLiteral, stringLiteral, templateLiteral } from "../../src/ast/nodes.js";
import { printNode } from "../../src/ast/print.js";
import { roundTrip } from "../support/ast-round-trip.js";

const f = ts.factory;

describe("stringLiteral keeps non-ASCII readable and round-trips", () => {
  const rows: [string, { given: string; want: string }][] = [
    ["Cyrillic", { given: "Период", want: "'Период'" }],
    ["CJK", { given: "用户名", want: "'用户名'" }],
    ["an emoji (a surrogate pair)", { given: "ok 😀", want: "'ok 😀'" }],
    ["Latin with diacritics", { given: "æøå é", want: "'æøå é'" }],
    ["U+2028 and U+2029 stay escaped", { given: "a\u2028b\u2029c", want: "'a\\u2028b\\u2029c'" }],
    ["U+0085 stays escaped", { given: "a\u0085b", want: "'a\\u0085b'" }],
    ["quotes", { given: `it's "x"`, want: `'it\\'s "x"'` }],
    ["a backslash", { given: "C:\\temp", want: "'C:\\\\temp'" }],
    ["control characters", { given: "a\nb\tc\r", want: "'a\\nb\\tc\\r'" }],
    ["NUL before a digit", { given: "\u00001", want: "'\\x001'" }],
    ["an escape-looking text", { given: "\\u00E9", want: "'\\\\u00E9'" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    const { parsed, errors } = roundTrip(stringLiteral(given));
    expect(printNode(stringLiteral(given))).toBe(want);
    expect(parsed && ts.isStringLiteral(parsed) ? parsed.text : undefined).toBe(given);
    expect(errors).toBe(0);
  });

  it("is needed: the plain factory literal is escaped by the printer", () => {
    expect(printNode(f.createStringLiteral("é😀"))).toBe('"\\u00E9\\uD83D\\uDE00"');
  });
});

describe("templateLiteral", () => {
  const id = () => f.createIdentifier("id");
  const rows: [string, { given: () => (string | ts.Expression)[]; want: string }][] = [
    ["text only", { given: () => ["/pets/Период"], want: "`/pets/Период`" }],
    ["nothing", { given: () => [], want: "``" }],
    [
      "an expression in the middle",
      { given: () => ["/pets/", id(), "/photos"], want: "`/pets/${id}/photos`" },
    ],
    ["expressions only", { given: () => [id(), id()], want: "`${id}${id}`" }],
    ["texts merge", { given: () => ["/a", "/b", id(), "/c", "/d"], want: "`/a/b${id}/c/d`" }],
    ["backtick and ${ are escaped", { given: () => ["`${x}` 😀"], want: "`\\`\\${x}\\` 😀`" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(printNode(templateLiteral(given()))).toBe(want);
  });
});

describe("numericLiteral", () => {
  const rows: [string, { given: number; want: string }][] = [
    ["an integer", { given: 200, want: "200" }],
    ["a decimal", { given: 1.5, want: "1.5" }],
    ["a negative number as prefix minus", { given: -1, want: "-1" }],
    ["negative zero", { given: -0, want: "-0" }],
    ["a large number", { given: 1e21, want: "1e+21" }],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    const { text, parsed } = roundTrip(numericLiteral(given));
    expect(printNode(numericLiteral(given))).toBe(want);
    expect(text).toBe(`export const value = ${want};\n`);
    expect(
      parsed && ts.isPrefixUnaryExpression(parsed)
        ? -Number(parsed.operand.getText())
        : Number(parsed?.getText()),
    ).toBe(given);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY])("rejects %s", (value) => {
    expect(() => numericLiteral(value)).toThrow(RangeError);
  });
});
