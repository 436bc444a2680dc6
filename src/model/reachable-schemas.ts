import { treeFacts } from "./schema-facts.js";
import { pushChildSchemas } from "./schema-walk.js";
import type { NamedSchema, OperationModel, Schema, SchemaId } from "./types.js";

/**
 * Every schema id used by the given roots, transitively (discriminator mapping targets included). The roots'
 * trees (operation schemas, mostly small) are walked here; a named schema's tree is read through its facts,
 * which the plan reads for every named schema anyway.
 */
export function collectReachableSchemas(
  roots: readonly Schema[],
  schemas: ReadonlyMap<SchemaId, NamedSchema>,
): Set<SchemaId> {
  const reached = new Set<SchemaId>();
  const pendingIds: SchemaId[] = [];
  const visitTarget = (id: SchemaId) => {
    if (reached.has(id)) return;
    reached.add(id);
    pendingIds.push(id);
  };
  const pending: Schema[] = [...roots];
  for (let schema = pending.pop(); schema !== undefined; schema = pending.pop()) {
    pushChildSchemas(schema, pending);
    if (schema.kind === "ref") visitTarget(schema.target);
    if (schema.kind === "union" && schema.discriminator) {
      for (const entry of schema.discriminator.mapping) visitTarget(entry.target);
    }
  }
  for (let id = pendingIds.pop(); id !== undefined; id = pendingIds.pop()) {
    const named = schemas.get(id);
    if (named) for (const target of treeFacts(named.schema).targets) visitTarget(target);
  }
  return reached;
}

export function operationSchemas(operation: OperationModel): Schema[] {
  const roots = operation.parameters.map((parameter) => parameter.schema);
  if (operation.requestBody) roots.push(operation.requestBody.schema);
  if (operation.response?.schema) roots.push(operation.response.schema);
  if (operation.response?.itemSchema) roots.push(operation.response.itemSchema);
  for (const error of operation.errors) if (error.schema) roots.push(error.schema);
  return roots;
}
