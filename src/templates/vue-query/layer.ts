/**
 * `vue-query` (TanStack Query for Vue): every query has an options factory (the operation's `queryKey`, a
 * `queryFn` that hands TanStack's abort signal to the client, the error type), which `useQuery`, `useQueries`
 * and `queryClient.fetchQuery` take; its hook is `useQuery` over the same options, built from the hook's
 * arguments as refs, getters or values, which the key holds so that the query follows them. Every mutation
 * has a factory too, and its hook is `useMutation` over it, whose `mutate` takes the operation's arguments as
 * one object. An error is the operation's failure union or a `NoResponseError`, as tsq's; with a client that
 * does not type failures, TanStack's registrable `DefaultError`. Each hook and factory is a constant that a
 * helper makes (see `body-helpers.ts`).
 */

import { pureCall } from "../../ast/expressions.js";
import {
  intersectionType,
  keywordType,
  literalType,
  propertySignature,
  restParameter,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { functionType, typeLiteral } from "../../ast/type-nodes.js";
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
import { vueQueryDeclaration } from "./declaration.js";
import { hookInterfaceDeclarations } from "./hook-interfaces.js";
import { infiniteDeclarations, infiniteFactory, infiniteHook } from "./infinite.js";
import { planVueQueryHooks } from "./plan.js";

const { imports, declared } = vueQueryDeclaration.names;
const ERROR = () => referencedType(imports.defaultError.name);
/** A query hook's and factory's type parameter: the data `select` makes of the response (TanStack's name). */
const SELECTED = declared.selected;

export const vueQueryLayer: ReactiveLayer<TemplateReads<typeof vueQueryDeclaration>> = {
  declaration: vueQueryDeclaration,
  planHooks: planVueQueryHooks,
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

/** `listPetsQueryOptions: QueryOptionsFactory<Data, Failure, Key, Arguments> = queryOptionsFactory(['pet', 'listPets'], () => listPets, 2)` */
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

/** The factory a hook is built on (the plan gives every hook of this layer one), by its own name. */
function factoryName(parts: QueryHookParts | MutationHookParts): string {
  const factory = parts.hook.optionsFactory;
  if (factory === undefined) throw new Error(`${parts.hook.hookName} has no options factory`);
  return factory.exportName;
}

/** `createPetMutationOptions: MutationOptionsFactory<Data, Failure, Variables> = mutationOptionsFactory(...)` */
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

/**
 * `export interface QueryHookOptions<Data, Key extends readonly unknown[], Failure, TData> { query?; request? }`.
 * `query` is query-core's observer options, which every vue-query 5 declares alike, with vue-query's reactive
 * `enabled` (a ref or a getter).
 */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  const observerOptions = omit(
    referencedType(imports.queryObserverOptions.name, [
      data,
      typeReference("Failure"),
      typeReference(SELECTED),
      data,
      typeReference("Key"),
    ]),
    ["queryKey", "queryFn", "enabled"],
  );
  const enabled = typeLiteral([
    propertySignature(
      "enabled",
      // `boolean`, not `| undefined`: 5.51's `enabled` takes no `undefined` inside a ref or getter.
      referencedType(imports.maybeRefOrGetter.name, [keywordType("boolean")]),
      /* optional */ true,
    ),
  ]);
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
        type: intersectionType([observerOptions, enabled]),
        description:
          "TanStack Query's own options (`enabled`, a ref or a getter too; `staleTime`, `select`, ...); the key and the function are the hook's. `select` may return another type: the hook's `data` is then that type (`TData`).",
      },
      requestMember(ctx),
    ],
    "Options of every query hook and query options factory.",
  );
}

/** `export interface MutationHookOptions<Data, Variables, Failure> { mutation?; request? }` */
function mutationOptionsType(ctx: HookEmitContext): ts.Statement {
  return optionsInterface(
    declared.mutationOptions,
    [{ name: "Data" }, { name: "Variables" }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "mutation",
        type: omit(
          referencedType(imports.mutationObserverOptions.name, [
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
