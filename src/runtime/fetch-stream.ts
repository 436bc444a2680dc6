/**
 * Streaming calls of the `fetch` template, spliced in after fetch-client.ts and stream-parts.ts when some
 * operation streams (imports are dropped when spliced).
 */
import { type CallOptions, type ClientDefaults, sendRequest } from "./fetch-client.js";
import type { QueryStyle } from "./request-parts.js";
import type { APIResponse } from "./response-parts.js";
import { type StreamOptions, streamedItems, streamLimit } from "./stream-parts.js";

/**
 * Sends one request like `sendRequest` (same URL, headers, errors) and resolves, once the headers are in, to
 * the response whose `data` is the body's items as they arrive (see `streamedItems`).
 */
export async function sendStreamRequest(
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  options: (CallOptions & StreamOptions) | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the item type
): Promise<APIResponse<any>> {
  const { options: init, maxItemLength } = streamLimit(options);
  const captured: CapturedBody = {};
  // `void` leaves the body unread; failures are still read and thrown as `ApiError` by sendRequest.
  const response = await sendRequest(
    capturingBody(defaults, captured),
    { ...descriptor, responseDecoding: "void", streamsBody: true },
    style,
    init,
  );
  return { ...response, data: streamedItems(captured.body, descriptor, response.status, maxItemLength) };
}

/** Where a stream sender keeps the body of the response its sender got. */
export interface CapturedBody {
  body?: ReadableStream<Uint8Array> | null;
}

/** The same defaults, with each response's body kept aside in `captured` before `sendRequest` reads it. */
function capturingBody(defaults: ClientDefaults, captured: CapturedBody): ClientDefaults {
  return {
    ...defaults,
    fetch: async (input, init) => {
      const response = await defaults.fetch(input, init);
      captured.body = response.body;
      return response;
    },
  };
}
