/**
 * A server that pages one list of seven things in each way APIs page, at the routes of
 * fixtures/clients/paging.yaml, for the walkers' live tests (test/live/pagination.test.ts, and ng2's in
 * runtime-ng2.test.ts): three things a page unless the request asks for another size. `mischief` makes it
 * mislead a walk: the same cursor every time, or a next URL on another origin.
 */
import { expect } from "vitest";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "./http-server.js";

export const THINGS = Array.from({ length: 7 }, (_, index) => ({
  id: `t${index + 1}`,
  name: `thing ${index + 1}`,
}));
export const IDS = THINGS.map((thing) => thing.id);

export type PagingMischief = "none" | "repeatCursor" | "otherOrigin";

export interface PagingServer extends RecordingServer {
  mischief: PagingMischief;
}

export async function startPagingServer(): Promise<PagingServer> {
  // The handler reads the server's own `mischief`, which a test sets after it started.
  const server: PagingServer = Object.assign(
    await startRecordingServer((request) => answerPage(request, server.url, server.mischief)),
    { mischief: "none" as PagingMischief },
  );
  return server;
}

/** The seven things paged as each route's API pages them; `size` items a page unless the request says. */
function answerPage(
  request: RecordedRequest,
  origin: string,
  mischief: PagingMischief,
): { body: object; headers?: Record<string, string> } {
  const query = new URLSearchParams(request.query);
  const size = Number(
    query.get("limit") ??
      query.get("per_page") ??
      query.get("page_size") ??
      query.get("$top") ??
      query.get("PageSize") ??
      3,
  );
  const page = (start: number) => THINGS.slice(start, start + size);
  switch (request.path) {
    case "/link-things": {
      const number = Number(query.get("page") ?? 1);
      const start = (number - 1) * size;
      const more = start + size < THINGS.length;
      const next = `${origin}/link-things?per_page=${size}&page=${number + 1}`;
      return {
        body: page(start),
        headers: more ? { link: `<${origin}/link-things?page=1>; rel="first", <${next}>; rel="next"` } : {},
      };
    }
    case "/cursor-things": {
      if (mischief === "repeatCursor")
        return { body: { data: page(0), response_metadata: { next_cursor: "again" } } };
      const start = Number(query.get("cursor")?.slice("c".length) ?? 0);
      const more = start + size < THINGS.length;
      return {
        body: { data: page(start), response_metadata: { next_cursor: more ? `c${start + size}` : "" } },
      };
    }
    case "/url-things": {
      const start = Number(query.get("$skip") ?? 0);
      const more = start + size < THINGS.length;
      const host = mischief === "otherOrigin" ? origin.replace("127.0.0.1", "localhost") : origin;
      return {
        body: {
          value: page(start),
          ...(more ? { "@odata.nextLink": `${host}/url-things?$top=${size}&$skip=${start + size}` } : {}),
        },
      };
    }
    case "/graph-things": {
      const start = Number(query.get("$skip") ?? 0);
      const more = start + size < THINGS.length;
      const next = `${origin}/graph-things?$top=${size}&$skip=${start + size}`;
      return {
        body: { "@odata.count": THINGS.length, value: page(start), "@odata.nextLink": more ? next : null },
      };
    }
    case "/uri-things": {
      const start = Number(query.get("Page") ?? 0) * size;
      const more = start + size < THINGS.length;
      const next = `/uri-things?PageSize=${size}&Page=${start / size + 1}`;
      return { body: { things: page(start), next_page_uri: more ? next : null } };
    }
    case "/hal-things": {
      const start = Number(query.get("from") ?? 0);
      const more = start + size < THINGS.length;
      return {
        body: {
          items: page(start),
          _links: more ? { next: { href: `${origin}/hal-things?from=${start + size}` } } : {},
        },
      };
    }
    case "/after-things": {
      const after = query.get("starting_after");
      const start = after === null ? 0 : IDS.indexOf(after) + 1;
      return { body: { data: page(start), has_more: start + size < THINGS.length } };
    }
    case "/offset-things":
      return { body: { results: page(Number(query.get("offset") ?? 0)), total: THINGS.length } };
    case "/numbered-things":
      return { body: { items: page((Number(query.get("page") ?? 1) - 1) * size) } };
    default:
      return { body: {} };
  }
}

