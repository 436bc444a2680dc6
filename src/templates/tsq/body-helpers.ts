/**
 * What every tsq hook and factory does, written once as module-private generic functions that each hook's
 * body calls with its own named types: a consumer's type-check then resolves TanStack's overloaded
 * `queryOptions`, `useQuery`, `mutationOptions` and `useMutation` once for the file, in these bodies, rather
 * than once per hook, where each call compared the hook's options with every overload's large option types.
 * A hook's call of a helper relates two instantiations of one named type (`TaggedQueryOptions<...>`), which
 * TypeScript compares by their type arguments.
 */

import { typeAliasDeclaration } from "../../ast/declarations.js";
import { shorthandProperty } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import {
  call,
  functionDeclaration,
  id,
  intersectionType,
  keywordType,
  literalType,
  objectLiteral,
  parameter,
  propertySignature,
  returnStatement,
  spread,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { functionType, typeLiteral, typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { anyKeyType, libraryValue } from "../../emit/hooks/hook-declarations.js";
import { optionalMember } from "../../emit/hooks/hook-syntax.js";
import { tsqDeclaration } from "../../template-declarations/tsq.js";

const [TAGGED_QUERY_OPTIONS, USE_TAGGED_QUERY, KEYED_MUTATION_OPTIONS, USE_KEYED_MUTATION] =
  tsqDeclaration.names.bodyHelpers;
/** What a query options factory returns, named (a reserved type of the layer). */
export const TAGGED_OPTIONS_TYPE = "TaggedQueryOptions";

const DATA = typeReference("Data");
const FAILURE = typeReference("Failure");
const SELECTED = typeReference("TData");
const KEY = typeReference("Key");
const VARIABLES = typeReference("Variables");
const OPTIONS = "options";

/** The name a helper is declared and called under (see `HookBodyNames.helpers`). */
function helperName(ctx: HookEmitContext, helper: string | undefined): string {
  if (helper === undefined) throw new Error("internal: tsq declares four body helpers");
  return ctx.hooks.bodyNames.helpers[helper] ?? helper;
}

/** `taggedQueryOptions<Data, Failure, TData, Key>(key, queryFn, options)`: a query factory's value. */
export function taggedQueryOptionsCall(
  ctx: HookEmitContext,
  typeArguments: readonly ts.TypeNode[],
  key: ts.Expression,
  queryFn: ts.Expression,
  options: string,
): ts.Expression {
  return call(referenceTo(helperName(ctx, TAGGED_QUERY_OPTIONS)), [key, queryFn, id(options)], typeArguments);
}

/** `useTaggedQuery(<factory call>)`: a query hook's value. */
export function taggedQueryHookCall(ctx: HookEmitContext, options: ts.Expression): ts.Expression {
  return call(referenceTo(helperName(ctx, USE_TAGGED_QUERY)), [options]);
}

/** `keyedMutationOptions<Data, Failure, Variables>(key, mutationFn, options)`: a mutation factory's value. */
export function keyedMutationOptionsCall(
  ctx: HookEmitContext,
  typeArguments: readonly ts.TypeNode[],
  key: ts.Expression,
  mutationFn: ts.Expression,
  options: string,
): ts.Expression {
  return call(
    referenceTo(helperName(ctx, KEYED_MUTATION_OPTIONS)),
    [key, mutationFn, id(options)],
    typeArguments,
  );
}

/** `useKeyedMutation(<factory call>)`: a mutation hook's value. */
export function keyedMutationHookCall(ctx: HookEmitContext, options: ts.Expression): ts.Expression {
  return call(referenceTo(helperName(ctx, USE_KEYED_MUTATION)), [options]);
}

/** `TaggedQueryOptions<Data, Failure, TData, Key>` */
export function taggedOptionsType(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return typeReference(TAGGED_OPTIONS_TYPE, typeArguments);
}

/** `WithRequired<UseMutationOptions<Data, Failure, Variables>, 'mutationKey'>`: what `mutationOptions` returns. */
export function keyedMutationOptionsType(typeArguments: readonly ts.TypeNode[]): ts.TypeNode {
  return referencedType("WithRequired", [
    referencedType("UseMutationOptions", typeArguments),
    literalType("mutationKey"),
  ]);
}

/**
 * `export type TaggedQueryOptions<Data, Failure, TData, Key> = UnusedSkipTokenOptions<Data, Failure, TData, Key>
 * & { queryKey: DataTag<Key, Data, Failure> }`, then the helpers, each left out where no hook calls it.
 */
export function bodyHelperDeclarations(ctx: HookEmitContext): ts.Statement[] {
  const queryTypeParameters = () => [
    typeParameter("Data"),
    typeParameter("Failure"),
    typeParameter("TData"),
    typeParameter("Key", anyKeyType()),
  ];
  const mutationTypeParameters = () => [
    typeParameter("Data"),
    typeParameter("Failure"),
    typeParameter("Variables"),
  ];
  const queryArguments = [DATA, FAILURE, SELECTED, KEY];
  const taggedType = withJsDoc(
    typeAliasDeclaration(
      TAGGED_OPTIONS_TYPE,
      intersectionType([
        referencedType("UnusedSkipTokenOptions", queryArguments),
        typeLiteral([propertySignature("queryKey", referencedType("DataTag", [KEY, DATA, FAILURE]))]),
      ]),
      queryTypeParameters(),
    ),
    {
      description:
        "What a query options factory returns: TanStack's `queryOptions` for options with a key and a function (the\n" +
        "overload whose function is no `skipToken`), the key tagged with the data. TanStack 5.82 spells the tag's\n" +
        "part this way; later versions name the same type `QueryKeyWithDataTag`.",
    },
  );
  const mergedOptions = (section: string, properties: readonly string[]) =>
    objectLiteral([
      spread(optionalMember(OPTIONS, section)),
      ...properties.map((name) => shorthandProperty(name)),
    ]);
  const taggedQueryOptions = functionDeclaration(helperName(ctx, TAGGED_QUERY_OPTIONS), {
    typeParameters: queryTypeParameters(),
    parameters: [
      parameter("queryKey", { type: KEY }),
      parameter("queryFn", {
        type: functionType(
          [
            parameter("context", {
              type: typeLiteral([propertySignature("signal", typeReference("AbortSignal"))]),
            }),
          ],
          unionType([DATA, typeReference("Promise", [DATA])]),
        ),
      }),
      parameter(OPTIONS, {
        type: unionType([
          typeReference("QueryHookOptions", [DATA, KEY, FAILURE, SELECTED]),
          keywordType("undefined"),
        ]),
      }),
    ],
    returnType: taggedOptionsType(queryArguments),
    body: [
      returnStatement(
        call(libraryValue(ctx, "queryOptions"), [mergedOptions("query", ["queryKey", "queryFn"])]),
      ),
    ],
  });
  const useTaggedQuery = functionDeclaration(helperName(ctx, USE_TAGGED_QUERY), {
    typeParameters: queryTypeParameters(),
    parameters: [parameter(OPTIONS, { type: taggedOptionsType(queryArguments) })],
    returnType: referencedType("UseQueryResult", [SELECTED, FAILURE]),
    body: [returnStatement(call(libraryValue(ctx, "useQuery"), [id(OPTIONS)]))],
  });
  const mutationArguments = [DATA, FAILURE, VARIABLES];
  const keyedMutationOptions = functionDeclaration(helperName(ctx, KEYED_MUTATION_OPTIONS), {
    typeParameters: mutationTypeParameters(),
    parameters: [
      parameter("mutationKey", { type: anyKeyType() }),
      parameter("mutationFn", {
        type: functionType([parameter("variables", { type: VARIABLES })], typeReference("Promise", [DATA])),
      }),
      parameter(OPTIONS, {
        type: unionType([
          typeReference("MutationHookOptions", [DATA, VARIABLES, FAILURE]),
          keywordType("undefined"),
        ]),
      }),
    ],
    returnType: keyedMutationOptionsType(mutationArguments),
    body: [
      returnStatement(
        call(libraryValue(ctx, "mutationOptions"), [
          mergedOptions("mutation", ["mutationKey", "mutationFn"]),
        ]),
      ),
    ],
  });
  const useKeyedMutation = functionDeclaration(helperName(ctx, USE_KEYED_MUTATION), {
    typeParameters: mutationTypeParameters(),
    parameters: [parameter(OPTIONS, { type: keyedMutationOptionsType(mutationArguments) })],
    returnType: referencedType("UseMutationResult", mutationArguments),
    body: [returnStatement(call(libraryValue(ctx, "useMutation"), [id(OPTIONS)]))],
  });
  return [
    taggedType,
    ...droppableDeclarations([taggedQueryOptions, useTaggedQuery, keyedMutationOptions, useKeyedMutation]),
  ];
}
