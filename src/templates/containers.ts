import { withJsDoc } from "../ast/jsdoc.js";
import { exportModifier } from "../ast/nodes.js";
import ts from "../typescript.cjs";
import type { MethodParts } from "./types.js";

/** A method's full parameter list: the operation's parameters, then the optional per-call options. */
export function methodParameters(method: MethodParts, optionsType: ts.TypeNode): ts.ParameterDeclaration[] {
  return [
    ...method.parameters,
    ts.factory.createParameterDeclaration(
      undefined,
      undefined,
      method.planned.optionsName,
      ts.factory.createToken(ts.SyntaxKind.QuestionToken),
      optionsType,
    ),
  ];
}

/** `export const petClient = { listPets(...): Promise<Pet[]> { ... }, ... };` */
export function objectContainer(
  name: string,
  methods: {
    parts: MethodParts;
    parameters: ts.ParameterDeclaration[];
    returnType: ts.TypeNode;
    body: ts.Statement[];
  }[],
): ts.Statement {
  const members = methods.map(({ parts, parameters, returnType, body }) =>
    withJsDoc(
      ts.factory.createMethodDeclaration(
        undefined,
        undefined,
        parts.name,
        undefined,
        undefined,
        parameters,
        returnType,
        ts.factory.createBlock(body, true),
      ),
      parts.jsDoc,
    ),
  );
  return ts.factory.createVariableStatement(
    [exportModifier()],
    ts.factory.createVariableDeclarationList(
      [
        ts.factory.createVariableDeclaration(
          name,
          undefined,
          undefined,
          ts.factory.createObjectLiteralExpression(members, true),
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
}

/** `{ allowDots: true, arrayFormat: 'repeat' }` as the typed constant every client passes to the runtime. */
export function queryStyleConstant(
  allowDots: boolean,
  arrayFormat: string,
  stringLiteral: (text: string) => ts.StringLiteral,
): ts.Statement {
  const value = ts.factory.createObjectLiteralExpression([
    ts.factory.createPropertyAssignment(
      "allowDots",
      allowDots ? ts.factory.createTrue() : ts.factory.createFalse(),
    ),
    ts.factory.createPropertyAssignment("arrayFormat", stringLiteral(arrayFormat)),
  ]);
  return ts.factory.createVariableStatement(
    undefined,
    ts.factory.createVariableDeclarationList(
      [
        ts.factory.createVariableDeclaration(
          "queryStyle",
          undefined,
          ts.factory.createTypeReferenceNode("QueryStyle"),
          value,
        ),
      ],
      ts.NodeFlags.Const,
    ),
  );
}

/** `callee<T>(arg1, arg2, ...)`, optionally followed by `.then((response) => response.data)`. */
export function callExpression(
  callee: ts.Expression,
  typeArguments: ts.TypeNode[] | undefined,
  args: ts.Expression[],
): ts.CallExpression {
  return ts.factory.createCallExpression(callee, typeArguments, args);
}

export function thenData(call: ts.Expression): ts.Expression {
  const response = ts.factory.createIdentifier("response");
  return ts.factory.createCallExpression(ts.factory.createPropertyAccessExpression(call, "then"), undefined, [
    ts.factory.createArrowFunction(
      undefined,
      undefined,
      [ts.factory.createParameterDeclaration(undefined, undefined, response)],
      undefined,
      ts.factory.createToken(ts.SyntaxKind.EqualsGreaterThanToken),
      ts.factory.createPropertyAccessExpression(response, "data"),
    ),
  ]);
}
