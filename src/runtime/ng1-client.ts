/**
 * Runtime of the `ng1` template (AngularJS `$http`), spliced into generated clients after
 * request-parts.ts. Only type imports from 'angular': the generated module never touches the `angular`
 * global, the `$http` service is injected into each client class. Imports are dropped when spliced (the
 * template writes the generated file's own); they exist so this file type-checks on its own.
 *
 * The query string is built here rather than with `$http`'s `params`: its serializer has its own array
 * and object rules, and the spec's `allowDots` × `arrayFormat` matrix must reach the server exactly.
 */
import type {
  IHttpHeadersGetter,
  IHttpResponse,
  IHttpService,
  IModule,
  IPromise,
  IRequestShortcutConfig,
} from "angular";
import type { AnyMethod, ErrorStatus, FailureOf, HttpFailure } from "./errors.js";
import { buildUrl, callBaseUrl, expandPath, requestHeaders } from "./request-parameters.js";
import {
  type EncodedBody,
  encodeBody,
  failureMessage,
  parseJsonIfLabelled,
  type QueryStyle,
  type RequestDescriptor,
  type ResponseDecoding,
  responseDecodingOf,
  revived,
  revivedFailure,
} from "./request-parts.js";
import { type AttemptAnswer, NO_ANSWER, sendWithRetries } from "./retries.js";

/**
 * One documented failure: `$http`'s own response object, its `status` and decoded `body` (also `data`) typed,
 * and a `message` naming the operation (`GET /pets/{petId}: HTTP 404 Not Found`).
 */
export type ApiFailure<Status extends number, Body, Except extends number = never> = HttpFailure<
  IHttpResponse<Body> & { readonly message: string },
  Status,
  Body,
  Except
>;

/**
 * Whether `error` is the rejection of a failure response (`$http`'s response object), typed by `method`'s
 * description: `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.
 */
export function isApiError<Method extends AnyMethod>(
  error: unknown,
  _method: Method,
): error is FailureOf<ReturnType<Method>, ApiFailure<ErrorStatus, unknown>> {
  return isHttpResponse(error) && error.status >= 300 && "body" in error;
}

