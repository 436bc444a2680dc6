/**
 * Failure revivers said once: where several operations revive their failure bodies alike (Microsoft
 * Graph's thousands of operations all answer 4XX and 5XX with one error schema that holds dates), one module
 * function does it and each of those descriptors names it (`reviveError: reviveFailures`). A reviver only one
 * operation has stays written in its descriptor.
 */
import { type DateShape, shapeKey } from "./date-shape.js";
import type { NameScope } from "./names.js";
import type { PlannedGroup, PlannedOperation } from "./operation-plan-types.js";
import type { OperationDates } from "./plan-dates.js";

/** A module function reviving the failure bodies of several operations. */
export interface SharedFailureReviver {
  name: string;
  failures: NonNullable<OperationDates["failures"]>;
}

/** The name of the first shared reviver; the others are numbered (`reviveFailures2`). */
const SHARED_REVIVER_NAME = "reviveFailures";

/**
 * Names the failure revivers more than one operation has, in the order they first appear, and records each
 * name on its operations (`sharedFailureReviver`). Claims the names in `topLevel`, so it comes after every
 * other top-level name: none of those depends on these.
 */
export function planSharedFailureRevivers(
  groups: readonly PlannedGroup[],
  topLevel: NameScope,
): SharedFailureReviver[] {
  const operations = groups.flatMap((group) => group.operations);
  const keys = new Map<PlannedOperation, string>();
  const uses = new Map<string, number>();
  for (const planned of operations) {
    const failures = planned.dates?.failures;
    if (failures === undefined) continue;
    const key = failures
      .map((failure) => `${failure.status}\u0000${failureShapeKey(failure.shape)}`)
      .join("\u0001");
    keys.set(planned, key);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, SharedFailureReviver>();
  for (const [planned, key] of keys) {
    const failures = planned.dates?.failures;
    if (failures === undefined || (uses.get(key) ?? 0) < 2) continue;
    let reviver = shared.get(key);
    if (reviver === undefined) {
      reviver = { name: topLevel.claim(SHARED_REVIVER_NAME), failures };
      shared.set(key, reviver);
    }
    // An argument of that name would hide the function in the method's body: that one writes its reviver.
    const name = reviver.name;
    const hidden =
      planned.optionsName === name || planned.arguments.some((argument) => argument.name === name);
    if (!hidden) planned.sharedFailureReviver = name;
  }
  // A reviver that every one of its operations hides is not declared (its name stays claimed, unused).
  const used = new Set(operations.map((planned) => planned.sharedFailureReviver));
  return [...shared.values()].filter((reviver) => used.has(reviver.name));
}

/** A shape's key; a reference (what most failure bodies are) by its target, without writing it out as JSON. */
function failureShapeKey(shape: DateShape | undefined): string {
  return shape?.kind === "ref" ? `ref\u0000${shape.target}` : shapeKey(shape);
}
