/**
 * What the live-server scenarios (client-scenarios.ts and the scenario files it registers) know of a generated
 * client: the shape its module is called through, and what differs between the libraries it runs on.
 */
import type { GenerateOptions } from "../../src/index.js";

export type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
export type AnyClient = Record<string, (...args: any[]) => Promise<any>>;
export type GeneratedClient = Json & {
  itemsClient: AnyClient;
  filesClient: AnyClient;
  defaultClient: AnyClient;
  eventsClient: AnyClient;
};

/** Generation options a scenario may vary (the fixture and the template are fixed). */
export type ClientOptions = Omit<GenerateOptions, "src" | "out" | "template">;

/**
 * The page a browser-like client runs in (a jsdom window): values handed to the client are made with the
 * page's own classes (the generated code checks `instanceof` against them), and cookies come from the
 * page's cookie jar, since XMLHttpRequest drops a `Cookie` header set by script.
 */
export interface BrowserPage {
  Date: DateConstructor;
  Blob: typeof Blob;
  Uint8Array: Uint8ArrayConstructor;
  document: { cookie: string };
}

/** What differs between the libraries the shared scenarios run against. */
export interface ClientUnderTest {
  template: "fetch" | "axios" | "xior" | "ky" | "ng1" | "ng2";
  /**
   * Generates `fixture` (everything.yaml, or another fixture with the same three groups) with `options` and
   * imports it, with the clients as promise-returning objects (the adapter of a template whose clients are
   * not). Default: the generated module as it is, imported after {@link transformCode}.
   */
  importModule?(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** Points a freshly imported client at `url` the way users override the baked `baseUrl` at runtime. */
  setBaseUrl(module: GeneratedClient, url: string): void | Promise<void>;
  /** The decoded body of what a method resolves to with `responseShape` unset. */
  nativeBody(result: unknown): unknown;
  /** The status and decoded body a rejection for a non-2xx response carries. */
  failure(error: unknown): { status: unknown; body: unknown };
  /** One header of `APIResponse.headers` (`responseShape: full`), in the library's own headers type. */
  responseHeader(headers: unknown, name: string): unknown;
  /** Test plumbing applied to the generated code before it is imported (ky 1: `'ky'` → `'ky1'`). */
  transformCode?(code: string): string;
  /** The same for the schema file of `validator: "zod"` (the lowest Zod: `'zod'` → `'zod-4-3'`). */
  transformSchemas?(code: string): string;
  /** The folder the generated modules are written under, so that their imports resolve from there (see `privateInstall`). */
  modulesUnder?: string;
  /**
   * Whether the per-call options take an `AbortSignal` (default true). Angular's HttpClient cancels by
   * unsubscribing and AngularJS's `$http` by a `timeout` promise, so the abort scenario is not registered
   * for them and their files test their own way of cancelling.
   */
  abortSignal?: boolean;
  /** The page a browser-like client runs in; by default the client runs in Node, with Node's globals. */
  page?(): BrowserPage;
}
