/**
 * A framework layer's output against each installed version of its library (the newest is the devDependency
 * the output imports; the lowest supported is installed under an alias such as `vue-query-5-51`), and the
 * proofs the framework layers' compile tests share (test/compile/reactive-compile-<layer>.test.ts): the lowest
 * version under every client fixture and client, a user's code over the hooks, and a user's infinite queries.
 * One generation serves every version: only the library's import specifier differs.
 */
import path from "node:path";
import { expect, it } from "vitest";
import type { ReactiveLayerName } from "../../src/config/types.js";
import { generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES } from "./client-matrix.js";
import { expectCompiles, ISOLATED_DECLARATIONS } from "./compile.js";
import { fixturePath } from "./generated-module.js";
import { withProvenClientDeclared } from "./proven-clients.js";
import { withTempDir } from "./temp-dir.js";

export interface LayerLibrary {
  layer: ReactiveLayerName;
  /** The package the output imports: the newest version, or the package `versions` are aliases of. */
  newest: string;
  /** Every version the proofs compile against, by the package name it is installed under, the newest first. */
  versions: readonly string[];
  /** The hooks file's name with `hooksOut`. */
  hooksFile: string;
  /** The library's query and infinite query functions, which a user's code imports from each version. */
  queryFunction: string;
  infiniteQueryFunction: string;
}

/** One generation of the layer: over `client` (the layer's default where absent), the hooks in their own file. */
export interface LayerGeneration {
  fixture: string;
  client?: string;
  split: boolean;
  responseShape?: "body";
}

/** The HTTP clients a layer sits on, and a custom template; a user's code is typed where the client is built in. */
const CLIENTS = ["fetch", "axios", "xior", "ky"];
const CONSUMER_CLIENTS = [...CLIENTS, fixturePath("custom-template")];

/**
 * The files of one generation for each of `versions`, keyed under `folderOf(version)` (the main file in `api/`,
 * the hooks file in `hooks/`), each importing the library from that version's package.
 */
export async function outputsPerVersion(
  library: LayerLibrary,
  { fixture, client, split, responseShape }: LayerGeneration,
  versions: readonly string[],
  folderOf: (version: string) => string,
): Promise<Record<string, string>> {
  return withTempDir(async (dir) => {
    const result = await generateFiles({
      src: fixturePath(fixture),
      template: client === undefined ? library.layer : [library.layer, client],
      out: path.join(dir, "api", "client.ts"),
      ...(split ? { hooksOut: path.join(dir, "hooks", library.hooksFile) } : {}),
      ...(responseShape === undefined ? {} : { responseShape }),
    });
    const files: Record<string, string> = {};
    for (const version of versions) {
      for (const file of result.files) {
        files[`${folderOf(version)}/${path.relative(dir, file.path)}`] = file.content.replaceAll(
          `'${library.newest}'`,
          `'${version}'`,
        );
      }
    }
    return files;
  });
}

/** Where a user's code imports the hooks from: their own file, or the main file. */
function hooksModule(library: LayerLibrary, split: boolean): string {
  return split ? `../hooks/${library.hooksFile.replace(/\.ts$/, ".js")}` : "../api/client.js";
}

/** The version the output's import has been renamed to is the one each other version's files import. */
function expectEachVersionImported(library: LayerLibrary, files: Record<string, string>, fn: string): void {
  const all = Object.values(files).join("\n");
  for (const version of library.versions.slice(1)) {
    expect(all).toMatch(new RegExp(`${fn}[^;]*from '${version}'`));
  }
}

/**
 * The lowest version's test: every client fixture's hooks file (and `moreFixtures`'), and that of the one whose
 * arguments are named like the hooks code's values, over every client, in a library's declaration build; the
 * main file given as its declarations where clients-compile proves it (support/proven-clients.ts).
 */
