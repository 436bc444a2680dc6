/**
 * `svelte-query` (TanStack Query for Svelte 5): the TanStack core (`tanstack/layer.ts`) over Svelte's dialect.
 * A query hook hands `createQuery` a function that makes the options, reading each argument (a value or a
 * getter) inside it: svelte-query runs it where Svelte tracks what it reads, so a rune the getters read makes
 * new options, a new key and a new request. The query function reads the factory's arguments, values by then.
 * The factories return plain objects, which `createQuery(() => ...)`, `createQueries` and
 * `queryClient.fetchQuery` take.
 */

import { typeReference } from "../../ast/nodes.js";
import type { ReactiveLayer } from "../../emit/client-template.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { tanstackLayer } from "../tanstack/layer.js";
import { svelteQueryDeclaration } from "./declaration.js";
import { svelteQueryMutation, svelteQueryQuery } from "./hook-interfaces.js";
import { svelteQueryInfinite } from "./infinite.js";
import { planSvelteQueryHooks } from "./plan.js";

const { declared } = svelteQueryDeclaration.names;

const svelteQueryDialect: TanStackDialect = {
  declaration: svelteQueryDeclaration,
  argumentsFromKey: false,
  optionsThunk: true,
  query: svelteQueryQuery,
  mutation: svelteQueryMutation,
  hookArguments: (values) => typeReference(declared.reactiveArguments, [values]),
  infinite: svelteQueryInfinite,
};

export const svelteQueryLayer: ReactiveLayer = tanstackLayer(svelteQueryDialect, planSvelteQueryHooks);
