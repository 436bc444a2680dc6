/**
 * The walkers of paged operations (fixtures/clients/paging.yaml, docs/pagination.md): `listXItems` is an
 * `AsyncIterable` of the items' own type, `listXPages` of pages (`PageOf`: the operation's body and the next
 * page's position); both take what the operation takes, with `maxPages` and `from` beside the call's own
 * options, in either argument style. The reactive layers' infinite queries hold those pages.
 */
import type { InfiniteData, QueryClient } from "@tanstack/react-query";
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import * as axiosClient from "./generated/paging-axios-objects/client.js";
import * as client from "./generated/paging-fetch/client.js";
import * as kyClient from "./generated/paging-ky/client.js";
import type * as ngClient from "./generated/paging-ng2/client.js";
import type * as swrApi from "./generated/paging-swr-axios-split/client.js";
import * as swrHooks from "./generated/paging-swr-axios-split/hooks.js";
import * as tsq from "./generated/paging-tsq/client.js";

// Items: the items' schema, whichever property of the body holds them.
expectType<AsyncIterable<client.Thing>>(client.listLinkThingsItems(3));
expectType<AsyncIterable<client.Thing>>(client.listCursorThingsItems(3, "c3"));
expectType<AsyncIterable<client.Thing>>(client.listUrlThingsItems());
expectType<AsyncIterable<client.Thing>>(client.listHalThingsItems());
// Microsoft Graph's collections: the list in an allOf with the paging base.
expectType<AsyncIterable<client.Thing>>(client.listGraphThingsItems());
expectType<AsyncIterable<client.Thing>>(client.defaultClient.listAfterThingsItems(3));

// Pages: the operation's body, as its call resolves to it, and where the next page starts.
expectType<AsyncIterable<client.PageOf<client.Thing[]>>>(client.listLinkThingsPages());
expectType<AsyncIterable<client.PageOf<{ data: client.Thing[]; has_more: boolean }>>>(
  client.listAfterThingsPages(3),
);
expectNotAssignable<AsyncIterable<client.Thing>>(client.listAfterThingsPages(3));

// The operation's arguments, and the call's options with `maxPages` and `from` (a page's `next`).
client.listOffsetThingsItems(undefined, 50, { maxPages: 10, signal: AbortSignal.timeout(1), maxRetries: 0 });
client.listCursorThingsItems(3, undefined, { from: "c3" });
expectError(client.listOffsetThingsItems("0"));
expectError(client.listOffsetThingsItems(undefined, 50, { maxPages: "10" }));
expectError(client.listOffsetThingsItems(undefined, 50, { from: true }));

// Object arguments (axios): one object, as the operation takes it.
expectType<AsyncIterable<axiosClient.Thing>>(
  axiosClient.listOffsetThingsItems({ limit: 50 }, { maxPages: 2 }),
);
expectError(axiosClient.listOffsetThingsItems(0, 50));

// ky: its own options beside `maxPages`.
kyClient.listCursorThingsItems(3, undefined, { retry: 1, maxPages: 2 });

// ng2: methods of the group's class; the items' walker takes the pages' parameters.
declare const ngThings: ngClient.DefaultClient;
expectType<AsyncIterable<ngClient.Thing>>(ngThings.listCursorThingsItems(3, undefined, { maxPages: 2 }));
expectType<AsyncIterable<ngClient.PageOf<ngClient.Thing[]>>>(ngThings.listLinkThingsPages(3));
expectError(ngThings.listCursorThingsItems("3"));

// A loop over them reads typed values.
async function readAll(): Promise<void> {
  for await (const thing of client.listNumberedThingsItems(1, 50)) expectType<string>(thing.name);
  for await (const page of client.listUrlThingsPages(10)) {
    expectType<string | undefined>(page.body["@odata.nextLink"]);
    expectType<string | number | null>(page.next);
  }
}
void readAll;

// ── Infinite queries (TanStack Query): every page of the list, each a `PageOf` of the body ──────────────
declare const queryClient: QueryClient;
const cursorPages = tsq.useListCursorThingsInfinite(3);
expectType<InfiniteData<tsq.PageOf<tsq.ListCursorThingsData>, string | number | null> | undefined>(
  cursorPages.data,
);
expectType<tsq.ListCursorThingsFailure | null>(cursorPages.error);
// `select` makes what the hook's data is: the items of every page.
const cursorThings = tsq.useListCursorThingsInfinite(3, undefined, {
  query: { select: (data) => data.pages.flatMap((page) => page.body.data) },
});
expectType<tsq.Thing[] | undefined>(cursorThings.data);
// The factory's key is the query's with 'infinite' after it, tagged with the pages.
const infiniteOptions = tsq.listLinkThingsInfiniteQueryOptions(30);
expectType<InfiniteData<tsq.PageOf<tsq.Thing[]>> | undefined>(
  queryClient.getQueryData(infiniteOptions.queryKey),
);
expectAssignable<
  readonly ["defaultHooks", "listLinkThings", number | undefined, number | undefined, "infinite"]
>(infiniteOptions.queryKey);
void queryClient.prefetchInfiniteQuery(infiniteOptions);
// TanStack's own options pass through; where a page starts is the hook's.
tsq.useListOffsetThingsInfinite(undefined, 10, { query: { maxPages: 5, enabled: false } });
expectError(tsq.useListOffsetThingsInfinite(undefined, 10, { query: { getNextPageParam: () => null } }));
expectError(tsq.useListOffsetThingsInfinite("0"));
// In the namespace beside the query's own.
expectType<typeof tsq.useListCursorThingsInfinite>(tsq.defaultHooks.queries.useListCursorThingsInfinite);
expectType<typeof tsq.listCursorThingsInfiniteQueryOptions>(
  tsq.defaultHooks.queryOptions.listCursorThingsInfinite,
);

// ── Infinite queries (swr, on axios, hooks in their own file): `data` are the pages ───────────────────
const swrPages = swrHooks.useListAfterThingsInfinite(3, undefined, { swr: { initialSize: 2 } });
expectType<swrApi.PageOf<{ data: swrApi.Thing[]; has_more: boolean }>[] | undefined>(swrPages.data);
expectAssignable<(size: number) => Promise<unknown>>(swrPages.setSize);
expectError(swrHooks.useListAfterThingsInfinite(3, undefined, { swr: { initialSize: "2" } }));
