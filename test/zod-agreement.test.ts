/**
 * The schemas of `validator: "zod"` agree with the types: for every fixture description and every
 * description of the corpus (fixtures/specs, fixtures/conformance), for every emitted type `T` with a
 * schema, `z.output<typeof TSchema>` and `z.input<typeof TSchema>` are mutually assignable with `T`, checked
 * by a generated type-level file compiled with the client under the strict compile set. On the fixtures the
 * option rows cover every pair of values of the options that change types (nullableStrategy, dateFormat,
 * enumDeclarationStyle, preferAny); the corpus, whose value is its breadth of schemas, takes three rows
 * that between them hold every value of each option once, to keep the suite's time in bounds.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENUM_OUTPUT, expectCompiles } from "./support/compile.js";
import {
  agreementFiles,
  descriptionsUnder,
  FIXTURE_DESCRIPTIONS,
  type TypeOptions,
} from "./support/zod-agreement.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Every pair of values of the four options appears in some row (a pairwise covering set). */
const OPTION_ROWS: readonly TypeOptions[] = [
  { nullableStrategy: "ignore", dateFormat: "Date", enumDeclarationStyle: "union", preferAny: false },
  { nullableStrategy: "ignore", dateFormat: "string", enumDeclarationStyle: "enum", preferAny: true },
  { nullableStrategy: "include", dateFormat: "Date", enumDeclarationStyle: "enum", preferAny: true },
  { nullableStrategy: "include", dateFormat: "string", enumDeclarationStyle: "union", preferAny: false },
  {
    nullableStrategy: "nullableAsOptional",
    dateFormat: "Date",
    enumDeclarationStyle: "union",
    preferAny: true,
  },
  {
    nullableStrategy: "nullableAsOptional",
    dateFormat: "string",
    enumDeclarationStyle: "enum",
    preferAny: false,
  },
];

/** Every value of each option in some row (the first, third and last pairwise rows). */
const CORPUS_ROWS: readonly TypeOptions[] = [0, 2, 5].map((index) => OPTION_ROWS[index] as TypeOptions);

const CORPUS = [
  ...descriptionsUnder(path.join(ROOT, "fixtures/conformance")),
  ...descriptionsUnder(path.join(ROOT, "fixtures/specs")),
];

/**
 * Mutual assignability cannot see an `any` nested in a schema (`{ a?: any }` and `{ a?: string }` are
 * assignable both ways); without preferAny no type says `any`, so no schema may either.
 */
function expectNoAnyUnlessPreferred(files: Record<string, string>, options: TypeOptions): void {
  if (options.preferAny) return;
  const withAny = Object.entries(files).filter(
    ([file, text]) => file.endsWith(".zod.ts") && /z\.any\(|<any>|\bany\b[^\n]*>\(/.test(text),
  );
  expect(withAny.map(([file]) => file)).toEqual([]);
}

function optionsLabel(options: TypeOptions): string {
  return Object.entries(options)
    .map(([key, value]) => `${key}=${value}`)
    .join(" ");
}

describe("the agreement check", () => {
  it("fails where a schema and its type differ, naming the type and the side", async () => {
    const src = path.join(ROOT, "fixtures/petstore.yaml");
    const { files } = await agreementFiles([src], OPTION_ROWS[0] as TypeOptions);
    const zodPath = Object.keys(files).find((file) => file.endsWith("client.zod.ts")) as string;
    const zod = files[zodPath] as string;
    // `ErrorModel.message` a number, `Order.complete` a string: the type says string and boolean.
    const wrong = zod
      .replace(/message: z\.string\(\)/, "message: z.number()")
      .replace(/complete: z\.boolean\(\)/, "complete: z.string()");
    expect(wrong).not.toBe(zod);
    expect(() => expectCompiles({ ...files, [zodPath]: wrong })).toThrow(
      /Same<api\.ErrorModel, z\.output[\s\S]*lacks values the type admits[\s\S]*Same<api\.Order, z\.output/,
    );
  });
});

describe("zod schemas agree with the emitted types", () => {
  for (const options of OPTION_ROWS) {
    it(`on every fixture, ${optionsLabel(options)}`, async () => {
      const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, options);
      expect(schemas).toBeGreaterThan(50);
      expectNoAnyUnlessPreferred(files, options);
      expectCompiles(files, options.enumDeclarationStyle === "enum" ? ENUM_OUTPUT : {});
    }, 240_000);
  }

  it("on every fixture with validateResponses and validateRequests (enums written out, bodies' own schemas)", async () => {
    const options = { ...(OPTION_ROWS[2] as TypeOptions), validateResponses: true, validateRequests: true };
    const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, options);
    expect(schemas).toBeGreaterThan(50);
    expect(Object.values(files).some((text) => text.includes("Awaited<ReturnType<typeof api."))).toBe(true);
    expectCompiles(files, ENUM_OUTPUT);
  }, 240_000);

  it("on every fixture in schemas mode (every component, no request types)", async () => {
    const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, { generationMode: "schemas" });
    expect(schemas).toBeGreaterThan(50);
    expectCompiles(files);
  }, 240_000);

  for (const options of CORPUS_ROWS) {
    it(`on every description of the corpus, ${optionsLabel(options)}`, async () => {
      const { files, schemas } = await agreementFiles(CORPUS, options);
      expect(schemas).toBeGreaterThan(1000);
      expectNoAnyUnlessPreferred(files, options);
      expectCompiles(files, options.enumDeclarationStyle === "enum" ? ENUM_OUTPUT : {});
    }, 600_000);
  }
});
