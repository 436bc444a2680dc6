import { asType, shorthandProperty } from "../../ast/expressions.js";
import { type JsDocFacts, withJsDoc } from "../../ast/jsdoc.js";
import { property, propertyName } from "../../ast/keys.js";
import {
  booleanLiteral,
  call,
  constDeclaration,
  doubleQuotedStringLiteral,
  functionDeclaration,
  id,
  methodDeclaration,
  objectLiteral,
  overloadSignature,
  propertySignature,
  stringLiteral,
} from "../../ast/nodes.js";
import { droppableStatement } from "../../ast/print.js";
import { referenceTo } from "../../ast/references.js";
import { typeLiteral, typeQuery } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../../emit/client-template.js";
import {
  type RuntimeTypeName,
  type RuntimeValueName,
  runtimeCall,
  runtimeType,
} from "../../splice/runtime-names.js";
import { SHARED_CLIENT_NAMES } from "../../template-declarations/index.js";

/** `/** docs *\/ name(parameters): ReturnType { body }`: a method of an object literal. */
export function containerMethod({
  parts,
  parameters,
  returnType,
  body,
}: ContainerMethod): ts.MethodDeclaration {
  return withJsDoc(methodDeclaration(parts.name, { parameters, returnType, body }), parts.jsDoc);
}

/**
 * A class's method: `containerMethod`, after an overload `name(signature): ReturnType;` with the JSDoc where
 * callers see other parameter names than the body reads.
 */
export function classMethods(method: ContainerMethod): ts.MethodDeclaration[] {
  const { parts, parameters, signature, returnType, body } = method;
  if (signature === undefined) return [containerMethod(method)];
  return [
    withJsDoc(methodDeclaration(parts.name, { parameters: signature, returnType }), parts.jsDoc),
    methodDeclaration(parts.name, { parameters, returnType, body }),
  ];
}

/**
 * `export const petClient = { listPets(...): Promise<Pet[]> { ... }, ... };`. A method whose callers see
 * other argument names than its body reads (see `ArgumentNames`) cannot be an object literal's method, which
 * has no overloads: it is a module-private function with an overload, and the object refers to it
 * (`sendHelpers: sendHelpers as typeof sendHelpers`), so the group's method shows the plain names and nothing
 * else is exported. The assertion states the type the object would infer, which `isolatedDeclarations`
 * cannot infer from a name.
 */
export function objectContainer(name: string, methods: ContainerMethod[]): ts.Statement[] {
  const functions = methods.flatMap((method) =>
    method.signature === undefined ? [] : operationFunction(method, /* exported */ false),
  );
  const members = methods.map((method) => {
    if (method.signature === undefined) return containerMethod(method);
    const functionName = method.parts.planned.functionName;
    return property(method.parts.name, asType(id(functionName), typeQuery([functionName])));
  });
  return [...functions, constDeclaration(name, objectLiteral(members, true), { exported: true })];
}

/**
 * Every operation of a group as an exported function, then the group as an object of them:
 * `export function listPets(...) { ... }` ... `export const petClient: { listPets: typeof listPets; ... } =
 * { listPets, ... };`. A user may import one operation alone, and a bundler then leaves the others out; the
 * group object calls the same functions. The annotation is the type the object would infer; written out, the
 * file also compiles under `isolatedDeclarations`, which does not infer a type from a name.
 */
export function* functionsContainer(
  name: string,
  methods: Iterable<ContainerMethod>,
): Generator<ts.Statement, void, undefined> {
  const members: ts.ObjectLiteralElementLike[] = [];
  const memberTypes: ts.TypeElement[] = [];
  for (const method of methods) {
    yield* operationFunction(method, /* exported */ true);
    members.push(functionMember(method.parts));
    memberTypes.push(
      propertySignature(propertyName(method.parts.name), typeQuery([method.parts.planned.functionName])),
    );
  }
  yield constDeclaration(name, objectLiteral(members, true), {
    exported: true,
    type: typeLiteral(memberTypes),
  });
}

