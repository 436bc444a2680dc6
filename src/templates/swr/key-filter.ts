import { and, strictEquals } from "../../ast/expressions.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { memberAccess } from "../../ast/keys.js";
import {
  arrow,
  call,
  functionDeclaration,
  id,
  keywordType,
  numericLiteral,
  parameter,
  returnStatement,
} from "../../ast/nodes.js";
import { functionType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { HookEmitContext } from "../../emit/client-template.js";
import { anyKeyType, libraryValue } from "../../emit/hooks/hook-declarations.js";
import { swrDeclaration } from "./declaration.js";

/**
 * swr's `mutate(key)` matches one key exactly; matching by prefix takes a filter function. This one
 * compares the leading elements the way swr itself compares keys (`unstable_serialize`), so object
 * arguments match by value:
 * `export function keyStartsWith(prefix: readonly unknown[]): (key: unknown) => boolean { ... }`
 */
export function keyStartsWith(ctx: HookEmitContext): ts.Statement {
  const prefix = id("prefix");
  const key = id("key");
  const serialize = (value: ts.Expression) =>
    call(libraryValue(ctx, swrDeclaration.names.imports.serialize.name), [value]);
  const leadingPart = call(memberAccess(key, "slice"), [numericLiteral(0), memberAccess(prefix, "length")]);
  const isArray = call(memberAccess(id("Array"), "isArray"), [key]);
  const matches = and(isArray, strictEquals(serialize(leadingPart), serialize(prefix)));
  const filterType = functionType([parameter(key, { type: keywordType("unknown") })], keywordType("boolean"));
  const declaration = functionDeclaration(swrDeclaration.names.declared.keyStartsWith, {
    exported: true,
    parameters: [parameter(prefix, { type: anyKeyType() })],
    returnType: filterType,
    body: [returnStatement(arrow([parameter(key)], matches))],
  });
  return withJsDoc(declaration, {
    description:
      "A filter for swr's `mutate` that matches every cached key starting with `prefix`: with a group's\n" +
      "`queryKeys.all()`, `mutate(keyStartsWith(prefix))` revalidates every query of that group.",
  });
}
