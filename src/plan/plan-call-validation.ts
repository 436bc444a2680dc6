/**
 * What the client checks with the schemas of `validator: "zod"` (`validateResponses`, `validateRequests`),
 * decided once per operation.
 *
 * Decisions:
 * - The client reads the schema file through one namespace import (`import * as schemas from
 *   './client.zod.js'`), claimed in the client's top-level scope: the schemas' names (`PetSchema`) may equal
 *   a type of the client (a description's own `PetSchema`), a namespace member never collides. Bundlers keep
 *   only the members a namespace is read through (`schemas.PetSchema`), so a call bundles only its schemas.
 * - A success body (each item of a stream; each event's JSON `data`) is checked against the schema of its
 *   type: the named schema where the body is a reference to one, else a schema of the body's own,
 *   `<Operation>ResponseSchema`, declared in the schema file after the request types. Bodies typed
 *   as text or bytes, or without a schema, are not checked.
 * - Arguments: a body and a grouped query by their request type's schema (`<Operation>BodySchema`,
 *   `<Operation>QuerySchema`); a parameter where its schema is a reference to a named one. Other
 *   parameters have no schema of their own in the file; their type already holds them.
 * - A validating operation's failure union (`<Operation>Error`) names the validation errors it can fail
 *   with; one that documents no failures gets a union too (with the catch-all `ApiFailure`).
 */

import type { ResolvedOptions } from "../config/types.js";
import type { Model, Schema, SchemaId } from "../model/types.js";
import type { DiagnosticSink } from "../text/diagnostics.js";
import { NameScope, toTypeName } from "./names.js";
import type {
  ArgumentCheck,
  DraftGroup,
  OperationDraft,
  OperationValidation,
  PlannedResponse,
} from "./operation-plan-types.js";
import { claimFailureUnionName } from "./plan-failures.js";
import {
  type ResponseSchemaDeclaration,
  SCHEMA_FILE_NAMES,
  schemaNameOf,
  type ValidatorPlan,
} from "./plan-schema-file.js";
import type { TopLevelNames } from "./top-level-names.js";

export interface ValidationPlan {
  namespace: string;
  /** Success bodies' schemas of their own, declared by the schema file after the request types. */
  responseSchemas: readonly ResponseSchemaDeclaration[];
}

/** Whether `response`'s body is checked: JSON (or JSON items) with a schema. */
function checkedBody(response: PlannedResponse): Schema | undefined {
  if (response.schema === undefined) return undefined;
  if (response.decoding === "json" || response.decoding === "json-lines" || response.decoding === "json-seq")
    return response.schema;
  if (response.decoding === "event-stream" && response.eventData !== "text") return response.schema;
  return undefined;
}

/**
 * Reports what a validating client would do that its user may not expect: with a nullable strategy other
 * than `include`, the types, and so the schemas, have no `null`, and a `null` the description allows fails
 * validation. Said only where the description has such a value.
 */
export function reportValidationWarnings(
  model: Pick<Model, "features">,
  options: Pick<ResolvedOptions, "validateResponses" | "validateRequests" | "nullableStrategy">,
  diagnostics: DiagnosticSink,
): void {
  const validating = options.validateResponses
    ? "validateResponses"
    : options.validateRequests
      ? "validateRequests"
      : undefined;
  if (validating === undefined || options.nullableStrategy === "include") return;
  // Features absent: not known, said as if used.
  if (model.features !== undefined && model.features.nullableValues !== true) return;
  diagnostics.report({
    code: "validation-rejects-null",
    severity: "warning",
    message: `${validating}: with nullableStrategy "${options.nullableStrategy}" the types have no null, so a null the description allows fails validation; "include" types and admits it`,
  });
}

/**
 * The namespace the client reads the schema file through, claimed before any operation is planned: a method
 * body names it, so an argument of that name is read under another (see `planGroups`' `bodyNames`).
 */
export function claimValidationNamespace(names: TopLevelNames): string {
  return names.claim("validationNamespace", "schemas");
}

export function planValidation(
  groups: readonly DraftGroup[],
  validator: ValidatorPlan,
  typeNames: ReadonlyMap<SchemaId, string>,
  options: { validateResponses: boolean; validateRequests: boolean },
  names: TopLevelNames,
  namespace: string,
): { groups: DraftGroup[]; plan: ValidationPlan } {
  const fileNames = new NameScope([...Object.values(SCHEMA_FILE_NAMES), ...validator.schemaNames.values()]);
  const responseSchemas: ResponseSchemaDeclaration[] = [];
  const namedSchemaOf = (schema: Schema): string | undefined => {
    if (schema.kind !== "ref" || schema.nullable) return undefined;
    const typeName = typeNames.get(schema.target);
    return typeName === undefined ? undefined : schemaNameOf(typeName);
  };
  const responseCheck = (planned: OperationDraft): OperationValidation["response"] => {
    const schema = options.validateResponses ? checkedBody(planned.response) : undefined;
    if (schema === undefined) return undefined;
    let schemaName = namedSchemaOf(schema);
    if (schemaName === undefined) {
      schemaName = fileNames.claim(`${toTypeName(planned.methodName, "Operation")}ResponseSchema`);
      responseSchemas.push({
        schemaName,
        schema,
        methodName: planned.methodName,
        streamed: planned.response.decoding !== "json",
      });
    }
    return { schemaName };
  };
  const argumentChecks = (planned: OperationDraft): ArgumentCheck[] => {
    if (!options.validateRequests) return [];
    return planned.arguments.flatMap((argument) => {
      const schemaName =
        argument.kind === "parameter"
          ? namedSchemaOf(argument.planned.parameter.schema)
          : schemaNameOf(argument.typeName);
      return schemaName === undefined
        ? []
        : [{ localName: argument.localName, name: argument.name, schemaName }];
    });
  };
  const validated = groups.map((group) => ({
    ...group,
    operations: group.operations.map((planned): OperationDraft => {
      const response = responseCheck(planned);
      const checks = argumentChecks(planned);
      if (response === undefined && checks.length === 0) return planned;
      const failures = planned.failures ?? {
        typeName: claimFailureUnionName(planned.methodName, "validationFailureUnion", names),
        responses: [],
      };
      return {
        ...planned,
        failures: {
          ...failures,
          validation: {
            response: response !== undefined,
            request: checks.length > 0,
          },
        },
        validation: { namespace, ...(response ? { response } : {}), arguments: checks },
      };
    }),
  }));
  return { groups: validated, plan: { namespace, responseSchemas } };
}
