/**
 * Small flat helpers over `ts.factory` used by every emitter.
 *
 * Readable non-ASCII: the printer writes string and template literal text through
 * `escapeNonAsciiString` (`é` → `\u00E9`, an emoji → two `\uD83D\uDE00` halves) unless the node carries
 * `EmitFlags.NoAsciiEscaping`; identifiers and comments are never escaped. So every string and template
 * literal of generated code is created here with that flag. Line and paragraph separators (U+2028/U+2029),
 * U+0085, control characters, backslashes and the quote are still escaped by the printer either way. A
 * literal holding a bidirectional control is printed without the flag (see hidden-characters.ts).
 */

import ts from "../compiler-api.js";
import { hasHiddenCharacters } from "./hidden-characters.js";

/**
 * A string literal that keeps non-ASCII text as is. Single-quoted like the examples of the spec
 * (`'use client'`, `'a' | 'b'`); the one place to change the quote style.
 */
export function stringLiteral(text: string): ts.StringLiteral {
  const literal = ts.factory.createStringLiteral(text, /* isSingleQuote */ true);
  return keepNonAscii(literal, text);
}

/** `"text"`: for text that holds single quotes, which read better unescaped. */
export function doubleQuotedStringLiteral(text: string): ts.StringLiteral {
  return keepNonAscii(ts.factory.createStringLiteral(text, /* isSingleQuote */ false), text);
}

/**
 * A template literal from text parts and expressions, e.g. `['/pets/', id, '/photos']` →
 * `` `/pets/${id}/photos` ``; adjacent texts are merged, and without expressions it is a plain `` `text` ``.
 */
export function templateLiteral(parts: readonly (string | ts.Expression)[]): ts.TemplateLiteral {
  const [head = "", ...spans] = mergeTemplateParts(parts);
  if (spans.length === 0) return keepNonAscii(ts.factory.createNoSubstitutionTemplateLiteral(head), head);
  return ts.factory.createTemplateExpression(
    keepNonAscii(ts.factory.createTemplateHead(head), head),
    spans.map(({ expression, text }, index) => {
      const isLast = index === spans.length - 1;
      const literal = isLast ? ts.factory.createTemplateTail(text) : ts.factory.createTemplateMiddle(text);
      return ts.factory.createTemplateSpan(expression, keepNonAscii(literal, text));
    }),
  );
}

type TemplateSpanParts = { expression: ts.Expression; text: string };

/** `[head, ...{expression, text following it}]`. */
function mergeTemplateParts(parts: readonly (string | ts.Expression)[]): [string, ...TemplateSpanParts[]] {
  let head = "";
  const spans: TemplateSpanParts[] = [];
  for (const part of parts) {
    const last = spans.at(-1);
    if (typeof part !== "string") spans.push({ expression: part, text: "" });
    else if (last) last.text += part;
    else head += part;
  }
  return [head, ...spans];
}

/**
 * Marks a literal to keep its non-ASCII text readable, unless the text holds characters that would hide what
 * the code says (bidirectional controls, see hidden-characters.ts): that literal is printed with every
 * non-ASCII character escaped, which the printer does only for the whole literal.
 */
function keepNonAscii<T extends ts.Node>(node: T, text: string): T {
  return hasHiddenCharacters(text) ? node : ts.setEmitFlags(node, ts.EmitFlags.NoAsciiEscaping);
}

/** `1`, `1.5`, and `-1` as a prefix minus (a numeric literal cannot be negative). */
export function numericLiteral(value: number): ts.NumericLiteral | ts.PrefixUnaryExpression {
  if (!Number.isFinite(value)) throw new RangeError(`${value} cannot be written as a numeric literal`);
  if (value < 0 || Object.is(value, -0)) {
    return ts.factory.createPrefixUnaryExpression(
      ts.SyntaxKind.MinusToken,
      ts.factory.createNumericLiteral(-value),
    );
  }
  return ts.factory.createNumericLiteral(value);
}

/** A JSON value that a literal type can spell: a string, a number, `true`, `false` or `null`. */
export type LiteralValue = string | number | boolean | null;

