/**
 * The arguments of a call of a generated fetch client (live-calls.ts): random values for each parameter and
 * the body, and what each must put on the wire.
 */
import fc from "fast-check";
import { headerValue, hostileName, hostileText, urlValue } from "./hostile-text.js";
import type { Argument, ExpectedBody, LiveOptions, RequestParts } from "./live-calls.js";
import type { Json, JsonObject } from "./schema-arbitrary.js";

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

export function parameterArgument(
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
export function bodyArgument(body: JsonObject, options: LiveOptions): fc.Arbitrary<Argument> {
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
