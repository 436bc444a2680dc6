/**
 * The reactive layer's plan (`HooksPlan`): every hook, its names and the names its body reaches values under;
 * and what a layer's planner is handed (`HookPlanningInput`). Each layer plans its hooks with the steps of
 * this folder (its `plan.ts`: drafts, then the names its code exports, then `completeHooksPlan`), emit reads
 * the result.
 */
import type { ClientDeclaration, LayerNames } from "../../output-contract/declaration.js";
import type { PlannedGroup, PlannedOperation } from "../operation-plan-types.js";
import type { TopLevelNames } from "../top-level-names.js";

/** What planning hands a layer's planner, once the operations' functions are named. */
export interface HookPlanningInput {
  readonly groups: readonly PlannedGroup[];
  /** The hook namespace of each group, in `groups` order (hook-namespaces.ts). */
  readonly namespaceNames: readonly string[];
  readonly client: Pick<
    ClientDeclaration,
    "operationFunctions" | "abortSignal" | "maxRetries" | "streaming" | "pages"
  >;
  /** The module's top-level names, to claim what the hooks export in. */
  readonly names: TopLevelNames;
}

/** A layer's hook planning: its `planHooks`, made of this folder's steps. */
export type HookPlanner = (input: HookPlanningInput) => HooksPlan;

/** An options factory's exported name and its member in the namespace's `queryOptions`/`mutationOptions`. */
export interface OptionsFactory {
  readonly exportName: string;
  readonly memberName: string;
}

/** What every hook has: its operation, its member name in the namespace and its exported function. */
export interface PlannedHook {
  readonly planned: PlannedOperation;
  /** Member of `<namespace>.queries` or `<namespace>.mutations`. */
  readonly hookName: string;
  /** The hook's own exported function, which the namespace member refers to. */
  readonly exportName: string;
  /** The operation's exported function the hook calls; `undefined`: the group's client object's method. */
  readonly callee: string | undefined;
  /**
   * The exported name of the hook's data type where that type is written in place, an object type rather than
   * a schema's name (`ListPetsData`): the emitter declares it where it writes such a type, so that the type
   * is one and the same wherever the hooks name it.
   */
  readonly dataName: string;
  /**
   * The exported name of what the hook's `error` can be (`ListPetsFailure`: the operation's failure union or a
   * rejection without a response), declared by the emitter where the client types failures.
   */
  readonly failureName: string;
  /**
   * The exported options factory the hook is built on (`listPetsQueryOptions`), and its member in the
   * namespace's `queryOptions` or `mutationOptions`; `undefined` where the layer has no factories (swr).
   */
  readonly optionsFactory: OptionsFactory | undefined;
}

export interface PlannedQueryHook extends PlannedHook {
  /** Member of `<namespace>.queryKeys`. */
  readonly keyName: string;
  /** The exported name of the key's type (`ListPetsQueryKey`), declared by the emitter like {@link PlannedHook.dataName}. */
  readonly keyTypeName: string;
  /**
   * The name of the query's argument list as a tuple type (`ListPetsArguments`: `[limit?: number]`), which its
   * hook, options factory and key function share, where the layer's hooks are constants (tsq: no hook has a
   * body of its own); declared by the emitter, not exported.
   */
  readonly argumentsTypeName?: string;
  /**
   * The layer's library rejects `undefined` as data, and the operation answers without a body (`always`) or
   * may (`whenEmpty`, `PlannedResponse.mayBeEmpty`): where the call resolves to the body (not to
   * `APIResponse<T>` or the library's own response), the query resolves to `null` instead of that nothing,
   * and its data is typed so. Absent otherwise.
   */
  readonly nullWithoutBody?: "always" | "whenEmpty";
  /** Where the operation pages and the client walks its pages: the query's infinite hook. */
  readonly infinite?: PlannedInfiniteHook;
}

/**
 * A paged query's infinite hook (TanStack's `useInfiniteQuery`, swr's `useSWRInfinite`), with the query's
 * arguments, data, failure and key types: every page of the list, one page a request, read with the
 * operation's pages walker from where the page before says the next starts.
 */
export interface PlannedInfiniteHook {
  /** Member of `<namespace>.queries` (`useListPetsInfinite`). */
  readonly hookName: string;
  readonly exportName: string;
  /** The walker of the operation's pages (`listPetsPages`), the client's exported function. */
  readonly pagesCallee: string;
  /** As the query's: `listPetsInfiniteQueryOptions`, `queryOptions.listPetsInfinite`. */
  readonly optionsFactory: OptionsFactory | undefined;
}

export interface PlannedMutationHook extends PlannedHook {
  /**
   * The exported type of what the mutation takes (`CreatePetVariables`: TanStack's `mutate`, swr's
   * `trigger`); `undefined` for an operation without arguments, whose mutation takes none, and with
   * `argumentStyle: "object"`, where the mutation takes the operation's own object (`CreatePetParams`).
   */
  readonly variablesName: string | undefined;
}

export interface PlannedHookGroup {
  readonly group: PlannedGroup;
  /** The exported namespace object, also the first element of every key of the group. */
  readonly namespaceName: string;
  readonly queries: readonly PlannedQueryHook[];
  readonly mutations: readonly PlannedMutationHook[];
}

/** `const <alias> = <value>;`: a top-level value under a name no hook argument hides. */
export interface ValueAlias {
  value: string;
  alias: string;
  /**
   * Whether the value is the main file's (an operation's function, a client): a separate hooks file reaches
   * those through the main module's namespace import and needs no alias.
   */
  inMainFile: boolean;
  /** The group whose hooks read it: a split output declares it in that group's file, beside its hooks. */
  group: PlannedGroup;
}

/** The names hook bodies reach module-level values under (decided by hook-body-names.ts). */
export interface HookBodyNames {
  /** The local name of each library value (`useQuery`, or `useQuery2` where an argument is `useQuery`). */
  library: Readonly<Record<string, string>>;
  /** The main module's namespace import in a separate hooks file (`api`, or `api2`). */
  mainModule: string;
  /** Only values some argument hides; every other value is reached under its own name. */
  aliases: readonly ValueAlias[];
}

export interface HooksPlan {
  /** The layer's id (`swr`, `tsq`). */
  readonly layer: string;
  /** Names the generated hooks code declares or imports at the top level of its file (the layer declares them). */
  readonly names: LayerNames;
  readonly groups: readonly PlannedHookGroup[];
  /**
   * The per-call option a query function passes TanStack's `AbortSignal` in (`signal`), so cancelling a query
   * aborts its request; `undefined` where the client takes none or the layer has no such signal.
   */
  readonly abortSignal: string | undefined;
  /**
   * The per-call option the query functions set to `0` (`maxRetries`), where the client retries and the
   * layer's library retries failed queries itself (TanStack Query, swr): one of the two retries, not both, and
   * the library's is the user's choice. A caller's own `request.maxRetries` wins. `undefined`: none to set.
   */
  readonly clientRetriesOption: string | undefined;
  /** The names hook bodies reach library imports, the main module and top-level values under. */
  readonly bodyNames: HookBodyNames;
  /**
   * Every hook declares its data, failure and key types under their names (`dataName`, ...): tsq, whose hook,
   * factory and overloads write each up to eleven times. Otherwise only those that hold an object type written
   * in place (swr writes each about three times, where an alias costs more than it saves).
   */
  readonly namesEveryType: boolean;
}
