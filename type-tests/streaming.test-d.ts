/** Streamed responses: `AsyncIterable`s of typed items; templates that cannot stream say `never`. */

import type { AxiosPromise } from "axios";
import type { Observable } from "rxjs";
import { expectAssignable, expectError, expectType } from "tsd";
import type { XiorResponse } from "xior";
import * as axiosClient from "./generated/streaming-axios/client.js";
import * as fetchClient from "./generated/streaming-fetch/client.js";
import * as kyClient from "./generated/streaming-ky-full/client.js";
import type * as ng2Client from "./generated/streaming-ng2/client.js";
import type * as tsqHooks from "./generated/streaming-tsq/hooks.js";
import * as xiorClient from "./generated/streaming-xior/client.js";

interface Event<Data> {
  data: Data;
  event?: string;
  id?: string;
  retry?: number;
}

const api = fetchClient.defaultClient;

// Event streams: the data typed by the 3.2 itemSchema's contentSchema, by an itemSchema that is the data,
// by a pre-3.2 schema of the data; text data when the schema is a string.
expectType<Promise<AsyncIterable<Event<fetchClient.Tick>>> & fetchClient.Fails<fetchClient.StreamTicksError>>(
  api.streamTicks(),
);
expectType<Promise<AsyncIterable<Event<fetchClient.Change>>>>(api.streamChanges());
expectType<Promise<AsyncIterable<Event<fetchClient.Tick>>>>(api.watchTicks());
expectType<Promise<AsyncIterable<Event<string>>>>(api.streamLog());
// Dates in the data are Dates by default.
declare const tick: fetchClient.Tick;
expectType<Date>(tick.at);

// JSON Lines, NDJSON (an array schema gives the item type) and JSON text sequences: the items themselves.
expectType<Promise<AsyncIterable<fetchClient.Row>>>(api.streamRows());
expectType<Promise<AsyncIterable<fetchClient.Row>>>(api.exportRows({ limit: 1 }));
expectType<Promise<AsyncIterable<fetchClient.Row>>>(api.streamRowSequence());
// Items are responses: an item schema's writeOnly properties are not in their type.
expectType<Promise<AsyncIterable<{ id: number; owner?: fetchClient.Owner }>>>(api.streamAccounts());
declare const owner: fetchClient.Owner;
expectType<{ name: string }>({ ...owner });
// Operations that do not stream are unchanged.
expectType<Promise<{ ok?: boolean }>>(api.ping());

// The per-call options carry the signal that stops a stream, and the longest item it accepts.
api.watchTicks({ signal: new AbortController().signal });
api.watchTicks({ maxItemLength: 64 * 1024 * 1024 });
axiosClient.defaultClient.streamRows({ maxItemLength: 1024, timeout: 10 });
expectError(api.watchTicks({ maxItemLength: "long" }));
// Only a streaming call takes it.
expectError(api.ping({ maxItemLength: 1 }));

// Items are what a for-await loop gets.
async function consume() {
  for await (const event of await api.streamTicks()) {
    expectType<fetchClient.Tick>(event.data);
    expectType<string | undefined>(event.event);
    expectType<number | undefined>(event.retry);
  }
  for await (const row of await api.streamRows()) expectType<number>(row.id);
}
void consume;

// ky with `responseShape: full`: the APIResponse's data is the stream; `dateFormat: string` keeps strings.
expectType<
  Promise<kyClient.APIResponse<AsyncIterable<Event<kyClient.Tick>>>> &
    kyClient.Fails<kyClient.StreamTicksError>
>(kyClient.defaultClient.streamTicks());
declare const kyTick: kyClient.Tick;
expectType<string>(kyTick.at);

// axios resolves to its own response, whose data is the stream.
expectType<AxiosPromise<AsyncIterable<axiosClient.Row>>>(axiosClient.defaultClient.streamRows());
expectAssignable<AxiosPromise<{ ok?: boolean }>>(axiosClient.defaultClient.ping());

// Query hooks hand over the stream as their data.
type RowsQuery = ReturnType<typeof tsqHooks.defaultHooks.queries.useStreamRows>;
expectType<AsyncIterable<fetchClient.Row> | undefined>({} as RowsQuery["data"]);

// xior resolves to its own response, whose data is the stream.
expectType<Promise<XiorResponse<AsyncIterable<xiorClient.Row>>>>(xiorClient.defaultClient.streamRows());

// Angular's HttpClient hands over a body only once it is complete: the method says never (and throws).
declare const ng2Default: ng2Client.DefaultClient;
expectType<Observable<never>>(ng2Default.streamRows());
expectType<Observable<{ ok?: boolean }>>(ng2Default.ping());
