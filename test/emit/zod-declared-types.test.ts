/**
 * With `validatorExplicitTypes`, every constant of a Zod schema file has its type written out (which a
 * library's declaration build with `isolatedDeclarations` needs; test/emit/zod-agreement.test.ts compiles the files
 * that way), and that type is the one TypeScript infers for the schema: a user reading `PetSchema.shape.name` or calling
 * `PetSchema.extend(...)` gets what the schema has, not a wider `ZodType`. Checked by a copy of each schema
 * file with the written types taken off (where a schema on a cycle keeps its `z.ZodType<T, T>`, which
 * TypeScript cannot infer), and a type-level file comparing each constant of the two files, both ways.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { zodDeclaredType } from "../../src/emit/zod/zod-declared-type.js";
import { compileInMemory, ENUM_OUTPUT, expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import {
  agreementFiles,
  descriptionsUnder,
  FIXTURE_DESCRIPTIONS,
  sameTypeDeclarations,
  type TypeOptions,
} from "../support/zod-agreement.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const DESCRIPTIONS = [
  ...FIXTURE_DESCRIPTIONS,
  ...descriptionsUnder(path.join(ROOT, "fixtures/validation")),
  ...descriptionsUnder(path.join(ROOT, "fixtures/conformance")),
];

/** Between them every value of the options that change what a schema is (see zod-agreement.test.ts). */
const OPTION_ROWS: readonly TypeOptions[] = [
  { nullableStrategy: "include", dateFormat: "string", enumDeclarationStyle: "union", preferAny: false },
  {
    nullableStrategy: "nullableAsOptional",
    dateFormat: "Date",
    enumDeclarationStyle: "enum",
    preferAny: true,
  },
  { nullableStrategy: "ignore", dateFormat: "Date", enumDeclarationStyle: "union", preferAny: false },
];

/**
 * The schema file without the types its constants declare, except a `z.ZodType<T, T>` on a cycle, and how
 * many it took off.
 */
function withInferredTypes(zodFile: string): { text: string; taken: number } {
  const source = ts.createSourceFile("client.zod.ts", zodFile, ts.ScriptTarget.Latest, true);
  const edits: { start: number; end: number }[] = [];
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const type = declaration.type;
      if (type === undefined || type.getText(source).startsWith("z.ZodType<")) continue;
      edits.push({ start: declaration.name.end, end: type.end });
    }
  }
  let text = zodFile;
  for (const { start, end } of [...edits].reverse()) text = text.slice(0, start) + text.slice(end);
  return { text, taken: edits.length };
}

/** `Same<Written, Inferred, Label>` of the type-level files below. */
const WRITTEN_AGAINST_INFERRED = sameTypeDeclarations({
  notBack: "written is narrower",
  notThere: "written is wider",
  oneIsAny: "one is any",
});

/** One line per constant: its written type and its inferred type are assignable to each other. */
function sameTypesFile(zodFile: string): { text: string; constants: number } {
  const names = [...zodFile.matchAll(/^export const ([^\s:=]+)/gm)].map((match) => match[1] as string);
  const lines = names.map(
    (name) => `  Expect<Same<typeof written.${name}, typeof inferred.${name}, ${JSON.stringify(name)}>>,`,
  );
  const text = [
    `import type * as written from "./client.zod.js";`,
    `import type * as inferred from "./inferred.zod.js";`,
    ...WRITTEN_AGAINST_INFERRED,
    "export type Checks = [",
    ...lines,
    "];",
    "",
  ].join("\n");
  return { text, constants: names.length };
}

async function comparedFiles(
  options: TypeOptions & { validateResponses?: boolean; validateRequests?: boolean },
) {
  const { files: generated } = await agreementFiles(DESCRIPTIONS, {
    ...options,
    validatorExplicitTypes: true,
  });
  const files: Record<string, string> = {};
  let count = 0;
  for (const [file, text] of Object.entries(generated)) {
    if (file.endsWith("/agreement.ts")) continue;
    files[file] = text;
    if (!file.endsWith("/client.zod.ts")) continue;
    const folder = path.posix.dirname(file);
    const compared = sameTypesFile(text);
    if (compared.constants === 0) continue;
    const inferred = withInferredTypes(text);
    files[`${folder}/inferred.zod.ts`] = inferred.text;
    files[`${folder}/same-types.ts`] = compared.text;
    count += inferred.taken;
  }
  // `count`: the written types compared with inferred ones.
  return { files, count };
}

/**
 * Expressions the schema file writes that no fixture above reaches (a lazy reference outside a cycle, `never`,
 * `null`, literal lists of every kind, an enum listing a value twice, a tuple with a rest, a record, a strict object with a count check),
 * each written with its type and compared with the type inferred.
 */
