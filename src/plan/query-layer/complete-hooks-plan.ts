/**
 * The last step of a layer's hook planning: the drafts and the names claimed for them, made into the
 * `HooksPlan` emit reads, with what the layer decides of its code as a whole.
 */
import type { LayerDeclaration } from "../../output-contract/declaration.js";
import type { HookDraft, HookGroupDraft } from "./hook-drafts.js";
import type { HookTypeNames } from "./hook-exports.js";
import type {
  HookBodyNames,
  HooksPlan,
  OptionsFactory,
  PlannedHook,
  PlannedHookGroup,
  PlannedMutationHook,
  PlannedQueryHook,
} from "./hooks-plan.js";

/** The names claimed for the drafts (hook-exports.ts, hook-body-names.ts). */
export interface ClaimedHookNames {
  readonly exportNames: ReadonlyMap<HookDraft, string>;
  /** Absent where the layer has no options factories (swr). */
  readonly factories?: ReadonlyMap<HookDraft, OptionsFactory>;
  readonly typeNames: ReadonlyMap<HookDraft, HookTypeNames>;
  readonly bodyNames: HookBodyNames;
}

/** What the layer decides of its code as a whole. */
export interface LayerCodeChoices {
  readonly declaration: Pick<LayerDeclaration, "id" | "names">;
  /** See `HooksPlan.abortSignal`: the client's per-call option, where the library passes a signal. */
  readonly abortSignal: string | undefined;
  /** See `HooksPlan.clientRetriesOption`: the client's `maxRetries`, where the library retries queries. */
  readonly clientRetriesOption: string | undefined;
  /** See `HooksPlan.namesEveryType`. */
  readonly namesEveryType: boolean;
}

export function completeHooksPlan(
  groups: readonly HookGroupDraft[],
  claimed: ClaimedHookNames,
  choices: LayerCodeChoices,
): HooksPlan {
  const { exportNames, factories, typeNames } = claimed;
  const hookOf = (hook: HookDraft): PlannedHook => ({
    planned: hook.planned,
    hookName: hook.hookName,
    exportName: exportNames.get(hook) ?? hook.hookName,
    callee: hook.callee,
    dataName: typeNames.get(hook)?.dataName ?? "",
    failureName: typeNames.get(hook)?.failureName ?? "",
    optionsFactory: factories?.get(hook),
  });
  const planned = groups.map(
    (group): PlannedHookGroup => ({
      group: group.group,
      namespaceName: group.namespaceName,
      queries: group.queries.map((hook): PlannedQueryHook => {
        const argumentsTypeName = typeNames.get(hook)?.argumentsTypeName;
        const { infinite } = hook;
        const query: PlannedQueryHook = {
          ...hookOf(hook),
          keyName: hook.keyName,
          keyTypeName: typeNames.get(hook)?.keyTypeName ?? "",
          ...(argumentsTypeName === undefined ? {} : { argumentsTypeName }),
          ...(infinite === undefined
            ? {}
            : {
                infinite: {
                  hookName: infinite.hookName,
                  exportName: exportNames.get(infinite) ?? infinite.hookName,
                  pagesCallee: infinite.callee,
                  optionsFactory: factories?.get(infinite),
                },
              }),
        };
        return hook.nullWithoutBody === undefined
          ? query
          : { ...query, nullWithoutBody: hook.nullWithoutBody };
      }),
      mutations: group.mutations.map(
        (hook): PlannedMutationHook => ({
          ...hookOf(hook),
          variablesName: typeNames.get(hook)?.variablesName,
        }),
      ),
    }),
  );
  return {
    layer: choices.declaration.id,
    names: choices.declaration.names,
    groups: planned,
    abortSignal: choices.abortSignal,
    clientRetriesOption: choices.clientRetriesOption,
    bodyNames: claimed.bodyNames,
    namesEveryType: choices.namesEveryType,
  };
}
