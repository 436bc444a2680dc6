/**
 * What both reactive layers' infinite hooks are written with (docs/pagination.md): the type of a page, and
 * the module-private helpers that read one page of a list and pad a hook's arguments. Each layer declares the
 * helpers' names (its declaration's `declared`), which it passes here.
 */
import { elementAccess, newExpression } from "../../ast/expressions.js";
import { memberAccess, property } from "../../ast/keys.js";
import {
  arrayType,
  arrow,
  asyncFunctionDeclaration,
  call,
  functionDeclaration,
  id,
  keywordType,
  literalType,
  objectLiteral,
  parameter,
  readonlyType,
  returnStatement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { forAwaitOf, throwStatement } from "../../ast/statements.js";
import type ts from "../../compiler-api.js";
import { runtimeType } from "../../splice/runtime-names.js";
import type { HookEmitContext } from "../client-template.js";

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
 * `function paddedArguments(args, arity) { return Array.from({ length: arity }, (_, index) => args[index]); }`:
 * one value per argument of the operation, `undefined` where a call left one out, so that a key is as long
 * however the hook was called and the options are the operation's last argument.
 */
export function paddedArgumentsDeclaration(name: string): ts.FunctionDeclaration {
  return functionDeclaration(name, {
    parameters: [
      parameter("args", { type: readonlyType(arrayType(keywordType("unknown"))) }),
      parameter("arity", { type: keywordType("number") }),
    ],
    returnType: arrayType(keywordType("unknown")),
    body: [
      returnStatement(
        call(memberAccess(id("Array"), "from"), [
          objectLiteral([property("length", id("arity"))], false),
          arrow([parameter("_"), parameter("index")], elementAccess(id("args"), id("index"))),
        ]),
      ),
    ],
  });
}