/** The type of exactly one JSON value: `'a'`, `1`, `-1`, `true`, `null`. */
export function literalType(value: LiteralValue): ts.LiteralTypeNode {
  if (value === null) return ts.factory.createLiteralTypeNode(ts.factory.createNull());
  if (value === true) return ts.factory.createLiteralTypeNode(ts.factory.createTrue());
  if (value === false) return ts.factory.createLiteralTypeNode(ts.factory.createFalse());
  if (typeof value === "number") return ts.factory.createLiteralTypeNode(numericLiteral(value));
  return ts.factory.createLiteralTypeNode(stringLiteral(value));
}

/** `A | B`; nested unions are flattened; `[]` → `never`, `[x]` → `x`. Parentheses come from the factory. */
export function unionType(types: readonly ts.TypeNode[]): ts.TypeNode {
  const members = types.flatMap((type) => (ts.isUnionTypeNode(type) ? type.types : [type]));
  if (members.length === 0) return keywordType("never");
  if (members.length === 1 && members[0]) return members[0];
  return ts.factory.createUnionTypeNode(members);
}

/** `A & B`; nested intersections are flattened; `[]` → `unknown`, `[x]` → `x`. */
export function intersectionType(types: readonly ts.TypeNode[]): ts.TypeNode {
  const members = types.flatMap((type) => (ts.isIntersectionTypeNode(type) ? type.types : [type]));
  if (members.length === 0) return keywordType("unknown");
  if (members.length === 1 && members[0]) return members[0];
  return ts.factory.createIntersectionTypeNode(members);
}

/** `Pet`, `Record<string, unknown>`, `api.Pet` (a dotted name becomes a qualified name). */
export function typeReference(
  name: string | ts.EntityName,
  typeArguments?: readonly ts.TypeNode[],
): ts.TypeReferenceNode {
  const typeName = typeof name === "string" ? entityName(name) : name;
  const args = typeArguments && typeArguments.length > 0 ? typeArguments : undefined;
  return ts.factory.createTypeReferenceNode(typeName, args);
}

/**
 * `a.b.c` as an entity name; `first` makes the identifier of its first name (a reference, see
 * references.ts, where that name is a declaration or an import of the file).
 */
export function entityName(
  dotted: string | readonly string[],
  first: (name: string) => ts.Identifier = (name) => ts.factory.createIdentifier(name),
): ts.EntityName {
  const [head = "", ...rest] = typeof dotted === "string" ? dotted.split(".") : dotted;
  return rest.reduce<ts.EntityName>(
    (left, right) => ts.factory.createQualifiedName(left, right),
    first(head),
  );
}

export type KeywordTypeName =
  | "string"
  | "number"
  | "bigint"
  | "boolean"
  | "symbol"
  | "object"
  | "unknown"
  | "any"
  | "never"
  | "undefined"
  | "void"
  | "null";

const KEYWORD_TYPE_KINDS = {
  string: ts.SyntaxKind.StringKeyword,
  number: ts.SyntaxKind.NumberKeyword,
  bigint: ts.SyntaxKind.BigIntKeyword,
  boolean: ts.SyntaxKind.BooleanKeyword,
  symbol: ts.SyntaxKind.SymbolKeyword,
  object: ts.SyntaxKind.ObjectKeyword,
  unknown: ts.SyntaxKind.UnknownKeyword,
  any: ts.SyntaxKind.AnyKeyword,
  never: ts.SyntaxKind.NeverKeyword,
  undefined: ts.SyntaxKind.UndefinedKeyword,
  void: ts.SyntaxKind.VoidKeyword,
} as const satisfies Record<Exclude<KeywordTypeName, "null">, ts.KeywordTypeSyntaxKind>;

/** A built-in type. `null` is a literal type in the syntax tree, the others keyword types. */
export function keywordType(name: KeywordTypeName): ts.KeywordTypeNode | ts.LiteralTypeNode {
  if (name === "null") return literalType(null);
  return ts.factory.createKeywordTypeNode(KEYWORD_TYPE_KINDS[name]);
}

/** `T[]`; the factory parenthesizes what needs it: `(A | B)[]`, `(() => void)[]`, `(keyof T)[]`. */
export function arrayType(element: ts.TypeNode): ts.ArrayTypeNode {
  return ts.factory.createArrayTypeNode(element);
}

export function exportModifier(): ts.ModifierToken<ts.SyntaxKind.ExportKeyword> {
  return ts.factory.createModifier(ts.SyntaxKind.ExportKeyword);
}

export interface ParameterParts {
  type?: ts.TypeNode | undefined;
  /** `name?:` */
  optional?: boolean | undefined;
  /** `name = value` */
  initializer?: ts.Expression | undefined;
}

