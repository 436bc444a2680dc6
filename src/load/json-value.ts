import type { JsonObject, JsonValue } from "./types.js";

/** The value as a plain object (not an array, not null), or `undefined`. */
export function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}
