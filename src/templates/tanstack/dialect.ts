/**
 * What a TanStack Query layer (`tsq` for React, `vue-query` for Vue, ...) hands the shared TanStack core: the
 * names it declares and imports, and how its framework adapter differs. The core writes every helper, hook and
 * factory from it; a layer folder keeps only its declaration, its plan and the parts its library types alone.
 */

import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import type { LayerDeclaration, LayerImport } from "../../output-contract/declaration.js";

/** The names the core writes, under the keys every TanStack layer's declaration gives them. */
export interface TanStackNames {
  readonly imports: {
    readonly defaultError: LayerImport;
    readonly useQuery: LayerImport;
    readonly useMutation: LayerImport;
    readonly useInfiniteQuery: LayerImport;
    readonly infiniteData: LayerImport;
  };
  readonly declared: {
    readonly queryOptions: string;
    readonly mutationOptions: string;
    readonly queryOptionsFactoryType: string;
    readonly queryHookType: string;
    readonly mutationOptionsFactoryType: string;
    readonly mutationHookType: string;
    readonly selected: string;
    readonly paddedArguments: string;
    readonly queryKeyFunction: string;
    readonly queryOptionsFactory: string;
    readonly queryHook: string;
    readonly mutationOptionsFactory: string;
    readonly mutationHook: string;
    readonly infiniteQueryOptions: string;
    readonly infiniteQueryOptionsFactoryType: string;
    readonly infiniteQueryHookType: string;
    readonly infiniteQueryOptionsFactory: string;
    readonly infiniteQueryHook: string;
    readonly firstPage: string;
    readonly nextPageParam: string;
  };
}

/** How one framework's TanStack adapter differs, as the core needs to know it. */
export interface TanStackDialect {
  readonly declaration: LayerDeclaration & { readonly names: TanStackNames };
  /**
   * The library functions the factories hand their options to (React's `queryOptions` and `mutationOptions`,
   * which tag the key with the data); absent where the factories return the options as they are (Vue's
   * `queryOptions` returns its argument).
   */
  readonly optionsBuilders?: { readonly query: string; readonly mutation: string };
  /**
   * The query function reads the operation's arguments back from the key it is handed, unwrapped, rather than
   * from the factory's arguments: Vue's hooks put refs and getters in the key, which the library unwraps.
   */
  readonly argumentsFromKey: boolean;
  /** A query options interface's `query` member (the library's own options), over `Data, Failure, TData, Key`. */
  readonly queryOptionsMember: () => { readonly type: ts.TypeNode; readonly description: string };
  /** The library's mutation options type, over `Data, Failure, Variables`. */
  readonly mutationOptionsType: string;
  /** The layer's generic interfaces that type the hooks and factories (`QueryHook<...>`), after the options'. */
  readonly interfaces: () => ts.Statement[];
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
