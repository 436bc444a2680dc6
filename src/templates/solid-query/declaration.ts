import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { tanstackDeclaredNames } from "../tanstack/declared-names.js";

/**
 * `solid-query`: TanStack Query for Solid, hooks over `createQuery` and `createMutation`, beside options
 * factories like tsq's. A query hook takes each of the operation's arguments as a value or an accessor
 * (`ReactiveArguments`) and hands `createQuery` a function that reads them: Solid tracks what it reads, so
 * the query follows a signal. `createQuery`, `createMutation` and `createInfiniteQuery` are the names every
 * `@tanstack/solid-query` from 5.51 exports (5.51 has no `useQuery`; later versions have both); the types are
 * those every one of them declares alike (its observer options, query-core's mutation options, the `Create*`
 * results). `TData` is the query hooks' type parameter (what `select` makes): reserved so that no schema type
 * it would hide takes it.
 */
export const solidQueryDeclaration = {
  kind: "layer",
  id: "solid-query",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      defaultError: { name: "DefaultError", module: "@tanstack/solid-query", typeOnly: true },
      getNextPageParamFunction: {
        name: "GetNextPageParamFunction",
        module: "@tanstack/solid-query",
        typeOnly: true,
      },
      infiniteData: { name: "InfiniteData", module: "@tanstack/solid-query", typeOnly: true },
      mutationObserverOptions: {
        name: "MutationObserverOptions",
        module: "@tanstack/solid-query",
        typeOnly: true,
      },
      queryFunction: { name: "QueryFunction", module: "@tanstack/solid-query", typeOnly: true },
      queryObserverOptions: { name: "QueryObserverOptions", module: "@tanstack/solid-query", typeOnly: true },
      useInfiniteQuery: { name: "createInfiniteQuery", module: "@tanstack/solid-query" },
      createInfiniteQueryResult: {
        name: "CreateInfiniteQueryResult",
        module: "@tanstack/solid-query",
        typeOnly: true,
      },
      useMutation: { name: "createMutation", module: "@tanstack/solid-query" },
      createMutationResult: {
        name: "CreateMutationResult",
        module: "@tanstack/solid-query",
        typeOnly: true,
      },
      useQuery: { name: "createQuery", module: "@tanstack/solid-query" },
      createQueryResult: { name: "CreateQueryResult", module: "@tanstack/solid-query", typeOnly: true },
      accessor: { name: "Accessor", module: "solid-js", typeOnly: true },
    },
    declared: {
      ...tanstackDeclaredNames,
      keyedQueryOptions: "KeyedQueryOptions",
      reactiveArguments: "ReactiveArguments",
      keyedInfiniteQueryOptions: "KeyedInfiniteQueryOptions",
    },
  },
} as const satisfies LayerDeclaration;
