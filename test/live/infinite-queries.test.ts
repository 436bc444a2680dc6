/**
 * The reactive layers' infinite queries (`useListXInfinite`, `listXInfiniteQueryOptions`) of every paged
 * operation of fixtures/clients/paging.yaml, rendered with real React (react-dom on jsdom) against the paging
 * server on 127.0.0.1: each page one request, from where the page before said the next starts, every item once
 * and in order, and the list's end where the API says it ends (TanStack's `hasNextPage`, swr's key). A page
 * is the walker's (`{ body, next }`); the key is never the plain query's, and a cursor the API gives twice
 * ends TanStack's list rather than repeating a page.
 */

import { rmSync } from "node:fs";
import { JSDOM } from "jsdom";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { IDS, type PagingServer, startPagingServer } from "../support/paging-server.js";
import {
  installDom,
  loadGenerated,
  MODULE_FOLDER,
  type ReactiveClient,
} from "../support/reactive-modules.js";

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Generated = (...args: any[]) => any;
interface PagingHooks {
  [name: string]: unknown;
  defaultHooks: { queryKeys: Record<string, Generated>; queries: Record<string, Generated> };
}
interface Page {
  body: unknown;
  next: string | number | null;
}

installDom(new JSDOM("<!doctype html><html><body></body></html>", { url: "http://localhost/" }).window);
const { act, cleanup, renderHook, waitFor } = await import("@testing-library/react");
const { QueryClient } = await import("@tanstack/react-query");
const { wrapperFor, wrapperOf } = await import("../support/reactive-wrappers.js");

let server: PagingServer | undefined;
afterEach(async () => {
  cleanup();
  await server?.close();
  server = undefined;
});
afterAll(() => rmSync(MODULE_FOLDER, { recursive: true, force: true }));

/** Each paged operation, its arguments for three things a page, and where its body holds them. */
const RULES: [operation: string, args: unknown[], items: (body: never) => { id: string }[]][] = [
  ["ListLinkThings", [3], (body) => body],
  ["ListCursorThings", [3], (body: { data: [] }) => body.data],
  ["ListUrlThings", [3], (body: { value: [] }) => body.value],
  ["ListUriThings", [3], (body: { things: [] }) => body.things],
  ["ListGraphThings", [3], (body: { value: [] }) => body.value],
  ["ListAfterThings", [3], (body: { data: [] }) => body.data],
  ["ListOffsetThings", [undefined, 3], (body: { results: [] }) => body.results],
  ["ListNumberedThings", [1, 3], (body: { items: [] }) => body.items],
];

async function pagingHooks(layer: "tsq" | "swr", client: ReactiveClient): Promise<PagingHooks> {
  server = await startPagingServer();
  return loadGenerated<PagingHooks>(
    [layer, client],
    server.url,
    {},
    client === "axios",
    "fixtures/clients/paging.yaml",
  );
}

const idsOf = (pages: readonly Page[], items: (body: never) => { id: string }[]) =>
  pages.flatMap((page) => items(page.body as never).map((thing) => thing.id));

