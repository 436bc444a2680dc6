import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { tanstackDeclaredNames } from "../tanstack/declared-names.js";

/**
 * `tsq`: TanStack Query hooks over `useQuery` and `useMutation`, built on options factories over TanStack's
 * `queryOptions` and `mutationOptions`. Each hook and factory is a constant that a module-private helper makes
 * from the operation's function, typed by one of the layer's generic interfaces (`QueryHook<...>`); a paged
 * query has an infinite one too, over `useInfiniteQuery` and `infiniteQueryOptions` (infinite.ts). `TData` is
 * the query hooks' type parameter (what `select` makes): reserved so that no schema type it would hide takes it.
 */
export const tsqDeclaration = {
  kind: "layer",
  id: "tsq",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  serverComponents: true,
  names: {
    mainModule: "api",
    imports: {
      dataTag: { name: "DataTag", module: "@tanstack/react-query", typeOnly: true },
      defaultError: { name: "DefaultError", module: "@tanstack/react-query", typeOnly: true },
      infiniteData: { name: "InfiniteData", module: "@tanstack/react-query", typeOnly: true },
      infiniteQueryOptions: { name: "infiniteQueryOptions", module: "@tanstack/react-query" },
      mutationOptions: { name: "mutationOptions", module: "@tanstack/react-query" },
      queryOptions: { name: "queryOptions", module: "@tanstack/react-query" },
      unusedSkipTokenInfiniteOptions: {
        name: "UnusedSkipTokenInfiniteOptions",
        module: "@tanstack/react-query",
        typeOnly: true,
      },
      unusedSkipTokenOptions: {
        name: "UnusedSkipTokenOptions",
        module: "@tanstack/react-query",
        typeOnly: true,
      },
      useInfiniteQuery: { name: "useInfiniteQuery", module: "@tanstack/react-query" },
      useInfiniteQueryOptions: {
        name: "UseInfiniteQueryOptions",
        module: "@tanstack/react-query",
        typeOnly: true,
      },
      useInfiniteQueryResult: {
        name: "UseInfiniteQueryResult",
        module: "@tanstack/react-query",
        typeOnly: true,
      },
      useMutation: { name: "useMutation", module: "@tanstack/react-query" },
      useMutationOptions: { name: "UseMutationOptions", module: "@tanstack/react-query", typeOnly: true },
      useMutationResult: { name: "UseMutationResult", module: "@tanstack/react-query", typeOnly: true },
      useQuery: { name: "useQuery", module: "@tanstack/react-query" },
      useQueryOptions: { name: "UseQueryOptions", module: "@tanstack/react-query", typeOnly: true },
      useQueryResult: { name: "UseQueryResult", module: "@tanstack/react-query", typeOnly: true },
      withRequired: { name: "WithRequired", module: "@tanstack/react-query", typeOnly: true },
    },
    declared: {
      ...tanstackDeclaredNames,
      taggedQueryOptions: "TaggedQueryOptions",
      taggedInfiniteQueryOptions: "TaggedInfiniteQueryOptions",
    },
  },
} as const satisfies LayerDeclaration;
