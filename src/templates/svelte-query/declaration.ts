import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { tanstackDeclaredNames } from "../tanstack/declared-names.js";

/**
 * `svelte-query`: TanStack Query for Svelte 5 (`@tanstack/svelte-query` 6), hooks over `createQuery` and
 * `createMutation`, beside options factories like tsq's. svelte-query takes a query's options as a function it
 * re-runs where Svelte tracks what it reads: a query hook takes each of the operation's arguments as a value or
 * a getter (`ReactiveArguments`) and reads them inside that function, so a change of the `$state` a getter
 * reads makes a new key and a new request. A paged query has an infinite one too, over `createInfiniteQuery`
 * (infinite.ts). The hooks keep tsq's `use` names (docs/svelte-query.md says why). Its types are query-core's
 * (which `@tanstack/svelte-query` re-exports) and the results every svelte-query 6 declares; 6.0 has no
 * `mutationOptions`, so the factories return plain objects. `TData` is the query hooks' type parameter (what
 * `select` makes): reserved so that no schema type it would hide takes it.
 */
export const svelteQueryDeclaration = {
  kind: "layer",
  id: "svelte-query",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      createInfiniteQueryResult: {
        name: "CreateInfiniteQueryResult",
        module: "@tanstack/svelte-query",
        typeOnly: true,
      },
      createMutationResult: {
        name: "CreateMutationResult",
        module: "@tanstack/svelte-query",
        typeOnly: true,
      },
      createQueryResult: { name: "CreateQueryResult", module: "@tanstack/svelte-query", typeOnly: true },
      defaultError: { name: "DefaultError", module: "@tanstack/svelte-query", typeOnly: true },
      getNextPageParamFunction: {
        name: "GetNextPageParamFunction",
        module: "@tanstack/svelte-query",
        typeOnly: true,
      },
      infiniteData: { name: "InfiniteData", module: "@tanstack/svelte-query", typeOnly: true },
      mutationObserverOptions: {
        name: "MutationObserverOptions",
        module: "@tanstack/svelte-query",
        typeOnly: true,
      },
      queryFunction: { name: "QueryFunction", module: "@tanstack/svelte-query", typeOnly: true },
      queryObserverOptions: {
        name: "QueryObserverOptions",
        module: "@tanstack/svelte-query",
        typeOnly: true,
      },
      useInfiniteQuery: { name: "createInfiniteQuery", module: "@tanstack/svelte-query" },
      useMutation: { name: "createMutation", module: "@tanstack/svelte-query" },
      useQuery: { name: "createQuery", module: "@tanstack/svelte-query" },
    },
    declared: {
      ...tanstackDeclaredNames,
      keyedQueryOptions: "KeyedQueryOptions",
      reactiveArguments: "ReactiveArguments",
      keyedInfiniteQueryOptions: "KeyedInfiniteQueryOptions",
    },
  },
} as const satisfies LayerDeclaration;
