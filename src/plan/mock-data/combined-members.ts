/**
 * What the members of an `allOf` or a union make together: values merged, constraints met at once, a union's
 * own constraints carried to its members.
 */
import { setOwnValue } from "../../load/json-value.js";
import type { JsonValue } from "../../load/types.js";
import { meetConstraints } from "../../model/meet-constraints.js";
import type { Schema, SchemaConstraints } from "../../model/types.js";
import { isPlainObject } from "./conforms.js";

/** Objects merged key by key, as deep as both go; otherwise the later value, unless it says nothing (`{}`). */
export function mergedValues(earlier: JsonValue, later: JsonValue): JsonValue {
  if (isPlainObject(earlier) && isPlainObject(later)) {
    const merged: Record<string, JsonValue> = { ...(earlier as Record<string, JsonValue>) };
    for (const [key, value] of Object.entries(later)) {
      setOwnValue(
        merged,
        key,
        Object.hasOwn(merged, key) ? mergedValues(merged[key] as JsonValue, value) : value,
      );
    }
    return merged;
  }
  if (isPlainObject(later) && Object.keys(later).length === 0) return earlier;
  return later;
}

/**
 * Every member's constraints at once (model/meet-constraints.ts): the highest lower bound, the lowest upper
 * bound, one `multipleOf` of both; of two patterns, the first (a value is made for one pattern).
 */
export function tightest(all: readonly SchemaConstraints[]): SchemaConstraints {
  return meetConstraints(all).met;
}

/** A union member with the union's own constraints (`type: [integer, string]` beside `minimum`) added. */
export function withConstraints(member: Schema, constraints: SchemaConstraints | undefined): Schema {
  if (constraints === undefined || member.kind === "ref") return member;
  return { ...member, constraints: { ...constraints, ...member.constraints } };
}
