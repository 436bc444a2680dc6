/**
 * Pinia Colada's infinite queries (docs/pagination.md): a paged query's factory,
 * `listThingsInfiniteQueryOptions(size?, options?)`, hands `defineInfiniteQueryOptions` the query's key with
 * `'infinite'` after it and a page function that reads one page of the operation's pages walker, from where
 * the page before says the next starts (`PageOf.next`; `null` for the first, as the arguments ask for it);
 * its hook, `useListThingsInfinite`, takes the query's arguments as refs, getters or values and hands
 * `useInfiniteQuery` a getter of the factory's options, as the query hook does.
 */

import {
  asType,
  destructuredParameter,
  newExpression,
  nullLiteral,
  parenthesized,
  shorthandProperty,
  strictEquals,
} from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrow,
  asConst,
  asyncArrow,
  call,
  conditional,
  id,
  intersectionType,
  literalType,
  objectLiteral,
  parameter,
  readonlyType,
  returnStatement,
  spread,
  spreadElement,
  stringLiteral,
  typeReference,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { namesReadIn, referencedType } from "../../ast/references.js";
import { forAwaitOf, throwStatement } from "../../ast/statements.js";
import { restType, tupleType } from "../../ast/type-nodes.js";
import ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { libraryValue, omit, optionsInterface, requestMember } from "../../emit/hooks/hook-declarations.js";
import type { QueryHookParts } from "../../emit/hooks/hook-parts.js";
import {
  type HookDefinition,
  optionalMember,
  optionsParameter,
  parameterDeclaration,
  queryRequestOptions,
} from "../../emit/hooks/hook-syntax.js";
import { INFINITE_KEY_PART, pagePositionType, pageType } from "../../emit/hooks/page-helpers.js";
import { piniaColadaDeclaration } from "./declaration.js";
import { freeName, reactiveHook } from "./reactive-hook.js";

const { imports, declared } = piniaColadaDeclaration.names;

/** `PageOf<Body>, Failure, string | number | null`: Colada's infinite types' first three parameters. */
function infiniteTypeArguments(
  ctx: HookEmitContext,
  query: QueryHookParts,
  failure: ts.TypeNode,
): ts.TypeNode[] {
  return [pageType(ctx, query.pageBody), query.error ?? failure, pagePositionType()];
}

