import { withJsDoc } from "../ast/jsdoc.js";
import { exportModifier, stringLiteral } from "../ast/nodes.js";
import ts from "../typescript.cjs";

/** `import { a, b } from '<module>';` (type-only names marked with `type`). */
export function namedImport(module: string, names: string[], typeNames: string[] = []): ts.ImportDeclaration {
  const specifiers = [
    ...names.map((name) =>
      ts.factory.createImportSpecifier(false, undefined, ts.factory.createIdentifier(name)),
    ),
    ...typeNames.map((name) =>
      ts.factory.createImportSpecifier(true, undefined, ts.factory.createIdentifier(name)),
    ),
  ];
  return ts.factory.createImportDeclaration(
    undefined,
    ts.factory.createImportClause(undefined, undefined, ts.factory.createNamedImports(specifiers)),
    stringLiteral(module),
  );
}

/** `export function <name>(<parameters>): void { <body> }` with a doc comment. */
export function exportedSetupFunction(
  name: string,
  parameters: ts.ParameterDeclaration[],
  body: ts.Statement[],
  description: string,
): ts.Statement {
  return withJsDoc(
    ts.factory.createFunctionDeclaration(
      [exportModifier()],
      undefined,
      name,
      undefined,
      parameters,
      ts.factory.createKeywordTypeNode(ts.SyntaxKind.VoidKeyword),
      ts.factory.createBlock(body, true),
    ),
    { description },
  );
}

/** `target = value;` */
export function assignment(target: ts.Expression, value: ts.Expression): ts.Statement {
  return ts.factory.createExpressionStatement(ts.factory.createAssignment(target, value));
}
