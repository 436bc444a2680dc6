/**
 * The names every TanStack layer declares alike (its option types, generic interfaces, module-private helpers
 * and `select`'s type parameter), given once: each layer's declaration spreads them into its `declared` names
 * beside its own (React's tagged options, Vue's keyed options and reactive arguments), and the core reads them
 * under these keys (`TanStackNames`).
 */
export const tanstackDeclaredNames = {
  queryOptions: "QueryHookOptions",
  mutationOptions: "MutationHookOptions",
  queryOptionsFactoryType: "QueryOptionsFactory",
  queryHookType: "QueryHook",
  mutationOptionsFactoryType: "MutationOptionsFactory",
  mutationHookType: "MutationHook",
  selected: "TData",
  paddedArguments: "paddedArguments",
  queryKeyFunction: "queryKeyFunction",
  queryOptionsFactory: "queryOptionsFactory",
  queryHook: "queryHook",
  mutationOptionsFactory: "mutationOptionsFactory",
  mutationHook: "mutationHook",
  infiniteQueryOptions: "InfiniteQueryHookOptions",
  infiniteQueryOptionsFactoryType: "InfiniteQueryOptionsFactory",
  infiniteQueryHookType: "InfiniteQueryHook",
  infiniteQueryOptionsFactory: "infiniteQueryOptionsFactory",
  infiniteQueryHook: "infiniteQueryHook",
  firstPage: "firstPage",
  nextPageParam: "nextPageParam",
  readArgument: "readArgument",
} as const;
