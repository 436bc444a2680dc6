/**
 * Streaming calls of the `xior` template, spliced in after xior-client.ts and stream-parts.ts when some
 * operation streams (imports are dropped when spliced).
 */
import type { XiorInstance, XiorResponse } from "xior";
import type { QueryStyle } from "./request-parts.js";
import { isAsyncIterable, type StreamOptions, streamedItems, streamLimit } from "./stream-parts.js";
import { type CallConfig, type ClientDefaults, sendXiorRequest } from "./xior-client.js";

/**
 * Sends one request like `sendXiorRequest` (same config, same `XiorError` for failures) with xior's
 * `responseType: 'stream'`, which leaves fetch's response unread; resolves to xior's response whose `data`
 * is the body's items as they arrive (see `streamedItems`).
 */
export function sendXiorStreamRequest(
  http: XiorInstance,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callConfig: (CallConfig & StreamOptions) | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: a `Promise<XiorResponse>`; the calling method declares its items
): any {
  const { options: config, maxItemLength } = streamLimit(callConfig);
  const streaming: CallConfig = { ...config, responseType: "stream" };
  // `text` without `revive` makes sendXiorRequest pass xior's `data` through untouched (the config's
  // `responseType: 'stream'` wins over the one `text` asks for), so the Node stream xior makes survives.
  const passThrough = { ...descriptor, responseDecoding: "text", revive: undefined, streamsBody: true };
  return streamedResponse(
    sendXiorRequest(http, defaults, passThrough, style, streaming),
    descriptor,
    maxItemLength,
  );
}

async function streamedResponse(
  sent: Promise<XiorResponse>,
  descriptor: object,
  maxItemLength: number,
): Promise<XiorResponse> {
  const response = await sent;
  // In Node, xior hands over the body as a Node stream in `data` (having read fetch's body into it).
  const data: unknown = response.data;
  const body = isAsyncIterable(data) ? data : response.response?.body;
  return { ...response, data: streamedItems(body, descriptor, response.status, maxItemLength) };
}
