/**
 * Property-based proof: for random valid OpenAPI 3.0 and 3.1 descriptions over every schema
 * construct the generator supports, with names and texts from a hostile alphabet (test/support/property),
 * and random options and templates:
 * - generation succeeds, and a second run gives byte-identical files;
 * - every output (client, hooks, mocks) compiles with zero diagnostics in the strict program of the compile
 *   proofs (many samples in one program, for speed).
 * The generated clients' calls against a live server are proven in property-live.test.ts.
 *
 * CI runs a bounded number of samples with a fixed seed; `npm run test:property` runs more
 * (TYPEWRIGHT_PROPERTY_RUNS, TYPEWRIGHT_PROPERTY_SEED). A failure prints the seed, and writes each failing
 * description and its options to .tmp/property-failures/ to reproduce it with the CLI.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify as stringifyYaml } from "yaml";
import { type GeneratedFile, generateFiles } from "../../src/index.js";
import { compileInMemory, ENUM_OUTPUT } from "../support/compile.js";
import { descriptionArbitrary } from "../support/property/description-arbitrary.js";
import { optionsArbitrary } from "../support/property/options-arbitrary.js";
import {
  check,
  keepFailure,
  RUNS,
  type Sample,
  SEED,
  SHRINK,
  TIMEOUT_MS,
} from "../support/property/property-run.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-");
});
afterAll(() => folder.cleanup());
/** Generates a sample's files (client, hooks for a reactive layer, mocks when asked) into `out`. */
async function generateSample(src: string, out: string, sample: Sample): Promise<GeneratedFile[]> {
  const { template } = sample.options;
  const result = await generateFiles({
    src,
    out: path.join(out, "client.ts"),
    ...(Array.isArray(template) ? { hooksOut: path.join(out, "hooks.ts") } : {}),
    ...(sample.withMocks
      ? { mocks: path.join(out, "client-mocks.ts"), testingFramework: "vitest" as const }
      : {}),
    ...sample.options,
  });
  return result.files;
}
describe("random valid descriptions", () => {
  it(
    `generate twice byte-identically and compile with zero diagnostics (${RUNS} samples, seed ${SEED})`,
    async () => {
      const generated: { sample: Sample; files: Record<string, string> }[] = [];
      let index = 0;
      await check(
        "generate",
        fc.asyncProperty(
          descriptionArbitrary({ live: false }),
          optionsArbitrary,
          fc.boolean(),
          fc.boolean(),
          async (description, options, withMocks, asYaml) => {
            const sample = { description, options, withMocks };
            const dir = path.join(folder.path, `sample-${index++}`);
            mkdirSync(dir, { recursive: true });
            // YAML too: its own parser, and objects the description shares written once with an alias.
            const src = path.join(dir, asYaml ? "api.yaml" : "api.json");
            writeFileSync(src, asYaml ? stringifyYaml(description) : JSON.stringify(description));
            const first = await generateSample(src, path.join(dir, "out"), sample);
            const onDisk = first.map((file) => readFileSync(file.path, "utf8"));
            const second = await generateSample(src, path.join(dir, "out"), sample);
            expect(second.map((file) => file.content)).toEqual(first.map((file) => file.content));
            expect(onDisk).toEqual(first.map((file) => file.content));
            const files = Object.fromEntries(
              first.map((file) => [
                `property/sample-${generated.length}/${path.basename(file.path)}`,
                file.content,
              ]),
            );
            if (SHRINK) expectCompiles([{ sample, files }]);
            else generated.push({ sample, files });
          },
        ),
        RUNS,
        ([description, options, withMocks]) => ({ description, options, withMocks }),
      );
      expectCompiles(generated);
    },
    TIMEOUT_MS,
  );
});

function compilerOptions(sample: Sample) {
  // Whole types in messages, so that a failure shows what was compared.
  const options = { experimentalDecorators: true, noErrorTruncation: true };
  return sample.options.enumDeclarationStyle === "enum"
    ? { ...options, ...ENUM_OUTPUT.extraCompilerOptions }
    : options;
}

/**
 * One program for the outputs without TypeScript enums and one for those with (see ENUM_OUTPUT); a failure
 * lists the diagnostics and the sample each comes from.
 */
function expectCompiles(generated: { sample: Sample; files: Record<string, string> }[]): void {
  const plain: Record<string, string> = {};
  const withEnums: Record<string, string> = {};
  for (const { sample, files } of generated) {
    Object.assign(sample.options.enumDeclarationStyle === "enum" ? withEnums : plain, files);
  }
  const [first] = generated;
  if (!first) return;
  const plainOptions = compilerOptions({ ...first.sample, options: {} });
  const enumOptions = compilerOptions({ ...first.sample, options: { enumDeclarationStyle: "enum" } });
  const diagnostics = [
    ...compileInMemory(plain, { extraCompilerOptions: plainOptions }).diagnostics,
    ...compileInMemory(withEnums, { extraCompilerOptions: enumOptions }).diagnostics,
  ];
  if (diagnostics.length === 0) return;
  const sampleOf = (diagnostic: string) => Number(/sample-(\d+)\//.exec(diagnostic)?.[1]);
  const failing = new Set(diagnostics.map(sampleOf));
  const kept = [...failing].map((index) => {
    const entry = generated[index] as (typeof generated)[number];
    return keepFailure(`seed-${SEED}-sample-${index}`, entry.sample);
  });
  throw new Error(
    `${diagnostics.length} diagnostics in ${failing.size} of ${generated.length} samples (seed ${SEED}); ` +
      `descriptions kept in ${kept.join(", ")}:\n${diagnostics.slice(0, 40).join("\n")}`,
  );
}
