/**
 * What a TanStack Query layer (`tsq` for React, `vue-query` for Vue, ...) hands the shared TanStack core: the
 * names it declares and imports, and how its framework adapter differs. The core writes every helper, hook and
 * factory from it; a layer folder keeps only its declaration, its plan and the parts its library types alone.
 */

import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import type { LayerDeclaration, LayerImport } from "../../output-contract/declaration.js";
import type { tanstackDeclaredNames } from "./declared-names.js";

/** The names the core writes, under the keys every TanStack layer's declaration gives them. */
export interface TanStackNames {
  readonly imports: {
    readonly defaultError: LayerImport;
    readonly useQuery: LayerImport;
    readonly useMutation: LayerImport;
    readonly useInfiniteQuery: LayerImport;
    readonly infiniteData: LayerImport;
  };
  /** The names every TanStack layer declares alike, under the keys `tanstackDeclaredNames` gives them. */
  readonly declared: { readonly [Key in keyof typeof tanstackDeclaredNames]: string };
}

/** How one framework's TanStack adapter differs, as the core needs to know it. */
export interface TanStackDialect {
  readonly declaration: LayerDeclaration & { readonly names: TanStackNames };
  /**
   * The query function reads the operation's arguments back from the key it is handed, unwrapped, rather than
   * from the factory's arguments: Vue's hooks put refs and getters in the key, which the library unwraps.
   */
  readonly argumentsFromKey: boolean;
  /**
   * The library takes a query's options as a function it re-runs when what it reads changes (Svelte's runes,
   * Solid's and Angular's signals): the hook hands it one that reads each argument (a value or a getter)
   * inside it.
   */
  readonly optionsThunk: boolean;
  /**
   * The library takes a query's options as a Svelte store of them (svelte-query 5): the hook hands it the
   * store that `helper(factory, args)` derives from its arguments (values or stores), so a store's new value
   * makes new options. Absent where the library takes the options (or a function of them) instead.
   */
  readonly optionsStore?: {
    readonly helper: string;
    readonly declaration: (ctx: HookEmitContext) => ts.Statement;
  };
  /** What the query hooks and factories are written with (see `tanstack/hook-interfaces.ts`). */
  readonly query: {
    /**
     * The library function the factory hands its options to (React's `queryOptions`, which tags the key with
     * the data); absent where the factory returns them as they are (Vue's `queryOptions` returns its argument).
     */
    readonly builder?: string;
    /** The query options interface's `query` member (the library's own options), over `Data, Failure, TData, Key`. */
    readonly optionsMember: () => { readonly type: ts.TypeNode; readonly description: string };
    /** The declarations the query interfaces need, before them (what a factory returns, ...). */
    readonly declarations: () => ts.Statement[];
    /** The name of what a query options factory returns, over `Data, Failure, TData, Key`. */
    readonly factoryResult: string;
    /** The library's query result type, over `TData, Failure` (`UseQueryResult`). */
    readonly hookResult: string;
    /** The doc comments of `QueryOptionsFactory` and `QueryHook`. */
    readonly descriptions: { readonly optionsFactory: string; readonly hook: string };
  };
  /** What the mutation hooks and factories are written with, over `Data, Failure, Variables`. */
  readonly mutation: {
    /** The library function the factory hands its options to (`mutationOptions`); absent: plain. */
    readonly builder?: string;
    /** The library's mutation options type. */
    readonly optionsType: string;
    /** What a mutation options factory returns: the options with a key. */
    readonly factoryResult: () => ts.TypeNode;
    /** What a mutation hook returns (`UseMutationResult<Data, Failure, Variables>`). */
    readonly hookResult: () => ts.TypeNode;
  };
  /**
   * A query hook's argument list, from the values' (`Args`): React's takes the values, Vue's each as a ref, a
   * getter or a value (`ReactiveArguments<Args>`). A factory takes the values in every framework.
   */
  readonly hookArguments: (values: ts.TypeNode) => ts.TypeNode;
  /** What a paged query's infinite hook and factory are written with (see `tanstack/infinite.ts`). */
  readonly infinite: {
    /** The library function the infinite factory hands its options to (`infiniteQueryOptions`); absent: plain. */
    readonly builder?: string;
    /** The infinite options interface's `query` member (the library's own options). */
    readonly optionsMember: (ctx: HookEmitContext) => {
      readonly type: ts.TypeNode;
      readonly description: string;
    };
    /** What an infinite factory returns, over `Data, Failure, TData, Key`: its name and declaration. */
    readonly factoryResult: {
      readonly name: string;
      readonly declaration: (ctx: HookEmitContext) => ts.Statement;
    };
    /** The library's infinite query result type, over `TData, Failure` (`UseInfiniteQueryResult`). */
    readonly hookResult: string;
    /** The doc comments of `InfiniteQueryOptionsFactory` and `InfiniteQueryHook`. */
    readonly descriptions: { readonly optionsFactory: string; readonly hook: string };
  };
}
