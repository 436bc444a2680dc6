import type { JsonObject, JsonValue } from "./types.js";

/** The value as a plain object (not an array, not null), or `undefined`. */
export function asObject(value: JsonValue | undefined): JsonObject | undefined {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : undefined;
}

/**
 * `object[key] = value` as an own property whatever the key: assigning `__proto__` would set the object's
 * prototype instead (a file named `__proto__.yaml` would vanish from the bundle and its schemas with it).
 */
export function setOwnValue(object: JsonObject, key: string, value: JsonValue): void {
  // Object.prototype's other properties are writable data properties, so assigning any other key makes an own
  // one; defining every key was slower, and left the objects in V8's slower dictionary form.
  if (key === "__proto__") {
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  } else object[key] = value;
}

/** `table[key]` when `key` is the table's own: a description's `constructor` must not find Object.prototype's. */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** What a value is, for messages: `an object`, `an array`, `a string`, `null`, ... (`nothing` when absent). */
export function jsonKind(value: JsonValue | undefined): string {
  if (value === undefined) return "nothing";
  if (value === null) return "null";
  if (Array.isArray(value)) return "an array";
  return typeof value === "object" ? "an object" : `a ${typeof value}`;
}
