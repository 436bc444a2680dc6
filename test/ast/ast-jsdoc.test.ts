import { describe, expect, it } from "vitest";
import { type JsDocFacts, jsDocText } from "../../src/ast/jsdoc.js";

describe("jsDocText", () => {
  const rows: [string, { given: JsDocFacts; want: string | undefined }][] = [
    ["nothing", { given: {}, want: undefined }],
    ["only blanks", { given: { description: " \n\t\n", summary: "" }, want: undefined }],
    ["not deprecated", { given: { deprecated: false }, want: undefined }],
    ["one line", { given: { description: "A pet." }, want: "* A pet. " }],
    ["lines", { given: { description: "One.\nTwo." }, want: "*\n * One.\n * Two.\n " }],
    [
      "CRLF and CR",
      { given: { description: "One.\r\nTwo.\rThree." }, want: "*\n * One.\n * Two.\n * Three.\n " },
    ],
    [
      "U+2028 and U+2029",
      { given: { description: "One.\u2028Two.\u2029Three." }, want: "*\n * One.\n * Two.\n * Three.\n " },
    ],
    [
      "blank lines inside stay, at the ends go",
      { given: { description: "\n\nOne.  \n\nTwo.\n\n" }, want: "*\n * One.\n *\n * Two.\n " },
    ],
    [
      "indentation inside stays",
      { given: { description: "Code:\n    x = 1" }, want: "*\n * Code:\n *     x = 1\n " },
    ],
    [
      "the comment end is escaped",
      { given: { description: "a */ b /* c **/" }, want: "* a *\\/ b /* c **\\/ " },
    ],
    ["in tags too", { given: { example: "*/" }, want: '* @example "*\\/" ' }],
    ["non-ASCII as written", { given: { description: "Период 用户 😀 é" }, want: "* Период 用户 😀 é " }],
    [
      "summary then description",
      { given: { summary: "Find.", description: "Finds." }, want: "*\n * Find.\n *\n * Finds.\n " },
    ],
    ["a repeated paragraph once", { given: { title: "Pet", description: "Pet" }, want: "* Pet " }],
    ["deprecated", { given: { deprecated: true }, want: "* @deprecated " }],
    ["format", { given: { format: "date-time" }, want: "* @format date-time " }],
    ["a number default", { given: { default: 1 }, want: "* @default 1 " }],
    ["a string default is JSON", { given: { default: "1" }, want: '* @default "1" ' }],
    ["a falsy default", { given: { default: false }, want: "* @default false " }],
    ["a null default", { given: { default: null }, want: "* @default null " }],
    [
      "an object example is compact",
      { given: { example: { a: [1, "é"] } }, want: '* @example {"a":[1,"é"]} ' },
    ],
    [
      "a multi-line string example stays one line",
      { given: { example: "a\nb" }, want: '* @example "a\\nb" ' },
    ],
    [
      "params",
      {
        given: {
          params: [
            { name: "id", description: "The id." },
            { name: "q", description: "" },
          ],
        },
        want: "*\n * @param id The id.\n * @param q\n ",
      },
    ],
    ["extra lines", { given: { extra: ["@readonly"] }, want: "* @readonly " }],
    [
      "everything in order",
      {
        given: {
          summary: "S.",
          title: "T",
          description: "D.",
          deprecated: true,
          format: "int32",
          default: 0,
          example: 7,
          params: [{ name: "p", description: "P." }],
          extra: ["@readonly"],
        },
        want: [
          "*",
          " * S.",
          " *",
          " * T",
          " *",
          " * D.",
          " * @param p P.",
          " * @format int32",
          " * @default 0",
          " * @example 7",
          " * @deprecated",
          " * @readonly",
          " ",
        ].join("\n"),
      },
    ],
  ];
  it.each(rows)("%s", (_name, { given, want }) => {
    expect(jsDocText(given)).toBe(want);
  });
});
