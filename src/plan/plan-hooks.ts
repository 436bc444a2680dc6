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
 * - Each hook's types are exported under names of their own and written once: its data (`ListPetsData`),
 *   what its `error` can be (`ListPetsFailure`), a query's key (`ListPetsQueryKey`) and what a mutation with
 *   arguments takes as one object (`CreatePetVariables`; with `argumentStyle: "object"` the operation's own
 *   `CreatePetParams`, so no variables type); with swr, which writes each type about three times, only the
 *   variables and a data or key type that holds an object type written in place. Where taken, the
 *   namespace's name goes in front, numbered if that is taken too. Claimed after every other top-level name,
 *   whether declared or not.
 * - Where the layer's library rejects `undefined` as a query's data (TanStack Query), a query of an
 *   operation that answers without a body resolves to `null` where its call would resolve to that nothing
 *   (`nullWithoutBody`), and so does one that may answer without a body, when it does; a mutation's data
 *   may be `undefined`, and swr takes it as it is.
 */
import { isValidIdentifier } from "../ast/identifiers.js";
import type { ResolvedOptions } from "../config/types.js";
import type { ClientDeclaration, LayerDeclaration } from "../output-contract/declaration.js";
import type {
  HooksPlan,
  PlannedHook,
  PlannedHookGroup,
  PlannedMutationHook,
  PlannedQueryHook,
} from "./hooks-plan.js";
import { isStreamed } from "./media-types.js";
import { NameScope, toCamelCase, toMemberName, toPascalCase, toTypeName } from "./names.js";
import type { PlannedGroup, PlannedOperation, PlannedResponse } from "./operation-plan-types.js";
import { planHookBodyNames } from "./plan-hook-aliases.js";
import { DEFAULT_GROUP } from "./plan-operations.js";
import type { TopLevelNames } from "./top-level-names.js";

/** Name of the group prefix key function; operations are renamed around it (`all2`). */
export const ALL_KEYS = "all";

/** Methods whose operations read without changing anything: they become query hooks. */
const READ_ONLY_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "QUERY"]);

export function isQueryOperation(planned: PlannedOperation): boolean {
  return READ_ONLY_METHODS.has(planned.operation.method);
}

/** The reactive layer's top-level names; `[]` without one. Planning reserves them before naming types. */
export function reactiveTopLevelNames(layer: Pick<LayerDeclaration, "names"> | undefined): string[] {
  if (layer === undefined) return [];
  const { names } = layer;
  return [
    names.mainModule,
    ...Object.values(names.imports).map((imported) => imported.name),
    ...Object.values(names.declared),
  ];
}

/**
 * The hook namespace names of every group, in `groups` order, or `undefined` without a reactive layer
 * (claimed before the operations' functions, see top-level-names.ts).
 */
export function planHookNamespaces(
  groups: readonly Pick<PlannedGroup, "tag">[],
  options: Pick<ResolvedOptions, "template">,
  names: TopLevelNames,
): string[] | undefined {
  if (options.template.reactive === undefined) return undefined;
  return claimNamespaceNames(groups, names);
}

/**
 * The hooks of every group under the namespaces {@link planHookNamespaces} named, or `undefined` without a
 * reactive layer. Claims what the hooks export (functions, options factories, the aliases their bodies reach
 * hidden values under, types), after every other top-level name, and builds each hook's record once they are
 * all known.
 */