/** The declarations infinite hooks need, left out of a file without a paged query. */
export function infiniteDeclarations(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement[] {
  return droppableDeclarations([infiniteOptionsType(ctx, failure)]);
}

/** `export interface InfiniteQueryHookOptions<Data, Failure = Error> { query?; request? }` */
function infiniteOptionsType(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement {
  return optionsInterface(
    declared.infiniteQueryOptions,
    [{ name: "Data" }, { name: "Failure", default: failure }],
    [
      {
        name: "query",
        type: omit(
          referencedType(imports.defineInfiniteQueryOptionsType.name, [
            pageType(ctx, typeReference("Data")),
            typeReference("Failure"),
            pagePositionType(),
          ]),
          ["key", "query", "initialPageParam", "getNextPageParam"],
        ),
        description:
          "Pinia Colada's own options (`enabled`, `maxPages`, ...); the key, the page function and where pages start are the factory's.",
      },
      requestMember(ctx),
    ],
    "Options of every infinite query hook and infinite query options factory; a hook takes them as a ref or a getter too.",
  );
}

/**
 * `export function listThingsInfiniteQueryOptions(size?, options?): DefineInfiniteQueryOptionsTagged<PageOf<Body>,
 * Failure, string | number | null> { return defineInfiniteQueryOptions({ ...options?.query, key: [..., 'infinite'],
 * query: async ({ pageParam, signal }) => { for await (const page of listThingsPages(size, { ...options?.request,
 * from: pageParam ?? undefined, signal })) return page; throw new Error(...); }, initialPageParam: null,
 * getNextPageParam: (page) => page.next }); }`: the walk stops after the page it reads (the loop's end ends it).
 */
export function infiniteFactory(
  query: QueryHookParts,
  ctx: HookEmitContext,
  failure: ts.TypeNode,
): HookDefinition {
  const { pagesCallee } = query;
  if (pagesCallee === undefined) throw new Error(`${query.hook.hookName}: the plan names no pages walker`);
  const options = query.hook.planned.options.name;
  const typeArguments = infiniteTypeArguments(ctx, query, failure);
  const values = query.arguments.map((argument) => id(argument.name));
  const walk = (request: ts.Expression) => call(pagesCallee, [...values, request]);
  const taken = new Set([
    ...namesReadIn(walk(optionalMember(options, "request"))),
    ...query.arguments.map((argument) => argument.name),
  ]);
  const pageParam = freeName("pageParam", taken);
  const page = freeName("page", taken);
  const option = ctx.hooks.abortSignal;
  const signal = option === undefined ? undefined : freeName("signal", taken);
  const bound = (name: string, local: string) => (name === local ? name : { property: name, name: local });
  const signalMember =
    option === undefined || signal === undefined
      ? []
      : [option === signal ? shorthandProperty(signal) : property(option, id(signal))];
  const request = queryRequestOptions(options, undefined, [
    // Where the page starts; none for the first (with exact optional types a `from` takes no `undefined`).
    spread(
      parenthesized(
        conditional(
          strictEquals(id(pageParam), nullLiteral()),
          objectLiteral([], false),
          objectLiteral([property("from", id(pageParam))], false),
        ),
      ),
    ),
    ...signalMember,
  ]);
  const pageFunction = asyncArrow(
    [
      destructuredParameter([
        bound("pageParam", pageParam),
        ...(signal === undefined ? [] : [bound("signal", signal)]),
      ]),
    ],
    [
      forAwaitOf(page, walk(request), returnStatement(id(page))),
      throwStatement(
        newExpression(id("Error"), [stringLiteral("the list answered without content: no page to read")]),
      ),
    ],
  );
  const keyType = intersectionType([
    readonlyType(tupleType([restType(query.keyType), literalType(INFINITE_KEY_PART)])),
    referencedType(imports.entryKey.name),
  ]);
  const key = asType(
    asConst(arrayLiteral([...keyPrefixParts(query), ...values, stringLiteral(INFINITE_KEY_PART)], false)),
    keyType,
  );
  const definition = objectLiteral(
    [
      spread(optionalMember(options, "query")),
      property("key", key),
      property("query", pageFunction),
      property("initialPageParam", nullLiteral()),
      property("getNextPageParam", arrow([parameter("page")], memberAccess(id("page"), "next"))),
    ],
    true,
  );
  const optionsType = referencedType(declared.infiniteQueryOptions, [query.pageBody, query.error ?? failure]);
  return {
    parameters: [...query.arguments.map(parameterDeclaration), optionsParameter(options, optionsType)],
    returnType: referencedType(imports.defineInfiniteQueryOptionsTagged.name, typeArguments),
    value: call(libraryValue(ctx, imports.defineInfiniteQueryOptions.name), [definition], typeArguments),
  };
}

/** The parts of the query's key prefix (`'pet', 'listPets'`), written out in front of the values. */
function keyPrefixParts(query: QueryHookParts): ts.Expression[] {
  const prefix = query.keyPrefix;
  return ts.isArrayLiteralExpression(prefix) ? [...prefix.elements] : [spreadElement(prefix)];
}

/** `export function useListThingsInfinite(size?, options?) { return useInfiniteQuery(() => listThingsInfiniteQueryOptions(toValue(size), toValue(options))); }` */
export function infiniteHook(
  query: QueryHookParts,
  ctx: HookEmitContext,
  failure: ts.TypeNode,
): HookDefinition {
  const factory = query.hook.infinite?.optionsFactory;
  if (factory === undefined)
    throw new Error(`${query.hook.hookName}: the plan gives its infinite hook no factory`);
  return reactiveHook(
    query,
    {
      libraryHook: imports.useInfiniteQuery.name,
      factoryName: factory.exportName,
      options: referencedType(declared.infiniteQueryOptions, [query.pageBody, query.error ?? failure]),
      returnType: referencedType(
        imports.useInfiniteQueryReturn.name,
        infiniteTypeArguments(ctx, query, failure),
      ),
    },
    ctx,
  );
}
