/**
 * A small, deterministic sampler: one value per schema of the description, of the type the generated
 * client takes for it. It fills every property a request may carry (required or not, never `readOnly`),
 * takes the first member of a `oneOf` / `anyOf` and the first value of an `enum`, and gives `Date`s for
 * `date` / `date-time` strings (typewright's default `dateFormat: "Date"`) and `Blob`s for binary strings.
 *
 * Simple constraints are obeyed (`minLength`, `maxLength`, `pattern` when one of a few stock strings or the
 * schema's own example fits, `minimum` / `maximum`, `minItems`); a schema the sampler cannot satisfy gives a
 * best effort, and the validator will say so. The sampler only decides what to send; whether it went over
 * the wire as the description says is judged by the validator.
 */
import { dereference, isObject, type JsonObject } from "./description.js";

/** The `date` value: a local calendar day, as a user would create it. */
export const SAMPLE_DATE = new Date(2026, 0, 2);
/** The `date-time` value: an instant. */
export const SAMPLE_DATE_TIME = new Date(Date.UTC(2026, 0, 2, 3, 4, 5));

/** Well-formed values for string formats that constrain text (ajv-formats' "full" rules accept them). */
const FORMAT_SAMPLES: Record<string, string> = {
  email: "someone@example.com",
  "idn-email": "someone@example.com",
  uuid: "3fa85f64-5717-4562-b3fc-2c963f66afa6",
  uri: "https://example.com/a",
  url: "https://example.com/a",
  "uri-reference": "https://example.com/a",
  iri: "https://example.com/a",
  hostname: "example.com",
  ipv4: "192.0.2.1",
  ipv6: "2001:db8::1",
  byte: "AAAA",
  time: "03:04:05Z",
  duration: "P1D",
  regex: "^a$",
  "json-pointer": "/a",
};

/** Tried in order against `pattern` and the length limits when the schema has no fitting example. */
const STOCK_STRINGS = ["string", "a", "A", "abc", "ABC", "a1", "1", "0", "a-b", "a_b", "a.b", "a b", "x@y.z"];

export class SchemaSampler {
  constructor(private readonly document: JsonObject) {}

  /** A value for `schema`; `undefined` only when the schema is recursive and `optional` allows leaving it out. */
  sample(schema: unknown, refsInUse: readonly string[] = []): unknown {
    if (schema === undefined || schema === true) return "value";
    if (!isObject(schema)) return "value";
    if (typeof schema.$ref === "string") {
      if (refsInUse.includes(schema.$ref)) return undefined;
      return this.sample(dereference(this.document, schema), [...refsInUse, schema.$ref]);
    }
    if ("const" in schema) return schema.const;
    if (Array.isArray(schema.enum) && schema.enum.length > 0) {
      return schema.enum.find((value) => value !== null) ?? schema.enum[0];
    }
    if (Array.isArray(schema.allOf)) return this.sample(this.mergeAllOf(schema), refsInUse);
    const alternativesKey = Array.isArray(schema.oneOf)
      ? "oneOf"
      : Array.isArray(schema.anyOf)
        ? "anyOf"
        : "";
    const alternatives = alternativesKey === "" ? [] : (schema[alternativesKey] as unknown[]);
    if (alternatives.length > 0) {
      const { [alternativesKey]: _, ...siblings } = schema;
      if (typeOf(siblings) === undefined) return this.sampleAlternative(schema, alternatives, refsInUse);
      // Keywords beside the `oneOf` (`properties` and `oneOf: [{required: [a]}, {required: [b]}]`) apply too.
      return this.sampleConstrainedObject(siblings, alternatives, alternativesKey === "oneOf", refsInUse);
    }
    switch (typeOf(schema)) {
      case "object":
        return this.sampleObject(schema, refsInUse);
      case "array":
        return this.sampleArray(schema, refsInUse);
      case "integer":
        return sampleNumber(schema, true);
      case "number":
        return sampleNumber(schema, false);
      case "boolean":
        return true;
      case "null":
        return null;
      case "string":
        return sampleString(schema);
      default:
        // No type at all: a 3.1 file (`contentMediaType`) or a free-form value.
        return typeof schema.contentMediaType === "string" && schema.contentEncoding === undefined
          ? sampleBlob()
          : "value";
    }
  }

