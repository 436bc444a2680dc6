import type { JsDocFacts } from "../../ast/jsdoc.js";
import { memberAccess, property, propertyName } from "../../ast/keys.js";
import { call, id, keywordType, parameter, stringLiteral, typeReference } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import { isJsonMediaType } from "../../plan/media-types.js";
import type {
  ParameterAccess,
  PlannedArgument,
  PlannedOperation,
  PlannedResponse,
} from "../../plan/operation-plan-types.js";
import type { ClientEmitContext, MethodParts } from "../client-template.js";
import {
  convertedValue,
  converterValue,
  type DateConverters,
  failureConverterValue,
} from "../dates/converters.js";
import type { TypeEmitContext } from "../types/context.js";
import { lowerSchema } from "../types/lower-schema.js";
import { admitsNoValue } from "../types/value-domain.js";
import { lowerBodyType } from "./body-type.js";
import { stylesValue } from "./parameter-styles.js";
import { securityProperty } from "./security.js";
import { streamType, streamUnsupported } from "./stream-type.js";

/** Everything about one operation's method that is the same in every template. */
export function buildMethodParts(planned: PlannedOperation, ctx: ClientEmitContext): MethodParts {
  return {
    planned,
    name: planned.methodName,
    parameters: planned.arguments.map((argument) => lowerArgument(argument, ctx.types)),
    responseType: streamUnsupported(planned, ctx)
      ? keywordType("never")
      : lowerResponseType(planned.response, ctx.types),
    request: requestDescriptor(planned, ctx.dateConverters),
    jsDoc: methodJsDoc(planned),
  };
}

function lowerArgument(argument: PlannedArgument, ctx: TypeEmitContext): ts.ParameterDeclaration {
  const type =
    argument.kind === "parameter"
      ? lowerSchema(argument.planned.parameter.schema, ctx)
      : argument.kind === "body"
        ? lowerBodyType(argument, ctx)
        : queryObjectType(argument, ctx);
  return parameter(argument.name, { type, optional: !argument.required });
}

/** `{ limit?: number; 'page[size]'?: number }`: one property per query parameter, keyed by its wire name. */
function queryObjectType(
  argument: Extract<PlannedArgument, { kind: "query" }>,
  ctx: TypeEmitContext,
): ts.TypeNode {
  return ts.factory.createTypeLiteralNode(
    argument.properties.map((planned) =>
      ts.factory.createPropertySignature(
        undefined,
        propertyName(planned.name),
        planned.required ? undefined : ts.factory.createToken(ts.SyntaxKind.QuestionToken),
        lowerSchema(planned.parameter.schema, ctx),
      ),
    ),
  );
}

export function lowerResponseType(response: PlannedResponse, ctx: TypeEmitContext): ts.TypeNode {
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
    : keywordType(ctx.options.preferAny ? "any" : "unknown");
}

/** The `RequestDescriptor` literal the runtime helpers read. */
function requestDescriptor(
  planned: PlannedOperation,
  converters: DateConverters,
): ts.ObjectLiteralExpression {
  const { operation } = planned;
  const properties: ts.ObjectLiteralElementLike[] = [
    property("method", stringLiteral(operation.method.toUpperCase())),
    property("path", stringLiteral(operation.path)),
  ];
  const pathParams = valuesObject(planned.path, planned, converters);
  if (pathParams) properties.push(property("pathParams", pathParams));
  const query = valuesObject(planned.query, planned, converters);
  if (query) properties.push(property("query", query));
  const headers = valuesObject(planned.headers, planned, converters);
  if (headers) properties.push(property("headers", headers));
  const cookies = valuesObject(planned.cookies, planned, converters);
  if (cookies) properties.push(property("cookies", cookies));
  const styles = stylesValue(planned);
  if (styles) properties.push(property("styles", styles));
  if (planned.body) {
    properties.push(property("body", ts.factory.createIdentifier(planned.body.name)));
    properties.push(property("bodyEncoding", stringLiteral(planned.body.encoding)));
    if (
      planned.body.encoding === "text" ||
      planned.body.encoding === "binary" ||
      planned.body.encoding === "json"
    ) {
      properties.push(property("contentType", stringLiteral(planned.body.mediaType)));
    }
    const bodyDates = planned.dates?.body;
    if (bodyDates) properties.push(property("formatBody", converterValue(bodyDates, "format", converters)));
  }
  properties.push(property("responseDecoding", stringLiteral(planned.response.decoding)));
  properties.push(...securityProperty(planned.security));
  if (planned.response.eventData)
    properties.push(property("eventData", stringLiteral(planned.response.eventData)));
  const responseDates = planned.dates?.response;
  if (responseDates) properties.push(property("revive", converterValue(responseDates, "revive", converters)));
  const failureDates = planned.dates?.failures;
  if (failureDates) properties.push(property("reviveError", failureConverterValue(failureDates, converters)));
  return ts.factory.createObjectLiteralExpression(properties, true);
}

