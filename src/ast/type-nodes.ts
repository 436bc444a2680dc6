/**
 * Type nodes beyond the common ones of nodes.ts: member lists, tuples, queries, functions, verbatim text,
 * unions without repeated members.
 */
import ts from "../compiler-api.js";
import { entityName, unionType } from "./nodes.js";
import { referenceTo, verbatimReference } from "./references.js";

/** `{ a: A; b?: B }` from its members; on one line with `singleLine`. */
export function typeLiteral(
  members: readonly ts.TypeElement[],
  { singleLine = false }: { singleLine?: boolean } = {},
): ts.TypeLiteralNode {
  const literal = ts.factory.createTypeLiteralNode(members);
  return singleLine ? ts.setEmitFlags(literal, ts.EmitFlags.SingleLine) : literal;
}

/** `[A, B, ...C[]]`, on one line like the `[number, number]` a person would write. */
export function tupleType(elements: readonly ts.TypeNode[]): ts.TupleTypeNode {
  return ts.setEmitFlags(ts.factory.createTupleTypeNode(elements), ts.EmitFlags.SingleLine);
}

/** `name: T`, `name?: T` or `...name: T` in a tuple: an element whose name an editor shows as a parameter's. */
export function namedTupleMember(
  name: string,
  type: ts.TypeNode,
  kind: "required" | "optional" | "rest" = "required",
): ts.NamedTupleMember {
  return ts.factory.createNamedTupleMember(
    kind === "rest" ? ts.factory.createToken(ts.SyntaxKind.DotDotDotToken) : undefined,
    ts.factory.createIdentifier(name),
    kind === "optional" ? ts.factory.createToken(ts.SyntaxKind.QuestionToken) : undefined,
    type,
  );
}

/** `...T` in a tuple. */
export function restType(type: ts.TypeNode): ts.RestTypeNode {
  return ts.factory.createRestTypeNode(type);
}

/** `[key: string]: T` in an object type. */
export function indexSignature(
  key: ts.ParameterDeclaration,
  type: ts.TypeNode,
): ts.IndexSignatureDeclaration {
  return ts.factory.createIndexSignature(/* modifiers */ undefined, [key], type);
}

/** `Object['member']` */
export function indexedAccessType(object: ts.TypeNode, index: ts.TypeNode): ts.IndexedAccessTypeNode {
  return ts.factory.createIndexedAccessTypeNode(object, index);
}

/**
 * The literal type a literal expression spells, `'a'`, `1`, `-1`, `true`, `null` (the expression's node in
 * the type); `undefined` for any other expression.
 */
export function literalTypeOfExpression(value: ts.Expression): ts.LiteralTypeNode | undefined {
  const isLiteral =
    ts.isStringLiteral(value) ||
    ts.isNumericLiteral(value) ||
    (ts.isPrefixUnaryExpression(value) && ts.isNumericLiteral(value.operand)) ||
    value.kind === ts.SyntaxKind.TrueKeyword ||
    value.kind === ts.SyntaxKind.FalseKeyword ||
    value.kind === ts.SyntaxKind.NullKeyword;
  return isLiteral ? ts.factory.createLiteralTypeNode(value as ts.LiteralTypeNode["literal"]) : undefined;
}

/** `typeof a.b.c`, whose first name references the module-level declaration or import it reads. */
export function typeQuery(path: readonly [string, ...string[]]): ts.TypeQueryNode {
  return ts.factory.createTypeQueryNode(entityName(path, referenceTo));
}

/** `(parameters) => T` */
export function functionType(
  parameters: readonly ts.ParameterDeclaration[],
  returnType: ts.TypeNode,
): ts.FunctionTypeNode {
  return ts.factory.createFunctionTypeNode(/* typeParameters */ undefined, parameters, returnType);
}

/** `<T>(parameters): R` in an interface: a signature its values are called by. */
export function callSignature(
  typeParameters: readonly ts.TypeParameterDeclaration[] | undefined,
  parameters: readonly ts.ParameterDeclaration[],
  returnType: ts.TypeNode,
): ts.CallSignatureDeclaration {
  return ts.factory.createCallSignature(typeParameters, parameters, returnType);
}

/** `{ [Key in Keys]: Value }`: over a tuple type (`keyof Args`), a tuple of the same length and labels. */
export function mappedType(key: string, keys: ts.TypeNode, value: ts.TypeNode): ts.MappedTypeNode {
  return ts.factory.createMappedTypeNode(
    /* readonlyToken */ undefined,
    ts.factory.createTypeParameterDeclaration(/* modifiers */ undefined, key, keys),
    /* nameType */ undefined,
    /* questionToken */ undefined,
    value,
    /* members */ undefined,
  );
}

