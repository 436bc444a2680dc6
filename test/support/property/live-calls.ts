/**
 * Calls of a generated fetch client, written down from the description alone (never from the generated
 * code): for each operation, the arguments in the order docs/generated-code.md states (parameters as declared, path-level
 * ones first, then the body; `x-position` first; required before optional), random values for them, and
 * what must reach the server: each path segment, the query pairs, each header, the Cookie header and the
 * body, as the wire carries them. The server's answer and what the call must resolve or reject with are
 * chosen here too.
 */
import fc from "fast-check";
import { headerValue, hostileName, hostileText, urlValue } from "./hostile-text.js";
import type { Json, JsonObject } from "./schema-arbitrary.js";

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

interface Argument {
  required: boolean;
  position: number | undefined;
  value: unknown;
  apply(request: RequestParts): void;
}

/** What the arguments put into the request, before the query and cookies are put in object key order. */
interface RequestParts {
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

/** A value of a scalar schema and its text on the wire. */
interface Scalar {
  value: unknown;
  wire: string;
}

function scalarArbitrary(schema: JsonObject, location: string, options: LiveOptions): fc.Arbitrary<Scalar> {
  const text = location === "header" ? headerValue : location === "path" ? pathValue : urlValue;
  if (Array.isArray(schema.enum)) {
    return fc
      .constantFrom(...(schema.enum as (string | number)[]))
      .map((value) => ({ value, wire: String(value) }));
  }
  if (schema.type === "integer") return fc.integer({ min: -1000, max: 1000 }).map(asScalar);
  if (schema.type === "boolean") return fc.boolean().map(asScalar);
  if (schema.format === "date" || schema.format === "date-time") {
    if (options.dateFormat === "string") return text.map(asScalar);
    const dates = fc.date({
      min: new Date("1900-01-01T00:00:00Z"),
      max: new Date("2200-01-01T00:00:00Z"),
      noInvalidDate: true,
    });
    return dates.map((value) => ({
      value,
      wire: schema.format === "date" ? calendarDay(value) : value.toISOString(),
    }));
  }
  return text.map(asScalar);
}

const asScalar = (value: string | number | boolean): Scalar => ({ value, wire: String(value) });

/**
 * A path value, now and then exactly `.` or `..`: URL parsers resolve such a segment even percent-encoded, so
 * the client must refuse the call rather than send it elsewhere.
 */
const pathValue = fc.oneof(
  { weight: 19, arbitrary: urlValue },
  { weight: 1, arbitrary: fc.constantFrom(".", "..") },
);

/** `YYYY-MM-DD` of the local calendar day, as the generated client writes a `format: date`. */
function calendarDay(date: Date): string {
  const pad = (value: number, width: number) => String(value).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function parameterArgument(
  parameter: JsonObject,
  options: LiveOptions,
): fc.Arbitrary<Argument & { wire: string }> {
  const name = parameter.name as string;
  const location = parameter.in as string;
  const required = parameter.required === true;
  const position = typeof parameter["x-position"] === "number" ? parameter["x-position"] : undefined;
  const value = parameterValue(parameter, options);
  const present = required ? value : fc.option(value, { nil: undefined });
  return present.map((chosen) => ({
    required,
    position,
    value: chosen?.value,
    wire: chosen?.wire.join(",") ?? "",
    apply(request: RequestParts) {
      if (chosen === undefined) return;
      const text = chosen.wire.join(",");
      if (location === "query") request.query.push([name, chosen.pairs(name, options)]);
      else if (location === "header") request.headers.push([name.toLowerCase(), text]);
      else if (location === "cookie") request.cookies.push([name, text]);
    },
  }));
}

interface ParameterValue {
  value: unknown;
  /** The value's texts; locations other than the query join them with `,` (OpenAPI's `simple` style). */
  wire: string[];
  /** The query pairs of the value under `name`. */
  pairs(name: string, options: LiveOptions): [string, string][];
}

function parameterValue(parameter: JsonObject, options: LiveOptions): fc.Arbitrary<ParameterValue> {
  const location = parameter.in as string;
  const content = parameter.content as JsonObject | undefined;
  if (content) {
    // Sent as its JSON text, in any location.
    const schema = (content["application/json"] as JsonObject).schema as JsonObject;
    const names = Object.keys(schema.properties as JsonObject);
    const text = location === "header" ? headerValue : urlValue;
    return fc.tuple(...names.map(() => text)).map((texts) => {
      const value = Object.fromEntries(names.map((name, index) => [name, texts[index]]));
      return single(value, JSON.stringify(value));
    });
  }
  const schema = parameter.schema as JsonObject;
  if (schema.type === "array") {
    return fc
      .array(scalarArbitrary(schema.items as JsonObject, location, options), { maxLength: 3 })
      .map((items) => ({
        value: items.map((item) => item.value),
        wire: items.map((item) => item.wire),
        pairs: (name, style) =>
          items.map((item, index) => [
            `${name}${style.arrayFormat === "brackets" ? "[]" : style.arrayFormat === "indices" ? `[${index}]` : ""}`,
            item.wire,
          ]),
      }));
  }
  if (schema.type === "object") {
    const names = Object.keys(schema.properties as JsonObject);
    return fc.tuple(...names.map(() => urlValue)).map((texts) => ({
      value: Object.fromEntries(names.map((name, index) => [name, texts[index]])),
      wire: names.flatMap((name, index) => [name, texts[index] as string]),
      pairs: (name, style) =>
        names.map((property, index) => [
          style.allowDots ? `${name}.${property}` : `${name}[${property}]`,
          texts[index] as string,
        ]),
    }));
  }
  return scalarArbitrary(schema, location, options).map((scalar) => single(scalar.value, scalar.wire));
}

function single(value: unknown, wire: string): ParameterValue {
  return { value, wire: [wire], pairs: (name) => [[name, wire]] };
}

/** The body argument: a value for the media type, and what the server must get. */
function bodyArgument(body: JsonObject, options: LiveOptions): fc.Arbitrary<Argument> {
  const [mediaType, media] = Object.entries(body.content as JsonObject)[0] as [string, JsonObject];
  const schema = media.schema as JsonObject;
  const required = body.required === true;
  let value: fc.Arbitrary<{ value: unknown; expected: ExpectedBody }>;
  if (mediaType === "multipart/form-data" || mediaType === "application/x-www-form-urlencoded") {
    value = formArbitrary(schema, mediaType === "multipart/form-data", options);
  } else if (mediaType === "text/plain" || mediaType === "application/octet-stream") {
    // Text, and bytes written as a string (its UTF-8 bytes). Random schemas of live descriptions are never
    // binary, so a JSON media type always means JSON.
    value = hostileText.map((text) => ({ value: text, expected: { kind: "text", text } }));
  } else {
    const json: fc.Arbitrary<Json> = fc.oneof(
      hostileText,
      fc.integer(),
      fc
        .uniqueArray(fc.tuple(hostileName, hostileText), { selector: ([key]) => key, maxLength: 3 })
        .map((entries) => Object.fromEntries(entries)),
      fc.array(hostileText, { maxLength: 3 }),
    );
    value = json.map((chosen) => ({
      value: chosen,
      expected: { kind: "text", text: JSON.stringify(chosen) },
    }));
  }
  const present = required ? value : fc.option(value, { nil: undefined });
  return present.map((chosen) => ({
    required,
    position: undefined,
    value: chosen?.value,
    apply(request: RequestParts) {
      if (chosen) request.body = chosen.expected;
    },
  }));
}

/** A form body of the schema's fields; multipart sends files as parts of their own. */
function formArbitrary(
  schema: JsonObject,
  multipart: boolean,
  options: LiveOptions,
): fc.Arbitrary<{ value: unknown; expected: ExpectedBody }> {
  const fields = Object.entries(schema.properties as JsonObject) as [string, JsonObject][];
  const fieldValue = (
    field: JsonObject,
  ): fc.Arbitrary<{ value: unknown; wire: (string | { bytes: string })[] }> => {
    const binary = field.format === "binary" || (field.items as JsonObject | undefined)?.format === "binary";
    const one: fc.Arbitrary<{ value: unknown; wire: string | { bytes: string } }> = binary
      ? hostileText.map((text) => ({
          value: new Blob([text]),
          wire: { bytes: text } as string | { bytes: string },
        }))
      : scalarArbitrary(field.type === "array" ? (field.items as JsonObject) : field, "form", options);
    if (field.type === "array") {
      return fc
        .array(one, { maxLength: 3 })
        .map((items) => ({ value: items.map((item) => item.value), wire: items.map((item) => item.wire) }));
    }
    return one.map((item) => ({ value: item.value, wire: [item.wire] }));
  };
  return fc
    .tuple(...fields.map(([, field]) => fc.option(fieldValue(field), { nil: undefined })))
    .map((values) => {
      const value = Object.fromEntries(
        fields.flatMap(([name], index) => (values[index] ? [[name, values[index].value]] : [])),
      );
      const entries = fields.flatMap(([name], index) =>
        (values[index]?.wire ?? []).map((wire) => [name, wire] as const),
      );
      if (multipart)
        return {
          value,
          expected: { kind: "multipart", fields: entries.map(([name, wire]) => [name, wire]) },
        };
      // A file cannot be sent in a URL-encoded form: its field is empty there.
      return {
        value,
        expected: {
          kind: "urlencoded",
          pairs: entries.map(([name, wire]) => [name, typeof wire === "string" ? wire : ""]),
        },
      };
    });
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
        outcome: { resolves: noBody ? "" : text.replace(/^\uFEFF/, "") },
      };
    }
    return {
      answer: { status: 200, contentType: "application/octet-stream", body: text },
      outcome: { resolves: { bytes: noBody ? "" : text } },
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
