/** What the allOf merge (merge-all-of.ts) asks of the schemas it compares: pure questions and copies. */

import type { Schema, SchemaDocs } from "../model/types.js";

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
  return JSON.stringify(schema, (key, value: unknown) => {
    if (key === "docs") return undefined;
    if (key === "format" && value !== "date" && value !== "date-time") return undefined;
    return value;
  });
}

export function isString(schema: Schema): boolean {
  return schema.kind === "primitive" && schema.type === "string";
}

export function isDateString(schema: Schema): boolean {
  return schema.kind === "primitive" && (schema.format === "date" || schema.format === "date-time");
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
