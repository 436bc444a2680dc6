/**
 * What both reactive layers' infinite hooks are written with (docs/pagination.md): the type of a page, the
 * module-private helper that reads one page of a list, and the call that makes an infinite hook or factory over
 * the query's pages walker. Each layer declares the helpers' names (its declaration's `declared`), which it
 * passes here.
 */
import { newExpression } from "../../ast/expressions.js";
import {
  arrow,
  asyncFunctionDeclaration,
  call,
  id,
  keywordType,
  literalType,
  numericLiteral,
  parameter,
  returnStatement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import { forAwaitOf, throwStatement } from "../../ast/statements.js";
import type ts from "../../compiler-api.js";
import { runtimeType } from "../../splice/runtime-names.js";
import type { HookEmitContext } from "../client-template.js";
import type { QueryHookParts } from "./hook-parts.js";

/** `PageOf<Data>` (`api.PageOf<Data>` in a separate hooks file): one page of a walk, its body and the next position. */
export function pageType(ctx: HookEmitContext, data: ts.TypeNode): ts.TypeNode {
  return ctx.typeInHooks(runtimeType("PageOf", [data]));
}

/** `string | number | null`: where a page starts (`null`: the first, as the arguments ask for it). */
export function pagePositionType(): ts.TypeNode {
  return unionType([keywordType("string"), keywordType("number"), literalType(null)]);
}

/** `'infinite'`: the last part of an infinite query's key before its page, so it never is a plain query's. */
export const INFINITE_KEY_PART = "infinite";

/**
 * `async function firstPage(pages: AsyncIterable<PageOf<unknown>>): Promise<PageOf<unknown>> { for await (const
 * page of pages) return page; throw new Error(...); }`: the one page an infinite query's page function reads
 * (the walk stops there: the loop's end ends it). A walk without a page is an answer without content, which
 * the description does not give a paged operation (the plan gives such operations no infinite hook).
 */
export function firstPageDeclaration(name: string, ctx: HookEmitContext): ts.Statement {
  const page = pageType(ctx, keywordType("unknown"));
  return asyncFunctionDeclaration(name, {
    parameters: [parameter("pages", { type: typeReference("AsyncIterable", [page]) })],
    returnType: typeReference("Promise", [page]),
    body: [
      forAwaitOf("page", id("pages"), returnStatement(id("page"))),
      throwStatement(
        newExpression(id("Error"), [stringLiteral("the list answered without content: no page to read")]),
      ),
    ],
  });
}

/**
 * `<helper>(['pet', 'listPets'], () => listPetsPages, 2)`: an infinite hook or factory, made by the layer's
 * helper from the key's prefix, the query's pages walker (through a getter, as the operations are) and the
 * number of its arguments.
 */
export function overPagesWalker(helper: string, query: QueryHookParts): ts.CallExpression {
  if (query.pagesCallee === undefined)
    throw new Error(`${query.hook.hookName}: the plan names no pages walker`);
  return call(referenceTo(helper), [
    query.keyPrefix,
    arrow([], query.pagesCallee),
    numericLiteral(query.arguments.length),
  ]);
}
