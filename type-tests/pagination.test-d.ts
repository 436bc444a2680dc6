/**
 * The walkers of paged operations (fixtures/clients/paging.yaml, docs/pagination.md): `listXItems` is an
 * `AsyncIterable` of the items' own type, `listXPages` of the operation's body; both take what the operation
 * takes, with `maxPages` beside the call's own options, in either argument style.
 */
import { expectError, expectNotAssignable, expectType } from "tsd";
import * as axiosClient from "./generated/paging-axios-objects/client.js";
import * as client from "./generated/paging-fetch/client.js";
import * as kyClient from "./generated/paging-ky/client.js";
import type * as ngClient from "./generated/paging-ng2/client.js";

// Items: the items' schema, whichever property of the body holds them.
expectType<AsyncIterable<client.Thing>>(client.listLinkThingsItems(3));
expectType<AsyncIterable<client.Thing>>(client.listCursorThingsItems(3, "c3"));
expectType<AsyncIterable<client.Thing>>(client.listUrlThingsItems());
expectType<AsyncIterable<client.Thing>>(client.listHalThingsItems());
// Microsoft Graph's collections: the list in an allOf with the paging base.
expectType<AsyncIterable<client.Thing>>(client.listGraphThingsItems());
expectType<AsyncIterable<client.Thing>>(client.defaultClient.listAfterThingsItems(3));

// Pages: the operation's body, as its call resolves to it.
expectType<AsyncIterable<client.Thing[]>>(client.listLinkThingsPages());
expectType<AsyncIterable<{ data: client.Thing[]; has_more: boolean }>>(client.listAfterThingsPages(3));
expectNotAssignable<AsyncIterable<client.Thing>>(client.listAfterThingsPages(3));

// The operation's arguments, and the call's options with `maxPages`.
client.listOffsetThingsItems(undefined, 50, { maxPages: 10, signal: AbortSignal.timeout(1), maxRetries: 0 });
expectError(client.listOffsetThingsItems("0"));
expectError(client.listOffsetThingsItems(undefined, 50, { maxPages: "10" }));

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
expectType<AsyncIterable<ngClient.Thing[]>>(ngThings.listLinkThingsPages(3));
expectError(ngThings.listCursorThingsItems("3"));

// A loop over them reads typed values.
async function readAll(): Promise<void> {
  for await (const thing of client.listNumberedThingsItems(1, 50)) expectType<string>(thing.name);
  for await (const page of client.listUrlThingsPages(10))
    expectType<string | undefined>(page["@odata.nextLink"]);
}
void readAll;
