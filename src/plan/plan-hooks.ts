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
 * - A query hook, its key function and its options factory take the method's arguments under the method's
 *   names, whatever the hooks code calls its own values: where an argument is named like a value a hook
 *   body names, the body reaches that value under a module-private alias (`plan-hook-aliases.ts`), and a
 *   local of the body (TanStack's `signal`) under another name.
 * - Every hook is also an exported function of its own, and its namespace refers to that function, so a
 *   user who imports one hook bundles only that hook and the operation it calls. Its name is the hook's
 *   (`useListPets`); where that is taken at the top level, the namespace's name goes in after `use`
 *   (`usePetListPets`), numbered if that is taken too. Claimed after every other top-level name, the
 *   operations' own functions included, so no other name depends on them.
 * - A hook calls its operation's exported function where the client template exports one (fetch, axios,
 *   xior, ky), and the group's client object otherwise (custom templates), or where the function's name is
 *   one of a mutation hook's own locals.
 * - With a layer that has options factories (tsq), every query and mutation also has one, exported on its
 *   own like the hooks (`listPetsQueryOptions`, `createPetMutationOptions`; where taken, the namespace's
 *   name goes in front, `petListPetsQueryOptions`, numbered if that is taken too) and reached in the
 *   namespace as `queryOptions.<key name>` and `mutationOptions.<method name>`, the names of the operation
 *   beside `queryKeys`. A factory is a top-level function rather than only a namespace member so that a
 *   route loader importing one bundles that operation alone.
 * - A mutation with arguments takes them as one object whose type is exported under a name of its own
 *   (`CreatePetVariables`), a hook whose data is an object type written in place (no schema's name)
 *   exports that type as `ListPetsData`, and a query key holding one (an argument's inline object type) as
 *   `ListPetsQueryKey`; where taken, the namespace's name goes in front, numbered if that is taken too.
 *   Claimed after every other top-level name.
 * - Where the layer's library rejects `undefined` as a query's data (TanStack Query), a query of an
 *   operation that answers without a body resolves to `null` where its call would resolve to that nothing
 *   (`nullWithoutBody`), and so does one that may answer without a body, when it does; a mutation's data
 *   may be `undefined`, and swr takes it as it is.
 */
import { isValidIdentifier } from "../ast/identifiers.js";
import type { ReactiveLayerName, ResolvedOptions } from "../config/types.js";
import {
  CLIENT_DECLARATIONS,
  type ClientDeclaration,
  type LayerNames,
  layerDeclaration,
} from "../template-declarations/index.js";
import { isStreamed } from "./media-types.js";
import { NameScope, toCamelCase, toMemberName, toPascalCase, toTypeName } from "./names.js";
import type { PlannedGroup, PlannedOperation, PlannedResponse } from "./operation-plan-types.js";
import { type HookBodyNames, planHookBodyNames, valueInHooks } from "./plan-hook-aliases.js";
import { DEFAULT_GROUP } from "./plan-operations.js";

/** Names the generated hooks code declares or imports at the top level of its file (the layer declares them). */
export type ReactiveNames = LayerNames;

/** What every hook has: its operation, its member name in the namespace and its exported function. */
export interface PlannedHook {
  planned: PlannedOperation;
  /** Member of `<namespace>.queries` or `<namespace>.mutations`. */
  hookName: string;
  /** The hook's own exported function, which the namespace member refers to. */
  exportName: string;
  /** The operation's exported function the hook calls; `undefined`: the group's client object's method. */
  callee: string | undefined;
  /**
   * The exported name of the hook's data type where that type is written in place, an object type rather than
   * a schema's name (`ListPetsData`): the emitter declares it where it writes such a type, so that the type
   * is one and the same wherever the hooks name it.
   */
  dataName: string;
  /**
   * The exported options factory the hook is built on (`listPetsQueryOptions`), and its member in the
   * namespace's `queryOptions` or `mutationOptions`; `undefined` where the layer has no factories (swr).
   */
  optionsFactory: { exportName: string; memberName: string } | undefined;
}

export interface PlannedQueryHook extends PlannedHook {
  /** Member of `<namespace>.queryKeys`. */
  keyName: string;
  /**
   * The exported name of the key's type where an argument's type in it is an object type written in place
   * (`ListPetsQueryKey`), declared by the emitter like {@link PlannedHook.dataName}.
   */
  keyTypeName: string;
  /**
   * The name of each local of the body the layer declares (`queryLocals`: `signal` → `signal`, or `signal2`
   * where an argument is `signal`).
   */
  locals: Readonly<Record<string, string>>;
  /**
   * The layer's library rejects `undefined` as data, and the operation answers without a body (`always`) or
   * may (`whenEmpty`, `PlannedResponse.mayBeEmpty`): where the call resolves to the body (not to
   * `APIResponse<T>` or the library's own response), the query resolves to `null` instead of that nothing,
   * and its data is typed so. Absent otherwise.
   */
  nullWithoutBody?: "always" | "whenEmpty";
}

export interface PlannedMutationHook extends PlannedHook {
  /**
   * The exported type of what the mutation takes (`CreatePetVariables`: TanStack's `mutate`, swr's
   * `trigger`); `undefined` for an operation without arguments, whose mutation takes none.
   */
  variablesName: string | undefined;
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
  /**
   * The per-call option a query function passes TanStack's `AbortSignal` in (`signal`), so cancelling a query
   * aborts its request; `undefined` where the client takes none or the layer has no such signal.
   */
  abortSignal: string | undefined;
  /** The names hook bodies reach library imports, the main module and top-level values under. */
  bodyNames: HookBodyNames;
}

/** Name of the group prefix key function; operations are renamed around it (`all2`). */
export const ALL_KEYS = "all";

/** Methods whose operations read without changing anything: they become query hooks. */
const READ_ONLY_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "QUERY"]);

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
 * The hook namespace names of every group, in `groups` order, or `undefined` without a reactive layer.
 * `topLevel` must already hold every other top-level name of the output but the operations' functions
 * (types, clients, helpers and {@link reactiveTopLevelNames}): namespaces are named before those.
 */
