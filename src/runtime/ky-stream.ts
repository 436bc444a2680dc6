/**
 * Streaming calls of the `ky` template, spliced in after ky-client.ts and stream-parts.ts when some operation
 * streams (imports are dropped when spliced).
 */
import type { KyInstance } from "ky";
import { type CallOptions, type KyClientDefaults, sendKyRequest } from "./ky-client.js";
import type { QueryStyle } from "./request-parts.js";
import type { APIResponse } from "./response-parts.js";
import { type StreamOptions, streamedItems, streamLimit } from "./stream-parts.js";

/**
 * Sends one request like `sendKyRequest` (same URL, headers, errors) and resolves, once the headers are in,
 * to the response whose `data` is the body's items as they arrive (see `streamedItems`). ky's `timeout`
 * covers the wait for the headers, not the stream.
 */
export async function sendKyStreamRequest(
  http: KyInstance,
  defaults: KyClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callOptions: (CallOptions & StreamOptions) | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the item type
): Promise<APIResponse<any>> {
  const { options, maxItemLength } = streamLimit(callOptions);
  const captured: { body?: ReadableStream<Uint8Array> | null } = {};
  // `void` leaves the body unread; failures are still read and thrown as `ApiError` by sendKyRequest.
  const response = await sendKyRequest(
    capturingKyBody(http, captured),
    defaults,
    { ...descriptor, responseDecoding: "void", streamsBody: true },
    style,
    options,
  );
  return { ...response, data: streamedItems(captured.body, descriptor, response.status, maxItemLength) };
}

/** The same instance, with each response's body kept aside in `captured` before `sendKyRequest` reads it. */
function capturingKyBody(
  http: KyInstance,
  captured: { body?: ReadableStream<Uint8Array> | null },
): KyInstance {
  return new Proxy(http, {
    apply(target, thisArgument, args: Parameters<KyInstance>) {
      const pending = Reflect.apply(target, thisArgument, args) as ReturnType<KyInstance>;
      pending.then(
        (response) => {
          captured.body = response.body;
        },
        () => undefined,
      );
      return pending;
    },
  });
}
