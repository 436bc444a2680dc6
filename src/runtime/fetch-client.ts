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
import { type APIResponse, ApiError, readBody, readFailureBody } from "./response-parts.js";

/** What every call starts from; change it at runtime to point the client elsewhere or add headers. */
export interface ClientDefaults {
  baseUrl: string;
  /** Merged into every request (per-call options win). */
  init: RequestInit;
  /** The fetch implementation; replace it for tests or custom agents. */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
}

/** Per-call options: fetch's own, and `baseUrl` to send this one call elsewhere than the client's base URL. */
export interface CallOptions extends RequestInit {
  /** Wins over the operation's server and `clientDefaults.baseUrl`. */
  baseUrl?: string;
}

/** Sends one request and resolves to the full response; rejects with `ApiError` for non-2xx statuses. */
export async function sendRequest(
  defaults: ClientDefaults,
  descriptor: object,
  style: QueryStyle,
  init: CallOptions | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares the body type
): Promise<APIResponse<any>> {
  // An `object` and an `any` body so that generated methods are cheap to type-check (see RequestDescriptor).
  const request = descriptor as RequestDescriptor;
  const { body, contentType } = encodeBody(request);
  const headers = new Headers(defaults.init.headers);
  for (const [name, value] of Object.entries(requestHeaders(request, contentType))) headers.set(name, value);
  new Headers(init?.headers).forEach((value, name) => {
    headers.set(name, value);
  });
  const baseUrl = callBaseUrl(defaults.baseUrl, request, init?.baseUrl);
  const url = buildUrl(baseUrl, expandPath(request), request.query, style, request.styles);
  const response = await defaults
    .fetch(url, {
      ...defaults.init,
      ...init,
      method: request.method,
      headers,
      ...(body === undefined ? {} : { body }),
    })
    .catch((error: unknown) => {
      throw explainUnresolvedUrl(error, request, "clientDefaults.baseUrl", baseUrl, url, style);
    });
  if (!response.ok) {
    const { body, bodyText } = await readFailureBody(response);
    throw new ApiError(response, revivedFailure(request, response.status, body), request, bodyText);
  }
  const data = revived(request, await readBody(response, responseDecodingOf(request)), response.status);
  return { data, headers: response.headers, status: response.status };
}
