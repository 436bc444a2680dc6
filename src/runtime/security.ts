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
  const configured = credentials as Record<string, Credential<unknown> | undefined>;
  const chosen = chosenRequirement(descriptor, configured);
  if (chosen === undefined) return descriptor;
  const values: unknown[] = [];
  for (const name of chosen) {
    const value = configured[name];
    values.push(typeof value === "function" ? await value() : value);
  }
  return withCredentialValues(descriptor, schemes, chosen, values);
}

/**
 * {@link applyCredentials} at once, for a request built synchronously (an Angular resource's, in a reactive
 * context: a credential function that reads a signal makes the resource follow it). A credential function that
 * returns a promise cannot be waited for there: that is an error, which says so.
 */
export function applyCredentialsNow(
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  credentials: object,
): object {
  const configured = credentials as Record<string, Credential<unknown> | undefined>;
  const chosen = chosenRequirement(descriptor, configured);
  if (chosen === undefined) return descriptor;
  const values = chosen.map((name) => {
    const credential = configured[name];
    const value: unknown = typeof credential === "function" ? credential() : credential;
    if (value instanceof Promise)
      throw new Error(
        `The credential '${name}' is a promise: a request built at once (a resource's) needs its value; provide it, or a function that returns it`,
      );
    return value;
  });
  return withCredentialValues(descriptor, schemes, chosen, values);
}

/** The first of the descriptor's requirements whose credentials are all configured (not `undefined`). */
function chosenRequirement(
  descriptor: object,
  configured: Record<string, Credential<unknown> | undefined>,
): string[] | undefined {
  const request = descriptor as { security?: string[][] };
  const has = (name: string) =>
    Object.prototype.hasOwnProperty.call(configured, name) && configured[name] !== undefined;
  return request.security?.find((requirement) => requirement.every(has));
}

/** The descriptor with the credential `values` of the `chosen` schemes (in its order) in its headers, query, cookies. */
function withCredentialValues(
  descriptor: object,
  schemes: Record<string, SecurityScheme>,
  chosen: readonly string[],
  values: readonly unknown[],
): object {
  const request = descriptor as RequestDescriptor;
  const headers: Record<string, unknown> = { ...request.headers };
  const query: Record<string, unknown> = { ...request.query };
  const cookies: Record<string, unknown> = { ...request.cookies };
  chosen.forEach((name, index) => {
    const scheme = Object.prototype.hasOwnProperty.call(schemes, name) ? schemes[name] : undefined;
    const value = values[index];
    if (scheme === undefined || value === undefined || value === null) return;
    if (scheme.kind === "apiKey") {
      const target = scheme.in === "header" ? headers : scheme.in === "query" ? query : cookies;
      if (scheme.in !== "header" || !hasValue(headers, scheme.name))
        setOwn(target, scheme.name, String(value));
    } else if (!hasValue(headers, "Authorization")) {
      // `Object.assign`: `headers.Authorization` is an error under noPropertyAccessFromIndexSignature.
      Object.assign(headers, { Authorization: authorization(scheme, value) });
    }
  });
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