export function lowestVersionTest(
  library: LayerLibrary,
  lowest: string,
  moreFixtures: readonly string[] = [],
): void {
  it("every client fixture's hooks, and the one whose arguments are named like the hooks code's values, over every client", async () => {
    const files: Record<string, string> = {};
    for (const client of CLIENTS) {
      for (const fixture of [...CLIENT_FIXTURES, "clients/hook-names.yaml", ...moreFixtures]) {
        const folder = `${library.layer}-lowest/${client}/${fixture.replace(/[/.]/g, "_")}`;
        const generated = await outputsPerVersion(
          library,
          { fixture, client, split: true },
          [lowest],
          () => folder,
        );
        Object.assign(
          files,
          await withProvenClientDeclared(generated, `${folder}/api/client.ts`, {
            client,
            fixture,
            variant: {},
          }),
        );
      }
    }
    expect(Object.values(files).join("\n")).not.toContain(`'${library.newest}'`);
    expectCompiles(files, { extraCompilerOptions: ISOLATED_DECLARATIONS, outputDepth: 3 });
  });
}

/**
 * A user's code, as `consumer` writes it over the hooks module, the client module, whether the client is a
 * built-in one (typed calls), and the library's package.
 */
export type Consumer = (hooks: string, client: string, builtInClient: boolean, library: string) => string;

/**
 * A user's code over the petstore's hooks (`responseShape: "body"`) type-checks on every client and custom
 * template, in one file and with `hooksOut`, on every version; and the generated files compile in a library's
 * declaration build against each version's types. With `hooksOut`, the main file is given as its declarations
 * where clients-compile proves it (support/proven-clients.ts).
 */
export function consumerTest(library: LayerLibrary, title: string, consumer: Consumer): void {
  it(title, async () => {
    const files: Record<string, string> = {};
    for (const client of CONSUMER_CLIENTS) {
      for (const split of [false, true]) {
        const layout = `${path.basename(client)}-${split ? "split" : "single"}`;
        const folderOf = (version: string) =>
          `${library.layer}-idioms/${version.replace(/\W/g, "_")}/${layout}`;
        const generation = { fixture: "petstore.yaml", client, split, responseShape: "body" } as const;
        let generated = await outputsPerVersion(library, generation, library.versions, folderOf);
        for (const version of split ? library.versions : []) {
          generated = await withProvenClientDeclared(generated, `${folderOf(version)}/api/client.ts`, {
            client,
            fixture: generation.fixture,
            variant: { responseShape: "body" },
          });
        }
        Object.assign(files, generated);
        for (const version of library.versions) {
          files[`${folderOf(version)}/app/consumer.ts`] = consumer(
            hooksModule(library, split),
            "../api/client.js",
            client !== CONSUMER_CLIENTS.at(-1),
            version,
          );
        }
      }
    }
    const consumers = Object.keys(files).filter((name) => name.endsWith("consumer.ts"));
    expect(consumers).toHaveLength(CONSUMER_CLIENTS.length * 2 * library.versions.length);
    expectEachVersionImported(library, files, library.queryFunction);
    expectCompiles(files);
    const generated = Object.entries(files).filter(([name]) => !name.endsWith("consumer.ts"));
    expectCompiles(Object.fromEntries(generated), {
      extraCompilerOptions: ISOLATED_DECLARATIONS,
      outputDepth: 3,
    });
  });
}

/**
 * A user's code over the paging fixture's infinite queries (`consumer` of the hooks module and the library's
 * package) type-checks, in one file and with `hooksOut`, on every version.
 */
export function infiniteTest(
  library: LayerLibrary,
  title: string,
  consumer: (hooks: string, library: string) => string,
): void {
  it(title, async () => {
    const files: Record<string, string> = {};
    for (const split of [false, true]) {
      const folderOf = (version: string) =>
        `${library.layer}-infinite/${version.replace(/\W/g, "_")}-${split ? "split" : "single"}`;
      const generation = { fixture: "clients/paging.yaml", split };
      Object.assign(files, await outputsPerVersion(library, generation, library.versions, folderOf));
      for (const version of library.versions) {
        files[`${folderOf(version)}/app/consumer.ts`] = consumer(hooksModule(library, split), version);
      }
    }
    expectEachVersionImported(library, files, library.infiniteQueryFunction);
    expect(Object.values(files).join("\n")).toContain(`${library.infiniteQueryFunction}(`);
    expectCompiles(files);
  });
}
