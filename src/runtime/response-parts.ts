/**
 * Runtime pieces for templates that read responses with the fetch API (fetch, ky): the full-response
 * wrapper, the error thrown for non-2xx statuses, and body decoding. Spliced after request-parts.ts.
 */
import type { AnyMethod, ErrorStatus, FailureOf, HttpFailure } from "./errors.js";
import { isUnresolvedUrl } from "./request-parameters.js";
import { failureMessage, type ResponseDecoding } from "./request-parts.js";
import { type AttemptAnswer, NO_ANSWER } from "./retries.js";

/** The full response: decoded body, native headers, status. */
export interface APIResponse<T> {
  data: T;
  headers: Headers;
  status: number;
  /** The URL the answer came from, after redirects (empty where a custom `fetch` does not say). */
  url: string;
}

/**
 * Thrown for every non-2xx response; carries the status and the decoded body. Its message names the
 * operation when given its route: `GET /pets/{petId}: HTTP 404 Not Found`.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly headers: Headers;
  /**
   * What the server sent when it could not be decoded as its `Content-Type` says (a body labelled JSON that
   * is not JSON, such as a proxy's HTML error page): `body` is then `undefined`, the text is here.
   */
  readonly bodyText: string | undefined;
  /**
   * The id the server gave the request, for its logs and its support (`x-request-id`, `request-id`,
   * `x-amzn-requestid`, `x-correlation-id`: the first it sent); `undefined` where it sent none.
   */
  readonly requestId: string | undefined;

  // The route's own type rather than the descriptor's: a public signature names only exported types.
  constructor(
    response: Response,
    body: unknown,
    route?: { readonly method: string; readonly path: string },
    bodyText?: string,
  ) {
    super(failureMessage(response.status, response.statusText, route));
    this.name = "ApiError";
    this.status = response.status;
    this.statusText = response.statusText;
    this.body = body;
    this.headers = response.headers;
    this.bodyText = bodyText;
    this.requestId = REQUEST_ID_HEADERS.map((name) => response.headers.get(name)).find(
      (id): id is string => id !== null,
    );
  }
}

/** Headers that carry a request's id: the common one, the IETF-style one, AWS's, a tracing one. */
const REQUEST_ID_HEADERS = ["x-request-id", "request-id", "x-amzn-requestid", "x-correlation-id"];

/** One documented failure: the `ApiError` a call rejects with, its `status` and decoded `body` typed. */
export type ApiFailure<Status extends number, Body, Except extends number = never> = HttpFailure<
  ApiError,
  Status,
  Body,
  Except
>;

/**
 * Whether `error` is the rejection of a failure response (an `ApiError`), typed by `method`'s description:
 * `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.
 */
export function isApiError<Method extends AnyMethod>(
  error: unknown,
  _method: Method,
): error is FailureOf<ReturnType<Method>, ApiFailure<ErrorStatus, unknown>> {
  return error instanceof ApiError;
}

/**
 * A failure response's body: JSON when it is labelled so (or not labelled), else its text. A body labelled
 * JSON that does not parse is kept as `bodyText`, not dropped.
 */
export async function readFailureBody(response: Response): Promise<{ body: unknown; bodyText?: string }> {
  const text = await response.text().catch(() => "");
  if (text === "") return { body: undefined };
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType !== "" && !/json/i.test(contentType)) return { body: text };
  try {
    return { body: JSON.parse(text) };
  } catch {
    return { body: undefined, bodyText: text };
  }
}

/** Reads a body per the expected decoding; error bodies are read as JSON when they say so, else as text. */
export async function readBody(response: Response, decoding: ResponseDecoding): Promise<unknown> {
  if (decoding === "void" || response.status === 204) return undefined;
  if (decoding === "binary") return response.blob();
  const text = await response.text();
  if (decoding === "text") return text;
  if (text === "") return undefined;
  const contentType = response.headers.get("content-type") ?? "";
  if (decoding === "json" && (contentType === "" || /json/i.test(contentType))) return JSON.parse(text);
  return text;
}

/**
 * What a failed attempt of a fetch-based sender says to the retry loop: an `ApiError`'s answer; a connection
 * error (fetch's `TypeError`, unless the environment could not resolve `url`); or nothing a retry would change.
 */
export function answerOfFetchFailure(failure: unknown, url: string): AttemptAnswer | undefined {
  if (failure instanceof ApiError)
    return { status: failure.status, header: (name) => failure.headers.get(name) };
  return failure instanceof TypeError && !isUnresolvedUrl(failure, url) ? NO_ANSWER : undefined;
}
