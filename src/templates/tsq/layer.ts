/**
 * `tsq` (TanStack Query): every query has an options factory over TanStack's `queryOptions` (the
 * operation's `queryKey`, a `queryFn` that hands TanStack's abort signal to the client, the error type), the
 * same object `useQuery`, `useSuspenseQuery`, `useQueries` and `queryClient.ensureQueryData` take; its hook
 * is `useQuery` over it (conditional fetching is TanStack's own `enabled` option). Every mutation has one
 * over `mutationOptions`, and its hook is `useMutation` over it, whose `mutate` takes the operation's
 * arguments as one object. An error is the operation's failure union (`GetPetError`, see `isApiError`) or a
 * `NoResponseError` (network failure, abort), so `error?.status === 404` narrows; with a client that does
 * not type failures, TanStack's registrable `DefaultError`. Each hook and factory is a constant that a
 * helper makes (see `body-helpers.ts`).
 */

import { pureCall } from "../../ast/expressions.js";
import { keywordType, literalType, restParameter, typeReference, unionType } from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { functionType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext, ReactiveLayer, TemplateReads } from "../../emit/client-template.js";
import {
  anyKeyType,
  layerImports,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { hookNamespace, type QueryKeyParts } from "../../emit/hooks/hook-namespace.js";
import type { MutationHookParts, QueryHookParts } from "../../emit/hooks/hook-parts.js";
import type { HookConstant } from "../../emit/hooks/hook-syntax.js";
import {
  bodyHelperDeclarations,
  mutationHookCall,
  mutationOptionsFactoryCall,
  queryHookCall,
  queryKeyFunctionCall,
  queryOptionsFactoryCall,
} from "./body-helpers.js";
import { tsqDeclaration } from "./declaration.js";
import { hookInterfaceDeclarations } from "./hook-interfaces.js";
import { infiniteDeclarations, infiniteFactory, infiniteHook } from "./infinite.js";
import { planTsqHooks } from "./plan.js";

const { imports, declared } = tsqDeclaration.names;
const ERROR = () => referencedType(imports.defaultError.name);
/** A query hook's and factory's type parameter: the data `select` makes of the response (TanStack's name). */
const SELECTED = declared.selected;

export const tsqLayer: ReactiveLayer<TemplateReads<typeof tsqDeclaration>> = {
  declaration: tsqDeclaration,
  planHooks: planTsqHooks,
  imports: (ctx) => layerImports(imports, ctx),
  prelude: (ctx) => [
    queryOptionsType(ctx),
    mutationOptionsType(ctx),
    ...hookInterfaceDeclarations(),
    ...bodyHelperDeclarations(ctx),
    ...infiniteDeclarations(ctx, ERROR()),
  ],
  namespace: (group, client, ctx) =>
    hookNamespace(
      group,
      client,
      {
        query: queryHook,
        mutation: mutationHook,
        factories: {
          query: queryFactory,
          mutation: mutationFactory,
        },
        queryKey: queryKeyMember,
        infinite: {
          hook: (query) => infiniteHook(query, ERROR()),
          optionsFactory: (query) => infiniteFactory(query, ERROR()),
        },
      },
      ctx,
    ),
};

/** `Data, Failure, Key, Arguments`: what `QueryOptionsFactory` and `QueryHook` take. */
function queryTypeArguments(query: QueryHookParts): ts.TypeNode[] {
  return [query.data, query.error ?? ERROR(), query.keyType, argumentsTypeOf(query)];
}

function argumentsTypeOf(query: Pick<QueryKeyParts, "hook" | "argumentsType">): ts.TypeNode {
  if (query.argumentsType === undefined)
    throw new Error(`${query.hook.hookName}: the plan names no argument list`);
  return query.argumentsType;
}

/**
 * `listPetsQueryOptions: QueryOptionsFactory<Data, Failure, Key, Arguments> = queryOptionsFactory(['pet',
 * 'listPets'], listPets, 2)`: TanStack's `queryOptions` over the key and a function that calls the operation;
 * it tags the key with the data, so `queryClient.getQueryData(key)` is typed.
 */
function queryFactory(query: QueryHookParts): HookConstant {
  return {
    kind: "constant",
    type: typeReference(declared.queryOptionsFactoryType, queryTypeArguments(query)),
    initializer: queryOptionsFactoryCall(query.keyPrefix, query.callee, query.arguments.length),
  };
}

/** `useListPets: QueryHook<Data, Failure, Key, Arguments> = queryHook(listPetsQueryOptions)` (`useQuery`) */
function queryHook(query: QueryHookParts): HookConstant {
  return {
    kind: "constant",
    type: typeReference(declared.queryHookType, queryTypeArguments(query)),
    initializer: queryHookCall(referenceTo(factoryName(query))),
  };
}

/** `listPets: queryKeyFunction(['pet', 'listPets'], 2)`, typed `(...args: ListPetsArguments) => ListPetsQueryKey`. */
function queryKeyMember(query: QueryKeyParts): { value: ts.Expression; type: ts.TypeNode } {
  return {
    value: pureCall(queryKeyFunctionCall(query.keyPrefix, query.arguments.length)),
    type: functionType([restParameter("args", argumentsTypeOf(query))], query.keyType),
  };
}

/** `useCreatePet: MutationHook<Data, Failure, Variables> = mutationHook(createPetMutationOptions)` (`useMutation`) */
function mutationHook(mutation: MutationHookParts): HookConstant {
  return {
    kind: "constant",
    type: typeReference(declared.mutationHookType, mutationTypeArguments(mutation)),
    initializer: mutationHookCall(referenceTo(factoryName(mutation))),
  };
}

/**
 * The factory a hook is built on (the plan gives every tsq hook one), by its own name: a constant's initializer
 * is at the top level, where no hook argument hides it.
 */
function factoryName(parts: QueryHookParts | MutationHookParts): string {
  const factory = parts.hook.optionsFactory;
  if (factory === undefined) throw new Error(`${parts.hook.hookName} has no options factory`);
  return factory.exportName;
}

/**
 * `createPetMutationOptions: MutationOptionsFactory<Data, Failure, Variables> = mutationOptionsFactory(['pet',
 * 'createPet'], createPet, ['body'])`: TanStack's `mutationOptions` over the key and a function that calls the
 * operation with the variables' members.
 */
function mutationFactory(mutation: MutationHookParts): HookConstant {
  return {
    kind: "constant",
    type: typeReference(declared.mutationOptionsFactoryType, mutationTypeArguments(mutation)),
    initializer: mutationOptionsFactoryCall(mutation.keyPrefix, mutation.callee, mutation.argumentNames),
  };
}

/** `Data, Failure, Variables`: TanStack's first three type parameters of a mutation. */
function mutationTypeArguments(mutation: MutationHookParts): ts.TypeNode[] {
  return [mutation.data, mutation.error ?? ERROR(), mutation.variables ?? keywordType("void")];
}

/** `export interface QueryHookOptions<Data, Key extends readonly unknown[], Failure, TData> { query?; request? }` */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  return optionsInterface(
    declared.queryOptions,
    [
      { name: "Data" },
      { name: "Key", constraint: anyKeyType() },
      { name: "Failure", default: ERROR() },
      { name: SELECTED, default: data },
    ],
    [
      {
        name: "query",
        type: omit(
          referencedType(imports.useQueryOptions.name, [
            data,
            typeReference("Failure"),
            typeReference(SELECTED),
            typeReference("Key"),
          ]),
          ["queryKey", "queryFn"],
        ),
        description:
          "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
      },
      requestMember(ctx),
    ],
    "Options of every query hook and query options factory.",
  );
}

/** `export interface MutationHookOptions<Data, Variables> { mutation?; request? }` */
function mutationOptionsType(ctx: HookEmitContext): ts.Statement {
  return optionsInterface(
    declared.mutationOptions,
    [{ name: "Data" }, { name: "Variables" }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "mutation",
        type: omit(
          referencedType(imports.useMutationOptions.name, [
            typeReference("Data"),
            typeReference("Failure"),
            typeReference("Variables"),
          ]),
          ["mutationKey", "mutationFn"],
        ),
        description:
          "TanStack Query's own options (`onSuccess`, `retry`, ...); the key and the function are the hook's.",
      },
      requestMember(ctx),
    ],
    "Options of every mutation hook and mutation options factory.",
  );
}

/** `Omit<T, 'a' | 'b'>` */
function omit(type: ts.TypeNode, keys: readonly string[]): ts.TypeNode {
  return typeReference("Omit", [type, unionType(keys.map(literalType))]);
}
