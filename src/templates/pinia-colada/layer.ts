/**
 * `pinia-colada` (Pinia Colada, Vue's data fetching over Pinia): every query has an options factory,
 * `listPetsQueryOptions(limit, status, options?)`, that hands `defineQueryOptions` the operation's key and a
 * query function which passes Colada's abort signal to the client; the query hook takes the same arguments,
 * each a ref, a getter or a value, and hands `useQuery` a getter of the factory's options over their current
 * values, so the key follows them and the query refetches when one changes. Every mutation has a factory over
 * `defineMutationOptions`, and its hook is `useMutation` over it; `mutate` takes the operation's arguments as
 * one object. An error is the operation's failure union (`ListPetsFailure`, see `isApiError`) or a
 * `NoResponseError`, so `error.value?.status === 404` narrows.
 */

import { asType, destructuredParameter, shorthandProperty } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import {
  arrow,
  call,
  id,
  intersectionType,
  keywordType,
  objectLiteral,
  parameter,
  spread,
  typeReference,
} from "../../ast/nodes.js";
import { namesReadIn, referencedType, referenceTo } from "../../ast/references.js";
import { functionType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext, ReactiveLayer, TemplateReads } from "../../emit/client-template.js";
import {
  layerImports,
  libraryValue,
  omit,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { hookNamespace, type QueryKeyParts } from "../../emit/hooks/hook-namespace.js";
import {
  type MutationHookParts,
  optionsFactoryName,
  type QueryHookParts,
} from "../../emit/hooks/hook-parts.js";
import {
  type HookDefinition,
  optionalMember,
  optionsParameter,
  parameterDeclaration,
  queryRequestOptions,
} from "../../emit/hooks/hook-syntax.js";
import { piniaColadaDeclaration, piniaColadaMutationLocals } from "./declaration.js";
import { infiniteDeclarations, infiniteFactory, infiniteHook } from "./infinite.js";
import { planPiniaColadaHooks } from "./plan.js";
import { freeName, reactiveHook } from "./reactive-hook.js";

const { imports, declared } = piniaColadaDeclaration.names;
/** Colada's own default where the client types no failures (a custom template). */
const ERROR = () => typeReference("Error");

export const piniaColadaLayer: ReactiveLayer<TemplateReads<typeof piniaColadaDeclaration>> = {
  declaration: piniaColadaDeclaration,
  planHooks: planPiniaColadaHooks,
  imports: (ctx) => layerImports(imports, ctx),
  prelude: (ctx) => [queryOptionsType(ctx), mutationOptionsType(ctx), ...infiniteDeclarations(ctx, ERROR())],
  namespace: (group, client, ctx) =>
    hookNamespace(
      group,
      client,
      {
        query: (query) => queryHook(query, ctx),
        mutation: (mutation) => mutationHook(mutation, ctx),
        factories: {
          library: "Pinia Colada",
          query: (query) => queryFactory(query, ctx),
          mutation: (mutation) => mutationFactory(mutation, ctx),
        },
        queryKey: (query) => queryKeyMember(query),
        infinite: {
          hook: (query) => infiniteHook(query, ctx, ERROR()),
          optionsFactory: (query) => infiniteFactory(query, ctx, ERROR()),
        },
      },
      ctx,
    ),
};

/**
 * `ListPetsQueryKey & EntryKey`: Colada types a key as a list of JSON values, where `undefined` (an optional
 * argument left out) is none. Its cache writes a key with `JSON.stringify`, which writes `undefined` in a list
 * as `null`, so a key with an argument left out is one entry, and the key is asserted to Colada's type.
 */
function entryKeyType(keyType: ts.TypeNode): ts.TypeNode {
  return intersectionType([keyType, referencedType(imports.entryKey.name)]);
}

/** `Data, Failure`: what `QueryHookOptions` and Colada's query types take. */
function queryTypeArguments(query: QueryHookParts): ts.TypeNode[] {
  return [query.data, query.error ?? ERROR()];
}

/**
 * `listPets: (limit?: number) => ['pet', 'listPets', limit] as const as ListPetsQueryKey & EntryKey`: a key
 * that `queryCache.invalidateQueries({ key })` and `getQueryData` take as it is.
 */
function queryKeyMember(query: QueryKeyParts): { value: ts.Expression; type: ts.TypeNode } {
  const parameters = query.arguments.map(parameterDeclaration);
  const type = entryKeyType(query.keyType);
  return { value: arrow(parameters, asType(query.key, type)), type: functionType(parameters, type) };
}

/**
 * `({ signal }) => listPets(limit, { ...options?.request, signal })`: the query function, which hands Colada's
 * abort signal to the client where it takes one (`HooksPlan.abortSignal`), under a local name that none of the
 * names the call reads is.
 */
function queryFunction(query: QueryHookParts, options: string, ctx: HookEmitContext): ts.ArrowFunction {
  const option = ctx.hooks.abortSignal;
  if (option === undefined) return arrow([], query.call(queryRequestOptions(options, undefined)));
  const taken = new Set(namesReadIn(query.call(optionalMember(options, "request"))));
  for (const argument of query.arguments) taken.add(argument.name);
  const signal = freeName("signal", taken);
  const bound = signal === "signal" ? ["signal"] : [{ property: "signal", name: signal }];
  return arrow(
    [destructuredParameter(bound)],
    query.call(
      queryRequestOptions(options, undefined, [
        option === signal ? shorthandProperty(signal) : property(option, id(signal)),
      ]),
    ),
  );
}

/**
 * `export function listPetsQueryOptions(limit?, status?, options?): DefineQueryOptionsTagged<Data, Failure> {
 * return defineQueryOptions({ ...options?.query, key, query }); }`: the key tagged with the data, so that
 * `queryCache.getQueryData(listPetsQueryOptions().key)` is typed.
 */
function queryFactory(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const options = query.hook.planned.options.name;
  const typeArguments = queryTypeArguments(query);
  const definition = objectLiteral(
    [
      spread(optionalMember(options, "query")),
      property("key", asType(query.key, entryKeyType(query.keyType))),
      property("query", queryFunction(query, options, ctx)),
    ],
    true,
  );
  return {
    parameters: [
      ...query.arguments.map(parameterDeclaration),
      optionsParameter(options, typeReference(declared.queryOptions, typeArguments)),
    ],
    returnType: referencedType(imports.defineQueryOptionsTagged.name, typeArguments),
    value: call(libraryValue(ctx, imports.defineQueryOptions.name), [definition], typeArguments),
  };
}

/** `export function useListPets(limit?, status?, options?): UseQueryReturn<Data, Failure>`: `useQuery` over a getter of its factory. */
function queryHook(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const typeArguments = queryTypeArguments(query);
  return reactiveHook(
    query,
    {
      libraryHook: imports.useQuery.name,
      factoryName: optionsFactoryName(query),
      options: typeReference(declared.queryOptions, typeArguments),
      returnType: referencedType(imports.useQueryReturn.name, typeArguments),
    },
    ctx,
  );
}

/** `Data, Variables, Failure`: Colada's first three type parameters of a mutation. */
function mutationTypeArguments(mutation: MutationHookParts): ts.TypeNode[] {
  return [mutation.data, mutation.variables ?? keywordType("void"), mutation.error ?? ERROR()];
}

/**
 * `export function createPetMutationOptions(options?): DefineMutationOptionsTagged<Data, Variables, Failure> {
 * return defineMutationOptions({ ...options?.mutation, key: ['pet', 'createPet'], mutation: (variables) =>
 * createPet(variables.body, options?.request) }); }`
 */
function mutationFactory(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  const { options, variables } = piniaColadaMutationLocals;
  const typeArguments = mutationTypeArguments(mutation);
  const request = optionalMember(options, "request");
  const mutationFunction =
    mutation.variables === undefined
      ? arrow([], mutation.call(id(variables), request))
      : arrow([parameter(variables)], mutation.call(id(variables), request));
  const definition = objectLiteral(
    [
      spread(optionalMember(options, "mutation")),
      property("key", mutation.key),
      property("mutation", mutationFunction),
    ],
    true,
  );
  return {
    parameters: [optionsParameter(options, typeReference(declared.mutationOptions, typeArguments))],
    returnType: referencedType(imports.defineMutationOptionsTagged.name, typeArguments),
    value: call(libraryValue(ctx, imports.defineMutationOptions.name), [definition], typeArguments),
  };
}

/** `export function useCreatePet(options?): UseMutationReturn<Data, Variables, Failure> { return useMutation(createPetMutationOptions(options)); }` */
function mutationHook(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  const { options } = piniaColadaMutationLocals;
  const typeArguments = mutationTypeArguments(mutation);
  return {
    parameters: [optionsParameter(options, typeReference(declared.mutationOptions, typeArguments))],
    returnType: referencedType(imports.useMutationReturn.name, typeArguments),
    value: call(libraryValue(ctx, imports.useMutation.name), [
      call(referenceTo(optionsFactoryName(mutation)), [id(options)]),
    ]),
  };
}

/** `export interface QueryHookOptions<Data, Failure = Error> { query?; request? }` */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  return optionsInterface(
    declared.queryOptions,
    [{ name: "Data" }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "query",
        type: omit(
          referencedType(imports.defineQueryOptionsType.name, [
            typeReference("Data"),
            typeReference("Failure"),
          ]),
          ["key", "query"],
        ),
        description:
          "Pinia Colada's own options (`enabled`, `staleTime`, ...); the key and the function are the factory's.",
      },
      requestMember(ctx),
    ],
    "Options of every query hook and query options factory; a query hook takes them as a ref or a getter too.",
  );
}

/** `export interface MutationHookOptions<Data, Variables, Failure = Error> { mutation?; request? }` */
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
            typeReference("Variables"),
            typeReference("Failure"),
          ]),
          ["key", "mutation"],
        ),
        description:
          "Pinia Colada's own options (`onSettled`, `onError`, ...); the key and the function are the factory's.",
      },
      requestMember(ctx),
    ],
    "Options of every mutation hook and mutation options factory.",
  );
}
