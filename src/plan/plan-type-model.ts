/**
 * The type model step: the model as the output types it (type-model.ts), made in one go before anything is
 * named or the dates are planned. In order:
 * - the request and response views (read-write-views.ts), so every later decision sees the view of each use;
 * - the `allOf` merge of redeclared properties (merge-all-of.ts), on the views;
 * - which named schemas the output declares (closed under references), and which of them are TypeScript
 *   enums (plan-enums.ts): sibling typing writes a literal as such an enum's members;
 * - sibling typing (sibling-typing.ts), on the merged schemas: it marks what it types from another member, so
 *   the dates, planned on these schemas, convert such a property once.
 * With them, what the type options make of any schema: nullable-typing.ts, schema-typing.ts.
 */
import type { ResolvedOptions } from "../config/types.js";
import { collectReachableSchemas, operationSchemas } from "../model/reachable-schemas.js";
import type { Model, OperationModel, SchemaId } from "../model/types.js";
import { mergeRedeclaredProperties } from "./merge-all-of.js";
import { type NullableTyping, nullableTyping } from "./nullable-typing.js";
import { planEnumMembers } from "./plan-enums.js";
import { planViews } from "./read-write-views.js";
import { type SchemaTyping, schemaTyping } from "./schema-typing.js";
import { typeSiblingProperties } from "./sibling-typing.js";
import type { PlanFields, PlanNamedSchema } from "./type-model.js";
import type { ViewedModel } from "./viewed-model.js";

export interface TypeModel extends ViewedModel<PlanFields> {
  /** The named schemas the output declares, in output order. */
  declared: PlanNamedSchema[];
  /** Their ids: closed under references. */
  emitted: ReadonlySet<SchemaId>;
  /** Member names of the declared schemas written as TypeScript enums, index-aligned with their values. */
  enumMembers: ReadonlyMap<SchemaId, readonly string[]>;
  /** What `nullableStrategy` makes of a nullable schema: read by the emitters and the mock data alike. */
  nullable: NullableTyping;
  /** How a date, a value no schema types and a named object type are written: read alike by every emitter. */
  typing: SchemaTyping;
}

/** `selected`: the operations the output keeps (none in `schemas` mode). */
export function planTypeModel(
  model: Model,
  selected: OperationModel[],
  options: Pick<
    ResolvedOptions,
    | "readWriteViews"
    | "generationMode"
    | "enumDeclarationStyle"
    | "enumNamesStyle"
    | "nullableStrategy"
    | "dateFormat"
    | "preferAny"
    | "schemaDeclarationStyle"
  >,
): TypeModel {
  const merged = mergeRedeclaredProperties(planViews(model, selected, options.readWriteViews));
  const emitted = emittedSchemaIds(merged, options);
  const nullable = nullableTyping(options.nullableStrategy);
  const enumMembers = planEnumMembers(declaredOf(merged, emitted), options, nullable);
  const typed = typeSiblingProperties(merged, enumMembers);
  const typing = schemaTyping(options);
  return { ...typed, declared: declaredOf(typed, emitted), emitted, enumMembers, nullable, typing };
}

function declaredOf(model: ViewedModel<PlanFields>, emitted: ReadonlySet<SchemaId>): PlanNamedSchema[] {
  return [...model.schemas.values()].filter((named) => emitted.has(named.id));
}

/**
 * `schemas` mode: every component schema plus what it uses. `full` mode: only what the emitted
 * operations use, so types of excluded operations are pruned.
 */
function emittedSchemaIds(
  model: ViewedModel<PlanFields>,
  options: Pick<ResolvedOptions, "generationMode">,
): Set<SchemaId> {
  if (options.generationMode === "schemas") {
    const components = [...model.schemas.values()].filter((named) => named.isComponent);
    const reached = collectReachableSchemas(
      components.map((named) => named.schema),
      model.schemas,
    );
    for (const named of components) reached.add(named.id);
    return reached;
  }
  return collectReachableSchemas(model.operations.flatMap(operationSchemas), model.schemas);
}
