/**
 * The walkers of paged operations (`listXPages`, `listXItems`, runtime/pages.ts) against a server that pages one
 * list of seven things in each way APIs page (fixtures/clients/paging.yaml), for every template that walks:
 * every item seen once and in order, each page asked for as the API said, the walk ended where the list ends,
 * and never a loop: a repeated cursor, a page count past `maxPages` and a next URL on another origin end it with
 * an error; a loop that stops early sends no further request; an abort ends it.
 */
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_LIST_SIZE } from "../../src/plan/mock-data/make-value.js";
import { importGenerated, pointClientAt } from "../support/generated-module.js";
import type { RecordedRequest } from "../support/http-server.js";
import { generatedPair, withServer } from "../support/msw-calls.js";
import {
  AFTER_PAGES,
  expectEveryRuleResumed,
  IDS,
  type PagingServer,
  startPagingServer,
  THINGS,
  type Walkers,
} from "../support/paging-server.js";

type Walk = (...args: unknown[]) => AsyncIterable<unknown>;

interface PagingClient {
  [walker: string]: unknown;
  http?: { defaults?: { baseURL?: string } };
  clientDefaults?: { baseUrl?: string };
}

let server: PagingServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function pagingClient(
  template: string,
): Promise<{ client: PagingClient; requests: RecordedRequest[]; server: PagingServer }> {
  const started = await startPagingServer();
  server = started;
  const { module } = await importGenerated<PagingClient>("fixtures/clients/paging.yaml", { template });
  pointClientAt(module, started.url);
  return { client: module, requests: started.requests, server: started };
}

async function collect(iterable: AsyncIterable<unknown>): Promise<unknown[]> {
  const seen: unknown[] = [];
  for await (const value of iterable) seen.push(value);
  return seen;
}

/** The walker `name` of the generated client. */
function walker(client: PagingClient, name: string): Walk {
  return client[name] as Walk;
}

const idsOf = (things: unknown[]) => things.map((thing) => (thing as { id: string }).id);
const sent = (requests: RecordedRequest[]) => requests.map((request) => request.url);

describe.each(["fetch", "axios", "xior", "ky"])("%s: every item of every page", (template) => {
  it("follows the Link header's rel=next", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listLinkThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/link-things?per_page=3",
      "/link-things?per_page=3&page=2",
      "/link-things?per_page=3&page=3",
    ]);
  });

  it("passes the body's cursor back in its parameter, to the empty cursor", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listCursorThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/cursor-things?limit=3",
      "/cursor-things?limit=3&cursor=c3",
      "/cursor-things?limit=3&cursor=c6",
    ]);
  });

  it("follows the body's next URL as it is (@odata.nextLink), its query replacing the first page's", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listUrlThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/url-things?%24top=3",
      "/url-things?$top=3&$skip=3",
      "/url-things?$top=3&$skip=6",
    ]);
  });

  it("follows Microsoft Graph's @odata.nextLink over its collection's allOf, to the null link", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listGraphThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/graph-things?%24top=3",
      "/graph-things?$top=3&$skip=3",
      "/graph-things?$top=3&$skip=6",
    ]);
  });

  it("resolves a next URI relative to the page against the page's URL (Twilio)", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listUriThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/uri-things?PageSize=3",
      "/uri-things?PageSize=3&Page=1",
      "/uri-things?PageSize=3&Page=2",
    ]);
  });

  it("follows a HAL link's href", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listHalThingsItems")()))).toEqual(IDS);
    expect(sent(requests)).toEqual(["/hal-things", "/hal-things?from=3", "/hal-things?from=6"]);
  });

  it("asks for the items after the last one's id while has_more (Stripe)", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listAfterThingsItems")(3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/after-things?limit=3",
      "/after-things?limit=3&starting_after=t3",
      "/after-things?limit=3&starting_after=t6",
    ]);
  });

  it("counts the offset by the items read and stops at the body's total", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listOffsetThingsItems")(undefined, 3)))).toEqual(IDS);
    expect(sent(requests)).toEqual([
      "/offset-things?limit=3",
      "/offset-things?offset=3&limit=3",
      "/offset-things?offset=6&limit=3",
    ]);
  });

  it("stops at the body's total counted from the offset asked for, not from the walk's start", async () => {
    const { client, requests } = await pagingClient(template);
    // Two full pages end at the seventh thing: no third request for an empty page.
    expect(idsOf(await collect(walker(client, "listOffsetThingsItems")(1, 3)))).toEqual(IDS.slice(1));
    expect(sent(requests)).toEqual(["/offset-things?offset=1&limit=3", "/offset-things?offset=4&limit=3"]);
  });

  it("numbers the pages from the one asked for and stops on a short page", async () => {
    const { client, requests } = await pagingClient(template);
    expect(idsOf(await collect(walker(client, "listNumberedThingsItems")(2, 2)))).toEqual(IDS.slice(2));
    expect(sent(requests)).toEqual([
      "/numbered-things?page=2&page_size=2",
      "/numbered-things?page=3&page_size=2",
      "/numbered-things?page=4&page_size=2",
    ]);
  });

  it("goes on from a page's next position, for every rule", async () => {
    const { client, server } = await pagingClient(template);
    await expectEveryRuleResumed(client as Walkers, server);
  });

  it("gives each page's body and the next page's position", async () => {
    const { client } = await pagingClient(template);
    const pages = await collect(walker(client, "listAfterThingsPages")(3));
    expect(pages).toEqual(AFTER_PAGES);
  });
});

