/**
 * Everything about a hook that is the same in swr and TanStack Query: its arguments, data type, key and
 * the call of the client method; and the namespace object that holds a group's hooks.
 */

import { localTypeAlias } from "../../ast/declarations.js";
import { nullLiteral, shorthandProperty } from "../../ast/expressions.js";
import type { JsDocFacts } from "../../ast/jsdoc.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property, propertyName } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  asConst,
  call,
  constDeclaration,
  id,
  keywordType,
  literalType,
  nullish,
  objectLiteral,
  parameter,
  propertySignature,
  readonlyType,
  restParameter,
  spreadElement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { functionType, namedTupleMember, tupleType, typeLiteral, typeQuery } from "../../ast/type-nodes.js";
import ts from "../../compiler-api.js";
import type { PlannedOperation } from "../../plan/operation-plan-types.js";
import { valueInHooks } from "../../plan/plan-hook-aliases.js";
import {
  ALL_KEYS,
  type PlannedHook,
  type PlannedHookGroup,
  type PlannedMutationHook,
  type PlannedQueryHook,
  takesVariablesObject,
} from "../../plan/plan-hooks.js";
import { runtimeType } from "../../splice/runtime-names.js";
import { builtInBatches } from "../batches.js";
import type { HookEmitContext } from "../client-template.js";
import { typesFailures } from "../failures.js";
import { buildMethodSignature, lowerResponseBody, orAbsent } from "../operations/method-parts.js";
import { resolvesToBody } from "../response-shape.js";
import { hookDataType } from "./client-types.js";
import {
  type HookArgument,
  type HookConstant,
  type HookDefinition,
  hookDeclarations,
  parameterDeclaration,
} from "./hook-syntax.js";
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
  /**
   * `listPets(limit, status, <request>)` (or through the group's client, see `PlannedHook.callee`);
   * `.then(() => null)` after it where the query resolves to `null` (`PlannedQueryHook.nullWithoutBody`).
   */
  call(request: ts.Expression): ts.Expression;
  /** The operation's function as a value a helper calls (see {@link operationFunction}). */
  callee: ts.Expression;
  /**
   * `ListPetsArguments`, declared `type ListPetsArguments = [limit?: number, status?: PetStatus]` among the
   * type declarations, where the plan names the argument list (`PlannedQueryHook.argumentsTypeName`).
   */
  argumentsType: ts.TypeNode | undefined;
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

