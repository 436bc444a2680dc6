import type { JsonObject, JsonValue } from "../load/types.js";
import { isCheckedPattern } from "./checked-pattern.js";
import type { SchemaConstraints } from "./types.js";

const COUNTS = ["minLength", "maxLength", "minItems", "maxItems", "minProperties", "maxProperties"] as const;

/** The keywords that bound a number (a value JSON cannot carry in one is left out: schema-values.ts). */
export const NUMBER_BOUND_KEYWORDS: readonly string[] = [
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
];

/** Every keyword `readConstraints` reads. */
export const CONSTRAINT_KEYWORDS: readonly string[] = [
  ...COUNTS,
  "pattern",
  ...NUMBER_BOUND_KEYWORDS,
  "uniqueItems",
];

/**
 * The validation keywords of a schema node, `undefined` when it states none. Values of the wrong type are
 * not constraints (JSON Schema ignores what it cannot read); a `multipleOf` must be positive. Asked only of
 * nodes that name one of them (`KEY.constraint` of `schema-keys.ts`).
 */
export function readConstraints(raw: JsonObject): SchemaConstraints | undefined {
  let constraints: SchemaConstraints | undefined;
  const set = <K extends keyof SchemaConstraints>(key: K, value: SchemaConstraints[K]): void => {
    constraints ??= {};
    constraints[key] = value;
  };
  for (const key of COUNTS) {
    const value = raw[key];
    if (typeof value === "number" && Number.isInteger(value) && value >= 0) set(key, value);
  }
  // A pattern the Zod schemas cannot use (uncompilable, or backtracking exponentially) is left out here, once,
  // with a warning (checked-pattern.ts): what emits the schemas writes every pattern it is given.
  if (typeof raw.pattern === "string" && isCheckedPattern(raw.pattern)) set("pattern", raw.pattern);
  // A number JSON cannot carry (`.inf`, `1e400`) bounds nothing: left out, with a warning (schema-values.ts).
  const finite = (value: JsonValue | undefined) =>
    typeof value === "number" && Number.isFinite(value) ? value : undefined;
  const minimum = finite(raw.minimum);
  const maximum = finite(raw.maximum);
  const multipleOf = finite(raw.multipleOf);
  const exclusiveMinimum = raw.exclusiveMinimum === true ? true : finite(raw.exclusiveMinimum);
  const exclusiveMaximum = raw.exclusiveMaximum === true ? true : finite(raw.exclusiveMaximum);
  const { uniqueItems } = raw;
  // 3.0 writes an exclusive bound as a flag beside `minimum` / `maximum`; 3.1 as a number of its own.
  if (typeof minimum === "number") {
    if (exclusiveMinimum === true) set("exclusiveMinimum", minimum);
    else set("minimum", minimum);
  }
  if (typeof maximum === "number") {
    if (exclusiveMaximum === true) set("exclusiveMaximum", maximum);
    else set("maximum", maximum);
  }
  if (typeof exclusiveMinimum === "number") set("exclusiveMinimum", exclusiveMinimum);
  if (typeof exclusiveMaximum === "number") set("exclusiveMaximum", exclusiveMaximum);
  if (typeof multipleOf === "number" && multipleOf > 0) set("multipleOf", multipleOf);
  if (uniqueItems === true) set("uniqueItems", true);
  return constraints;
}
