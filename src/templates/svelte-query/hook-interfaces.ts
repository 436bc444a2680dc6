/**
 * What svelte-query's hooks and factories take of Svelte's TanStack (the interfaces are
 * `tanstack/hook-interfaces.ts`): a query hook's arguments as values or getters (`ReactiveArguments`), the
 * options query-core's observer options type, the results `createQuery` and `createMutation` return, and what a
 * factory returns: plain options with the key and the function (`KeyedQueryOptions`).
 */

import {
  arrayType,
  intersectionType,
  keywordType,
  propertySignature,
  readonlyType,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { functionType, typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedQueryOptionsDeclaration, reactiveArgumentsDeclaration } from "../tanstack/framework-types.js";
import { svelteQueryDeclaration } from "./declaration.js";

const { imports, declared } = svelteQueryDeclaration.names;

/** What this layer's plain options types read: its declared names and its library's function types. */
export const KEYED_OPTIONS_NAMES = {
  declared,
  queryFunction: imports.queryFunction.name,
  getNextPageParamFunction: imports.getNextPageParamFunction.name,
};

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const SELECTED = typeReference(declared.selected);
const KEY = typeReference("Key");
const VARIABLES = typeReference("Variables");

export const svelteQueryQuery: TanStackDialect["query"] = {
  optionsMember: () => ({
    type: observerOptions([DATA, FAILURE, SELECTED, DATA, KEY]),
    description:
      "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
  }),
  declarations: () => [reactiveArguments(), keyedOptions()],
  factoryResult: declared.keyedQueryOptions,
  hookResult: imports.createQueryResult.name,
  descriptions: {
    optionsFactory: "A query's options factory: its arguments' values, then the options.",
    hook: "A query hook: its arguments, each a value or a getter, then the options. With `select`, `data` is\nwhat it makes (`TData`).",
  },
};

/**
 * `Omit<QueryObserverOptions<...>, 'queryKey' | 'queryFn'>`: query-core's observer options, what
 * svelte-query's `CreateQueryOptions` is in every version (a query's and an infinite query's).
 */
export function observerOptions(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return omit(referencedType(imports.queryObserverOptions.name, typeArguments), ["queryKey", "queryFn"]);
}

export const svelteQueryMutation: TanStackDialect["mutation"] = {
  optionsType: imports.mutationObserverOptions.name,
  // `MutationObserverOptions<...> & { mutationKey }`: svelte-query 6.0 has no `mutationOptions` to make it.
  factoryResult: () =>
    intersectionType([
      referencedType(imports.mutationObserverOptions.name, [DATA, FAILURE, VARIABLES]),
      typeLiteral([propertySignature("mutationKey", readonlyType(arrayType(keywordType("unknown"))))]),
    ]),
  hookResult: () => referencedType(imports.createMutationResult.name, [DATA, FAILURE, VARIABLES]),
};

/** `ReactiveArguments<Args>`: each argument as the framework's hooks take it. */
function reactiveArguments(): ts.Statement {
  return reactiveArgumentsDeclaration(
    declared.reactiveArguments,
    (argument) => unionType([argument(), functionType([], argument())]),
    "A query hook's arguments: each a value or a getter. The hook reads the getters where svelte-query\n" +
      "tracks what is read, so the query follows the state they read (`() => petId` of a `$state`).",
  );
}

/**
 * `export type KeyedQueryOptions<Data, Failure, TData, Key> = NonNullable<QueryHookOptions<Data, Key, Failure,
 * TData>['query']> & { queryKey: Key; queryFn: QueryFunction<Data, Key> }`: plain options, which every
 * svelte-query 6 takes; the key untagged, as 6.0's `queryOptions` and `infiniteQueryOptions` tag differently.
 */
function keyedOptions(): ts.Statement {
  return keyedQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    "What a query options factory returns, what `createQuery(() => ...)`, `createQueries` and\n" +
      "`queryClient.fetchQuery` take: the options, the key and the function. The key is not tagged with the\n" +
      "data: name the data where the cache is read (`queryClient.getQueryData<ListPetsData>(key)`).",
  );
}
