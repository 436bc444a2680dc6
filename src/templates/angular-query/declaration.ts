import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { tanstackDeclaredNames } from "../tanstack/declared-names.js";

const LIBRARY = "@tanstack/angular-query-experimental";

/**
 * `angular-query`: TanStack Query for Angular, hooks over `injectQuery` and `injectMutation` (named
 * `injectListPets`, Angular's idiom for what must run in an injection context), beside options factories over
 * the library's `queryOptions` and `mutationOptions`, which tag the key with the data as React's do. A query
 * hook takes each of the operation's arguments as a value, a signal or a getter (`ReactiveArguments`) and reads
 * them inside the options function `injectQuery` tracks, so the query follows the signals. A paged query has
 * an infinite one too, over `injectInfiniteQuery` (infinite.ts). Each hook and factory is a constant that a
 * module-private helper makes, typed by one of the layer's generic interfaces. Its types are those every
 * angular-query-experimental from 5.80 declares. `TData` is the query hooks' type parameter (what `select`
 * makes): reserved so that no schema type it would hide takes it.
 */
export const angularQueryDeclaration = {
  kind: "layer",
  id: "angular-query",
  defaultClient: "fetch",
  options: [],
  hookPrefix: "inject",
  names: {
    mainModule: "api",
    imports: {
      createInfiniteQueryOptions: { name: "CreateInfiniteQueryOptions", module: LIBRARY, typeOnly: true },
      createInfiniteQueryResult: { name: "CreateInfiniteQueryResult", module: LIBRARY, typeOnly: true },
      createMutationOptions: { name: "CreateMutationOptions", module: LIBRARY, typeOnly: true },
      createMutationResult: { name: "CreateMutationResult", module: LIBRARY, typeOnly: true },
      createQueryOptions: { name: "CreateQueryOptions", module: LIBRARY, typeOnly: true },
      createQueryResult: { name: "CreateQueryResult", module: LIBRARY, typeOnly: true },
      dataTag: { name: "DataTag", module: LIBRARY, typeOnly: true },
      defaultError: { name: "DefaultError", module: LIBRARY, typeOnly: true },
      infiniteData: { name: "InfiniteData", module: LIBRARY, typeOnly: true },
      infiniteQueryOptions: { name: "infiniteQueryOptions", module: LIBRARY },
      mutationOptions: { name: "mutationOptions", module: LIBRARY },
      queryOptions: { name: "queryOptions", module: LIBRARY },
      unusedSkipTokenInfiniteOptions: {
        name: "UnusedSkipTokenInfiniteOptions",
        module: LIBRARY,
        typeOnly: true,
      },
      unusedSkipTokenOptions: { name: "UnusedSkipTokenOptions", module: LIBRARY, typeOnly: true },
      useInfiniteQuery: { name: "injectInfiniteQuery", module: LIBRARY },
      useMutation: { name: "injectMutation", module: LIBRARY },
      useQuery: { name: "injectQuery", module: LIBRARY },
      withRequired: { name: "WithRequired", module: LIBRARY, typeOnly: true },
    },
    declared: {
      ...tanstackDeclaredNames,
      taggedQueryOptions: "TaggedQueryOptions",
      taggedInfiniteQueryOptions: "TaggedInfiniteQueryOptions",
      reactiveArguments: "ReactiveArguments",
    },
  },
} as const satisfies LayerDeclaration;
