/**
 * The global values a runtime file's code reads (`fetch`, `encodeURIComponent`, `TextDecoder`, ...): what a
 * top-level declaration of the generated module must not be named, or it would take the global's place in
 * the spliced code. Found by parsing: identifiers in value positions that the file declares nowhere.
 */
import ts from "../compiler-api.js";

/**
 * Names of the global values `text` reads. A name declared anywhere in the file counts as the file's own,
 * whatever the scope; the runtime files are written so that none shadows a global it also reads.
 */
export function freeValueNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TS);
  const declared = new Set<string>();
  const read = new Set<string>();
  const visit = (node: ts.Node): void => {
    // Types are not values.
    if (ts.isTypeNode(node) && !ts.isExpressionWithTypeArguments(node)) return;
    if (
      ts.isInterfaceDeclaration(node) ||
      ts.isTypeAliasDeclaration(node) ||
      ts.isTypeParameterDeclaration(node)
    )
      return;
    if (ts.isIdentifier(node)) {
      const role = identifierRole(node);
      if (role === "declares") declared.add(node.text);
      else if (role === "reads") read.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...read].filter((name) => !declared.has(name)).sort();
}

/**
 * Names of the global types `text` refers to (`Response`, `RequestInit`, `TypeError`, ...): a type the
 * generated module declares under one of them would take the global's place in the spliced code's
 * annotations, so the names every declared type avoids (plan/name-scope.ts) must hold them all; a test
 * keeps that list and this scan together. The first identifier of each type reference counts, unless the
 * file declares or imports it.
 */
export function freeTypeNames(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.ESNext, true, ts.ScriptKind.TS);
  const declared = new Set<string>();
  const referenced = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (
      (ts.isInterfaceDeclaration(node) ||
        ts.isTypeAliasDeclaration(node) ||
        ts.isTypeParameterDeclaration(node) ||
        ts.isClassDeclaration(node) ||
        ts.isEnumDeclaration(node)) &&
      node.name !== undefined
    ) {
      declared.add(node.name.text);
    }
    if (ts.isImportSpecifier(node) || ts.isImportClause(node) || ts.isNamespaceImport(node)) {
      if (node.name !== undefined) declared.add(node.name.text);
    }
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      let name: ts.Node = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
      while (ts.isQualifiedName(name)) name = name.left;
      while (ts.isPropertyAccessExpression(name)) name = name.expression;
      // `as const` is a type reference to `const`, a keyword rather than a name.
      if (ts.isIdentifier(name) && name.text !== "const") referenced.add(name.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...referenced].filter((name) => !declared.has(name)).sort();
}

function identifierRole(node: ts.Identifier): "declares" | "reads" | "names a member" {
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isFunctionExpression(parent) ||
      ts.isClassDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isBindingElement(parent) ||
      ts.isImportSpecifier(parent) ||
      ts.isImportClause(parent) ||
      ts.isNamespaceImport(parent) ||
      ts.isEnumDeclaration(parent)) &&
    parent.name === node
  ) {
    return "declares";
  }
  if (ts.isBindingElement(parent) && parent.propertyName === node) return "names a member";
  if (ts.isImportSpecifier(parent) && parent.propertyName === node) return "names a member";
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return "names a member";
  if (
    (ts.isPropertyAssignment(parent) ||
      ts.isMethodDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isGetAccessorDeclaration(parent) ||
      ts.isSetAccessorDeclaration(parent) ||
      ts.isEnumMember(parent)) &&
    parent.name === node
  ) {
    return "names a member";
  }
  if (ts.isLabeledStatement(parent) || ts.isBreakOrContinueStatement(parent)) return "names a member";
  return "reads";
}
