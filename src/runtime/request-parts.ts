/**
 * Runtime helpers spliced into generated clients (this file is parsed and its statements copied, so it
 * must stay self-contained: no imports, only standard web APIs). They are also unit-tested directly.
 * Here: the request descriptor and what every call passes with it, the message of a failure, and the body
 * as sent; each parameter as sent, and the URL, are request-parameters.ts'.
 */

export type ArrayFormat = "repeat" | "brackets" | "indices";

/** Said once per generated module and passed by every call: how the query is written, and more the calls share. */
export interface QueryStyle {
  allowDots: boolean;
  arrayFormat: ArrayFormat;
  /**
   * The description's first server as the error of an unresolvable URL suggests it (`servers[0].url
   * ('https://api.example.com')`); absent when the description lists no servers. It travels here because
   * this is the one value every call already passes, so it is said once rather than per operation.
   */
  serverExample?: string;
}

/**
 * How one operation's request is put together; built by generated methods, read by the senders.
 *
 * Senders take it as a plain `object` and are not generic: the method's declared return type, not the call,
 * states the body type (the runtime cannot check a body against it either way). Checking each method's
 * descriptor literal against this interface, and a generic call per method, made every consumer's build
 * measurably slower (bench/HISTORY.md, "Measurements behind the code"). Only the generator writes
 * descriptors; the runtime tests send each field they can hold to a live server.
 */
export interface RequestDescriptor {
  method: string;
  /** The path as the description writes it: `/pets/{petId}`. */
  path: string;
  /**
   * The operation's own server, where its description sends it elsewhere than the client's base URL
   * (`https://files.example.com`): see `callBaseUrl` (request-parameters.ts).
   */
  server?: string | undefined;
  /**
   * Path parameter values, substituted into `path` by `expandPath` (request-parameters.ts): a list in the
   * order the path's placeholders first appear, which name them, or by name where the placeholders are not
   * exactly the operation's path parameters.
   */
  pathParams?: readonly unknown[] | Record<string, unknown> | undefined;
  // `| undefined` so generated code compiles under exactOptionalPropertyTypes when an argument is optional.
  query?: Record<string, unknown> | undefined;
  headers?: Record<string, unknown> | undefined;
  cookies?: Record<string, unknown> | undefined;
  /**
   * Writers of the parameters that state their serialization (`style`/`explode`): generated, with the
   * runtime of parameter-styles.ts, only for operations that have such parameters.
   */
  styles?: ParameterWriters | undefined;
  body?: unknown;
  /**
   * How `body` goes on the wire: one of the encoders below (`multipartBody`, ...), named by the operations
   * that need it so a bundle holds only the encoders its calls use; absent: JSON.
   */
  bodyEncoding?: BodyEncoder | undefined;
  /** The `Content-Type` to state; absent: the encoding's own (`application/json` for JSON). */
  contentType?: string | undefined;
  /** How the success body is read; absent: JSON, which generated code leaves unsaid. */
  responseDecoding?: ResponseDecoding | undefined;
  /**
   * Generated per operation whose success body holds dates (`dateFormat: "Date"`): turns the decoded body's
   * date strings into `Date`s; with `validateResponses`, also checks it. Every sender applies it, with the
   * response's status ({@link revived}).
   */
  revive?: ((body: unknown, status: number) => unknown) | undefined;
  /** Generated per operation whose documented failure bodies hold dates: revives the body of a failure. */
  reviveError?: ((status: number, body: unknown) => unknown) | undefined;
  /** Generated per operation whose request body holds `format: date` values: writes them as `YYYY-MM-DD`. */
  formatBody?: ((body: unknown) => unknown) | undefined;
  /** Why the call is refused before anything is sent (an argument its schema rejects): see `expandPath`. */
  refusal?: Error | undefined;
  /**
   * The header of the operation's idempotency key (`Idempotency-Key`), where it declares one, and the key made
   * for this call (`newIdempotencyKey()`): the sender sends it where the caller gives none, the same on every
   * attempt, and retries the call whatever its method (retries.ts).
   */
  idempotencyKey?: readonly [header: string, key: string] | undefined;
  /** The credentials applied again, read anew (after `onUnauthorized`); set by `withCredentials` (security.ts). */
  reauthorize?: (() => Promise<object>) | undefined;
  /** The success body is read after the call resolves (a stream): the caller's signal stays linked to it. */
  streamsBody?: boolean | undefined;
}

