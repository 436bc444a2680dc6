import { JSDOM } from "jsdom";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { recordingServerForFile } from "../support/file-server.js";
import { describeApi, planOf } from "../support/plan-of.js";
import {
  installDom,
  loadGenerated,
  MODULE_FOLDER,
  type ReactiveClient,
} from "../support/reactive-modules.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Generated = (...args: any[]) => any;
interface HealthModule {
  items: { queries: { useGetDraft: Generated } };
  defaultHooks: {
    queryKeys: { headHealth(): readonly unknown[] };
    queryOptions: { headHealth: Generated };
    queries: { useHeadHealth: Generated };
    mutations: { useOptionsHealth: Generated };
  };
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { createElement } = await import("react");
const { QueryClient } = await import("@tanstack/react-query");
const { SWRConfig } = await import("swr");
const { wrapperOf } = await import("../support/reactive-wrappers.js");
type QueryClientType = InstanceType<typeof QueryClient>;

/** A request with this header is answered 500 with a JSON body, to show a failure still fails the query. */
const FAIL_HEADER = "x-answer-500";

/** The one item with a draft; every other item's draft is answered 204. */
const DRAFTED = "/items/i1/draft";
const DRAFT = { id: 3, name: "draft" };

const server = recordingServerForFile((request) => {
  if (request.headers[FAIL_HEADER] !== undefined) return { status: 500, body: { message: "down" } };
  return request.path === DRAFTED ? { body: DRAFT } : { status: 204 };
}, MODULE_FOLDER);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function load(
  client: ReactiveClient,
  options: Omit<GenerateOptions, "src" | "out" | "template" | "hooksOut">,
) {
  return loadGenerated<HealthModule>(["tsq", client], server().url, options);
}

function newQueryClient(): QueryClientType {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What a 204's query data is, per client and responseShape. */
const CASES: { client: ReactiveClient; responseShape?: "body" | "full"; data: (data: unknown) => void }[] = [
  ...(["fetch", "ky", "custom"] as const).map((client) => ({ client, data: expectNull })),
  ...(["axios", "xior"] as const).map((client) => ({
    client,
    responseShape: "body" as const,
    data: expectNull,
  })),
  // Their own response object, which TanStack takes.
  ...(["axios", "xior"] as const).map((client) => ({ client, data: expectResponseOf204 })),
  { client: "fetch", responseShape: "full", data: expectResponseOf204 },
];

function expectNull(data: unknown): void {
  expect(data).toBeNull();
}

function expectResponseOf204(data: unknown): void {
  expect(data).toMatchObject({ status: 204 });
  expect((data as { data: unknown }).data).toBeFalsy();
}

describe("tsq: a query of an operation without a response body succeeds", () => {
  for (const { client, responseShape, data } of CASES) {
    it(`on ${client}, responseShape ${responseShape ?? "unset"}: the query succeeds with its typed data and nothing is logged`, async () => {
      const { defaultHooks } = await load(client, responseShape ? { responseShape } : {});
      const errors = vi.spyOn(console, "error");
      const queryClient = newQueryClient();
      const before = server().requests.length;
      const { result } = renderHook(() => defaultHooks.queries.useHeadHealth(), {
        wrapper: wrapperOf(queryClient),
      });
      await waitFor(() => expect(result.current.status).not.toBe("pending"));
      expect(result.current.error).toBeNull();
      expect(result.current.status).toBe("success");
      data(result.current.data);
      expect(
        server()
          .requests.slice(before)
          .map((request) => request.method),
      ).toEqual(["HEAD"]);
      // The options factory, the cache entry under the key function's key, and a loader agree.
      data(queryClient.getQueryData(defaultHooks.queryKeys.headHealth()));
      data(await queryClient.fetchQuery(defaultHooks.queryOptions.headHealth()));
      expect(errors).not.toHaveBeenCalled();
    });
  }

  for (const [client, responseShape] of [["fetch"], ["ky"], ["axios", "body"]] as const) {
    it(`on ${client}: a query that may answer without a body has the body, or null when it answers 204`, async () => {
      const { items } = await load(client, responseShape ? { responseShape } : {});
      const errors = vi.spyOn(console, "error");
      const queryClient = newQueryClient();
      const drafted = renderHook(() => items.queries.useGetDraft("i1"), { wrapper: wrapperOf(queryClient) });
      const none = renderHook(() => items.queries.useGetDraft("none"), { wrapper: wrapperOf(queryClient) });
      await waitFor(() => expect(drafted.result.current.status).toBe("success"));
      await waitFor(() => expect(none.result.current.status).toBe("success"));
      expect(drafted.result.current.data).toEqual(DRAFT);
      expect(none.result.current.data).toBeNull();
      expect(errors).not.toHaveBeenCalled();
    });
  }

  it("a failure still fails the query with the typed failure", async () => {
    const { defaultHooks } = await load("fetch", {});
    const { result } = renderHook(
      () => defaultHooks.queries.useHeadHealth({ request: { headers: { [FAIL_HEADER]: "1" } } }),
      { wrapper: wrapperOf(newQueryClient()) },
    );
    await waitFor(() => expect(result.current.status).toBe("error"));
    expect(result.current.error).toMatchObject({ status: 500 });
    expect(result.current.data).toBeUndefined();
  });

  it("a mutation of such an operation keeps `undefined`, which TanStack takes for mutations", async () => {
    const { defaultHooks } = await load("fetch", {});
    const errors = vi.spyOn(console, "error");
    const { result } = renderHook(() => defaultHooks.mutations.useOptionsHealth(), {
      wrapper: wrapperOf(newQueryClient()),
    });
    let resolved: unknown = "not yet";
    await act(async () => {
      resolved = await result.current.mutateAsync();
    });
    expect(resolved).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(server().requests.at(-1)?.method).toBe("OPTIONS");
    expect(errors).not.toHaveBeenCalled();
  });
});

describe("swr: a query of an operation without a response body", () => {
  it("ends loading with `undefined` data and no error, so `isLoading`, not `data`, says it has loaded", async () => {
    const module = await loadGenerated<HealthModule>(["swr", "fetch"], server().url);
    const value = { provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false };
    const wrapper = ({ children }: { children: ReactNode }) => createElement(SWRConfig, { value }, children);
    const before = server().requests.length;
    // swr re-renders for the fields a render reads, so the render reads them.
    const { result } = renderHook(
      () => {
        const { data, error, isLoading, isValidating } = module.defaultHooks.queries.useHeadHealth();
        return { data, error, isLoading, isValidating };
      },
      { wrapper },
    );
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current).toEqual({
      data: undefined,
      error: undefined,
      isLoading: false,
      isValidating: false,
    });
    expect(
      server()
        .requests.slice(before)
        .map((request) => request.method),
    ).toEqual(["HEAD"]);
  });
});

describe("the plan: which query hooks resolve to null", () => {
  const document = describeApi({
    "/ping": {
      get: { operationId: "ping", responses: { "204": { description: "up" } } },
      delete: { operationId: "clear", responses: { "204": { description: "cleared" } } },
    },
    "/pets": {
      get: {
        operationId: "listPets",
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "array" } } } },
          "203": { description: "cached", content: { "application/json": { schema: { type: "array" } } } },
        },
      },
    },
    "/pets/latest": {
      get: {
        operationId: "latestPet",
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
          "2XX": { description: "none yet" },
        },
      },
    },
    "/pets/either": {
      get: {
        operationId: "petOrNew",
        responses: {
          "200": { description: "found", content: { "application/json": { schema: { type: "object" } } } },
          "201": { $ref: "#/components/responses/Created" },
        },
      },
    },
    "/pets/photo": {
      get: {
        operationId: "petPhoto",
        responses: { "205": { description: "reset", content: { "image/png": {} } } },
      },
      // An answer to HEAD has no body, whatever its content says.
      head: {
        operationId: "hasPetPhoto",
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: { type: "object" } } } },
        },
      },
    },
  });
  // A response reached through `$ref` that states no content.
  (document.components as { responses?: unknown }).responses = { Created: { description: "created" } };

  it("tsq: the queries without a body, and those that may answer without one; swr: none", async () => {
    for (const [layer, expected] of [
      [
        "tsq",
        {
          ping: "always",
          listPets: undefined,
          latestPet: "whenEmpty",
          petPhoto: "whenEmpty",
          petOrNew: "whenEmpty",
          hasPetPhoto: "always",
        },
      ],
      [
        "swr",
        {
          ping: undefined,
          listPets: undefined,
          latestPet: undefined,
          petPhoto: undefined,
          petOrNew: undefined,
          hasPetPhoto: undefined,
        },
      ],
    ] as const) {
      const plan = await planOf(document, { template: layer });
      const queries = plan.hooks?.groups.flatMap((group) => group.queries) ?? [];
      expect(
        Object.fromEntries(queries.map((hook) => [hook.planned.methodName, hook.nullWithoutBody])),
      ).toEqual(expected);
      // Mutations (the 204 DELETE) are not queries.
      expect(plan.hooks?.groups.flatMap((group) => group.mutations.map((hook) => hook.hookName))).toEqual([
        "useClear",
      ]);
    }
  });
});
