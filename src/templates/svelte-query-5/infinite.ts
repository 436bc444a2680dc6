/**
 * What svelte-query 5's infinite queries take of Svelte's TanStack: svelte-query 6's options and results
 * (`svelte-query/infinite.ts`), which 5 names alike, and the factory's result, plain options with the key, the
 * page function and where pages start, which `createInfiniteQuery` takes or a store of them. The hook takes the
 * query's arguments as values or stores, as the query hook does.
 */

import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { KEYED_OPTIONS_NAMES } from "../svelte-query/hook-interfaces.js";
import { svelteQueryInfinite } from "../svelte-query/infinite.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedInfiniteQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { svelteQuery5Declaration } from "./declaration.js";

const { declared } = svelteQuery5Declaration.names;

export const svelteQuery5Infinite: TanStackDialect["infinite"] = {
  ...svelteQueryInfinite,
  factoryResult: { name: declared.keyedInfiniteQueryOptions, declaration: keyedInfiniteOptionsDeclaration },
  descriptions: {
    optionsFactory: "An infinite query's options factory: the query's arguments' values, then the options.",
    hook: "An infinite query hook: the query's arguments, each a value or a store, then the options; a store of\nthe query's result. With `select`, `data` is what it makes.",
  },
};

/** `KeyedInfiniteQueryOptions<Data, Failure, TData, Key>`: what an infinite factory returns. */
function keyedInfiniteOptionsDeclaration(ctx: HookEmitContext): ts.Statement {
  return keyedInfiniteQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    ctx,
    "What an infinite query options factory returns, what `createInfiniteQuery` takes (or a store of it) and\n`queryClient.fetchInfiniteQuery` takes: the options, the key, the page function and where pages start.",
  );
}
