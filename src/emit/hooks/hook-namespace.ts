/**
 * The namespace object that holds a group's hooks, and the order their statements are written in: each hook
 * (after its options factory, where the layer has them), then `export const pet = { queryKeys, queryOptions,
 * queries, mutationOptions, mutations }`.
 */

import { shorthandProperty } from "../../ast/expressions.js";
import type { JsDocFacts } from "../../ast/jsdoc.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { property, propertyName } from "../../ast/keys.js";
import {
  arrow,
  constDeclaration,
  id,
  literalType,
  objectLiteral,
  propertySignature,
  readonlyType,
} from "../../ast/nodes.js";
import { functionType, tupleType, typeLiteral, typeQuery } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { ALL_KEYS } from "../../plan/query-layer/hook-drafts.js";
import type { PlannedHook, PlannedHookGroup } from "../../plan/query-layer/hooks-plan.js";
import { builtInBatches } from "../batches.js";
import type { HookEmitContext } from "../client-template.js";
import { operationRoute } from "../operations/method-parts.js";
import {
  keyExpression,
  type MutationHookParts,
  mutationHookParts,
  type QueryHookParts,
  queryHookParts,
} from "./hook-parts.js";
import {
  type HookConstant,
  type HookDefinition,
  hookDeclarations,
  parameterDeclaration,
} from "./hook-syntax.js";

/** How a layer writes one query hook and one mutation hook, and the options factories it builds them on. */
export interface HookWriters {
  query(parts: QueryHookParts): HookDefinition | HookConstant;
  mutation(parts: MutationHookParts): HookDefinition | HookConstant;
  /** Where the layer has them (TanStack Query, Pinia Colada), for hooks the plan gives an `optionsFactory`. */
  factories?: {
    /** The library's name, in a factory's doc comment (`TanStack Query`). */
    library: string;
    query(parts: QueryHookParts): HookDefinition | HookConstant;
    mutation(parts: MutationHookParts): HookDefinition | HookConstant;
  };
  /**
   * A query's member of the namespace's `queryKeys`, its value and type; by default an arrow over the
   * query's arguments, `(limit?: number) => ['pet', 'listPets', limit] as const`.
   */
  queryKey?(query: QueryKeyParts): { value: ts.Expression; type: ts.TypeNode };
  /**
   * A paged query's infinite hook, and the options factory it is built on where the layer has them: a layer
   * whose plan drafts infinite hooks (`infiniteHooks`) writes them.
   */
  infinite?: {
    hook(parts: QueryHookParts): HookDefinition | HookConstant;
    optionsFactory?(parts: QueryHookParts): HookDefinition | HookConstant;
  };
}

/**
 * A factory's comment points to its hook, which carries the operation's description and arguments: written on
 * both, the descriptions were a third of a large API's hooks file. A deprecated operation stays marked.
 */
function factoryJsDoc(
  parts: { hook: Pick<PlannedHook, "exportName">; jsDoc: JsDocFacts },
  library: string | undefined,
): JsDocFacts {
  if (library === undefined)
    throw new Error(`${parts.hook.exportName}: the layer writes no options factories`);
  return {
    description: `Options of {@link ${parts.hook.exportName}} for ${library}; the hook documents the operation.`,
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
      ...hookDeclarations(optionsFactory.exportName, factory(parts), factoryJsDoc(parts, factories?.library)),
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
    return [
      ...parts.typeDeclarations,
      ...withFactory(parts, writers.query, factories?.query),
      ...infiniteHookStatements(parts, writers),
    ];
  });
  yield* builtInBatches(group.mutations, (hook) => {
    const parts = mutationHookParts(hook, group, client, ctx);
    return [...parts.typeDeclarations, ...withFactory(parts, writers.mutation, factories?.mutation)];
  });
  const factorySection = (name: string, hooks: readonly Pick<PlannedHook, "optionsFactory">[]) =>
    factories === undefined ? [] : [namespaceSection(name, hooks.flatMap(factoryReference))];
  const queryHooks = queries.map((query) => query.hook);
  const infiniteHooks = queryHooks.flatMap((hook) => (hook.infinite === undefined ? [] : [hook.infinite]));
  const sections = [
    namespaceSection("queryKeys", keyFunctions(group, queries, writers.queryKey)),
    ...factorySection("queryOptions", [...queryHooks, ...infiniteHooks]),
    namespaceSection("queries", [...queryHooks, ...infiniteHooks].map(hookReference)),
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

/**
 * A paged query's infinite hook after the query's own (after its options factory, where the layer has them),
 * documented as the walk of the operation's pages.
 */
function infiniteHookStatements(parts: QueryHookParts, layer: HookWriters): ts.Statement[] {
  const writers = layer.infinite;
  const { infinite } = parts.hook;
  if (infinite === undefined) return [];
  if (writers === undefined) throw new Error(`${infinite.hookName}: the layer writes no infinite hooks`);
  const { planned, exportName } = parts.hook;
  // The query's hook carries the operation's description and arguments: written again here, they would make a
  // large API's hooks file much larger for no new word.
  const jsDoc: JsDocFacts = {
    summary: `Every page of \`${planned.methodName}\` (see {@link ${exportName}}), one request a page: each page its \`body\` and \`next\`, where the next starts; the list ends where the API says it does.`,
    description: operationRoute(planned),
    deprecated: parts.jsDoc.deprecated,
  };
  const hook = hookDeclarations(infinite.exportName, writers.hook(parts), jsDoc);
  const { optionsFactory } = infinite;
  if (writers.optionsFactory === undefined || optionsFactory === undefined) return hook;
  const factoryDoc = factoryJsDoc(
    { hook: { exportName: infinite.exportName }, jsDoc: parts.jsDoc },
    layer.factories?.library,
  );
  return [...hookDeclarations(optionsFactory.exportName, writers.optionsFactory(parts), factoryDoc), ...hook];
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
function hookReference(hook: Pick<PlannedHook, "hookName" | "exportName">): NamespaceMember {
  return functionReference(hook.hookName, hook.exportName);
}

/** `listPets: listPetsQueryOptions` in the namespace's `queryOptions` (or `mutationOptions`). */
function factoryReference(hook: Pick<PlannedHook, "optionsFactory">): NamespaceMember[] {
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
