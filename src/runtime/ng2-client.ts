/**
 * Runtime of the `ng2` template (Angular `HttpClient`), spliced into generated clients after
 * request-parts.ts. Imports are dropped when spliced (the template writes the generated file's own);
 * they exist so this file type-checks and can be tested on its own.
 *
 * The query string is built here rather than with `HttpParams`: `HttpParams` re-encodes keys and values
 * its own way, and the spec's `allowDots` × `arrayFormat` matrix must reach the server exactly.
 */
import {
  type HttpClient,
  HttpErrorResponse,
  HttpHeaders,
  type HttpResourceRef,
  type HttpResourceRequest,
  type HttpResponse,
  httpResource,
} from "@angular/common/http";
import { computed, InjectionToken, type Injector, type Signal, untracked } from "@angular/core";
import { catchError, firstValueFrom, map, Observable } from "rxjs";
import type { AnyMethod, ErrorStatus, Fails, FailureOf, HttpFailure } from "./errors.js";
import { buildUrl, callBaseUrl, expandPath, requestHeaders } from "./request-parameters.js";
import {
  encodeBody,
  parseJsonIfLabelled,
  type QueryStyle,
  type RequestDescriptor,
  type ResponseDecoding,
  responseDecodingOf,
  restateFailure,
  revived,
  revivedFailure,
} from "./request-parts.js";
import { type AttemptAnswer, NO_ANSWER, sendWithRetries } from "./retries.js";

/** One documented failure: Angular's own `HttpErrorResponse`, its `status` and decoded `body` typed. */
export type ApiFailure<Status extends number, Body, Except extends number = never> = HttpFailure<
  HttpErrorResponse,
  Status,
  Body,
  Except
>;

/**
 * Whether `error` is the rejection of a failure response (an `HttpErrorResponse` with a status), typed by
 * `method`'s description: `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.
 */
export function isApiError<Method extends AnyMethod>(
  error: unknown,
  _method: Method,
): error is FailureOf<ReturnType<Method>, ApiFailure<ErrorStatus, unknown>> {
  return error instanceof HttpErrorResponse && error.status !== 0 && "body" in error;
}

// Typed, not inferred: the file then compiles under `isolatedDeclarations` too.
/** Provide it to point every client of this file at another server: `{ provide: BASE_URL, useValue: '...' }`. */
export const BASE_URL: InjectionToken<string> = new InjectionToken<string>("BASE_URL");

/** The full response (`responseShape: full`): decoded body, Angular's headers, status. */
export interface APIResponse<T> {
  data: T;
  headers: HttpHeaders;
  status: number;
  /** The URL the answer came from, after redirects. */
  url: string;
}

/**
 * Angular's own options of `HttpClient.request` as the installed Angular declares them: the options of its
 * last overload (the one for a response type not known statically), which is the overload `Parameters`
 * reads. Derived rather than imported: Angular names this type (`HttpRequestOptions`) only from 22, and
 * each major has its own set (20 lacks `referrerPolicy`, 22 adds `reportUploadProgress`, ...).
 */
type AngularRequestOptions = NonNullable<Parameters<HttpClient["request"]>[2]>;

/**
 * Per-call options: Angular's own request options, less what each operation decides itself (body, query
 * parameters, what to observe, response type, progress events). Headers given here win over the operation's;
 * `baseUrl` sends the one call elsewhere.
 */
export type HttpCallOptions = Omit<
  AngularRequestOptions,
  | "body"
  | "headers"
  | "observe"
  | "params"
  | "responseType"
  | "reportProgress"
  | "reportUploadProgress"
  | "reportDownloadProgress"
> & {
  headers?: HttpHeaders | Record<string, string | string[]>;
  /** Sends this one call elsewhere: wins over the operation's server and `BASE_URL`. */
  baseUrl?: string;
  /** This call's `maxRetries` (see `ClientDefaults`). */
  maxRetries?: number;
};