/** `function listPets(...) { ... }`, after an overload with the JSDoc where callers see other names. */
function operationFunction(method: ContainerMethod, exported: boolean): ts.Statement[] {
  const { parts, parameters, signature, returnType, body } = method;
  const name = parts.planned.functionName;
  const declaration = functionDeclaration(name, { exported, parameters, returnType, body });
  if (signature === undefined) return [withJsDoc(declaration, parts.jsDoc)];
  // Callers see the signature's names; the body reads some under others (see `ArgumentNames`).
  const overload = overloadSignature(name, { exported, parameters: signature, returnType });
  return [withJsDoc(overload, parts.jsDoc), declaration];
}

/** `listPets` in a group's object, or `list: petList` where the function's name differs. */
function functionMember(parts: MethodParts): ts.ObjectLiteralElementLike {
  return parts.name === parts.planned.functionName
    ? shorthandProperty(parts.name)
    : property(parts.name, id(parts.planned.functionName));
}

/**
 * `const queryStyle: QueryStyle = { allowDots: true, arrayFormat: 'repeat' };`, passed to the runtime by every
 * call; with the description's first server as the error of an unresolvable URL suggests it, where the
 * template's runtime gives that error (`serverExample: "servers[0].url ('https://...')"`).
 */
export function queryStyleConstant(ctx: ClientEmitContext): ts.Statement {
  const { allowDots, arrayFormat } = ctx.options.queryParamsSerialization;
  const example = ctx.servers?.example;
  const value = objectLiteral([
    property("allowDots", booleanLiteral(allowDots)),
    property("arrayFormat", stringLiteral(arrayFormat)),
    ...(example === undefined || ctx.template.declaration.resolvesRelativeUrls === true
      ? []
      : [property("serverExample", doubleQuotedStringLiteral(`${example.expression} ('${example.url}')`))]),
  ]);
  // Left out of a file without calls (a description without operations), where nothing reads it.
  const { queryStyle } = SHARED_CLIENT_NAMES;
  return droppableStatement(constDeclaration(queryStyle, value, { type: runtimeType("QueryStyle") }), [
    queryStyle,
  ]);
}

/**
 * The documentation of the value that holds the base URL (`setting`, e.g. `clientDefaults.baseUrl`), where
 * the description lists servers: the first one to set it to. Nothing where it lists none.
 */
export function baseUrlDocs(ctx: ClientEmitContext, setting: string): JsDocFacts {
  const example = ctx.servers?.example;
  if (example === undefined) return {};
  return {
    summary: "Point the client at the API before the first call:",
    description: `\`${setting} = ${example.expression}\` ('${example.url}').`,
  };
}

/**
 * `export const clientDefaults: <type> = <value>;`, documented with where to point it (fetch, ky, ng1: the
 * templates whose runtime reads the base URL from `clientDefaults`).
 */
export function clientDefaultsDeclaration(
  ctx: ClientEmitContext,
  type: RuntimeTypeName,
  value: ts.Expression,
): ts.Statement {
  return withJsDoc(
    constDeclaration("clientDefaults", value, { type: runtimeType(type), exported: true }),
    baseUrlDocs(ctx, "clientDefaults.baseUrl"),
  );
}

/**
 * `sender(...leading, { ...request descriptor }, queryStyle, options)`: how every built-in template's method
 * hands its request to the runtime (`leading` are the template's own instance/defaults). No type argument:
 * the method's declared return type states the body type (see the runtime's `RequestDescriptor`).
 */
export function runtimeSendCall(
  sender: RuntimeValueName,
  leading: ts.Expression[],
  method: MethodParts,
): ts.CallExpression {
  return runtimeCall(sender, [
    ...leading,
    method.request,
    referenceTo(SHARED_CLIENT_NAMES.queryStyle),
    id(method.planned.options.localName),
  ]);
}

/** `callee<T>(arg1, arg2, ...)`. */
export function callExpression(
  callee: ts.Expression,
  typeArguments: ts.TypeNode[] | undefined,
  args: ts.Expression[],
): ts.CallExpression {
  return call(callee, args, typeArguments);
}
