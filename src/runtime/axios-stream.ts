/**
 * Streaming calls of the `axios` template, spliced in after axios-client.ts and stream-parts.ts when some
 * operation streams (imports are dropped when spliced).
 */
import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from "axios";
import axios from "axios";
import { type CallConfig, type ClientDefaults, sendAxiosRequest } from "./axios-client.js";
import type { QueryStyle } from "./request-parts.js";
import {
  decodedText,
  isAsyncIterable,
  type StreamedBody,
  type StreamOptions,
  streamedItems,
  streamLimit,
} from "./stream-parts.js";

/**
 * Sends one request like `sendAxiosRequest` (same config, same `AxiosError` for failures) with axios'
 * `responseType: 'stream'` and resolves to axios' response whose `data` is the body's items as they arrive
 * (see `streamedItems`). The Node adapter hands over a Node stream, the fetch adapter a web stream; the
 * browsers' XHR adapter cannot stream and hands over the whole body as text once it is complete.
 */
export function sendAxiosStreamRequest(
  http: AxiosInstance,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callConfig: (CallConfig & StreamOptions) | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: an `AxiosPromise` whose items the calling method declares
): any {
  const { options: config, maxItemLength } = streamLimit(callConfig);
  const streaming: CallConfig = { ...config, responseType: "stream" };
  // `text` without `revive` makes sendAxiosRequest pass axios' `data` through untouched (the config's
  // `responseType: 'stream'` wins over the one `text` asks for).
  const passThrough = { ...descriptor, responseDecoding: "text", revive: undefined, streamsBody: true };
  return sendAxiosRequest(bufferingErrorBodies(http), defaults, passThrough, style, streaming).then(
    (response: AxiosResponse): AxiosResponse => ({
      ...response,
      data: streamedItems(axiosStreamedBody(response.data), descriptor, response.status, maxItemLength),
    }),
  );
}

/** What axios' adapter handed over, as a body the parser reads: a stream, or the buffered text as bytes. */
function axiosStreamedBody(data: unknown): StreamedBody | undefined {
  if (isAsyncIterable(data) || (typeof ReadableStream !== "undefined" && data instanceof ReadableStream))
    return data as StreamedBody;
  return typeof data === "string" ? [new TextEncoder().encode(data)] : undefined;
}

/**
 * The same instance, but a failure's streamed body is read to its end before `sendAxiosRequest` decodes it,
 * so failures carry their decoded body as for every other operation.
 */
function bufferingErrorBodies(http: AxiosInstance): AxiosInstance {
  return new Proxy(http, {
    get(target, name, receiver) {
      if (name !== "request") return Reflect.get(target, name, receiver);
      return (config: AxiosRequestConfig) =>
        target.request(config).catch(async (error: unknown) => {
          const response = axios.isAxiosError(error) ? error.response : undefined;
          const body = response && axiosStreamedBody(response.data);
          if (response && body && typeof response.data !== "string") {
            let text = "";
            for await (const chunk of decodedText(body)) text += chunk;
            response.data = text;
          }
          throw error;
        });
    },
  });
}
