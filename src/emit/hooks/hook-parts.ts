/**
 * Everything about a hook that is the same in swr and TanStack Query: its arguments, data type, key and
 * the call of the client method (the namespace that holds a group's hooks: `hook-namespace.ts`).
 */

import { localTypeAlias } from "../../ast/declarations.js";
import type { JsDocFacts } from "../../ast/jsdoc.js";
import { memberAccess } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  asConst,
  call,
  id,
  keywordType,
  literalType,
  readonlyType,
  restParameter,
  spreadElement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { namedTupleMember, tupleType, typeQuery } from "../../ast/type-nodes.js";
import ts from "../../compiler-api.js";
import type { PlannedOperation } from "../../plan/operation-plan-types.js";
import { valueInHooks } from "../../plan/query-layer/hook-body-names.js";
import { takesVariablesObject } from "../../plan/query-layer/hook-exports.js";
import type {
  PlannedHook,
  PlannedHookGroup,
  PlannedMutationHook,
  PlannedQueryHook,
} from "../../plan/query-layer/hooks-plan.js";
import { runtimeType } from "../../splice/runtime-names.js";
import type { HookEmitContext } from "../client-template.js";
import { typesFailures } from "../failures.js";
import { buildMethodSignature, lowerResponseBody, orAbsent } from "../operations/method-parts.js";
import { resolvesToBody } from "../response-shape.js";
import { hookDataType } from "./client-types.js";
import type { HookArgument } from "./hook-syntax.js";
import { elementType, type HookType, namedType, variablesInterface } from "./named-hook-types.js";

export interface QueryHookParts {
  hook: PlannedQueryHook;
  /** The operation's arguments under the operation's names, without the options argument. */
  arguments: HookArgument[];
  /**
   * `ListPetsData`: what the call resolves to; `null` where the query resolves to `null` instead of no body
   * (see `named-hook-types.ts`).
   */
  data: ts.TypeNode;
  /**
   * The declarations of the types the hook names (`ListPetsData`, `ListPetsFailure`, `ListPetsQueryKey`),
   * written before it.
   */
  typeDeclarations: ts.Statement[];
  /**
   * What the hook's `error` can be, the operation's failure union or a rejection without a response
   * (`ListPetsFailure` where the layer names every hook type); `undefined` where the client does not type
   * failures (a custom template): the layer's default.
   */
  error: ts.TypeNode | undefined;
  /** `['pet', 'listPets', limit, status] as const` */
  key: ts.Expression;
  /** `['pet', 'listPets']`: the key's first parts, the group and the operation. */
  keyPrefix: ts.Expression;
  /** `ListPetsQueryKey`, declared `readonly ['pet', 'listPets', number | undefined, PetStatus | undefined]`. */
  keyType: ts.TypeNode;
  /** `listPets(limit, status, <request>)` (or through the group's client, see `PlannedHook.callee`). */
  call(request: ts.Expression): ts.Expression;
  /** The operation's function as a value a helper calls (see {@link operationFunction}). */
  callee: ts.Expression;
  /**
   * `ListPetsArguments`, declared `type ListPetsArguments = [limit?: number, status?: PetStatus]` among the
   * type declarations, where the plan names the argument list (`PlannedQueryHook.argumentsTypeName`).
   */
  argumentsType: ts.TypeNode | undefined;
  /** The operation's pages walker as a value a helper calls (`listPetsPages`), where the query has an infinite hook. */
  pagesCallee: ts.Expression | undefined;
  /**
   * The body of one page of the walker (its `PageOf<Body>`): the query's `data` where the call resolves to the
   * body, the body's type otherwise (axios' calls resolve to `AxiosResponse<Body>`, the walker's pages to the body).
   */
  pageBody: ts.TypeNode;
  jsDoc: JsDocFacts;
}

