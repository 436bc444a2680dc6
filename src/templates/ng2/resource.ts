/**
 * The resource method of a `GET` operation (`showPetByIdResource(args, options)`): the operation's request over
 * Angular's `httpResource`, built from its method's parts, so that it sends exactly what the method sends.
 */
import { tupleParameter } from "../../ast/expressions.js";
import {
  arrayLiteral,
  arrow,
  id,
  keywordType,
  objectLiteral,
  parameter,
  readonlyType,
  returnStatement,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import { functionType, namedTupleMember, tupleType } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import type { ClientEmitContext, ContainerMethod } from "../../emit/client-template.js";
import { typesFailures } from "../../emit/failures.js";
import { operationRoute } from "../../emit/operations/method-parts.js";
import { sendsCredentials } from "../../emit/operations/security.js";
import { SECURITY_NAMES, SHARED_CLIENT_NAMES } from "../../output-contract/shared-names.js";
import { runtimeCall, runtimeType } from "../../splice/runtime-names.js";
import { privateFieldAccess } from "../shared/class-container.js";
import { ng2Declaration } from "./declaration.js";

const { names } = ng2Declaration;

/** The resource method's own parameters: what the operation takes, as a function, and the resource's options. */
const ARGS = "args";
const OPTIONS = "options";

/**
 * `showPetByIdResource(args: () => readonly [petId: string] | undefined, options?: ResourceOptions)`:
 * `operationResource(this.#baseUrl, clientDefaults, args, ([petId]) => ({ ...descriptor }), queryStyle, options)`.
 * Positional arguments come as a tuple, `() => [petId()]`, typed and labelled like the method's parameters; the
 * object argument as it is, `() => ({ petId: id() })`. `undefined` is never an argument list, so it says "not
 * yet": the resource is idle and sends nothing. Where every argument is optional, `args` is too.
 */
export function resourceMethod(method: ContainerMethod, ctx: ClientEmitContext): ContainerMethod {
  const { parts } = method;
  const { planned } = parts;
  // Named by the plan, which calls for a resource only where it named one.
  const name = planned.resourceName;
  if (name === undefined) throw new Error(`internal: the plan names no resource for ${parts.name}`);
  // The options come last; the body reads the others under their local names, callers see their own.
  const locals = method.parameters.slice(0, -1);
  const declared = (method.signature ?? method.parameters).slice(0, -1);
  const objectArgument = planned.arguments.length === 1 && planned.arguments[0]?.kind === "object";
  const [single] = declared;
  const argsType =
    objectArgument && single?.type !== undefined
      ? single.type
      : readonlyType(tupleType(declared.map(tupleMember)));
  const allOptional = declared.every((declaredParameter) => declaredParameter.questionToken !== undefined);
  const noArguments = objectArgument ? objectLiteral([]) : arrayLiteral([]);
  const argsParameter = parameter(ARGS, {
    type: functionType([], unionType([argsType, keywordType("undefined")])),
    ...(allOptional ? { initializer: arrow([], noArguments) } : {}),
  });
  const [local] = locals;
  const describedBy =
    objectArgument && local !== undefined
      ? parameter(parameterName(local))
      : tupleParameter(locals.map(parameterName));
  // An operation without arguments describes its request from nothing.
  const describe = arrow(
    locals.length === 0 ? [] : [describedBy],
    withCredentialsNow(parts.request, planned, ctx),
  );
  // Absent: JSON, as a descriptor leaves it unsaid (the plan gives resources to JSON and text answers only).
  const { decoding } = planned.response;
  const read = decoding === "json" ? [] : [stringLiteral(decoding)];
  const call = runtimeCall(names.resource.name, [
    privateFieldAccess("baseUrl"),
    id(names.defaults.name),
    id(ARGS),
    describe,
    referenceTo(SHARED_CLIENT_NAMES.queryStyle),
    id(OPTIONS),
    ...read,
  ]);
  const failure =
    planned.failures !== undefined && typesFailures(ctx) ? [typeReference(planned.failures.typeName)] : [];
  return {
    parts: {
      ...parts,
      name,
      jsDoc: {
        // Short: a large description has hundreds of these (docs/generated-code.md says the rest).
        summary: `\`${parts.name}\` as Angular's \`httpResource\`: sent again when the signals \`${ARGS}\` reads change; idle while it gives \`undefined\`.`,
        description: operationRoute(planned),
        deprecated: parts.jsDoc.deprecated,
      },
    },
    parameters: [argsParameter, parameter(OPTIONS, { type: runtimeType("ResourceOptions"), optional: true })],
    returnType: runtimeType("ApiResource", [parts.responseType, ...failure]),
    body: [returnStatement(call)],
  };
}

/** `petId: string`, `status?: PetStatus | undefined` (an optional element takes `undefined` under every setting). */
function tupleMember(declared: ts.ParameterDeclaration): ts.NamedTupleMember {
  const type = declared.type ?? keywordType("unknown");
  return declared.questionToken === undefined
    ? namedTupleMember(parameterName(declared), type)
    : namedTupleMember(parameterName(declared), unionType([type, keywordType("undefined")]), "optional");
}

/** A method parameter's name (an identifier: the plan's names are). */
function parameterName(declared: ts.ParameterDeclaration): string {
  const { name } = declared;
  if (!("text" in name)) throw new Error("internal: a method parameter is an identifier");
  return name.text;
}

/**
 * The descriptor, with the credentials applied at once where the operation sends them: the resource's request is
 * built synchronously (credentials read in it make the resource follow the signals they read).
 */
function withCredentialsNow(
  request: ts.Expression,
  planned: ContainerMethod["parts"]["planned"],
  ctx: ClientEmitContext,
): ts.Expression {
  if (!sendsCredentials(planned, ctx)) return request;
  return runtimeCall(names.credentialsNow.name, [
    request,
    id(SECURITY_NAMES.schemes),
    privateFieldAccess("credentials"),
  ]);
}
