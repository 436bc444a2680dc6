import type { SchemaId } from "../../model/types.js";
import type { NullableTyping } from "../../plan/nullable-typing.js";
import type { SchemaTyping } from "../../plan/schema-typing.js";
import type { PlanNamedSchema } from "../../plan/type-model.js";

/**
 * What lowering a schema to a type node needs to know; passed explicitly, never global. The type options
 * reach it only as the plan decided them (`nullable`, `typing`, `enumMembers`), never as options.
 */
export interface TypeEmitContext {
  /** What `nullableStrategy` makes of a nullable schema, as the plan decided it (plan/nullable-typing.ts). */
  nullable: NullableTyping;
  /** How a date, a value no schema types and a named object type are written (plan/schema-typing.ts). */
  typing: SchemaTyping;
  /** Planned type name of every declared schema. */
  typeNames: ReadonlyMap<SchemaId, string>;
  schemas: ReadonlyMap<SchemaId, PlanNamedSchema>;
  /** Member names of each named schema the plan declares as an enum (`enumDeclarationStyle: enum`). */
  enumMembers: ReadonlyMap<SchemaId, readonly string[]>;
  /**
   * Set only while lowering a `multipart/form-data` body: where in it the schema being lowered sits. A
   * binary schema is a `Blob` in a part of such a body and `string` everywhere else (see multipart.ts).
   */
  multipart?: MultipartPosition;
}

/** A place in a multipart body: the body itself, one part (a top-level property), or an item of a part. */
export interface MultipartPosition {
  level: "body" | "part" | "partItem";
  /** Named schemas being written out in place here, outermost first; a reference back to one stays a name. */
  inlined: readonly SchemaId[];
}