export function planHooks(
  groups: readonly PlannedGroup[],
  namespaceNames: readonly string[] | undefined,
  client: Pick<ClientDeclaration, "operationFunctions" | "abortSignal" | "streaming">,
  declaration: LayerDeclaration | undefined,
  names: TopLevelNames,
): HooksPlan | undefined {
  if (declaration === undefined || namespaceNames === undefined) return undefined;
  const context: GroupHooksContext = {
    // A custom template's declaration states no streaming: its hooks never stream.
    streams: client.streaming !== undefined,
    callsFunctions: client.operationFunctions === true,
    rejectsUndefinedData: declaration.rejectsUndefinedData,
    mutationLocals: Object.values(declaration.mutationLocals),
  };
  const drafts = groups.map((group, index) => ({
    group,
    namespaceName: namespaceNames[index] as string,
    ...draftGroupHooks(group, context),
  }));
  const exportNames = new Map<HookDraft, string>();
  for (const group of drafts) {
    const prefix = toPascalCase(group.namespaceName);
    for (const hook of [...group.queries, ...group.mutations]) {
      const { hookName } = hook;
      exportNames.set(
        hook,
        names.claimPreferring("hookFunction", hookName, () => `use${prefix}${hookName.slice("use".length)}`),
      );
    }
  }
  // After every hook, so that the hooks' names are the same with and without factories.
  const factories = new Map<HookDraft, OptionsFactory>();
  if (declaration.optionsFactories) {
    for (const group of drafts) claimOptionsFactories(group, names, factories);
  }
  // Constants take no arguments of their own, so none can hide a value their helpers reach.
  const bodyNames = planHookBodyNames(
    declaration.hooksAreConstants
      ? []
      : drafts.map((group) => ({
          group: group.group,
          queries: group.queries.map((hook) => ({ ...hook, optionsFactory: factories.get(hook) })),
        })),
    declaration.names,
    names,
  );
  const typeNames = new Map<HookDraft, HookTypeNames>();
  for (const group of drafts) claimTypeNames(group, names, typeNames, declaration.hooksAreConstants);
  const hookOf = (hook: HookDraft): PlannedHook => ({
    planned: hook.planned,
    hookName: hook.hookName,
    exportName: exportNames.get(hook) ?? hook.hookName,
    callee: hook.callee,
    dataName: typeNames.get(hook)?.dataName ?? "",
    failureName: typeNames.get(hook)?.failureName ?? "",
    optionsFactory: factories.get(hook),
  });
  const planned = drafts.map(
    (group): PlannedHookGroup => ({
      group: group.group,
      namespaceName: group.namespaceName,
      queries: group.queries.map((hook): PlannedQueryHook => {
        const argumentsTypeName = typeNames.get(hook)?.argumentsTypeName;
        const query: PlannedQueryHook = {
          ...hookOf(hook),
          keyName: hook.keyName,
          keyTypeName: typeNames.get(hook)?.keyTypeName ?? "",
          ...(argumentsTypeName === undefined ? {} : { argumentsTypeName }),
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
  const abortSignal = declaration.passesAbortSignal ? client.abortSignal : undefined;
  return {
    layer: declaration.id,
    names: declaration.names,
    groups: planned,
    abortSignal,
    bodyNames,
    namesEveryType: declaration.namesEveryHookType,
  };
}

/** A hook as planned before the top-level names of the hooks are claimed. */
interface HookDraft {
  planned: PlannedOperation;
  hookName: string;
  callee: string | undefined;
}

interface QueryHookDraft extends HookDraft {
  keyName: string;
  nullWithoutBody?: PlannedQueryHook["nullWithoutBody"];
}

interface HookGroupDraft {
  group: PlannedGroup;
  namespaceName: string;
  queries: QueryHookDraft[];
  mutations: HookDraft[];
}

type OptionsFactory = NonNullable<PlannedHook["optionsFactory"]>;

interface HookTypeNames {
  dataName: string;
  failureName?: string;
  keyTypeName?: string;
  variablesName?: string;
  argumentsTypeName?: string;
}

/** `listPetsQueryOptions` where free, else `petListPetsQueryOptions` (numbered if taken too). */
function claimOptionsFactories(
  group: HookGroupDraft,
  names: TopLevelNames,
  factories: Map<HookDraft, OptionsFactory>,
): void {
  const factory = (memberName: string, suffix: string): OptionsFactory => {
    const name = `${memberName}${suffix}`;
    const exportName = names.claimPreferring(
      "optionsFactory",
      name,
      () => `${group.namespaceName}${name.charAt(0).toUpperCase()}${name.slice(1)}`,
    );
    return { exportName, memberName };
  };
  for (const hook of group.queries) factories.set(hook, factory(hook.keyName, "QueryOptions"));
  for (const hook of group.mutations) {
    factories.set(hook, factory(hook.planned.methodName, "MutationOptions"));
  }
}

/**
 * Each hook's data type name (`ListPetsData`), each query's key type name (`ListPetsQueryKey`), each
 * mutation's variables type name (`CreatePetVariables`), each hook's failure type name (`ListPetsFailure`) and,
 * with `namesArguments`, each query's argument list (`ListPetsArguments`), where free, else with the namespace's name in front (`PetListPetsData`), numbered if taken too. One type
 * that every mention names: the same object type written out twice is two types to TypeScript, and comparing
 * two of TanStack's or swr's types over them costs a consumer's type-check more than the rest of the hook;
 * and a hooks file that writes each type once is a fraction of the size.
 */
function claimTypeNames(
  group: HookGroupDraft,
  names: TopLevelNames,
  typeNames: Map<HookDraft, HookTypeNames>,
  namesArguments: boolean,
): void {
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
  if (!namesArguments) return;
  for (const hook of group.queries) named(hook).argumentsTypeName = claim(`${typeName(hook)}Arguments`);
}

/**
 * Whether a mutation takes its operation's arguments as an object of its own (`CreatePetVariables`): where it
 * has arguments and they are not already one object (`argumentStyle: "object"`), which the mutation then
 * takes as it is (`CreatePetParams`), under the same keys as the call.
 */
export function takesVariablesObject(planned: PlannedOperation): boolean {
  return planned.arguments.length > 0 && planned.arguments[0]?.kind !== "object";
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
function claimNamespaceNames(groups: readonly Pick<PlannedGroup, "tag">[], names: TopLevelNames): string[] {
  const claimed: (string | undefined)[] = groups.map(() => undefined);
  const bases = groups.map((group) => toCamelCase(group.tag, DEFAULT_GROUP));
  bases.forEach((base, index) => {
    if (isValidIdentifier(base) && !names.has(base)) claimed[index] = names.claim("hookNamespace", base);
  });
  return bases.map((base, index) => claimed[index] ?? names.claim("hookNamespace", suffixedName(base)));
}

/** `default` → `defaultHooks`; `1x` → `_1xHooks` (a name cannot start with a digit). */
function suffixedName(base: string): string {
  const name = `${base}${HOOKS_SUFFIX}`;
  return isValidIdentifier(name) ? name : toMemberName(name, `${DEFAULT_GROUP}${HOOKS_SUFFIX}`);
}

function draftGroupHooks(
  group: PlannedGroup,
  context: GroupHooksContext,
): Pick<HookGroupDraft, "queries" | "mutations"> {
  const hookNames = new NameScope();
  const keyNames = new NameScope([ALL_KEYS]);
  const queries: QueryHookDraft[] = [];
  const mutations: HookDraft[] = [];
  for (const planned of group.operations) {
    // A client that cannot stream throws for a streaming operation: no hook would ever get data.
    if (!context.streams && isStreamed(planned.response)) continue;
    const hookName = hookNames.claim(`use${toPascalCase(planned.methodName)}`);
    if (!isQueryOperation(planned)) {
      const callee =
        context.callsFunctions && !context.mutationLocals.includes(planned.functionName)
          ? planned.functionName
          : undefined;
      mutations.push({ planned, hookName, callee });
      continue;
    }
    const nullWithoutBody = context.rejectsUndefinedData ? nullInsteadOfNoBody(planned.response) : undefined;
    queries.push({
      planned,
      hookName,
      callee: context.callsFunctions ? planned.functionName : undefined,
      keyName: keyNames.claim(planned.methodName),
      ...(nullWithoutBody === undefined ? {} : { nullWithoutBody }),
    });
  }
  return { queries, mutations };
}

function nullInsteadOfNoBody(response: PlannedResponse): PlannedQueryHook["nullWithoutBody"] {
  if (response.decoding === "void") return "always";
  return response.mayBeEmpty ? "whenEmpty" : undefined;
}
