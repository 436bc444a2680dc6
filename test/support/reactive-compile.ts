/**
 * The hooks compile proof of one reactive layer (test/compile/reactive-compile-<layer>.test.ts, one file per
 * layer so that they run side by side): every HTTP client × responseShape × fixture, over the client fixtures,
 * plus the options every client template honours, in one file and with `hooksOut` (as wide as
 * `HooksCompileBreadth` says), compiled strictly (zero diagnostics) against the layer's real library typings.
 * Two-file output is compiled as one program, with the two files in different folders, so the hooks file's
 * import of the main file is checked too.
 */
import path from "node:path";
import { expect, it } from "vitest";
import type { ReactiveLayerName } from "../../src/config/types.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES, RESPONSE_SHAPES, SIGNATURE_VARIANTS } from "./client-matrix.js";
import { ES2020_LIB, expectCompiles, ISOLATED_DECLARATIONS } from "./compile.js";
import { fixturePath } from "./generated-module.js";
import { withProvenClientDeclared } from "./proven-clients.js";
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

/** What a generated file's text becomes before it is compiled: its imports of the layer's library pointed at an alias the tests install (another version of it), or unchanged. */
export type Rewrite = (text: string) => string;
const UNCHANGED: Rewrite = (text) => text;

/** Points the imports of `library` at `alias`, another version of it the tests install. */
export function importsOf(library: string, alias: string): Rewrite {
  return (text) => text.replaceAll(`'${library}'`, `'${alias}'`);
}

/**
 * The files of one generation, keyed by a virtual path under `folder`. With `split`, the main file and the
 * hooks file are in sibling folders (`api/`, `hooks/`), so the relative import has to climb.
 */
async function generated(
  folder: string,
  src: string,
  template: [ReactiveLayerName, ReactiveClient | string],
  split: boolean,
  variant: Variant,
  rewrite: Rewrite = UNCHANGED,
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
      result.files.map((file) => [`${folder}/${path.relative(dir, file.path)}`, rewrite(file.content)]),
    );
  });
}

/**
 * The hooks file of one generation over `client` of a fixture, `hooksOut` with the main file given as its
 * declarations where clients-compile proves it (support/proven-clients.ts).
 */
async function hooksApart(
  folder: string,
  fixture: string,
  layer: ReactiveLayerName,
  client: ReactiveClient,
  variant: Variant,
  rewrite: Rewrite,
): Promise<Record<string, string>> {
  const files = await generated(folder, fixturePath(fixture), [layer, client], true, variant, rewrite);
  return withProvenClientDeclared(files, `${folder}/api/client.ts`, { client, fixture, variant });
}

/**
 * How widely a layer's hooks are compiled over the clients. React's layers (`swr`, `tsq`) compile every client
 * × fixture × responseShape × option variant in both file layouts: they prove that what each client and option
 * makes of an operation reaches the hooks. A framework's layer over the same plan (vue-query, svelte-query,
 * ...) differs from them in its own library's types only: it compiles every client × fixture × responseShape
 * (the data and failure types its interfaces carry) in the hooks file of its own, and the option variants and
 * the one-file layout over fetch.
 */
export type HooksCompileBreadth = "every-client-every-option" | "options-over-fetch";

async function outputsFor(
  layer: ReactiveLayerName,
  client: ReactiveClient,
  breadth: HooksCompileBreadth,
  rewrite: Rewrite,
): Promise<Record<string, string>> {
  const everything = breadth === "every-client-every-option" || client === "fetch";
  const jobs: Promise<Record<string, string>>[] = [];
  for (const split of everything ? [false, true] : [true]) {
    const mode = split ? "split" : "single";
    for (const fixture of FIXTURES) {
      for (const [shape, variant] of SHAPES) {
        const folder = `reactive/${layer}-${client}/${fixture.replace(/[/.]/g, "_")}/${shape}-${mode}`;
        jobs.push(
          split
            ? hooksApart(folder, fixture, layer, client, variant, rewrite)
            : generated(folder, fixturePath(fixture), [layer, client], split, variant, rewrite),
        );
      }
    }
    if (!everything) continue;
    for (const [name, variant] of OPTION_VARIANTS) {
      const folder = `reactive/${layer}-${client}/options/${name}-${mode}`;
      const fixture = "clients/everything.yaml";
      jobs.push(
        split
          ? hooksApart(folder, fixture, layer, client, variant, rewrite)
          : generated(folder, fixturePath(fixture), [layer, client], split, variant, rewrite),
      );
    }
  }
  return Object.assign({}, ...(await Promise.all(jobs)));
}

/**
 * One test per HTTP client under `layer`: every fixture × responseShape in the hooks file of its own, and the
 * option variants and the one-file layout where `breadth` asks for them; each file through `rewrite`. In the
 * hooks file's own layout the main file is given as its declarations where clients-compile proves it
 * (support/proven-clients.ts); the one-file layout checks the client whole.
 */
export function hooksCompileTests(
  layer: ReactiveLayerName,
  breadth: HooksCompileBreadth,
  rewrite: Rewrite = UNCHANGED,
): void {
  for (const client of CLIENTS) {
    const everything = breadth === "every-client-every-option" || client === "fetch";
    const title = everything ? "options × single file and hooksOut" : "hooksOut";
    it(`${layer} on ${client}: fixtures × responseShape × ${title}`, async () => {
      const files = await outputsFor(layer, client, breadth, rewrite);
      const splitOutputs = FIXTURES.length * SHAPES.length + (everything ? OPTION_VARIANTS.length : 0);
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
