/**
 * Names of everything the reactive layers (`swr`, `tsq`) declare, decided once like the rest of the plan.
 *
 * Decisions:
 * - One hook namespace per client group, named after the group's tag in camelCase (`pet store` →
 *   `petStore`), from the same words as its client (`petStoreClient`). Where that name cannot be used,
 *   because it is a reserved word (`default`, `delete`) or starts with a digit, or because the file already
 *   declares or imports it (a client, a type, a runtime helper, a library import), the namespace is
 *   `<tag>Hooks`, as the client is `<tag>Client`: the untagged operations' group has `defaultHooks` beside
 *   `defaultClient`, a tag `petsClient` gets `petsClientHooks` rather than a numbered look-alike of the
 *   `pets` client. Names a tag gives as written are claimed before derived `…Hooks` names, so the result
 *   does not depend on the order of the operations; a name taken even so is numbered (`defaultHooks2`).
 *   The names do not depend on `hooksOut`.
 * - Query hooks for read-only methods (GET, HEAD and 3.2 QUERY), mutation hooks for the rest. No hook for a
 *   streaming operation when the client under the hooks cannot stream (its method only throws).
 * - Hooks are `use` + the method name in PascalCase (`listPets` → `useListPets`), so React's hook rules
 *   and lint recognise them; each query hook has a key function named like the method under `queryKeys`,
 *   next to `all()`, the group's prefix.
 * - A query hook takes the method's arguments under the method's names. The hook body refers to the library
 *   hook, the client object and the main module by name, so an argument with one of those names is renamed
 *   in the hook only (the client method keeps its name).
 */
import { isValidIdentifier } from "../ast/identifiers.js";
import type { ReactiveLayerName, ResolvedOptions } from "../config/types.js";
import type { HttpMethod } from "../model/types.js";
import {
  CLIENT_DECLARATIONS,
  type ClientDeclaration,
  type LayerNames,
  layerDeclaration,
} from "../template-declarations/index.js";
import { isStreamed } from "./media-types.js";
import { NameScope, toCamelCase, toMemberName, toPascalCase } from "./names.js";
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
  const namespaceNames = claimNamespaceNames(groups, topLevel);
  return {
    layer,
    names,
    groups: groups.map((group, index) => ({
      group,
      namespaceName: namespaceNames[index] as string,
      ...planGroupHooks(
        group,
        [names.mainModule, ...names.libraryValues, group.clientName],
        clientStreams(options),
      ),
    })),
  };
}

/** Appended to a tag's name where the name itself cannot be the namespace, as `Client` is for clients. */
export const HOOKS_SUFFIX = "Hooks";

/**
 * One namespace name per group, in `groups` order. First every group whose tag's own name is usable and
 * free claims it; then the rest claim `<tag>Hooks` (numbered if even that is taken), so a tag written
 * `defaultHooks` keeps its name whether its operations come before or after the untagged ones.
 */
function claimNamespaceNames(groups: readonly PlannedGroup[], topLevel: NameScope): string[] {
  const names: (string | undefined)[] = groups.map(() => undefined);
  const bases = groups.map((group) => toCamelCase(group.tag, DEFAULT_GROUP));
  bases.forEach((base, index) => {
    if (isValidIdentifier(base) && !topLevel.has(base)) names[index] = topLevel.claim(base);
  });
  return bases.map((base, index) => names[index] ?? topLevel.claim(suffixedName(base)));
}

/** `default` → `defaultHooks`; `1x` → `_1xHooks` (a name cannot start with a digit). */
function suffixedName(base: string): string {
  const name = `${base}${HOOKS_SUFFIX}`;
  return isValidIdentifier(name) ? name : toMemberName(name, `${DEFAULT_GROUP}${HOOKS_SUFFIX}`);
}

function planGroupHooks(
  group: PlannedGroup,
  referencedByHooks: readonly string[],
  streams: boolean,
): Pick<PlannedHookGroup, "queries" | "mutations"> {
  const hookNames = new NameScope();
  const keyNames = new NameScope([ALL_KEYS]);
  const queries: PlannedQueryHook[] = [];
  const mutations: PlannedMutationHook[] = [];
  for (const planned of group.operations) {
    // A client that cannot stream throws for a streaming operation: no hook would ever get data.
    if (!streams && isStreamed(planned.response)) continue;
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

/** Whether the HTTP client under the hooks reads streamed bodies (custom templates do not). */
function clientStreams(options: Pick<ResolvedOptions, "template">): boolean {
  const { template } = options;
  if (template.kind !== "builtin") return false;
  const client: ClientDeclaration | undefined = CLIENT_DECLARATIONS.find(
    (declaration) => declaration.id === template.client,
  );
  return client?.streaming !== undefined;
}

function reactiveLayerOf(options: Pick<ResolvedOptions, "template">): ReactiveLayerName | undefined {
  return options.template.reactive;
}
