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
import type { QueryParamsSerialization } from "../../config/types.js";
import type { ClientEmitContext, ContainerMethod, MethodParts } from "../../emit/client-template.js";
import type { ClientDeclaration, WrittenName } from "../../output-contract/declaration.js";
import { SHARED_CLIENT_NAMES } from "../../output-contract/shared-names.js";
import type { LibraryName } from "../../splice/runtime-imports.js";
import {
  type RuntimeTypeName,
  type RuntimeValueName,
  runtimeCall,
  runtimeType,
} from "../../splice/runtime-names.js";

/**
 * What a container declares of one method: its names and documentation, and the nodes built for it. Built-in
 * containers read it from a `ContainerMethod`, the custom templates' kit from their method records.
 */
export interface DeclaredMethod {
  /** The method's name in its group. */
  name: string;
  /** The operation's own top-level name, for a function declaring it. */
  functionName: string;
  jsDoc: JsDocFacts;
  parameters: readonly ts.ParameterDeclaration[];
  /** The parameters callers see, where some differ from `parameters` in name (see `ContainerMethod`). */
  signature?: readonly ts.ParameterDeclaration[] | undefined;
  returnType: ts.TypeNode;
  body: readonly ts.Statement[];
}

function declaredMethod({ parts, parameters, signature, returnType, body }: ContainerMethod): DeclaredMethod {
  return {
    name: parts.name,
    functionName: parts.planned.functionName,
    jsDoc: parts.jsDoc,
    parameters,
    signature,
    returnType,
    body,
  };
}

/** `/** docs *\/ name(parameters): ReturnType { body }`: a method of an object literal. */
function containerMethod({
  name,
  jsDoc,
  parameters,
  returnType,
  body,
}: DeclaredMethod): ts.MethodDeclaration {
  return withJsDoc(methodDeclaration(name, { parameters, returnType, body }), jsDoc);
}

/**
 * A class's method: `containerMethod`, after an overload `name(signature): ReturnType;` with the JSDoc where
 * callers see other parameter names than the body reads.
 */
export function classMethods(method: ContainerMethod): ts.MethodDeclaration[] {
  const declared = declaredMethod(method);
  const { name, jsDoc, parameters, signature, returnType, body } = declared;
  if (signature === undefined) return [containerMethod(declared)];
  return [
    withJsDoc(methodDeclaration(name, { parameters: signature, returnType }), jsDoc),
    methodDeclaration(name, { parameters, returnType, body }),
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
export function objectContainer(name: string, methods: readonly DeclaredMethod[]): ts.Statement[] {
  const functions = methods.flatMap((method) =>
    method.signature === undefined ? [] : operationFunction(method, /* exported */ false),
  );
  const members = methods.map((method) => {
    if (method.signature === undefined) return containerMethod(method);
    return property(method.name, asType(id(method.functionName), typeQuery([method.functionName])));
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
    const declared = declaredMethod(method);
    yield* operationFunction(declared, /* exported */ true);
    members.push(functionMember(declared));
    memberTypes.push(propertySignature(propertyName(declared.name), typeQuery([declared.functionName])));
  }
  yield constDeclaration(name, objectLiteral(members, true), {
    exported: true,
    type: typeLiteral(memberTypes),
  });
}

/** `function listPets(...) { ... }`, after an overload with the JSDoc where callers see other names. */
function operationFunction(method: DeclaredMethod, exported: boolean): ts.Statement[] {
  const { functionName, jsDoc, parameters, signature, returnType, body } = method;
  const declaration = functionDeclaration(functionName, { exported, parameters, returnType, body });
  if (signature === undefined) return [withJsDoc(declaration, jsDoc)];
  // Callers see the signature's names; the body reads some under others (see `ArgumentNames`).
  const overload = overloadSignature(functionName, { exported, parameters: signature, returnType });
  return [withJsDoc(overload, jsDoc), declaration];
}

/** `listPets` in a group's object, or `list: petList` where the function's name differs. */
function functionMember({ name, functionName }: DeclaredMethod): ts.ObjectLiteralElementLike {
  return name === functionName ? shorthandProperty(name) : property(name, id(functionName));
}

/**
 * `const queryStyle: QueryStyle = { allowDots: true, arrayFormat: 'repeat' };`, passed to the runtime by every
 * call; with the description's first server as the error of an unresolvable URL suggests it, where the
 * template's runtime gives that error (`serverExample: "servers[0].url ('https://...')"`).
 */
export function queryStyleConstant(ctx: ClientEmitContext<"queryParamsSerialization">): ts.Statement {
  const example = ctx.template.declaration.resolvesRelativeUrls === true ? undefined : ctx.servers?.example;
  return queryStyleDeclaration(ctx.options.queryParamsSerialization, example);
}

/** `queryStyleConstant` from what it reads: the serialization, and the server an error suggests, if any. */
export function queryStyleDeclaration(
  { allowDots, arrayFormat }: QueryParamsSerialization,
  serverExample: { expression: string; url: string } | undefined,
): ts.Statement {
  const value = objectLiteral([
    property("allowDots", booleanLiteral(allowDots)),
    property("arrayFormat", stringLiteral(arrayFormat)),
    ...(serverExample === undefined
      ? []
      : [
          property(
            "serverExample",
            doubleQuotedStringLiteral(`${serverExample.expression} ('${serverExample.url}')`),
          ),
        ]),
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
export function baseUrlDocs(ctx: ClientEmitContext<never>, setting: string): JsDocFacts {
  const example = ctx.servers?.example;
  if (example === undefined) return {};
  return {
    summary: "Point the client at the API before the first call:",
    description: `\`${setting} = ${example.expression}\` ('${example.url}').`,
  };
}

/**
 * `export const clientDefaults: <type> = <value>;` under the template's name for it, documented with where to
 * point it (fetch, ky, ng1: the templates whose runtime reads the base URL from `clientDefaults`).
 */
export function clientDefaultsDeclaration(
  ctx: ClientEmitContext<never>,
  defaults: WrittenName,
  type: RuntimeTypeName,
  value: ts.Expression,
): ts.Statement {
  return withJsDoc(
    constDeclaration(defaults.name, value, { type: runtimeType(type), exported: true }),
    baseUrlDocs(ctx, `${defaults.name}.baseUrl`),
  );
}

/**
 * What a template's own code imports from `module`, from its declaration's `names`: the default import's
 * name, and the named imports (which `libraryImportDeclaration` merges with the runtime files').
 */
export function ownImports(
  names: ClientDeclaration["names"],
  module: string,
): { default?: string; own: LibraryName[] } {
  const imported = Object.values(names).filter((written) => written.module === module);
  const defaultName = imported.find((written) => written.default)?.name;
  return {
    ...(defaultName === undefined ? {} : { default: defaultName }),
    own: imported
      .filter((written) => !written.default)
      .map((written) => ({ name: written.name, typeOnly: written.typeOnly === true })),
  };
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
  return sendCall(sender, leading, method.request, method.planned.options.localName);
}

/** `runtimeSendCall` from what it reads: the descriptor, and the name the body reads the options by. */
export function sendCall(
  sender: RuntimeValueName,
  leading: readonly ts.Expression[],
  request: ts.Expression,
  optionsName: string,
): ts.CallExpression {
  return runtimeCall(sender, [
    ...leading,
    request,
    referenceTo(SHARED_CLIENT_NAMES.queryStyle),
    id(optionsName),
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