export interface MutationHookParts {
  hook: PlannedMutationHook;
  /** As in {@link QueryHookParts}. */
  data: ts.TypeNode;
  /** As in {@link QueryHookParts}: `CreatePetData`, `CreatePetVariables`. */
  typeDeclarations: ts.Statement[];
  /** As in {@link QueryHookParts}. */
  error: ts.TypeNode | undefined;
  /** `CreatePetVariables`: what `trigger`/`mutate` take; `undefined` for no arguments. */
  variables: ts.TypeNode | undefined;
  /** `['pet', 'createPet'] as const`: identifies the mutation (swr's key, TanStack's `mutationKey`). */
  key: ts.Expression;
  /** `['pet', 'createPet']`: the same key as a plain list. */
  keyPrefix: ts.Expression;
  keyType: ts.TypeNode;
  /** `createPet(<variables>.body, <request>)` (or through the group's client) */
  call(variables: ts.Expression, request: ts.Expression): ts.Expression;
  /** The operation's function as a value a helper calls (see {@link operationFunction}). */
  callee: ts.Expression;
  /**
   * The members of the variables the call passes, in the order of its arguments (`[]` without arguments);
   * `undefined` where the call takes the variables whole (`argumentStyle: "object"`).
   */
  argumentNames: readonly string[] | undefined;
  jsDoc: JsDocFacts;
}

export function queryHookParts(
  hook: PlannedQueryHook,
  group: PlannedHookGroup,
  client: ts.Expression,
  ctx: HookEmitContext,
): QueryHookParts {
  const parts = buildMethodSignature(hook.planned, ctx);
  const args = parts.parameters.map((parameter, index) => ({
    name: hook.planned.arguments[index]?.name ?? "",
    type: ctx.typeInHooks(parameter.type ?? keywordType("unknown")),
    required: parameter.questionToken === undefined,
  }));
  const values = args.map((argument) => id(argument.name));
  const resolvesToNull = resolvesToBody(ctx.response) ? hook.nullWithoutBody : undefined;
  const every = ctx.hooks.namesEveryType;
  const data = namedType(
    hook.dataName,
    queryDataType(resolvesToNull, parts.responseType, hook.planned, ctx),
    every,
  );
  const error = hookErrorType(hook, ctx);
  const key = namedType(hook.keyTypeName, keyType(group, hook.planned, args.map(elementType)), every);
  const { argumentsTypeName } = hook;
  const argumentList =
    argumentsTypeName === undefined ? undefined : localTypeAlias(argumentsTypeName, argumentsTuple(args));
  return {
    hook,
    arguments: args,
    data: data.type,
    typeDeclarations: [...declarationsOf([data, error, key]), ...(argumentList ? [argumentList] : [])],
    error: error?.type,
    key: keyExpression(group, hook.planned, values),
    keyPrefix: keyPrefix(group, hook.planned),
    keyType: key.type,
    call: (request) => operationCall(hook, client, ctx, [...values, request]),
    callee: operationFunction(hook, client, ctx),
    argumentsType: argumentsTypeName === undefined ? undefined : typeReference(argumentsTypeName),
    pagesCallee: hook.infinite && calleeReference(hook.infinite.pagesCallee, ctx),
    pageBody: resolvesToBody(ctx.response) ? data.type : ctx.typeInHooks(parts.responseType),
    jsDoc:
      resolvesToNull === undefined
        ? parts.jsDoc
        : { ...parts.jsDoc, description: withNullNote(parts.jsDoc.description, resolvesToNull) },
  };
}

/** The query's data: the call's, or with `null` where the query resolves to it instead of no body. */
function queryDataType(
  resolvesToNull: PlannedQueryHook["nullWithoutBody"],
  responseType: ts.TypeNode,
  planned: PlannedOperation,
  ctx: HookEmitContext,
): ts.TypeNode {
  switch (resolvesToNull) {
    case undefined:
      return hookDataType(responseType, ctx);
    case "always":
      return literalType(null);
    case "whenEmpty":
      return orAbsent(hookDataType(lowerResponseBody(planned.response, ctx.types), ctx), literalType(null));
  }
}

