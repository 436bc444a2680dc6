import type { LayerDeclaration } from "./index.js";

/** `tsq`: TanStack Query hooks over `useQuery` and `useMutation`. */
export const tsqDeclaration = {
  kind: "layer",
  id: "tsq",
  defaultClient: "fetch",
  names: {
    mainModule: "api",
    libraryValues: ["useQuery", "useMutation"],
    types: [
      "UseQueryOptions",
      "UseMutationOptions",
      "DefaultError",
      "QueryHookOptions",
      "MutationHookOptions",
    ],
    helpers: [],
  },
} as const satisfies LayerDeclaration;
