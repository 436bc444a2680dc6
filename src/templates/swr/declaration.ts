import type { LayerDeclaration } from "../declaration-types.js";

/** `swr`: query hooks over `useSWR`, mutation hooks over `useSWRMutation`. */
export const swrDeclaration = {
  kind: "layer",
  id: "swr",
  defaultClient: "fetch",
  names: {
    mainModule: "api",
    libraryValues: ["useSWR", "useSWRMutation", "unstable_serialize"],
    types: [
      "SWRConfiguration",
      "SWRResponse",
      "SWRMutationConfiguration",
      "SWRMutationResponse",
      "QueryHookOptions",
      "MutationHookOptions",
    ],
    helpers: ["keyStartsWith"],
    bodyHelpers: [],
  },
  optionsFactories: false,
  hooksAreConstants: false,
  passesAbortSignal: false,
  mutationLocals: { options: "options", key: "_key", trigger: "trigger" },
  rejectsUndefinedData: false,
  namesEveryHookType: false,
} as const satisfies LayerDeclaration;