describe.each(["fetch", "axios", "xior", "ky"])("%s: a walk never loops", (template) => {
  it("sends no further request once the loop stops", async () => {
    const { client, requests } = await pagingClient(template);
    for await (const thing of walker(client, "listCursorThingsItems")(3)) {
      expect(thing).toEqual(THINGS[0]);
      break;
    }
    expect(requests).toHaveLength(1);
  });

  it("ends with an error where the API gives the same cursor again", async () => {
    const { client, requests, server } = await pagingClient(template);
    server.mischief = "repeatCursor";
    await expect(collect(walker(client, "listCursorThingsItems")(3))).rejects.toThrow(
      "GET /cursor-things: the API gave the same next page twice (again); stopped",
    );
    expect(requests).toHaveLength(2);
  });

  it("ends with an error past maxPages, after reading that many", async () => {
    const { client, requests } = await pagingClient(template);
    const seen: string[] = [];
    const walk = async () => {
      for await (const thing of walker(client, "listAfterThingsItems")(3, undefined, { maxPages: 2 }))
        seen.push((thing as { id: string }).id);
    };
    await expect(walk()).rejects.toThrow(
      "GET /after-things: the list is longer than 2 pages; pass a larger maxPages to read on",
    );
    expect(seen).toEqual(IDS.slice(0, 6));
    expect(requests).toHaveLength(2);
  });

  it("does not follow a next URL to another origin", async () => {
    const { client, requests, server } = await pagingClient(template);
    server.mischief = "otherOrigin";
    await expect(collect(walker(client, "listUrlThingsItems")(3))).rejects.toThrow(
      /^GET \/url-things: the next page is on another origin \(http:\/\/localhost:\d+\/url-things\?\$top=3&\$skip=3\); not followed with the client's credentials$/,
    );
    expect(requests).toHaveLength(1);
  });

  it("stops at an abort between pages", async () => {
    const { client, requests } = await pagingClient(template);
    const controller = new AbortController();
    const walk = async () => {
      for await (const _thing of walker(client, "listCursorThingsItems")(3, undefined, {
        signal: controller.signal,
      }))
        controller.abort();
    };
    await expect(walk()).rejects.toMatchObject({ name: "AbortError" });
    expect(requests).toHaveLength(1);
  });
});

describe("the MSW handlers answer a paged operation page by page", () => {
  /** Every item the walker reads from the handlers, with `init` given to each handler. */
  async function walkedOverMocks(walker: string, init?: { pages: number }): Promise<unknown[]> {
    const { client, handlers } = await generatedPair("fixtures/clients/paging.yaml", { template: "fetch" });
    const operation = walker.replace(/Items$/, "");
    const list = handlers.handlers as unknown[];
    const paged = (handlers[`${operation}Handler`] as (answer?: unknown, init?: object) => unknown)(
      undefined,
      init,
    );
    return withServer([paged, ...list], async () => collect((client[walker] as Walk)()));
  }

  it.each([
    "listLinkThingsItems",
    "listCursorThingsItems",
    "listUrlThingsItems",
    "listUriThingsItems",
    "listHalThingsItems",
    "listGraphThingsItems",
    "listAfterThingsItems",
    "listOffsetThingsItems",
    "listNumberedThingsItems",
  ])("%s: three pages of the default data by default, then the list ends", async (walker) => {
    const items = await walkedOverMocks(walker);
    // Each page holds the default list's items.
    expect(items).toHaveLength(3 * DEFAULT_LIST_SIZE);
    expect(
      new Set(items.slice(0, DEFAULT_LIST_SIZE).map((item) => (item as { name: string }).name)).size,
    ).toBe(DEFAULT_LIST_SIZE);
  });

  it("as many pages as the handler is given", async () => {
    expect(await walkedOverMocks("listCursorThingsItems", { pages: 5 })).toHaveLength(5 * DEFAULT_LIST_SIZE);
    expect(await walkedOverMocks("listUrlThingsItems", { pages: 1 })).toHaveLength(DEFAULT_LIST_SIZE);
    expect(await walkedOverMocks("listAfterThingsItems", { pages: 4 })).toHaveLength(4 * DEFAULT_LIST_SIZE);
  });
});
