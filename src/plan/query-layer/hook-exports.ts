/**
 * The top-level names of what a layer's hooks export, claimed after every other top-level name (the
 * operations' own functions included), so that no other name depends on them. A layer claims the ones its
 * code writes, in this order: the hooks' functions, then its options factories if it has them, then the
 * names its hook bodies reach values under (hook-body-names.ts), then the hooks' types.
 *
 * Decisions:
 * - Every hook is also an exported function of its own, and its namespace refers to that function, so a
 *   user who imports one hook bundles only that hook and the operation it calls. Its name is the hook's
 *   (`useListPets`); where that is taken at the top level, the namespace's name goes in after `use`
 *   (`usePetListPets`), numbered if that is taken too.
 * - With a layer that has options factories (tsq), every query and mutation also has one, exported on its
 *   own like the hooks (`listPetsQueryOptions`, `createPetMutationOptions`; where taken, the namespace's
 *   name goes in front, `petListPetsQueryOptions`, numbered if that is taken too) and reached in the
 *   namespace as `queryOptions.<key name>` and `mutationOptions.<method name>`, the names of the operation
 *   beside `queryKeys`. A factory is a top-level function rather than only a namespace member so that a
 *   route loader importing one bundles that operation alone.
 * - A paged query's infinite hook (`useListPetsInfinite`) and its factory (`listPetsInfiniteQueryOptions`,
 *   `queryOptions.listPetsInfinite`) are claimed after every other hook and factory, so that adding them moves
 *   no other name; they share the query's types.
 * - Each hook's types are exported under names of their own and written once: its data (`ListPetsData`),
 *   what its `error` can be (`ListPetsFailure`), a query's key (`ListPetsQueryKey`) and what a mutation with
 *   arguments takes as one object (`CreatePetVariables`; with `argumentStyle: "object"` the operation's own
 *   `CreatePetParams`, so no variables type). Where taken, the namespace's name goes in front, numbered if
 *   that is taken too. Claimed whether the layer declares them or not, so that which layer runs changes no
 *   other name.
 */
import { toPascalCase, toTypeName } from "../names.js";
import type { PlannedOperation } from "../operation-plan-types.js";
import type { TopLevelNames } from "../top-level-names.js";
import type { HookDraft, HookGroupDraft, InfiniteHookDraft } from "./hook-drafts.js";
import { HOOKS_SUFFIX } from "./hook-namespaces.js";
import type { OptionsFactory } from "./hooks-plan.js";

/** The type names of one hook (`ListPetsData`, ...); those of another kind of hook are absent. */
export interface HookTypeNames {
  dataName: string;
  failureName?: string;
  keyTypeName?: string;
  variablesName?: string;
  argumentsTypeName?: string;
}

/** A group's infinite hooks, in the order of its queries. */
function infiniteHooks(group: HookGroupDraft): InfiniteHookDraft[] {
  return group.queries.flatMap((query) => (query.infinite === undefined ? [] : [query.infinite]));
}

/**
 * The exported function of every hook: `useListPets` where free, else `usePetListPets` (numbered if taken),
 * after the group's prefix word (`use`).
 */
export function claimHookFunctions(
  groups: readonly HookGroupDraft[],
  names: TopLevelNames,
): Map<HookDraft, string> {
  const exportNames = new Map<HookDraft, string>();
  const claim = (group: HookGroupDraft, hook: HookDraft) => {
    const { hookName } = hook;
    const namespace = toPascalCase(group.namespaceName);
    const name = names.claimPreferring(
      "hookFunction",
      hookName,
      () => `${group.hookPrefix}${namespace}${hookName.slice(group.hookPrefix.length)}`,
    );
    exportNames.set(hook, name);
  };
  for (const group of groups) for (const hook of [...group.queries, ...group.mutations]) claim(group, hook);
  // Infinite hooks after every other, so that the others' names are the same with and without them.
  for (const group of groups) for (const hook of infiniteHooks(group)) claim(group, hook);
  return exportNames;
}