describe.each(["fetch", "axios"] as const)("TanStack Query's infinite queries over %s", (client) => {
  it("read every page of every rule, one request a page, and end where the API ends the list", async () => {
    const hooks = await pagingHooks("tsq", client);
    for (const [operation, args, items] of RULES) {
      const sent = server?.requests.length ?? 0;
      const useInfinite = hooks[`use${operation}Infinite`] as Generated;
      const { result } = renderHook(() => useInfinite(...args), { wrapper: wrapperFor("tsq") });
      await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
      while (result.current.hasNextPage) await act(() => result.current.fetchNextPage());
      expect(idsOf(result.current.data.pages, items), operation).toEqual(IDS);
      expect(result.current.data.pages.at(-1).next, operation).toBeNull();
      expect((server?.requests.length ?? 0) - sent, operation).toBe(3);
    }
  });

  it("keeps the walker's pages, each where the next starts, under a key of its own beside the query's", async () => {
    const hooks = await pagingHooks("tsq", client);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const { result } = renderHook(
      () => ({
        list: (hooks.useListCursorThings as Generated)(3),
        pages: (hooks.useListCursorThingsInfinite as Generated)(3),
      }),
      { wrapper: wrapperOf(queryClient) },
    );
    await waitFor(() => expect(result.current.pages.data?.pages).toHaveLength(1));
    await waitFor(() => expect(result.current.list.data).toBeDefined());
    await act(() => result.current.pages.fetchNextPage());
    await waitFor(() => expect(result.current.pages.data.pages).toHaveLength(2));
    const { data } = result.current.pages;
    expect(data.pageParams).toEqual([null, "c3"]);
    expect(data.pages.map((page: Page) => page.next)).toEqual(["c3", "c6"]);
    const plainKey = hooks.defaultHooks.queryKeys.listCursorThings?.(3) ?? [];
    const infiniteKey = (hooks.listCursorThingsInfiniteQueryOptions as Generated)(3).queryKey;
    expect(infiniteKey).toEqual([...plainKey, "infinite"]);
    expect(queryClient.getQueryData(infiniteKey)).toBe(data);
    const plain = queryClient.getQueryData(plainKey) as
      | { data: { id: string }[] }
      | { data: { data: unknown[] } };
    // The plain query's data is its call's: axios' response, fetch's body.
    expect(
      client === "axios"
        ? (plain as { data: { data: unknown[] } }).data.data
        : (plain as { data: unknown[] }).data,
    ).toHaveLength(3);
  });

  it("ends the list where the API gives a cursor already read, and follows no URL to another origin", async () => {
    const hooks = await pagingHooks("tsq", client);
    if (server === undefined) throw new Error("no server");
    server.mischief = "repeatCursor";
    const cursor = renderHook(() => (hooks.useListCursorThingsInfinite as Generated)(3), {
      wrapper: wrapperFor("tsq"),
    });
    await waitFor(() => expect(cursor.result.current.hasNextPage).toBe(true));
    await act(() => cursor.result.current.fetchNextPage());
    await waitFor(() => expect(cursor.result.current.data.pages).toHaveLength(2));
    expect(cursor.result.current.data.pageParams).toEqual([null, "again"]);
    expect(cursor.result.current.hasNextPage).toBe(false);
    server.mischief = "otherOrigin";
    const sent = server.requests.length;
    const url = renderHook(() => (hooks.useListUrlThingsInfinite as Generated)(3), {
      wrapper: wrapperFor("tsq"),
    });
    await waitFor(() => expect(url.result.current.data?.pages).toHaveLength(1));
    expect(url.result.current.hasNextPage).toBe(false);
    expect(server.requests.length - sent).toBe(1);
  });
});

describe.each(["fetch", "axios"] as const)("swr's infinite hooks over %s", (client) => {
  it("read every page of every rule as the size grows, and no page past the list's end", async () => {
    const hooks = await pagingHooks("swr", client);
    for (const [operation, args, items] of RULES) {
      const sent = server?.requests.length ?? 0;
      const useInfinite = hooks[`use${operation}Infinite`] as Generated;
      const { result } = renderHook(() => useInfinite(...args), { wrapper: wrapperFor("swr") });
      await waitFor(() => expect(result.current.data).toHaveLength(1));
      for (const size of [2, 3, 4]) {
        await act(() => result.current.setSize(size));
        await waitFor(() => expect(result.current.isValidating).toBe(false));
      }
      expect(idsOf(result.current.data, items), operation).toEqual(IDS);
      expect(result.current.data.at(-1).next, operation).toBeNull();
      // Three pages, and the first page read again each time the size grew (swr's `revalidateFirstPage`).
      const requests = (server?.requests ?? []).slice(sent).map((request) => request.url);
      expect(new Set(requests).size, operation).toBe(3);
    }
  });

  it("sends nothing while disabled", async () => {
    const hooks = await pagingHooks("swr", client);
    const { result } = renderHook(
      () => (hooks.useListCursorThingsInfinite as Generated)(3, undefined, { enabled: false }),
      { wrapper: wrapperFor("swr") },
    );
    await act(() => result.current.setSize(2));
    expect(result.current.data).toBeUndefined();
    expect(server?.requests).toEqual([]);
  });
});
