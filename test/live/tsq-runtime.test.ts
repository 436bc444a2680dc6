/**
 * TanStack Query's own idioms over the generated options factories, run with real React (react-dom on jsdom)
 * against a live server on 127.0.0.1, on every HTTP client under tsq: cancelling a query aborts its request
 * (the server sees the connection closed before it answers, and the query gets no data), unmounting the
 * last component of a running query does too, and a loader's `ensureQueryData` fetches once and fills the
 * cache the hook then reads; with object arguments, the hook, factory, key and mutation take the one object.
 * Over fetch, whose client retries, TanStack's retries and the client's do not multiply: a query's function
 * turns the client's off unless the hook's `request` asks for them.
 */

import { rmSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { JSDOM } from "jsdom";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { installDom, loadGenerated, MODULE_FOLDER, REACTIVE_CLIENTS } from "../support/reactive-modules.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Generated = (...args: any[]) => any;
interface PetModule {
  pet: {
    queryKeys: Record<string, (...args: unknown[]) => readonly unknown[]>;
    queryOptions: Record<string, Generated>;
    queries: Record<string, Generated>;
    mutations: Record<string, Generated>;
  };
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { QueryClient } = await import("@tanstack/react-query");
const { wrapperOf } = await import("../support/reactive-wrappers.js");
type QueryClientType = InstanceType<typeof QueryClient>;
afterEach(() => cleanup());

const HELD = "/pets/held";
/** Always answered `503`: a query the client would send again (fetch retries it), and TanStack too. */
const BUSY = "/pets/busy";
const PET = { id: 1, name: "Rex" };

/** Answers `GET /pets/<id>` at once, except `/pets/held`, which it holds until the client gives up. */
interface HoldingServer {
  url: string;
  /** Paths of every request received, in arrival order. */
  received: string[];
  /** Paths of held requests whose connection closed before an answer was written. */
  abandoned: string[];
  close(): Promise<void>;
}

async function startHoldingServer(): Promise<HoldingServer> {
  const received: string[] = [];
  const abandoned: string[] = [];
  const held: ServerResponse[] = [];
  const server = createServer((req, res) => {
    const path = req.url ?? "/";
    received.push(path);
    if (path === BUSY) {
      res.writeHead(503, { "content-type": "application/json" });
      res.end(JSON.stringify({ message: "busy" }));
      return;
    }
    if (path !== HELD) {
      res.writeHead(200, { "content-type": "application/json" });
      res.end(JSON.stringify(PET));
      return;
    }
    held.push(res);
    res.on("close", () => {
      if (!res.writableEnded) abandoned.push(path);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    abandoned,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const res of held) res.destroy();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

let running: HoldingServer | undefined;
beforeAll(async () => {
  running = await startHoldingServer();
});
afterAll(async () => {
  await running?.close();
  rmSync(MODULE_FOLDER, { recursive: true, force: true });
});

function server(): HoldingServer {
  if (!running) throw new Error("the holding server is not running");
  return running;
}

function requestsTo(path: string): number {
  return server().received.filter((received) => received === path).length;
}

function newQueryClient(): QueryClientType {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

/** petstore with responseShape body, so a query's data is the body whatever the client. */
function loadPetstore(
  client: (typeof REACTIVE_CLIENTS)[number],
  argumentStyle: "positional" | "object" = "positional",
): Promise<PetModule> {
  return loadGenerated<PetModule>(
    ["tsq", client],
    server().url,
    { responseShape: "body", argumentStyle },
    false,
    "fixtures/petstore.yaml",
  );
}

describe("tsq over a client that retries (fetch): one layer of retries", () => {
  it("leaves a failed query's retries to TanStack: each of its attempts is one request", async () => {
    const { pet } = await loadPetstore("fetch");
    const before = requestsTo(BUSY);
    const options = pet.queryOptions.showPetById?.("busy", { query: { retry: 2, retryDelay: 0 } });
    await expect(newQueryClient().fetchQuery(options)).rejects.toMatchObject({ status: 503 });
    expect(requestsTo(BUSY)).toBe(before + 3);
  });

  it("lets the hook's request options turn the client's retries back on", async () => {
    const { pet } = await loadPetstore("fetch");
    const before = requestsTo(BUSY);
    const options = pet.queryOptions.showPetById?.("busy", { request: { maxRetries: 1 } });
    await expect(newQueryClient().fetchQuery(options)).rejects.toMatchObject({ status: 503 });
    expect(requestsTo(BUSY)).toBe(before + 2);
  });
});

describe("TanStack Query idioms over the generated options factories, against a live server", () => {
  for (const client of REACTIVE_CLIENTS) {
    describe(`tsq on ${client}`, () => {
      it("cancelQueries aborts the request: the server sees the connection closed before it answers", async () => {
        const { pet } = await loadPetstore(client);
        const queryClient = newQueryClient();
        const before = requestsTo(HELD);
        const abandonedBefore = server().abandoned.length;
        const { result } = renderHook(() => pet.queries.useShowPetById?.("held"), {
          wrapper: wrapperOf(queryClient),
        });
        await waitFor(() => expect(requestsTo(HELD)).toBe(before + 1));
        expect(result.current.fetchStatus).toBe("fetching");
        await act(() => queryClient.cancelQueries({ queryKey: pet.queryKeys.all?.() ?? [] }));
        await waitFor(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
        expect(result.current.data).toBeUndefined();
        expect(result.current.fetchStatus).toBe("idle");
      });

      it("unmounting the last component of a running query aborts its request", async () => {
        const { pet } = await loadPetstore(client);
        const before = requestsTo(HELD);
        const abandonedBefore = server().abandoned.length;
        const { unmount } = renderHook(() => pet.queries.useShowPetById?.("held"), {
          wrapper: wrapperOf(newQueryClient()),
        });
        await waitFor(() => expect(requestsTo(HELD)).toBe(before + 1));
        unmount();
        await waitFor(() => expect(server().abandoned).toHaveLength(abandonedBefore + 1));
      });

      it("a loader's ensureQueryData fetches once, and the hook reads the same cache entry", async () => {
        const { pet } = await loadPetstore(client);
        const queryClient = newQueryClient();
        const before = requestsTo("/pets/1");
        const options = () => pet.queryOptions.showPetById?.("1", { query: { staleTime: 60_000 } });
        await expect(queryClient.ensureQueryData(options())).resolves.toEqual(PET);
        await expect(queryClient.ensureQueryData(options())).resolves.toEqual(PET);
        expect(requestsTo("/pets/1")).toBe(before + 1);
        // The factory's key is the key functions' key.
        expect(queryClient.getQueryData(pet.queryKeys.showPetById?.("1") ?? [])).toEqual(PET);
        const { result } = renderHook(
          () =>
            pet.queries.useShowPetById?.("1", {
              query: { staleTime: 60_000, select: (data: typeof PET) => data.name },
            }),
          { wrapper: wrapperOf(queryClient) },
        );
        expect(result.current.data).toBe("Rex");
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(requestsTo("/pets/1")).toBe(before + 1);
      });

      it("with object arguments: the hook, its factory and its key take the one object, a mutation too", async () => {
        const { pet } = await loadPetstore(client, "object");
        const queryClient = newQueryClient();
        const before = requestsTo("/pets/2");
        const options = pet.queryOptions.showPetById?.({ petId: "2" }, { query: { staleTime: 60_000 } });
        await expect(queryClient.ensureQueryData(options)).resolves.toEqual(PET);
        expect(pet.queryKeys.showPetById?.({ petId: "2" })).toEqual(["pet", "showPetById", { petId: "2" }]);
        // TanStack Query hashes the object by value: an equal object is the same cache entry.
        expect(queryClient.getQueryData(["pet", "showPetById", { petId: "2" }])).toEqual(PET);
        const wrapper = wrapperOf(queryClient);
        const query = renderHook(
          () => pet.queries.useShowPetById?.({ petId: "2" }, { query: { staleTime: 60_000 } }),
          { wrapper },
        );
        expect(query.result.current.data).toEqual(PET);
        expect(requestsTo("/pets/2")).toBe(before + 1);
        const created = requestsTo("/pets");
        const mutation = renderHook(() => pet.mutations.useCreatePet?.(), { wrapper });
        await act(async () => {
          await expect(mutation.result.current.mutateAsync({ body: { name: "Rex" } })).resolves.toEqual(PET);
        });
        expect(requestsTo("/pets")).toBe(created + 1);
      });
    });
  }
});
