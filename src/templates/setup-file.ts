import { withJsDoc } from "../ast/jsdoc.js";
import { exportModifier, keywordType, parameter, typeReference } from "../ast/nodes.js";
import ts from "../compiler-api.js";

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

/** `headers: Record<string, string> = {}`: the headers every request of the set-up client sends. */
export function headersParameter(headers: ts.Identifier): ts.ParameterDeclaration {
  return parameter(headers, {
    type: typeReference("Record", [keywordType("string"), keywordType("string")]),
    initializer: ts.factory.createObjectLiteralExpression(),
  });
}

/** `target = value;` */
export function assignment(target: ts.Expression, value: ts.Expression): ts.Statement {
  return ts.factory.createExpressionStatement(ts.factory.createAssignment(target, value));
}
