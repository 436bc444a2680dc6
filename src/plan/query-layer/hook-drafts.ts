/**
 * Which hooks a group has, drafted before any top-level name of the hooks is claimed: the first step of every
 * layer's hook planning.
 *
 * Decisions:
 * - Query hooks for read-only methods (GET, HEAD and 3.2 QUERY), mutation hooks for the rest. No hook for a
 *   streaming operation when the client under the hooks cannot stream (its method only throws).
 * - Hooks are `use` + the method name in PascalCase (`listPets` → `useListPets`), so React's hook rules
 *   and lint recognise them, or the framework's own word where its idiom differs (`injectListPets`); each
 *   query hook has a key function named like the method under `queryKeys`, next to `all()`, the group's
 *   prefix.
 * - A hook calls its operation's exported function where the client template exports one (fetch, axios,
 *   xior, ky), and the group's client object otherwise (custom templates), or where the function's name is
 *   one of a mutation hook's own locals (which the layer passes).
 * - A query whose operation pages (and whose client walks its pages, and answers with a body) has an infinite
 *   hook too, the prefix + the method name + `Infinite` (`useListPetsInfinite`), named after every other hook
 *   of its group so that no other name depends on it; it calls the operation's pages walker
 *   (`listPetsPages`), so only with a client that exports each operation as a function.
 * - Where the layer's library rejects `undefined` as a query's data (TanStack Query), a query of an
 *   operation that answers without a body resolves to `null` where its call would resolve to that nothing
 *   (`nullWithoutBody`), and so does one that may answer without a body, when it does; a mutation's data
 *   may be `undefined`, and swr takes it as it is.
 */
import { isStreamed } from "../media-types.js";
import { NameScope, toPascalCase } from "../names.js";
import type { PlannedGroup, PlannedOperation, PlannedResponse } from "../operation-plan-types.js";
import { walksPages } from "../pagination.js";
import type { HookPlanningInput, PlannedQueryHook } from "./hooks-plan.js";

/** Name of the group prefix key function; operations are renamed around it (`all2`). */
export const ALL_KEYS = "all";

/** Methods whose operations read without changing anything: they become query hooks. */
const READ_ONLY_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "QUERY"]);

export function isQueryOperation(planned: PlannedOperation): boolean {
  return READ_ONLY_METHODS.has(planned.operation.method);
}

/** A hook as planned before the top-level names of the hooks are claimed. */
export interface HookDraft {
  readonly planned: PlannedOperation;
  readonly hookName: string;
  readonly callee: string | undefined;
}

export interface QueryHookDraft extends HookDraft {
  readonly keyName: string;
  readonly nullWithoutBody?: PlannedQueryHook["nullWithoutBody"];
  infinite?: InfiniteHookDraft;
}

/** A query's infinite hook: its `callee` the operation's pages walker, its `memberName` beside the query's key name. */
export interface InfiniteHookDraft extends HookDraft {
  readonly callee: string;
  readonly memberName: string;
}

export interface HookGroupDraft {
  readonly group: PlannedGroup;
  readonly namespaceName: string;
  /** The word every hook's name starts with (`use`). */
  readonly hookPrefix: string;
  readonly queries: readonly QueryHookDraft[];
  readonly mutations: readonly HookDraft[];
}

/** What the layer's library and code decide of the drafts. */
export interface HookDraftChoices {
  /** The library rejects `undefined` as a query's data (TanStack Query v5 fails the query). */
  readonly rejectsUndefinedData: boolean;
  /** The locals of the layer's mutation hook bodies: a function named like one is called through the client. */
  readonly mutationLocals: readonly string[];
  /** The layer writes infinite hooks of paged queries (its namespace's `infinite` writers). */
  readonly infiniteHooks?: boolean;
  /** The word every hook's name starts with (the layer declaration's `hookPrefix`). */
  readonly hookPrefix: string;
}

/** Every group's hooks, in `input.groups` order, under the namespaces planning named. */
export function draftHookGroups(input: HookPlanningInput, choices: HookDraftChoices): HookGroupDraft[] {
  const context: DraftContext = {
    // A custom template's declaration states no streaming: its hooks never stream.
    streams: input.client.streaming !== undefined,
    callsFunctions: input.client.operationFunctions === true,
    walksPages: (planned) => walksPages(planned, input.client),
    ...choices,
  };
  return input.groups.map((group, index) => ({
    group,
    namespaceName: input.namespaceNames[index] as string,
    hookPrefix: context.hookPrefix,
    ...draftGroupHooks(group, context),
  }));
}

interface DraftContext extends HookDraftChoices {
  /** Whether the client reads streamed bodies. */
  streams: boolean;
  /** Whether the client exports each operation as a function of its own. */
  callsFunctions: boolean;
  /** Whether the client has walkers for an operation's pages. */
  walksPages(planned: PlannedOperation): boolean;
}

function draftGroupHooks(
  group: PlannedGroup,
  context: DraftContext,
): Pick<HookGroupDraft, "queries" | "mutations"> {
  const prefix = context.hookPrefix;
  const hookNames = new NameScope();
  const keyNames = new NameScope([ALL_KEYS]);
  const queries: QueryHookDraft[] = [];
  const mutations: HookDraft[] = [];
  for (const planned of group.operations) {
    // A client that cannot stream throws for a streaming operation: no hook would ever get data.
    if (!context.streams && isStreamed(planned.response)) continue;
    const hookName = hookNames.claim(`${prefix}${toPascalCase(planned.methodName)}`);
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
  for (const query of queries) {
    const { planned } = query;
    const pages = planned.pagingNames?.pages.functionName;
    if (pages === undefined || !context.infiniteHooks || !context.callsFunctions) continue;
    if (!context.walksPages(planned)) continue;
    // A page is a body: an operation that may answer without one has no infinite hook.
    if (planned.response.decoding === "void" || planned.response.mayBeEmpty) continue;
    query.infinite = {
      planned,
      hookName: hookNames.claim(`${prefix}${toPascalCase(planned.methodName)}Infinite`),
      callee: pages,
      memberName: keyNames.claim(`${planned.methodName}Infinite`),
    };
  }
  return { queries, mutations };
}

function nullInsteadOfNoBody(response: PlannedResponse): PlannedQueryHook["nullWithoutBody"] {
  if (response.decoding === "void") return "always";
  return response.mayBeEmpty ? "whenEmpty" : undefined;
}
