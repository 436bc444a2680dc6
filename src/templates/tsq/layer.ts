/**
 * `tsq` (TanStack Query): query hooks call `useQuery` with the operation's `queryKey` (conditional
 * fetching is TanStack's own `enabled` option); mutation hooks call `useMutation`, whose `mutate` takes the
 * operation's arguments as one object. A hook's error is the operation's failure union (`GetPetError`, see
 * `isApiError`) or a `NoResponseError` (network failure, abort), so `error?.status === 404` narrows; with a
 * client that does not type failures, TanStack's registrable `DefaultError`.
 */

import { arrow, call, id, keywordType, literalType, typeReference, unionType } from "../../ast/nodes.js";
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
  optionalMember,
  optionsParameter,
  parameterDeclaration,
  spreadThen,
} from "../../emit/hooks/hook-syntax.js";
import { tsqDeclaration } from "../../template-declarations/tsq.js";

const ERROR = () => typeReference("DefaultError");
const MUTATION_OPTIONS = "options";

export const tsqLayer: ReactiveLayer = {
  declaration: tsqDeclaration,
  imports: () => [
    libraryImport("@tanstack/react-query", /* defaultName */ undefined, [
      { name: "DefaultError", typeOnly: true },
      { name: "useMutation" },
      { name: "UseMutationOptions", typeOnly: true },
      { name: "useQuery" },
      { name: "UseQueryOptions", typeOnly: true },
    ]),
  ],
  prelude: (ctx) => [queryOptionsType(ctx), mutationOptionsType(ctx)],
  namespace: (group, client, ctx) =>
    hookNamespace(group, client, { query: queryHook, mutation: mutationHook }, ctx),
};

/**
 * `useX(args..., options?) { return useQuery({ ...options?.query, queryKey, queryFn }); }`: the types are
 * inferred from the client method and the key, and the options must agree with them.
 */
function queryHook(query: QueryHookParts): HookDefinition {
  const options = query.hook.optionsName;
  const call = hookCall(
    "useQuery",
    spreadThen(optionalMember(options, "query"), [
      ["queryKey", query.key],
      ["queryFn", arrow([], query.call(optionalMember(options, "request")))],
    ]),
    [query.data, query.error ?? ERROR(), query.data, query.keyType],
  );
  return {
    parameters: [
      ...query.arguments.map(parameterDeclaration),
      // The key's own type, not the default `QueryKey`: spreading options typed with `QueryKey` over a literal
      // `as const` key does not type-check (the key types of the `enabled` callback differ).
      optionsParameter(
        options,
        typeReference("QueryHookOptions", [query.data, query.keyType, query.error ?? ERROR()]),
      ),
    ],
    value: call,
  };
}

/** `useX(options?) { return useMutation({ ...options?.mutation, mutationKey, mutationFn }); }` */
function mutationHook(mutation: MutationHookParts): HookDefinition {
  const request = optionalMember(MUTATION_OPTIONS, "request");
  const variables = id("variables");
  // Without arguments the variables are `void`, TanStack's "none", so `mutate()` takes no argument.
  const mutationFn =
    mutation.variables === undefined
      ? arrow([], mutation.call(variables, request))
      : arrow(
          [parameterDeclaration({ name: variables.text, type: mutation.variables, required: true })],
          mutation.call(variables, request),
        );
  const call = hookCall(
    "useMutation",
    spreadThen(optionalMember(MUTATION_OPTIONS, "mutation"), [
      ["mutationKey", mutation.key],
      ["mutationFn", mutationFn],
    ]),
    [mutation.data, mutation.error ?? ERROR(), mutation.variables ?? keywordType("void")],
  );
  return {
    parameters: [
      optionsParameter(
        MUTATION_OPTIONS,
        typeReference("MutationHookOptions", [
          mutation.data,
          mutation.variables ?? keywordType("void"),
          mutation.error ?? ERROR(),
        ]),
      ),
    ],
    value: call,
  };
}

function hookCall(hook: string, options: ts.Expression, typeArguments: ts.TypeNode[]): ts.Expression {
  return call(hook, [options], typeArguments);
}

/** `export interface QueryHookOptions<Data, Key extends readonly unknown[]> { query?; request? }` */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  return optionsInterface(
    "QueryHookOptions",
    [{ name: "Data" }, { name: "Key", constraint: anyKeyType() }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "query",
        type: omit(
          typeReference("UseQueryOptions", [data, typeReference("Failure"), data, typeReference("Key")]),
          ["queryKey", "queryFn"],
        ),
        description:
          "TanStack Query's own options (`enabled`, `staleTime`, `select`, ...); the key and the function are the hook's.",
      },
      requestMember(ctx),
    ],
    "Options of every query hook.",
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
          typeReference("UseMutationOptions", [
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
    "Options of every mutation hook.",
  );
}

/** `Omit<T, 'a' | 'b'>` */
function omit(type: ts.TypeNode, keys: readonly string[]): ts.TypeNode {
  return typeReference("Omit", [type, unionType(keys.map(literalType))]);
}
