/**
 * Runtime of the `ky` template, spliced into generated clients after request-parts.ts and the response
 * pieces of response-parts.ts (`ApiError`, `APIResponse`, `readBody`); imports are dropped when spliced.
 *
 * It must work with ky 1 and ky 2 alike (npm installs ky 1 on Node 20, ky 2 on Node 22+), so it uses only
 * what both share: calling the instance with an absolute URL and plain request options. No `prefixUrl` /
 * `prefix` (renamed in 2), no `searchParams` (query serialization is ours), no hooks (signature changed in 2).
 */
import type { KyInstance, Options as KyOptions } from "ky";
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
import { NO_ANSWER, sendWithRetries } from "./retries.js";

/** What every call starts from; change `baseUrl` at runtime to point the client elsewhere. */
export interface KyClientDefaults {
  baseUrl: string;
  /**
   * How often a call is sent again after a connection error, a timeout or a `408`, `429`, `502`, `503` or
   * `504`, where that is safe (an idempotent method, or an idempotency key): ky's own option's name, read as
   * its `limit`. Default 2; `0`: never.
   */
  retry?: RetryLimit;
  /**
   * Called when a call is answered `401`; resolve `true` once the credentials are refreshed, and the call is
   * sent once more with them read again. Calls answered `401` while it runs wait for the same call of it.
   */
  onUnauthorized?: () => boolean | Promise<boolean>;
}

/**
 * How often a call is sent again: ky's `retry` as a number or `{ limit }`. Its other fields are not taken:
 * which calls are sent again, and when, is typewright's rule (docs/production.md); ky itself sends each once.
 */
export type RetryLimit = number | { limit?: number };

/**
 * Per-call options: ky's own (its `timeout` limits each attempt), `retry` (see `KyClientDefaults`), and
 * `baseUrl` to send this one call elsewhere than the client's base URL.
 */
export type CallOptions = Omit<KyOptions, "retry"> & {
  baseUrl?: string | URL | undefined;
  retry?: RetryLimit;
};

/**
 * The request's own headers (parameters, cookies, content type), then the per-call ones on top. A per-call
 * header given as `undefined` removes it, as in ky's own header merging.
 */
export function kyRequestHeaders(
  request: RequestDescriptor,
  contentType: string | undefined,
  overrides: KyOptions["headers"],
): Headers {
  const headers = new Headers(requestHeaders(request, contentType));
  for (const [name, value] of headerEntries(overrides)) {
    if (value === undefined) headers.delete(name);
    else headers.set(name, value);
  }
  return headers;
}

/**
 * Name/value pairs of any header form ky accepts: `Headers`, pairs, or a record that may hold `undefined`.
 * Under Node's types (no DOM lib) a record value may also be a list: `String` joins it as `new Headers` does.
 */
function headerEntries(init: KyOptions["headers"]): [string, string | undefined][] {
  if (init === undefined) return [];
  if (init instanceof Headers || Array.isArray(init)) return [...new Headers(init)];
  return Object.entries(init).map(([name, value]) => [name, value === undefined ? undefined : String(value)]);
}

/**
 * Sends one request through the ky instance and resolves to the full response; sent again where retries.ts
 * allows (ky itself is given `retry: 0`, so attempts never multiply), and once more after `onUnauthorized`
 * refreshed the credentials. ky's own HTTP errors are switched off so non-2xx responses reject with the same
 * `ApiError` (status, decoded body, headers) as every other template, whichever ky version is installed.
 * `async`, so that a body that cannot be encoded (a cycle, a `BigInt`) rejects the call rather than throwing.
 */
export async function sendKyRequest(
  http: KyInstance,
  defaults: KyClientDefaults,
  descriptor: object,
  style: QueryStyle,
  callOptions: CallOptions | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
): Promise<APIResponse<any>> {
  // An `object` and an `any` body so that generated methods are cheap to type-check (see RequestDescriptor).
  const first = descriptor as RequestDescriptor;
  const { body, contentType } = encodeBody(first);
  // ky 2 has a `baseUrl` of its own: it is read here, joined like `clientDefaults.baseUrl`, not handed to ky.
  const { baseUrl: perCall, retry, ...options } = callOptions ?? {};
  const limit = retry ?? defaults.retry ?? 2;
  let url = "";
  return sendWithRetries(
    first,
    {
      maxRetries: typeof limit === "number" ? limit : (limit.limit ?? 2),
      // Each attempt's time limit is ky's own `timeout`.
      timeout: 0,
      signal: options.signal,
      onUnauthorized: defaults.onUnauthorized,
      resendable: !(body instanceof ReadableStream),
    },
    async (request, signal) => {
      const baseUrl = callBaseUrl(
        defaults.baseUrl,
        request,
        perCall === undefined ? undefined : String(perCall),
      );
      url = buildUrl(baseUrl, expandPath(request), request.query, style, request.styles);
      let response: Response;
      try {
        response = await http(url, {
          ...options,
          method: request.method,
          headers: kyRequestHeaders(request, contentType, options.headers),
          ...(body === undefined ? {} : { body }),
          signal,
          throwHttpErrors: false,
          retry: 0,
        });
      } catch (error) {
        // ky builds its Request synchronously: an unresolvable URL throws from the call itself.
        throw explainUnresolvedUrl(error, request, "clientDefaults.baseUrl", baseUrl, url, style);
      }
      if (!response.ok) {
        const { body, bodyText } = await readFailureBody(response);
        throw new ApiError(response, revivedFailure(request, response.status, body), request, bodyText);
      }
      const data = revived(request, await readBody(response, responseDecodingOf(request)), response.status);
      return { data, headers: response.headers, status: response.status, url: response.url };
    },
    // ky's own `TimeoutError` is an attempt without an answer.
    (failure) =>
      failure instanceof Error && failure.name === "TimeoutError"
        ? NO_ANSWER
        : answerOfFetchFailure(failure, url),
  );
}
