/**
 * What tsq's hooks and factories take of React's TanStack (the interfaces are `tanstack/hook-interfaces.ts`):
 * the options `UseQueryOptions` and `UseMutationOptions` type, the results `useQuery` and `useMutation`
 * return, and what a factory returns: `queryOptions`' options with the key tagged with the data
 * (`TaggedQueryOptions`), `mutationOptions`' with a key.
 */

import { literalType, typeReference } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { taggedQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { tsqDeclaration } from "./declaration.js";

const { imports, declared } = tsqDeclaration.names;

/** What this layer's tagged options types read: its declared names and its library's types. */
export const TAGGED_OPTIONS_NAMES = {
  declared,
  unusedSkipTokenOptions: imports.unusedSkipTokenOptions.name,
  unusedSkipTokenInfiniteOptions: imports.unusedSkipTokenInfiniteOptions.name,
  dataTag: imports.dataTag.name,
  infiniteData: imports.infiniteData.name,
};

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const VARIABLES = typeReference("Variables");

export const tsqQuery: TanStackDialect["query"] = {
  builder: imports.queryOptions.name,
  optionsMember: () => ({
    type: omit(
      referencedType(imports.useQueryOptions.name, [
        typeReference("Data"),
        typeReference("Failure"),
        typeReference(declared.selected),
        typeReference("Key"),
      ]),
      ["queryKey", "queryFn"],
    ),
    description:
      "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
  }),
  declarations: () => [taggedOptionsDeclaration()],
  factoryResult: declared.taggedQueryOptions,
  hookResult: imports.useQueryResult.name,
  descriptions: {
    optionsFactory:
      "A query's options factory: its arguments, then the options; the key tagged with the data.",
    hook: "A query hook: its arguments, then the options. With `select`, `data` is what it makes (`TData`).",
  },
};

export const tsqMutation: TanStackDialect["mutation"] = {
  builder: imports.mutationOptions.name,
  optionsType: imports.useMutationOptions.name,
  // `WithRequired<UseMutationOptions<Data, Failure, Variables>, 'mutationKey'>`: what `mutationOptions` returns.
  factoryResult: () =>
    referencedType(imports.withRequired.name, [
      referencedType(imports.useMutationOptions.name, [DATA, FAILURE, VARIABLES]),
      literalType("mutationKey"),
    ]),
  hookResult: () => referencedType(imports.useMutationResult.name, [DATA, FAILURE, VARIABLES]),
};

/**
 * `export type TaggedQueryOptions<Data, Failure, TData, Key> = UnusedSkipTokenOptions<Data, Failure, TData, Key>
 * & { queryKey: DataTag<Key, Data, Failure> }`
 */
function taggedOptionsDeclaration(): ts.Statement {
  return taggedQueryOptionsDeclaration(
    TAGGED_OPTIONS_NAMES,
    "What a query options factory returns: TanStack's `queryOptions` for options with a key and a function (the\n" +
      "overload whose function is no `skipToken`), the key tagged with the data. TanStack 5.82 spells the tag's\n" +
      "part this way; later versions name the same type `QueryKeyWithDataTag`.",
  );
}
