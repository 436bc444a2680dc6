/**
 * The one place that decides how a name from the description is written as a key: an identifier, a
 * number, or a quoted string.
 */

import ts from "../compiler-api.js";
import { isIdentifierName } from "./identifiers.js";
import { stringLiteral } from "./nodes.js";

/**
 * A property key: `name` when it is an IdentifierName (keywords are fine as keys: `default`, `class`),
 * `200` when it is a canonical non-negative number (it round-trips: `String(Number(s)) === s`, so `"0"`,
 * `"200"`, `"1.5"` but not `"01"`, `"-1"`, `"+1"`, `"1e3"`), else `'a-b'`. Each form names the same key.
 * In an object literal `__proto__` in any of these forms sets the prototype instead of a property, so object
 * literals take their keys from {@link property}.
 */
export function propertyName(name: string): ts.PropertyName {
  if (isIdentifierName(name)) return ts.factory.createIdentifier(name);
  if (isCanonicalNonNegativeNumber(name)) return ts.factory.createNumericLiteral(name);
  return stringLiteral(name);
}

function isCanonicalNonNegativeNumber(text: string): boolean {
  const number = Number(text);
  return Number.isFinite(number) && number >= 0 && String(number) === text;
}

/**
 * An enum member key: an identifier or a quoted string, never a number (enum members cannot have numeric
 * names; `enumMemberName` already renames those). `ts.factory.createEnumMember("a b")` would print an
 * invalid bare `a b`, so enum declarations take their keys from here.
 */
export function enumMemberKey(name: string): ts.PropertyName {
  return isIdentifierName(name) ? ts.factory.createIdentifier(name) : stringLiteral(name);
}

/** `object.name`, or `object['content-type']` when the name is not an IdentifierName. */
export function memberAccess(object: ts.Expression, name: string): ts.Expression {
  if (isIdentifierName(name)) return ts.factory.createPropertyAccessExpression(object, name);
  return ts.factory.createElementAccessExpression(object, stringLiteral(name));
}

/** `object.name` or `object['X-Id']`, with `?.` where `optional`. */
export function propertyRead(object: ts.Expression, name: string, optional: boolean): ts.Expression {
  if (!optional) return memberAccess(object, name);
  const questionDot = ts.factory.createToken(ts.SyntaxKind.QuestionDotToken);
  return isIdentifierName(name)
    ? ts.factory.createPropertyAccessChain(object, questionDot, name)
    : ts.factory.createElementAccessChain(object, questionDot, stringLiteral(name));
}

/**
 * `name: value` in an object literal, the key written as {@link propertyName} writes it, except `__proto__`:
 * `{ __proto__: value }` would set the object's prototype (and the value would never be sent), while the
 * computed `{ ['__proto__']: value }` creates an own property like any other key.
 */
export function property(name: string, value: ts.Expression): ts.PropertyAssignment {
  const key =
    name === "__proto__" ? ts.factory.createComputedPropertyName(stringLiteral(name)) : propertyName(name);
  return ts.factory.createPropertyAssignment(key, value);
}
