/**
 * `tsq` (TanStack Query): every query has an options factory over TanStack's `queryOptions` (the
 * operation's `queryKey`, a `queryFn` that hands TanStack's abort signal to the client, the error type), the
 * same object `useQuery`, `useSuspenseQuery`, `useQueries` and `queryClient.ensureQueryData` take; its hook
 * is `useQuery` over it (conditional fetching is TanStack's own `enabled` option). Every mutation has one
 * over `mutationOptions`, and its hook is `useMutation` over it, whose `mutate` takes the operation's
 * arguments as one object. An error is the operation's failure union (`GetPetError`, see `isApiError`) or a
 * `NoResponseError` (network failure, abort), so `error?.status === 404` narrows; with a client that does
 * not type failures, TanStack's registrable `DefaultError`.
 */

import { destructuredParameter, shorthandProperty } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import {
  arrow,
  call,
  id,
  keywordType,
  literalType,
  objectLiteral,
  spread,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import { typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext, ReactiveLayer } from "../../emit/client-template.js";
import {
  anyKeyType,
  libraryImport,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { hookNamespace, type MutationHookParts, type QueryHookParts } from "../../emit/hooks/hook-parts.js";
import {
  type HookDefinition,
  type HookSignature,
  optionalMember,
  optionsParameter,
  parameterDeclaration,
} from "../../emit/hooks/hook-syntax.js";
import { valueInHooks } from "../../plan/plan-hook-aliases.js";
import { tsqDeclaration } from "../../template-declarations/tsq.js";
import {
  bodyHelperDeclarations,
  keyedMutationHookCall,
  keyedMutationOptionsCall,
  keyedMutationOptionsType,
  taggedOptionsType,
  taggedQueryHookCall,
  taggedQueryOptionsCall,
} from "./body-helpers.js";

const ERROR = () => referencedType("DefaultError");
const { options: MUTATION_OPTIONS, variables: VARIABLES } = tsqDeclaration.mutationLocals;
/** A query hook's and factory's type parameter: the data `select` makes of the response (TanStack's name). */
const SELECTED = "TData";
/** The query function's argument TanStack's abort signal is taken from (its local is planned, `queryLocals`). */
const [SIGNAL] = tsqDeclaration.queryLocals;

export const tsqLayer: ReactiveLayer = {
  declaration: tsqDeclaration,
  imports: (ctx) => [
    libraryImport(
      "@tanstack/react-query",
      /* defaultName */ undefined,
      [
        { name: "DataTag", typeOnly: true },
        { name: "DefaultError", typeOnly: true },
        { name: "mutationOptions" },
        { name: "queryOptions" },
        { name: "UnusedSkipTokenOptions", typeOnly: true },
        { name: "useMutation" },
        { name: "UseMutationOptions", typeOnly: true },
        { name: "UseMutationResult", typeOnly: true },
        { name: "useQuery" },
        { name: "UseQueryOptions", typeOnly: true },
        { name: "UseQueryResult", typeOnly: true },
        { name: "WithRequired", typeOnly: true },
      ],
      ctx,
    ),
  ],
  prelude: (ctx) => [queryOptionsType(ctx), mutationOptionsType(ctx), ...bodyHelperDeclarations(ctx)],
  namespace: (group, client, ctx) =>
    hookNamespace(
      group,
      client,
      {
        query: (parts) => queryHook(parts, ctx),
        mutation: (parts) => mutationHook(parts, ctx),
        factories: {
          query: (parts) => queryFactory(parts, ctx),
          mutation: (parts) => mutationFactory(parts, ctx),
        },
      },
      ctx,
    ),
};

/**
 * `xQueryOptions<TData = Data>(args..., options?) { return taggedQueryOptions<Data, Failure, TData, Key>(key,
 * ({ signal }) => x(args..., { ...options?.request, signal }), options); }`, which is TanStack's `queryOptions`
 * over `{ ...options?.query, queryKey, queryFn }` (see `body-helpers.ts`): it tags the key with the data type,
 * so `queryClient.getQueryData(key)` is typed.
 */
function queryFactory(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const options = query.hook.planned.options.name;
  const request = optionalMember(options, "request");
  const signalOption = ctx.hooks.abortSignal;
  // `signal2` where an argument is `signal`: the argument keeps its name in the signature.
  const signal = query.hook.locals[SIGNAL] ?? SIGNAL;
  // Without an option to carry it, the request runs to its end and TanStack drops the result.
  const queryFn =
    signalOption === undefined
      ? arrow([], query.call(request))
      : arrow(
          [destructuredParameter([signal === SIGNAL ? SIGNAL : { property: SIGNAL, name: signal }])],
          query.call(objectLiteral([spread(request), signalProperty(signalOption, signal)], false)),
        );
  const typeArguments = [query.data, query.error ?? ERROR(), typeReference(SELECTED), query.keyType];
  return {
    typeParameters: [typeParameter(SELECTED, undefined, query.data)],
    parameters: queryParameters(query),
    // What `queryOptions` returns for these options (the overload whose `queryFn` is no `skipToken`, which
    // `useSuspenseQuery` requires), written out for `isolatedDeclarations`.
    returnType: taggedOptionsType(typeArguments),
    value: taggedQueryOptionsCall(ctx, typeArguments, query.key, queryFn, options),
  };
}

/** `signal` (shorthand) or `abortSignal: signal`: the client's option that takes TanStack's signal. */
function signalProperty(option: string, signal: string): ts.ObjectLiteralElementLike {
  return option === signal ? shorthandProperty(signal) : property(option, id(signal));
}

/**
 * `useX<TData = Data>(args..., options?) { return useTaggedQuery(xQueryOptions<TData>(args..., options)); }` (TanStack's
 * `useQuery`, see `body-helpers.ts`), after two
 * overloads: with options, generic in what `select` makes; without `select`, the response. The second is
 * the last, so `ReturnType<typeof useX>` has the response as its data, as before there was a `TData`.
 */
function queryHook(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const options = query.hook.planned.options.name;
  const error = query.error ?? ERROR();
  const withOptions: HookSignature = {
    typeParameters: [typeParameter(SELECTED, undefined, query.data)],
    // Required options after optional arguments: those take `undefined` in their place.
    parameters: [
      ...query.arguments.map((argument) =>
        parameterDeclaration({
          ...argument,
          type: argument.required ? argument.type : unionType([argument.type, keywordType("undefined")]),
          required: true,
        }),
      ),
      parameterDeclaration({
        name: options,
        type: queryOptionsOf(query, typeReference(SELECTED)),
        required: true,
      }),
    ],
    returnType: referencedType("UseQueryResult", [typeReference(SELECTED), error]),
  };
  const responseOnly: HookSignature = {
    parameters: [
      ...query.arguments.map(parameterDeclaration),
      optionsParameter(options, queryOptionsOf(query)),
    ],
    returnType: referencedType("UseQueryResult", [query.data, error]),
  };
  return {
    overloads: [withOptions, responseOnly],
    typeParameters: [typeParameter(SELECTED, undefined, query.data)],
    parameters: queryParameters(query),
    value: taggedQueryHookCall(
      ctx,
      // `TData` given, not inferred: inferring it from the options type costs a consumer's type-check about
      // half its instantiations on a large API.
      call(
        factoryName(query, ctx),
        [...query.arguments.map((argument) => id(argument.name)), id(options)],
        [typeReference(SELECTED)],
      ),
    ),
  };
}

/** The operation's arguments, then `options?: QueryHookOptions<Data, Key, Failure, TData>`. */
function queryParameters(query: QueryHookParts): ts.ParameterDeclaration[] {
  return [
    ...query.arguments.map(parameterDeclaration),
    // The key's own type, not the default `QueryKey`: spreading options typed with `QueryKey` over a literal
    // `as const` key does not type-check (the key types of the `enabled` callback differ).
    optionsParameter(query.hook.planned.options.name, queryOptionsOf(query, typeReference(SELECTED))),
  ];
}

/** `QueryHookOptions<Data, Key, Failure, <selected>>`, or without `selected` its default, `Data`. */
function queryOptionsOf(query: QueryHookParts, selected?: ts.TypeNode): ts.TypeNode {
  const failure = query.error ?? ERROR();
  return typeReference("QueryHookOptions", [
    query.data,
    query.keyType,
    failure,
    ...(selected === undefined ? [] : [selected]),
  ]);
}

/** `useX(options?) { return useKeyedMutation(xMutationOptions(options)); }` (TanStack's `useMutation`) */
function mutationHook(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  return {
    parameters: [mutationOptionsParameter(mutation)],
    returnType: referencedType("UseMutationResult", mutationTypeArguments(mutation)),
    value: keyedMutationHookCall(ctx, call(factoryName(mutation, ctx), [id(MUTATION_OPTIONS)])),
  };
}

/** The factory a hook is built on (the plan gives every tsq hook one), under its alias where it has one. */
function factoryName(parts: QueryHookParts | MutationHookParts, ctx: HookEmitContext): string {
  const factory = parts.hook.optionsFactory;
  if (factory === undefined) throw new Error(`${parts.hook.hookName} has no options factory`);
  return valueInHooks(ctx.hooks.bodyNames, factory.exportName);
}

/**
 * `xMutationOptions(options?) { return keyedMutationOptions<Data, Failure, Variables>(key, mutationFn,
 * options); }`: TanStack's `mutationOptions` over `{ ...options?.mutation, mutationKey, mutationFn }`.
 */
function mutationFactory(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  const request = optionalMember(MUTATION_OPTIONS, "request");
  const variables = id(VARIABLES);
  // Without arguments the variables are `void`, TanStack's "none", so `mutate()` takes no argument.
  const mutationFn =
    mutation.variables === undefined
      ? arrow([], mutation.call(variables, request))
      : arrow(
          [parameterDeclaration({ name: variables.text, type: mutation.variables, required: true })],
          mutation.call(variables, request),
        );
  const typeArguments = mutationTypeArguments(mutation);
  return {
    parameters: [mutationOptionsParameter(mutation)],
    // What `mutationOptions` returns for options with a key, written out for `isolatedDeclarations`.
    returnType: keyedMutationOptionsType(typeArguments),
    value: keyedMutationOptionsCall(ctx, typeArguments, mutation.key, mutationFn, MUTATION_OPTIONS),
  };
}

/** `Data, Failure, Variables`: TanStack's first three type parameters of a mutation. */
function mutationTypeArguments(mutation: MutationHookParts): ts.TypeNode[] {
  return [mutation.data, mutation.error ?? ERROR(), mutation.variables ?? keywordType("void")];
}

/** `options?: MutationHookOptions<Data, Variables, Failure>` */
function mutationOptionsParameter(mutation: MutationHookParts): ts.ParameterDeclaration {
  return optionsParameter(
    MUTATION_OPTIONS,
    typeReference("MutationHookOptions", [
      mutation.data,
      mutation.variables ?? keywordType("void"),
      mutation.error ?? ERROR(),
    ]),
  );
}

/** `export interface QueryHookOptions<Data, Key extends readonly unknown[], Failure, TData> { query?; request? }` */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  return optionsInterface(
    "QueryHookOptions",
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
          referencedType("UseQueryOptions", [
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
    "MutationHookOptions",
    [{ name: "Data" }, { name: "Variables" }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "mutation",
        type: omit(
          referencedType("UseMutationOptions", [
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
