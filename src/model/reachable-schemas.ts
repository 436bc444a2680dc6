import { treeFacts } from "./schema-facts.js";
import type { NamedSchema, OperationModel, Schema, SchemaId } from "./types.js";

/** Every schema id used by the given roots, transitively (discriminator mapping targets included). */
export function collectReachableSchemas(
  roots: readonly Schema[],
  schemas: ReadonlyMap<SchemaId, NamedSchema>,
): Set<SchemaId> {
  const reached = new Set<SchemaId>();
  const pending: SchemaId[] = [];
  const visitTargets = (targets: readonly SchemaId[]) => {
    for (const id of targets) {
      if (reached.has(id)) continue;
      reached.add(id);
      pending.push(id);
    }
  };
  for (const root of roots) visitTargets(treeFacts(root).targets);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const named = schemas.get(id);
    if (named) visitTargets(treeFacts(named.schema).targets);
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
