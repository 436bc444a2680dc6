/**
 * Whether a value is one the model's schema allows, as an answer (`writeOnly` properties are not required
 * there): the check that decides whether a description's example may be used, and which member of a union a
 * made value stands for. It reads the model's facts only; keywords the model does not carry are not checked.
 */
import type { JsonValue } from "../../load/types.js";
import { MAX_SCHEMA_DEPTH } from "../../model/schema-walk.js";
import type { Model, Schema, SchemaConstraints } from "../../model/types.js";
import { isMultipleOf } from "./mock-numbers.js";
import { codePointLength, matchesPattern } from "./pattern-string.js";

/**
 * `oneOf`: with it, a union allows a value only one member allows (`oneOf`'s rule, the stricter one: the
 * model does not tell `oneOf` from `anyOf`); without it, one any member allows (`anyOf`'s).
 */
export function conforms(value: unknown, schema: Schema, model: Model, oneOf = false, depth = 0): boolean {
  if (depth > MAX_SCHEMA_DEPTH) return true;
  if (value === null && schema.nullable) return true;
  if (value === undefined) return false;
  if (schema.constraints !== undefined && !constraintsHold(value, schema.constraints)) return false;
  const next = depth + 1;
  switch (schema.kind) {
    case "ref": {
      const target = model.schemas.get(schema.target);
      return target === undefined || conforms(value, target.schema, model, oneOf, next);
    }
    case "primitive":
      return primitiveHolds(value, schema.type, schema.format ?? schema.docs?.format);
    case "binary":
      return typeof value === "string";
    case "unknown":
    case "tsType":
      return true;
    case "never":
      return false;
    case "enum":
      return schema.values.some((allowed) => allowed === value);
    case "const":
      return schema.value === value;
    case "intersection":
      return schema.members.every((member) => conforms(value, member, model, oneOf, next));
    case "union": {
      const allowing = (member: Schema) => conforms(value, member, model, oneOf, next);
      return oneOf ? schema.members.filter(allowing).length === 1 : schema.members.some(allowing);
    }
    case "array":
      return Array.isArray(value) && value.every((item) => conforms(item, schema.items, model, oneOf, next));
    case "tuple": {
      if (!Array.isArray(value)) return false;
      return value.every((item, index) => {
        const itemSchema = schema.items[index] ?? schema.rest;
        return itemSchema === undefined
          ? index < schema.items.length
          : conforms(item, itemSchema, model, oneOf, next);
      });
    }
    case "object": {
      if (!isPlainObject(value)) return false;
      const declared = new Set<string>();
      for (const property of schema.properties) {
        declared.add(property.name);
        const present = Object.hasOwn(value, property.name);
        if (!present) {
          if (property.required && !isWriteOnly(property.schema, property.docs, model)) return false;
          continue;
        }
        if (!conforms(value[property.name], property.schema, model, oneOf, next)) return false;
      }
      const extra = schema.additionalProperties;
      if (extra === undefined || extra === true) return true;
      return Object.keys(value).every(
        (key) => declared.has(key) || (extra !== false && conforms(value[key], extra, model, oneOf, next)),
      );
    }
  }
}

/** `writeOnly` on the property or on the schema it names. */
export function isWriteOnly(schema: Schema, docs: Schema["docs"], model: Model): boolean {
  if (docs?.writeOnly || schema.docs?.writeOnly) return true;
  if (schema.kind !== "ref") return false;
  return model.schemas.get(schema.target)?.schema.docs?.writeOnly === true;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A scalar of the primitive type's TypeScript type: what the client's types check (client-typing.ts), and
 * what JSON Schema's checks below refine.
 */
export function isOfPrimitiveType(value: unknown, type: string): boolean {
  switch (type) {
    case "null":
      return value === null;
    case "boolean":
      return typeof value === "boolean";
    case "integer":
    case "number":
      return typeof value === "number";
    default:
      return typeof value === "string";
  }
}

function primitiveHolds(value: unknown, type: string, format: string | undefined): boolean {
  if (!isOfPrimitiveType(value, type)) return false;
  switch (type) {
    case "integer":
      return Number.isInteger(value);
    case "number":
      return Number.isFinite(value);
    case "string":
      return formatHolds(value as string, format);
    default:
      return true;
  }
}

/** The formats whose examples a description most often gets wrong; others are taken as written. */
const FORMAT_SHAPES: Readonly<Record<string, RegExp>> = {
  date: /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/,
  "date-time":
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[Tt ]([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d+)?([Zz]|[+-]([01]\d|2[0-3]):[0-5]\d)$/,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  uri: /^[a-z][a-z0-9+.-]*:[^\s]*$/i,
  ipv4: /^((25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/,
  byte: /^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/,
};

function formatHolds(value: string, format: string | undefined): boolean {
  const shape = format === undefined ? undefined : FORMAT_SHAPES[format];
  return shape === undefined || shape.test(value);
}

/** JSON Schema's validation keywords, each applying to the values of its type only. */
function constraintsHold(value: unknown, constraints: SchemaConstraints): boolean {
  const { structuredValues } = constraints;
  if (structuredValues !== undefined) {
    const text = canonicalJson(value);
    if (!structuredValues.some((allowed) => canonicalJson(allowed) === text)) return false;
  }
  if (typeof value === "string") {
    const length = codePointLength(value);
    if (constraints.minLength !== undefined && length < constraints.minLength) return false;
    if (constraints.maxLength !== undefined && length > constraints.maxLength) return false;
    return constraints.pattern === undefined || matchesPattern(constraints.pattern, value);
  }
  if (typeof value === "number") return numberHolds(value, constraints);
  if (Array.isArray(value)) {
    if (constraints.minItems !== undefined && value.length < constraints.minItems) return false;
    if (constraints.maxItems !== undefined && value.length > constraints.maxItems) return false;
    return !constraints.uniqueItems || new Set(value.map(canonicalJson)).size === value.length;
  }
  if (isPlainObject(value)) {
    const count = Object.keys(value).length;
    if (constraints.minProperties !== undefined && count < constraints.minProperties) return false;
    if (constraints.maxProperties !== undefined && count > constraints.maxProperties) return false;
  }
  return true;
}

function numberHolds(value: number, constraints: SchemaConstraints): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = constraints;
  if (minimum !== undefined && value < minimum) return false;
  if (maximum !== undefined && value > maximum) return false;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return false;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return false;
  return multipleOf === undefined || isMultipleOf(value, multipleOf);
}

/** JSON text with object keys sorted: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isPlainObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`).join(",")}}`;
  }
  return JSON.stringify(value as JsonValue) ?? "null";
}
