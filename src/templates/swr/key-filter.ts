import { withJsDoc } from "../../ast/jsdoc.js";
import { arrow, exportModifier, keywordType, parameter } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import { anyKeyType } from "../../emit/hooks/hook-declarations.js";

/**
 * swr's `mutate(key)` matches one key exactly; matching by prefix takes a filter function. This one
 * compares the leading elements the way swr itself compares keys (`unstable_serialize`), so object
 * arguments match by value:
 * `export function keyStartsWith(prefix: readonly unknown[]): (key: unknown) => boolean { ... }`
 */
export function keyStartsWith(): ts.Statement {
  const prefix = ts.factory.createIdentifier("prefix");
  const key = ts.factory.createIdentifier("key");
  const serialize = (value: ts.Expression) =>
    ts.factory.createCallExpression(ts.factory.createIdentifier("unstable_serialize"), undefined, [value]);
  const leadingPart = ts.factory.createCallExpression(
    ts.factory.createPropertyAccessExpression(key, "slice"),
    undefined,
    [ts.factory.createNumericLiteral(0), ts.factory.createPropertyAccessExpression(prefix, "length")],
  );
  const isArray = ts.factory.createCallExpression(
    ts.factory.createPropertyAccessExpression(ts.factory.createIdentifier("Array"), "isArray"),
    undefined,
    [key],
  );
  const matches = ts.factory.createLogicalAnd(
    isArray,
    ts.factory.createStrictEquality(serialize(leadingPart), serialize(prefix)),
  );
  const filterType = ts.factory.createFunctionTypeNode(
    undefined,
    [parameter(key, { type: keywordType("unknown") })],
    keywordType("boolean"),
  );
  const declaration = ts.factory.createFunctionDeclaration(
    [exportModifier()],
    undefined,
    "keyStartsWith",
    undefined,
    [parameter(prefix, { type: anyKeyType() })],
    filterType,
    ts.factory.createBlock([ts.factory.createReturnStatement(arrow([parameter(key)], matches))], true),
  );
  return withJsDoc(declaration, {
    description:
      "A filter for swr's `mutate` that matches every cached key starting with `prefix`: with a group's\n" +
      "`queryKeys.all()`, `mutate(keyStartsWith(prefix))` revalidates every query of that group.",
  });
}
