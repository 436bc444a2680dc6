import type { ResolvedOptions } from "../config/types.js";
import { collectReachableSchemas, operationSchemas } from "../model/reachable-schemas.js";
import { selectOperations } from "../model/select-operations.js";
import type { Model, NamedSchema, OperationModel, SchemaId } from "../model/types.js";
import { assignUniqueNames, GLOBAL_NAMES_USED_BY_OUTPUT, toTypeName } from "./names.js";

/** Every decision about what is emitted and under which name, made once before any code is built. */
export interface Plan {
  /** Operations that survive `skipDeprecated` and `exclude`, in document order. */
  operations: OperationModel[];
  /** Named schemas to declare, in output order. */
  schemas: NamedSchema[];
  /** Type name of every declared schema. */
  typeNames: ReadonlyMap<SchemaId, string>;
}

export function planOutput(model: Model, options: ResolvedOptions): Plan {
  const operations = options.generationMode === "full" ? selectOperations(model.operations, options) : [];
  const emitted = emittedSchemaIds(model, operations, options);
  const schemas = [...model.schemas.values()].filter((named) => emitted.has(named.id));
  const typeNames = assignUniqueNames(
    schemas.map((named) => ({ key: named.id, raw: named.rawName })),
    toTypeName,
    GLOBAL_NAMES_USED_BY_OUTPUT,
  );
  return { operations, schemas, typeNames };
}

/**
 * `schemas` mode: every component schema plus what it uses. `full` mode: only what the emitted
 * operations use, so types of excluded operations are pruned.
 */
function emittedSchemaIds(model: Model, operations: OperationModel[], options: ResolvedOptions): Set<SchemaId> {
  if (options.generationMode === "schemas") {
    const components = [...model.schemas.values()].filter((named) => named.isComponent);
    const reached = collectReachableSchemas(
      components.map((named) => named.schema),
      model.schemas,
    );
    for (const named of components) reached.add(named.id);
    return reached;
  }
  return collectReachableSchemas(operations.flatMap(operationSchemas), model.schemas);
}
