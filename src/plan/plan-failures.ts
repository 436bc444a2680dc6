/**
 * The failure types of the client: each operation that documents failure responses (3xx–5xx codes, ranges,
 * `default`) gets an exported union named after its method (`getPet` → `GetPetError`), claimed after the
 * clients in the file's top-level scope. Operations that document none share the template's catch-all.
 */
import { classifyResponse } from "./media-types.js";
import { type NameScope, toTypeName } from "./names.js";
import type { PlannedGroup, PlannedOperation } from "./operation-plan-types.js";

/** Sets each planned operation's `failures`, in group and operation order. */
export function planFailures(groups: readonly PlannedGroup[], topLevel: NameScope): void {
  for (const group of groups) for (const planned of group.operations) setFailures(planned, topLevel);
}

function setFailures(planned: PlannedOperation, topLevel: NameScope): void {
  const { errors } = planned.operation;
  if (errors.length === 0) return;
  planned.failures = {
    typeName: topLevel.claim(`${toTypeName(planned.methodName, "Operation")}Error`),
    responses: errors.map((error) => ({ status: error.status, response: classifyResponse(error) })),
  };
}
