/**
 * What solid-query's hooks and factories take of Solid's TanStack (the interfaces are
 * `tanstack/hook-interfaces.ts`): a query hook's arguments as values or accessors (`ReactiveArguments`), the
 * options solid-query's observer options type, the results `createQuery` and `createMutation` return, and what
 * a factory returns: plain options with the key and the function (`KeyedQueryOptions`).
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
import { notInferredType, typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedQueryOptionsDeclaration, reactiveArgumentsDeclaration } from "../tanstack/framework-types.js";
import { solidQueryDeclaration } from "./declaration.js";

const { imports, declared } = solidQueryDeclaration.names;

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

export const solidQueryQuery: TanStackDialect["query"] = {
  optionsMember: () => ({
    type: observerOptions([DATA, FAILURE, SELECTED, DATA, KEY]),
    description:
      "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...), read where Solid tracks them (a getter follows a signal); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
  }),
  declarations: () => [reactiveArguments(), keyedOptions()],
  factoryResult: declared.keyedQueryOptions,
  hookResult: imports.createQueryResult.name,
  descriptions: {
    optionsFactory: "A query's options factory: its arguments' values, then the options.",
    hook: "A query hook: its arguments, each a value or an accessor, then the options. With `select`, `data` is\nwhat it makes (`TData`).",
  },
};

/**
 * `Omit<QueryObserverOptions<...>, 'queryKey' | 'queryFn'>`: solid-query's observer options, which every
 * solid-query 5 declares alike (a query's and an infinite query's).
 */
export function observerOptions(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return omit(referencedType(imports.queryObserverOptions.name, typeArguments), ["queryKey", "queryFn"]);
}

export const solidQueryMutation: TanStackDialect["mutation"] = {
  optionsType: imports.mutationObserverOptions.name,
  // `WithRequired`-like without it (5.51 does not export it): `MutationObserverOptions<...> & { mutationKey }`.
  factoryResult: () =>
    intersectionType([
      referencedType(imports.mutationObserverOptions.name, [DATA, FAILURE, VARIABLES]),
      typeLiteral([propertySignature("mutationKey", readonlyType(arrayType(keywordType("unknown"))))]),
    ]),
  hookResult: () =>
    referencedType(imports.createMutationResult.name, [DATA, FAILURE, VARIABLES, keywordType("unknown")]),
};

/** `ReactiveArguments<Args>`: each argument as the framework's hooks take it. */
function reactiveArguments(): ts.Statement {
  return reactiveArgumentsDeclaration(
    declared.reactiveArguments,
    (argument) => unionType([argument(), referencedType(imports.accessor.name, [argument()])]),
    "A query hook's arguments: each a value or an accessor (a signal, a memo, `() => props.id`). The hook\nreads them where Solid tracks them, so the query follows them.",
  );
}

/**
 * `export type KeyedQueryOptions<Data, Failure, TData, Key> = Omit<NonNullable<QueryHookOptions<Data, Key, Failure,
 * TData>['query']>, 'initialData'> & { queryKey: Key; queryFn: QueryFunction<Data, Key> }`. The key is not
 * tagged with the data: the tag's type parameters changed between the solid-query versions supported. `TData`
 * is hidden from inference there: in `createQuery(() => listPetsQueryOptions(3))` TypeScript would infer the
 * factory's `TData` from what `createQuery` expects, before `createQuery`'s own is known, and find `undefined`.
 */
function keyedOptions(): ts.Statement {
  return keyedQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    "What a query options factory returns, what `createQuery(() => ...)`, `createQueries` and\n" +
      "`queryClient.fetchQuery` take: the options, the key and the function. The key is not tagged with the\n" +
      "data: name the data where the cache is read (`queryClient.getQueryData<ListPetsData>(key)`).",
    {
      // Without `initialData`: `createQuery` takes options whose `initialData` is either absent or defined.
      ownOptions: (options) => omit(options, ["initialData"]),
      selected: () => notInferredType(() => SELECTED),
    },
  );
}
