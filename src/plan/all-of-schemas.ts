/** What the allOf merge (merge-all-of.ts) asks of the schemas it compares: pure questions and copies. */

import type { Schema, SchemaDocs } from "../model/types.js";
import { isDateFormat } from "./date-shapes.js";

/** Inline `allOf`s among the members spread into the list (the same values, one level). */
export function flattened(members: readonly Schema[]): Schema[] {
  return members.flatMap((member) =>
    member.kind === "intersection" && !member.nullable && !member.docs ? flattened(member.members) : [member],
  );
}

/** The schemas that constrain a value, each structure once (the first of equal ones). */
export function distinctConstraining(schemas: readonly Schema[]): Schema[] {
  const seen = new Set<string>();
  return schemas.filter((schema) => {
    if (schema.kind === "unknown" && !schema.nullable) return false;
    const key = structureKey(schema);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The structure of a schema as text, docs left out and formats that change no type too. */
export function structureKey(schema: Schema): string {
  return JSON.stringify(schema, structureValue);
}

function structureValue(key: string, value: unknown): unknown {
  if (key === "docs") return undefined;
  if (key === "format" && value !== "date" && value !== "date-time") return undefined;
  return value;
}

/**
 * Whether the two have the same `structureKey`, found without writing either out: the walk stops at the
 * first difference, where most compared schemas differ, and writes no text for the rest. Arrays and plain
 * objects are compared entry by entry, key by key in order (the keys `JSON.stringify` leaves out skipped);
 * any other value (a leaf, a `Date` a YAML default became) by the text `JSON.stringify` writes for it.
 */
export function sameStructure(first: Schema, second: Schema): boolean {
  // Pairs to compare, flat; iterative, as trees may nest as deep as a description allows.
  const pending: unknown[] = [first, second];
  while (pending.length > 0) {
    const b = pending.pop();
    const a = pending.pop();
    if (a === b) continue;
    if (!isPlain(a) || !isPlain(b)) {
      if (writtenText(a) !== writtenText(b)) return false;
      continue;
    }
    if (Array.isArray(a)) {
      if (!Array.isArray(b) || a.length !== b.length) return false;
      for (let index = 0; index < a.length; index++) pending.push(a[index], b[index]);
      continue;
    }
    if (Array.isArray(b)) return false;
    const keysA = writtenKeys(a as Record<string, unknown>);
    const keysB = writtenKeys(b as Record<string, unknown>);
    if (keysA.length !== keysB.length) return false;
    for (let index = 0; index < keysA.length; index++) {
      const key = keysA[index] as string;
      if (key !== keysB[index]) return false;
      pending.push((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]);
    }
  }
  return true;
}

/** An array, or an object of `Object`'s own prototype without `toJSON`: written key by key. */
function isPlain(value: unknown): value is object {
  if (typeof value !== "object" || value === null) return false;
  if (Array.isArray(value)) return true;
  const prototype = Object.getPrototypeOf(value);
  return (prototype === Object.prototype || prototype === null) && !("toJSON" in value);
}

/** A value as `JSON.stringify` writes it inside an array (where it writes nothing, `null`). */
function writtenText(value: unknown): string {
  return JSON.stringify(value, structureValue) ?? "null";
}

/** The keys `JSON.stringify(object, structureValue)` writes, in its order. */
function writtenKeys(object: Record<string, unknown>): string[] {
  const keys = Object.keys(object);
  let written: string[] | undefined;
  for (let index = 0; index < keys.length; index++) {
    const key = keys[index] as string;
    const value = structureValue(key, object[key]);
    const omitted = value === undefined || typeof value === "function" || typeof value === "symbol";
    if (omitted) written ??= keys.slice(0, index);
    else written?.push(key);
  }
  return written ?? keys;
}

export function isString(schema: Schema): boolean {
  return schema.kind === "primitive" && schema.type === "string";
}

export function isDateString(schema: Schema): boolean {
  return schema.kind === "primitive" && isDateFormat(schema.format);
}

export function isObjectLike(schema: Schema): boolean {
  return schema.kind === "object" || schema.kind === "intersection";
}

/** `type: object` and nothing more (`Record<string, unknown>`): it says the value is an object. */
export function isFreeFormObject(schema: Schema): boolean {
  return (
    schema.kind === "object" &&
    schema.properties.length === 0 &&
    (schema.additionalProperties === undefined || schema.additionalProperties === true)
  );
}

/** A copy without `nullable` and `docs`, which the merge sets for the whole. */
export function withoutFacts(schema: Schema): Schema {
  const { nullable: _nullable, docs: _docs, ...rest } = schema;
  return rest as Schema;
}

export function mergedDocs(all: readonly (SchemaDocs | undefined)[]): SchemaDocs | undefined {
  const present = all.filter((docs): docs is SchemaDocs => docs !== undefined);
  return present.length === 0 ? undefined : Object.assign({}, ...present);
}
