/**
 * What `nullableStrategy` makes of a nullable schema in the generated types, decided here once for the type
 * and Zod emitters and for the mock data that must fit those types: `include` adds `| null`, and
 * `nullableAsOptional` makes a required property whose schema is nullable an optional one.
 */
import type { ResolvedOptions } from "../config/types.js";
import type { LaterFields, PropertyNode, Schema, SchemaId } from "../model/types.js";

export interface NullableTyping {
  /** `include`: a nullable schema's type admits `null`. */
  readonly admitsNull: boolean;
  /** `nullableAsOptional`: a required property whose schema is nullable is optional. */
  readonly optionalIfNullable: boolean;
}

export function nullableTyping(strategy: ResolvedOptions["nullableStrategy"]): NullableTyping {
  return { admitsNull: strategy === "include", optionalIfNullable: strategy === "nullableAsOptional" };
}

/** Whether the type of `schema` has `| null` of its own. */
export function typeAdmitsNull<F extends LaterFields>(schema: Schema<F>, typing: NullableTyping): boolean {
  return schema.nullable === true && typing.admitsNull;
}

/** Nullable itself, or a reference to a nullable schema. */
export function isNullable<F extends LaterFields>(
  schema: Schema<F>,
  schemas: ReadonlyMap<SchemaId, { schema: Schema<F> }>,
): boolean {
  if (schema.nullable) return true;
  if (schema.kind !== "ref") return false;
  return schemas.get(schema.target)?.schema.nullable === true;
}

/** Whether the type declares `property` optional (`name?:`). */
export function isOptionalInType<F extends LaterFields>(
  property: PropertyNode<F>,
  schemas: ReadonlyMap<SchemaId, { schema: Schema<F> }>,
  typing: NullableTyping,
): boolean {
  return !property.required || (typing.optionalIfNullable && isNullable(property.schema, schemas));
}
