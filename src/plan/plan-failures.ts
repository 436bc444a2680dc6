/**
 * The failure types of the client: each operation that documents failure responses (3xx–5xx codes, ranges,
 * `default`) gets an exported union named after its method (`getPet` → `GetPetError`). Operations that
 * document none share the template's catch-all.
 */
import type { OperationModel } from "../model/types.js";
import { classifyResponse } from "./media-types.js";
import { toTypeName } from "./names.js";
import type { PlannedFailures } from "./operation-plan-types.js";
import type { TopLevelNames } from "./top-level-names.js";

/** The operation's documented failures under the name of their union; undefined when it documents none. */
export function planFailures(
  operation: OperationModel,
  methodName: string,
  names: TopLevelNames,
): PlannedFailures | undefined {
  const { errors } = operation;
  if (errors.length === 0) return undefined;
  return {
    typeName: claimFailureUnionName(methodName, "operationType", names),
    responses: errors.map((error) => ({ status: error.status, response: classifyResponse(error) })),
  };
}

/** `getPet` → `GetPetError`, claimed as `kind` (validation adds unions of its own later). */
export function claimFailureUnionName(
  methodName: string,
  kind: "operationType" | "validationFailureUnion",
  names: TopLevelNames,
): string {
  return names.claim(kind, `${toTypeName(methodName, "Operation")}Error`);
}
