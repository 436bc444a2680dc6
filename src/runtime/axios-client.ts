/**
 * Runtime of the `axios` template, spliced into generated clients after request-parts.ts (imports are
 * dropped when spliced: the template imports the same names from `axios`; they exist here so this file
 * type-checks and can be tested on its own).
 */

import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  AxiosResponseHeaders,
  RawAxiosResponseHeaders,
} from "axios";
import axios from "axios";
import type { AnyMethod, ErrorStatus, FailureOf, HttpFailure } from "./errors.js";
import {
  buildUrl,
  callBaseUrl,
  expandPath,
  explainUnresolvedUrl,
  requestHeaders,
  serializeQuery,
} from "./request-parameters.js";
import {
  encodeBody,
  isFailureStatus,
  parseJsonIfLabelled,
  type QueryStyle,
  type RequestDescriptor,
  type ResponseDecoding,
  responseDecodingOf,
  restateFailedSuccess,
  restateFailure,
  revived,
  revivedFailure,
} from "./request-parts.js";
import { type AttemptAnswer, NO_ANSWER, sendWithRetries } from "./retries.js";

/** One documented failure: axios' own `AxiosError`, with the response's `status` and decoded `body` typed. */
export type ApiFailure<Status extends number, Body, Except extends number = never> = HttpFailure<
  AxiosError,
  Status,
  Body,
  Except
>;

/**
 * Whether `error` is the rejection of a failure response (an `AxiosError` with a response), typed by
 * `method`'s description: `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.
 */
export function isApiError<Method extends AnyMethod>(
  error: unknown,
  _method: Method,
): error is FailureOf<ReturnType<Method>, ApiFailure<ErrorStatus, unknown>> {
  return axios.isAxiosError(error) && error.response !== undefined && "body" in error;
}

/** `responseShape: full`: axios' own response already has these fields and is returned as it is. */
export interface APIResponse<T> {
  data: T;
  headers: RawAxiosResponseHeaders | AxiosResponseHeaders;
  status: number;
}

/**
 * What axios is asked to hand back per decoding. Binary is read as bytes and made a `Blob` afterwards,
 * because axios' Node adapter has no Blob support (`responseType: 'blob'` yields a string there).
 */
const AXIOS_RESPONSE_TYPES = {
  json: "json",
  text: "text",
  binary: "arraybuffer",
  void: "text",
} as const satisfies Record<ResponseDecoding, AxiosRequestConfig["responseType"]>;

/** What every call starts from, besides the `http` instance's own defaults (its `timeout`, its headers). */
export interface ClientDefaults {
  /**
   * How often a call is sent again after a connection error, a timeout or a `408`, `429`, `502`, `503` or
   * `504`, where that is safe (an idempotent method, or an idempotency key). Default 2; `0`: never.
   */
  maxRetries?: number;
  /**
   * Called when a call is answered `401`; resolve `true` once the credentials are refreshed, and the call is
   * sent once more with them read again. Calls answered `401` while it runs wait for the same call of it.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
}

/** Per-call options: axios' own, and this call's `maxRetries` (see `ClientDefaults`). */
export type CallConfig = AxiosRequestConfig & { maxRetries?: number };

/**
 * Sends one operation's request through `http` and resolves to axios' own response (an `AxiosPromise`),
 * its `data` decoded as the operation declares; sent again where retries.ts allows, and once more after
 * `onUnauthorized` refreshed the credentials. Non-2xx responses reject with axios' own `AxiosError`, whose
 * `response.data` is the error body parsed as JSON when the server labels it JSON (whatever the success
 * body's format), and whose message names the operation (`GET /pets/{petId}: HTTP 404 Not Found`).
 */
export function sendAxiosRequest(
  http: AxiosInstance,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callConfig: CallConfig | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: an `AxiosPromise` whose body type the calling method declares
): any {
  // An `object` and `any` so that generated methods are cheap to type-check (see RequestDescriptor); `any`
  // rather than a promise of an `any` body, because the methods return this promise as it is.
  const first = descriptor as RequestDescriptor;
  const { maxRetries, ...config } = callConfig ?? {};
  // Each attempt's time limit is axios' own `timeout`, but for a streamed answer: axios' timer watches the
  // socket for as long as the body flows, and would end a stream that is quiet for a while. Such a call is
  // timed by the loop instead, as fetch's is, until its headers are in.
  const timedByLoop = first.streamsBody === true;
  return sendWithRetries(
    first,
    {
      maxRetries: maxRetries ?? defaults.maxRetries ?? 2,
      timeout: timedByLoop ? (config.timeout ?? http.defaults.timeout ?? 0) : 0,
      signal: config.signal as AbortSignal | undefined,
      onUnauthorized: defaults.onUnauthorized,
      resendable: !readsOnce(first.body),
    },
    (request, signal) =>
      sendAxiosAttempt(
        http,
        request,
        style,
        timedByLoop ? { ...config, signal, timeout: 0 } : { ...config, signal },
      ),
    answerOfAxiosFailure,
  );
}

/** A body that can be read once: a web stream, or a Node stream (`pipe`); sent as it is, never encoded. */
function readsOnce(body: unknown): boolean {
  return (
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream) ||
    (typeof body === "object" && body !== null && "pipe" in body)
  );
}

/**
 * What a failed attempt says to the retry loop: the answer of an `AxiosError` that has one; a connection error
 * or axios' own timeout (an `AxiosError` without an answer, or a success whose body was cut; not a cancel); or
 * nothing a retry would change.
 */