/** `T extends Constraint = Default` in a declaration's type parameter list. */
export function typeParameter(
  name: string,
  constraint?: ts.TypeNode,
  defaultType?: ts.TypeNode,
): ts.TypeParameterDeclaration {
  return ts.factory.createTypeParameterDeclaration(/* modifiers */ undefined, name, constraint, defaultType);
}

/**
 * Type text as written (`x-ts-type`): an identifier prints its text unchanged, so the text is kept exactly,
 * however it is spelled. The caller checks that it parses as a type, and gives the names it reads
 * (`readTypeText`), which the identifier references: an import of one of them stays in the file.
 */
export function verbatimType(text: string, names: readonly string[]): ts.TypeReferenceNode {
  return ts.factory.createTypeReferenceNode(verbatimReference(text, names));
}

/**
 * `type` with every reference to a name `qualify` accepts reached through `namespace`: `Pet[]` → `api.Pet[]`,
 * `Status.Active` → `api.Status.Active` (the leftmost identifier of a qualified name is what is looked up).
 */
export function qualifyTypeReferences(
  type: ts.TypeNode,
  qualify: (name: string) => boolean,
  namespace: string,
): ts.TypeNode {
  const qualified = (name: ts.EntityName): ts.EntityName => {
    if (ts.isQualifiedName(name))
      return ts.factory.updateQualifiedName(name, qualified(name.left), name.right);
    if (!qualify(name.text)) return name;
    return ts.factory.createQualifiedName(referenceTo(namespace), name.text);
  };
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isTypeReferenceNode(node)) {
      return ts.factory.updateTypeReferenceNode(
        node,
        qualified(node.typeName),
        node.typeArguments && ts.visitNodes(node.typeArguments, visit, ts.isTypeNode),
      );
    }
    return ts.visitEachChild(node, visit, /* context */ undefined);
  };
  return ts.visitNode(type, visit, ts.isTypeNode);
}

/** `keyof T` */
export function keyofType(type: ts.TypeNode): ts.TypeOperatorNode {
  return ts.factory.createTypeOperatorNode(ts.SyntaxKind.KeyOfKeyword, type);
}

/**
 * `unionType` with each built-in type and plain type reference said once (see {@link plainTypeNodeKey}):
 * members that differ as schemas can lower to the same type (`integer` and `number`, a nullable `string`
 * beside a plain one), and `number | number` says no more than `number`.
 */
export function distinctUnionType(types: readonly ts.TypeNode[]): ts.TypeNode {
  const seen = new Set<string>();
  const kept: ts.TypeNode[] = [];
  for (const member of types) {
    for (const type of ts.isUnionTypeNode(member) ? member.types : [member]) {
      const key = plainTypeNodeKey(type);
      if (key !== undefined && seen.has(key)) continue;
      if (key !== undefined) seen.add(key);
      kept.push(type);
    }
  }
  return unionType(kept);
}

/**
 * What tells a type node alike within one file: a built-in type (`string`, `null`, ...) or a reference to a
 * type by its plain name without type arguments (`Pet`); `undefined` for any other node.
 */
export function plainTypeNodeKey(node: ts.TypeNode): string | undefined {
  if (ts.isLiteralTypeNode(node)) return node.literal.kind === ts.SyntaxKind.NullKeyword ? "null" : undefined;
  if (ts.isTypeReferenceNode(node)) {
    return ts.isIdentifier(node.typeName) && node.typeArguments === undefined
      ? `type ${node.typeName.text}`
      : undefined;
  }
  // A type node of a keyword's kind is that built-in type (`string`, `undefined`, `never`, ...).
  const keyword = node.kind >= ts.SyntaxKind.FirstKeyword && node.kind <= ts.SyntaxKind.LastKeyword;
  return keyword ? `keyword ${node.kind}` : undefined;
}

/**
 * `[T][T extends unknown ? 0 : never]`: `T`, in a place TypeScript infers no type argument from (TypeScript
 * 5.4's `NoInfer`, which the versions before it lack): the deferred conditional type hides `T` from inference.
 */
export function notInferredType(type: () => ts.TypeNode): ts.TypeNode {
  return indexedAccessType(
    tupleType([type()]),
    ts.factory.createConditionalTypeNode(
      type(),
      ts.factory.createKeywordTypeNode(ts.SyntaxKind.UnknownKeyword),
      ts.factory.createLiteralTypeNode(ts.factory.createNumericLiteral(0)),
      ts.factory.createKeywordTypeNode(ts.SyntaxKind.NeverKeyword),
    ),
  );
}
