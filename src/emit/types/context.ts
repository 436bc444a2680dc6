import type { ResolvedOptions } from "../../config/types.js";
import type { NamedSchema, SchemaId } from "../../model/types.js";

export type TypeOptions = Pick<
  ResolvedOptions,
  | "nullableStrategy"
  | "dateFormat"
  | "preferAny"
  | "enumDeclarationStyle"
  | "enumNamesStyle"
  | "schemaDeclarationStyle"
>;

/** What lowering a schema to a type node needs to know; passed explicitly, never global. */
export interface TypeEmitContext {
  options: TypeOptions;
  /** Planned type name of every declared schema. */
  typeNames: ReadonlyMap<SchemaId, string>;
  schemas: ReadonlyMap<SchemaId, NamedSchema>;
}
