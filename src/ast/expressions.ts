/** Expression nodes beyond the common ones of nodes.ts: member access, operators, `new`, `this`. */
import ts from "../compiler-api.js";
import { property } from "./keys.js";
import { arrayLiteral, booleanLiteral, numericLiteral, objectLiteral, stringLiteral } from "./nodes.js";

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

/** `object?.member` */
export function optionalMemberAccess(object: ts.Expression, member: string): ts.PropertyAccessChain {
  return ts.factory.createPropertyAccessChain(
    object,
    ts.factory.createToken(ts.SyntaxKind.QuestionDotToken),
    member,
  );
}

/** `key: value` with a key already written (see `property` in keys.ts for keys from names). */
export function propertyAssignment(key: ts.PropertyName, value: ts.Expression): ts.PropertyAssignment {
  return ts.factory.createPropertyAssignment(key, value);
}

/** `{ name }` in an object literal. */
export function shorthandProperty(name: string | ts.Identifier): ts.ShorthandPropertyAssignment {
  return ts.factory.createShorthandPropertyAssignment(name);
}

/** `void expression`. */
export function voidExpression(expression: ts.Expression): ts.VoidExpression {
  return ts.factory.createVoidExpression(expression);
}

/** `null` */
export function nullLiteral(): ts.NullLiteral {
  return ts.factory.createNull();
}

/** `!value` */
export function not(value: ts.Expression): ts.PrefixUnaryExpression {
  return ts.factory.createLogicalNot(value);
}

/** `left && right` */
export function and(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createLogicalAnd(left, right);
}

/** `left || right` */
export function or(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createLogicalOr(left, right);
}

/** `left === right` */
export function strictEquals(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createStrictEquality(left, right);
}

/** `typeof operand` */
export function typeOf(operand: ts.Expression): ts.TypeOfExpression {
  return ts.factory.createTypeOfExpression(operand);
}

/** `left <= right` */
export function atMost(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createBinaryExpression(left, ts.SyntaxKind.LessThanEqualsToken, right);
}

/** `left !== right` */
export function strictNotEquals(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createStrictInequality(left, right);
}

/** `left >= right` */
export function atLeast(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createBinaryExpression(left, ts.SyntaxKind.GreaterThanEqualsToken, right);
}

/** `left < right` */
export function lessThan(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createLessThan(left, right);
}

/** `value as T` */
export function asType(value: ts.Expression, type: ts.TypeNode): ts.AsExpression {
  return ts.factory.createAsExpression(value, type);
}

/** `new Callee<T>(args)` */
export function newExpression(
  callee: ts.Expression,
  args: readonly ts.Expression[],
  typeArguments?: readonly ts.TypeNode[],
): ts.NewExpression {
  return ts.factory.createNewExpression(callee, typeArguments, args);
}

/** `#name`: a class's private name. */
export function privateName(name: string): ts.PrivateIdentifier {
  return ts.factory.createPrivateIdentifier(`#${name}`);
}

/** `this.name` */
export function thisMember(name: string): ts.PropertyAccessExpression {
  return ts.factory.createPropertyAccessExpression(ts.factory.createThis(), name);
}

/** `this.#name` */
export function thisPrivateMember(name: string): ts.PropertyAccessExpression {
  return ts.factory.createPropertyAccessExpression(ts.factory.createThis(), privateName(name));
}

/**
 * `/* @__PURE__ *\/ call(...)`: a call bundlers may drop when its value is unused, so a module-level constant
 * made by a call stays out of a bundle that never reads it.
 */
export function pureCall(expression: ts.CallExpression): ts.CallExpression {
  return ts.addSyntheticLeadingComment(
    expression,
    ts.SyntaxKind.MultiLineCommentTrivia,
    " @__PURE__ ",
    /* hasTrailingNewLine */ false,
  );
}

/**
 * `{ signal }` (or `{ signal: signal2 }`) as a parameter: the named properties of the argument, destructured;
 * typed where nothing around it gives it a type.
 */
export function destructuredParameter(
  names: readonly (string | { property: string; name: string })[],
  type?: ts.TypeNode,
): ts.ParameterDeclaration {
  const pattern = ts.factory.createObjectBindingPattern(
    names.map((entry) =>
      typeof entry === "string"
        ? ts.factory.createBindingElement(/* dotDotDotToken */ undefined, /* propertyName */ undefined, entry)
        : ts.factory.createBindingElement(/* dotDotDotToken */ undefined, entry.property, entry.name),
    ),
  );
  return ts.factory.createParameterDeclaration(
    /* modifiers */ undefined,
    /* dotDotDotToken */ undefined,
    pattern,
    /* questionToken */ undefined,
    type,
  );
}

/**
 * `/* @__PURE__ *\/ (() => call(...))()` where `expression` is a call, or a call asserted to a type
 * (`call(...) as T`); anything else as it is. Unlike {@link pureCall}, whose arguments a bundler still
 * evaluates when it cannot prove them free of effects, nothing of it is left in a bundle that never reads its
 * value.
 */
export function pureThunkIfCall(expression: ts.Expression): ts.Expression {
  let inner = expression;
  while (ts.isAsExpression(inner)) inner = inner.expression;
  if (inner.kind !== ts.SyntaxKind.CallExpression) return expression;
  const thunk = ts.factory.createArrowFunction(undefined, undefined, [], undefined, undefined, expression);
  return pureCall(ts.factory.createCallExpression(thunk, undefined, []));
}

/** `(value)`: parentheses the printer would not add, where they make an expression read as meant. */
export function parenthesized(value: ts.Expression): ts.ParenthesizedExpression {
  return ts.factory.createParenthesizedExpression(value);
}

/** `value instanceof Constructor` */
export function isInstanceOf(value: ts.Expression, type: ts.Expression): ts.BinaryExpression {
  return ts.factory.createBinaryExpression(value, ts.SyntaxKind.InstanceOfKeyword, type);
}

/** A JSON value as the generator holds one (a description's value, data it made). */
export type JsonLiteralValue =
  | string
  | number
  | boolean
  | null
  | readonly JsonLiteralValue[]
  | { readonly [key: string]: JsonLiteralValue };

/**
 * A JSON value as a literal: `'a'`, `1`, `-1`, `true`, `null`, arrays and objects of them; a `__proto__` key is
 * computed, so that it stays a key of the object.
 */
export function jsonLiteral(value: JsonLiteralValue): ts.Expression {
  if (value === null) return nullLiteral();
  if (typeof value === "string") return stringLiteral(value);
  if (typeof value === "number") return numericLiteral(value);
  if (typeof value === "boolean") return booleanLiteral(value);
  if (isList(value)) return arrayLiteral(value.map(jsonLiteral), value.length > 4);
  const entries = Object.entries(value);
  return objectLiteral(
    entries.map(([key, member]) => property(key, jsonLiteral(member))),
    entries.length > 2,
  );
}

function isList(value: object): value is readonly JsonLiteralValue[] {
  return Array.isArray(value);
}
