import { elementAccess, shorthandProperty } from "../../ast/expressions.js";
import { isIdentifierName } from "../../ast/identifiers.js";
import type { JsDocFacts, JsDocParam } from "../../ast/jsdoc.js";
import { memberAccess, property, propertyRead } from "../../ast/keys.js";
import {
  arrayLiteral,
  call,
  id,
  keywordType,
  objectLiteral,
  parameter,
  stringLiteral,
  typeReference,
  unionType,
} from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import ts from "../../compiler-api.js";
import type {
  BodyEncoding,
  OperationValidation,
  ParameterAccess,
  PlannedArgument,
  PlannedOperation,
  PlannedResponse,
} from "../../plan/operation-plan-types.js";
import {
  type RuntimeValueName,
  runtimeCall,
  runtimeValue,
  SHARED_BODY_HELPERS,
  VALIDATION_BODY_HELPERS,
} from "../../splice/runtime-names.js";
import type { ClientEmitContext, MethodParts } from "../client-template.js";
import { convertedValue, converterValue, type DateConverters } from "../dates/converters.js";
import { failureConverterValue, successByStatusConverterValue } from "../dates/status-revivers.js";
import type { TypeEmitContext } from "../types/context.js";
import { lowerSchema } from "../types/lower-schema.js";
import { admitsNoValue } from "../types/value-domain.js";
import { stylesValue } from "./parameter-styles.js";
import { securityProperty } from "./security.js";
import { streamType, streamUnsupported } from "./stream-type.js";

/** Everything about one operation's method that is the same in every template. */
export function buildMethodParts(planned: PlannedOperation, ctx: ClientEmitContext): MethodParts {
  return { ...buildMethodSignature(planned, ctx), request: requestDescriptor(planned, ctx.dateConverters) };
}

/**
 * The parts of a method that a caller sees, without the request it sends: what a hook needs of its
 * operation (it calls the method, which sends the request).
 */
export function buildMethodSignature(
  planned: PlannedOperation,
  ctx: ClientEmitContext,
): Omit<MethodParts, "request"> {
  return {
    planned,
    name: planned.methodName,
    parameters: planned.arguments.map((argument) => lowerArgument(argument, ctx.types)),
    responseType: streamUnsupported(planned, ctx)
      ? keywordType("never")
      : lowerResponseType(planned.response, ctx.types),
    jsDoc: methodJsDoc(planned),
  };
}

/** A body or a grouped query argument is typed by its planned name (see request-types.ts). */
function lowerArgument(argument: PlannedArgument, ctx: TypeEmitContext): ts.ParameterDeclaration {
  const type =
    argument.kind === "parameter"
      ? lowerSchema(argument.planned.parameter.schema, ctx)
      : typeReference(argument.typeName);
  return parameter(argument.name, { type, optional: !argument.required });
}

/**
 * The type a call resolves to: the success body, with `| undefined` where an answer may come without content
 * (`PlannedResponse.mayBeEmpty`), since every runtime resolves such an answer to `undefined`.
 */
export function lowerResponseType(response: PlannedResponse, ctx: TypeEmitContext): ts.TypeNode {
  const body = lowerResponseBody(response, ctx);
  return response.mayBeEmpty ? orAbsent(body, keywordType("undefined")) : body;
}

/** `T | absent` (`undefined`, or `null` for a query hook); `unknown` and `any` hold it already. */
export function orAbsent(body: ts.TypeNode, absent: ts.TypeNode): ts.TypeNode {
  return body.kind === ts.SyntaxKind.UnknownKeyword || body.kind === ts.SyntaxKind.AnyKeyword
    ? body
    : unionType([body, absent]);
}

/** The success body's type, as an answer with content gives it. */
export function lowerResponseBody(response: PlannedResponse, ctx: TypeEmitContext): ts.TypeNode {
  switch (response.decoding) {
    case "void":
      return keywordType("void");
    case "text":
      return keywordType("string");
    case "binary":
      return typeReference("Blob");
    case "json":
      return jsonBodyType(response, ctx);
    case "event-stream":
    case "json-lines":
    case "json-seq":
      return streamType(response, jsonBodyType(response, ctx));
  }
}

/**
 * The type of a JSON body (or of one streamed item). A schema that admits no value (`false`, an `allOf` of a
 * string and an integer) would make the method promise `never`; the response still resolves with whatever
 * the server sent, so: `unknown`.
 */
function jsonBodyType(response: PlannedResponse, ctx: TypeEmitContext): ts.TypeNode {
  return response.schema && !admitsNoValue(response.schema, ctx)
    ? lowerSchema(response.schema, ctx)
    : keywordType(ctx.typing.untypedValue);
}

/**
 * The runtime encoder a descriptor names for each encoding but JSON (the runtime's default): named, not a
 * string the runtime switches on, so a bundle holds only the encoders its calls use.
 */
const BODY_ENCODERS = {
  multipart: SHARED_BODY_HELPERS.multipartBody,
  urlencoded: SHARED_BODY_HELPERS.urlencodedBody,
  text: SHARED_BODY_HELPERS.textBody,
  binary: SHARED_BODY_HELPERS.binaryBody,
} as const satisfies Record<Exclude<BodyEncoding, "json">, RuntimeValueName>;

