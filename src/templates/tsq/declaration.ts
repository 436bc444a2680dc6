import type { LayerDeclaration } from "../declaration-types.js";

/**
 * `tsq`: TanStack Query hooks over `useQuery` and `useMutation`, built on options factories over TanStack's
 * `queryOptions` and `mutationOptions`. Each hook and factory is a constant that a module-private helper makes
 * from the operation's function, typed by one of the layer's generic interfaces (`QueryHook<...>`). `TData` is
 * the query hooks' type parameter (what `select` makes): reserved so that no schema type it would hide takes it.
 */
export const tsqDeclaration = {
  kind: "layer",
  id: "tsq",
  defaultClient: "fetch",
  names: {
    mainModule: "api",
    libraryValues: ["useQuery", "useMutation", "queryOptions", "mutationOptions"],
    types: [
      "UseQueryOptions",
      "UseQueryResult",
      "UseMutationOptions",
      "UseMutationResult",
      "UnusedSkipTokenOptions",
      "DataTag",
      "WithRequired",
      "DefaultError",
      "QueryHookOptions",
      "MutationHookOptions",
      "TaggedQueryOptions",
      "QueryOptionsFactory",
      "QueryHook",
      "MutationOptionsFactory",
      "MutationHook",
      "TData",
    ],
    helpers: [],
    bodyHelpers: [
      "paddedArguments",
      "queryKeyFunction",
      "queryOptionsFactory",
      "queryHook",
      "mutationOptionsFactory",
      "mutationHook",
    ],
  },
  optionsFactories: true,
  hooksAreConstants: true,
  passesAbortSignal: true,
  mutationLocals: {},
  rejectsUndefinedData: true,
  namesEveryHookType: true,
} as const satisfies LayerDeclaration;
