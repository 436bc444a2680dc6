import type { ResolvedOptions } from "../config/types.js";
import { selectOperations } from "../model/select-operations.js";
import type { Model, SchemaId, SecuritySchemeModel } from "../model/types.js";
import { builtinRuntimeFiles } from "../output-contract/catalog.js";
import { runtimeGlobalNames } from "../splice/runtime-source.js";
import { type DiagnosticSink, IGNORED_DIAGNOSTICS } from "../text/diagnostics.js";
import { clientSends } from "./media-types.js";
import { reportMethodWarnings } from "./method-warnings.js";
import { GLOBAL_NAMES_USED_BY_OUTPUT, toTypeName } from "./names.js";
import type { NullableTyping } from "./nullable-typing.js";
import { keysNamingNoOperation } from "./operation-keys.js";
import type { PlannedGroup } from "./operation-plan-types.js";
import { planPagination, withPagingOption } from "./pagination.js";
import {
  claimValidationNamespace,
  planValidation,
  reportValidationWarnings,
} from "./plan-call-validation.js";
import { type DatePlan, planDates } from "./plan-dates.js";
import { type MswPlan, planMsw } from "./plan-msw.js";
import {
  completeGroups,
  NAMESPACE_MEMBERS_NOT_EXPORTED,
  planFunctionNames,
  planGroups,
  planPagingFunctionNames,
} from "./plan-operations.js";
import {
  moduleOwnNames,
  operationBodyNames,
  planRuntime,
  type RuntimePlan,
  runtimeNamesOf,
} from "./plan-runtime.js";
import { planSaidOnce, type SaidOncePlan } from "./plan-said-once.js";
import { planValidator, type ValidatorPlan } from "./plan-schema-file.js";
import { listedServers, operationServerOf, planServers, type ServersPlan } from "./plan-servers.js";
import { planSplit, type SplitPlan } from "./plan-split.js";
import { planTypeModel } from "./plan-type-model.js";
import { planHookNamespaces, reactiveTopLevelNames } from "./query-layer/hook-namespaces.js";
import type { HooksPlan } from "./query-layer/hooks-plan.js";
import { nameRequestViews, schemasNamedByOwnName } from "./read-write-views.js";
import type { SchemaTyping } from "./schema-typing.js";
import type { SelectedOutputs } from "./selected-outputs.js";
import { TopLevelNames } from "./top-level-names.js";
import type { PlanNamedSchema, PlanOperation } from "./type-model.js";
import { checkSchemeWireName } from "./wire-names.js";

/** Every decision about what is emitted and under which name, made once before any code is built. */
export interface Plan {
  /** Operations that survive `skipDeprecated` and `exclude`, in document order. */
  operations: PlanOperation[];
  /** Named schemas to declare, in output order. */
  schemas: PlanNamedSchema[];
  /**
   * Every named schema by id, as the output sees it: with `readWriteViews`, response views in place of the
   * model's schemas and request views added (see read-write-views.ts). Emitters read schemas here, not in the model.
   */
  schemaTable: ReadonlyMap<SchemaId, PlanNamedSchema>;
  /** Type name of every declared schema. */
  typeNames: ReadonlyMap<SchemaId, string>;
  /** Member names of the named schemas declared as enums, index-aligned with their values. */
  enumMembers: ReadonlyMap<SchemaId, readonly string[]>;
  /** What `nullableStrategy` makes of a nullable schema (nullable-typing.ts). */
  nullable: NullableTyping;
  /** How a date, a value no schema types and a named object type are written (schema-typing.ts). */
  typing: SchemaTyping;
  /** Client groups with planned method signatures (empty in `schemas` mode). */
  groups: PlannedGroup[];
  /** Hook namespaces of a reactive template (`swr`, `tsq`); absent for the others. */
  hooks?: HooksPlan;
  /** The date converters (`dateFormat: "Date"`): per operation and per named schema. */
  dates: DatePlan;
  /** The declared security schemes, which the client's credentials type lists; absent when none. */
  securitySchemes?: SecuritySchemeModel[];
  /** The description's servers as the module exports them (`servers`, `serverUrl`); absent when none or in `schemas` mode. */
  servers?: ServersPlan;
  /** What several operations write alike (security lists, failure revivers, style writers), said once. */
  saidOnce: SaidOncePlan;
  /** The shared runtime files the client splices and the names the runtime may declare. */
  runtime: RuntimePlan;
  /** The schema file of `validator`; absent without one. */
  validator?: ValidatorPlan;
  /** The MSW handlers file (`msw`); absent without one. */
  msw?: MswPlan;
  /** The file of each group with `split: "tags"`; absent for a single file. */
  split?: SplitPlan;
}

