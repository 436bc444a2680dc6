/**
 * Runtime helpers spliced into every generated client, whichever the template: each parameter as sent by
 * default (the path expanded, the query string, header values, the `Cookie` header) and the URL they make.
 * A parameter that states its serialization is written by parameter-styles.ts instead, through the
 * descriptor's `styles`. Imports are dropped when spliced; the code uses only standard web APIs.
 */
import type { ParameterWriters, QueryStyle, RequestDescriptor } from "./request-parts.js";

/**
 * `encodeURIComponent`, plus the reserved characters it leaves as they are (`!'()*`): OpenAPI sends path and
 * query values with every reserved character percent-encoded (`allowReserved: false`).
 */
export function encodeValue(text: string): string {
  return encodeURIComponent(text).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/**
 * One path parameter value in OpenAPI's `simple` style (arrays `a,b`, objects `key,value`), URI-encoded;
 * `Date` values, also inside arrays, as ISO strings.
 */
export function encodePathValue(value: unknown): string {
  return encodeValue(simpleValue(value));
}

/**
 * The request's path with each `{name}` that `pathParams` holds replaced by its encoded value. Every sender
 * calls it first, so a request that cannot be made (a refusal, a dot segment) fails here, as each template
 * reports such a call.
 */
export function expandPath(request: RequestDescriptor): string {
  if (request.refusal) throw request.refusal;
  let path = request.path;
  const values: object = request.pathParams ?? {};
  // Each placeholder once, in the order it first appears. A list (shorter in every operation than the names
  // the path already holds) pairs with them by position; an object (the names, or the whole object argument
  // of `argumentStyle: "object"`, which holds the other parameters too) by name, own properties only (no
  // lookup that could reach Object.prototype's members). A placeholder without a value stays as written.
  const list = Array.isArray(values);
  for (const [index, placeholder] of [...new Set(path.match(/\{[^{}]+\}/g))].entries()) {
    const name = placeholder.slice(1, -1);
    if (!list && !Object.prototype.hasOwnProperty.call(values, name)) continue;
    const value: unknown = Reflect.get(values, list ? index : name);
    path = path.split(placeholder).join(request.styles?.path(name, value) ?? encodePathValue(value));
  }
  refuseDotSegments(request, path);
  return path;
}

/**
 * A value that makes a whole path segment `.` or `..` would send the request elsewhere: URL parsers (and
 * servers normalizing by RFC 3986) resolve such a segment, percent-encoded (`%2E%2E`) or not, so
 * `DELETE /users/{id}/sessions` with `id` `..` would reach `DELETE /sessions`. No spelling keeps it a value,
 * so the call is refused before anything is sent.
 */
function refuseDotSegments(request: RequestDescriptor, path: string): void {
  const template = request.path.split("/");
  for (const [index, segment] of path.split("/").entries()) {
    if (/^(?:\.|%2e){1,2}$/i.test(segment) && template[index] !== segment) {
      throw new TypeError(
        `${request.method.toUpperCase()} ${request.path}: a path parameter makes the segment "${segment}", ` +
          "which URLs resolve as a step to another path; not sent",
      );
    }
  }
}

/** Flattens a query object to `[key, value]` pairs per `allowDots` × `arrayFormat`; skips undefined/null. */
export function queryPairs(query: Record<string, unknown>, style: QueryStyle): [string, string][] {
  const pairs: [string, string][] = [];
  const add = (key: string, value: unknown): void => {
    if (value === undefined || value === null) return;
    if (value instanceof Date) {
      pairs.push([key, value.toISOString()]);
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => {
        const suffix =
          style.arrayFormat === "brackets" ? "[]" : style.arrayFormat === "indices" ? `[${index}]` : "";
        add(`${key}${suffix}`, item);
      });
    } else if (typeof value === "object") {
      for (const [name, item] of Object.entries(value as Record<string, unknown>)) {
        add(style.allowDots ? `${key}.${name}` : `${key}[${name}]`, item);
      }
    } else {
      pairs.push([key, String(value)]);
    }
  };
  for (const [key, value] of Object.entries(query)) add(key, value);
  return pairs;
}

/** `a=1&b.c=2`, with keys and values percent-encoded except the structural `[`, `]` and `.`. */
export function serializeQuery(
  query: Record<string, unknown>,
  style: QueryStyle,
  styles?: ParameterWriters | undefined,
): string {
  return Object.entries(query)
    .map(
      ([name, value]) =>
        styles?.query(name, value, style) ?? queryText({ [name]: value }, style, encodeValue),
    )
    .filter((part) => part !== "")
    .join("&");
}

/** `query` per `queryParamsSerialization`, values encoded by `encode`; keys keep `[`, `]` and `.`. */
export function queryText(
  query: Record<string, unknown>,
  style: QueryStyle,
  encode: (text: string) => string,
): string {
  const encodeKey = (text: string) => encodeValue(text).replace(/%5B/gi, "[").replace(/%5D/gi, "]");
  return queryPairs(query, style)
    .map(([key, value]) => `${encodeKey(key)}=${encode(value)}`)
    .join("&");
}

