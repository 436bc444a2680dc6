/**
 * The hooks at the lowest versions of their libraries, rendered with real React against a live server: swr
 * 2.2.0 and TanStack Query 5.82.0, npm aliases beside the newest (`swr-2-2`, `tanstack-query-5-82`), which
 * every other hook test runs on. The compile proofs cover both ends already (compile/reactive-compile-*.test.ts);
 * here a query hook, a mutation hook and a failure run on the lowest, over the fetch and axios clients.
 * TanStack's generated import is pointed at its alias (whose query-core is its own); swr's files import
 * `swr/_internal` by name, so swr's modules are written where `swr` is a copy of the alias
 * (support/private-install.ts). The test's providers come from the same copies, so the hooks and the cache
 * they use are one library. Test plumbing: the generator always imports `'swr'` and `'@tanstack/react-query'`.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { JSDOM } from "jsdom";
import type { ReactNode } from "react";
import type { State } from "swr";
import { afterEach, describe, expect, it } from "vitest";
import type { ReactiveLayerName } from "../../src/config/types.js";
import { recordingServerForFile } from "../support/file-server.js";
import type { CannedResponse, RecordedRequest } from "../support/http-server.js";
import { pointImportAt } from "../support/library-versions.js";
import { privateInstall } from "../support/private-install.js";
import {
  type ItemsHooks,
  installDom,
  loadGenerated,
  MODULE_FOLDER,
  type ReactiveClient,
  triggerMutation,
} from "../support/reactive-modules.js";

const LOWEST_SWR = { alias: "swr-2-2", version: "2.2.0" };
const LOWEST_TSQ = { alias: "tanstack-query-5-82", version: "5.82.0" };
const VERSIONS: Record<ReactiveLayerName, string> = { swr: LOWEST_SWR.version, tsq: LOWEST_TSQ.version };

/** Where `swr` is swr 2.2, `swr/_internal` and `swr/mutation` included. */
const swrFolder = privateInstall("swr", LOWEST_SWR.alias);
const requireFromSwrFolder = createRequire(path.join(swrFolder, "index.js"));

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { createElement } = await import("react");
// The lowest versions' own providers: a hook of one copy of a library does not see another copy's cache.
const swrEntry = path.join(path.dirname(requireFromSwrFolder.resolve("swr")), "index.mjs");
const { SWRConfig } = (await import(pathToFileURL(swrEntry).href)) as typeof import("swr-2-2");
const { QueryClient, QueryClientProvider } = await import("tanstack-query-5-82");
afterEach(() => cleanup());

/** TanStack's generated import pointed at the alias of its lowest version. */
const onLowestTanStack = (code: string) =>
  code.includes("from '@tanstack/react-query'")
    ? pointImportAt(code, "@tanstack/react-query", LOWEST_TSQ.alias)
    : code;

/**
 * A fresh cache per test, no retries, no deduplication: each test sees exactly its own requests. `cached`
 * counts the cache's entries: a hook of another copy of the library would not see this provider.
 */
function providerFor(layer: ReactiveLayerName) {
  if (layer === "swr") {
    const cache = new Map<string, State>();
    const value = { provider: () => cache, dedupingInterval: 0, shouldRetryOnError: false };
    return {
      wrapper: ({ children }: { children: ReactNode }) => createElement(SWRConfig, { value }, children),
      cached: () => cache.size,
    };
  }
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return {
    wrapper: ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client }, children),
    cached: () => client.getQueryCache().getAll().length,
  };
}

function answer(request: RecordedRequest): CannedResponse {
  if (request.path === "/items/missing/parts/1") return { status: 404, body: { message: "no such part" } };
  if (request.path.startsWith("/items/")) return { body: { id: 7, name: "wheel" } };
  if (request.path === "/items" && request.method === "POST")
    return { status: 201, body: { id: 1, name: "new" } };
  return { status: 204 };
}

