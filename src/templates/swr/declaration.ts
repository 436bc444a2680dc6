import type { LayerDeclaration } from "../../output-contract/declaration.js";

/** `swr`: query hooks over `useSWR`, mutation hooks over `useSWRMutation`. */
export const swrDeclaration = {
  kind: "layer",
  id: "swr",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      useSWR: { name: "useSWR", module: "swr", default: true },
      configuration: { name: "SWRConfiguration", module: "swr", typeOnly: true },
      response: { name: "SWRResponse", module: "swr", typeOnly: true },
      serialize: { name: "unstable_serialize", module: "swr" },
      useSWRMutation: { name: "useSWRMutation", module: "swr/mutation", default: true },
      mutationConfiguration: { name: "SWRMutationConfiguration", module: "swr/mutation", typeOnly: true },
      mutationResponse: { name: "SWRMutationResponse", module: "swr/mutation", typeOnly: true },
    },
    declared: {
      queryOptions: "QueryHookOptions",
      mutationOptions: "MutationHookOptions",
      keyStartsWith: "keyStartsWith",
    },
  },
  optionsFactories: false,
  hooksAreConstants: false,
  passesAbortSignal: false,
  mutationLocals: { options: "options", key: "_key", trigger: "trigger" },
  rejectsUndefinedData: false,
  namesEveryHookType: false,
} as const satisfies LayerDeclaration;
