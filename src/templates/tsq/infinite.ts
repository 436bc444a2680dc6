/**
 * What tsq's infinite queries take of React's TanStack (the rest is `tanstack/infinite.ts`, docs/pagination.md):
 * the options `UseInfiniteQueryOptions` types, and the factory's result, what `infiniteQueryOptions` returns
 * for options with a function, the key tagged with the pages.
 */

import { literalType, typeReference, unionType } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { pagePositionType, pageType } from "../../emit/hooks/page-helpers.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { taggedInfiniteQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { infiniteKeyType } from "../tanstack/infinite.js";
import { tsqDeclaration } from "./declaration.js";
import { TAGGED_OPTIONS_NAMES } from "./hook-interfaces.js";

const { imports, declared } = tsqDeclaration.names;

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const SELECTED = () => referencedType(declared.selected);

export const tsqInfinite: TanStackDialect["infinite"] = {
  builder: imports.infiniteQueryOptions.name,
  optionsMember: (ctx) => ({
    type: typeReference("Omit", [
      referencedType(imports.useInfiniteQueryOptions.name, [
        pageType(ctx, DATA()),
        FAILURE(),
        SELECTED(),
        infiniteKeyType(),
        pagePositionType(),
      ]),
      unionType(["queryKey", "queryFn", "initialPageParam", "getNextPageParam"].map(literalType)),
    ]),
    description:
      "TanStack Query's own options (`enabled`, `maxPages`, `select`, ...); the key, the function and where each page starts are the hook's.",
  }),
  factoryResult: { name: declared.taggedInfiniteQueryOptions, declaration: taggedInfiniteOptionsDeclaration },
  hookResult: imports.useInfiniteQueryResult.name,
  descriptions: {
    optionsFactory:
      "An infinite query's options factory: the query's arguments, then the options; the key tagged with the pages.",
    hook: "An infinite query hook: the query's arguments, then the options. With `select`, `data` is what it makes.",
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
    "What an infinite query options factory returns: TanStack's `infiniteQueryOptions` for options with a\nfunction, the key tagged with the pages.",
  );
}