export type ResponseDecoding = "json" | "text" | "binary" | "void";

/** How a request's success body is read: JSON unless its descriptor says otherwise. */
export function responseDecodingOf(request: RequestDescriptor): ResponseDecoding {
  return request.responseDecoding ?? "json";
}

/**
 * Each writer returns one parameter as sent (a query part `a=1&a=2`, a path segment, a header or cookie
 * value), or undefined for a parameter that states nothing, which the defaults here write.
 */
export interface ParameterWriters {
  path(name: string, value: unknown): string | undefined;
  query(name: string, value: unknown, style: QueryStyle): string | undefined;
  header(name: string, value: unknown): string | undefined;
  cookie(name: string, value: unknown): string | undefined;
}

/** A decoded success body with its dates revived, where the operation's description has dates. */
export function revived(request: RequestDescriptor, data: unknown, status: number): unknown {
  return request.revive === undefined || data === undefined ? data : request.revive(data, status);
}

/** A decoded failure body with its dates revived, where the response of that status has dates. */
export function revivedFailure(request: RequestDescriptor, status: number, body: unknown): unknown {
  return request.reviveError === undefined || body === undefined ? body : request.reviveError(status, body);
}

/**
 * How the failure response of an operation reads: `GET /pets/{petId}: HTTP 404 Not Found`. The path is the
 * description's template, never the URL sent, so that a logged error holds none of the caller's values (IDs,
 * query values, API keys in the query).
 */
export function failureMessage(
  status: number,
  statusText: string,
  route?: Pick<RequestDescriptor, "method" | "path">,
): string {
  return `${route ? `${route.method} ${route.path}: ` : ""}HTTP ${status}${statusText ? ` ${statusText}` : ""}`;
}

/**
 * Gives a library's own error of a failure response the message of {@link failureMessage}: the library's
 * names no operation (axios: `Request failed with status code 404`) or names the URL sent (Angular). A stack
 * already written begins with the old message, which is replaced there too.
 */
export function restateFailure(
  error: { message: string; stack?: string | undefined },
  route: RequestDescriptor,
  status: number,
  statusText: string,
): void {
  restate(error, failureMessage(status, statusText, route));
}

/** Whether a status is one of the API's failures (`ErrorStatus`: 3xx, 4xx, 5xx), which a call rejects with. */
export function isFailureStatus(status: number): boolean {
  return status >= 300;
}

/**
 * Gives a library's rejection of a success response (a body its strict JSON parsing refused or too large for
 * a string, a `validateStatus` that refuses it) a message that names the operation and keeps the library's
 * reason: `GET /big: the HTTP 200 OK response failed: Unexpected token ...`. It is no `ApiFailure`: the server
 * did not fail, and `isApiError` says no.
 */
export function restateFailedSuccess(
  error: { message: string; stack?: string | undefined },
  route: RequestDescriptor,
  status: number,
  statusText: string,
): void {
  restate(
    error,
    `${route.method} ${route.path}: the ${failureMessage(status, statusText)} response failed: ${error.message}`,
  );
}

/** A new message, in the stack too (whose first line is the old one). */
function restate(error: { message: string; stack?: string | undefined }, message: string): void {
  if (error.stack) error.stack = error.stack.replace(error.message, message);
  error.message = message;
}

/**
 * The body of a response that resolves to `{ data }`, typed by the method that returns it (see
 * `RequestDescriptor`). A plain function on purpose: every consumer build checks it far faster than
 * `.then((response) => response.data)`, whose overloads and callback are inferred anew for each method.
 */
