/**
 * Names of everything the reactive layers (`swr`, `tsq`) declare, decided once like the rest of the plan.
 *
 * Decisions:
 * - One hook namespace per client group, named after the group's tag in camelCase (`pet store` →
 *   `petStore`), claimed in the file's top-level scope so it can never clash with a type, a client, a
 *   runtime helper or a library import; the names do not depend on `hooksOut`.
 * - Query hooks for read-only methods (GET, HEAD and 3.2 QUERY), mutation hooks for the rest.
 * - Hooks are `use` + the method name in PascalCase (`listPets` → `useListPets`), so React's hook rules
 *   and lint recognise them; each query hook has a key function named like the method under `queryKeys`,
 *   next to `all()`, the group's prefix.
 * - A query hook takes the method's arguments under the method's names. The hook body refers to the library
 *   hook, the client object and the main module by name, so an argument with one of those names is renamed
 *   in the hook only (the client method keeps its name).
 */
import type { ReactiveLayerName, ResolvedOptions } from "../config/types.js";
import type { HttpMethod } from "../model/types.js";
import { type LayerNames, layerDeclaration } from "../templates/declarations.js";
import { NameScope, toMemberName, toPascalCase } from "./names.js";
import type { PlannedGroup, PlannedOperation } from "./operation-plan-types.js";
import { DEFAULT_GROUP } from "./plan-operations.js";

/** Names the generated hooks code declares or imports at the top level of its file (the layer declares them). */
export type ReactiveNames = LayerNames;

export interface PlannedQueryHook {
  planned: PlannedOperation;
  hookName: string;
  /** Member of `<namespace>.queryKeys`. */
  keyName: string;
  /** The hook's own argument names, one per `planned.arguments` entry. */
  argumentNames: string[];
  /** The hook's trailing options argument. */
  optionsName: string;
}

export interface PlannedMutationHook {
  planned: PlannedOperation;
  hookName: string;
}

export interface PlannedHookGroup {
  group: PlannedGroup;
  /** The exported namespace object, also the first element of every key of the group. */
  namespaceName: string;
  queries: PlannedQueryHook[];
  mutations: PlannedMutationHook[];
}

export interface HooksPlan {
  layer: ReactiveLayerName;
  names: ReactiveNames;
  groups: PlannedHookGroup[];
}

/** Name of the group prefix key function; operations are renamed around it (`all2`). */
export const ALL_KEYS = "all";

/** Methods whose operations read without changing anything: they become query hooks. */
const READ_ONLY_METHODS: ReadonlySet<HttpMethod> = new Set(["get", "head", "query"]);

export function isQueryOperation(planned: PlannedOperation): boolean {
  return READ_ONLY_METHODS.has(planned.operation.method);
}

/** The reactive layer's top-level names; `[]` without one. Planning reserves them before naming types. */
export function reactiveTopLevelNames(options: Pick<ResolvedOptions, "template">): string[] {
  const layer = reactiveLayerOf(options);
  if (layer === undefined) return [];
  const { names } = layerDeclaration(layer);
  return [names.mainModule, ...names.libraryValues, ...names.types, ...names.helpers];
}

/**
 * Hook namespaces for every group, or `undefined` without a reactive layer. `topLevel` must already hold
 * every other top-level name of the output (types, clients, helpers and {@link reactiveTopLevelNames}).
 */
export function planHooks(
  groups: readonly PlannedGroup[],
  options: Pick<ResolvedOptions, "template">,
  topLevel: NameScope,
): HooksPlan | undefined {
  const layer = reactiveLayerOf(options);
  if (layer === undefined) return undefined;
  const { names } = layerDeclaration(layer);
  return {
    layer,
    names,
    groups: groups.map((group) => ({
      group,
      namespaceName: topLevel.claim(toMemberName(group.tag, DEFAULT_GROUP)),
      ...planGroupHooks(group, [names.mainModule, ...names.libraryValues, group.clientName]),
    })),
  };
}

function planGroupHooks(
  group: PlannedGroup,
  referencedByHooks: readonly string[],
): Pick<PlannedHookGroup, "queries" | "mutations"> {
  const hookNames = new NameScope();
  const keyNames = new NameScope([ALL_KEYS]);
  const queries: PlannedQueryHook[] = [];
  const mutations: PlannedMutationHook[] = [];
  for (const planned of group.operations) {
    const hookName = hookNames.claim(`use${toPascalCase(planned.methodName)}`);
    if (!isQueryOperation(planned)) {
      mutations.push({ planned, hookName });
      continue;
    }
    const argumentScope = new NameScope(referencedByHooks);
    queries.push({
      planned,
      hookName,
      keyName: keyNames.claim(planned.methodName),
      argumentNames: planned.arguments.map((argument) => argumentScope.claim(argument.name)),
      optionsName: argumentScope.claim(planned.optionsName),
    });
  }
  return { queries, mutations };
}

function reactiveLayerOf(options: Pick<ResolvedOptions, "template">): ReactiveLayerName | undefined {
  return options.template.reactive;
}