  /** The first member that is not `null`; with a discriminator, its tag value is set on the sample. */
  private sampleAlternative(schema: JsonObject, members: unknown[], refsInUse: readonly string[]): unknown {
    const member = members.find((candidate) => typeOf(dereference(this.document, candidate)) !== "null");
    const chosen = member ?? members[0];
    const value = this.sample(chosen, refsInUse);
    const discriminator = isObject(schema.discriminator) ? schema.discriminator : undefined;
    if (discriminator && isObject(value) && isObject(chosen) && typeof chosen.$ref === "string") {
      const ref = chosen.$ref;
      const mapping = isObject(discriminator.mapping) ? discriminator.mapping : {};
      const tag = Object.entries(mapping).find(([, target]) => target === ref)?.[0];
      value[String(discriminator.propertyName)] = tag ?? ref.slice(ref.lastIndexOf("/") + 1);
    }
    return value;
  }

  /**
   * `siblings` merged with the first alternative. For `oneOf`, an optional property that would also satisfy a
   * later alternative made only of `required` is left out, so that exactly one alternative matches.
   */
  private sampleConstrainedObject(
    siblings: JsonObject,
    alternatives: unknown[],
    exclusive: boolean,
    refsInUse: readonly string[],
  ): unknown {
    const [chosen, ...others] = alternatives;
    const value = this.sample(this.mergeAllOf({ allOf: [siblings, chosen] }), refsInUse);
    if (!exclusive || !isObject(value)) return value;
    const chosenRequired = requiredOf(dereference(this.document, chosen));
    const siblingRequired = requiredOf(siblings);
    for (const other of others) {
      const otherRequired = requiredOf(dereference(this.document, other));
      if (otherRequired.length === 0 || !otherRequired.every((name) => name in value)) continue;
      const removable = otherRequired.find(
        (name) => !chosenRequired.includes(name) && !siblingRequired.includes(name),
      );
      if (removable !== undefined) delete value[removable];
    }
    return value;
  }

  private sampleObject(schema: JsonObject, refsInUse: readonly string[]): JsonObject {
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const properties = isObject(schema.properties) ? schema.properties : {};
    const sample: JsonObject = {};
    for (const [name, property] of Object.entries(properties)) {
      const resolved = dereference(this.document, property);
      // A client never sends what only the server may write (`required` does not apply to it in requests).
      if (isObject(resolved) && resolved.readOnly === true) continue;
      const value = this.sample(property, refsInUse);
      if (value === undefined) {
        // Recursive: an optional property ends the recursion; a required one gets an empty object.
        if (required.has(name)) sample[name] = {};
        continue;
      }
      sample[name] = value;
    }
    for (const name of required) {
      // Required but not declared: any value will do, as the description allows it.
      if (!(name in properties)) sample[name] = "value";
    }
    // A map: one entry, so that a required one is not empty (an empty object has no form serialization).
    if (Object.keys(properties).length === 0 && schema.additionalProperties !== false) {
      const entry = this.sample(
        isObject(schema.additionalProperties) ? schema.additionalProperties : undefined,
        refsInUse,
      );
      if (entry !== undefined) sample.key = entry;
    }
    return sample;
  }

  private sampleArray(schema: JsonObject, refsInUse: readonly string[]): unknown[] {
    if (Array.isArray(schema.prefixItems)) {
      return schema.prefixItems.map((item) => this.sample(item, refsInUse) ?? {});
    }
    const count = Math.max(1, typeof schema.minItems === "number" ? schema.minItems : 1);
    const item = this.sample(schema.items, refsInUse);
    if (item === undefined) return [];
    return Array.from({ length: count }, () => item);
  }

  /** `allOf` members merged into one schema: properties and `required` add up, other keywords overlay. */
  private mergeAllOf(schema: JsonObject): JsonObject {
    const merged: JsonObject = {};
    const properties: JsonObject = {};
    const required: unknown[] = [];
    const members = [...(schema.allOf as unknown[]), { ...schema, allOf: undefined }];
    for (const member of members) {
      const dereferenced = dereference(this.document, member);
      if (!isObject(dereferenced)) continue;
      const resolved = Array.isArray(dereferenced.allOf) ? this.mergeAllOf(dereferenced) : dereferenced;
      Object.assign(merged, resolved);
      if (isObject(resolved.properties)) Object.assign(properties, resolved.properties);
      if (Array.isArray(resolved.required)) required.push(...resolved.required);
    }
    delete merged.allOf;
    if (Object.keys(properties).length > 0) {
      merged.properties = properties;
      merged.type ??= "object";
    }
    if (required.length > 0) merged.required = [...new Set(required)];
    return merged;
  }
}