/** A parameter: `name`, `name?: T`, `name: T = value`. */
export function parameter(name: string | ts.Identifier, parts: ParameterParts = {}): ts.ParameterDeclaration {
  return ts.factory.createParameterDeclaration(
    /* modifiers */ undefined,
    /* dotDotDotToken */ undefined,
    name,
    parts.optional ? ts.factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
    parts.type,
    parts.initializer,
  );
}

/** `...name: T` (or `...name`, typed by its context): the rest parameter that takes every further argument. */
export function restParameter(name: string, type?: ts.TypeNode): ts.ParameterDeclaration {
  return ts.factory.createParameterDeclaration(
    /* modifiers */ undefined,
    ts.factory.createToken(ts.SyntaxKind.DotDotDotToken),
    name,
    /* questionToken */ undefined,
    type,
  );
}

/** `...value` in a call's arguments or an array literal. */
export function spreadElement(value: ts.Expression): ts.SpreadElement {
  return ts.factory.createSpreadElement(value);
}

/** `(parameters) => body` */
export function arrow(
  parameters: readonly ts.ParameterDeclaration[],
  body: ts.ConciseBody,
): ts.ArrowFunction {
  return ts.factory.createArrowFunction(
    /* modifiers */ undefined,
    /* typeParameters */ undefined,
    parameters,
    /* type */ undefined,
    ts.factory.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
    body,
  );
}

/** `readonly T` (a readonly array or tuple type). */
export function readonlyType(type: ts.TypeNode): ts.TypeOperatorNode {
  return ts.factory.createTypeOperatorNode(ts.SyntaxKind.ReadonlyKeyword, type);
}

/** `name?: T` in an interface or a type literal. */
export function propertySignature(
  name: string | ts.PropertyName,
  type: ts.TypeNode,
  optional = false,
): ts.PropertySignature {
  return ts.factory.createPropertySignature(
    /* modifiers */ undefined,
    name,
    optional ? ts.factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
    type,
  );
}

// Expressions.

export function id(name: string): ts.Identifier {
  return ts.factory.createIdentifier(name);
}

/** `true` or `false`. */
export function booleanLiteral(value: boolean): ts.TrueLiteral | ts.FalseLiteral {
  return value ? ts.factory.createTrue() : ts.factory.createFalse();
}

/** `callee<T>(args)`; a string callee is an identifier. */
export function call(
  callee: string | ts.Expression,
  args: readonly ts.Expression[] = [],
  typeArguments?: readonly ts.TypeNode[],
): ts.CallExpression {
  return ts.factory.createCallExpression(
    typeof callee === "string" ? id(callee) : callee,
    typeArguments,
    args,
  );
}

/** `{ a: 1, ...b }`, on one line unless `multiLine`. */
export function objectLiteral(
  properties: readonly ts.ObjectLiteralElementLike[] = [],
  multiLine?: boolean,
): ts.ObjectLiteralExpression {
  return ts.factory.createObjectLiteralExpression(properties, multiLine);
}

/** `[a, b]`, on one line unless `multiLine`. */
export function arrayLiteral(
  elements: readonly ts.Expression[],
  multiLine?: boolean,
): ts.ArrayLiteralExpression {
  return ts.factory.createArrayLiteralExpression(elements, multiLine);
}

/** `...value` in an object literal. */
export function spread(value: ts.Expression): ts.SpreadAssignment {
  return ts.factory.createSpreadAssignment(value);
}

/** `left ?? right` */
export function nullish(left: ts.Expression, right: ts.Expression): ts.BinaryExpression {
  return ts.factory.createBinaryExpression(left, ts.SyntaxKind.QuestionQuestionToken, right);
}

/** `condition ? whenTrue : whenFalse` */
export function conditional(
  condition: ts.Expression,
  whenTrue: ts.Expression,
  whenFalse: ts.Expression,
): ts.ConditionalExpression {
  return ts.factory.createConditionalExpression(
    condition,
    ts.factory.createToken(ts.SyntaxKind.QuestionToken),
    whenTrue,
    ts.factory.createToken(ts.SyntaxKind.ColonToken),
    whenFalse,
  );
}

/** `value as const` */
export function asConst(value: ts.Expression): ts.AsExpression {
  return ts.factory.createAsExpression(value, ts.factory.createTypeReferenceNode("const"));
}

// Statements and declarations.

