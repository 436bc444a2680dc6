/**
 * Failure revivers said once: where several operations revive their failure bodies alike (Microsoft
 * Graph's thousands of operations all answer 4XX and 5XX with one error schema that holds dates), one module
 * function does it and each of those descriptors names it (`reviveError: reviveFailures`; see said-once.ts).
 */
import { type DateShape, shapeKey } from "./date-shape.js";
import type { NameScope } from "./names.js";
import type { PlannedGroup } from "./operation-plan-types.js";
import type { OperationDates } from "./plan-dates.js";
import { planSaidOnce } from "./said-once.js";

/** A module function reviving the failure bodies of several operations. */
export interface SharedFailureReviver {
  name: string;
  failures: NonNullable<OperationDates["failures"]>;
}

/** Names the shared revivers (`reviveFailures`, `reviveFailures2`, ...) and records them on operations. */
export function planSharedFailureRevivers(
  groups: readonly PlannedGroup[],
  topLevel: NameScope,
): SharedFailureReviver[] {
  const shared = planSaidOnce(
    groups.flatMap((group) => group.operations),
    (planned) =>
      planned.dates?.failures
        ?.map((failure) => `${failure.status}\u0000${failureShapeKey(failure.shape)}`)
        .join("\u0001"),
    "reviveFailures",
    topLevel,
    (planned, name) => {
      planned.sharedFailureReviver = name;
    },
  );
  return shared.map(({ name, first }) => ({ name, failures: first.dates?.failures ?? [] }));
}

/** A shape's key; a reference (what most failure bodies are) by its target, without writing it out as JSON. */
function failureShapeKey(shape: DateShape | undefined): string {
  return shape?.kind === "ref" ? `ref\u0000${shape.target}` : shapeKey(shape);
}
