/**
 * What the Svelte live tests (svelte-query-runtime, svelte-query-5-runtime) share: Svelte 5's client runtime on
 * a jsdom window, a copy of a svelte-query version compiled for it, a harness component whose script runs the
 * hooks under a query client set on Svelte's context (the pet server they talk to is support/pet-server.ts).
 *
 * svelte-query 6 ships its runes uncompiled (`*.svelte.js`) and Svelte resolves to its server build under
 * Node, so what runs is compiled with `svelte/compiler` into the repository's `.tmp`, its imports of `svelte`
 * and `svelte/store` pointed at their browser builds. Importing this module installs the jsdom globals: a test
 * file that does is listed in ISOLATED_FILES (vitest.config.ts).
 */

import { mkdirSync, readdirSync, readFileSync, realpathSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { JSDOM } from "jsdom";
import { compile, compileModule } from "svelte/compiler";
import { type Hook, installDom, MODULE_FOLDER } from "./reactive-modules.js";

const { window } = new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" });
installDom(window);
// Svelte's client runtime reads `Text.prototype` when it first mounts, and makes `Comment`s for blocks.
for (const name of ["Text", "Comment"] as const) {
  Object.defineProperty(globalThis, name, { value: window[name], configurable: true, writable: true });
}

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
const NODE_MODULES = path.join(REPO_ROOT, "node_modules");
const COMPILED = path.join(MODULE_FOLDER, "svelte");
/** Svelte's browser build: the runtime a component runs on (under Node, `svelte` resolves to its server build). */
const SVELTE_CLIENT = realpathSync(path.join(NODE_MODULES, "svelte", "src", "index-client.js"));
/** Svelte's stores, browser build: the generated hooks' and svelte-query 5's `derived` and `readable`. */
export const SVELTE_STORE_CLIENT = realpathSync(
  path.join(NODE_MODULES, "svelte", "src", "store", "index-client.js"),
);

/** Points a module's imports of `svelte` and `svelte/store` at their browser builds, and of query-core at `queryCore`. */
export function rewriteImports(code: string, queryCore?: string): string {
  const svelte = code
    .replaceAll(/from ['"]svelte['"]/g, `from '${SVELTE_CLIENT}'`)
    .replaceAll(/from ['"]svelte\/store['"]/g, `from '${SVELTE_STORE_CLIENT}'`);
  return queryCore === undefined
    ? svelte
    : svelte.replaceAll(/from ['"]@tanstack\/query-core['"]/g, `from '${queryCore}'`);
}

/**
 * A copy of the svelte-query package `name` with its rune modules compiled for the client and its
 * components left out (the test sets the query client on the context itself); its index's path.
 */
export function compiledSvelteQuery(name: string): string {
  const root = realpathSync(path.join(NODE_MODULES, name));
  const queryCore = path.join(root, "node_modules", "@tanstack", "query-core", "build", "modern", "index.js");
  const folder = path.join(COMPILED, name.replace(/\W/g, "_"));
  mkdirSync(folder, { recursive: true });
  for (const file of readdirSync(path.join(root, "dist"))) {
    if (!file.endsWith(".js")) continue;
    const source = readFileSync(path.join(root, "dist", file), "utf8");
    const code = file.endsWith(".svelte.js")
      ? compileModule(source, { generate: "client", filename: file }).js.code
      : source;
    const kept = code
      .split("\n")
      .filter((line) => !line.includes(".svelte';"))
      .join("\n");
    writeFileSync(path.join(folder, file), rewriteImports(kept, queryCore));
  }
  return path.join(folder, "index.js");
}

/** Compiles a component or a rune module of `source` to `file` under the compiled folder; its path. */
export function compiled(file: string, source: string): string {
  const code = file.endsWith(".svelte")
    ? compile(source, { generate: "client", filename: file }).js.code
    : compileModule(source, { generate: "client", filename: file }).js.code;
  const out = path.join(COMPILED, `${file}.js`);
  mkdirSync(COMPILED, { recursive: true });
  writeFileSync(out, rewriteImports(code));
  return out;
}

/** The client set on the context of the component whose script runs the hooks; what they return is handed out. */
function harness(svelteQuery: string): string {
  return compiled(
    `Harness-${path.basename(path.dirname(svelteQuery))}.svelte`,
    `<script>
  import { setQueryClientContext } from '${svelteQuery}';
  let { client, setup, expose } = $props();
  setQueryClientContext(client);
  expose(setup());
</script>
`,
  );
}

interface SvelteQuery {
  QueryClient: new (config?: unknown) => QueryClientLike;
}
interface QueryClientLike {
  cancelQueries(filters: { queryKey: readonly unknown[] }): Promise<void>;
  clear(): void;
}
interface Svelte {
  mount(component: unknown, options: { target: Element; props: Record<string, unknown> }): unknown;
  unmount(component: unknown): Promise<void>;
  flushSync(): void;
}

export const svelte = (await import(SVELTE_CLIENT)) as Svelte;

/** petstore's hooks module, as the live tests call it. */
export interface PetModule {
  pet: {
    queryKeys: Record<string, (...args: unknown[]) => readonly unknown[]>;
    queries: Record<string, Hook>;
    mutations: Record<string, Hook>;
  };
}

const unmounts: (() => Promise<void>)[] = [];

/** Unmounts every component `mount` mounted and clears their query clients (a test file's `afterEach`). */
export async function unmountAll(): Promise<void> {
  for (const unmount of unmounts.splice(0)) await unmount();
}

export interface Version {
  name: string;
  library: SvelteQuery;
  harness: { default: unknown };
}

/** Mounts the harness component of `version`, whose script runs `setup` under its own query client. */
export function mount<T>(version: Version, setup: () => T): { result: T; queryClient: QueryClientLike } {
  const queryClient = new version.library.QueryClient({ defaultOptions: { queries: { retry: false } } });
  let result: T | undefined;
  const component = svelte.mount(version.harness.default, {
    target: document.createElement("div"),
    props: {
      client: queryClient,
      setup,
      expose: (value: T) => {
        result = value;
      },
    },
  });
  unmounts.push(async () => {
    await svelte.unmount(component);
    queryClient.clear();
  });
  if (result === undefined) throw new Error("the component's script did not run");
  return { result, queryClient };
}

export async function version(name: string): Promise<Version> {
  const index = compiledSvelteQuery(name);
  return {
    name,
    library: (await import(index)) as SvelteQuery,
    harness: (await import(harness(index))) as { default: unknown },
  };
}
