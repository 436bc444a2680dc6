/**
 * What the live tests of generated hooks share: a jsdom window installed by hand, and generated modules
 * written inside the repository, imported and pointed at a live server.
 *
 * The DOM comes from a jsdom window installed by hand rather than vitest's jsdom environment, which
 * replaces Node's `URL`, `AbortController` and friends with jsdom's: the generator (`new URL(...,
 * import.meta.url)`) and Node's `fetch` do not work with those. React, swr and TanStack Query look for
 * `window` when they are first imported, so a test imports them after {@link installDom}.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { JSDOM } from "jsdom";
import type { ReactiveLayerName } from "../../src/config/types.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import type { ModulePlumbing } from "./generated-module.js";

/** The built-in clients hooks sit on, and `custom`: the example custom template (fixtures/custom-template). */
export type ReactiveClient = "fetch" | "axios" | "xior" | "ky" | "custom";

export const REACTIVE_CLIENTS: readonly ReactiveClient[] = ["fetch", "axios", "xior", "ky", "custom"];

/**
 * The DOM globals react-dom, vue's runtime-dom (which tells SVG and MathML elements apart at mount),
 * @testing-library and the libraries' focus/online listeners use.
 */
export function installDom(window: JSDOM["window"]): void {
  const globals: Record<string, unknown> = {
    window,
    document: window.document,
    navigator: window.navigator,
    MutationObserver: window.MutationObserver,
    Node: window.Node,
    Element: window.Element,
    HTMLElement: window.HTMLElement,
    SVGElement: window.SVGElement,
    IS_REACT_ACT_ENVIRONMENT: true,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
}

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
/** Inside the repository, so the generated files' imports of swr, axios, ... resolve from node_modules. */
export const MODULE_FOLDER = path.join(REPO_ROOT, ".tmp", "reactive-modules", String(process.pid));
let generation = 0;

/** What the tests reach in a generated module besides its hooks. */
interface ClientSettings {
  clientDefaults?: { baseUrl: string };
  http?: { defaults: { baseURL?: string; adapter?: unknown } };
}

/**
 * Generates `fixture` with `template`, writes it (two files in sibling folders with `split`), imports the
 * module with the hooks and points its client at `url`.
 */
export async function loadGenerated<Module>(
  template: [ReactiveLayerName, ReactiveClient],
  url: string,
  options: Omit<GenerateOptions, "src" | "out" | "template" | "hooksOut"> = {},
  split = false,
  fixture = "fixtures/clients/everything.yaml",
  /**
   * Test plumbing: what is done to every generated file before it is imported (pointing a library at an
   * alias), and the folder the files are written under (one where the library resolves to another version).
   */
  {
    transformCode = (code: string) => code,
    modulesUnder = MODULE_FOLDER,
  }: Pick<ModulePlumbing, "transformCode" | "modulesUnder"> = {},
): Promise<Module> {
  const folder = path.join(modulesUnder, String(generation++));
  const out = path.join(folder, "api", "client.ts");
  const hooksOut = path.join(folder, "hooks", "use-api.ts");
  const [layer, httpClient] = template;
  const { files } = await generateFiles({
    src: path.join(REPO_ROOT, fixture),
    template: [
      layer,
      httpClient === "custom" ? path.join(REPO_ROOT, "fixtures/custom-template") : httpClient,
    ],
    out,
    ...(split ? { hooksOut } : {}),
    ...options,
  });
  mkdirSync(path.dirname(hooksOut), { recursive: true });
  for (const file of files) writeFileSync(file.path, transformCode(file.content));
  const client = (await import(out)) as ClientSettings;
  pointAt(client, httpClient, url);
  return (split ? await import(hooksOut) : client) as Module;
}

function pointAt(module: ClientSettings, client: ReactiveClient, url: string): void {
  if (module.http && (client === "axios" || client === "xior")) {
    module.http.defaults.baseURL = url;
    // jsdom has XMLHttpRequest, which axios would prefer; the server sends no CORS headers for it.
    if (client === "axios") module.http.defaults.adapter = "http";
  } else if (module.clientDefaults) {
    module.clientDefaults.baseUrl = url;
  }
}

/** What a rendered mutation hook is triggered through: swr's `trigger`, TanStack Query's `mutateAsync`. */
interface TriggeredMutation {
  trigger?: (variables: unknown) => Promise<unknown>;
  mutateAsync?: (variables: unknown) => Promise<unknown>;
}

/** Triggers a rendered mutation hook (`result.current`) of `layer` with `variables`; what it resolves to. */
export function triggerMutation(
  layer: ReactiveLayerName,
  mutation: TriggeredMutation,
  variables: unknown,
): Promise<unknown> {
  const trigger = layer === "swr" ? mutation.trigger : mutation.mutateAsync;
  if (trigger === undefined) throw new Error(`the ${layer} mutation hook has no way to trigger it`);
  return trigger(variables);
}

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
export type Hook = (...args: any[]) => any;

/** The `items` hooks of a generated module (everything.yaml and the OpenAPI 3.2 fixture), as live tests call them. */
export interface ItemsHooks {
  items: { queries: Record<string, Hook>; mutations: Record<string, Hook> };
}
