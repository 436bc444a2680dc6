/** Expression nodes beyond the common ones of nodes.ts: element access, shorthand properties, operators. */
import ts from "../compiler-api.js";

/** `object[key]`, or `object?.[key]` when `optional`. */
export function elementAccess(
  object: ts.Expression,
  key: ts.Expression,
  { optional = false }: { optional?: boolean } = {},
): ts.ElementAccessExpression {
  return optional
    ? ts.factory.createElementAccessChain(object, ts.factory.createToken(ts.SyntaxKind.QuestionDotToken), key)
    : ts.factory.createElementAccessExpression(object, key);
}

/** `{ name }` in an object literal. */
export function shorthandProperty(name: string): ts.ShorthandPropertyAssignment {
  return ts.factory.createShorthandPropertyAssignment(name);
}
