import type { NamedSchema, OperationModel, Schema, SchemaId } from "./types.js";

/** Every schema id used by the given roots, transitively (discriminator mapping targets included). */
export function collectReachableSchemas(
  roots: readonly Schema[],
  schemas: ReadonlyMap<SchemaId, NamedSchema>,
): Set<SchemaId> {
  const reached = new Set<SchemaId>();
  const pending: Schema[] = [...roots];
  const visitTarget = (id: SchemaId) => {
    if (reached.has(id)) return;
    reached.add(id);
    const named = schemas.get(id);
    if (named) pending.push(named.schema);
  };
  for (let schema = pending.pop(); schema !== undefined; schema = pending.pop()) {
    for (const child of childSchemas(schema)) pending.push(child);
    if (schema.kind === "ref") visitTarget(schema.target);
    if (schema.kind === "union" && schema.discriminator) {
      for (const entry of schema.discriminator.mapping) visitTarget(entry.target);
    }
  }
  return reached;
}

export function operationSchemas(operation: OperationModel): Schema[] {
  const roots = operation.parameters.map((parameter) => parameter.schema);
  if (operation.requestBody) roots.push(operation.requestBody.schema);
  if (operation.response?.schema) roots.push(operation.response.schema);
  return roots;
}

/** The direct children of a schema node (not following refs). */
export function childSchemas(schema: Schema): Schema[] {
  switch (schema.kind) {
    case "object": {
      const children = schema.properties.map((property) => property.schema);
      if (typeof schema.additionalProperties === "object") children.push(schema.additionalProperties);
      return children;
    }
    case "array":
      return [schema.items];
    case "tuple":
      return schema.rest ? [...schema.items, schema.rest] : schema.items;
    case "intersection":
    case "union":
      return schema.members;
    default:
      return [];
  }
}