/**
 * The `RequestDescriptor` literal the runtime helpers read; with arguments to check (`validateRequests`),
 * handed over through `checkedRequest(descriptor, [schemas.PetSchema, body, 'body'])`.
 */
function requestDescriptor(planned: PlannedOperation, converters: DateConverters): ts.Expression {
  const descriptor = descriptorLiteral(planned, converters);
  const checks = planned.validation?.arguments ?? [];
  if (checks.length === 0) return descriptor;
  const namespace = (planned.validation as OperationValidation).namespace;
  return runtimeCall(VALIDATION_BODY_HELPERS.checkedRequest, [
    descriptor,
    ...checks.map((check) =>
      arrayLiteral([
        memberAccess(referenceTo(namespace), check.schemaName),
        id(check.localName),
        stringLiteral(check.name),
      ]),
    ),
  ]);
}

/**
 * `validatedResponse(schemas.PetSchema, 'GET /pets/{petId}', revivePet)`: the reviver that checks the
 * success body (each streamed item) after reviving its dates.
 */
function validatingReviver(
  planned: PlannedOperation,
  validation: OperationValidation,
  response: NonNullable<OperationValidation["response"]>,
  reviver: ts.Expression | undefined,
): ts.Expression {
  const route = `${planned.operation.method} ${planned.operation.path}`;
  return runtimeCall(VALIDATION_BODY_HELPERS.validatedResponse, [
    memberAccess(referenceTo(validation.namespace), response.schemaName),
    stringLiteral(route),
    ...(reviver ? [reviver] : []),
  ]);
}

function descriptorLiteral(
  planned: PlannedOperation,
  converters: DateConverters,
): ts.ObjectLiteralExpression {
  const { operation } = planned;
  const properties: ts.ObjectLiteralElementLike[] = [
    property("method", stringLiteral(operation.method)),
    property("path", stringLiteral(planned.requestPath)),
  ];
  if (planned.server !== undefined) properties.push(property("server", stringLiteral(planned.server)));
  const pathParams =
    planned.pathArgument !== undefined
      ? id(planned.pathArgument)
      : planned.pathInPlaceholderOrder
        ? arrayLiteral(
            planned.pathInPlaceholderOrder.map((access) => accessValue(access, planned, converters)),
          )
        : valuesObject(planned.path, planned, converters);
  if (pathParams) properties.push(property("pathParams", pathParams));
  const query = valuesObject(planned.query, planned, converters);
  if (query) properties.push(property("query", query));
  const headers = valuesObject(planned.headers, planned, converters);
  if (headers) properties.push(property("headers", headers));
  if (planned.idempotencyKey !== undefined) {
    // The key is made here, once per call: only a client with such an operation carries the maker.
    const key = runtimeCall(SHARED_BODY_HELPERS.newIdempotencyKey, []);
    properties.push(property("idempotencyKey", arrayLiteral([stringLiteral(planned.idempotencyKey), key])));
  }
  const cookies = valuesObject(planned.cookies, planned, converters);
  if (cookies) properties.push(property("cookies", cookies));
  const styles = stylesValue(planned);
  if (styles) properties.push(property("styles", styles));
  // What equals the runtime's default is left unsaid: JSON bodies and responses, the encoding's own
  // Content-Type (planned).
  if (planned.body) {
    const { heldBy } = planned.body;
    properties.push(
      heldBy !== undefined
        ? property("body", propertyRead(id(heldBy.argumentName), planned.body.name, heldBy.optional))
        : planned.body.localName === "body"
          ? shorthandProperty("body")
          : property("body", id(planned.body.localName)),
    );
    if (planned.body.encoding !== "json") {
      // Fields that state their encoding are written by the styles' runtime (`styles: { form }`).
      const { encoding, fieldStyles } = planned.body;
      const encoder =
        fieldStyles === undefined
          ? BODY_ENCODERS[encoding]
          : encoding === "multipart"
            ? SHARED_BODY_HELPERS.styledMultipartBody
            : SHARED_BODY_HELPERS.styledUrlencodedBody;
      properties.push(property("bodyEncoding", runtimeValue(encoder)));
    }
    if (planned.body.contentType !== undefined) {
      properties.push(property("contentType", stringLiteral(planned.body.contentType)));
    }
    const bodyDates = planned.dates?.body;
    if (bodyDates) properties.push(property("formatBody", converterValue(bodyDates, "format", converters)));
  }
  if (planned.response.decoding !== "json") {
    properties.push(property("responseDecoding", stringLiteral(planned.response.decoding)));
  }
  properties.push(...securityProperty(planned));
  if (planned.response.eventData)
    properties.push(property("eventData", stringLiteral(planned.response.eventData)));
  const reviver = responseReviver(planned.dates, converters);
  const validation = planned.validation;
  if (validation?.response) {
    properties.push(property("revive", validatingReviver(planned, validation, validation.response, reviver)));
  } else if (reviver) properties.push(property("revive", reviver));
  const failureDates = planned.dates?.failures;
  if (failureDates) {
    const reviver =
      planned.sharedFailureReviver === undefined
        ? failureConverterValue(failureDates, converters)
        : referenceTo(planned.sharedFailureReviver);
    properties.push(property("reviveError", reviver));
  }
  return objectLiteral(properties, true);
}

