/**
 * vue-query's hooks, planned with the query-layer steps as tsq's are (see `tsq/plan.ts`): an options factory
 * for every query and mutation, every hook and factory a constant, TanStack's abort signal handed to the
 * client, `null` for a query's missing body, every hook type named, an infinite hook for a paged query.
 */
import { completeHooksPlan } from "../../plan/query-layer/complete-hooks-plan.js";
import { planHookBodyNames } from "../../plan/query-layer/hook-body-names.js";
import { draftHookGroups } from "../../plan/query-layer/hook-drafts.js";
import {
  claimHookFunctions,
  claimHookTypeNames,
  claimOptionsFactories,
} from "../../plan/query-layer/hook-exports.js";
import type { HookPlanner } from "../../plan/query-layer/hooks-plan.js";
import { vueQueryDeclaration } from "./declaration.js";

export const planVueQueryHooks: HookPlanner = (input) => {
  const groups = draftHookGroups(input, {
    rejectsUndefinedData: true,
    mutationLocals: [],
    infiniteHooks: true,
  });
  const exportNames = claimHookFunctions(groups, input.names);
  const factories = claimOptionsFactories(groups, input.names);
  // Constants have no bodies: no argument hides what the helpers reach.
  const bodyNames = planHookBodyNames([], factories, vueQueryDeclaration.names, input.names);
  const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: true });
  return completeHooksPlan(
    groups,
    { exportNames, factories, typeNames, bodyNames },
    {
      declaration: vueQueryDeclaration,
      abortSignal: input.client.abortSignal,
      clientRetriesOption: input.client.maxRetries,
      namesEveryType: true,
    },
  );
};