/**
 * `{ limit, 'X-Id': xId, day: formatDate(day) }` keyed by wire name, or the grouped `query` argument itself
 * when none of its values is a calendar day or JSON to write as text.
 */
function valuesObject(
  accesses: ParameterAccess[],
  planned: PlannedOperation,
  converters: DateConverters,
): ts.Expression | undefined {
  if (accesses.length === 0) return undefined;
  const datesOf = (access: ParameterAccess) => planned.dates?.parameters.get(access.parameter);
  const grouped = accesses.every((access) => access.property !== undefined);
  const first = accesses[0];
  if (
    grouped &&
    first &&
    !accesses.some((access) => datesOf(access) || sentAsJson(access)) &&
    planned.arguments.some((argument) => argument.kind === "query")
  ) {
    return ts.factory.createIdentifier(first.argumentName);
  }
  return ts.factory.createObjectLiteralExpression(
    accesses.map((access) => {
      const dates = datesOf(access);
      if (
        !dates &&
        !sentAsJson(access) &&
        access.property === undefined &&
        access.wireName === access.argumentName
      ) {
        return ts.factory.createShorthandPropertyAssignment(access.argumentName);
      }
      const value = dates
        ? convertedValue(dates, parameterValue(access), "format", converters)
        : parameterValue(access);
      return property(
        access.wireName,
        sentAsJson(access) ? call(memberAccess(id("JSON"), "stringify"), [value]) : value,
      );
    }),
    false,
  );
}

/**
 * A parameter described by `content: application/json` is sent as its JSON text, in any location. The runtime
 * drops the `undefined` that `JSON.stringify` gives for an omitted optional value.
 */
function sentAsJson(access: ParameterAccess): boolean {
  const { mediaType } = access.parameter;
  return mediaType !== undefined && isJsonMediaType(mediaType);
}

function parameterValue(access: ParameterAccess): ts.Expression {
  const argument = ts.factory.createIdentifier(access.argumentName);
  if (access.property === undefined) return argument;
  const read = ts.factory.createElementAccessExpression(argument, stringLiteral(access.property));
  return access.required
    ? read
    : ts.factory.createElementAccessChain(
        argument,
        ts.factory.createToken(ts.SyntaxKind.QuestionDotToken),
        stringLiteral(access.property),
      );
}

function methodJsDoc(planned: PlannedOperation): JsDocFacts {
  const { operation } = planned;
  const params = planned.arguments.flatMap((argument) => {
    if (argument.kind === "parameter" && argument.planned.parameter.description) {
      return [{ name: argument.name, description: argument.planned.parameter.description }];
    }
    if (argument.kind === "body" && operation.requestBody?.description) {
      return [{ name: argument.name, description: operation.requestBody.description }];
    }
    return [];
  });
  const route = `\`${operation.method.toUpperCase()} ${operation.path}\``;
  return {
    summary: operation.summary,
    // The route goes into the text: a line after the tags would read as part of the last @param.
    description: operation.description ? `${operation.description}\n\n${route}` : route,
    deprecated: operation.deprecated,
    params,
  };
}
