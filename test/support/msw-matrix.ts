/**
 * The handlers matrix (compile/msw-matrix-typing.test.ts, compile/msw-matrix-declarations.test.ts): every fixture
 * and every description under fixtures/specs, generated with a handlers file, under rows that between them hold
 * every option that changes the client's types and every template.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import type { Diagnostic } from "../../src/text/diagnostics.js";
import { EVERY_TEMPLATE } from "./client-matrix.js";
import { type CompileOptions, compileInMemory, ENUM_OUTPUT } from "./compile.js";
import { withTempDir } from "./temp-dir.js";
import { descriptionsUnder, FIXTURE_DESCRIPTIONS } from "./zod-agreement.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The fixtures, written to hold every construct: each row compiles all of them. */
const OWN_DESCRIPTIONS = [
  ...FIXTURE_DESCRIPTIONS,
  path.join(ROOT, "fixtures/msw/handlers.yaml"),
  ...descriptionsUnder(path.join(ROOT, "fixtures/openapi-3.2")),
];
/** The real descriptions of fixtures/specs: the defaults row compiles all of them, the option rows share them. */
export const CORPUS = descriptionsUnder(path.join(ROOT, "fixtures/specs"));

export const DESCRIPTIONS = [...OWN_DESCRIPTIONS, ...CORPUS];

export type Row = Omit<GenerateOptions, "src" | "out" | "msw">;

/** A row of the matrix: options that change the client's types, under one template. */
export interface MatrixRow {
  label: string;
  row: Row;
  template: NonNullable<GenerateOptions["template"]>;
  /** The descriptions it compiles. */
  descriptions: readonly string[];
  /** Which test file takes it: how values are typed, or how types are written. */
  group: "typing" | "declarations";
  compileOptions: CompileOptions;
}

/** Each option that changes the client's types, alone, and the defaults, in their group. */
const TYPE_OPTION_ROWS: [string, Row, MatrixRow["group"]][] = [
  ["defaults", {}, "typing"],
  ["without read/write views", { readWriteViews: false }, "typing"],
  ["nullableStrategy include", { nullableStrategy: "include" }, "typing"],
  ["nullableStrategy nullableAsOptional", { nullableStrategy: "nullableAsOptional" }, "typing"],
  ["preferAny", { preferAny: true }, "typing"],
  ["dates as text", { dateFormat: "string" }, "declarations"],
  ["TypeScript enums", { enumDeclarationStyle: "enum", enumNamesStyle: "PascalCase" }, "declarations"],
  ["type aliases", { schemaDeclarationStyle: "type" }, "declarations"],
  ["object arguments", { argumentStyle: "object" }, "declarations"],
];

/**
 * The rows: each option row under the next template of `EVERY_TEMPLATE` in turn, so that every option value and
 * every template is compiled, in as many rows as there are options, rather than the options under one template
 * and the templates under the defaults (twice the rows, and a third of the suite's time went to them). Where a
 * template's names push a schema's name aside, its row shows the handlers naming it right; where an option
 * changes a type, its row shows the default data fits it.
 *
 * The defaults row compiles every description. An option row compiles every fixture (written to hold every
 * construct an option changes) and its share of the corpus, the descriptions dealt to the option rows in turn:
 * every real description is compiled under the defaults and under one option besides. Each option row over the
 * whole corpus compiled the same real descriptions eight times more, for most of these files' time.
 */
const OPTION_ROWS = TYPE_OPTION_ROWS.length - 1;

export const MATRIX_ROWS: readonly MatrixRow[] = TYPE_OPTION_ROWS.map(([label, row, group], index) => {
  const [templateLabel, template] = EVERY_TEMPLATE[
    index % EVERY_TEMPLATE.length
  ] as (typeof EVERY_TEMPLATE)[number];
  const extraCompilerOptions = {
    // Angular's services are declared with decorators.
    ...(templateLabel === "ng2" ? { experimentalDecorators: true } : {}),
    ...(row.enumDeclarationStyle === "enum" ? ENUM_OUTPUT.extraCompilerOptions : {}),
  };
  return {
    label: `${label} (${templateLabel})`,
    // The defaults row compiles the default data's lists of three over every description; the other rows prove
    // how an option types the values, which one item per list shows as well, at a third of the data to check.
    row: label === "defaults" ? row : { mockListSize: 1, ...row },
    template,
    descriptions:
      label === "defaults"
        ? DESCRIPTIONS
        : [...OWN_DESCRIPTIONS, ...CORPUS.filter((_, at) => at % OPTION_ROWS === index - 1)],
    group,
    compileOptions: { extraCompilerOptions },
  };
});

export interface Generated {
  files: Record<string, string>;
  /** The `mock-data` findings of each description, by its folder. */
  findings: Map<string, Diagnostic[]>;
}

/** Each description's client and handlers file under `row`, by virtual path; generation failures are left out. */
export async function generateAll(
  row: Row,
  template: NonNullable<GenerateOptions["template"]>,
  descriptions: readonly string[],
): Promise<Generated> {
  const files: Record<string, string> = {};
  const findings = new Map<string, Diagnostic[]>();
  for (const src of descriptions) {
    const folder = path.relative(ROOT, src).replace(/[^\w]/g, "_");
    await withTempDir(async (dir) => {
      const result = await generateFiles({
        src,
        out: path.join(dir, "client.ts"),
        msw: path.join(dir, "handlers.ts"),
        template,
        ...row,
      }).catch(() => undefined);
      if (result === undefined) return;
      for (const file of result.files) files[`${folder}/${path.relative(dir, file.path)}`] = file.content;
      findings.set(
        folder,
        result.diagnostics.filter((diagnostic) => diagnostic.code === "mock-data"),
      );
    });
  }
  return { files, findings };
}

/** The handler declarations of a handlers file that have no default data. */
export function handlersWithoutDefault(text: string): number {
  return text.match(/^ {4}noDefault: /gm)?.length ?? 0;
}

/**
 * A row of the matrix holds: each of its descriptions' handlers file compiles strictly with its client, and a
 * handler without default data is one the run warned of, at its response.
 */
export async function expectMatrixRowHolds({
  row,
  template,
  descriptions,
  compileOptions,
}: MatrixRow): Promise<void> {
  const { files, findings } = await generateAll(row, template, descriptions);
  const handlerFiles = Object.keys(files).filter((file) => file.endsWith("/handlers.ts"));
  // Every fixture generates, and some of the corpus (a few real descriptions fail to, with a clear error).
  expect(handlerFiles.length).toBeGreaterThan(OWN_DESCRIPTIONS.length);
  // An output is a description's folder; two descriptions that give the same files are checked once.
  expect(compileInMemory(files, { ...compileOptions, outputDepth: 1 }).diagnostics.slice(0, 20)).toEqual([]);
  for (const file of handlerFiles) {
    const folder = file.slice(0, -"/handlers.ts".length);
    const withoutDefault = handlersWithoutDefault(files[file] ?? "");
    const warned = (findings.get(folder) ?? []).filter((finding) =>
      finding.message.includes("has no default data"),
    );
    expect({ file, warned: warned.length }).toEqual({ file, warned: withoutDefault });
    for (const finding of warned) expect(finding.pointer).toMatch(/^#\/paths\/.+\/responses\/\w+$/);
  }
}