function queryHookParts(
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
    call: (request) => {
      const sent = operationCall(hook, client, ctx, [...values, request]);
      return resolvesToNull === undefined ? sent : thenNull(sent, resolvesToNull);
    },
    callee: operationFunction(hook, client, ctx),
    argumentsType: argumentsTypeName === undefined ? undefined : typeReference(argumentsTypeName),
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

/**
 * `<call>.then(() => null)`, or `<call>.then((data) => data ?? null)` where only some answers have no body:
 * the library rejects the `undefined` a call without a body resolves to.
 */
function thenNull(sent: ts.Expression, when: "always" | "whenEmpty"): ts.Expression {
  const toNull =
    when === "always"
      ? arrow([], nullLiteral())
      : arrow([parameter("data")], nullish(id("data"), nullLiteral()));
  return call(memberAccess(sent, "then"), [toNull]);
}

function withNullNote(description: string | undefined, when: "always" | "whenEmpty"): string {
  const note =
    when === "always"
      ? "Its data is `null`: the operation answers without a body."
      : "Its data is `null` when the operation answers without a body.";
  return description === undefined ? note : `${description}\n\n${note}`;
}

function mutationHookParts(
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

/** How a layer writes one query hook and one mutation hook, and the options factories it builds them on. */
export interface HookWriters {
  query(parts: QueryHookParts): HookDefinition | HookConstant;
  mutation(parts: MutationHookParts): HookDefinition | HookConstant;
  /** Where the layer has them (TanStack Query), for hooks the plan gives an `optionsFactory`. */
  factories?: {
    query(parts: QueryHookParts): HookDefinition | HookConstant;
    mutation(parts: MutationHookParts): HookDefinition | HookConstant;
  };
  /**
   * A query's member of the namespace's `queryKeys`, its value and type; by default an arrow over the
   * query's arguments, `(limit?: number) => ['pet', 'listPets', limit] as const`.
   */
  queryKey?(query: QueryKeyParts): { value: ts.Expression; type: ts.TypeNode };
}

/**
 * A factory's comment points to its hook, which carries the operation's description and arguments: written on
 * both, the descriptions were a third of a large API's hooks file. A deprecated operation stays marked.
 */
function factoryJsDoc(parts: { hook: PlannedHook; jsDoc: JsDocFacts }): JsDocFacts {
  return {
    description: `Options of {@link ${parts.hook.exportName}} for TanStack Query; the hook documents the operation.`,
    deprecated: parts.jsDoc.deprecated,
  };
}

/**
 * Every hook of a group as an exported function (after its options factory, where the layer has them), then
 * the namespace that holds them: `export function useListPets(...) { ... }` ... `export const pet = {
 * queryKeys: { all, ...one per query }, queryOptions: {...}, queries: { useListPets, ... },
 * mutationOptions: {...}, mutations: {...} };`. A user may import one hook alone, and a bundler then leaves
 * the others out. Every member is always there, so code can rely on the shape whatever the group contains.
 */
export function* hookNamespace(
  group: PlannedHookGroup,
  client: ts.Expression,
  writers: HookWriters,
  ctx: HookEmitContext,
): Generator<ts.Statement, void, undefined> {
  const { factories } = writers;
  const withFactory = <Parts extends { hook: PlannedHook; jsDoc: JsDocFacts }>(
    parts: Parts,
    hook: (parts: Parts) => HookDefinition | HookConstant,
    factory: ((parts: Parts) => HookDefinition | HookConstant) | undefined,
  ) => {
    const { optionsFactory } = parts.hook;
    const hookStatements = hookDeclarations(parts.hook.exportName, hook(parts), parts.jsDoc);
    if (factory === undefined || optionsFactory === undefined) return hookStatements;
    return [
      ...hookDeclarations(optionsFactory.exportName, factory(parts), factoryJsDoc(parts)),
      ...hookStatements,
    ];
  };
  // The functions are built and printed a batch at a time; the namespace keeps only what it names.
  const queries: QueryKeyParts[] = [];
  yield* builtInBatches(group.queries, (hook) => {
    const parts = queryHookParts(hook, group, client, ctx);
    queries.push({
      hook: parts.hook,
      arguments: parts.arguments,
      key: parts.key,
      keyPrefix: parts.keyPrefix,
      keyType: parts.keyType,
      argumentsType: parts.argumentsType,
    });
    return [...parts.typeDeclarations, ...withFactory(parts, writers.query, factories?.query)];
  });
  yield* builtInBatches(group.mutations, (hook) => {
    const parts = mutationHookParts(hook, group, client, ctx);
    return [...parts.typeDeclarations, ...withFactory(parts, writers.mutation, factories?.mutation)];
  });
  const factorySection = (name: string, hooks: readonly PlannedHook[]) =>
    factories === undefined ? [] : [namespaceSection(name, hooks.flatMap(factoryReference))];
  const queryHooks = queries.map((query) => query.hook);
  const sections = [
    namespaceSection("queryKeys", keyFunctions(group, queries, writers.queryKey)),
    ...factorySection("queryOptions", queryHooks),
    namespaceSection("queries", queryHooks.map(hookReference)),
    ...factorySection("mutationOptions", group.mutations),
    namespaceSection("mutations", group.mutations.map(hookReference)),
  ];
  // The type the object would infer, written out: `isolatedDeclarations` infers no type from a name.
  yield constDeclaration(
    group.namespaceName,
    objectLiteral(
      sections.map((section) => section.value),
      true,
    ),
    { exported: true, type: typeLiteral(sections.map((section) => section.type)) },
  );
}

/** What the namespace's `queryKeys` and member lists need of a query hook. */
export type QueryKeyParts = Pick<
  QueryHookParts,
  "hook" | "arguments" | "key" | "keyPrefix" | "keyType" | "argumentsType"
>;

/** A member of a hook namespace and its line in the namespace's type, made together so that they agree. */
interface NamespaceMember {
  value: ts.ObjectLiteralElementLike;
  type: ts.TypeElement;
}

/** `queries: { ...members }`, typed `queries: { ...their types }`. */
function namespaceSection(name: string, members: readonly NamespaceMember[]): NamespaceMember {
  return {
    value: property(
      name,
      objectLiteral(
        members.map((member) => member.value),
        true,
      ),
    ),
    type: propertySignature(name, typeLiteral(members.map((member) => member.type))),
  };
}

/** `useListPets`, or `useListPets: usePetListPets` where the function's name differs; typed `typeof` it. */
function functionReference(memberName: string, functionName: string): NamespaceMember {
  return {
    value:
      memberName === functionName ? shorthandProperty(memberName) : property(memberName, id(functionName)),
    type: propertySignature(propertyName(memberName), typeQuery([functionName])),
  };
}

/** A hook in the namespace's `queries` or `mutations`. */
function hookReference(hook: PlannedHook): NamespaceMember {
  return functionReference(hook.hookName, hook.exportName);
}

/** `listPets: listPetsQueryOptions` in the namespace's `queryOptions` (or `mutationOptions`). */
function factoryReference(hook: PlannedHook): NamespaceMember[] {
  const factory = hook.optionsFactory;
  return factory === undefined ? [] : [functionReference(factory.memberName, factory.exportName)];
}

/**
 * `all()` (the group's prefix) and one key function per query hook, taking the hook's arguments; typed
 * `all: () => readonly ['pet']`, `listPets: (limit?: number) => readonly ['pet', 'listPets', number | undefined]`,
 * with the documentation of `all` on its type, where an editor reads it.
 */
function keyFunctions(
  group: PlannedHookGroup,
  queries: readonly QueryKeyParts[],
  queryKey: HookWriters["queryKey"],
): NamespaceMember[] {
  const all: NamespaceMember = {
    value: property(ALL_KEYS, arrow([], keyExpression(group, /* planned */ undefined, []))),
    type: withJsDoc(
      propertySignature(
        ALL_KEYS,
        functionType([], readonlyType(tupleType([literalType(group.namespaceName)]))),
      ),
      { description: "The prefix of every key of this group: invalidates or matches all of its queries." },
    ),
  };
  const perQuery = queries.map((query) => {
    const member = queryKey?.(query) ?? {
      value: arrow(query.arguments.map(parameterDeclaration), query.key),
      type: functionType(query.arguments.map(parameterDeclaration), query.keyType),
    };
    return {
      value: property(query.hook.keyName, member.value),
      type: propertySignature(propertyName(query.hook.keyName), member.type),
    };
  });
  return [all, ...perQuery];
}

/** `[limit?: number, status?: PetStatus]`: the arguments as a tuple whose names an editor shows. */
function argumentsTuple(args: readonly HookArgument[]): ts.TypeNode {
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
function keyExpression(
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