/**
 * What revives the success body's dates: the body's converter, or where several 2xx bodies differ,
 * `(body: unknown, status: number) => { if (status === 201) return reviveDeployment(body); ... }`.
 */
function responseReviver(
  dates: PlannedOperation["dates"],
  converters: DateConverters,
): ts.Expression | undefined {
  if (dates?.response) return converterValue(dates.response, "revive", converters);
  if (dates?.responseByStatus === undefined) return undefined;
  return successByStatusConverterValue(dates.responseByStatus, converters);
}

/**
 * `{ limit, 'X-Id': xId, day: formatDate(day) }` keyed by wire name, or the grouped `query` argument itself
 * where the plan says its values go as they are.
 */
function valuesObject(
  accesses: ParameterAccess[],
  planned: PlannedOperation,
  converters: DateConverters,
): ts.Expression | undefined {
  const [first] = accesses;
  if (first === undefined) return undefined;
  if (first.property !== undefined && planned.groupedQueryAsIs) return id(first.argumentName);
  return objectLiteral(
    accesses.map((access) => {
      const dates = planned.dates?.parameters.get(access.parameter);
      if (
        !dates &&
        !access.jsonText &&
        access.property === undefined &&
        access.wireName === access.argumentName
      ) {
        return shorthandProperty(access.argumentName);
      }
      return property(access.wireName, accessValue(access, planned, converters));
    }),
  );
}

/** The value a parameter is sent with: the argument, its calendar day formatted, or its JSON text. */
function accessValue(
  access: ParameterAccess,
  planned: PlannedOperation,
  converters: DateConverters,
): ts.Expression {
  const dates = planned.dates?.parameters.get(access.parameter);
  const value = dates
    ? convertedValue(dates, parameterValue(access), "format", converters)
    : parameterValue(access);
  return access.jsonText ? call(memberAccess(id("JSON"), "stringify"), [value]) : value;
}

/**
 * `petId`, or the grouped argument's property: `query['page[size]']`, `query?.['page[size]']` when optional;
 * the object argument's: `params.owner`, `params['X-Request-Id']`, `params?.page` where the object may be absent.
 */
function parameterValue(access: ParameterAccess): ts.Expression {
  const argument = id(access.argumentName);
  if (access.property === undefined) return argument;
  // `params?.constructor` of an object without one is Object.prototype's function, which would be sent.
  const optional = access.argumentOptional === true || !access.required;
  if (optional && access.property in Object.prototype) {
    return runtimeCall(SHARED_BODY_HELPERS.ownArgument, [argument, stringLiteral(access.property)]);
  }
  if (access.argumentOptional !== undefined)
    return propertyRead(argument, access.property, access.argumentOptional);
  return elementAccess(argument, stringLiteral(access.property), { optional: !access.required });
}

/**
 * `` `GET /pets/{petId}` `` (`` on `https://…` `` where the operation has a server of its own, so the reader learns it
 * is not the client's base URL): the route line of an operation's documentation, and of what is written beside it
 * (its walkers, its infinite hook).
 */
export function operationRoute(planned: Pick<PlannedOperation, "operation" | "server">): string {
  const { operation, server } = planned;
  return `\`${operation.method} ${operation.path}\`${server === undefined ? "" : ` on \`${server}\``}`;
}

function methodJsDoc(planned: PlannedOperation): JsDocFacts {
  const { operation } = planned;
  const params = planned.arguments.flatMap((argument) => {
    if (argument.kind === "object") return objectJsDoc(argument, planned);
    if (argument.kind === "parameter" && argument.planned.parameter.description) {
      return [{ name: argument.name, description: argument.planned.parameter.description }];
    }
    if (argument.kind === "body" && operation.requestBody?.description) {
      return [{ name: argument.name, description: operation.requestBody.description }];
    }
    return [];
  });
  const route = operationRoute(planned);
  return {
    summary: operation.summary,
    // The route goes into the text: a line after the tags would read as part of the last @param.
    description: operation.description ? `${operation.description}\n\n${route}` : route,
    deprecated: operation.deprecated,
    params,
  };
}

/**
 * `@param params.owner ...`: the documented properties of the object argument, the body last. A key that is
 * no identifier (`X-Request-Id`) has no such line, which JSDoc would read as `params.X`: its documentation is
 * on its property of `<Operation>Params`, which an editor shows where the key is written.
 */
function objectJsDoc(
  argument: Extract<PlannedArgument, { kind: "object" }>,
  planned: PlannedOperation,
): JsDocParam[] {
  const params: JsDocParam[] = [];
  for (const { name, parameter } of argument.properties) {
    if (parameter.description && isIdentifierName(name))
      params.push({ name: `${argument.name}.${name}`, description: parameter.description });
  }
  const description = planned.operation.requestBody?.description;
  if (argument.body && description)
    params.push({ name: `${argument.name}.${argument.body.name}`, description });
  return params;
}
