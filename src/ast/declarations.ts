/** Top-level declarations of generated files: enums, type aliases, interfaces, classes; their export keyword. */
import ts from "../compiler-api.js";
import { enumMemberKey } from "./keys.js";
import { exportModifier, stringLiteral } from "./nodes.js";

/** `name = 'value'` in an enum. */
export function enumMember(name: string, value: string): ts.EnumMember {
  return ts.factory.createEnumMember(enumMemberKey(name), stringLiteral(value));
}

/** `export enum Name { ... }` */
export function enumDeclaration(name: string, members: readonly ts.EnumMember[]): ts.EnumDeclaration {
  return ts.factory.createEnumDeclaration([exportModifier()], name, members);
}

/** `export type Name = T;` */
export function typeAliasDeclaration(
  name: string,
  type: ts.TypeNode,
  typeParameters?: readonly ts.TypeParameterDeclaration[],
): ts.TypeAliasDeclaration {
  return ts.factory.createTypeAliasDeclaration([exportModifier()], name, typeParameters, type);
}

/** `type Name = T;`, not exported: a name the module's own declarations share. */
export function localTypeAlias(name: string, type: ts.TypeNode): ts.TypeAliasDeclaration {
  return ts.factory.createTypeAliasDeclaration(/* modifiers */ undefined, name, undefined, type);
}

/** A base written with type arguments: `Omit<Pet, 'id'>`. */
export interface GenericBase {
  name: string;
  typeArguments: readonly ts.TypeNode[];
}

export interface InterfaceParts {
  /** `extends A, B` (or `extends Omit<A, 'a'>`) */
  bases?: readonly (string | GenericBase)[];
  typeParameters?: readonly ts.TypeParameterDeclaration[];
}

/** `export interface Name<T> extends A, B { members }` */
export function interfaceDeclaration(
  name: string,
  members: readonly ts.TypeElement[],
  { bases = [], typeParameters }: InterfaceParts = {},
): ts.InterfaceDeclaration {
  const heritage =
    bases.length === 0
      ? undefined
      : [
          ts.factory.createHeritageClause(
            ts.SyntaxKind.ExtendsKeyword,
            bases.map((base) =>
              typeof base === "string"
                ? ts.factory.createExpressionWithTypeArguments(ts.factory.createIdentifier(base), undefined)
                : ts.factory.createExpressionWithTypeArguments(
                    ts.factory.createIdentifier(base.name),
                    base.typeArguments,
                  ),
            ),
          ),
        ];
  return ts.factory.createInterfaceDeclaration([exportModifier()], name, typeParameters, heritage, members);
}

/** `@expression` */
export function decorator(expression: ts.Expression): ts.Decorator {
  return ts.factory.createDecorator(expression);
}

/** `@Decorator(...) export class Name { members }` */
export function classDeclaration(
  name: string,
  members: readonly ts.ClassElement[],
  decorators: readonly ts.Decorator[] = [],
): ts.ClassDeclaration {
  return ts.factory.createClassDeclaration(
    [...decorators, exportModifier()],
    name,
    /* typeParameters */ undefined,
    /* heritageClauses */ undefined,
    members,
  );
}

export interface FieldParts {
  static?: boolean;
  readonly?: boolean;
  type?: ts.TypeNode | undefined;
  initializer?: ts.Expression | undefined;
}

/** `[static] [readonly] name[: T] [= value];` in a class. */
export function fieldDeclaration(
  name: string | ts.PrivateIdentifier,
  parts: FieldParts,
): ts.PropertyDeclaration {
  const modifiers = [
    ...(parts.static ? [ts.factory.createModifier(ts.SyntaxKind.StaticKeyword)] : []),
    ...(parts.readonly ? [ts.factory.createModifier(ts.SyntaxKind.ReadonlyKeyword)] : []),
  ];
  return ts.factory.createPropertyDeclaration(
    modifiers,
    name,
    /* questionOrExclamationToken */ undefined,
    parts.type,
    parts.initializer,
  );
}

/** `constructor(parameters) { body }` */
export function constructorDeclaration(
  parameters: readonly ts.ParameterDeclaration[],
  body: ts.Block,
): ts.ConstructorDeclaration {
  return ts.factory.createConstructorDeclaration(/* modifiers */ undefined, parameters, body);
}

/**
 * `statement` without its `export` keyword (a top-level declaration made module-private), or `statement`
 * itself when it has none. Its other modifiers (`async`, `declare`) stay.
 */
export function withoutExport(statement: ts.Statement): ts.Statement {
  if (!ts.canHaveModifiers(statement)) return statement;
  const modifiers = statement.modifiers ?? [];
  if (!modifiers.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return statement;
  const kept = modifiers.flatMap((modifier) =>
    ts.isModifier(modifier) && modifier.kind !== ts.SyntaxKind.ExportKeyword ? [modifier] : [],
  );
  return ts.factory.replaceModifiers(statement, kept);
}

/** The top-level names one statement declares. */
export function statementNames(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}
