/**
 * tsq's infinite queries: a paged query's `listPetsInfiniteQueryOptions` over TanStack's `infiniteQueryOptions`
 * and `useListPetsInfinite` over `useInfiniteQuery` (docs/pagination.md). Each page is one request of the
 * operation's pages walker, from where the page before says the next starts (`PageOf.next`, TanStack's page
 * param; `null` for the first page, as the arguments ask for it), so `data.pages` are the walker's pages and
 * TanStack's own `maxPages`, `select` and `enabled` apply. The key is the query's with `'infinite'` after it:
 * never the plain query's, and the query's prefix still matches both. Written as constants, as the query's
 * own hooks are, with the interfaces and helpers they need left out of a file with no paged query.
 */

import { interfaceDeclaration, typeAliasDeclaration } from "../../ast/declarations.js";
import { destructuredParameter, nullLiteral, or, strictEquals } from "../../ast/expressions.js";
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
  intersectionType,
  keywordType,
  literalType,
  nullish,
  numericLiteral,
  objectLiteral,
  parameter,
  propertySignature,
  readonlyType,
  restParameter,
  returnStatement,
  spread,
  spreadElement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import {
  callSignature,
  namedTupleMember,
  restType,
  tupleType,
  typeLiteral,
  typeParameter,
} from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { constantMaker, prefixAndArity, valuesAndOptions } from "../../emit/hooks/constant-makers.js";
import {
  anyKeyType,
  libraryValue,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import type { QueryHookParts } from "../../emit/hooks/hook-parts.js";
import { type HookConstant, optionalMember, queryRequestOptions } from "../../emit/hooks/hook-syntax.js";
import {
  firstPageDeclaration,
  INFINITE_KEY_PART,
  pagePositionType,
  pageType,
} from "../../emit/hooks/page-helpers.js";
import { signalMember } from "../tanstack/body-helpers.js";
import { tsqDeclaration } from "./declaration.js";

const { imports, declared } = tsqDeclaration.names;

const DATA = () => typeReference("Data");
const FAILURE = () => typeReference("Failure");
const SELECTED = () => referencedType(declared.selected);
const KEY = () => typeReference("Key");
const OPTIONS = "options";

/** `Data, Failure, Key, Arguments`: the query's own, which the infinite interfaces take. */
function infiniteTypeArguments(query: QueryHookParts, failure: ts.TypeNode): ts.TypeNode[] {
  if (query.argumentsType === undefined)
    throw new Error(`${query.hook.hookName}: the plan names no argument list`);
  return [query.pageBody, query.error ?? failure, query.keyType, query.argumentsType];
}

/** `listPetsInfiniteQueryOptions: InfiniteQueryOptionsFactory<...> = infiniteQueryOptionsFactory(['pet', 'listPets'], () => listPetsPages, 2)` */
export function infiniteFactory(query: QueryHookParts, failure: ts.TypeNode): HookConstant {
  if (query.pagesCallee === undefined)
    throw new Error(`${query.hook.hookName}: the plan names no pages walker`);
  return {
    kind: "constant",
    type: referencedType(declared.infiniteQueryOptionsFactoryType, infiniteTypeArguments(query, failure)),
    initializer: call(referenceTo(declared.infiniteQueryOptionsFactory), [
      query.keyPrefix,
      arrow([], query.pagesCallee),
      numericLiteral(query.arguments.length),
    ]),
  };
}

/** `useListPetsInfinite: InfiniteQueryHook<...> = infiniteQueryHook(listPetsInfiniteQueryOptions)` (`useInfiniteQuery`) */
export function infiniteHook(query: QueryHookParts, failure: ts.TypeNode): HookConstant {
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
export function infiniteDeclarations(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement[] {
  return droppableDeclarations([
    infiniteOptionsType(ctx, failure),
    taggedInfiniteOptionsDeclaration(ctx),
    ...infiniteInterfaces(ctx),
    firstPageDeclaration(declared.firstPage, ctx),
    nextPageParamDeclaration(ctx),
    infiniteQueryOptionsFactory(ctx),
    infiniteQueryHook(ctx),
  ]);
}

/** `readonly [...Key, 'infinite']`: an infinite query's key. */
function infiniteKeyType(): ts.TypeNode {
  return readonlyType(tupleType([restType(KEY()), literalType(INFINITE_KEY_PART)]));
}

/** `InfiniteData<PageOf<Data>, string | number | null>`: what `useInfiniteQuery` holds without `select`. */
function infiniteDataType(ctx: HookEmitContext): ts.TypeNode {
  return referencedType(imports.infiniteData.name, [pageType(ctx, DATA()), pagePositionType()]);
}

/** `export interface InfiniteQueryHookOptions<Data, Key, Failure, TData> { query?; request? }` */
function infiniteOptionsType(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement {
  return optionsInterface(
    declared.infiniteQueryOptions,
    [
      { name: "Data" },
      { name: "Key", constraint: anyKeyType() },
      { name: "Failure", default: failure },
      { name: declared.selected, default: infiniteDataType(ctx) },
    ],
    [
      {
        name: "query",
        type: typeReference("Omit", [
          referencedType(imports.useInfiniteQueryOptions.name, [
            pageType(ctx, DATA()),
            FAILURE(),
            SELECTED(),
            infiniteKeyType(),
            pagePositionType(),
          ]),
          unionType(["queryKey", "queryFn", "initialPageParam", "getNextPageParam"].map(literalType)),
        ]),
        description:
          "TanStack Query's own options (`enabled`, `maxPages`, `select`, ...); the key, the function and where each page starts are the hook's.",
      },
      requestMember(ctx),
    ],
    "Options of every infinite query hook and infinite query options factory.",
  );
}

/**
 * `TaggedInfiniteQueryOptions<Data, Failure, TData, Key>`: what `infiniteQueryOptions` returns for options with
 * a function, the key tagged with the pages (as `TaggedQueryOptions` for a query).
 */
function taggedInfiniteOptionsDeclaration(ctx: HookEmitContext): ts.Statement {
  const pages = referencedType(imports.infiniteData.name, [pageType(ctx, DATA())]);
  return withJsDoc(
    typeAliasDeclaration(
      declared.taggedInfiniteQueryOptions,
      intersectionType([
        referencedType(imports.unusedSkipTokenInfiniteOptions.name, [
          pageType(ctx, DATA()),
          FAILURE(),
          SELECTED(),
          infiniteKeyType(),
          pagePositionType(),
        ]),
        typeLiteral([
          propertySignature(
            "queryKey",
            referencedType(imports.dataTag.name, [infiniteKeyType(), pages, FAILURE()]),
          ),
        ]),
      ]),
      [
        typeParameter("Data"),
        typeParameter("Failure"),
        typeParameter(declared.selected),
        typeParameter("Key", anyKeyType()),
      ],
    ),
    {
      description:
        "What an infinite query options factory returns: TanStack's `infiniteQueryOptions` for options with a\nfunction, the key tagged with the pages.",
    },
  );
}

/** `InfiniteQueryOptionsFactory` and `InfiniteQueryHook`, generic as `QueryOptionsFactory` and `QueryHook` are. */
function infiniteInterfaces(ctx: HookEmitContext): ts.Statement[] {
  const argumentList = (options: "optional" | "required", selected: boolean) =>
    tupleType([
      namedTupleMember("args", typeReference("Args"), "rest"),
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
  const selectedParameter = () => [typeParameter(declared.selected, undefined, infiniteDataType(ctx))];
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
  return [
    declaration(
      declared.infiniteQueryOptionsFactoryType,
      "An infinite query's options factory: the query's arguments, then the options; the key tagged with the pages.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", argumentList("optional", true))],
          referencedType(declared.taggedInfiniteQueryOptions, [DATA(), FAILURE(), SELECTED(), KEY()]),
        ),
      ],
    ),
    declaration(
      declared.infiniteQueryHookType,
      "An infinite query hook: the query's arguments, then the options. With `select`, `data` is what it makes.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", argumentList("required", true))],
          referencedType(imports.useInfiniteQueryResult.name, [SELECTED(), FAILURE()]),
        ),
        callSignature(
          undefined,
          [restParameter("args", argumentList("optional", false))],
          referencedType(imports.useInfiniteQueryResult.name, [infiniteDataType(ctx), FAILURE()]),
        ),
      ],
    ),
  ];
}