const SYNTHETIC_SCHEMAS = [
  "z.lazy(() => BaseSchema)",
  "z.never()",
  "z.null()",
  "z.unknown().nullable()",
  "z.literal([1, -1, true, null, 'a'])",
  "z.literal(-2.5)",
  "z.enum(['a b', 'c', '200', 'c'])",
  "z.tuple([z.string(), z.int().min(1)], z.boolean())",
  "z.record(z.string(), z.array(z.number().gt(0).multipleOf(2)))",
  "z.strictObject({ a: z.iso.date(), 'b-c': z.iso.datetime({ offset: true }).regex(new RegExp('x', 'u')) }).refine(() => true, 'one')",
  "BaseSchema.extend({ b: z.literal('b') })",
  "BaseSchema.omit({ a: true })",
  "z.object({ a: z.string() }).catchall(z.union([z.string(), z.undefined()]))",
  "z.discriminatedUnion('kind', [BaseSchema.extend({ kind: z.enum(['x']) }), z.object({ kind: z.literal('y') })])",
  "z.intersection(BaseSchema, z.object({ b: z.int().lte(3) }))",
  "z.custom<Blob>((value) => value instanceof Blob)",
  "(BaseSchema as unknown) as z.ZodType<{ a: string }, { a: string }>",
];

function syntheticFile(zodModule: string): string {
  const printer = ts.createPrinter();
  const lines = [
    `import { z } from "${zodModule}";`,
    "export const BaseSchema = z.object({ a: z.string() });",
    ...WRITTEN_AGAINST_INFERRED,
  ];
  for (const [index, text] of SYNTHETIC_SCHEMAS.entries()) {
    const source = ts.createSourceFile("schema.ts", `(${text});`, ts.ScriptTarget.Latest, true);
    const statement = source.statements[0] as ts.ExpressionStatement;
    const type = printer.printNode(ts.EmitHint.Unspecified, zodDeclaredType(statement.expression), source);
    lines.push(
      `export const Written${index}: ${type} = ${text};`,
      `const inferred${index} = ${text};`,
      `export type Check${index} = Expect<Same<typeof Written${index}, typeof inferred${index}, ${JSON.stringify(text)}>>;`,
    );
  }
  return `${lines.join("\n")}\n`;
}

describe("the written type of a schema expression", () => {
  // The newest Zod, and the lowest the schema files support (an npm alias, see compile/zod-versions.test.ts).
  for (const zodModule of ["zod", "zod-4-3"]) {
    it(`is the inferred type, for every Zod call the schema file writes (${zodModule})`, () => {
      expectCompiles({ [`synthetic/${zodModule}.ts`]: syntheticFile(zodModule) });
    });
  }

  it("is refused for a call the schema file never writes", () => {
    const source = ts.createSourceFile(
      "schema.ts",
      "z.string().transform(Number);",
      ts.ScriptTarget.Latest,
      true,
    );
    const statement = source.statements[0] as ts.ExpressionStatement;
    expect(() => zodDeclaredType(statement.expression)).toThrow(/no type for \.transform\(\)/);
  });
});

describe("the written types of a Zod schema file", () => {
  it("are what a declaration build needs: without them it refuses the schema file", async () => {
    const petstore = [path.join(ROOT, "fixtures/petstore.yaml")];
    const options = OPTION_ROWS[2] as TypeOptions;
    const asLibrary = { extraCompilerOptions: ISOLATED_DECLARATIONS };
    const inferred = await agreementFiles(petstore, options);
    const refused = compileInMemory(inferred.files, asLibrary).diagnostics;
    expect(refused.some((line) => /client\.zod\.ts.* TS9010 /.test(line))).toBe(true);
    const written = await agreementFiles(petstore, { ...options, validatorExplicitTypes: true });
    expect(compileInMemory(written.files, asLibrary).diagnostics).toEqual([]);
  });

  it("are told apart from the inferred ones by the check", async () => {
    const { files } = await comparedFiles(OPTION_ROWS[2] as TypeOptions);
    const zodPath = Object.keys(files).find((file) => file.endsWith("petstore_yaml/client.zod.ts")) as string;
    // `ErrorModel.message` written as any schema: the constant compiles, but reads as less than it is.
    const widened = (files[zodPath] as string).replace(/message: z\.ZodString;/, "message: z.ZodType;");
    expect(widened).not.toBe(files[zodPath]);
    expect(() => expectCompiles({ ...files, [zodPath]: widened })).toThrow(
      /ErrorModelSchema\W+written is wider/,
    );
  }, 240_000);

  for (const options of OPTION_ROWS) {
    const label = Object.entries(options)
      .map(([key, value]) => `${key}=${value}`)
      .join(" ");
    it(`are what TypeScript infers, on every fixture, ${label}`, async () => {
      const { files, count } = await comparedFiles(options);
      expect(count).toBeGreaterThan(250);
      expectCompiles(files, options.enumDeclarationStyle === "enum" ? ENUM_OUTPUT : {});
    }, 240_000);
  }

  it("are what TypeScript infers with validateResponses and validateRequests (enums written out, bodies' own schemas)", async () => {
    const options = { ...(OPTION_ROWS[1] as TypeOptions), validateResponses: true, validateRequests: true };
    const { files, count } = await comparedFiles(options);
    expect(count).toBeGreaterThan(250);
    expectCompiles(files, ENUM_OUTPUT);
  }, 240_000);
});
