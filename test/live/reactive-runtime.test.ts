import { JSDOM } from "jsdom";
import { afterEach, describe, expect, it } from "vitest";
import type { ReactiveLayerName } from "../../src/config/types.js";
import type { GenerateOptions } from "../../src/index.js";
import { recordingServerForFile } from "../support/file-server.js";
import type { CannedResponse, RecordedRequest } from "../support/http-server.js";
import {
  installDom,
  loadGenerated,
  MODULE_FOLDER,
  REACTIVE_CLIENTS,
  type ReactiveClient,
  triggerMutation,
} from "../support/reactive-modules.js";
import { JSON_ANSWER_HEADER } from "../support/validation-scenarios.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Hook = (...args: any[]) => any;
interface HookNamespace {
  queryKeys: Record<string, (...args: unknown[]) => readonly unknown[]>;
  queries: Record<string, Hook>;
  mutations: Record<string, Hook>;
}
interface GeneratedModule {
  items: HookNamespace;
  keyStartsWith?: (prefix: readonly unknown[]) => (key: unknown) => boolean;
  clientDefaults?: { baseUrl: string };
  /** Where the description declares security schemes (fixtures/clients/security.yaml). */
  files?: HookNamespace;
  clientCredentials?: Record<string, unknown>;
  /** With `validateResponses` / `validateRequests`. */
  ResponseValidationError?: unknown;
  RequestValidationError?: unknown;
  http?: { defaults: { baseURL?: string; adapter?: unknown } };
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { useSWRConfig } = await import("swr");
const { QueryClient } = await import("@tanstack/react-query");
const { wrapperFor, wrapperOf } = await import("../support/reactive-wrappers.js");
afterEach(() => cleanup());

/** everything.yaml (or `fixture`) generated with `template`, its client pointed at the server. */
function load(
  template: [ReactiveLayerName, ReactiveClient],
  url: string,
  options: Omit<GenerateOptions, "src" | "out" | "template" | "hooksOut"> = {},
  split = false,
  fixture = "fixtures/clients/everything.yaml",
): Promise<GeneratedModule> {
  return loadGenerated<GeneratedModule>(template, url, options, split, fixture);
}

/** The body of a hook's data: axios and xior hand back their own response unless `responseShape` is set. */
function body(client: ReactiveClient, data: unknown): unknown {
  return client === "axios" || client === "xior" ? (data as { data: unknown }).data : data;
}

function requestsTo(requests: readonly RecordedRequest[], pathname: string): RecordedRequest[] {
  return requests.filter((request) => request.path === pathname);
}

const COMBINATIONS: [ReactiveLayerName, ReactiveClient][] = (["swr", "tsq"] as const).flatMap((layer) =>
  REACTIVE_CLIENTS.map((client): [ReactiveLayerName, ReactiveClient] => [layer, client]),
);

/** A request with this header is answered with its value as the status (`503`). */
const STATUS_ANSWER_HEADER = "x-answer-status";

/** Answers the routes of everything.yaml the hooks below call. */
function answer(request: RecordedRequest): CannedResponse {
  const status = request.headers[STATUS_ANSWER_HEADER];
  if (status !== undefined) return { status: Number(status), body: { problem: status } };
  const json = request.headers[JSON_ANSWER_HEADER];
  if (json !== undefined) return { headers: { "content-type": "application/json" }, body: json };
  if (request.path.startsWith("/items/")) return { body: { id: 7, name: "wheel" } };
  if (request.path === "/items" && request.method === "POST")
    return { status: 201, body: { id: 1, name: "new" } };
  if (request.path === "/items") return { body: [{ id: 1, name: "a" }] };
  if (request.path === "/me") return { body: { name: request.headers.authorization ?? "nobody" } };
  if (request.path.startsWith("/lookup/")) return { body: { found: "yes" } };
  return { status: 204 };
}

const server = recordingServerForFile(answer, MODULE_FOLDER);

function lastRequest(): RecordedRequest {
  const request = server().requests.at(-1);
  if (!request) throw new Error("no request was received");
  return request;
}

describe.each([
  ["fetch", "maxRetries"],
  ["axios", "maxRetries"],
  ["xior", "maxRetries"],
  ["ky", "retry"],
] as const)("hooks over a client that retries (%s): one layer of retries", (client, retries) => {
  for (const layer of ["swr", "tsq"] as const) {
    it(`${layer}: a failed query is one request per attempt of the library's, unless the hook asks the client to retry`, async () => {
      const { items } = await load([layer, client], server().url);
      const busy = { [STATUS_ANSWER_HEADER]: "503" };
      const sent = () => server().requests.filter((request) => request.headers[STATUS_ANSWER_HEADER]).length;
      const before = sent();
      // The wrapper turns the library's own retries off: the client's are off in a query's function too.
      const once = renderHook(
        () =>
          items.queries.useListItems?.(undefined, undefined, undefined, undefined, {
            request: { headers: busy },
          }),
        { wrapper: wrapperFor(layer) },
      );
      await waitFor(() => expect(once.result.current.error ?? undefined).toBeDefined());
      expect(once.result.current.error).toMatchObject({ status: 503 });
      expect(sent()).toBe(before + 1);
      const retried = renderHook(
        () =>
          items.queries.useListItems?.("retried", undefined, undefined, undefined, {
            request: { headers: busy, [retries]: 1 },
          }),
        { wrapper: wrapperFor(layer) },
      );
      await waitFor(() => expect(retried.result.current.error ?? undefined).toBeDefined(), {
        timeout: 5_000,
      });
      expect(sent()).toBe(before + 3);
    });
  }
});

describe("generated hooks rendered against a live server", () => {
  for (const [layer, client] of COMBINATIONS) {
    describe(`${layer} on ${client}`, () => {
      it("a query hook loads the operation's data and passes per-call request options", async () => {
        const { items } = await load([layer, client], server().url);
        const { result } = renderHook(
          () =>
            items.queries.useGetItemPart?.(
              "a b",
              3,
              "wheels",
              10,
              undefined,
              undefined,
              undefined,
              "req-1",
              undefined,
              {
                request: { headers: { "X-Extra": "1" } },
              },
            ),
          { wrapper: wrapperFor(layer) },
        );
        await waitFor(() => expect(result.current.data).toBeDefined());
        expect(body(client, result.current.data)).toEqual({ id: 7, name: "wheel" });
        expect(result.current.error ?? undefined).toBeUndefined();
        const request = lastRequest();
        expect(request.method).toBe("GET");
        expect(request.path).toBe("/items/a%20b/parts/3");
        expect(request.query).toBe("q=wheels&limit=10");
        expect(request.headers["x-request-id"]).toBe("req-1");
        expect(request.headers["x-extra"]).toBe("1");
      });

      it("a mutation hook sends the method, path, query, headers and JSON body it is triggered with", async () => {
        const { items } = await load([layer, client], server().url, { responseShape: "body" });
        const { result } = renderHook(() => items.mutations.useCreateItem?.(), {
          wrapper: wrapperFor(layer),
        });
        const variables = { body: { name: "new" }, dryRun: true, trace: "trace-1" };
        let created: unknown;
        await act(async () => {
          created = await triggerMutation(layer, result.current, variables);
        });
        expect(created).toEqual({ id: 1, name: "new" });
        await waitFor(() => expect(result.current.data).toEqual({ id: 1, name: "new" }));
        const request = lastRequest();
        expect(request.method).toBe("POST");
        expect(request.path).toBe("/items");
        expect(request.query).toBe("dryRun=true");
        expect(request.headers["x-trace"]).toBe("trace-1");
        expect(JSON.parse(request.body.toString())).toEqual({ name: "new" });
      });

      it("with object arguments, a query hook and a mutation hook take the call's one object", async () => {
        const { items } = await load([layer, client], server().url, {
          responseShape: "body",
          argumentStyle: "object",
        });
        const params = { "item-id": "a b", partId: 3, q: "wheels", limit: 10, "X-Request-Id": "req-1" };
        const query = renderHook(() => items.queries.useGetItemPart?.(params), {
          wrapper: wrapperFor(layer),
        });
        await waitFor(() => expect(query.result.current.data).toEqual({ id: 7, name: "wheel" }));
        const sent = lastRequest();
        expect([sent.path, sent.query, sent.headers["x-request-id"]]).toEqual([
          "/items/a%20b/parts/3",
          "q=wheels&limit=10",
          "req-1",
        ]);
        expect(items.queryKeys.getItemPart?.(params)).toEqual(["items", "getItemPart", params]);
        const mutation = renderHook(() => items.mutations.useCreateItem?.(), { wrapper: wrapperFor(layer) });
        await act(async () => {
          await triggerMutation(layer, mutation.result.current, {
            body: { name: "new" },
            dryRun: true,
            trace: "trace-1",
          });
        });
        const request = lastRequest();
        expect([request.method, request.query, request.headers["x-trace"]]).toEqual([
          "POST",
          "dryRun=true",
          "trace-1",
        ]);
        expect(request.body.toString()).toBe('{"name":"new"}');
      });

      it("a query hook whose path value makes a `..` segment fails with the refusal and sends nothing", async () => {
        const { items } = await load([layer, client], server().url);
        const before = server().requests.length;
        const { result } = renderHook(() => items.queries.useGetItemPart?.("..", 3, "q"), {
          wrapper: wrapperFor(layer),
        });
        // TanStack's `error` is `null` until there is one, swr's `undefined`.
        await waitFor(() => expect(result.current.error ?? undefined).toBeDefined(), { timeout: 5_000 });
        expect(String((result.current.error as Error).message)).toMatch(
          /^GET \/items\/\{item-id\}\/parts\/\{partId\}: a path parameter makes the segment "\.\.", .*; not sent$/,
        );
        expect(server().requests).toHaveLength(before);
      });

      // Validation is proven on the built-in templates; the fixture's custom template is not among them.
      if (client !== "custom") {
        it("validateResponses: a query hook's error is the ResponseValidationError naming the path", async () => {
          const module = await load([layer, client], server().url, {
            validator: "zod",
            validateResponses: true,
          });
          const wrong = [
            { id: 1, name: "a" },
            { id: "two", name: "b" },
          ];
          const { result } = renderHook(
            () =>
              module.items.queries.useListItems?.(undefined, undefined, undefined, undefined, {
                request: { headers: { [JSON_ANSWER_HEADER]: JSON.stringify(wrong) } },
              }),
            { wrapper: wrapperFor(layer) },
          );
          await waitFor(() => expect(result.current.error ?? undefined).toBeDefined(), { timeout: 5_000 });
          const error = result.current.error as { issues: { path: unknown[] }[]; body: unknown };
          expect(error).toBeInstanceOf(module.ResponseValidationError as new () => unknown);
          expect(error.issues.map((issue) => issue.path)).toEqual([[1, "id"]]);
          expect(error.body).toEqual(wrong);
        });

        it("validateRequests: a mutation with a wrong body fails and sends nothing", async () => {
          const module = await load([layer, client], server().url, {
            validator: "zod",
            validateRequests: true,
          });
          const { result } = renderHook(() => module.items.mutations.useCreateItem?.(), {
            wrapper: wrapperFor(layer),
          });
          const before = server().requests.length;
          let failure: unknown;
          await act(async () => {
            const variables = { body: { name: 5 } };
            await triggerMutation(layer, result.current, variables).catch((error: unknown) => {
              failure = error;
            });
          });
          expect(failure).toBeInstanceOf(module.RequestValidationError as new () => unknown);
          expect((failure as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path)).toEqual([
            ["name"],
          ]);
          expect(server().requests).toHaveLength(before);
        });
      }

      it("a disabled query sends nothing, and fetches once enabled", async () => {
        const { items } = await load([layer, client], server().url);
        const options = (enabled: boolean) => (layer === "swr" ? { enabled } : { query: { enabled } });
        const before = server().requests.length;
        const { result, rerender } = renderHook(
          ({ enabled }: { enabled: boolean }) =>
            items.queries.useListItems?.(undefined, undefined, undefined, undefined, options(enabled)),
          { wrapper: wrapperFor(layer), initialProps: { enabled: false } },
        );
        await new Promise((resolve) => setTimeout(resolve, 150));
        expect(server().requests).toHaveLength(before);
        expect(result.current.data).toBeUndefined();
        rerender({ enabled: true });
        await waitFor(() => expect(result.current.data).toBeDefined());
        expect(server().requests).toHaveLength(before + 1);
      });

      it("invalidating by the group's key prefix refetches, and the hook's key is the planned one", async () => {
        const module = await load([layer, client], server().url, { responseShape: "full" });
        const { items } = module;
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        const wrapper = layer === "swr" ? wrapperFor(layer) : wrapperOf(queryClient);
        const { result } = renderHook(
          () => ({ query: items.queries.useListItems?.("o", undefined, 2), swr: useSWRConfig() }),
          { wrapper },
        );
        await waitFor(() => expect(result.current.query.data?.data).toEqual([{ id: 1, name: "a" }]));
        // responseShape full: the hook's data is APIResponse<T> for every client.
        expect(result.current.query.data.status).toBe(200);
        const fetched = requestsTo(server().requests, "/items").length;

        const prefix = items.queryKeys.all?.() ?? [];
        await act(async () => {
          if (layer === "swr") await result.current.swr.mutate(module.keyStartsWith?.(prefix));
          else await queryClient.invalidateQueries({ queryKey: prefix });
        });
        await waitFor(() => expect(requestsTo(server().requests, "/items")).toHaveLength(fetched + 1));
        expect(lastRequest().query).toBe("options=o&page=2");

        // The exact key from queryKeys names the same cache entry the hook uses.
        const exactKey = items.queryKeys.listItems?.("o", undefined, 2) ?? [];
        await act(async () => {
          if (layer === "swr") await result.current.swr.mutate(exactKey);
          else await queryClient.invalidateQueries({ queryKey: exactKey, exact: true });
        });
        await waitFor(() => expect(requestsTo(server().requests, "/items")).toHaveLength(fetched + 2));
      });

      it("a query hook sends the client's credentials, asking a credential function on every fetch", async () => {
        const module = await load([layer, client], server().url, {}, false, "fixtures/clients/security.yaml");
        let calls = 0;
        Object.assign(module.clientCredentials ?? {}, {
          bearerAuth: async () => {
            calls += 1;
            return `token-${calls}`;
          },
        });
        const { result } = renderHook(() => module.files?.queries.useGetMe?.(), {
          wrapper: wrapperFor(layer),
        });
        await waitFor(() => expect(result.current.data).toBeDefined());
        expect(body(client, result.current.data)).toEqual({ name: "Bearer token-1" });
        expect(calls).toBe(1);
        await act(async () => {
          await (layer === "swr" ? result.current.mutate() : result.current.refetch());
        });
        await waitFor(() => expect(body(client, result.current.data)).toEqual({ name: "Bearer token-2" }));
        expect(calls).toBe(2);
      });
    });
  }

  it("hooks in their own file (hooksOut) call the client through the main file's namespace import", async () => {
    for (const layer of ["swr", "tsq"] as const) {
      const { items } = await load([layer, "fetch"], server().url, {}, true);
      const { result } = renderHook(() => items.queries.useGetItemPart?.("split", 1, "q"), {
        wrapper: wrapperFor(layer),
      });
      await waitFor(() => expect(result.current.data).toEqual({ id: 7, name: "wheel" }));
      expect(lastRequest().path).toBe("/items/split/parts/1");
    }
  });
});

/** fixtures/clients/hook-names.yaml's query parameters: named like what the hooks code names itself. */
const HOOK_NAMESAKES = [
  ...["useSWR", "useSWRMutation", "useQuery", "useMutation", "queryOptions", "mutationOptions", "api"],
  ...["itemsClient", "lookupQueryOptions", "signal", "options", "variables", "trigger"],
];

describe("hook arguments named like the hooks code's own values", () => {
  const layouts: [ReactiveClient, boolean][] = [
    ["fetch", false],
    ["fetch", true],
    ["custom", false],
  ];
  for (const layer of ["swr", "tsq"] as const) {
    for (const [client, split] of layouts) {
      it(`${layer} on ${client}${split ? " with hooksOut" : ""}: are sent under their names`, async () => {
        const { items } = await load(
          [layer, client],
          server().url,
          {},
          split,
          "fixtures/clients/hook-names.yaml",
        );
        const values = HOOK_NAMESAKES.map((name) => `${name}-value`);
        const perCall = { request: { headers: { "X-Extra": "2" } } };
        const { result } = renderHook(() => items.queries.useLookup?.("one", ...values, perCall), {
          wrapper: wrapperFor(layer),
        });
        await waitFor(() => expect(result.current.data).toBeDefined());
        expect(body(client, result.current.data)).toEqual({ found: "yes" });
        const request = lastRequest();
        expect(request.path).toBe("/lookup/one");
        expect(request.query).toBe(HOOK_NAMESAKES.map((name) => `${name}=${name}-value`).join("&"));
        expect(request.headers["x-extra"]).toBe("2");
      });
    }
  }
});
