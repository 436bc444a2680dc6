/**
 * swr's infinite hooks: a paged query's `useListPetsInfinite` over `useSWRInfinite` (docs/pagination.md). Each
 * page is one request of the operation's pages walker, from where the page before says the next starts
 * (`PageOf.next`, the last part of the page's key; `null` for the first page, as the arguments ask for it), so
 * `data` are the walker's pages and `setSize` reads on. A page's key is the query's with `'infinite'` and the
 * page's position after it: never the plain query's. The hook is a constant that a helper makes, which takes
 * no argument that could hide a value it reaches; its types and helpers are left out of a file with no paged
 * query. swr's key function sees the page before only, so a list whose API points back to an earlier page
 * shows that page again where TanStack's ends (see the docs).
 */

import { interfaceDeclaration } from "../../ast/declarations.js";
import { elementAccess, nullLiteral, optionalMemberAccess, or, strictEquals } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  arrow,
  block,
  booleanLiteral,
  call,
  conditional,
  id,
  keywordType,
  literalType,
  nullish,
  numericLiteral,
  parameter,
  readonlyType,
  restParameter,
  returnStatement,
  spreadElement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { droppableDeclarations } from "../../ast/print.js";
import { referencedType, referenceTo } from "../../ast/references.js";
import { callSignature, namedTupleMember, tupleType, typeParameter } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import {
  constantMaker,
  paddedArgumentsDeclaration,
  prefixAndArity,
  valuesAndOptions,
} from "../../emit/hooks/constant-makers.js";
import {
  anyKeyType,
  libraryValue,
  optionsInterface,
  requestMember,
} from "../../emit/hooks/hook-declarations.js";
import { argumentsTuple, type QueryHookParts } from "../../emit/hooks/hook-parts.js";
import { type HookConstant, optionalMember, queryRequestOptions } from "../../emit/hooks/hook-syntax.js";
import {
  firstPageDeclaration,
  INFINITE_KEY_PART,
  overPagesWalker,
  pageType,
} from "../../emit/hooks/page-helpers.js";
import { swrDeclaration } from "./declaration.js";

const { imports, declared } = swrDeclaration.names;
const OPTIONS = "options";

/** `useListPetsInfinite: InfiniteQueryHook<Data, Failure, [limit?: number]> = infiniteQueryHook(['pet', 'listPets'], () => listPetsPages, 1)` */
export function infiniteHook(query: QueryHookParts, failure: ts.TypeNode): HookConstant {
  return {
    kind: "constant",
    type: referencedType(declared.infiniteQueryHookType, [
      query.pageBody,
      query.error ?? failure,
      argumentsTuple(query.arguments),
    ]),
    initializer: overPagesWalker(declared.infiniteQueryHook, query),
  };
}

/** The types and helpers the infinite hooks are written with, each left out where none is. */
export function infiniteDeclarations(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement[] {
  return droppableDeclarations([
    infiniteOptionsType(ctx, failure),
    infiniteHookInterface(ctx),
    paddedArgumentsDeclaration(declared.paddedArguments),
    firstPageDeclaration(declared.firstPage, ctx),
    infiniteQueryHook(ctx),
  ]);
}

/** `export interface InfiniteQueryHookOptions<Data, Failure> { enabled?; swr?; request? }` */
function infiniteOptionsType(ctx: HookEmitContext, failure: ts.TypeNode): ts.Statement {
  return optionsInterface(
    declared.infiniteQueryOptions,
    [{ name: "Data" }, { name: "Failure", default: failure }],
    [
      {
        name: "enabled",
        type: keywordType("boolean"),
        description: "`false` sends no request (the hook passes swr a `null` key). Default `true`.",
      },
      {
        name: "swr",
        type: referencedType(imports.infiniteConfiguration.name, [
          pageType(ctx, typeReference("Data")),
          typeReference("Failure"),
        ]),
        description: "swr's own options for this hook (`initialSize`, `revalidateFirstPage`, ...).",
      },
      requestMember(ctx),
    ],
    "Options of every infinite query hook.",
  );
}

/** `export interface InfiniteQueryHook<Data, Failure, Args> { (...args: [...args: Args, options?]): SWRInfiniteResponse<PageOf<Data>, Failure> }` */
function infiniteHookInterface(ctx: HookEmitContext): ts.Statement {
  const data = typeReference("Data");
  const failure = typeReference("Failure");
  const argumentList = tupleType([
    namedTupleMember("args", typeReference("Args"), "rest"),
    namedTupleMember(OPTIONS, referencedType(declared.infiniteQueryOptions, [data, failure]), "optional"),
  ]);
  return withJsDoc(
    interfaceDeclaration(
      declared.infiniteQueryHookType,
      [
        callSignature(
          undefined,
          [restParameter("args", argumentList)],
          referencedType(imports.infiniteResponse.name, [pageType(ctx, data), failure]),
        ),
      ],
      {
        typeParameters: [
          typeParameter("Data"),
          typeParameter("Failure"),
          typeParameter("Args", anyKeyType()),
        ],
      },
    ),
    { description: "An infinite query hook: the query's arguments, then the options; `data` are the pages." },
  );
}

/**
 * `function infiniteQueryHook(prefix, operation, arity): any { return (...args) => useSWRInfinite((_index,
 * previous) => options?.enabled === false || previous?.next === null ? null : [...prefix, ...values, 'infinite',
 * previous?.next ?? null], (key) => firstPage(operation()(...values, { ...options?.request, from: key.slice(-1)[0]
 * ?? undefined })), options?.swr); }`
 */
function infiniteQueryHook(ctx: HookEmitContext): ts.Statement {
  const previousNext = optionalMemberAccess(id("previous"), "next");
  const pageKey = arrow(
    [
      parameter("_index", { type: keywordType("number") }),
      parameter("previous", {
        type: unionType([pageType(ctx, keywordType("unknown")), literalType(null)]),
      }),
    ],
    conditional(
      or(
        strictEquals(optionalMember(OPTIONS, "enabled"), booleanLiteral(false)),
        strictEquals(previousNext, nullLiteral()),
      ),
      nullLiteral(),
      arrayLiteral(
        [
          spreadElement(id("prefix")),
          spreadElement(id("values")),
          stringLiteral(INFINITE_KEY_PART),
          nullish(previousNext, nullLiteral()),
        ],
        false,
      ),
    ),
  );
  // `key.slice(-1)[0]`: the page's position, the key's last part (`at` is ES2022, after many users' `lib`).
  const position = elementAccess(
    call(memberAccess(id("key"), "slice"), [numericLiteral(-1)]),
    numericLiteral(0),
  );
  const fetcher = arrow(
    [parameter("key", { type: readonlyType(arrayType(keywordType("unknown"))) })],
    call(referenceTo(declared.firstPage), [
      call(call(id("operation"), []), [
        spreadElement(id("values")),
        queryRequestOptions(OPTIONS, ctx.hooks.clientRetriesOption, [
          property("from", nullish(position, id("undefined"))),
        ]),
      ]),
    ]),
  );
  const body = block([
    ...valuesAndOptions(
      declared.paddedArguments,
      OPTIONS,
      referencedType(declared.infiniteQueryOptions, [keywordType("unknown")]),
    ),
    returnStatement(
      call(libraryValue(ctx, imports.useSWRInfinite.name), [
        pageKey,
        fetcher,
        optionalMember(OPTIONS, "swr"),
      ]),
    ),
  ]);
  return constantMaker(
    declared.infiniteQueryHook,
    prefixAndArity(true),
    arrow([restParameter("args", arrayType(keywordType("any")))], body),
  );
}