/** What every call starts from; set `clientDefaults.baseUrl` at start-up to point the clients elsewhere. */
export interface ClientDefaults {
  baseUrl: string;
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

/**
 * Per-call options: `$http`'s own (a `timeout` in milliseconds limits each attempt; a `timeout` promise
 * cancels the call), `baseUrl` to send this one call elsewhere than the operation's server and
 * `clientDefaults.baseUrl`, and this call's `maxRetries` (see `ClientDefaults`).
 */
export type HttpCallConfig = IRequestShortcutConfig & { baseUrl?: string; maxRetries?: number };

/** The full response (`responseShape: full`): decoded body, `$http`'s header getter, status. */
export interface APIResponse<T> {
  data: T;
  headers: IHttpHeadersGetter;
  status: number;
  /** The URL the call was sent to. */
  url: string;
}

/** A client class as AngularJS instantiates it: `$inject` names what its constructor receives. */
interface ClientService {
  new (...services: never[]): object;
  readonly $inject: readonly string[];
}

/** Every generated client class under its service name, filled as the classes are declared. */
const clientServices: [name: string, service: ClientService][] = [];

/** Called once per generated client class, right after its declaration. */
// biome-ignore lint/correctness/noUnusedVariables: only the generated code calls it.
function addClientService(name: string, service: ClientService): void {
  clientServices.push([name, service]);
}

/** Registers every client of this file as a service: `registerClients(angular.module('app', []))`. */
export function registerClients(module: IModule): IModule {
  for (const [name, service] of clientServices) module.service(name, service);
  return module;
}

/**
 * Sends one request through `$http` and resolves to the full response; sent again where retries.ts allows, and
 * once more after `onUnauthorized` refreshed the credentials. A `timeout` promise in `config` cancels it (the
 * running attempt and any wait). Non-2xx responses reject with `$http`'s own response object, `data` holding
 * the decoded body.
 */
export function sendRequest(
  $http: IHttpService,
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callConfig: HttpCallConfig | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
): IPromise<APIResponse<any>> {
  // An `object` and an `any` body so that generated methods are cheap to type-check (see RequestDescriptor).
  const request = descriptor as RequestDescriptor;
  const { maxRetries, ...config } = callConfig ?? {};
  // A `timeout` promise is a cancel: it ends the waits between attempts too.
  const cancelled = new AbortController();
  const { timeout } = config;
  if (typeof timeout === "object" && timeout !== null)
    timeout.then(() => cancelled.abort(new Error("cancelled")));
  // The result is handed back through the first attempt's `$q` promise, which adopts the loop's: digest-aware
  // like every `$http` call. The loop calls the first attempt before it awaits anything.
  let firstAttempt: IPromise<unknown> | undefined;
  let refusal: { error: unknown } | undefined;
  const sent = sendWithRetries(
    request,
    {
      maxRetries: maxRetries ?? defaults.maxRetries ?? 2,
      // Each attempt's time limit is `$http`'s own `timeout`.
      timeout: 0,
      signal: cancelled.signal,
      onUnauthorized: defaults.onUnauthorized,
      resendable: true,
    },
    (attempt) => {
      try {
        const answer = sendAttempt($http, defaults.baseUrl, attempt, style, config);
        firstAttempt ??= answer;
        return Promise.resolve(answer);
      } catch (error) {
        refusal ??= firstAttempt === undefined ? { error } : undefined;
        throw error;
      }
    },
    answerOfHttpRejection,
  );
  if (firstAttempt === undefined) {
    // A request that cannot be made (a path value that is a dot segment) throws at once, unsent.
    sent.catch(() => undefined);
    throw refusal?.error;
  }
  const adopt = () => sent;
  return firstAttempt.then(adopt, adopt);
}

/**
 * What a failed attempt says to the retry loop: a rejection with an answer (its status, its header getter);
 * one without (status `-1`) that timed out or met a network error; or nothing a retry would change (a cancel).
 */
function answerOfHttpRejection(rejection: unknown): AttemptAnswer | undefined {
  if (!isHttpResponse(rejection)) return undefined;
  if (rejection.status >= 300) return { status: rejection.status, header: (name) => rejection.headers(name) };
  const { xhrStatus } = rejection as { xhrStatus?: string };
  return rejection.status === -1 && xhrStatus !== "abort" ? NO_ANSWER : undefined;
}

/** One attempt of `sendRequest`. */
function sendAttempt(
  $http: IHttpService,
  baseUrl: string,
  request: RequestDescriptor,
  style: QueryStyle,
  callConfig: Omit<HttpCallConfig, "maxRetries">,
  // biome-ignore lint/suspicious/noExplicitAny: see sendRequest
): IPromise<APIResponse<any>> {
  const { body, contentType } = encodeBody(request);
  const decoding = responseDecodingOf(request);
  const { baseUrl: perCall, ...config } = callConfig;
  const base = callBaseUrl(baseUrl, request, perCall);
  return $http<unknown>({
    ...config,
    method: request.method,
    url: buildUrl(base, expandPath(request), request.query, style, request.styles),
    headers: { ...operationHeaders(request, contentType, body !== undefined), ...config.headers },
    data: asHttpData(body),
    ...decodingConfig(decoding),
  }).then(
    (response) => ({
      data:
        decoding === "void" || withoutContent(response, decoding)
          ? undefined
          : revived(request, response.data, response.status),
      headers: response.headers,
      status: response.status,
      url: response.config.url,
    }),
    (rejection: unknown) => rejectWithDecodedData(rejection, request),
  );
}

/**
 * An answer without content: `204`, `205`, or an empty JSON body, which `$http` leaves as `""`. Every client
 * resolves it to `undefined`.
 */
function withoutContent(response: IHttpResponse<unknown>, decoding: ResponseDecoding): boolean {
  const { status, data } = response;
  return status === 204 || status === 205 || (decoding === "json" && data === "");
}

/**
 * The operation's headers, cookies and content type. (Browsers drop a `Cookie` header set by script and
 * send their own cookies; servers and tests get it.) With a body but no content type of ours
 * (multipart), `Content-Type: undefined` stops `$http` adding its JSON default, so the browser writes the
 * multipart boundary.
 */
function operationHeaders(
  request: RequestDescriptor,
  contentType: string | undefined,
  hasBody: boolean,
): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = requestHeaders(request, contentType);
  if (hasBody && contentType === undefined) headers["Content-Type"] = undefined;
  return headers;
}

/**
 * `$http` JSON-encodes every object that is not a `Blob`, `File` or `FormData`, so the other bodies are
 * handed over in a form it passes through untouched: form fields as a string, raw bytes as a `Blob`.
 */
function asHttpData(body: EncodedBody | undefined): unknown {
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return new Blob([body]);
  return body;
}

/**
 * How the response body is read. Text must skip `$http`'s default transform, which parses anything that
 * looks like JSON; binary is read by the browser as a `Blob`; JSON keeps `$http`'s own parsing.
 */
function decodingConfig(decoding: ResponseDecoding): IRequestShortcutConfig {
  if (decoding === "text") return { transformResponse: (data: unknown) => data };
  if (decoding === "binary") return { responseType: "blob" };
  return {};
}

/**
 * A text or binary operation's error body arrives as text or a `Blob`; it is decoded like a JSON
 * operation's (parsed when the response says it is JSON, else text). The rejection stays `$http`'s
 * response object, with a `message` naming the operation, which AngularJS shows for an unhandled
 * rejection. Returns a rejected promise, which `$q` adopts.
 */
async function rejectWithDecodedData(rejection: unknown, request: RequestDescriptor): Promise<never> {
  // Status -1: no response (aborted, network failure).
  if (!isHttpResponse(rejection) || rejection.status < 300) throw rejection;
  const raw = rejection.data;
  const decoded =
    typeof raw === "string" || raw instanceof Blob
      ? parseJsonIfLabelled(
          typeof raw === "string" ? raw : await raw.text(),
          rejection.headers("Content-Type"),
        )
      : raw;
  const body = revivedFailure(request, rejection.status, decoded);
  throw {
    ...rejection,
    data: body,
    body,
    message: failureMessage(rejection.status, rejection.statusText, request),
  };
}

function isHttpResponse(value: unknown): value is IHttpResponse<unknown> {
  return typeof value === "object" && value !== null && "status" in value && "headers" in value;
}