function withNullNote(description: string | undefined, when: "always" | "whenEmpty"): string {
  const note =
    when === "always"
      ? "Its data is `null`: the operation answers without a body."
      : "Its data is `null` when the operation answers without a body.";
  return description === undefined ? note : `${description}\n\n${note}`;
}

export function mutationHookParts(
  hook: PlannedMutationHook,
  group: PlannedHookGroup,
  client: ts.Expression,
  ctx: HookEmitContext,
): MutationHookParts {
  const parts = buildMethodSignature(hook.planned, ctx);
  const properties = parts.parameters.map((parameter, index) => ({
    name: hook.planned.arguments[index]?.name ?? "",
    type: ctx.typeInHooks(parameter.type ?? keywordType("unknown")),
    required: parameter.questionToken === undefined,
  }));
  const { variablesName } = hook;
  if ((variablesName === undefined) !== !takesVariablesObject(hook.planned))
    throw new Error(`${hook.hookName}: the plan's variables type does not match the method's arguments`);
  const data = namedType(hook.dataName, hookDataType(parts.responseType, ctx), ctx.hooks.namesEveryType);
  const error = hookErrorType(hook, ctx);
  const variables = variablesName === undefined ? undefined : variablesInterface(variablesName, properties);
  // With `argumentStyle: "object"` the mutation takes the operation's one object as it is.
  const [object] = hook.planned.arguments[0]?.kind === "object" ? properties : [];
  return {
    hook,
    data: data.type,
    typeDeclarations: [...declarationsOf([data, error]), ...(variables === undefined ? [] : [variables])],
    error: error?.type,
    variables: variablesName === undefined ? object?.type : typeReference(variablesName),
    key: keyExpression(group, hook.planned, []),
    keyPrefix: keyPrefix(group, hook.planned),
    keyType: keyType(group, hook.planned, []),
    call: (variables, request) =>
      operationCall(hook, client, ctx, [
        ...(object ? [variables] : properties.map(({ name }) => memberAccess(variables, name))),
        request,
      ]),
    callee: operationFunction(hook, client, ctx),
    argumentNames: object ? undefined : properties.map(({ name }) => name),
    // Parameter docs describe the method's arguments; a mutation hook takes them as `variables`.
    jsDoc: { ...parts.jsDoc, params: [] },
  };
}

/**
 * `ListPetsArguments`: a query's argument list by its name, which the plan gives where the layer's hooks are
 * constants (every hook, factory and key function of the query types its arguments with it).
 */
export function namedArgumentsType(query: Pick<QueryHookParts, "hook" | "argumentsType">): ts.TypeNode {
  if (query.argumentsType === undefined)
    throw new Error(`${query.hook.hookName}: the plan names no argument list`);
  return query.argumentsType;
}

/** `[limit?: number, status?: PetStatus]`: the arguments as a tuple whose names an editor shows. */
export function argumentsTuple(args: readonly HookArgument[]): ts.TypeNode {
  return tupleType(
    args.map((argument) =>
      namedTupleMember(argument.name, argument.type, argument.required ? "required" : "optional"),
    ),
  );
}

/**
 * `['pet', 'listPets', ...values] as const`: the group, the operation, then every argument in signature
 * order, so keys are plain serializable tuples and any leading part of one is a prefix to match it by.
 */
export function keyExpression(
  group: PlannedHookGroup,
  planned: PlannedOperation | undefined,
  values: readonly ts.Expression[],
): ts.Expression {
  const names = [group.namespaceName, ...(planned ? [planned.methodName] : [])];
  return asConst(arrayLiteral([...names.map(stringLiteral), ...values], false));
}