/** `expression;` */
export function expressionStatement(expression: ts.Expression): ts.ExpressionStatement {
  return ts.factory.createExpressionStatement(expression);
}

/** `target = value;` */
export function assignment(target: ts.Expression, value: ts.Expression): ts.ExpressionStatement {
  return expressionStatement(ts.factory.createAssignment(target, value));
}

/** `return value;` */
export function returnStatement(value: ts.Expression): ts.ReturnStatement {
  return ts.factory.createReturnStatement(value);
}

/** `{ statements }`, one statement a line. */
export function block(statements: readonly ts.Statement[]): ts.Block {
  return ts.factory.createBlock(statements, /* multiLine */ true);
}

export interface ConstParts {
  type?: ts.TypeNode | undefined;
  exported?: boolean | undefined;
}

/** `[export] const name[: T] = value;` */
export function constDeclaration(
  name: string,
  value: ts.Expression,
  parts: ConstParts = {},
): ts.VariableStatement {
  return ts.factory.createVariableStatement(
    parts.exported ? [exportModifier()] : undefined,
    ts.factory.createVariableDeclarationList(
      [ts.factory.createVariableDeclaration(name, /* exclamationToken */ undefined, parts.type, value)],
      ts.NodeFlags.Const,
    ),
  );
}

export interface FunctionParts {
  typeParameters?: readonly ts.TypeParameterDeclaration[] | undefined;
  parameters: readonly ts.ParameterDeclaration[];
  returnType?: ts.TypeNode | undefined;
  body: readonly ts.Statement[];
}

/** `[export] function name<T>(parameters): T { body }` (for an overload signature: `overloadSignature`). */
export function functionDeclaration(
  name: string,
  parts: FunctionParts & {
    exported?: boolean | undefined;
    typeParameters?: readonly ts.TypeParameterDeclaration[] | undefined;
  },
): ts.FunctionDeclaration {
  return functionNode(name, parts, block(parts.body));
}

/** `async (parameters) => { body }` */
export function asyncArrow(
  parameters: readonly ts.ParameterDeclaration[],
  body: readonly ts.Statement[],
): ts.ArrowFunction {
  return ts.factory.createArrowFunction(
    [ts.factory.createModifier(ts.SyntaxKind.AsyncKeyword)],
    /* typeParameters */ undefined,
    parameters,
    /* type */ undefined,
    ts.factory.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
    block(body),
  );
}

/** `async function name(parameters): Promise<T> { body }`, module-private. */
export function asyncFunctionDeclaration(name: string, parts: FunctionParts): ts.FunctionDeclaration {
  return ts.factory.createFunctionDeclaration(
    [ts.factory.createModifier(ts.SyntaxKind.AsyncKeyword)],
    /* asteriskToken */ undefined,
    name,
    parts.typeParameters,
    parts.parameters,
    parts.returnType,
    block(parts.body),
  );
}

/** `[export] function name<T>(parameters): R;`: an overload signature, before the implementation. */
export function overloadSignature(
  name: string,
  parts: Omit<FunctionParts, "body"> & {
    exported?: boolean | undefined;
    typeParameters?: readonly ts.TypeParameterDeclaration[] | undefined;
  },
): ts.FunctionDeclaration {
  return functionNode(name, parts, undefined);
}

function functionNode(
  name: string,
  parts: Omit<FunctionParts, "body"> & {
    exported?: boolean | undefined;
    typeParameters?: readonly ts.TypeParameterDeclaration[] | undefined;
  },
  body: ts.Block | undefined,
): ts.FunctionDeclaration {
  return ts.factory.createFunctionDeclaration(
    parts.exported ? [exportModifier()] : undefined,
    /* asteriskToken */ undefined,
    name,
    parts.typeParameters,
    parts.parameters,
    parts.returnType,
    body,
  );
}

/** `name(parameters): T { body }`: a method of an object literal or a class (a class's overload: no body). */
export function methodDeclaration(
  name: string | ts.PropertyName,
  parts: Omit<FunctionParts, "body"> & { body?: FunctionParts["body"] | undefined },
): ts.MethodDeclaration {
  return ts.factory.createMethodDeclaration(
    /* modifiers */ undefined,
    /* asteriskToken */ undefined,
    name,
    /* questionToken */ undefined,
    /* typeParameters */ undefined,
    parts.parameters,
    parts.returnType,
    parts.body === undefined ? undefined : block(parts.body),
  );
}