const server = recordingServerForFile(answer, MODULE_FOLDER);

const COMBINATIONS: [ReactiveLayerName, ReactiveClient][] = [
  ["swr", "fetch"],
  ["swr", "axios"],
  ["tsq", "fetch"],
  ["tsq", "axios"],
];

describe("the lowest versions are what runs", () => {
  it("swr: `swr`, `swr/mutation` and `swr/_internal` resolve to the copy of swr 2.2.0", () => {
    const manifest = requireFromSwrFolder("swr/package.json") as { version: string };
    expect(manifest.version).toBe(LOWEST_SWR.version);
    for (const entry of ["swr", "swr/mutation", "swr/_internal"]) {
      expect(requireFromSwrFolder.resolve(entry).startsWith(swrFolder)).toBe(true);
    }
  });

  it("tsq: the alias is TanStack Query 5.82.0, with its own query-core", () => {
    const requireHere = createRequire(import.meta.url);
    const core = createRequire(requireHere.resolve(LOWEST_TSQ.alias)).resolve(
      "@tanstack/query-core/package.json",
    );
    expect((requireHere(core) as { version: string }).version).toBe(LOWEST_TSQ.version);
  });
});

describe("hooks on the lowest swr and TanStack Query, against a live server", () => {
  for (const [layer, client] of COMBINATIONS) {
    const load = () =>
      loadGenerated<ItemsHooks>(
        [layer, client],
        server().url,
        { responseShape: "body" },
        false,
        undefined,
        layer === "swr"
          ? { modulesUnder: path.join(swrFolder, "modules") }
          : { transformCode: onLowestTanStack },
      );

    it(`${layer} ${VERSIONS[layer]} on ${client}: a query hook loads its operation's data`, async () => {
      const { items } = await load();
      const { wrapper, cached } = providerFor(layer);
      const { result } = renderHook(() => items.queries.useGetItemPart?.("a b", 3, "wheels", 10), {
        wrapper,
      });
      await waitFor(() => expect(result.current.data).toBeDefined());
      expect(result.current.data).toEqual({ id: 7, name: "wheel" });
      // The hook cached its data in this provider's cache: it is the lowest version's hook.
      expect(cached()).toBeGreaterThan(0);
      const request = server().requests.at(-1);
      expect(request?.method).toBe("GET");
      expect(request?.path).toBe("/items/a%20b/parts/3");
      expect(request?.query).toBe("q=wheels&limit=10");
    });

    it(`${layer} ${VERSIONS[layer]} on ${client}: a mutation hook sends what it is triggered with`, async () => {
      const { items } = await load();
      const { result } = renderHook(() => items.mutations.useCreateItem?.(), {
        wrapper: providerFor(layer).wrapper,
      });
      const variables = { body: { name: "new" }, dryRun: true, trace: "trace-1" };
      let created: unknown;
      await act(async () => {
        created = await triggerMutation(layer, result.current, variables);
      });
      expect(created).toEqual({ id: 1, name: "new" });
      const request = server().requests.at(-1);
      expect(request?.method).toBe("POST");
      expect(request?.query).toBe("dryRun=true");
      expect(request?.headers["x-trace"]).toBe("trace-1");
      expect(JSON.parse(request?.body.toString() ?? "")).toEqual({ name: "new" });
    });

    it(`${layer} ${VERSIONS[layer]} on ${client}: a failure response is the hook's error, with its status`, async () => {
      const { items } = await load();
      const { result } = renderHook(() => items.queries.useGetItemPart?.("missing", 1, "q"), {
        wrapper: providerFor(layer).wrapper,
      });
      // TanStack's `error` is `null` until there is one, swr's `undefined`.
      await waitFor(() => expect(result.current.error ?? undefined).toBeDefined(), { timeout: 5_000 });
      expect((result.current.error as { status: number }).status).toBe(404);
      expect(result.current.data).toBeUndefined();
    });
  }
});
