import { withJsDoc } from "../ast/jsdoc.js";
import { arrow, exportModifier, parameter, stringLiteral, typeReference } from "../ast/nodes.js";
import ts from "../compiler-api.js";
import type { ClientEmitContext, HttpClientTemplate, MethodParts } from "./types.js";

/** A method's full parameter list: the operation's parameters, then the optional per-call options. */
export function methodParameters(method: MethodParts, optionsType: ts.TypeNode): ts.ParameterDeclaration[] {
  return [...method.parameters, parameter(method.planned.optionsName, { type: optionsType, optional: true })];
}

/** One generated method with everything its declaration needs. */
export interface ContainerMethod {
  parts: MethodParts;
  parameters: ts.ParameterDeclaration[];
  returnType: ts.TypeNode;
  body: ts.Statement[];
}

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

/** `Wrapper<T>`, or `Wrapper<APIResponse<T>>` with `responseShape: full` (templates that return the body by default). */
export function bodyOrFullResponse(
  wrapper: string,
  responseType: ts.TypeNode,
  ctx: ClientEmitContext,
): ts.TypeNode {
  const shaped =
    ctx.options.responseShape === "full" ? typeReference("APIResponse", [responseType]) : responseType;
  return typeReference(wrapper, [shaped]);
}

/**
 * `return call;` with `responseShape: full`, else `return bodyOf(call);` (the runtime's `bodyOf`, for
 * promises of `{ data }`).
 */
export function returnBodyOrFullResponse(call: ts.Expression, ctx: ClientEmitContext): ts.Statement[] {
  return [ts.factory.createReturnStatement(ctx.options.responseShape === "full" ? call : bodyOf(call))];
}

/** `bodyOf(call)`: the `data` of a promised `{ data }`, typed by the method's declared return type. */
export function bodyOf(call: ts.Expression): ts.Expression {
  return ts.factory.createCallExpression(ts.factory.createIdentifier("bodyOf"), undefined, [call]);
}

/** Every method of a group with its full parameter list, return type and body, as the template builds them. */
export function templateMethods(
  template: HttpClientTemplate,
  methods: MethodParts[],
  ctx: ClientEmitContext,
): {
  parts: MethodParts;
  parameters: ts.ParameterDeclaration[];
  returnType: ts.TypeNode;
  body: ts.Statement[];
}[] {
  return methods.map((parts) => ({
    parts,
    parameters: methodParameters(parts, template.requestOptionsType(ctx)),
    returnType: template.returnType(parts.responseType, ctx),
    body: template.methodBody(parts, ctx),
  }));
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

/** `callee<T>(arg1, arg2, ...)`, optionally followed by `.then((response) => response.data)`. */
export function callExpression(
  callee: ts.Expression,
  typeArguments: ts.TypeNode[] | undefined,
  args: ts.Expression[],
): ts.CallExpression {
  return ts.factory.createCallExpression(callee, typeArguments, args);
}

export function thenData(call: ts.Expression): ts.Expression {
  return ts.factory.createCallExpression(ts.factory.createPropertyAccessExpression(call, "then"), undefined, [
    pickData(),
  ]);
}

/** `response => response.data`, the callback that unwraps `APIResponse<T>` to its body. */
export function pickData(): ts.ArrowFunction {
  const response = ts.factory.createIdentifier("response");
  return arrow([parameter(response)], ts.factory.createPropertyAccessExpression(response, "data"));
}
