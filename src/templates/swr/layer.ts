/**
 * `swr`: query hooks call `useSWR` with the operation's key, or with `null` when `enabled: false` (swr's
 * conditional fetching); mutation hooks call `useSWRMutation`, whose `trigger` takes the operation's
 * arguments as one object. A hook's error is the operation's failure union (`GetPetError`, see
 * `isApiError`) or a `NoResponseError` (network failure, abort), so `error?.status === 404` narrows.
 */

import { nullLiteral, strictEquals } from "../../ast/expressions.js";
import { memberAccess } from "../../ast/keys.js";
import {
  arrow,
  booleanLiteral,
  call,
  conditional,
  id,
  keywordType,
  parameter,
  typeReference,
} from "../../ast/nodes.js";
import { referencedType } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext, ReactiveLayer, TemplateReads } from "../../emit/client-template.js";
import {
  anyKeyType,
  layerImports,
  libraryValue,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { hookNamespace } from "../../emit/hooks/hook-namespace.js";
import type { MutationHookParts, QueryHookParts } from "../../emit/hooks/hook-parts.js";
import {
  type HookDefinition,
  optionalMember,
  optionsParameter,
  parameterDeclaration,
  queryRequestOptions,
} from "../../emit/hooks/hook-syntax.js";
import { swrDeclaration, swrMutationLocals } from "./declaration.js";
import { infiniteDeclarations, infiniteHook } from "./infinite.js";
import { keyStartsWith } from "./key-filter.js";
import { planSwrHooks } from "./plan.js";

const { imports, declared } = swrDeclaration.names;
const ERROR = () => typeReference("Error");

export const swrLayer: ReactiveLayer<TemplateReads<typeof swrDeclaration>> = {
  declaration: swrDeclaration,
  planHooks: planSwrHooks,
  imports: (ctx) => layerImports(imports, ctx),
  prelude: (ctx) => [
    queryOptionsType(ctx),
    mutationOptionsType(ctx),
    keyStartsWith(ctx),
    ...infiniteDeclarations(ctx, ERROR()),
  ],
  namespace: (group, client, ctx) =>
    hookNamespace(
      group,
      client,
      {
        query: (parts) => queryHook(parts, ctx),
        mutation: (parts) => mutationHook(parts, ctx),
        infinite: { hook: (parts) => infiniteHook(parts, ERROR()) },
      },
      ctx,
    ),
};

/** `useX(args..., options?) { return useSWR<Data, Error>(enabled ? key : null, fetcher, options?.swr); }` */
function queryHook(query: QueryHookParts, ctx: HookEmitContext): HookDefinition {
  const options = query.hook.planned.options.name;
  const key = conditional(
    strictEquals(optionalMember(options, "enabled"), booleanLiteral(false)),
    nullLiteral(),
    query.key,
  );
  const hookCall = call(
    libraryValue(ctx, imports.useSWR.name),
    [
      key,
      arrow([], query.call(queryRequestOptions(options, ctx.hooks.clientRetriesOption))),
      optionalMember(options, "swr"),
    ],
    [query.data, query.error ?? ERROR()],
  );
  return {
    parameters: [
      ...query.arguments.map(parameterDeclaration),
      optionsParameter(options, typeReference(declared.queryOptions, [query.data, query.error ?? ERROR()])),
    ],
    // Written out because the inferred type names swr's internal `FetcherResponse`, which declaration emit
    // cannot (TS2883). Its third argument, left at `any`, gives `data` and `isLoading` the same types as
    // the inferred configuration does, with or without a global `suspense`.
    returnType: referencedType(imports.response.name, [query.data, query.error ?? ERROR()]),
    value: hookCall,
  };
}

/** `useX(options?) { return useSWRMutation<Data, Error, Key, Variables>(key, fetcher, options?.swr); }` */
function mutationHook(mutation: MutationHookParts, ctx: HookEmitContext): HookDefinition {
  const { options, key, trigger: triggerName } = swrMutationLocals;
  const request = optionalMember(options, "request");
  const trigger = id(triggerName);
  const fetcher =
    mutation.variables === undefined
      ? arrow([], mutation.call(trigger, request))
      : arrow([parameter(key), parameter(trigger)], mutation.call(memberAccess(trigger, "arg"), request));
  // Without arguments swr's `ExtraArg` stays `never`, which gives a `trigger()` without one.
  const typeArguments = [
    mutation.data,
    mutation.error ?? ERROR(),
    mutation.keyType,
    ...optionalList(mutation.variables),
  ];
  const hookCall = call(
    libraryValue(ctx, imports.useSWRMutation.name),
    [mutation.key, fetcher, optionalMember(options, "swr")],
    typeArguments,
  );
  const optionsType = typeReference(declared.mutationOptions, [
    mutation.data,
    mutation.variables ?? keywordType("never"),
    mutation.keyType,
    mutation.error ?? ERROR(),
  ]);
  return {
    parameters: [optionsParameter(options, optionsType)],
    // The type the call infers, written out for `isolatedDeclarations`.
    returnType: referencedType(imports.mutationResponse.name, typeArguments),
    value: hookCall,
  };
}

function optionalList<T>(value: T | undefined): T[] {
  return value === undefined ? [] : [value];
}

/** `export interface QueryHookOptions<Data> { enabled?; swr?; request? }` */
function queryOptionsType(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  return optionsInterface(
    declared.queryOptions,
    [{ name: "Data" }, { name: "Failure", default: ERROR() }],
    [
      {
        name: "enabled",
        type: keywordType("boolean"),
        description: "`false` sends no request (the hook passes swr a `null` key). Default `true`.",
      },
      {
        name: "swr",
        type: referencedType(imports.configuration.name, [data, typeReference("Failure")]),
        description: "swr's own options for this hook.",
      },
      requestMember(ctx),
    ],
    "Options of every query hook.",
  );
}

/** `export interface MutationHookOptions<Data, Variables, Key extends readonly unknown[]> { swr?; request? }` */
function mutationOptionsType(ctx: HookEmitContext): ts.Statement {
  return optionsInterface(
    declared.mutationOptions,
    [
      { name: "Data" },
      { name: "Variables" },
      { name: "Key", constraint: anyKeyType() },
      { name: "Failure", default: ERROR() },
    ],
    [
      {
        name: "swr",
        type: referencedType(imports.mutationConfiguration.name, [
          typeReference("Data"),
          typeReference("Failure"),
          typeReference("Key"),
          typeReference("Variables"),
        ]),
        description: "swr's own options for this hook.",
      },
      requestMember(ctx),
    ],
    "Options of every mutation hook.",
  );
}
