/**
 * A TanStack layer's infinite queries, written once for every framework: a paged query's
 * `listPetsInfiniteQueryOptions` and `useListPetsInfinite` over `useInfiniteQuery` (docs/pagination.md). Each
 * page is one request of the operation's pages walker, from where the page before says the next starts
 * (`PageOf.next`, TanStack's page param; `null` for the first page, as the arguments ask for it), so
 * `data.pages` are the walker's pages and TanStack's own `maxPages`, `select` and `enabled` apply. The key is
 * the query's with `'infinite'` after it: never the plain query's, and the query's prefix still matches both.
 * Written as constants, as the query's own hooks are, with the interfaces and helpers they need left out of a
 * file with no paged query. The dialect gives the library's option and result types and what a factory returns.
 */

import { interfaceDeclaration } from "../../ast/declarations.js";
import { nullLiteral, or, strictEquals } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  arrow,
  block,
  call,
  conditional,
  functionDeclaration,
  id,
  keywordType,
  literalType,
  nullish,
  numericLiteral,
  objectLiteral,
  parameter,
  readonlyType,
  restParameter,
  returnStatement,
  spread,
  spreadElement,
  stringLiteral,
  typeReference,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { callSignature, namedTupleMember, restType, tupleType, typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { constantMaker, prefixAndArity, valuesAndOptions } from "../../emit/hooks/constant-makers.js";
import { anyKeyType, optionsInterface, requestMember } from "../../emit/hooks/hook-declarations.js";
import { namedArgumentsType, type QueryHookParts } from "../../emit/hooks/hook-parts.js";
import { type HookConstant, optionalMember, queryRequestOptions } from "../../emit/hooks/hook-syntax.js";
import {
  firstPageDeclaration,
  INFINITE_KEY_PART,
  overPagesWalker,
  pagePositionType,
  pageType,
} from "../../emit/hooks/page-helpers.js";
import {
  builtOptions,
  hookOverFactory,
  queryArguments,
  queryContextParameters,
  signalMember,
} from "./body-helpers.js";
import type { TanStackDialect } from "./dialect.js";

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const KEY = () => typeReference("Key");
const OPTIONS = "options";

/** `Data, Failure, Key, Arguments`: the query's own, which the infinite interfaces take. */
function infiniteTypeArguments(query: QueryHookParts, failure: ts.TypeNode): ts.TypeNode[] {
  return [query.pageBody, query.error ?? failure, query.keyType, namedArgumentsType(query)];
}

/** `listPetsInfiniteQueryOptions: InfiniteQueryOptionsFactory<...> = infiniteQueryOptionsFactory(['pet', 'listPets'], () => listPetsPages, 2)` */
export function infiniteFactory(
  dialect: TanStackDialect,
  query: QueryHookParts,
  failure: ts.TypeNode,
): HookConstant {
  const { declared } = dialect.declaration.names;
  return {
    kind: "constant",
    type: referencedType(declared.infiniteQueryOptionsFactoryType, infiniteTypeArguments(query, failure)),
    initializer: overPagesWalker(declared.infiniteQueryOptionsFactory, query),
  };
}

/** `useListPetsInfinite: InfiniteQueryHook<...> = infiniteQueryHook(listPetsInfiniteQueryOptions)` (`useInfiniteQuery`) */
export function infiniteHook(
  dialect: TanStackDialect,
  query: QueryHookParts,
  failure: ts.TypeNode,
): HookConstant {
  const { declared } = dialect.declaration.names;
  const factory = query.hook.infinite?.optionsFactory;
  if (factory === undefined)
    throw new Error(`${query.hook.hookName}: its infinite hook has no options factory`);
  return {
    kind: "constant",
    type: referencedType(declared.infiniteQueryHookType, infiniteTypeArguments(query, failure)),
    initializer: call(referenceTo(declared.infiniteQueryHook), [referenceTo(factory.exportName)]),
  };
}

/** The types and helpers the infinite constants are written with, each left out where none is. */
export function infiniteDeclarations(
  dialect: TanStackDialect,
  ctx: HookEmitContext,
  failure: ts.TypeNode,
): ts.Statement[] {
  const { declared } = dialect.declaration.names;
  return droppableDeclarations([
    infiniteOptionsType(dialect, ctx, failure),
    dialect.infinite.factoryResult.declaration(ctx),
    ...infiniteInterfaces(dialect, ctx),
    firstPageDeclaration(declared.firstPage, ctx),
    nextPageParamDeclaration(dialect, ctx),
    infiniteQueryOptionsFactory(dialect, ctx),
    infiniteQueryHook(dialect, ctx),
  ]);
}

/** `readonly [...Key, 'infinite']`: an infinite query's key. */
export function infiniteKeyType(): ts.TypeNode {
  return readonlyType(tupleType([restType(KEY()), literalType(INFINITE_KEY_PART)]));
}

/** `InfiniteData<PageOf<Data>, string | number | null>`: what `useInfiniteQuery` holds without `select`. */
export function infiniteDataType(infiniteData: string, ctx: HookEmitContext): ts.TypeNode {
  return referencedType(infiniteData, [pageType(ctx, DATA()), pagePositionType()]);
}

/** `export interface InfiniteQueryHookOptions<Data, Key, Failure, TData> { query?; request? }` */
function infiniteOptionsType(
  dialect: TanStackDialect,
  ctx: HookEmitContext,
  failure: ts.TypeNode,
): ts.Statement {
  const { imports, declared } = dialect.declaration.names;
  const query = dialect.infinite.optionsMember(ctx);
  return optionsInterface(
    declared.infiniteQueryOptions,
    [
      { name: "Data" },
      { name: "Key", constraint: anyKeyType() },
      { name: "Failure", default: failure },
      { name: declared.selected, default: infiniteDataType(imports.infiniteData.name, ctx) },
    ],
    [{ name: "query", type: query.type, description: query.description }, requestMember(ctx)],
    "Options of every infinite query hook and infinite query options factory.",
  );
}

/**
 * `InfiniteQueryOptionsFactory` (the query's arguments' values) and `InfiniteQueryHook` (the arguments as the
 * dialect's hooks take them), generic as `QueryOptionsFactory` and `QueryHook` are.
 */
function infiniteInterfaces(dialect: TanStackDialect, ctx: HookEmitContext): ts.Statement[] {
  const { imports, declared } = dialect.declaration.names;
  const SELECTED = () => referencedType(declared.selected);
  const argumentList = (argumentsType: ts.TypeNode, options: "optional" | "required", selected: boolean) =>
    tupleType([
      namedTupleMember("args", argumentsType, "rest"),
      namedTupleMember(
        OPTIONS,
        referencedType(declared.infiniteQueryOptions, [
          DATA(),
          KEY(),
          FAILURE(),
          ...(selected ? [SELECTED()] : []),
        ]),
        options,
      ),
    ]);
  const values = () => typeReference("Args");
  const hookArguments = () => dialect.hookArguments(values());
  const infiniteData = () => infiniteDataType(imports.infiniteData.name, ctx);
  const selectedParameter = () => [typeParameter(declared.selected, undefined, infiniteData())];
  const declaration = (name: string, description: string, signatures: ts.TypeElement[]) =>
    withJsDoc(
      interfaceDeclaration(name, signatures, {
        typeParameters: [
          typeParameter("Data"),
          typeParameter("Failure"),
          typeParameter("Key", anyKeyType()),
          typeParameter("Args", anyKeyType()),
        ],
      }),
      { description },
    );
  const { factoryResult, hookResult, descriptions } = dialect.infinite;
  return [
    declaration(declared.infiniteQueryOptionsFactoryType, descriptions.optionsFactory, [
      callSignature(
        selectedParameter(),
        [restParameter("args", argumentList(values(), "optional", true))],
        referencedType(factoryResult.name, [DATA(), FAILURE(), SELECTED(), KEY()]),
      ),
    ]),
    declaration(declared.infiniteQueryHookType, descriptions.hook, [
      callSignature(
        selectedParameter(),
        [restParameter("args", argumentList(hookArguments(), "required", true))],
        referencedType(hookResult, [SELECTED(), FAILURE()]),
      ),
      callSignature(
        undefined,
        [restParameter("args", argumentList(hookArguments(), "optional", false))],
        referencedType(hookResult, [infiniteData(), FAILURE()]),
      ),
    ]),
  ];
}

/**
 * `function nextPageParam(lastPage, _allPages, _lastPageParam, allPageParams) { return lastPage.next === null ||
 * allPageParams.includes(lastPage.next) ? null : lastPage.next; }`: where the page after the last starts; none where the list
 * ends there, or where the API points back to a page already read (a loop the user would scroll forever).
 */
function nextPageParamDeclaration(dialect: TanStackDialect, ctx: HookEmitContext): ts.Statement {
  const { declared } = dialect.declaration.names;
  const next = memberAccess(id("lastPage"), "next");
  return functionDeclaration(declared.nextPageParam, {
    parameters: [
      parameter("lastPage", { type: pageType(ctx, keywordType("unknown")) }),
      parameter("_allPages", { type: keywordType("unknown") }),
      parameter("_lastPageParam", { type: keywordType("unknown") }),
      parameter("allPageParams", { type: readonlyType(arrayType(keywordType("unknown"))) }),
    ],
    returnType: pagePositionType(),
    body: [
      returnStatement(
        conditional(
          or(strictEquals(next, nullLiteral()), call(memberAccess(id("allPageParams"), "includes"), [next])),
          nullLiteral(),
          next,
        ),
      ),
    ],
  });
}

/**
 * `function infiniteQueryOptionsFactory(prefix, operation, arity): any { return (...args) => infiniteQueryOptions({
 * ...options?.query, queryKey: [...prefix, ...values, 'infinite'], queryFn: ({ pageParam, signal }) =>
 * firstPage(operation()(...values, { ...options?.request, signal, from: pageParam ?? undefined })),
 * initialPageParam: null, getNextPageParam: nextPageParam }); }` (the object plain without a builder; with
 * `argumentsFromKey`, the values the key's, `queryKey.slice(prefix.length, -1)`).
 */
function infiniteQueryOptionsFactory(dialect: TanStackDialect, ctx: HookEmitContext): ts.Statement {
  const { declared } = dialect.declaration.names;
  const signal = signalMember(ctx);
  const from = property("from", nullish(id("pageParam"), id("undefined")));
  const walk = call(call(id("operation"), []), [
    spreadElement(queryArguments(dialect, [numericLiteral(-1)])),
    queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, [...signal, from]),
  ]);
  const queryFn = arrow(
    queryContextParameters(
      dialect,
      [{ name: "pageParam", type: pagePositionType }],
      signal.length > 0,
      dialect.infinite.builder,
    ),
    call(referenceTo(declared.firstPage), [walk]),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      referencedType(declared.infiniteQueryOptions, [keywordType("unknown"), anyKeyType()]),
    ),
    returnStatement(
      builtOptions(
        ctx,
        dialect.infinite.builder,
        objectLiteral(
          [
            spread(optionalMember(OPTIONS, "query")),
            property(
              "queryKey",
              arrayLiteral(
                [spreadElement(id("prefix")), spreadElement(id("values")), stringLiteral(INFINITE_KEY_PART)],
                false,
              ),
            ),
            property("queryFn", queryFn),
            property("initialPageParam", nullLiteral()),
            property("getNextPageParam", referenceTo(declared.nextPageParam)),
          ],
          false,
        ),
      ),
    ),
  ]);
  return constantMaker(
    declared.infiniteQueryOptionsFactory,
    prefixAndArity(true),
    arrow([restParameter("args", arrayType(keywordType("any")))], body),
  );
}

/** `function infiniteQueryHook(factory): any { return (...args: any[]) => useInfiniteQuery(factory(...args)); }` */
function infiniteQueryHook(dialect: TanStackDialect, ctx: HookEmitContext): ts.Statement {
  const { imports, declared } = dialect.declaration.names;
  return hookOverFactory(dialect, declared.infiniteQueryHook, imports.useInfiniteQuery.name, ctx);
}