/**
 * `outputs` holds the declarations of the HTTP client template that runs (built in or custom) and of every
 * built-in template, and the reactive layer's declaration and hook planner, handed down by the caller (see
 * selected-outputs.ts). The generated module's own top-level names (what the templates' code declares and
 * imports, every runtime helper: `ApiError`, `APIResponse`, ...) are reserved like the globals. What the options make of the description that
 * the user may not expect goes to `diagnostics` (default: nowhere, for callers that want the plan only).
 */
export function planOutput(
  modelAsRead: Model,
  options: ResolvedOptions,
  outputs: SelectedOutputs,
  diagnostics: DiagnosticSink = IGNORED_DIAGNOSTICS,
): Plan {
  const { client, layer, builtins } = outputs;
  reportValidationWarnings(modelAsRead, options, diagnostics);
  const validates =
    options.validator !== undefined && (options.validateResponses || options.validateRequests);
  // Read by the reserved names, the runtime files and the exported servers alike: computed once.
  const listed = listedServers(modelAsRead);
  const runtimeNames = runtimeNamesOf(modelAsRead, builtins, validates, listed);
  const selected = options.generationMode === "full" ? selectOperations(modelAsRead.operations, options) : [];
  reportMethodWarnings(selected, client, diagnostics);
  for (const key of keysNamingNoOperation(options.pagination, modelAsRead.operations))
    diagnostics.report({
      code: "pagination-unmet",
      severity: "warning",
      message: `pagination[${JSON.stringify(key)}] names no operation of the description; it is not used`,
    });
  const listSizes = options.msw === undefined ? 0 : options.mockListSize;
  for (const key of typeof listSizes === "number"
    ? []
    : keysNamingNoOperation(listSizes, modelAsRead.operations))
    diagnostics.report({
      code: "mock-data",
      severity: "warning",
      message: `mockListSize[${JSON.stringify(key)}] names no operation of the description; it is not used`,
    });
  // From here on, the model as the output types it: views in place, `allOf` members merged and typed by
  // each other (see plan-type-model.ts).
  const typed = planTypeModel(modelAsRead, selected, options);
  const model: Model = { ...modelAsRead, schemas: typed.schemas };
  const { operations, declared: schemas, emitted, enumMembers, nullable, typing } = typed;
  const ownNames = moduleOwnNames(modelAsRead, options, client, builtins, listed, runtimeNames);
  // Every top-level name of the module, given in the order top-level-names.ts states. Reactive imports and
  // declarations share the file with the types (arguments need neither: a body reads an argument under
  // another name where it would hide a value the body names, and hooks rename their own arguments where they
  // would shadow a name the hook calls).
  const names = new TopLevelNames([
    ...GLOBAL_NAMES_USED_BY_OUTPUT,
    ...runtimeGlobalNames(builtinRuntimeFiles(builtins)),
    ...NAMESPACE_MEMBERS_NOT_EXPORTED,
    ...ownNames,
    ...reactiveTopLevelNames(layer?.declaration),
  ]);
  const schemaOwnNames = names.claimAll(
    "schemaType",
    schemasNamedByOwnName(schemas, typed).map((named) => ({ key: named.id, raw: named.rawName })),
    toTypeName,
  );
  const typeNames = new Map<SchemaId, string>();
  for (const named of schemas) {
    const name = schemaOwnNames.get(named.id);
    if (name !== undefined) typeNames.set(named.id, name);
  }
  nameRequestViews(schemas, typed, schemaOwnNames, typeNames, names);
  const readsStreams = client.streaming !== undefined;
  const dates = planDates(model, operations, typing, typeNames, names, emitted, readsStreams);
  const converterNames = Object.values(dates.converters).flatMap((converters) =>
    [...converters.values()].map((converter) => converter.name),
  );
  const validationNamespace = validates ? claimValidationNamespace(names) : undefined;
  // A body names runtime helpers, converters, the schema namespace and the validation runtime's checks: an
  // argument of such a name is read under another there.
  let drafts = planGroups(
    operations,
    options,
    names,
    [
      ...operationBodyNames(client, builtins, validates),
      ...converterNames,
      ...(validationNamespace === undefined ? [] : [validationNamespace]),
    ],
    dates,
    operationServerOf(model),
    (operation) =>
      planPagination(
        withPagingOption(operation, options.pagination),
        (id) => model.schemas.get(id)?.schema,
        (pointer, message) =>
          diagnostics.report({ code: "pagination-unmet", severity: "warning", pointer, message }),
      ),
    client.resources === true && options.resources,
  );
  let validator = options.validator
    ? planValidator(schemas, typeNames, drafts, options.validatorExplicitTypes)
    : undefined;
  if (validator && validationNamespace !== undefined) {
    const validation = planValidation(drafts, validator, typeNames, options, names, validationNamespace);
    drafts = validation.groups;
    validator = { ...validator, clientImports: true, responseSchemas: validation.plan.responseSchemas };
  }
  // Before the operations' functions, which are named around them.
  const hookNamespaces = layer === undefined ? undefined : planHookNamespaces(drafts, names);
  const functionNames = planFunctionNames(drafts, names);
  const pagingNames = planPagingFunctionNames(drafts, functionNames, names);
  const saidOnce = planSaidOnce(drafts, names);
  const groups = completeGroups(drafts, functionNames, saidOnce.uses, pagingNames);
  const hooks =
    layer === undefined || hookNamespaces === undefined
      ? undefined
      : layer.planHooks({ groups, namespaceNames: hookNamespaces, client, names });
  // Credentials only where some operation sends them: declared schemes no operation requires (or only
  // streaming ones, which a client that cannot stream never sends) would leave the client a table and fields
  // nothing reads (errors under `noUnusedLocals`) and a credentials API that does nothing.
  const secured = groups.some((group) =>
    group.operations.some(
      (planned) => planned.security !== undefined && clientSends(planned.response, readsStreams),
    ),
  );
  const securitySchemes = options.generationMode === "full" && secured ? model.securitySchemes : undefined;
  for (const scheme of securitySchemes ?? []) checkSchemeWireName(scheme);
  const servers = planServers(model, options, listed);
  const msw =
    options.msw !== undefined && options.generationMode === "full"
      ? planMsw(
          groups,
          { model, typeNames, enumMembers, nullable, typing },
          diagnostics,
          options.mockListSize,
        )
      : undefined;
  return {
    operations,
    schemas,
    schemaTable: model.schemas,
    typeNames,
    enumMembers,
    nullable,
    typing,
    groups,
    dates,
    ...(hooks ? { hooks } : {}),
    ...(securitySchemes ? { securitySchemes } : {}),
    saidOnce: saidOnce.plan,
    ...(servers ? { servers } : {}),
    ...(validator ? { validator } : {}),
    ...(msw ? { msw } : {}),
    ...(options.split === "tags" ? { split: planSplit(groups) } : {}),
    runtime: planRuntime(
      groups,
      { secured: securitySchemes !== undefined, fillsServerVariables: servers?.fillsVariables === true },
      client,
      runtimeNames,
    ),
  };
}
