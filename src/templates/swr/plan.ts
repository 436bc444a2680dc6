/**
 * swr's hooks, planned with the query-layer steps: every hook a function with a body of its own, so a query
 * hook's arguments may hide a value its body reaches (aliases); no options factories; `undefined` data taken
 * as it is; only the types that hold an object type written in place named (swr writes each about three
 * times, where an alias costs more than it saves).
 */
import { completeHooksPlan } from "../../plan/query-layer/complete-hooks-plan.js";
import { planHookBodyNames } from "../../plan/query-layer/hook-body-names.js";
import { draftHookGroups } from "../../plan/query-layer/hook-drafts.js";
import { claimHookFunctions, claimHookTypeNames } from "../../plan/query-layer/hook-exports.js";
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { swrDeclaration, swrMutationLocals } from "./declaration.js";

export const planSwrHooks: HookPlanner = (input) => {
  const groups = draftHookGroups(input, {
    rejectsUndefinedData: false,
    mutationLocals: Object.values(swrMutationLocals),
    infiniteHooks: true,
    hookPrefix: swrDeclaration.hookPrefix,
  });
  const exportNames = claimHookFunctions(groups, input.names);
  const bodyNames = planHookBodyNames(groups, undefined, swrDeclaration.names, input.names);
  const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: false });
  return completeHooksPlan(
    groups,
    { exportNames, typeNames, bodyNames },
    {
      declaration: swrDeclaration,
      abortSignal: undefined,
      clientRetriesOption: input.client.maxRetries,
      namesEveryType: false,
    },
  );
};
