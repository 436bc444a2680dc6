/**
 * Which named schemas get a request view beside their response view (`readWriteViews`), and the model as
 * the rest of the plan sees it: requests (bodies and parameters) name request views, responses and
 * failures name response views.
 *
 * Decisions:
 * - A named schema gets two views when its reach (its properties, items, `allOf` / `oneOf` / `anyOf`
 *   members and the schemas it references, transitively) has a `readOnly` or `writeOnly` property. Any other
 *   schema stays one type, shared by requests and responses.
 * - The response view keeps the schema's id and name (`Pet`: what users read most); the request view is a new
 *   schema named `<Name>Input` (`PetInput`), claimed after every schema's own name so a schema really named
 *   `PetInput` keeps its name and the view becomes `PetInput2`.
 * - Parameters are requests: a query object whose schema has readOnly properties takes the request view.
 * - Request views sit right after their response view in the output, and count as components when the
 *   schema is one (so `generationMode: "schemas"` emits both views).
 */

import { referencingSchemas } from "../model/schema-facts.js";
import type { Model, NamedSchema, OperationModel, SchemaId } from "../model/types.js";
import { type NameScope, toTypeName } from "./names.js";
import { rewriteOperationSchemas } from "./operation-schemas.js";
import { marksReadWrite, rewriteSchema, type View, type ViewRewrite } from "./view-schemas.js";

/** The model as planning and emitting see it: views in place. Never the cached model itself (read-only). */
export interface ViewedModel {
  schemas: Map<SchemaId, NamedSchema>;
  /** The given operations with their schemas in the view of each use (the same objects when unchanged). */
  operations: OperationModel[];
  /** Id of a schema's request view, for the schemas that have two views. */
  requestViews: ReadonlyMap<SchemaId, SchemaId>;
}

/** The suffix of a request view's id: not a JSON pointer, so it cannot be a schema's own id. */
const REQUEST_VIEW_ID = " (request view)";

export function planViews(model: Model, operations: OperationModel[], enabled: boolean): ViewedModel {
  // Without a readOnly or writeOnly schema every view is the schema itself.
  if (!enabled || model.features?.readWriteMarks === false) {
    return { schemas: model.schemas, operations, requestViews: new Map() };
  }
  const twoViews = schemasWithTwoViews(model.schemas);
  const requestViews = new Map([...twoViews].map((id) => [id, id + REQUEST_VIEW_ID]));
  const lookup = (id: SchemaId) => model.schemas.get(id)?.schema;
  const rewrites: Record<View, ViewRewrite> = {
    request: { view: "request", lookup, targetOf: (id) => requestViews.get(id) ?? id },
    response: { view: "response", lookup, targetOf: (id) => id },
  };
  // Inline schemas of operations may mark properties too, where no named schema does.
  const viewedOperations = operations.map((operation) => viewOperation(operation, rewrites));
  if (twoViews.size === 0) return { schemas: model.schemas, operations: viewedOperations, requestViews };
  const schemas = new Map<SchemaId, NamedSchema>();
  for (const named of model.schemas.values()) {
    if (!twoViews.has(named.id)) {
      schemas.set(named.id, named);
      continue;
    }
    schemas.set(named.id, { ...named, schema: rewriteSchema(named.schema, rewrites.response) });
    const requestId = requestViews.get(named.id) as SchemaId;
    schemas.set(requestId, {
      ...named,
      id: requestId,
      schema: rewriteSchema(named.schema, rewrites.request),
    });
  }
  return {
    schemas,
    operations: viewedOperations,
    requestViews,
  };
}

/**
 * The schemas that are named by their own (raw) name: every emitted schema but the request views, plus
 * the response view of each emitted request view even where that response view is not emitted itself
 * (a schema only requests use), so its request view is still named after the name the schema would have.
 */
export function schemasNamedByOwnName(emitted: readonly NamedSchema[], viewed: ViewedModel): NamedSchema[] {
  const requestIds = new Set(viewed.requestViews.values());
  const named = emitted.filter((schema) => !requestIds.has(schema.id));
  const emittedIds = new Set(emitted.map((schema) => schema.id));
  for (const [id, requestId] of viewed.requestViews) {
    const responseView = viewed.schemas.get(id);
    if (emittedIds.has(requestId) && !emittedIds.has(id) && responseView) named.push(responseView);
  }
  return named;
}

/**
 * Names the request views among `emitted`: `<own name of the schema>Input`, claimed in `scope` (which holds
 * every schema's own name already), in output order so the result does not depend on anything else.
 */
export function nameRequestViews(
  emitted: readonly NamedSchema[],
  viewed: ViewedModel,
  ownNames: ReadonlyMap<SchemaId, string>,
  typeNames: Map<SchemaId, string>,
  scope: NameScope,
): void {
  const responseViewOf = new Map([...viewed.requestViews].map(([id, requestId]) => [requestId, id]));
  for (const named of emitted) {
    const id = responseViewOf.get(named.id);
    if (id === undefined) continue;
    const base = ownNames.get(id) ?? toTypeName(named.rawName);
    typeNames.set(named.id, scope.claim(`${base}Input`));
  }
}

function viewOperation(operation: OperationModel, rewrites: Record<View, ViewRewrite>): OperationModel {
  return rewriteOperationSchemas(operation, (schema, view) => rewriteSchema(schema, rewrites[view]));
}

/**
 * The named schemas whose reach marks a property readOnly or writeOnly: those that mark one themselves, and
 * every schema that references one of them (walked backwards along references, so cycles end).
 */
function schemasWithTwoViews(schemas: ReadonlyMap<SchemaId, NamedSchema>): Set<SchemaId> {
  const lookup = (id: SchemaId) => schemas.get(id)?.schema;
  const pending: SchemaId[] = [];
  for (const named of schemas.values()) {
    if (marksReadWrite(named.schema, lookup)) pending.push(named.id);
  }
  const twoViews = new Set(pending);
  if (pending.length === 0) return twoViews;
  const referencedBy = referencingSchemas(schemas);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const source of referencedBy.get(id) ?? []) {
      if (twoViews.has(source)) continue;
      twoViews.add(source);
      pending.push(source);
    }
  }
  return twoViews;
}