export function planHookNamespaces(
  groups: readonly PlannedGroup[],
  options: Pick<ResolvedOptions, "template">,
  topLevel: NameScope,
): string[] | undefined {
  if (reactiveLayerOf(options) === undefined) return undefined;
  return claimNamespaceNames(groups, topLevel);
}

/**
 * The hooks of every group under the namespaces {@link planHookNamespaces} named, or `undefined` without a
 * reactive layer. Claims the hooks' exported functions in `topLevel`, so it comes after every other name,
 * the operations' functions (`functionName`) included.
 */
export function planHooks(
  groups: readonly PlannedGroup[],
  namespaceNames: readonly string[] | undefined,
  options: Pick<ResolvedOptions, "template">,
  client: Pick<ClientDeclaration, "operationFunctions" | "abortSignal">,
  topLevel: NameScope,
): HooksPlan | undefined {
  const layer = reactiveLayerOf(options);
  if (layer === undefined || namespaceNames === undefined) return undefined;
  const declaration = layerDeclaration(layer);
  const { names } = declaration;
  const context: GroupHooksContext = {
    streams: clientStreams(options),
    callsFunctions: client.operationFunctions === true,
    rejectsUndefinedData: declaration.rejectsUndefinedData,
    mutationLocals: Object.values(declaration.mutationLocals),
  };
  const planned = groups.map((group, index) => ({
    group,
    namespaceName: namespaceNames[index] as string,
    ...planGroupHooks(group, context),
  }));
  for (const group of planned) {
    const prefix = toPascalCase(group.namespaceName);
    for (const hook of [...group.queries, ...group.mutations]) {
      hook.exportName = topLevel.has(hook.hookName)
        ? topLevel.claim(`use${prefix}${hook.hookName.slice("use".length)}`)
        : topLevel.claim(hook.hookName);
    }
  }
  // After every hook, so that the hooks' names are the same with and without factories.
  if (declaration.optionsFactories) for (const group of planned) claimOptionsFactories(group, topLevel);
  const bodyNames = planHookBodyNames(planned, names, topLevel);
  // Last, so that no other name depends on them.
  for (const group of planned) claimTypeNames(group, topLevel);
  for (const group of planned) {
    for (const hook of group.queries)
      hook.locals = planQueryLocals(hook, group, declaration.queryLocals, bodyNames);
  }
  const abortSignal = declaration.passesAbortSignal ? client.abortSignal : undefined;
  return { layer, names, groups: planned, abortSignal, bodyNames };
}

/** Each local of a query body under a name none of the hook's arguments and values its body names take. */
function planQueryLocals(
  hook: PlannedQueryHook,
  group: PlannedHookGroup,
  locals: readonly string[],
  bodyNames: HookBodyNames,
): Record<string, string> {
  const scope = new NameScope([
    ...hook.planned.arguments.map((argument) => argument.name),
    hook.planned.options.name,
    bodyNames.mainModule,
    valueInHooks(bodyNames, hook.callee ?? group.group.clientName),
  ]);
  return Object.fromEntries(locals.map((local) => [local, scope.claim(local)]));
}

