/**
 * The schemas of `validator: "zod"` agree with the types: for every fixture description and every
 * description of the corpus (fixtures/specs, fixtures/conformance), for every emitted type `T` with a
 * schema, `z.output<typeof TSchema>` and `z.input<typeof TSchema>` are mutually assignable with `T`, checked
 * by a generated type-level file compiled with the client under the strict compile set. On the fixtures the
 * option rows cover every pair of values of the options that change types (nullableStrategy, dateFormat,
 * enumDeclarationStyle, preferAny); the corpus, whose value is its breadth of schemas, takes three rows
 * that between them hold every value of each option once, to keep the suite's time in bounds: the first over
 * every description, the other two over half of it each (dealt in turn), so that each description is checked
 * under the first row and one other. Every other
 * fixture row, and two of the corpus rows, write the schemas' types out (`validatorExplicitTypes`): their
 * files are compiled as a library's declaration build too (`isolatedDeclarations`), and what agrees with the
 * type is then the type written out.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ENUM_OUTPUT, expectCompiles, ISOLATED_DECLARATIONS } from "../support/compile.js";
import {
  agreementFiles,
  descriptionsUnder,
  FIXTURE_DESCRIPTIONS,
  type TypeOptions,
} from "../support/zod-agreement.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

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

/** The rows whose schema files write their types out, and are compiled as a library's declaration build. */
const EXPLICIT_FIXTURE_ROWS = new Set([1, 3, 5]);
const EXPLICIT_CORPUS_ROWS = new Set([1, 2]);

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

/**
 * With the schemas' types written out (`validatorExplicitTypes`), compiled as a library's declaration build
 * (`isolatedDeclarations`) too: each initializer must be assignable to the type written for it.
 */
function expectAgreementCompiles(
  files: Record<string, string>,
  { withEnums, explicitTypes }: { withEnums: boolean; explicitTypes: boolean },
): void {
  expectCompiles(files, {
    extraCompilerOptions: {
      ...(explicitTypes ? ISOLATED_DECLARATIONS : {}),
      ...(withEnums ? ENUM_OUTPUT.extraCompilerOptions : {}),
    },
    // An output is a description's folder (`zod/<description>`): one that another row, checked under the same
    // compiler options, left byte for byte the same is checked once.
    outputDepth: 2,
  });
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
  for (const [index, options] of OPTION_ROWS.entries()) {
    const explicitTypes = EXPLICIT_FIXTURE_ROWS.has(index);
    it(`on every fixture, ${optionsLabel(options)}${explicitTypes ? ", types written out" : ""}`, async () => {
      const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, {
        ...options,
        validatorExplicitTypes: explicitTypes,
      });
      expect(schemas).toBeGreaterThan(50);
      expectNoAnyUnlessPreferred(files, options);
      expectAgreementCompiles(files, { withEnums: options.enumDeclarationStyle === "enum", explicitTypes });
    }, 240_000);
  }

  it("on every fixture with validateResponses and validateRequests (enums written out, bodies' own schemas)", async () => {
    const options = {
      ...(OPTION_ROWS[2] as TypeOptions),
      validateResponses: true,
      validateRequests: true,
      validatorExplicitTypes: true,
    };
    const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, options);
    expect(schemas).toBeGreaterThan(50);
    expect(Object.values(files).some((text) => text.includes("Awaited<ReturnType<typeof api."))).toBe(true);
    expectAgreementCompiles(files, { withEnums: true, explicitTypes: true });
  }, 240_000);

  it("on every fixture in schemas mode (every component, no request types)", async () => {
    const { files, schemas } = await agreementFiles(FIXTURE_DESCRIPTIONS, {
      generationMode: "schemas",
      validatorExplicitTypes: true,
    });
    expect(schemas).toBeGreaterThan(50);
    expectAgreementCompiles(files, { withEnums: false, explicitTypes: true });
  }, 240_000);

  for (const [index, options] of CORPUS_ROWS.entries()) {
    const explicitTypes = EXPLICIT_CORPUS_ROWS.has(index);
    const descriptions = index === 0 ? CORPUS : CORPUS.filter((_, at) => at % 2 === index - 1);
    const which = index === 0 ? "every description" : "half the descriptions";
    it(`on ${which} of the corpus, ${optionsLabel(options)}${explicitTypes ? ", types written out" : ""}`, async () => {
      const { files, schemas } = await agreementFiles(descriptions, {
        ...options,
        validatorExplicitTypes: explicitTypes,
      });
      expect(schemas).toBeGreaterThan(index === 0 ? 1000 : 400);
      expectNoAnyUnlessPreferred(files, options);
      expectAgreementCompiles(files, { withEnums: options.enumDeclarationStyle === "enum", explicitTypes });
    }, 600_000);
  }
});
