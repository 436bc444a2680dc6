/**
 * What angular-query's hooks and factories take of Angular's TanStack (the interfaces are
 * `tanstack/hook-interfaces.ts`): a query hook's arguments as values, signals or getters (`ReactiveArguments`),
 * the options `CreateQueryOptions` and `CreateMutationOptions` type, the results `injectQuery` and
 * `injectMutation` return (objects of signals), and what a factory returns: `queryOptions`' options with the key
 * tagged with the data (`TaggedQueryOptions`), `mutationOptions`' with a key.
 */

import { literalType, typeReference, unionType } from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { functionType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { reactiveArgumentsDeclaration, taggedQueryOptionsDeclaration } from "../tanstack/framework-types.js";
import { angularQueryDeclaration } from "./declaration.js";

const { imports, declared } = angularQueryDeclaration.names;

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

export const angularQueryQuery: TanStackDialect["query"] = {
  builder: imports.queryOptions.name,
  optionsMember: () => ({
    type: omit(
      referencedType(imports.createQueryOptions.name, [
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
  declarations: () => [reactiveArguments(), taggedOptionsDeclaration()],
  factoryResult: declared.taggedQueryOptions,
  hookResult: imports.createQueryResult.name,
  descriptions: {
    optionsFactory:
      "A query's options factory: its arguments' values, then the options; the key tagged with the data.",
    hook: "A query hook, called in an injection context: its arguments, each a value, a signal or a getter (read\nwhere `injectQuery` tracks them, so the query follows them), then the options. With `select`, `data` is what\nit makes (`TData`).",
  },
};

export const angularQueryMutation: TanStackDialect["mutation"] = {
  builder: imports.mutationOptions.name,
  optionsType: imports.createMutationOptions.name,
  // `WithRequired<CreateMutationOptions<Data, Failure, Variables>, 'mutationKey'>`: options with their key.
  factoryResult: () =>
    referencedType(imports.withRequired.name, [
      referencedType(imports.createMutationOptions.name, [DATA, FAILURE, VARIABLES]),
      literalType("mutationKey"),
    ]),
  hookResult: () => referencedType(imports.createMutationResult.name, [DATA, FAILURE, VARIABLES]),
};

/** `ReactiveArguments<Args>`: each argument as the framework's hooks take it. */
function reactiveArguments(): ts.Statement {
  return reactiveArgumentsDeclaration(
    declared.reactiveArguments,
    (argument) => unionType([argument(), functionType([], argument())]),
    "A query hook's arguments: each a value, a signal or a getter. The hook reads them inside the options\nfunction `injectQuery` tracks, so the query follows the signals it reads.",
  );
}

/**
 * `export type TaggedQueryOptions<Data, Failure, TData, Key> = UnusedSkipTokenOptions<Data, Failure, TData, Key>
 * & { queryKey: DataTag<Key, Data, Failure> }`
 */
function taggedOptionsDeclaration(): ts.Statement {
  return taggedQueryOptionsDeclaration(
    TAGGED_OPTIONS_NAMES,
    "What a query options factory returns, what `injectQuery(() => ...)`, `injectQueries` and\n" +
      "`queryClient.fetchQuery` take: the library's `queryOptions` for options with a key and a function (the\n" +
      "overload whose function is no `skipToken`), the key tagged with the data.",
  );
}