/** `['pet', 'listPets']`: a key's first parts, the group and the operation. */
function keyPrefix(group: PlannedHookGroup, planned: PlannedOperation): ts.Expression {
  return arrayLiteral([group.namespaceName, planned.methodName].map(stringLiteral), false);
}

function keyType(
  group: PlannedHookGroup,
  planned: PlannedOperation,
  elements: readonly ts.TypeNode[],
): ts.TypeNode {
  return readonlyType(
    tupleType([literalType(group.namespaceName), literalType(planned.methodName), ...elements]),
  );
}

/**
 * `listPets(...)` (`api.listPets(...)` from a separate hooks file): the operation's own function, so a bundle
 * of the hook holds no other operation; `petClient.listPets(...)` where the plan says so.
 */
function operationCall(
  hook: PlannedHook,
  client: ts.Expression,
  ctx: HookEmitContext,
  args: ts.Expression[],
): ts.Expression {
  if (hook.callee === undefined) return call(memberAccess(client, hook.planned.methodName), args);
  return call(calleeReference(hook.callee, ctx), args);
}

/**
 * The operation's function as a value: `listPets` (`api.listPets` from a separate hooks file), or where the
 * plan calls the group's client, `(...args: Parameters<typeof petClient.listPets>) => petClient.listPets(...args)`,
 * so that the method keeps its client as `this`.
 */
function operationFunction(hook: PlannedHook, client: ts.Expression, ctx: HookEmitContext): ts.Expression {
  if (hook.callee !== undefined) return calleeReference(hook.callee, ctx);
  const method = memberAccess(client, hook.planned.methodName);
  const [first, ...rest] = expressionPath(client);
  const methodType = typeQuery([first, ...rest, hook.planned.methodName]);
  return arrow(
    [restParameter("args", referencedType("Parameters", [methodType]))],
    call(method, [spreadElement(id("args"))]),
  );
}

function calleeReference(callee: string, ctx: HookEmitContext): ts.Expression {
  const { bodyNames } = ctx.hooks;
  return ctx.separateFile
    ? memberAccess(referenceTo(bodyNames.mainModule), callee)
    : id(valueInHooks(bodyNames, callee));
}

/** `api.petClient` → `['api', 'petClient']`: the names of a client expression, for a `typeof` of its method. */
function expressionPath(expression: ts.Expression): [string, ...string[]] {
  if (ts.isIdentifier(expression)) return [expression.text];
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.name))
    return [...expressionPath(expression.expression), expression.name.text];
  throw new Error("internal: a hook's client is a name or a member of one");
}

/**
 * `GetPetError | NoResponseError` (named `GetPetFailure` where the layer names every hook type): the
 * operation's documented failures (or any
 * failure status with an `unknown` body), or a rejection without a response, so `error?.status === 404`
 * narrows in a component.
 */
function hookErrorType(hook: PlannedHook, ctx: HookEmitContext): HookType | undefined {
  if (!typesFailures(ctx)) return undefined;
  const { failures } = hook.planned;
  const failure = failures
    ? typeReference(failures.typeName)
    : runtimeType("ApiFailure", [runtimeType("ErrorStatus"), keywordType("unknown")]);
  const union = ctx.typeInHooks(unionType([failure, runtimeType("NoResponseError")]));
  return namedType(hook.failureName, union, ctx.hooks.namesEveryType);
}

/** The declarations of the named types a hook has, in order. */
function declarationsOf(types: readonly (HookType | undefined)[]): ts.Statement[] {
  return types.flatMap((type) => (type?.declaration === undefined ? [] : [type.declaration]));
}

/**
 * The exported name of the options factory a hook is built on, where the layer's plan gives every hook one
 * (the TanStack layers', Pinia Colada's): a hook without one is the layer's own mistake.
 */
export function optionsFactoryName(parts: QueryHookParts | MutationHookParts): string {
  const factory = parts.hook.optionsFactory;
  if (factory === undefined) throw new Error(`${parts.hook.hookName} has no options factory`);
  return factory.exportName;
}
