/**
 * Pinia Colada's hooks, planned with the query-layer steps: an options factory for every query and mutation
 * (`defineQueryOptions`, `defineMutationOptions`); every hook and factory a function with a body of its own, so
 * an argument may hide a value a body reaches (aliases); `undefined` data taken as it is (Colada stores it);
 * Colada's abort signal handed to the client's per-call option; the client's own retries kept, since Colada
 * retries nothing without its retry plugin; every hook type named (the key's type is written in the factory,
 * the key function and its type, the data and failure in the factory, the hook and their options); an
 * infinite hook and factory for a paged query.
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
import { piniaColadaDeclaration, piniaColadaMutationLocals } from "./declaration.js";

export const planPiniaColadaHooks: HookPlanner = (input) => {
  const groups = draftHookGroups(input, {
    rejectsUndefinedData: false,
    mutationLocals: Object.values(piniaColadaMutationLocals),
    infiniteHooks: true,
    hookPrefix: piniaColadaDeclaration.hookPrefix,
  });
  const exportNames = claimHookFunctions(groups, input.names);
  const factories = claimOptionsFactories(groups, input.names);
  const bodyNames = planHookBodyNames(groups, factories, piniaColadaDeclaration.names, input.names);
  const typeNames = claimHookTypeNames(groups, input.names, { namesArguments: false });
  return completeHooksPlan(
    groups,
    { exportNames, factories, typeNames, bodyNames },
    {
      declaration: piniaColadaDeclaration,
      abortSignal: input.client.abortSignal,
      clientRetriesOption: undefined,
      namesEveryType: true,
    },
  );
};