// biome-ignore lint/suspicious/noExplicitAny: generated clients are checked by the compile tests; here they run.
export type Walkers = Record<string, ((...args: any[]) => AsyncIterable<any>) | undefined>;

/** The ids of every thing a walk yields, in order. */
export async function walkedIds(things: AsyncIterable<{ id: string }> | undefined): Promise<string[]> {
  const ids: string[] = [];
  for await (const thing of things ?? []) ids.push(thing.id);
  return ids;
}

/** The pages `listAfterThingsPages(3)` yields: three things a page, `has_more` but on the last, the last id next. */
export const AFTER_PAGES = [
  { body: { data: THINGS.slice(0, 3), has_more: true }, next: "t3" },
  { body: { data: THINGS.slice(3, 6), has_more: true }, next: "t6" },
  { body: { data: THINGS.slice(6), has_more: false }, next: null },
];

/**
 * A client's walkers against `server` (a class's methods, as ng1 and ng2 have them): each page's body, and
 * never a loop: a repeated cursor and a next URL on another origin end the walk with an error.
 */
export async function expectPagesAndNoLoops(client: Walkers, server: PagingServer): Promise<void> {
  const pages: unknown[] = [];
  for await (const page of client.listAfterThingsPages?.(3) ?? []) pages.push(page);
  expect(pages).toEqual(AFTER_PAGES);
  server.mischief = "repeatCursor";
  await expect(walkedIds(client.listCursorThingsItems?.(3))).rejects.toThrow(
    "GET /cursor-things: the API gave the same next page twice (again); stopped",
  );
  server.mischief = "otherOrigin";
  await expect(walkedIds(client.listUrlThingsItems?.(3))).rejects.toThrow(
    /the next page is on another origin/,
  );
  server.mischief = "none";
}

/**
 * A client's walker of every rule against `server`, each over the seven things three a page: every item once
 * and in order, three requests each, the `Link` walk's as the header gave them.
 */
export async function expectEveryRuleWalked(client: Walkers, server: PagingServer): Promise<void> {
  for (const [operation, args] of EVERY_RULE)
    expect(await walkedIds(client[`${operation}Items`]?.(...args)), operation).toEqual(IDS);
  expect(server.requests.slice(0, 3).map((request) => request.url)).toEqual([
    "/link-things?per_page=3",
    "/link-things?per_page=3&page=2",
    "/link-things?per_page=3&page=3",
  ]);
  expect(server.requests).toHaveLength(EVERY_RULE.length * 3);
}

/** An operation of each way of paging, and its arguments for three things a page (every argument given). */
const EVERY_RULE: [string, unknown[]][] = [
  ["listLinkThings", [3, undefined]],
  ["listCursorThings", [3, undefined]],
  ["listUrlThings", [3]],
  ["listUriThings", [3]],
  ["listGraphThings", [3]],
  ["listAfterThings", [3, undefined]],
  ["listOffsetThings", [undefined, 3]],
  ["listNumberedThings", [1, 3]],
];

/**
 * A walk of every rule that starts where another's first page said the next one starts (`from: page.next`):
 * the items of the pages after the first, one request for the first page and two for the rest.
 */
export async function expectEveryRuleResumed(client: Walkers, server: PagingServer): Promise<void> {
  for (const [operation, args] of EVERY_RULE) {
    const sent = server.requests.length;
    let next: unknown;
    for await (const page of client[`${operation}Pages`]?.(...args, {}) ?? []) {
      next = page.next;
      break;
    }
    expect(next, operation).not.toBeNull();
    expect(await walkedIds(client[`${operation}Items`]?.(...args, { from: next })), operation).toEqual(
      IDS.slice(3),
    );
    expect(server.requests.length - sent, operation).toBe(3);
  }
}
