/**
 * A TanStack layer's hooks (tsq's, vue-query's, ...), planned with the query-layer steps: an options factory
 * for every query and mutation; every hook and factory a constant that the layer's helpers make (no body of
 * its own, so no argument hides a value, and a query's arguments one named tuple type its hook, factory and
 * key function share); TanStack's abort signal handed to the client's per-call option; `null` for a query's
 * missing body, since TanStack Query rejects `undefined` data; every hook type named (the hook, factory and
 * overloads write each up to eleven times); an infinite hook for a paged query.
 */

import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { completeHooksPlan } from "../../plan/query-layer/complete-hooks-plan.js";
import { planHookBodyNames } from "../../plan/query-layer/hook-body-names.js";
import { draftHookGroups } from "../../plan/query-layer/hook-drafts.js";
import {
  claimHookFunctions,
  claimHookTypeNames,
  claimOptionsFactories,
} from "../../plan/query-layer/hook-exports.js";
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";

/** The planner of the layer `declaration` declares: its helpers' names are reserved from its `declared` names. */
export function planTanStackHooks(declaration: LayerDeclaration): HookPlanner {
  return (input) => {
    const groups = draftHookGroups(input, {
      rejectsUndefinedData: true,
      mutationLocals: [],
      infiniteHooks: true,
      hookPrefix: declaration.hookPrefix,
    });
    const exportNames = claimHookFunctions(groups, input.names);
    const factories = claimOptionsFactories(groups, input.names);
    // Constants have no bodies: no argument hides what the helpers reach.
    const bodyNames = planHookBodyNames([], factories, declaration.names, input.names);
    const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: true });
    return completeHooksPlan(
      groups,
      { exportNames, factories, typeNames, bodyNames },
      {
        declaration,
        abortSignal: input.client.abortSignal,
        clientRetriesOption: input.client.maxRetries,
        namesEveryType: true,
      },
    );
  };
}
