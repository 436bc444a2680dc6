/**
 * What the members of an `allOf` or a union make together: values merged, constraints met at once, a union's
 * own constraints carried to its members.
 */
import type { JsonValue } from "../../load/types.js";
import type { Schema, SchemaConstraints } from "../../model/types.js";
import { isPlainObject } from "./conforms.js";

/** Objects merged key by key, as deep as both go; otherwise the later value, unless it says nothing (`{}`). */
export function mergedValues(earlier: JsonValue, later: JsonValue): JsonValue {
  if (isPlainObject(earlier) && isPlainObject(later)) {
    const merged: Record<string, JsonValue> = { ...(earlier as Record<string, JsonValue>) };
    for (const [key, value] of Object.entries(later)) {
      merged[key] = Object.hasOwn(merged, key) ? mergedValues(merged[key] as JsonValue, value) : value;
    }
    return merged;
  }
  if (isPlainObject(later) && Object.keys(later).length === 0) return earlier;
  return later;
}

const LOWER_BOUNDS = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"] as const;
const UPPER_BOUNDS = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"] as const;

/** Every member's constraints at once: the highest lower bound, the lowest upper bound, the first pattern. */
export function tightest(all: readonly SchemaConstraints[]): SchemaConstraints {
  const merged: SchemaConstraints = {};
  for (const constraints of all) {
    for (const [key, value] of Object.entries(constraints) as [keyof SchemaConstraints, never][]) {
      const earlier = merged[key];
      if (earlier === undefined) merged[key] = value;
      else if ((LOWER_BOUNDS as readonly string[]).includes(key))
        merged[key] = Math.max(earlier as number, value) as never;
      else if ((UPPER_BOUNDS as readonly string[]).includes(key))
        merged[key] = Math.min(earlier as number, value) as never;
    }
  }
  return merged;
}

/** A union member with the union's own constraints (`type: [integer, string]` beside `minimum`) added. */
export function withConstraints(member: Schema, constraints: SchemaConstraints | undefined): Schema {
  if (constraints === undefined || member.kind === "ref") return member;
  return { ...member, constraints: { ...constraints, ...member.constraints } };
}
