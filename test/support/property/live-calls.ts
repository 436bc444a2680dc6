/**
 * Calls of a generated fetch client, written down from the description alone (never from the generated
 * code): for each operation, the arguments in the order docs/generated-code.md states (parameters as declared, path-level
 * ones first, then the body; `x-position` first; required before optional), random values for them, and
 * what must reach the server: each path segment, the query pairs, each header, the Cookie header and the
 * body, as the wire carries them. The server's answer and what the call must resolve or reject with are
 * chosen here too.
 */
import fc from "fast-check";
import { hostileText } from "./hostile-text.js";
import { bodyArgument, parameterArgument } from "./live-arguments.js";
import type { JsonObject } from "./schema-arbitrary.js";

export interface LiveOptions {
  dateFormat: "Date" | "string";
  allowDots: boolean;
  arrayFormat: "repeat" | "brackets" | "indices";
}

/** The part of a body the server got that the test compares. */
export type ExpectedBody =
  | { kind: "none" }
  | { kind: "text"; text: string }
  | { kind: "urlencoded"; pairs: [string, string][] }
  | { kind: "multipart"; fields: [string, string | { bytes: string }][] };

export interface LiveCall {
  method: string;
  /** The first path segment, `o<index>`, which tells operations apart together with the method. */
  route: string;
  args: unknown[];
  /** Decoded path segments after the leading `/`. */
  segments: string[];
  /** Decoded `[key, value]` pairs of the query string, in order. */
  query: [string, string][];
  /** Lower-case header names and their values. */
  headers: [string, string][];
  cookie: string | undefined;
  body: ExpectedBody;
  answer: { status: number; contentType?: string; body?: string };
  /**
   * What the call resolves to (the decoded body), or the status and body it rejects with; `refused` when a
   * path value makes a whole segment `.` or `..`: the call rejects before sending anything.
   */
  outcome: { resolves: unknown } | { rejects: { status: number; body: unknown } } | { refused: true };
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/** One call per operation of `description`. */
export function liveCallsArbitrary(description: JsonObject, options: LiveOptions): fc.Arbitrary<LiveCall[]> {
  const calls: fc.Arbitrary<LiveCall>[] = [];
  for (const [path, item] of Object.entries(description.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    const shared = (pathItem.parameters ?? []) as JsonObject[];
    for (const method of Object.keys(pathItem).filter((key) => METHODS.includes(key))) {
      calls.push(callArbitrary(path, method, shared, pathItem[method] as JsonObject, options));
    }
  }
  return fc.tuple(...calls);
}

export interface Argument {
  required: boolean;
  position: number | undefined;
  value: unknown;
  apply(request: RequestParts): void;
}

/** What the arguments put into the request, before the query and cookies are put in object key order. */
export interface RequestParts {
  query: [string, [string, string][]][];
  headers: [string, string][];
  cookies: [string, string][];
  body: ExpectedBody;
}

/**
 * `entries` in the order JavaScript enumerates an object with these keys: integer-like keys first, ascending,
 * then the others as inserted. The client builds the query and cookies from such objects.
 */
function inObjectKeyOrder<T>(entries: [string, T][]): [string, T][] {
  const byKey = new Map(entries);
  return Object.keys(Object.fromEntries(entries)).map((key) => [key, byKey.get(key) as T]);
}

function callArbitrary(
  path: string,
  method: string,
  shared: JsonObject[],
  operation: JsonObject,
  options: LiveOptions,
): fc.Arbitrary<LiveCall> {
  const own = (operation.parameters ?? []) as JsonObject[];
  const key = (parameter: JsonObject) => `${parameter.in}:${parameter.name}`;
  const overridden = new Set(own.map(key));
  const parameters = [...shared.filter((parameter) => !overridden.has(key(parameter))), ...own];
  const body = operation.requestBody as JsonObject | undefined;
  return fc
    .tuple(
      fc.tuple(...parameters.map((parameter) => parameterArgument(parameter, options))),
      body ? bodyArgument(body, options) : fc.constant(undefined),
      answerArbitrary(method, operation.responses as JsonObject),
    )
    .map(([parameterArgs, bodyArg, { answer, outcome }]) => {
      const parts: RequestParts = { query: [], headers: [], cookies: [], body: { kind: "none" } };
      const ordered = orderArguments([...parameterArgs, ...(bodyArg ? [bodyArg] : [])]);
      // Path values by name, then the template filled in segment by segment.
      const pathValues = new Map<string, string>();
      for (const [index, parameter] of parameters.entries()) {
        const argument = parameterArgs[index] as Argument & { wire: string };
        if (parameter.in === "path") pathValues.set(parameter.name as string, argument.wire);
        else argument.apply(parts);
      }
      bodyArg?.apply(parts);
      const cookies = inObjectKeyOrder(parts.cookies);
      const segments = path
        .slice(1)
        .split("/")
        .map((segment) => segment.replace(/\{([^}]*)\}/g, (_, name: string) => pathValues.get(name) ?? ""));
      const refused = segments.some((segment) => segment === "." || segment === "..");
      return {
        method: method.toUpperCase(),
        route: path.split("/")[1] as string,
        args: ordered.map((argument) => argument.value),
        segments,
        query: inObjectKeyOrder(parts.query).flatMap(([, pairs]) => pairs),
        headers: parts.headers,
        cookie:
          cookies.length === 0
            ? undefined
            : cookies.map(([name, text]) => `${name}=${encodeURIComponent(text)}`).join("; "),
        body: parts.body,
        answer,
        outcome: refused ? { refused: true as const } : outcome,
      };
    });
}

/** `x-position` first in that order, the rest as declared; then required before optional. */
function orderArguments(args: Argument[]): Argument[] {
  const positioned = args
    .map((argument, index) => ({ argument, index }))
    .sort(
      (a, b) =>
        (a.argument.position ?? Number.POSITIVE_INFINITY) -
          (b.argument.position ?? Number.POSITIVE_INFINITY) || a.index - b.index,
    )
    .map(({ argument }) => argument);
  return [
    ...positioned.filter((argument) => argument.required),
    ...positioned.filter((argument) => !argument.required),
  ];
}

const ERROR_STATUSES = [400, 404, 409, 418, 500, 503];

/**
 * Success: 200 with a body the operation's success response decodes (JSON, text or bytes), or 204 when it has
 * none. Failure: an error status with a JSON body, which the call rejects with.
 */
function answerArbitrary(
  method: string,
  responses: JsonObject,
): fc.Arbitrary<Pick<LiveCall, "answer" | "outcome">> {
  const decoding = successDecoding(responses);
  // An answer to HEAD has no content, whatever the description says: its call resolves to nothing.
  const noBody = method === "head";
  const failure = fc.tuple(fc.constantFrom(...ERROR_STATUSES), hostileText).map(([status, message]) => ({
    answer: { status, contentType: "application/json", body: JSON.stringify({ message }) },
    outcome: { rejects: { status, body: noBody ? undefined : { message } } },
  }));
  const success = hostileText.map((text) => {
    if (decoding === "void") return { answer: { status: 204 }, outcome: { resolves: undefined } };
    if (decoding === "json") {
      return {
        answer: { status: 200, contentType: "application/json", body: JSON.stringify({ text }) },
        outcome: { resolves: noBody ? undefined : { text } },
      };
    }
    // `Response#text` decodes as the Encoding Standard says: a byte order mark at the start is not text.
    if (decoding === "text") {
      // `Response#text` decodes as the Encoding Standard says: a byte order mark at the start is not text.
      return {
        answer: { status: 200, contentType: "text/plain", body: text },
        outcome: { resolves: noBody ? undefined : text.replace(/^\uFEFF/, "") },
      };
    }
    return {
      answer: { status: 200, contentType: "application/octet-stream", body: text },
      outcome: { resolves: noBody ? undefined : { bytes: text } },
    };
  });
  return fc.oneof({ weight: 3, arbitrary: success }, { weight: 1, arbitrary: failure });
}

/** The success response: the lowest 2xx code, then `2XX`, then `default`; how its body is decoded. */
function successDecoding(responses: JsonObject): "void" | "json" | "text" | "binary" {
  const statuses = Object.keys(responses);
  const status =
    statuses.filter((code) => /^2\d\d$/.test(code)).sort()[0] ??
    statuses.find((code) => code.toUpperCase() === "2XX") ??
    (statuses.includes("default") ? "default" : undefined);
  const content =
    status === undefined ? undefined : ((responses[status] as JsonObject).content as JsonObject | undefined);
  const [mediaType] = Object.keys(content ?? {});
  if (mediaType === undefined) return "void";
  if (/json|\*\/\*/.test(mediaType)) return "json";
  if (mediaType.startsWith("text/")) return "text";
  return "binary";
}
