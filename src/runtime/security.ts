/**
 * Runtime of authentication, spliced into generated clients whose description declares security schemes
 * (after request-parts.ts; imports are dropped when spliced). One helper for every template: it resolves
 * the configured credentials into the request descriptor's headers, query and cookies before the
 * template's sender puts the request on the wire.
 */
import type { RequestDescriptor } from "./request-parts.js";

/** How one declared scheme sends its credential (generated per description as `securitySchemes`). */
export type SecurityScheme =
  | { kind: "bearer" }
  | { kind: "basic" }
  | { kind: "http"; scheme: string }
  | { kind: "apiKey"; in: "header" | "query" | "cookie"; name: string };

/** The credential of an `http` basic scheme. */
export interface BasicCredentials {
  username: string;
  password: string;
}

/**
 * A credential as configured: the value, or a function called once per request that needs it (e.g. to
 * refresh a token); a function may resolve to `undefined` to send nothing for that scheme.
 */
export type Credential<T> = T | (() => T | undefined | Promise<T | undefined>);

/**
 * The descriptor with the credentials of its `security` requirements applied. Requirements are tried in the
 * description's order: the first whose schemes all have a credential configured (not `undefined`) is sent,
 * each of its functions called once; when none is complete nothing is added (the server answers, e.g. 401).
 * A header the method's arguments already give (an `Authorization` header parameter) is left as passed.
 * The descriptor's own values are copied, never changed: `query` may be the caller's object.
 */
export async function applyCredentials(
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  credentials: object,
): Promise<object> {
  const request = descriptor as RequestDescriptor & { security?: string[][] };
  const configured = credentials as Record<string, Credential<unknown> | undefined>;
  const has = (name: string) =>
    Object.prototype.hasOwnProperty.call(configured, name) && configured[name] !== undefined;
  const chosen = request.security?.find((requirement) => requirement.every(has));
  if (chosen === undefined) return request;
  const headers: Record<string, unknown> = { ...request.headers };
  const query: Record<string, unknown> = { ...request.query };
  const cookies: Record<string, unknown> = { ...request.cookies };
  for (const name of chosen) {
    const scheme = Object.prototype.hasOwnProperty.call(schemes, name) ? schemes[name] : undefined;
    const configuredValue = configured[name];
    const value = typeof configuredValue === "function" ? await configuredValue() : configuredValue;
    if (scheme === undefined || value === undefined || value === null) continue;
    if (scheme.kind === "apiKey") {
      const target = scheme.in === "header" ? headers : scheme.in === "query" ? query : cookies;
      if (scheme.in !== "header" || !hasValue(headers, scheme.name))
        setOwn(target, scheme.name, String(value));
    } else if (!hasValue(headers, "Authorization")) {
      // `Object.assign`: `headers.Authorization` is an error under noPropertyAccessFromIndexSignature.
      Object.assign(headers, { Authorization: authorization(scheme, value) });
    }
  }
  return { ...request, headers, query, cookies };
}

/**
 * How a secured method sends: `send` with the descriptor once the credentials are applied, and with a way to
 * apply them again (`reauthorize`), which a sender calls to resend after the credentials were refreshed. One
 * plain function with an `any` result (the method declares what it resolves to) instead of `.then(...)` in
 * every method: a consumer's build checks `.then`'s overloads anew per call (bench/HISTORY.md).
 */
export function withCredentials(
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  credentials: object,
  // biome-ignore lint/suspicious/noExplicitAny: the calling method declares what it resolves to
  send: (request: object) => any,
  // biome-ignore lint/suspicious/noExplicitAny: see above
): any {
  const reauthorize = () => applyCredentials(descriptor, schemes, credentials);
  return reauthorize().then((authorized) => send({ ...authorized, reauthorize }));
}

/**
 * `target[name] = value` as an own property whatever the name: assigning `__proto__` to a plain object would
 * set its prototype instead (a string is then dropped), and a key named `__proto__` would not be sent.
 */
function setOwn(target: Record<string, unknown>, name: string, value: unknown): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Whether the method's own arguments already give header `name` (any case): a header parameter the caller
 * passed for this call wins over the configured credential.
 */
function hasValue(headers: Record<string, unknown>, name: string): boolean {
  const lower = name.toLowerCase();
  return Object.keys(headers).some((key) => key.toLowerCase() === lower && headers[key] !== undefined);
}

/** The `Authorization` header value of an `http`, bearer or basic scheme. */
function authorization(scheme: Exclude<SecurityScheme, { kind: "apiKey" }>, value: unknown): string {
  switch (scheme.kind) {
    case "bearer":
      return `Bearer ${String(value)}`;
    case "basic":
      return `Basic ${basicToken(value as BasicCredentials)}`;
    case "http":
      return `${scheme.scheme} ${String(value)}`;
  }
}

/** `base64(username:password)` of the UTF-8 bytes (RFC 7617); `btoa` alone takes only Latin-1 text. */
function basicToken({ username, password }: BasicCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
