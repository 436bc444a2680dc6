import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { tanstackDeclaredNames } from "../tanstack/declared-names.js";

/**
 * `vue-query`: TanStack Query for Vue, hooks over `useQuery` and `useMutation`, beside options factories like
 * tsq's. A query hook takes each of the operation's arguments as a ref, a getter or a value
 * (`MaybeRefOrGetter`, from `vue`) and puts them in its key as they are: vue-query unwraps and tracks the
 * refs and getters of a key, so the query follows them, and the query function reads the unwrapped values
 * from the key it is handed. A paged query has an infinite one too, over `useInfiniteQuery` (infinite.ts).
 * Each hook and factory is a constant that a module-private helper makes, typed
 * by one of the layer's generic interfaces. Its types are those that every `@tanstack/vue-query` from 5.51
 * declares (query-core's option types rather than vue-query's, whose parameters moved between versions).
 * `TData` is the query hooks' type parameter (what `select` makes): reserved so that no schema type it would
 * hide takes it.
 */
export const vueQueryDeclaration = {
  kind: "layer",
  id: "vue-query",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      defaultError: { name: "DefaultError", module: "@tanstack/vue-query", typeOnly: true },
      getNextPageParamFunction: {
        name: "GetNextPageParamFunction",
        module: "@tanstack/vue-query",
        typeOnly: true,
      },
      infiniteData: { name: "InfiniteData", module: "@tanstack/vue-query", typeOnly: true },
      mutationObserverOptions: {
        name: "MutationObserverOptions",
        module: "@tanstack/vue-query",
        typeOnly: true,
      },
      queryFunction: { name: "QueryFunction", module: "@tanstack/vue-query", typeOnly: true },
      queryObserverOptions: { name: "QueryObserverOptions", module: "@tanstack/vue-query", typeOnly: true },
      useInfiniteQuery: { name: "useInfiniteQuery", module: "@tanstack/vue-query" },
      useInfiniteQueryReturnType: {
        name: "UseInfiniteQueryReturnType",
        module: "@tanstack/vue-query",
        typeOnly: true,
      },
      useMutation: { name: "useMutation", module: "@tanstack/vue-query" },
      useMutationReturnType: {
        name: "UseMutationReturnType",
        module: "@tanstack/vue-query",
        typeOnly: true,
      },
      useQuery: { name: "useQuery", module: "@tanstack/vue-query" },
      useQueryReturnType: { name: "UseQueryReturnType", module: "@tanstack/vue-query", typeOnly: true },
      maybeRefOrGetter: { name: "MaybeRefOrGetter", module: "vue", typeOnly: true },
    },
    declared: {
      ...tanstackDeclaredNames,
      keyedQueryOptions: "KeyedQueryOptions",
      reactiveArguments: "ReactiveArguments",
      keyedInfiniteQueryOptions: "KeyedInfiniteQueryOptions",
    },
  },
} as const satisfies LayerDeclaration;
