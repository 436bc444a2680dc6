// biome-ignore-all lint/suspicious/noTemplateCurlyInString: expected texts include printed template literals.
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { type JsDocFacts, jsDocText, withJsDoc } from "../src/ast/jsdoc.js";
import { enumMemberKey, memberAccess, property, propertyName } from "../src/ast/keys.js";
import {
  arrayType,
  arrow,
  asConst,
  booleanLiteral,
  call,
  conditional,
  constDeclaration,
  exportModifier,
  functionDeclaration,
  id,
  intersectionType,
  type KeywordTypeName,
  keywordType,
  type LiteralValue,
  literalType,
  methodDeclaration,
  numericLiteral,
  objectLiteral,
  parameter,
  propertySignature,
  readonlyType,
  returnStatement,
  stringLiteral,
  templateLiteral,
  typeReference,
  unionType,
} from "../src/ast/nodes.js";
import { printNode, printStatements } from "../src/ast/print.js";
import { ENUM_OUTPUT, expectCompiles } from "./support/compile.js";

const f = ts.factory;
const ref = (name: string) => typeReference(name);
const functionType = () => f.createFunctionTypeNode(/* typeParameters */ undefined, [], keywordType("void"));

/** `export const value = <expression>;` printed, parsed back, and the initializer returned. */
function roundTrip(expression: ts.Expression): {
  text: string;
  parsed: ts.Expression | undefined;
  errors: number;
} {
  const statement = f.createVariableStatement(
    [exportModifier()],
    f.createVariableDeclarationList(
      [
        f.createVariableDeclaration(
          "value",
          /* exclamationToken */ undefined,
          /* type */ undefined,
          expression,
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
  const text = printStatements([statement], { header: [] });
  const parsed = ts.createSourceFile("x.ts", text, ts.ScriptTarget.Latest, /* setParentNodes */ true);
  const [first] = parsed.statements;
  const initializer =
    first && ts.isVariableStatement(first) ? first.declarationList.declarations[0]?.initializer : undefined;
  return { text, parsed: initializer, errors: syntaxErrors(text) };
}

function syntaxErrors(text: string): number {
  return ts.transpileModule(text, { reportDiagnostics: true }).diagnostics?.length ?? 0;
}

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

describe("printStatements", () => {
  const pet = () =>
    withJsDoc(
      f.createInterfaceDeclaration(
        [exportModifier()],
        "Pet",
        /* typeParameters */ undefined,
        /* heritageClauses */ undefined,
        [
          withJsDoc(f.createPropertySignature(undefined, "id", undefined, keywordType("number")), {
            description: "One line.",
          }),
          withJsDoc(
            f.createPropertySignature(
              undefined,
              propertyName("名前"),
              f.createToken(ts.SyntaxKind.QuestionToken),
              literalType("Период"),
            ),
            {
              description: "Two\nlines.",
              example: "😀",
            },
          ),
        ],
      ),
      { description: "A pet.\nWith */ in it.", deprecated: true },
    );
  const alias = (name: string) =>
    f.createTypeAliasDeclaration(
      [exportModifier()],
      name,
      /* typeParameters */ undefined,
      keywordType("string"),
    );
  const importOf = (module: string) =>
    f.createImportDeclaration(
      /* modifiers */ undefined,
      f.createImportClause(
        /* phaseModifier */ undefined,
        f.createIdentifier(module),
        /* namedBindings */ undefined,
      ),
      stringLiteral(module),
    );
  const useClient = () => f.createExpressionStatement(stringLiteral("use client"));

  it("prints nested docs indented, non-ASCII as is, a blank line between declarations", () => {
    const text = printStatements([pet(), alias("Name")]);
    expect(text).toBe(
      [
        "// This file was generated by typewright. Do not edit.",
        "",
        "/**",
        " * A pet.",
        " * With *\\/ in it.",
        " * @deprecated",
        " */",
        "export interface Pet {",
        "    /** One line. */",
        "    id: number;",
        "    /**",
        "     * Two",
        "     * lines.",
        '     * @example "😀"',
        "     */",
        "    名前?: 'Период';",
        "}",
        "",
        "export type Name = string;",
        "",
      ].join("\n"),
    );
    expect(syntaxErrors(text)).toBe(0);
  });

  it("keeps imports together and a directive before the header", () => {
    const text = printStatements([useClient(), importOf("a"), importOf("b"), alias("A")], {
      header: ["Generated.", "", "Line\nbreak\u2028here"],
    });
    expect(text).toBe(
      [
        "'use client';",
        "",
        "// Generated.",
        "//",
        "// Line",
        "// break",
        "// here",
        "",
        "import a from 'a';",
        "import b from 'b';",
        "",
        "export type A = string;",
        "",
      ].join("\n"),
    );
  });

  it("prints no header when asked and nothing for nothing", () => {
    expect(printStatements([alias("A")], { header: [] })).toBe("export type A = string;\n");
    expect(printStatements([], { header: [] })).toBe("");
    expect(printStatements([])).toBe("// This file was generated by typewright. Do not edit.\n");
  });

  it("does not change the nodes, so printing twice gives the same text", () => {
    const statements = [pet()];
    expect(printStatements(statements)).toBe(printStatements(statements));
  });
});

describe("a file with CJK, emoji and U+2028 in descriptions, enums and keys", () => {
  it("compiles and stays readable", () => {
    const values = ["用户", "😀", "a\u2028b", "Период", 'it\'s "quoted" \\'];
    const union = f.createTypeAliasDeclaration(
      [exportModifier()],
      "Values",
      /* typeParameters */ undefined,
      unionType(values.map(literalType)),
    );
    const enumeration = f.createEnumDeclaration(
      [exportModifier()],
      "Kind",
      values.map((value) =>
        withJsDoc(f.createEnumMember(enumMemberKey(value), stringLiteral(value)), {
          description: `Value ${value}`,
        }),
      ),
    );
    const object = f.createInterfaceDeclaration(
      [exportModifier()],
      "Keys",
      /* typeParameters */ undefined,
      /* heritageClauses */ undefined,
      values.map((value) =>
        f.createPropertySignature(undefined, propertyName(value), undefined, literalType(value)),
      ),
    );
    const text = printStatements([union, enumeration, object]);
    expect(text).toContain("'用户' | '😀' | 'a\\u2028b' | 'Период'");
    expect(text).toContain("/**\n     * Value a\n     * b\n     */\n    'a\\u2028b' = 'a\\u2028b',");
    expect(text).not.toMatch(/\\u(?!2028)/);
    expectCompiles({ "readable.ts": text }, ENUM_OUTPUT);
  });
});
