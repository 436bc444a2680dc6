/**
 * Runtime of the `fetch` template, spliced into generated clients after request-parts.ts (imports are
 * dropped when spliced; they exist so this file type-checks and can be unit-tested on its own).
 */
import {
  buildUrl,
  callBaseUrl,
  expandPath,
  explainUnresolvedUrl,
  requestHeaders,
} from "./request-parameters.js";
import {
  encodeBody,
  type QueryStyle,
  type RequestDescriptor,
  responseDecodingOf,
  revived,
  revivedFailure,
} from "./request-parts.js";
import {
  type APIResponse,
  ApiError,
  answerOfFetchFailure,
  readBody,
  readFailureBody,
} from "./response-parts.js";
import { sendWithRetries } from "./retries.js";

/** What every call starts from; change it at runtime to point the client elsewhere or add headers. */
export interface ClientDefaults {
  baseUrl: string;
  /** Merged into every request (per-call options win). */
  init: RequestInit;
  /** The fetch implementation; replace it for tests or custom agents. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  /**
   * How often a call is sent again after a connection error, a timeout or a `408`, `429`, `502`, `503` or
   * `504`, where that is safe (an idempotent method, or an idempotency key). Default 2; `0`: never.
   */
  maxRetries?: number;
  /** Milliseconds one attempt may take before it fails with a `TimeoutError`. Default 60000; `0`: no limit. */
  timeout?: number;
  /**
   * Called when a call is answered `401`; resolve `true` once the credentials are refreshed, and the call is
   * sent once more with them read again. Calls answered `401` while it runs wait for the same call of it.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
}

/**
 * Per-call options: fetch's own, `baseUrl` to send this one call elsewhere than the client's base URL, and
 * this call's `maxRetries` and `timeout` (see `ClientDefaults`).
 */
export interface CallOptions extends RequestInit {
  /** Wins over the operation's server and `clientDefaults.baseUrl`. */
  baseUrl?: string;
  maxRetries?: number;
  timeout?: number;
  /** Called with the whole response (status, headers, the decoded data) before the call resolves. */
  onResponse?: (response: APIResponse<unknown>) => void;
}

/**
 * One call's typed data with its status and headers, whatever the client's `responseShape`:
 * `const { data, status, headers } = await withResponse((options) => getPet(id, options))`. `options` are
 * the call's own, passed on.
 */
export async function withResponse<T>(
  call: (options: CallOptions) => Promise<T>,
  options?: CallOptions,
): Promise<APIResponse<T>> {
  let response: APIResponse<unknown> | undefined;
  const data = await call({
    ...options,
    onResponse: (whole) => {
      response = whole;
      options?.onResponse?.(whole);
    },
  });
  return { ...(response as APIResponse<unknown>), data };
}

/**
 * Sends a call and resolves to the full response; rejects with `ApiError` for non-2xx statuses. Sends it
 * again where retries.ts allows, and once more after `onUnauthorized` refreshed the credentials.
 * `async`, so that a body that cannot be encoded (a cycle, a `BigInt`) rejects the call rather than throwing.
 */
export async function sendRequest(
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  init: CallOptions | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
): Promise<APIResponse<any>> {
  // An `object` and an `any` body so that generated methods are cheap to type-check (see RequestDescriptor).
  const first = descriptor as RequestDescriptor;
  const { body, contentType } = encodeBody(first);
  let url = "";
  return sendWithRetries(
    first,
    {
      maxRetries: init?.maxRetries ?? defaults.maxRetries ?? 2,
      timeout: init?.timeout ?? defaults.timeout ?? 60_000,
      // A signal in `clientDefaults.init` ends every call that gives none of its own, as when fetch read it.
      signal: init?.signal ?? defaults.init.signal,
      onUnauthorized: defaults.onUnauthorized,
      resendable: !(body instanceof ReadableStream),
    },
    async (request, signal) => {
      // Read for each attempt: credentials refreshed in `clientDefaults.init` are sent with the next one.
      const headers = new Headers(defaults.init.headers);
      // Set one by one: `new Headers(record)` drops a header named `__proto__` (undici builds a plain object).
      for (const [name, value] of Object.entries(requestHeaders(request, contentType)))
        headers.set(name, value);
      new Headers(init?.headers).forEach((value, name) => {
        headers.set(name, value);
      });
      const baseUrl = callBaseUrl(defaults.baseUrl, request, init?.baseUrl);
      url = buildUrl(baseUrl, expandPath(request), request.query, style, request.styles);
      let response: Response;
      try {
        response = await defaults.fetch(url, {
          ...defaults.init,
          ...init,
          method: request.method,
          headers,
          signal,
          body: body ?? null,
        });
      } catch (error) {
        throw explainUnresolvedUrl(error, request, "clientDefaults.baseUrl", baseUrl, url, style);
      }
      const { status } = response;
      if (!response.ok) {
        const read = await readFailureBody(response);
        throw new ApiError(response, revivedFailure(request, status, read.body), request, read.bodyText);
      }
      const data = revived(request, await readBody(response, responseDecodingOf(request)), status);
      const whole = { data, headers: response.headers, status, url: response.url };
      init?.onResponse?.(whole);
      return whole;
    },
    (failure) => answerOfFetchFailure(failure, url),
  );
}