/** Base URL + path + query string; a trailing `/` on the base and a leading one on the path are joined once. */
export function buildUrl(
  baseUrl: string,
  path: string,
  query: Record<string, unknown> | undefined,
  style: QueryStyle,
  styles?: ParameterWriters | undefined,
): string {
  const joined = baseUrl.endsWith("/") && path.startsWith("/") ? baseUrl + path.slice(1) : baseUrl + path;
  const search = query ? serializeQuery(query, style, styles) : "";
  if (search === "") return joined;
  return joined + (joined.includes("?") ? "&" : "?") + search;
}

/** `https:`, `http:`, `data:`, ...: a URL with a scheme needs no base. */
const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:/i;

/**
 * The base URL of one call: the one given for the call, else the operation's own server, else the client's.
 * An operation's server with a scheme is used as it is; a relative one (`/v2`, `//files.example.com`) is
 * resolved against the client's base URL where that has a scheme, else left to the page to resolve.
 */
export function callBaseUrl(clientBaseUrl: string, request: RequestDescriptor, perCall?: string): string {
  const { server } = request;
  if (perCall !== undefined) return perCall;
  if (server === undefined) return clientBaseUrl;
  return ABSOLUTE_URL.test(server) || !ABSOLUTE_URL.test(clientBaseUrl)
    ? server
    : new URL(server, clientBaseUrl).href;
}

/**
 * Whether `error` is the environment failing to resolve `url`: a relative URL (the base URL unset) where no
 * page gives it a base, as in Node. A browser resolves it against the page, so there it never is.
 */
export function isUnresolvedUrl(error: unknown, url: string): boolean {
  return error instanceof TypeError && !ABSOLUTE_URL.test(url) && !("location" in globalThis);
}

/**
 * What a failed send rejects with: `error` itself, or where it is the environment failing to resolve `url`
 * ({@link isUnresolvedUrl}), one line saying which call, the setting that holds the base URL
 * (`clientDefaults.baseUrl`), and what to set it to.
 */
export function explainUnresolvedUrl(
  error: unknown,
  request: RequestDescriptor,
  setting: string,
  baseUrl: string,
  url: string,
  style: QueryStyle,
): unknown {
  if (!isUnresolvedUrl(error, url)) return error;
  const example =
    style.serverExample === undefined
      ? " to the API's absolute URL"
      : `, for example to ${style.serverExample}`;
  return new TypeError(
    `Cannot send ${request.method} ${request.path}: ${setting} is '${baseUrl}' and the URL '${url}' is not absolute; set ${setting}${example}`,
  );
}

/**
 * Header values as strings, in OpenAPI's `simple` style (the only header style, not exploded unless stated):
 * arrays `a,b`, objects `key,value,key,value`, dates as ISO strings; undefined/null dropped.
 */
export function headerValues(
  headers: Record<string, unknown> | undefined,
  styles?: ParameterWriters | undefined,
): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (value !== undefined && value !== null) {
      entries.push([name, styles?.header(name, value) ?? simpleValue(value)]);
    }
  }
  // `fromEntries` defines own properties: a header named `__proto__` is sent, not made the prototype.
  return Object.fromEntries(entries);
}

export function simpleValue(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(simpleValue).join(",");
  if (typeof value === "object" && value !== null) {
    return Object.entries(value)
      .filter(([, item]) => item !== undefined && item !== null)
      .map(([key, item]) => `${key},${simpleValue(item)}`)
      .join(",");
  }
  return String(value);
}

/**
 * The operation's own headers: parameter headers (with the idempotency key made for the call where the caller
 * gave none), the `Cookie` header and the body's `Content-Type`.
 */
export function requestHeaders(
  request: RequestDescriptor,
  contentType: string | undefined,
): Record<string, string> {
  const headers = headerValues(request.headers, request.styles);
  const [keyHeader, key] = request.idempotencyKey ?? [];
  if (keyHeader !== undefined && headers[keyHeader] === undefined) headers[keyHeader] = key as string;
  const cookies = cookieHeader(request.cookies, request.styles);
  // Element access: `headers.Cookie` is an error under noPropertyAccessFromIndexSignature.
  // biome-ignore lint/complexity/useLiteralKeys: see above
  if (cookies !== undefined) headers["Cookie"] = cookies;
  if (contentType !== undefined) headers["Content-Type"] = contentType;
  return headers;
}

/** A `Cookie` header value (`a=1; b=2`), or undefined when no cookie has a value. */
export function cookieHeader(
  cookies: Record<string, unknown> | undefined,
  styles?: ParameterWriters | undefined,
): string | undefined {
  const parts = Object.entries(cookies ?? {})
    .filter(([, value]) => value !== undefined && value !== null)
    .map(
      ([name, value]) => styles?.cookie(name, value) ?? `${name}=${encodeURIComponent(simpleValue(value))}`,
    )
    .filter((part) => part !== "");
  return parts.length > 0 ? parts.join("; ") : undefined;
}

/**
 * An optional argument's property named like one of Object.prototype's (`constructor`, `toString`) as the caller
 * gave it: `undefined` where the object has none of its own, rather than the prototype's function.
 */
export function ownArgument(object: object | undefined, key: string): unknown {
  return object !== undefined && Object.prototype.hasOwnProperty.call(object, key)
    ? (object as Record<string, unknown>)[key]
    : undefined;
}
