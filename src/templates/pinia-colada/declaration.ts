import type { LayerDeclaration } from "../../output-contract/declaration.js";

/**
 * `pinia-colada` (Pinia Colada, Vue's data fetching over Pinia): every query has an options factory over
 * `defineQueryOptions` (the operation's key, a query function that hands Colada's abort signal to the client)
 * and its hook is `useQuery` over a getter of it, so the query follows the hook's arguments, each a ref, a
 * getter or a value; every mutation has a factory over `defineMutationOptions`, and its hook is `useMutation`
 * over it; a paged query's infinite hook is `useInfiniteQuery` over a factory of `defineInfiniteQueryOptions`
 * (infinite.ts). Its types are those `@pinia/colada` 1.4 declares.
 */
export const piniaColadaDeclaration = {
  kind: "layer",
  id: "pinia-colada",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      defineInfiniteQueryOptions: { name: "defineInfiniteQueryOptions", module: "@pinia/colada" },
      defineMutationOptions: { name: "defineMutationOptions", module: "@pinia/colada" },
      defineQueryOptions: { name: "defineQueryOptions", module: "@pinia/colada" },
      defineInfiniteQueryOptionsType: {
        name: "DefineInfiniteQueryOptions",
        module: "@pinia/colada",
        typeOnly: true,
      },
      defineInfiniteQueryOptionsTagged: {
        name: "DefineInfiniteQueryOptionsTagged",
        module: "@pinia/colada",
        typeOnly: true,
      },
      defineMutationOptionsTagged: {
        name: "DefineMutationOptionsTagged",
        module: "@pinia/colada",
        typeOnly: true,
      },
      defineQueryOptionsType: { name: "DefineQueryOptions", module: "@pinia/colada", typeOnly: true },
      defineQueryOptionsTagged: { name: "DefineQueryOptionsTagged", module: "@pinia/colada", typeOnly: true },
      entryKey: { name: "EntryKey", module: "@pinia/colada", typeOnly: true },
      useInfiniteQuery: { name: "useInfiniteQuery", module: "@pinia/colada" },
      useInfiniteQueryReturn: { name: "UseInfiniteQueryReturn", module: "@pinia/colada", typeOnly: true },
      useMutation: { name: "useMutation", module: "@pinia/colada" },
      useMutationOptions: { name: "UseMutationOptions", module: "@pinia/colada", typeOnly: true },
      useMutationReturn: { name: "UseMutationReturn", module: "@pinia/colada", typeOnly: true },
      useQuery: { name: "useQuery", module: "@pinia/colada" },
      useQueryReturn: { name: "UseQueryReturn", module: "@pinia/colada", typeOnly: true },
      maybeRefOrGetter: { name: "MaybeRefOrGetter", module: "vue", typeOnly: true },
      toValue: { name: "toValue", module: "vue" },
    },
    declared: {
      queryOptions: "QueryHookOptions",
      mutationOptions: "MutationHookOptions",
      infiniteQueryOptions: "InfiniteQueryHookOptions",
    },
  },
} as const satisfies LayerDeclaration;

/**
 * The locals of a mutation factory's body (its options argument, the variables its function takes): the layer
 * writes them from here, and its planning calls an operation's function named like one of them through the
 * group's client.
 */
export const piniaColadaMutationLocals = { options: "options", variables: "variables" } as const;
