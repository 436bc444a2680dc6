/**
 * vue-query's infinite queries: a paged query's `listPetsInfiniteQueryOptions` and `useListPetsInfinite` over
 * `useInfiniteQuery` (docs/pagination.md), as tsq's (`tsq/infinite.ts`): each page one request of the
 * operation's pages walker, from where the page before says the next starts (`null` for the first page), the
 * key the query's with `'infinite'` after it. The hook takes the query's arguments as refs, getters or values,
 * which the key holds, as the query hook does; the page function reads them back from the key, unwrapped.
 * The options are typed with query-core's `QueryObserverOptions`, as the query's are (vue-query's own
 * infinite options changed their parameters between the versions supported).
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
  indexedAccessType,
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
import { vueQueryDeclaration } from "./declaration.js";

const { imports, declared } = vueQueryDeclaration.names;

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
    keyedInfiniteOptionsDeclaration(ctx),
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
  const observerOptions = typeReference("Omit", [
    referencedType(imports.queryObserverOptions.name, [
      pageType(ctx, DATA()),
      FAILURE(),
      SELECTED(),
      infiniteDataType(ctx),
      infiniteKeyType(),
      pagePositionType(),
    ]),
    unionType(["queryKey", "queryFn", "enabled"].map(literalType)),
  ]);
  const enabled = typeLiteral([
    propertySignature(
      "enabled",
      referencedType(imports.maybeRefOrGetter.name, [keywordType("boolean")]),
      /* optional */ true,
    ),
  ]);
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
        type: intersectionType([observerOptions, enabled]),
        description:
          "TanStack Query's own options (`enabled`, a ref or a getter too; `maxPages`, `select`, ...); the key, the function and where each page starts are the hook's.",
      },
      requestMember(ctx),
    ],
    "Options of every infinite query hook and infinite query options factory.",
  );
}

/**
 * `KeyedInfiniteQueryOptions<Data, Failure, TData, Key>`: what an infinite factory returns, the options with
 * the key, the page function and where the pages start (see `KeyedQueryOptions`).
 */
function keyedInfiniteOptionsDeclaration(ctx: HookEmitContext): ts.Statement {
  const page = pageType(ctx, DATA());
  const ownOptions = typeReference("NonNullable", [
    indexedAccessType(
      typeReference(declared.infiniteQueryOptions, [DATA(), KEY(), FAILURE(), SELECTED()]),
      literalType("query"),
    ),
  ]);
  return withJsDoc(
    typeAliasDeclaration(
      declared.keyedInfiniteQueryOptions,
      intersectionType([
        ownOptions,
        typeLiteral([
          propertySignature("queryKey", infiniteKeyType()),
          propertySignature(
            "queryFn",
            referencedType(imports.queryFunction.name, [page, infiniteKeyType(), pagePositionType()]),
          ),
          propertySignature("initialPageParam", pagePositionType()),
          propertySignature(
            "getNextPageParam",
            referencedType(imports.getNextPageParamFunction.name, [pagePositionType(), page]),
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
        "What an infinite query options factory returns, what `useInfiniteQuery` and\n`queryClient.fetchInfiniteQuery` take: the options, the key, the page function and where pages start.",
    },
  );
}

/** `InfiniteQueryOptionsFactory` (values) and `InfiniteQueryHook` (refs, getters or values). */
function infiniteInterfaces(ctx: HookEmitContext): ts.Statement[] {
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
  const reactive = () => typeReference(declared.reactiveArguments, [typeReference("Args")]);
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
      "An infinite query's options factory: the query's arguments' values, then the options.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", argumentList(values(), "optional", true))],
          referencedType(declared.keyedInfiniteQueryOptions, [DATA(), FAILURE(), SELECTED(), KEY()]),
        ),
      ],
    ),
    declaration(
      declared.infiniteQueryHookType,
      "An infinite query hook: the query's arguments, each a ref, a getter or a value, then the options. With\n`select`, `data` is what it makes.",
      [
        callSignature(
          selectedParameter(),
          [restParameter("args", argumentList(reactive(), "required", true))],
          referencedType(imports.useInfiniteQueryReturnType.name, [SELECTED(), FAILURE()]),
        ),
        callSignature(
          undefined,
          [restParameter("args", argumentList(reactive(), "optional", false))],
          referencedType(imports.useInfiniteQueryReturnType.name, [infiniteDataType(ctx), FAILURE()]),
        ),
      ],
    ),
  ];
}

/**
 * `function nextPageParam(lastPage, _allPages, _lastPageParam, allPageParams) { ... }`: where the page after
 * the last starts; none where the list ends there, or where the API points back to a page already read.
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
 * `function infiniteQueryOptionsFactory(prefix, operation, arity): any { return (...args) => ({ ...options?.query,
 * queryKey: [...prefix, ...values, 'infinite'], queryFn: ({ queryKey, pageParam, signal }) =>
 * firstPage(operation()(...queryKey.slice(prefix.length, -1), { ...options?.request, signal, from: pageParam ??
 * undefined })), initialPageParam: null, getNextPageParam: nextPageParam }); }`
 */
function infiniteQueryOptionsFactory(ctx: HookEmitContext): ts.Statement {
  const signal = signalMember(ctx);
  const from = property("from", nullish(id("pageParam"), id("undefined")));
  const keyValues = call(memberAccess(id("queryKey"), "slice"), [
    memberAccess(id("prefix"), "length"),
    numericLiteral(-1),
  ]);
  const walk = call(call(id("operation"), []), [
    spreadElement(keyValues),
    queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, [...signal, from]),
  ]);
  // Typed here: no library call around the object gives the function its context's type.
  const context = typeLiteral(
    [
      propertySignature("queryKey", anyKeyType()),
      propertySignature("pageParam", pagePositionType()),
      propertySignature("signal", typeReference("AbortSignal")),
    ],
    { singleLine: true },
  );
  const queryFn = arrow(
    [
      destructuredParameter(
        signal.length === 0 ? ["queryKey", "pageParam"] : ["queryKey", "pageParam", "signal"],
        context,
      ),
    ],
    call(referenceTo(declared.firstPage), [walk]),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      referencedType(declared.infiniteQueryOptions, [keywordType("unknown"), anyKeyType()]),
    ),
    returnStatement(
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
