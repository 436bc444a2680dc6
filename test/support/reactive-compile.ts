/**
 * The hooks compile proof of one reactive layer (test/compile/reactive-compile-<layer>.test.ts, one file per layer
 * so that the two run side by side): every HTTP client × responseShape × single file / hooksOut, over the
 * client fixtures, plus the options every client template honours, compiled strictly (zero diagnostics)
 * against the real swr, @tanstack/react-query and react typings. Two-file output is compiled as one program,
 * with the two files in different folders, so the hooks file's import of the main file is checked too.
 */
import path from "node:path";
import { expect, it } from "vitest";
import type { ReactiveLayerName } from "../../src/config/types.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES, RESPONSE_SHAPES, SIGNATURE_VARIANTS } from "./client-matrix.js";
import { ES2020_LIB, expectCompiles, ISOLATED_DECLARATIONS } from "./compile.js";
import { fixturePath } from "./generated-module.js";
import { withTempDir } from "./temp-dir.js";

type ReactiveClient = "fetch" | "axios" | "xior" | "ky";
type Variant = Omit<GenerateOptions, "src" | "out" | "template" | "hooksOut">;

const CLIENTS: ReactiveClient[] = ["fetch", "axios", "xior", "ky"];
/** With arguments named like every value the hooks code names itself (the hook libraries', its locals, ...). */
const FIXTURES = [...CLIENT_FIXTURES, "clients/hook-names.yaml"];
const SHAPES = RESPONSE_SHAPES;
/** Options that change signatures, run on the fixture that exercises them all ('use client' on the first). */
const OPTION_VARIANTS: [string, Variant][] = SIGNATURE_VARIANTS.map(([name, variant], index) => [
  name,
  index === 0 ? { ...variant, useClient: true } : variant,
]);

/**
 * The files of one generation, keyed by a virtual path under `folder`. With `split`, the main file and the
 * hooks file are in sibling folders (`api/`, `hooks/`), so the relative import has to climb.
 */
async function generated(
  folder: string,
  src: string,
  template: [ReactiveLayerName, ReactiveClient],
  split: boolean,
  variant: Variant,
): Promise<Record<string, string>> {
  return withTempDir(async (dir) => {
    const result = await generateFiles({
      src,
      template,
      out: path.join(dir, "api", "client.ts"),
      ...(split ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
      ...variant,
    });
    return Object.fromEntries(
      result.files.map((file) => [`${folder}/${path.relative(dir, file.path)}`, file.content]),
    );
  });
}

async function outputsFor(layer: ReactiveLayerName, client: ReactiveClient): Promise<Record<string, string>> {
  const jobs: Promise<Record<string, string>>[] = [];
  for (const split of [false, true]) {
    const mode = split ? "split" : "single";
    for (const fixture of FIXTURES) {
      for (const [shape, variant] of SHAPES) {
        const folder = `reactive/${layer}-${client}/${fixture.replace(/[/.]/g, "_")}/${shape}-${mode}`;
        jobs.push(generated(folder, fixturePath(fixture), [layer, client], split, variant));
      }
    }
    for (const [name, variant] of OPTION_VARIANTS) {
      const folder = `reactive/${layer}-${client}/options/${name}-${mode}`;
      jobs.push(generated(folder, fixturePath("clients/everything.yaml"), [layer, client], split, variant));
    }
  }
  return Object.assign({}, ...(await Promise.all(jobs)));
}

/** One test per HTTP client under `layer`: every fixture × responseShape × option variant, both file layouts. */
export function hooksCompileTests(layer: ReactiveLayerName): void {
  for (const client of CLIENTS) {
    it(`${layer} on ${client}: fixtures × responseShape × options × single file and hooksOut`, async () => {
      const files = await outputsFor(layer, client);
      const splitOutputs = FIXTURES.length * SHAPES.length + OPTION_VARIANTS.length;
      expect(Object.keys(files).filter((file) => file.endsWith("use-api.ts"))).toHaveLength(splitOutputs);
      // With ES2020's standard library, as `clients-compile` does (the tsconfig matrix has ES2022's), and in
      // a library's declaration build (`isolatedDeclarations`). An output is its folder
      // (`reactive/<layer>-<client>/<fixture>/<shape>-<mode>`); over fetch and ky, whose calls resolve to the
      // body, the native and body shapes give the same files, checked once.
      expectCompiles(files, {
        extraCompilerOptions: { ...ES2020_LIB, ...ISOLATED_DECLARATIONS },
        outputDepth: 4,
      });
    });
  }
}
