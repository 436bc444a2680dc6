/**
 * What vue-query's hooks and factories take of Vue's TanStack (the interfaces are `tanstack/hook-interfaces.ts`):
 * a query hook's arguments as refs, getters or values (`ReactiveArguments`), the options query-core's observer
 * options type (with vue-query's reactive `enabled`), the results `useQuery` and `useMutation` return, and
 * what a factory returns: plain options with the key and the function (`KeyedQueryOptions`).
 */

import {
  arrayType,
  intersectionType,
  keywordType,
  propertySignature,
  readonlyType,
  typeReference,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { omit } from "../../emit/hooks/hook-declarations.js";
import type { TanStackDialect } from "../tanstack/dialect.js";
import { keyedQueryOptionsDeclaration, reactiveArgumentsDeclaration } from "../tanstack/framework-types.js";
import { vueQueryDeclaration } from "./declaration.js";

const { imports, declared } = vueQueryDeclaration.names;

/** What this layer's plain options types read: its declared names and its library's function types. */
export const KEYED_OPTIONS_NAMES = {
  declared,
  queryFunction: imports.queryFunction.name,
  getNextPageParamFunction: imports.getNextPageParamFunction.name,
};

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const VARIABLES = typeReference("Variables");

export const vueQueryQuery: TanStackDialect["query"] = {
  optionsMember: () => {
    const data = typeReference("Data");
    const observerOptions = reactiveObserverOptions([
      data,
      typeReference("Failure"),
      typeReference(declared.selected),
      data,
      typeReference("Key"),
    ]);
    return {
      type: observerOptions,
      description:
        "TanStack Query's own options (`enabled`, a ref or a getter too; `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
    };
  },
  declarations: () => [reactiveArguments(), keyedOptions()],
  factoryResult: declared.keyedQueryOptions,
  hookResult: imports.useQueryReturnType.name,
  descriptions: {
    optionsFactory: "A query's options factory: its arguments' values, then the options.",
    hook: "A query hook: its arguments, each a ref, a getter or a value, then the options. With `select`, `data` is\nwhat it makes (`TData`).",
  },
};

/**
 * `Omit<QueryObserverOptions<...>, 'queryKey' | 'queryFn' | 'enabled'> & { enabled?: MaybeRefOrGetter<boolean> }`:
 * query-core's observer options, which every vue-query 5 declares alike, with vue-query's reactive `enabled`
 * (a query's and an infinite query's).
 */
export function reactiveObserverOptions(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  const observerOptions = omit(referencedType(imports.queryObserverOptions.name, typeArguments), [
    "queryKey",
    "queryFn",
    "enabled",
  ]);
  const enabled = typeLiteral([
    propertySignature(
      "enabled",
      // `boolean`, not `| undefined`: 5.51's `enabled` takes no `undefined` inside a ref or getter.
      referencedType(imports.maybeRefOrGetter.name, [keywordType("boolean")]),
      /* optional */ true,
    ),
  ]);
  return intersectionType([observerOptions, enabled]);
}

export const vueQueryMutation: TanStackDialect["mutation"] = {
  optionsType: imports.mutationObserverOptions.name,
  // `WithRequired`-like without it (5.51 does not export it): `MutationObserverOptions<...> & { mutationKey }`.
  factoryResult: () =>
    intersectionType([
      referencedType(imports.mutationObserverOptions.name, [DATA, FAILURE, VARIABLES]),
      typeLiteral([propertySignature("mutationKey", readonlyType(arrayType(keywordType("unknown"))))]),
    ]),
  hookResult: () =>
    referencedType(imports.useMutationReturnType.name, [DATA, FAILURE, VARIABLES, keywordType("unknown")]),
};

/** `ReactiveArguments<Args>`: each argument as the framework's hooks take it. */
function reactiveArguments(): ts.Statement {
  return reactiveArgumentsDeclaration(
    declared.reactiveArguments,
    (argument) => referencedType(imports.maybeRefOrGetter.name, [argument()]),
    "A query hook's arguments: each a ref, a getter or a value. The query's key holds them, and it follows them.",
  );
}

/**
 * `export type KeyedQueryOptions<Data, Failure, TData, Key> = NonNullable<QueryHookOptions<Data, Key, Failure,
 * TData>['query']> & { queryKey: Key; queryFn: QueryFunction<Data, Key> }`. The key is not tagged with the
 * data as tsq's is: vue-query types the options of `useQuery` by the key it infers, unwrapped
 * (`DeepUnwrapRef`), which a tagged key does not survive, so options with a tagged key would not be taken.
 */
function keyedOptions(): ts.Statement {
  return keyedQueryOptionsDeclaration(
    KEYED_OPTIONS_NAMES,
    "What a query options factory returns, what `useQuery`, `useQueries` and `queryClient.fetchQuery` take:\n" +
      "the options, the key and the function. The key is not tagged with the data: name the data where the\n" +
      "cache is read (`queryClient.getQueryData<ListPetsData>(key)`).",
  );
}
