/**
 * Runtime of the `xior` template, spliced into generated clients after request-parts.ts (imports are
 * dropped when spliced: the template imports the same names from `xior`; they exist here so this file
 * type-checks and can be tested on its own).
 */
import type { XiorError, XiorInstance, XiorRequestConfig, XiorResponse } from "xior";
import type { AnyMethod, ErrorStatus, FailureOf, HttpFailure } from "./errors.js";
import {
  buildUrl,
  callBaseUrl,
  expandPath,
  explainUnresolvedUrl,
  headerValues,
  isUnresolvedUrl,
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

/** One documented failure: xior's own `XiorError`, with the response's `status` and decoded `body` typed. */
export type ApiFailure<Status extends number, Body, Except extends number = never> = HttpFailure<
  XiorError,
  Status,
  Body,
  Except
>;

/**
 * Whether `error` is the rejection of a failure response (a `XiorError` with a response), typed by
 * `method`'s description: `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.
 */
export function isApiError<Method extends AnyMethod>(
  error: unknown,
  _method: Method,
): error is FailureOf<ReturnType<Method>, ApiFailure<ErrorStatus, unknown>> {
  return failedResponse(error) !== undefined && error instanceof Error && "body" in error;
}

/** `responseShape: full`: xior's own response already has these fields and is returned as it is. */
export interface APIResponse<T> {
  data: T;
  headers: Headers;
  status: number;
}

/** What xior is asked to hand back per decoding (xior reads `blob` with fetch's own `response.blob()`). */
const XIOR_RESPONSE_TYPES = {
  json: "json",
  text: "text",
  binary: "blob",
  void: "text",
} as const satisfies Record<ResponseDecoding, XiorRequestConfig["responseType"]>;

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

/** Per-call options: xior's own, and this call's `maxRetries` (see `ClientDefaults`). */
export type CallConfig = XiorRequestConfig & { maxRetries?: number };

/**
 * Sends one operation's request through `http` and resolves to xior's own response, its `data` decoded as
 * the operation declares; sent again where retries.ts allows, and once more after `onUnauthorized` refreshed
 * the credentials. Non-2xx responses reject with xior's own `XiorError`, whose `response.data` is the error
 * body parsed as JSON when the server labels it JSON (whatever the success body's format), and whose message
 * names the operation (`GET /pets/{petId}: HTTP 404 Not Found`).
 */
export function sendXiorRequest(
  http: XiorInstance,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callConfig: CallConfig | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: a `Promise<XiorResponse>`; the calling method declares its body
): any {
  // An `object` and `any` so that generated methods are cheap to type-check (see RequestDescriptor); `any`
  // rather than a promise of an `any` body, because the methods return this promise as it is.
  const first = descriptor as RequestDescriptor;
  const { maxRetries, ...config } = callConfig ?? {};
  // Each attempt's time limit is xior's own `timeout`, but for a streamed answer: xior lets go of the call's
  // signal when it clears its timer, at the headers, which would leave the body deaf to the caller's abort. Such
  // a call is timed by the loop instead, as fetch's is, until its headers are in.
  const timedByLoop = first.streamsBody === true;
  const timeout = timedByLoop ? (config.timeout ?? http.defaults.timeout ?? http.config?.timeout ?? 0) : 0;
  let url = "";
  return sendWithRetries(
    first,
    {
      maxRetries: maxRetries ?? defaults.maxRetries ?? 2,
      timeout,
      signal: config.signal,
      onUnauthorized: defaults.onUnauthorized,
      resendable: !(typeof ReadableStream !== "undefined" && first.body instanceof ReadableStream),
    },
    (request, signal) => {
      const attempt = timedByLoop ? { ...config, signal, timeout: 0 } : { ...config, signal };
      const sent = sendXiorAttempt(http, request, style, attempt);
      url = sent.url;
      return sent.response;
    },
    (failure) => answerOfXiorFailure(failure, url),
  );
}

/**
 * The instance's base URL as xior merges it: its `defaults` over the options it was created with (the
 * generated `xior.create({ baseURL })`).
 */
function instanceBaseUrl(http: XiorInstance): string | undefined {
  return http.defaults.baseURL ?? http.config?.baseURL;
}

/**
 * What a failed attempt says to the retry loop: the answer of a `XiorError` that has one; a connection error
 * (fetch's `TypeError`, unless the environment could not resolve `url`) or xior's own timeout; or nothing a
 * retry would change.
 */
function answerOfXiorFailure(failure: unknown, url: string): AttemptAnswer | undefined {
  const response = failedResponse(failure);
  if (response) return { status: response.status, header: (name) => response.headers.get(name) };
  const connection = failure instanceof TypeError && !isUnresolvedUrl(failure, url);
  return connection || (failure instanceof Error && failure.name === "XiorTimeoutError")
    ? NO_ANSWER
    : undefined;
}

/** One attempt of `sendXiorRequest`, and the URL it is sent to. */
function sendXiorAttempt(
  http: XiorInstance,
  request: RequestDescriptor,
  style: QueryStyle,
  config: XiorRequestConfig,
): { response: Promise<XiorResponse>; url: string } {
  let requestConfig: ReturnType<typeof xiorRequestConfig>;
  try {
    requestConfig = xiorRequestConfig(request, style, config, instanceBaseUrl(http));
  } catch (error) {
    // A request that cannot be made (a path value that is a dot segment) rejects like one that failed.
    return { response: Promise.reject(error), url: "" };
  }
  const baseUrl = requestConfig.baseURL ?? instanceBaseUrl(http) ?? "";
  const url = baseUrl + requestConfig.url;
  const response = http.request(requestConfig).then(
    (response): XiorResponse => ({
      ...response,
      data: revived(request, xiorData(response.data, responseDecodingOf(request)), response.status),
    }),
    (error: unknown) => {
      const response = failedResponse(error);
      if (response && !isFailureStatus(response.status)) {
        restateFailedSuccess(error as Error, request, response.status, response.statusText);
      } else if (response) {
        const body = parseJsonIfLabelled(response.data, response.headers.get("content-type"));
        response.data = revivedFailure(request, response.status, body);
        // The typed view (`ApiFailure`) reads `status` and `body` on xior's own error, which stays as it is.
        Object.assign(error as object, { status: response.status, body: response.data });
        restateFailure(error as Error, request, response.status, response.statusText);
      }
      throw explainUnresolvedUrl(error, request, "http.defaults.baseURL", baseUrl, url, style);
    },
  );
  return { response, url };
}

/**
 * The operation's request as xior config; per-call options win (a per-call `baseURL` over the operation's
 * server, which resolves against the instance's `baseURL`), and their headers are merged over ours.
 */
export function xiorRequestConfig(
  request: RequestDescriptor,
  style: QueryStyle,
  config: XiorRequestConfig | undefined,
  clientBaseUrl?: string,
): XiorRequestConfig {
  const { body, contentType } = encodeBody(request);
  const headers = new Headers(requestHeaders(request, contentType));
  // xior merges header objects by exact name, so the caller's headers are matched case-insensitively here.
  for (const [name, value] of Object.entries(headerValues(config?.headers))) headers.set(name, value);
  return {
    method: request.method,
    // The query written into the URL, not handed over as `params`: xior merges `params` into a new object by
    // assignment, which drops a parameter named `__proto__` or `constructor`.
    url: buildUrl("", expandPath(request), request.query, style, request.styles),
    ...(request.server === undefined ? {} : { baseURL: callBaseUrl(clientBaseUrl ?? "", request) }),
    // For `params` the caller's own config may add.
    paramsSerializer: (params: Record<string, unknown>) => serializeQuery(params, style, request.styles),
    responseType: XIOR_RESPONSE_TYPES[responseDecodingOf(request)],
    // xior turns URLSearchParams back into an object and re-encodes it with `paramsSerializer`: send text.
    ...(body === undefined ? {} : { data: body instanceof URLSearchParams ? body.toString() : body }),
    ...config,
    headers: headerRecord(headers),
  };
}

/** xior wants a plain object: it spreads and merges `headers`, which would lose a `Headers` instance. */
function headerRecord(headers: Headers): Record<string, string> {
  const entries: [string, string][] = [];
  headers.forEach((value, name) => {
    entries.push([name, value]);
  });
  // Own properties whatever the name (`__proto__` is a valid header name).
  return Object.fromEntries(entries);
}

/** A success body as the operation declares it: an empty or void body is `undefined`. */
export function xiorData(data: unknown, decoding: ResponseDecoding): unknown {
  return decoding === "void" || (decoding === "json" && data === "") ? undefined : data;
}

/** The response carried by a rejection (`XiorError`), if the server answered at all. */
function failedResponse(error: unknown): XiorResponse | undefined {
  const response: unknown = error instanceof Error && "response" in error ? error.response : undefined;
  return response instanceof Object && "headers" in response && response.headers instanceof Headers
    ? (response as XiorResponse)
    : undefined;
}