/**
 * Every hook's options factory: `listPetsQueryOptions` where free, else `petListPetsQueryOptions` (numbered
 * if taken too). Claimed after every hook, so that the hooks' names are the same with and without factories.
 */
export function claimOptionsFactories(
  groups: readonly HookGroupDraft[],
  names: TopLevelNames,
): Map<HookDraft, OptionsFactory> {
  const factories = new Map<HookDraft, OptionsFactory>();
  for (const group of groups) {
    for (const hook of group.queries) factories.set(hook, claimFactory(names, group, hook.keyName));
    for (const hook of group.mutations) {
      factories.set(hook, claimFactory(names, group, hook.planned.methodName, "MutationOptions"));
    }
  }
  for (const group of groups) {
    for (const hook of infiniteHooks(group)) factories.set(hook, claimFactory(names, group, hook.memberName));
  }
  return factories;
}

/** `listPetsQueryOptions` where free, else `petListPetsQueryOptions` (numbered if taken too). */
function claimFactory(
  names: TopLevelNames,
  group: HookGroupDraft,
  memberName: string,
  suffix = "QueryOptions",
): OptionsFactory {
  const name = `${memberName}${suffix}`;
  const exportName = names.claimPreferring(
    "optionsFactory",
    name,
    () => `${group.namespaceName}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
  );
  return { exportName, memberName };
}

/**
 * Each hook's data type name (`ListPetsData`), each query's key type name (`ListPetsQueryKey`), each
 * mutation's variables type name (`CreatePetVariables`), each hook's failure type name (`ListPetsFailure`)
 * and, with `namesArguments`, each query's argument list (`ListPetsArguments`), where free, else with the
 * namespace's name in front (`PetListPetsData`), numbered if taken too. One type that every mention names:
 * the same object type written out twice is two types to TypeScript, and comparing two of TanStack's or swr's
 * types over them costs a consumer's type-check more than the rest of the hook; and a hooks file that writes
 * each type once is a fraction of the size.
 */
export function claimHookTypeNames(
  groups: readonly HookGroupDraft[],
  names: TopLevelNames,
  { namesArguments }: { namesArguments: boolean },
): Map<HookDraft, HookTypeNames> {
  const typeNames = new Map<HookDraft, HookTypeNames>();
  for (const group of groups) {
    const prefix = toTypeName(group.namespaceName, HOOKS_SUFFIX);
    const claim = (name: string) => names.claimPreferring("hookType", name, () => `${prefix}${name}`);
    // As the failure unions are named (`Operation1Data` where a method's name starts with a digit).
    const typeName = (hook: HookDraft) => toTypeName(hook.planned.methodName, "Operation");
    const named = (hook: HookDraft): HookTypeNames => {
      const entry = typeNames.get(hook) ?? { dataName: "" };
      typeNames.set(hook, entry);
      return entry;
    };
    for (const hook of [...group.queries, ...group.mutations])
      named(hook).dataName = claim(`${typeName(hook)}Data`);
    for (const hook of group.queries) named(hook).keyTypeName = claim(`${typeName(hook)}QueryKey`);
    for (const hook of group.mutations) {
      if (takesVariablesObject(hook.planned)) named(hook).variablesName = claim(`${typeName(hook)}Variables`);
    }
    // Last, so that the names above are the ones they were before failures were named.
    for (const hook of [...group.queries, ...group.mutations])
      named(hook).failureName = claim(`${typeName(hook)}Failure`);
    if (!namesArguments) continue;
    for (const hook of group.queries) named(hook).argumentsTypeName = claim(`${typeName(hook)}Arguments`);
  }
  return typeNames;
}

/**
 * Whether a mutation takes its operation's arguments as an object of its own (`CreatePetVariables`): where it
 * has arguments and they are not already one object (`argumentStyle: "object"`), which the mutation then
 * takes as it is (`CreatePetParams`), under the same keys as the call.
 */
export function takesVariablesObject(planned: PlannedOperation): boolean {
  return planned.arguments.length > 0 && planned.arguments[0]?.kind !== "object";
}
