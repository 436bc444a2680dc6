import type { LayerDeclaration } from "../../output-contract/declaration.js";

/**
 * `swr`: query hooks over `useSWR`, mutation hooks over `useSWRMutation`, a paged query's infinite hook over
 * `useSWRInfinite` (infinite.ts).
 */
export const swrDeclaration = {
  kind: "layer",
  id: "swr",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  serverComponents: true,
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
      useSWRInfinite: { name: "useSWRInfinite", module: "swr/infinite", default: true },
      infiniteConfiguration: { name: "SWRInfiniteConfiguration", module: "swr/infinite", typeOnly: true },
      infiniteResponse: { name: "SWRInfiniteResponse", module: "swr/infinite", typeOnly: true },
    },
    declared: {
      queryOptions: "QueryHookOptions",
      mutationOptions: "MutationHookOptions",
      keyStartsWith: "keyStartsWith",
      infiniteQueryOptions: "InfiniteQueryHookOptions",
      infiniteQueryHookType: "InfiniteQueryHook",
      infiniteQueryHook: "infiniteQueryHook",
      paddedArguments: "paddedArguments",
      firstPage: "firstPage",
    },
  },
} as const satisfies LayerDeclaration;

/**
 * The locals of a mutation hook's body, by what each is (its options argument, swr's `_key` and `trigger`):
 * the layer writes them from here, and its planning calls an operation's function named like one of them
 * through the group's client.
 */
export const swrMutationLocals = { options: "options", key: "_key", trigger: "trigger" } as const;
