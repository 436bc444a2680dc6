/**
 * What vue-query's infinite queries take of Vue's TanStack (the rest is `tanstack/infinite.ts`,
 * docs/pagination.md): the options, typed with query-core's `QueryObserverOptions` as the query's are
 * (vue-query's own infinite options changed their parameters between the versions supported) with a reactive
 * `enabled`, and the factory's result, plain options with the key, the page function and where pages start.
 * The hook takes the query's arguments as refs, getters or values, which the key holds, as the query hook does.
 */

import { typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { pagePositionType, pageType } from "../../emit/hooks/page-helpers.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedInfiniteQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { infiniteDataType, infiniteKeyType } from "../tanstack/infinite.js";
import { vueQueryDeclaration } from "./declaration.js";
import { KEYED_OPTIONS_NAMES, reactiveObserverOptions } from "./hook-interfaces.js";

const { imports, declared } = vueQueryDeclaration.names;

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const SELECTED = () => referencedType(declared.selected);

export const vueQueryInfinite: TanStackDialect["infinite"] = {
  optionsMember: (ctx) => {
    const observerOptions = reactiveObserverOptions([
      pageType(ctx, DATA()),
      FAILURE(),
      SELECTED(),
      infiniteDataType(imports.infiniteData.name, ctx),
      infiniteKeyType(),
      pagePositionType(),
    ]);
    return {
      type: observerOptions,
      description:
        "TanStack Query's own options (`enabled`, a ref or a getter too; `maxPages`, `select`, ...); the key, the function and where each page starts are the hook's.",
    };
  },
  factoryResult: { name: declared.keyedInfiniteQueryOptions, declaration: keyedInfiniteOptionsDeclaration },
  hookResult: imports.useInfiniteQueryReturnType.name,
  descriptions: {
    optionsFactory: "An infinite query's options factory: the query's arguments' values, then the options.",
    hook: "An infinite query hook: the query's arguments, each a ref, a getter or a value, then the options. With\n`select`, `data` is what it makes.",
  },
};

/**
 * `KeyedInfiniteQueryOptions<Data, Failure, TData, Key>`: what an infinite factory returns, the options with
 * the key, the page function and where the pages start (see `KeyedQueryOptions`).
 */
function keyedInfiniteOptionsDeclaration(ctx: HookEmitContext): ts.Statement {
  return keyedInfiniteQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    ctx,
    "What an infinite query options factory returns, what `useInfiniteQuery` and\n`queryClient.fetchInfiniteQuery` take: the options, the key, the page function and where pages start.",
  );
}
