/**
 * Security requirements said once: a list of requirements that more than one operation sends (Stripe's
 * 452 operations all send `[['basicAuth'], ['bearerAuth']]`) becomes one module constant, which each of
 * those descriptors names. A list only one operation sends stays written in its descriptor.
 */
import type { NameScope } from "./names.js";
import type { PlannedGroup } from "./operation-plan-types.js";

/** A module constant holding one list of security requirements. */
export interface SharedSecurity {
  name: string;
  requirements: string[][];
}

/** The name of the first shared list; the others are numbered (`securityRequirements2`). */
const SHARED_SECURITY_NAME = "securityRequirements";

/**
 * Names the lists of requirements more than one operation sends, in the order they are first sent, and
 * records each name on its operations (`sharedSecurity`). Claims the names in `topLevel`, so it comes after
 * every other top-level name: none of those depends on these.
 */
export function planSharedSecurity(groups: readonly PlannedGroup[], topLevel: NameScope): SharedSecurity[] {
  const operations = groups.flatMap((group) => group.operations);
  const uses = new Map<string, number>();
  for (const planned of operations) {
    if (planned.security === undefined) continue;
    const key = JSON.stringify(planned.security);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, SharedSecurity>();
  for (const planned of operations) {
    if (planned.security === undefined) continue;
    const key = JSON.stringify(planned.security);
    if ((uses.get(key) ?? 0) < 2) continue;
    let constant = shared.get(key);
    if (constant === undefined) {
      constant = { name: topLevel.claim(SHARED_SECURITY_NAME), requirements: planned.security };
      shared.set(key, constant);
    }
    // An argument of that name would hide the constant in the method's body: that one writes its list.
    const hidden =
      planned.optionsName === constant.name ||
      planned.arguments.some((argument) => argument.name === constant.name);
    if (!hidden) planned.sharedSecurity = constant.name;
  }
  // A constant that every one of its operations hides is not declared (its name stays claimed, unused).
  const used = new Set(operations.map((planned) => planned.sharedSecurity));
  return [...shared.values()].filter((constant) => used.has(constant.name));
}
