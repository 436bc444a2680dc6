/**
 * The model as the plan reads it once the request and response views are made (read-write-views.ts): the
 * record that step hands on and the later whole-model steps rewrite (operation-schemas.ts, the `allOf` merge,
 * sibling typing).
 */
import type { DescribedOnly, LaterFields, NamedSchema, OperationModel, SchemaId } from "../model/types.js";

/** Which view a schema is used in: sent (parameters, a request body) or received (responses, failures). */
export type View = "request" | "response";

/** The model as planning and emitting see it: views in place. Never the cached model itself (read-only). */
export interface ViewedModel<F extends LaterFields = DescribedOnly> {
  schemas: Map<SchemaId, NamedSchema<F>>;
  /** The given operations with their schemas in the view of each use (the same objects when unchanged). */
  operations: OperationModel<F>[];
  /** Id of a schema's request view, for the schemas that have two views. */
  requestViews: ReadonlyMap<SchemaId, SchemaId>;
}
