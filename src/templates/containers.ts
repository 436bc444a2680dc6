import { withJsDoc } from "../ast/jsdoc.js";
import { exportModifier, stringLiteral } from "../ast/nodes.js";
import ts from "../compiler-api.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../emit/client-template.js";

/** `/** docs *\/ name(parameters): ReturnType { body }`: a method of an object literal or a class. */
export function methodDeclaration({
  parts,
  parameters,
  returnType,
  body,
}: ContainerMethod): ts.MethodDeclaration {
  return withJsDoc(
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
  );
}

/** `export const petClient = { listPets(...): Promise<Pet[]> { ... }, ... };` */
export function objectContainer(name: string, methods: ContainerMethod[]): ts.Statement {
  const members = methods.map(methodDeclaration);
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

/** `const queryStyle: QueryStyle = { allowDots: true, arrayFormat: 'repeat' };`, passed to the runtime by every call. */
export function queryStyleConstant(ctx: ClientEmitContext): ts.Statement {
  const { allowDots, arrayFormat } = ctx.options.queryParamsSerialization;
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

/**
 * `sender(...leading, { ...request descriptor }, queryStyle, options)`: how every built-in template's method
 * hands its request to the runtime (`leading` are the template's own instance/defaults). No type argument:
 * the method's declared return type states the body type (see the runtime's `RequestDescriptor`).
 */
export function runtimeSendCall(
  sender: string,
  leading: ts.Expression[],
  method: MethodParts,
): ts.CallExpression {
  return ts.factory.createCallExpression(ts.factory.createIdentifier(sender), undefined, [
    ...leading,
    method.request,
    ts.factory.createIdentifier("queryStyle"),
    ts.factory.createIdentifier(method.planned.optionsName),
  ]);
}

/** `callee<T>(arg1, arg2, ...)`. */
export function callExpression(
  callee: ts.Expression,
  typeArguments: ts.TypeNode[] | undefined,
  args: ts.Expression[],
): ts.CallExpression {
  return ts.factory.createCallExpression(callee, typeArguments, args);
}
