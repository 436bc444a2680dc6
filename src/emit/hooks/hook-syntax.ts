/** Expression and parameter builders the reactive layers share. */

import { optionalMemberAccess, pureCall } from "../../ast/expressions.js";
import type { JsDocFacts } from "../../ast/jsdoc.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import { property } from "../../ast/keys.js";
import {
  constDeclaration,
  functionDeclaration,
  id,
  numericLiteral,
  objectLiteral,
  overloadSignature,
  parameter,
  returnStatement,
  spread,
} from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";

/** One argument of a hook or a key function: its name, type (as the hooks file writes it) and optionality. */
export interface HookArgument {
  name: string;
  type: ts.TypeNode;
  required: boolean;
}

/** A hook's or key function's parameter: `limit?: number`. */
export function parameterDeclaration(argument: HookArgument): ts.ParameterDeclaration {
  return parameter(argument.name, { type: argument.type, optional: !argument.required });
}

/** `options?: <type>`: the hook's last argument. */
export function optionsParameter(name: string, type: ts.TypeNode): ts.ParameterDeclaration {
  return parameterDeclaration({ name, type, required: false });
}

/** `options?.request` */
export function optionalMember(object: string, member: string): ts.Expression {
  return optionalMemberAccess(id(object), member);
}

/**
 * What a query function passes the client: `<options>?.request`, after `maxRetries: 0` where the client retries
 * and the layer's library retries failed queries itself (`HooksPlan.clientRetriesOption`), so the two do not
 * multiply the attempts, and before the library's own members (TanStack's abort signal); the request options
 * as they are where there is nothing to add.
 */
export function queryRequestOptions(
  options: string,
  clientRetriesOption: string | undefined,
  after: readonly ts.ObjectLiteralElementLike[] = [],
): ts.Expression {
  const request = optionalMember(options, "request");
  const before = clientRetriesOption === undefined ? [] : [property(clientRetriesOption, numericLiteral(0))];
  if (before.length === 0 && after.length === 0) return request;
  return objectLiteral([...before, spread(request), ...after], false);
}

/** `{ ...options?.query, queryKey: [...], queryFn: () => ... }`: the caller's options, then ours. */
export function spreadThen(
  value: ts.Expression,
  properties: readonly (readonly [string, ts.Expression])[],
): ts.ObjectLiteralExpression {
  return objectLiteral([spread(value), ...properties.map(([name, value]) => property(name, value))], true);
}

/** One signature of a hook: its type parameters, parameters and return type. */
export interface HookSignature {
  typeParameters?: ts.TypeParameterDeclaration[];
  parameters: ts.ParameterDeclaration[];
  returnType?: ts.TypeNode;
}

/**
 * What a layer writes for one hook: its parameters, return type and the value it returns (the library
 * hook's call), and the overload signatures callers see where it has them.
 */
export interface HookDefinition extends HookSignature {
  value: ts.Expression;
  overloads?: HookSignature[];
}

/**
 * A hook or options factory written as a constant that one of the layer's helpers makes, typed by one of the
 * layer's interfaces: `export const useListPets: QueryHook<...> = /* @__PURE__ *\/ queryHook(...)`. Its
 * type is written out for `isolatedDeclarations`; the call is pure, so a bundle that never reads the constant
 * drops it.
 */
export interface HookConstant {
  kind: "constant";
  type: ts.TypeNode;
  initializer: ts.CallExpression;
}

/** The statements of one hook or factory, with the operation's documentation: a function or a constant. */
export function hookDeclarations(
  name: string,
  definition: HookDefinition | HookConstant,
  jsDoc: JsDocFacts,
): ts.Statement[] {
  if (!("kind" in definition)) return hookFunction(name, definition, jsDoc);
  const { type, initializer } = definition;
  return [withJsDoc(constDeclaration(name, pureCall(initializer), { exported: true, type }), jsDoc)];
}

/**
 * `export function useListPets(...) { return <value>; }` with the operation's documentation, after its
 * overload signatures. Only the first overload is documented: an editor's hover over a call that resolved
 * another shows the function's first documentation, and the description, often paragraphs long, is then
 * written once per hook rather than once per signature.
 */
function hookFunction(name: string, definition: HookDefinition, jsDoc: JsDocFacts): ts.Statement[] {
  const { typeParameters, parameters, returnType, value, overloads = [] } = definition;
  const implementation = functionDeclaration(name, {
    exported: true,
    typeParameters,
    parameters,
    returnType,
    body: [returnStatement(value)],
  });
  return [
    ...overloads.map((overload, index) => {
      const signature = overloadSignature(name, { exported: true, ...overload });
      return index === 0 ? withJsDoc(signature, jsDoc) : signature;
    }),
    overloads.length === 0 ? withJsDoc(implementation, jsDoc) : implementation,
  ];
}
