/**
 * The checks of several schemas that hold of one value at once (the members of an `allOf`, and the checks
 * written beside it): the tighter of two bounds, every pattern, every `multipleOf`. Where it matters:
 * docs/validation.md ("allOf").
 */
import type { DescribedOnly, LaterFields, Schema, SchemaConstraints } from "./types.js";

const LOWER_BOUNDS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
const UPPER_BOUNDS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;

type ConstraintKey = keyof SchemaConstraints;

/** The checks that hold of one type of value, and which schema kinds carry them. */
const FAMILIES: readonly { keys: readonly ConstraintKey[]; carries: (schema: Schema) => boolean }[] = [
  {
    keys: ["minLength", "maxLength", "pattern"],
    carries: (schema) => schema.kind === "primitive" && schema.type === "string",
  },
  {
    keys: ["minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "multipleOf"],
    carries: (schema) =>
      schema.kind === "primitive" && (schema.type === "number" || schema.type === "integer"),
  },
  {
    keys: ["minItems", "maxItems", "uniqueItems"],
    carries: (schema) => schema.kind === "array" || schema.kind === "tuple",
  },
  { keys: ["minProperties", "maxProperties"], carries: (schema) => schema.kind === "object" },
];

/**
 * `all` as one set of checks where one can say it (`met`), and the checks that cannot join it (`apart`): a
 * second, different `pattern`, a fractional `multipleOf` beside another it is no multiple of, a second list of
 * structured `enum` values. Each of those must hold too, so it is kept as a set of its own, in order.
 */
export function meetConstraints(all: readonly SchemaConstraints[]): {
  met: SchemaConstraints;
  apart: SchemaConstraints[];
} {
  const met: SchemaConstraints = {};
  const apart: SchemaConstraints[] = [];
  for (const constraints of all) {
    for (const key of Object.keys(constraints) as ConstraintKey[]) {
      const value = constraints[key];
      if (value === undefined) continue;
      const joined = joinedValue(key, met[key], value);
      if (joined === APART) apart.push({ [key]: value });
      else (met as Record<string, unknown>)[key] = joined;
    }
  }
  return { met, apart };
}

const APART = Symbol("apart");

function joinedValue<K extends ConstraintKey>(
  key: K,
  earlier: SchemaConstraints[K],
  later: NonNullable<SchemaConstraints[K]>,
): SchemaConstraints[K] | typeof APART {
  if (earlier === undefined) return later;
  if ((LOWER_BOUNDS as readonly string[]).includes(key))
    return Math.max(earlier as number, later as number) as SchemaConstraints[K];
  if ((UPPER_BOUNDS as readonly string[]).includes(key))
    return Math.min(earlier as number, later as number) as SchemaConstraints[K];
  if (key === "uniqueItems") return (earlier || later) as SchemaConstraints[K];
  if (key === "multipleOf")
    return (jointMultiple(earlier as number, later as number) as SchemaConstraints[K] | undefined) ?? APART;
  // `pattern` and `structuredValues`: the same one once; two different ones each hold.
  return JSON.stringify(earlier) === JSON.stringify(later) ? earlier : APART;
}

/**
 * The one `multipleOf` that says both: the larger where the smaller divides it, the least common multiple of
 * two integers (`2` and `3`: `6`); none for other fractions, whose products floating point cannot promise.
 */
function jointMultiple(a: number, b: number): number | undefined {
  const [small, large] = a < b ? [a, b] : [b, a];
  if (Number.isInteger(large / small)) return large;
  if (!Number.isSafeInteger(a) || !Number.isSafeInteger(b)) return undefined;
  const multiple = (a / greatestCommonDivisor(a, b)) * b;
  return Number.isSafeInteger(multiple) ? multiple : undefined;
}

function greatestCommonDivisor(a: number, b: number): number {
  let [x, y] = [a, b];
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/**
 * `members` with the checks of `checks` carried onto them: each family of checks (a string's, a number's, an
 * array's, an object's) onto the first member that is a schema of that type written inline, tightened with its
 * own. Checks no such member carries, or that cannot join one (`meetConstraints`' `apart`), are returned as
 * `left`: they still hold, but of a member the model cannot change (a `$ref`) or of none.
 */
export function carryConstraints(
  members: readonly Schema[],
  checks: readonly SchemaConstraints[],
): { members: Schema[]; left: SchemaConstraints[] } {
  const { met, apart } = meetConstraints(checks);
  const carried = [...members];
  const left: SchemaConstraints[] = [...apart];
  const unplaced: SchemaConstraints = {};
  const rest: SchemaConstraints = { ...met };
  for (const family of FAMILIES) {
    const own = pick(met, family.keys);
    for (const key of family.keys) delete rest[key];
    if (own === undefined) continue;
    const index = carried.findIndex(family.carries);
    const carrier = carried[index];
    if (carrier === undefined) {
      Object.assign(unplaced, own);
      continue;
    }
    const joined = meetConstraints(carrier.constraints ? [carrier.constraints, own] : [own]);
    carried[index] = { ...carrier, constraints: joined.met };
    left.push(...joined.apart);
  }
  // What no family holds (structured `enum` values) checks any value: no member is its type.
  Object.assign(unplaced, rest);
  if (Object.keys(unplaced).length > 0) left.unshift(unplaced);
  return { members: carried, left };
}

function pick(constraints: SchemaConstraints, keys: readonly ConstraintKey[]): SchemaConstraints | undefined {
  let picked: SchemaConstraints | undefined;
  for (const key of keys) {
    if (constraints[key] === undefined) continue;
    picked ??= {};
    (picked as Record<string, unknown>)[key] = constraints[key];
  }
  return picked;
}

/** An untyped schema that states checks and nothing else a value must be (`{maxLength: 10}`). */
export function isChecksOnly<F extends LaterFields = DescribedOnly>(member: Schema<F>): boolean {
  return member.kind === "unknown" && member.nullable !== true && member.constraints !== undefined;
}
