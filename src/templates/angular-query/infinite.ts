/**
 * What angular-query's infinite queries take of Angular's TanStack (the rest is `tanstack/infinite.ts`,
 * docs/pagination.md): the options `CreateInfiniteQueryOptions` types, and the factory's result, what
 * `infiniteQueryOptions` returns for options with a function, the key tagged with the pages. The hook takes the
 * query's arguments as values, signals or getters, as the query hook does.
 */

import { typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import { pagePositionType, pageType } from "../../emit/hooks/page-helpers.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { taggedInfiniteQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { infiniteKeyType } from "../tanstack/infinite.js";
import { angularQueryDeclaration } from "./declaration.js";
import { TAGGED_OPTIONS_NAMES } from "./hook-interfaces.js";

const { imports, declared } = angularQueryDeclaration.names;

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const SELECTED = () => referencedType(declared.selected);

export const angularQueryInfinite: TanStackDialect["infinite"] = {
  builder: imports.infiniteQueryOptions.name,
  optionsMember: (ctx) => ({
    type: omit(
      referencedType(imports.createInfiniteQueryOptions.name, [
        pageType(ctx, DATA()),
        FAILURE(),
        SELECTED(),
        infiniteKeyType(),
        pagePositionType(),
      ]),
      ["queryKey", "queryFn", "initialPageParam", "getNextPageParam"],
    ),
    description:
      "TanStack Query's own options (`enabled`, `maxPages`, `select`, ...); the key, the function and where each page starts are the hook's.",
  }),
  factoryResult: { name: declared.taggedInfiniteQueryOptions, declaration: taggedInfiniteOptionsDeclaration },
  hookResult: imports.createInfiniteQueryResult.name,
  descriptions: {
    optionsFactory:
      "An infinite query's options factory: the query's arguments' values, then the options; the key tagged with\nthe pages.",
    hook: "An infinite query hook, called in an injection context: the query's arguments, each a value, a signal or\na getter, then the options. With `select`, `data` is what it makes.",
  },
};

/**
 * `TaggedInfiniteQueryOptions<Data, Failure, TData, Key>`: what `infiniteQueryOptions` returns for options with
 * a function, the key tagged with the pages (as `TaggedQueryOptions` for a query).
 */
function taggedInfiniteOptionsDeclaration(ctx: HookEmitContext): ts.Statement {
  return taggedInfiniteQueryOptionsDeclaration(
    TAGGED_OPTIONS_NAMES,
    ctx,
    "What an infinite query options factory returns, what `injectInfiniteQuery(() => ...)` and\n`queryClient.fetchInfiniteQuery` take: the library's `infiniteQueryOptions` for options with a function, the\nkey tagged with the pages.",
  );
}
