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

/**
 * Sends one operation's request through `http` and resolves to axios' own response (an `AxiosPromise`),
 * its `data` decoded as the operation declares. Non-2xx responses reject with axios' own `AxiosError`, whose
 * `response.data` is the error body parsed as JSON when the server labels it JSON (whatever the success
 * body's format), and whose message names the operation (`GET /pets/{petId}: HTTP 404 Not Found`).
 */
export function sendAxiosRequest(
  http: AxiosInstance,
  descriptor: object,
  style: QueryStyle,
  config: AxiosRequestConfig | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: an `AxiosPromise` whose body type the calling method declares
): any {
  // An `object` and `any` so that generated methods are cheap to type-check (see RequestDescriptor); `any`
  // rather than a promise of an `any` body, because the methods return this promise as it is.
  const request = descriptor as RequestDescriptor;
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