/**
 * `function nextPageParam(lastPage, _allPages, _lastPageParam, allPageParams) { return lastPage.next === null ||
 * allPageParams.includes(lastPage.next) ? null : lastPage.next; }`: where the page after the last starts; none where the list
 * ends there, or where the API points back to a page already read (a loop the user would scroll forever).
 */
function nextPageParamDeclaration(ctx: HookEmitContext): ts.Statement {
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
 * initialPageParam: null, getNextPageParam: nextPageParam }); }`
 */
function infiniteQueryOptionsFactory(ctx: HookEmitContext): ts.Statement {
  const signal = signalMember(ctx);
  const from = property("from", nullish(id("pageParam"), id("undefined")));
  const walk = call(call(id("operation"), []), [
    spreadElement(id("values")),
    queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, [...signal, from]),
  ]);
  const queryFn = arrow(
    [destructuredParameter(signal.length === 0 ? ["pageParam"] : ["pageParam", "signal"])],
    call(referenceTo(declared.firstPage), [walk]),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      referencedType(declared.infiniteQueryOptions, [keywordType("unknown"), anyKeyType()]),
    ),
    returnStatement(
      call(libraryValue(ctx, imports.infiniteQueryOptions.name), [
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
      ]),
    ),
  ]);
  return constantMaker(
    declared.infiniteQueryOptionsFactory,
    prefixAndArity(true),
    arrow([restParameter("args", arrayType(keywordType("any")))], body),
  );
}

/** `function infiniteQueryHook(factory): any { return (...args: any[]) => useInfiniteQuery(factory(...args)); }` */
function infiniteQueryHook(ctx: HookEmitContext): ts.Statement {
  return constantMaker(
    declared.infiniteQueryHook,
    [parameter("factory", { type: keywordType("any") })],
    arrow(
      [restParameter("args", arrayType(keywordType("any")))],
      call(libraryValue(ctx, imports.useInfiniteQuery.name), [call("factory", [spreadElement(id("args"))])]),
    ),
  );
}