function requiredOf(schema: unknown): string[] {
  return isObject(schema) && Array.isArray(schema.required) ? schema.required.map(String) : [];
}

/** The schema's type: the first non-null entry of a 3.1 type list, or what its keywords imply. */
export function typeOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  const declared = Array.isArray(schema.type)
    ? (schema.type.find((entry) => entry !== "null") ?? schema.type[0])
    : schema.type;
  if (typeof declared === "string") return declared;
  if (isObject(schema.properties) || isObject(schema.additionalProperties)) return "object";
  if (schema.items !== undefined || schema.prefixItems !== undefined) return "array";
  return undefined;
}

function sampleString(schema: JsonObject): unknown {
  const format = typeof schema.format === "string" ? schema.format : undefined;
  if (format === "date") return new Date(SAMPLE_DATE);
  if (format === "date-time") return new Date(SAMPLE_DATE_TIME);
  if (format === "binary") return sampleBlob();
  if (typeof schema.contentMediaType === "string" && schema.contentEncoding === undefined)
    return sampleBlob();
  if (format !== undefined && format in FORMAT_SAMPLES) return FORMAT_SAMPLES[format];
  const candidates = [schema.default, schema.example, ...STOCK_STRINGS].filter(
    // Never "": an empty query or header value needs `allowEmptyValue`, which most parameters lack.
    (candidate): candidate is string => typeof candidate === "string" && candidate !== "",
  );
  const fitting = candidates.find((candidate) => fitsString(schema, candidate));
  if (fitting !== undefined) return fitting;
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 1;
  return "a".repeat(Math.max(1, minLength));
}

function fitsString(schema: JsonObject, candidate: string): boolean {
  if (typeof schema.minLength === "number" && candidate.length < schema.minLength) return false;
  if (typeof schema.maxLength === "number" && candidate.length > schema.maxLength) return false;
  if (typeof schema.pattern === "string") {
    try {
      return new RegExp(schema.pattern, "u").test(candidate);
    } catch {
      return true;
    }
  }
  return true;
}

function sampleNumber(schema: JsonObject, integer: boolean): number {
  for (const candidate of [schema.default, schema.example]) {
    if (typeof candidate === "number" && (!integer || Number.isInteger(candidate))) {
      if (withinBounds(schema, candidate)) return candidate;
    }
  }
  let value = typeof schema.multipleOf === "number" ? schema.multipleOf : 1;
  const lower = lowerBound(schema);
  if (lower !== undefined && value < lower) value = integer ? Math.ceil(lower) : lower;
  const upper = upperBound(schema);
  if (upper !== undefined && value > upper) value = integer ? Math.floor(upper) : upper;
  return value;
}

function lowerBound(schema: JsonObject): number | undefined {
  // 3.0 writes `exclusiveMinimum: true` beside `minimum`; 3.1 writes the bound itself.
  if (typeof schema.exclusiveMinimum === "number") return schema.exclusiveMinimum + 1;
  if (typeof schema.minimum !== "number") return undefined;
  return schema.exclusiveMinimum === true ? schema.minimum + 1 : schema.minimum;
}

function upperBound(schema: JsonObject): number | undefined {
  if (typeof schema.exclusiveMaximum === "number") return schema.exclusiveMaximum - 1;
  if (typeof schema.maximum !== "number") return undefined;
  return schema.exclusiveMaximum === true ? schema.maximum - 1 : schema.maximum;
}

function withinBounds(schema: JsonObject, value: number): boolean {
  const lower = lowerBound(schema);
  const upper = upperBound(schema);
  return (lower === undefined || value >= lower) && (upper === undefined || value <= upper);
}

function sampleBlob(): Blob {
  return new Blob(["conformance file content"], { type: "application/octet-stream" });
}
