import { newExpression, voidExpression } from "../../ast/expressions.js";
import {
  arrayLiteral,
  expressionStatement,
  id,
  keywordType,
  propertySignature,
  stringLiteral,
  typeReference,
} from "../../ast/nodes.js";
import { throwStatement } from "../../ast/statements.js";
import { typeLiteral } from "../../ast/type-nodes.js";
import type ts from "../../compiler-api.js";
import { clientSends, isStreamed } from "../../plan/media-types.js";
import type { PlannedGroup, PlannedOperation, PlannedResponse } from "../../plan/operation-plan-types.js";
import type { ClientEmitContext } from "../client-template.js";
import { sendsCredentials } from "./security.js";

export { isStreamed };

/** A streaming operation under a template whose library cannot hand over a body as it arrives. */
export function streamUnsupported(planned: PlannedOperation, ctx: ClientEmitContext): boolean {
  return !clientSends(planned.response, ctx.template.declaration.streaming !== undefined);
}

/**
 * What a group's container holds for its methods: whether one of them sends a request (the others throw, see
 * {@link unsupportedStreamBody}), and whether one that sends requires credentials.
 */
export function groupReads(
  group: PlannedGroup,
  ctx: ClientEmitContext,
): { requests: boolean; credentials: boolean } {
  const sending = group.operations.filter((planned) => !streamUnsupported(planned, ctx));
  return {
    requests: sending.length > 0,
    credentials: sending.some((planned) => sendsCredentials(planned, ctx)),
  };
}

/**
 * `AsyncIterable<Item>`; for an event stream each item is `{ data: Data; event?: string; id?: string;
 * retry?: number }`, written out rather than named so it reads the same in every template and hooks file.
 */
export function streamType(response: PlannedResponse, item: ts.TypeNode): ts.TypeNode {
  if (response.decoding !== "event-stream") return typeReference("AsyncIterable", [item]);
  const data = response.eventData === "text" ? keywordType("string") : item;
  const event = typeLiteral([
    propertySignature("data", data),
    propertySignature("event", keywordType("string"), true),
    propertySignature("id", keywordType("string"), true),
    propertySignature("retry", keywordType("number"), true),
  ]);
  return typeReference("AsyncIterable", [event]);
}

/**
 * The body of a streaming method under a template that cannot stream: it throws at once, with what to do
 * instead (its type says `never`). Sending the request and buffering the whole stream would look like
 * support and hang on an endless stream.
 */
export function unsupportedStreamBody(planned: PlannedOperation, ctx: ClientEmitContext): ts.Statement[] {
  const message =
    `${planned.operation.method} ${planned.operation.path} streams its response ` +
    `(${planned.response.mediaType ?? planned.response.decoding}), which the ${ctx.template.declaration.id} ` +
    "template cannot read as it arrives: generate this client with the fetch, ky, xior or axios template.";
  // The arguments are read once (`void [from, options];`), so that the method has no unused parameter in
  // a project that checks for them (`noUnusedParameters`).
  const read = [...planned.arguments, planned.options].map((argument) => id(argument.localName));
  return [
    expressionStatement(voidExpression(arrayLiteral(read))),
    throwStatement(newExpression(id("Error"), [stringLiteral(message)])),
  ];
}