function answerOfAxiosFailure(failure: unknown): AttemptAnswer | undefined {
  // A cancel (`CanceledError`, code `ERR_CANCELED`) is the caller's: never sent again.
  if (!axios.isAxiosError(failure) || failure.code === "ERR_CANCELED") return undefined;
  const { response } = failure;
  // No answer, or a success whose body the connection dropped under (axios' "stream has been aborted"); not
  // a body that could not be parsed.
  if (response === undefined || !isFailureStatus(response.status))
    return failure.cause instanceof SyntaxError ? undefined : NO_ANSWER;
  const headers: Record<string, unknown> = response.headers;
  return {
    status: response.status,
    header: (name) => (headers[name] === undefined ? null : String(headers[name])),
  };
}

/** One attempt of `sendAxiosRequest`. */
function sendAxiosAttempt(
  http: AxiosInstance,
  request: RequestDescriptor,
  style: QueryStyle,
  config: AxiosRequestConfig,
): Promise<AxiosResponse> {
  let requestConfig: ReturnType<typeof axiosRequestConfig>;
  try {
    requestConfig = axiosRequestConfig(request, style, config, http.defaults.baseURL);
  } catch (error) {
    // A request that cannot be made (a path value that is a dot segment) rejects like one that failed.
    return Promise.reject(error);
  }
  return http.request(requestConfig).then(
    (response): AxiosResponse => ({
      ...response,
      data: revived(request, axiosData(response, responseDecodingOf(request)), response.status),
    }),
    (error: unknown) => {
      if (axios.isAxiosError(error) && error.response && !isFailureStatus(error.response.status)) {
        restateFailedSuccess(error, request, error.response.status, error.response.statusText);
      } else if (axios.isAxiosError(error) && error.response) {
        const { status } = error.response;
        const body = axiosErrorBody(error.response.data, axiosContentType(error.response.headers));
        error.response.data = revivedFailure(request, status, body);
        // The typed view (`ApiFailure`) reads `status` and `body` on axios' own error, which stays as it is.
        Object.assign(error, { status, body: error.response.data });
        restateFailure(error, request, status, error.response.statusText);
      }
      const baseUrl = requestConfig.baseURL ?? http.defaults.baseURL ?? "";
      // axios' Node adapter throws a plain `TypeError: Invalid URL` for a relative URL.
      const url = baseUrl + requestConfig.url;
      throw explainUnresolvedUrl(error, request, "http.defaults.baseURL", baseUrl, url, style);
    },
  );
}

/**
 * The operation's request as axios config; per-call options win (a per-call `baseURL` over the operation's
 * server, which resolves against the instance's `baseURL`), and their headers are merged over ours.
 */
export function axiosRequestConfig(
  request: RequestDescriptor,
  style: QueryStyle,
  config: AxiosRequestConfig | undefined,
  clientBaseUrl?: string,
): AxiosRequestConfig {
  const { body, contentType } = encodeBody(request);
  const headers = requestHeaders(request, contentType);
  return {
    method: request.method,
    // The query written into the URL, not handed over as `params`: axios merges `params` into a new object
    // by assignment, which drops a parameter named `__proto__` or `constructor`.
    url: buildUrl("", expandPath(request), request.query, style, request.styles),
    ...(request.server === undefined ? {} : { baseURL: callBaseUrl(clientBaseUrl ?? "", request) }),
    // For `params` the caller's own config may add.
    paramsSerializer: (params: Record<string, unknown>) => serializeQuery(params, style, request.styles),
    responseType: AXIOS_RESPONSE_TYPES[responseDecodingOf(request)],
    ...(body === undefined ? {} : { data: typedBlob(body, contentType) }),
    ...config,
    // axios matches header names case-insensitively when it merges them, so the caller's spelling wins.
    headers: { ...headers, ...config?.headers },
  };
}

/**
 * axios' Node adapter replaces the Content-Type of a Blob body with the Blob's own type (or
 * `application/octet-stream`), so a Blob is re-labelled with the declared type (no copy of the bytes).
 */
function typedBlob<B>(body: B, contentType: string | undefined): B | Blob {
  return body instanceof Blob && contentType !== undefined ? new Blob([body], { type: contentType }) : body;
}

/** A success body as the operation declares it: bytes become a `Blob`, an empty or void body `undefined`. */
export function axiosData(
  response: Pick<AxiosResponse, "data" | "headers">,
  decoding: ResponseDecoding,
): unknown {
  const { data } = response;
  if (decoding === "void" || (decoding === "json" && data === "")) return undefined;
  if (decoding === "binary" && isBytes(data)) {
    return new Blob([data as ArrayBuffer], { type: axiosContentType(response.headers) });
  }
  return data;
}

/** An error body as text, or as parsed JSON when the response says it is JSON. */
export function axiosErrorBody(data: unknown, contentType: string): unknown {
  return parseJsonIfLabelled(isBytes(data) ? new TextDecoder().decode(asDecodable(data)) : data, contentType);
}

/** Node's `TextDecoder` takes an ArrayBuffer or a typed array, not any ArrayBufferView: a view becomes bytes. */
function asDecodable(data: ArrayBuffer | ArrayBufferView): ArrayBuffer | Uint8Array {
  return data instanceof ArrayBuffer ? data : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}

function isBytes(data: unknown): data is ArrayBuffer | ArrayBufferView {
  return data instanceof ArrayBuffer || ArrayBuffer.isView(data);
}

/** Every axios adapter stores response header names in lower case. */
function axiosContentType(headers: RawAxiosResponseHeaders | AxiosResponseHeaders): string {
  const value: unknown = headers["content-type"];
  return typeof value === "string" ? value : "";
}