// biome-ignore lint/suspicious/noExplicitAny: the calling method's return type states the body type
export async function bodyOf(response: Promise<{ data: unknown }>): Promise<any> {
  return (await response).data;
}

/** A body as the server labelled it: text whose content type says JSON is parsed; anything else is kept. */
export function parseJsonIfLabelled(data: unknown, contentType: string | null | undefined): unknown {
  if (typeof data !== "string" || !/json/i.test(contentType ?? "")) return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function formValue(value: unknown): string | Blob {
  if (value instanceof Blob) return value;
  if (value instanceof Date) return value.toISOString();
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A multipart body: files stay `Blob`s, arrays repeat their key, objects are sent as JSON text. */
export function toFormData(body: unknown): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, formValue(item));
  }
  return form;
}

/** An `application/x-www-form-urlencoded` body. */
export function toUrlEncoded(body: unknown): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries((body ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      const text = formValue(item);
      params.append(name, typeof text === "string" ? text : "");
    }
  }
  return params;
}

/**
 * A body fetch accepts. `BodyInit` is declared only by the DOM lib; `RequestInit` also by `@types/node`, so
 * the output compiles in Node projects without the DOM lib too.
 */
export type EncodedBody = NonNullable<RequestInit["body"]>;

/** A body as sent on the wire and the `Content-Type` to declare (undefined: the library's, e.g. a multipart boundary). */
export interface EncodedRequestBody {
  body: EncodedBody;
  contentType: string | undefined;
}

/** Encodes a request's body (`value`: the body with its dates formatted) for the wire. */
export type BodyEncoder = (value: unknown, request: RequestDescriptor) => EncodedRequestBody;

/** The body as sent on the wire, and the content type to declare (undefined: let the runtime decide, e.g. multipart boundaries). */
export function encodeBody(request: RequestDescriptor): {
  body: EncodedBody | undefined;
  contentType: string | undefined;
} {
  if (request.body === undefined) return { body: undefined, contentType: undefined };
  const value = request.formatBody === undefined ? request.body : request.formatBody(request.body);
  return (request.bodyEncoding ?? jsonBody)(value, request);
}

/** JSON text, what a descriptor without `bodyEncoding` sends. */
export function jsonBody(value: unknown, request: RequestDescriptor): EncodedRequestBody {
  return { body: JSON.stringify(value), contentType: request.contentType ?? "application/json" };
}

/** `multipart/form-data`; the library writes the Content-Type with its boundary. */
export function multipartBody(value: unknown): EncodedRequestBody {
  return { body: toFormData(value), contentType: undefined };
}

/** `application/x-www-form-urlencoded`. */
export function urlencodedBody(value: unknown): EncodedRequestBody {
  return { body: toUrlEncoded(value), contentType: "application/x-www-form-urlencoded" };
}

/** Text as given. */
export function textBody(_value: unknown, request: RequestDescriptor): EncodedRequestBody {
  return { body: String(request.body), contentType: request.contentType ?? "text/plain" };
}

/** Bytes as given. */
export function binaryBody(_value: unknown, request: RequestDescriptor): EncodedRequestBody {
  return {
    // A typed array goes as a Blob of exactly its bytes: axios would send the view's whole underlying
    // buffer, Angular's HttpClient would send JSON text.
    body: ArrayBuffer.isView(request.body) ? blobOfView(request.body) : (request.body as EncodedBody),
    contentType: request.contentType ?? "application/octet-stream",
  };
}

/**
 * The bytes a view covers, as a Blob. They go in as a Uint8Array over the same memory (no copy), which the
 * DOM's Blob and Node's take alike: Node's types refuse a bare ArrayBufferView, and the DOM's a view that may
 * be over a SharedArrayBuffer (hence the buffer's cast).
 */
function blobOfView(view: ArrayBufferView): Blob {
  return new Blob([new Uint8Array(view.buffer as ArrayBuffer, view.byteOffset, view.byteLength)]);
}
