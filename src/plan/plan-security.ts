/**
 * Security requirements said once: a list of requirements that more than one operation sends (Stripe's
 * 452 operations all send `[['basicAuth'], ['bearerAuth']]`) becomes one module constant, which each of
 * those descriptors names (see said-once.ts).
 */
import type { NameScope } from "./names.js";
import type { PlannedGroup } from "./operation-plan-types.js";
import { planSaidOnce } from "./said-once.js";

/** A module constant holding one list of security requirements. */
export interface SharedSecurity {
  name: string;
  requirements: string[][];
}

/** Names the shared lists (`securityRequirements`, `securityRequirements2`, ...) and records them on operations. */
export function planSharedSecurity(groups: readonly PlannedGroup[], topLevel: NameScope): SharedSecurity[] {
  const shared = planSaidOnce(
    groups.flatMap((group) => group.operations),
    (planned) => (planned.security === undefined ? undefined : JSON.stringify(planned.security)),
    "securityRequirements",
    topLevel,
    (planned, name) => {
      planned.sharedSecurity = name;
    },
  );
  return shared.map(({ name, first }) => ({ name, requirements: first.security ?? [] }));
}