/** `listPetsQueryOptions` where free, else `petListPetsQueryOptions` (numbered if taken too). */
function claimOptionsFactories(group: PlannedHookGroup, topLevel: NameScope): void {
  const factory = (memberName: string, suffix: string) => {
    const name = `${memberName}${suffix}`;
    const exportName = topLevel.has(name)
      ? topLevel.claim(`${group.namespaceName}${name.charAt(0).toUpperCase()}${name.slice(1)}`)
      : topLevel.claim(name);
    return { exportName, memberName };
  };
  for (const hook of group.queries) hook.optionsFactory = factory(hook.keyName, "QueryOptions");
  for (const hook of group.mutations) {
    hook.optionsFactory = factory(hook.planned.methodName, "MutationOptions");
  }
}

/**
 * Each hook's data type name (`ListPetsData`), each query's key type name (`ListPetsQueryKey`) and each
 * mutation's variables type name (`CreatePetVariables`) where free, else with the namespace's name in front
 * (`PetListPetsData`), numbered if taken too. One type that every mention names: the same object type written
 * out twice is two types to TypeScript, and comparing two of TanStack's or swr's types over them costs a
 * consumer's type-check more than the rest of the hook.
 */
function claimTypeNames(group: PlannedHookGroup, topLevel: NameScope): void {
  const prefix = toTypeName(group.namespaceName, HOOKS_SUFFIX);
  const claim = (name: string) => topLevel.claim(topLevel.has(name) ? `${prefix}${name}` : name);
  // As the failure unions are named (`Operation1Data` where a method's name starts with a digit).
  const typeName = (hook: PlannedHook) => toTypeName(hook.planned.methodName, "Operation");
  for (const hook of [...group.queries, ...group.mutations]) hook.dataName = claim(`${typeName(hook)}Data`);
  for (const hook of group.queries) hook.keyTypeName = claim(`${typeName(hook)}QueryKey`);
  for (const hook of group.mutations) {
    if (hook.planned.arguments.length > 0) hook.variablesName = claim(`${typeName(hook)}Variables`);
  }
}

interface GroupHooksContext {
  /** Whether the client reads streamed bodies. */
  streams: boolean;
  /** Whether the client exports each operation as a function of its own. */
  callsFunctions: boolean;
  /** Whether the layer's library rejects `undefined` as a query's data. */
  rejectsUndefinedData: boolean;
  /** The locals of the layer's mutation hooks: a function named like one is called through the client. */
  mutationLocals: readonly string[];
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
  context: GroupHooksContext,
): Pick<PlannedHookGroup, "queries" | "mutations"> {
  const hookNames = new NameScope();
  const keyNames = new NameScope([ALL_KEYS]);
  const queries: PlannedQueryHook[] = [];
  const mutations: PlannedMutationHook[] = [];
  for (const planned of group.operations) {
    // A client that cannot stream throws for a streaming operation: no hook would ever get data.
    if (!context.streams && isStreamed(planned.response)) continue;
    const hookName = hookNames.claim(`use${toPascalCase(planned.methodName)}`);
    // The exported name is claimed at the top level once every group's hooks are known.
    const hook = { planned, hookName, exportName: hookName, dataName: "", optionsFactory: undefined };
    if (!isQueryOperation(planned)) {
      const callee =
        context.callsFunctions && !context.mutationLocals.includes(planned.functionName)
          ? planned.functionName
          : undefined;
      // Named once every other top-level name is known (see planHooks).
      mutations.push({ ...hook, callee, variablesName: undefined });
      continue;
    }
    const nullWithoutBody = context.rejectsUndefinedData ? nullInsteadOfNoBody(planned.response) : undefined;
    queries.push({
      ...hook,
      callee: context.callsFunctions ? planned.functionName : undefined,
      keyName: keyNames.claim(planned.methodName),
      keyTypeName: "",
      // Named once the exported names are known (see planHooks).
      locals: {},
      ...(nullWithoutBody === undefined ? {} : { nullWithoutBody }),
    });
  }
  return { queries, mutations };
}

function nullInsteadOfNoBody(response: PlannedResponse): PlannedQueryHook["nullWithoutBody"] {
  if (response.decoding === "void") return "always";
  return response.mayBeEmpty ? "whenEmpty" : undefined;
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
