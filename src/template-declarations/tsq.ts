import type { LayerDeclaration } from "./index.js";

/**
 * `tsq`: TanStack Query hooks over `useQuery` and `useMutation`, built on options factories over TanStack's
 * `queryOptions` and `mutationOptions`. `TData` is the query hooks' type parameter (what `select` makes):
 * reserved so that no schema type it would hide takes it.
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
      "TData",
    ],
    helpers: [],
    bodyHelpers: ["taggedQueryOptions", "useTaggedQuery", "keyedMutationOptions", "useKeyedMutation"],
  },
  optionsFactories: true,
  passesAbortSignal: true,
  queryLocals: ["signal"],
  mutationLocals: { options: "options", variables: "variables" },
  rejectsUndefinedData: true,
  namesEveryHookType: true,
} as const satisfies LayerDeclaration;
