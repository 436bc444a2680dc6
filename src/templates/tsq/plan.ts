/**
 * tsq's hooks, planned with the query-layer steps: an options factory for every query and mutation; every
 * hook and factory a constant that the layer's helpers make (no body of its own, so no argument hides a
 * value, and a query's arguments one named tuple type its hook, factory and key function share); TanStack's
 * abort signal handed to the client's per-call option; `null` for a query's missing body, since TanStack
 * Query rejects `undefined` data; every hook type named (the hook, factory and overloads write each up to
 * eleven times).
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
import { tsqDeclaration } from "./declaration.js";

export const planTsqHooks: HookPlanner = (input) => {
  const groups = draftHookGroups(input, {
    rejectsUndefinedData: true,
    mutationLocals: [],
    infiniteHooks: true,
  });
  const exportNames = claimHookFunctions(groups, input.names);
  const factories = claimOptionsFactories(groups, input.names);
  // Constants have no bodies: no argument hides what the helpers reach.
  const bodyNames = planHookBodyNames([], factories, tsqDeclaration.names, input.names);
  const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: true });
  return completeHooksPlan(
    groups,
    { exportNames, factories, typeNames, bodyNames },
    {
      declaration: tsqDeclaration,
      abortSignal: input.client.abortSignal,
      clientRetriesOption: input.client.maxRetries,
      namesEveryType: true,
    },
  );
};