/** What every call of this file's clients starts from, besides what the application provides (`BASE_URL`). */
export interface ClientDefaults {
  /**
   * How often a call is sent again after a connection error, a timeout or a `408`, `429`, `502`, `503` or
   * `504`, where that is safe (an idempotent method, or an idempotency key). Default 2; `0`: never.
   */
  maxRetries?: number;
  /**
   * Milliseconds one attempt may take, Angular's own `timeout` option, where a call gives none. Default 60000;
   * `0`: no limit.
   */
  timeout?: number;
  /**
   * Called when a call is answered `401`; resolve `true` once the credentials are refreshed, and the call is
   * sent once more with them read again. Calls answered `401` while it runs wait for the same call of it.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
}

/**
 * Sends one request through `HttpClient` and emits the full response; sent again where retries.ts allows, and
 * once more after `onUnauthorized` refreshed the credentials. Nothing is sent until subscription; unsubscribing
 * cancels the running attempt and any wait. Non-2xx responses error with Angular's `HttpErrorResponse`, whose
 * `error` is the decoded body.
 */
export function sendRequest(
  http: HttpClient,
  baseUrl: string,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callOptions: HttpCallOptions | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
): Observable<APIResponse<any>> {
  // An `object` and an `any` body so that generated methods are cheap to type-check (see RequestDescriptor).
  const first = descriptor as RequestDescriptor;
  const { maxRetries, timeout, ...options } = callOptions ?? {};
  const attemptOptions = { ...options, ...attemptTimeout(defaults, timeout) };
  return new Observable((subscriber) => {
    const unsubscribed = new AbortController();
    sendWithRetries(
      first,
      {
        maxRetries: maxRetries ?? defaults.maxRetries ?? 2,
        // Each attempt's time limit is Angular's own `timeout`.
        timeout: 0,
        signal: unsubscribed.signal,
        onUnauthorized: defaults.onUnauthorized,
        resendable: true,
      },
      (request, signal) => {
        const attempt = sendAttempt(http, baseUrl, request, style, attemptOptions);
        return new Promise<APIResponse<unknown>>((resolve, reject) => {
          const subscription = attempt.subscribe({ next: resolve, error: reject });
          signal.addEventListener("abort", () => subscription.unsubscribe());
        });
      },
      answerOfAngularFailure,
    ).then(
      (response) => {
        subscriber.next(response);
        subscriber.complete();
      },
      (error: unknown) => subscriber.error(error),
    );
    return () => unsubscribed.abort();
  });
}

/**
 * Angular's `timeout` option of one attempt: the call's, else the defaults', else a minute. Angular refuses a
 * `timeout` of 0: no limit is no option.
 */
function attemptTimeout(defaults: ClientDefaults, timeout: number | undefined): { timeout?: number } {
  const limit = timeout ?? defaults.timeout ?? 60_000;
  return limit > 0 ? { timeout: limit } : {};
}

/**
 * What a failed attempt says to the retry loop: an `HttpErrorResponse`'s answer, or its status `0` (no answer:
 * a connection error, Angular's `timeout`); or nothing a retry would change.
 */
function answerOfAngularFailure(failure: unknown): AttemptAnswer | undefined {
  if (!(failure instanceof HttpErrorResponse)) return undefined;
  return failure.status === 0
    ? NO_ANSWER
    : { status: failure.status, header: (name) => failure.headers.get(name) };
}

/** One attempt of `sendRequest`. */
function sendAttempt(
  http: HttpClient,
  baseUrl: string,
  request: RequestDescriptor,
  style: QueryStyle,
  callOptions: Omit<HttpCallOptions, "maxRetries">,
  // biome-ignore lint/suspicious/noExplicitAny: see sendRequest
): Observable<APIResponse<any>> {
  const { baseUrl: perCall, headers: callHeaders, ...options } = callOptions;
  const { url, headers, body } = wireRequest(baseUrl, request, style, perCall, callHeaders);
  const init = { ...options, headers, body, observe: "response" as const };
  return requestWithDecoding(http, request.method, url, init, responseDecodingOf(request)).pipe(
    catchError((error: unknown) => rethrowWithDecodedBody(error, request)),
    map((response) => ({
      data:
        responseDecodingOf(request) === "void" || withoutContent(response)
          ? undefined
          : revived(request, response.body, response.status),
      headers: response.headers,
      status: response.status,
      url: response.url ?? url,
    })),
  );
}

/**
 * What one request puts on the wire, as `HttpClient.request` and `httpResource` both take it: the URL (base,
 * path and query as the descriptor and the query style say), the headers (the call's over the operation's) and
 * the encoded body. Every send of the file builds its request here: a resource sends what its method does.
 */
function wireRequest(
  baseUrl: string,
  request: RequestDescriptor,
  style: QueryStyle,
  perCall: string | undefined,
  callHeaders: HttpCallOptions["headers"],
): { method: string; url: string; headers: HttpHeaders; body: unknown } {
  const { body, contentType } = encodeBody(request);
  const base = callBaseUrl(baseUrl, request, perCall);
  return {
    method: request.method,
    url: buildUrl(base, expandPath(request), request.query, style, request.styles),
    headers: httpHeaders(request, contentType, callHeaders),
    body: body ?? null,
  };
}

/**
 * An operation's resource (`showPetByIdResource`): Angular's `HttpResourceRef` of the decoded success body, whose
 * `error()` is typed like the operation's failures: a failure response is the `HttpErrorResponse` with its
 * `status` and decoded `body`, as the operation's Observable errors with (tell them apart with `isApiError`);
 * any other error (no answer, a body that does not parse or validate) is an `Error` of another kind.
 */
export type ApiResource<T, Failure = ApiFailure<ErrorStatus, unknown>> = {
  // First: a call of `error()` takes the first signature of the intersection's.
  readonly error: Signal<Failure | Error | undefined>;
} & HttpResourceRef<T | undefined> &
  Fails<Failure>;

/**
 * Per-resource options: Angular's own options of a resource's request (`context`, `withCredentials`,
 * `transferCache`, `timeout`, ...) less what each operation decides itself (method, URL, query, body), the
 * headers and base URL as `HttpCallOptions` takes them, and the injector to create the resource with outside
 * an injection context.
 */
export type ResourceOptions = Omit<HttpResourceRequest, "url" | "method" | "params" | "body" | "headers"> & {
  headers?: HttpHeaders | Record<string, string | string[]>;
  /** Sends this resource's requests elsewhere: wins over the operation's server and `BASE_URL`. */
  baseUrl?: string;
  /** Where `httpResource` is created outside an injection context (a component's constructor or field). */
  injector?: Injector;
};

/**
 * `httpResource` over one operation: whenever the signals `args` reads change, the request `describe` makes of
 * its values, put on the wire as the operation's method sends it (`wireRequest`); idle (nothing sent) while
 * `args` returns `undefined`. The success body is read as the method reads it (JSON, or text with `decoding`)
 * and revived; a failure response's error gets the method's decoded `body` and message. Unlike the method, a
 * resource is sent once: no retries and no `onUnauthorized` (`reload()` sends it again).
 */
export function operationResource(
  baseUrl: string,
  defaults: ClientDefaults,
  args: () => unknown,
  // Not generic, like the senders: the calling method declares what `args` gives (see RequestDescriptor).
  // biome-ignore lint/suspicious/noExplicitAny: the method's own `args` type holds, destructured here
  describe: (args: any) => object,
  style: QueryStyle,
  options: ResourceOptions | undefined,
  decoding: "json" | "text" = "json",
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body and failure types
): ApiResource<any, any> {
  const { baseUrl: perCall, headers: callHeaders, injector, timeout, ...requestOptions } = options ?? {};
  // What the revivers and the failure message read: the operation's, the same for every request it makes.
  let operation: RequestDescriptor | undefined;
  const request = (): HttpResourceRequest | undefined => {
    const values = args();
    if (values === undefined) return undefined;
    operation = describe(values) as RequestDescriptor;
    return {
      ...requestOptions,
      ...attemptTimeout(defaults, timeout),
      ...wireRequest(baseUrl, operation, style, perCall, callHeaders),
    };
  };
  const parse = (raw: unknown): unknown => {
    // Angular states the status before it parses the body.
    const status = untracked(resource.statusCode) ?? 200;
    return status === 204 || status === 205 || operation === undefined
      ? undefined
      : revived(operation, raw, status);
  };
  const resource =
    decoding === "text"
      ? httpResource.text(request, { parse, ...(injector ? { injector } : {}) })
      : httpResource(request, { parse, ...(injector ? { injector } : {}) });
  const angularError = resource.error;
  const error = computed(() => {
    const failure = angularError();
    return failure instanceof HttpErrorResponse && failure.status !== 0 && operation !== undefined
      ? withDecodedBody(failure, operation, failure.error)
      : failure;
  });
  // The resource's own `error`, read by its other signals too, is the failure as the method gives it.
  Object.defineProperty(resource, "error", { value: error });
  return resource as ApiResource<unknown, unknown>;
}

/** A page of a paged call (`listXPages`): its answer as the promise runtime `walkPages` awaits. */
// biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
export function pageAnswer(answers: Observable<APIResponse<any>>): Promise<APIResponse<any>> {
  return firstValueFrom(answers);
}

/**
 * An answer without content: `204`, `205`, or an empty JSON body, which `HttpClient` reads as `null` (a JSON
 * `null` has a length). Every client resolves it to `undefined`.
 */
function withoutContent(response: HttpResponse<unknown>): boolean {
  return (
    response.status === 204 ||
    response.status === 205 ||
    (response.body === null && response.headers.get("content-length") === "0")
  );
}

type ResponseInit = Omit<HttpCallOptions, "headers" | "baseUrl" | "maxRetries"> & {
  headers: HttpHeaders;
  body: unknown;
  observe: "response";
};

/** One `HttpClient.request` overload per response type: Angular types the body by the literal it is given. */
function requestWithDecoding(
  http: HttpClient,
  method: string,
  url: string,
  init: ResponseInit,
  decoding: ResponseDecoding,
): Observable<HttpResponse<unknown>> {
  switch (decoding) {
    case "json":
      return http.request<unknown>(method, url, { ...init, responseType: "json" });
    case "binary":
      return http.request(method, url, { ...init, responseType: "blob" });
    default:
      // `void` is read as text too: an unexpected body must not fail JSON parsing of an empty response.
      return http.request(method, url, { ...init, responseType: "text" });
  }
}

/**
 * The operation's headers, cookies and content type, then the per-call headers over them. (Browsers drop
 * a `Cookie` header set by script and send their own cookies; servers and tests get it.)
 */
function httpHeaders(
  request: RequestDescriptor,
  contentType: string | undefined,
  extra: HttpCallOptions["headers"],
): HttpHeaders {
  let headers = new HttpHeaders(requestHeaders(request, contentType));
  if (extra instanceof HttpHeaders) {
    for (const name of extra.keys()) headers = headers.set(name, extra.getAll(name) ?? []);
  } else if (extra !== undefined) {
    for (const [name, value] of Object.entries(extra)) headers = headers.set(name, value);
  }
  return headers;
}

/**
 * Angular decodes an error body per the request's response type, so the error of a text or binary
 * operation would carry raw text or a `Blob`. Rethrows an `HttpErrorResponse` whose body is decoded like
 * a JSON operation's (parsed when the response says it is JSON, else text) and whose message names the
 * operation (`GET /pets/{petId}: HTTP 404 Not Found`).
 */
async function rethrowWithDecodedBody(error: unknown, request: RequestDescriptor): Promise<never> {
  if (!(error instanceof HttpErrorResponse) || error.status === 0) throw error;
  const raw: unknown = error.error;
  throw withDecodedBody(error, request, raw instanceof Blob ? await raw.text() : raw);
}

/**
 * The failure as the file's calls give it: `error` with its body (`raw`: text, or what Angular parsed) decoded
 * like a JSON operation's and revived, as `body`, and a message that names the operation.
 */
function withDecodedBody(
  error: HttpErrorResponse,
  request: RequestDescriptor,
  raw: unknown,
): HttpErrorResponse & { body: unknown } {
  const decoded = parseJsonIfLabelled(raw, error.headers.get("Content-Type"));
  const body = revivedFailure(request, error.status, decoded);
  const failure =
    body === error.error
      ? error
      : new HttpErrorResponse({
          error: body,
          headers: error.headers,
          status: error.status,
          statusText: error.statusText,
          ...(error.url === null ? {} : { url: error.url }),
        });
  // Angular's message names the URL sent, with the caller's values in it; ours names the operation.
  restateFailure(failure, request, error.status, error.statusText);
  // The typed view (`ApiFailure`) reads `body` next to Angular's own `error`.
  return Object.assign(failure, { body });
}
