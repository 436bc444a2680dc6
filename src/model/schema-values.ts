import type { JsonObject, JsonValue } from "../load/types.js";
import { patternProblem } from "./checked-pattern.js";
import { NUMBER_BOUND_KEYWORDS, readConstraints } from "./read-constraints.js";
import type { EnumValue, SchemaConstraints, StructuredValue } from "./types.js";
import type { ValueProblem } from "./value-problem.js";

/** The keywords `valueProblem` reads. */
export const VALUE_KEYWORDS: readonly string[] = ["const", "enum", "pattern", ...NUMBER_BOUND_KEYWORDS];

export function valueProblem(
  keyword: string,
  value: JsonValue | undefined,
  schema: JsonObject,
): ValueProblem | undefined {
  if (keyword === "pattern") return typeof value === "string" ? patternProblem(value) : undefined;
  const nonFinite = firstNonFinite(keyword === "enum" && Array.isArray(value) ? value : [value]);
  if (nonFinite !== undefined) {
    return {
      code: "non-finite-number",
      message: `\`${keyword}\` holds ${nonFinite}, a number JSON cannot carry (YAML's \`.inf\`/\`.nan\`, or a literal past the largest double): the keyword is left out, as if absent`,
    };
  }
  if (keyword !== "const" && keyword !== "enum") return undefined;
  const refused = refusedValuesProblem(keyword, schema);
  if (refused !== undefined) return refused;
  const values = keyword === "enum" ? (Array.isArray(value) ? value : []) : [value];
  if (!values.some((entry) => typeof entry === "object" && entry !== null)) return undefined;
  return {
    code: "structured-enum",
    message: `\`${keyword}\` holds an object or an array, which no literal type spells: the type is what the rest of the schema says, and only the Zod schemas check these values (compared as JSON)`,
  };
}

function firstNonFinite(values: readonly (JsonValue | undefined)[]): number | undefined {
  for (const value of values) if (typeof value === "number" && !Number.isFinite(value)) return value;
  return undefined;
}

/**
 * The values of an `enum` or `const` that holds an object or an array (an enum of primitives is a node of its
 * own); none where a number in them is not finite (the keyword is then left out, see `valueProblem`).
 */
export function readStructuredValues(raw: JsonObject): StructuredValue[] | undefined {
  const values = "const" in raw ? [raw.const] : Array.isArray(raw.enum) ? raw.enum : undefined;
  if (values === undefined || !values.some((value) => typeof value === "object" && value !== null)) {
    return undefined;
  }
  return values.every(isFiniteJson) ? (values as StructuredValue[]) : undefined;
}

function isFiniteJson(value: JsonValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === "number") return Number.isFinite(value);
  if (typeof value !== "object" || value === null) return true;
  return Object.values(value).every(isFiniteJson);
}

/**
 * The values of an `enum` or `const` that the checks beside it allow (`minLength`, `maxLength`, `pattern`,
 * the bounds, `multipleOf`): JSON Schema applies them all, so a value they refuse (`enum: [a, xyz]` with
 * `maxLength: 2`) is no value of the schema, and is left out of the type and the schemas. A value of another
 * `type` than the one declared is kept (see `valueProblem`), and so is `null`, whose place is the schema's
 * nullability (OpenAPI 3.0's `nullable`).
 */
export function valuesAllowedBeside(values: readonly EnumValue[], schema: JsonObject): EnumValue[] {
  const constraints = readConstraints(schema);
  if (constraints === undefined) return [...values];
  const pattern = usablePattern(constraints.pattern);
  return values.filter(
    (value) =>
      (typeof value !== "string" || stringAllowed(value, constraints, pattern)) &&
      (typeof value !== "number" || numberAllowed(value, constraints)),
  );
}

/** The pattern as the schemas check it: the constraints hold only one they check (`isCheckedPattern`). */
function usablePattern(pattern: string | undefined): RegExp | undefined {
  return pattern !== undefined ? new RegExp(pattern, "u") : undefined;
}

function refusedValuesProblem(keyword: "enum" | "const", schema: JsonObject): ValueProblem | undefined {
  const raw = keyword === "enum" ? schema.enum : [schema.const];
  if (!Array.isArray(raw) || !raw.every(isPrimitive) || firstNonFinite(raw) !== undefined) return undefined;
  const allowed = new Set(valuesAllowedBeside(raw, schema));
  const refused = raw.filter((value) => !allowed.has(value));
  if (refused.length > 0) {
    return {
      code: "refused-enum-value",
      message: `\`${keyword}\` holds ${listed(refused)}, which the checks beside it refuse: no value of the schema, so left out of the type and the schemas`,
    };
  }
  const types = declaredTypeList(schema.type);
  const otherTyped =
    types === undefined ? [] : raw.filter((value) => !types.some((type) => hasType(value, type)));
  if (otherTyped.length === 0) return undefined;
  return {
    code: "refused-enum-value",
    message: `\`${keyword}\` holds ${listed(otherTyped)}, which \`type\` does not allow: kept as written, in the type and the schemas (an unquoted YAML true, false or number under \`type: string\` is the usual cause)`,
  };
}

function listed(values: readonly EnumValue[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

function isPrimitive(value: JsonValue | undefined): value is EnumValue {
  return (
    value === null || typeof value === "string" || typeof value === "number" || typeof value === "boolean"
  );
}

function declaredTypeList(type: JsonValue | undefined): string[] | undefined {
  if (typeof type === "string") return [type];
  if (Array.isArray(type) && type.every((entry) => typeof entry === "string")) return type as string[];
  return undefined;
}

/** `null` has the type `null`, and is also the nullability's (kept either way). */
function hasType(value: EnumValue, type: string): boolean {
  if (value === null) return true;
  if (type === "integer") return typeof value === "number" && Number.isInteger(value);
  return typeof value === type;
}

function stringAllowed(
  value: string,
  { minLength, maxLength }: SchemaConstraints,
  pattern?: RegExp,
): boolean {
  // JSON Schema counts characters (code points), not UTF-16 units.
  const length = minLength === undefined && maxLength === undefined ? 0 : [...value].length;
  if (minLength !== undefined && length < minLength) return false;
  if (maxLength !== undefined && length > maxLength) return false;
  return pattern === undefined || pattern.test(value);
}

function numberAllowed(value: number, constraints: SchemaConstraints): boolean {
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf } = constraints;
  if (minimum !== undefined && value < minimum) return false;
  if (maximum !== undefined && value > maximum) return false;
  if (exclusiveMinimum !== undefined && value <= exclusiveMinimum) return false;
  if (exclusiveMaximum !== undefined && value >= exclusiveMaximum) return false;
  return multipleOf === undefined || Number.isInteger(value / multipleOf);
}
