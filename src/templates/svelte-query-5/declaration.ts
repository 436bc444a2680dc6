import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { svelteQueryDeclaration } from "../svelte-query/declaration.js";

/**
 * `svelte-query-5`: TanStack Query for Svelte in the store idiom (`@tanstack/svelte-query` 5), hooks over
 * `createQuery` and `createMutation` beside options factories, as `svelte-query`'s (for 6) are. svelte-query 5
 * takes a query's options or a Svelte store of them and returns a store (`$query.data`): a query hook takes each
 * of the operation's arguments as a value or a store (`ReactiveArguments`) and hands `createQuery` the store of
 * options `derived` makes of them (`optionsStore`), so a store's new value makes a new key and a new request.
 * svelte-query 5 and 6 name their results and query-core's types alike, so the names are 6's, with Svelte's
 * store functions beside them (docs/svelte-query.md says why 5 is a layer of its own).
 */
export const svelteQuery5Declaration = {
  kind: "layer",
  id: "svelte-query-5",
  hookPrefix: "use",
  defaultClient: "fetch",
  options: [],
  names: {
    mainModule: "api",
    imports: {
      ...svelteQueryDeclaration.names.imports,
      derived: { name: "derived", module: "svelte/store" },
      readable: { name: "readable", module: "svelte/store" },
      readableType: { name: "Readable", module: "svelte/store", typeOnly: true },
    },
    declared: {
      ...svelteQueryDeclaration.names.declared,
      optionsStore: "optionsStore",
    },
  },
} as const satisfies LayerDeclaration;
