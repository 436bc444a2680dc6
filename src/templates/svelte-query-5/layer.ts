/**
 * `svelte-query-5` (TanStack Query for Svelte's stores, `@tanstack/svelte-query` 5): the TanStack core
 * (`tanstack/layer.ts`) over svelte-query 5's dialect. A query hook hands `createQuery` a store of its options,
 * `derived` from its arguments (values or stores, `optionsStore`): svelte-query 5 subscribes to it, so a store's
 * new value makes new options, a new key and a new request. The query function reads the factory's arguments,
 * values by then. A mutation hook hands `createMutation` the options; the results are svelte-query's stores.
 */

import { typeReference } from "../../ast/nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import { svelteQueryMutation } from "../svelte-query/hook-interfaces.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { svelteQuery5Declaration } from "./declaration.js";
import { optionsStoreDeclaration, svelteQuery5Query } from "./hook-interfaces.js";
import { svelteQuery5Infinite } from "./infinite.js";
import { planSvelteQuery5Hooks } from "./plan.js";

const { declared } = svelteQuery5Declaration.names;

const svelteQuery5Dialect: TanStackDialect = {
  declaration: svelteQuery5Declaration,
  argumentsFromKey: false,
  optionsThunk: false,
  optionsStore: { helper: declared.optionsStore, declaration: optionsStoreDeclaration },
  query: svelteQuery5Query,
  // svelte-query 5's mutation options and result are 6's, a store of it.
  mutation: svelteQueryMutation,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: svelteQuery5Infinite,
};

export const svelteQuery5Layer: ReactiveLayer = tanstackLayer(svelteQuery5Dialect, planSvelteQuery5Hooks);
