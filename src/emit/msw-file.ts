/**
 * The MSW handlers file (`msw`): the runtime's `operationHandler` (runtime/msw-handlers.ts), then per
 * operation `export const getPetHandler: OperationHandler<Data, Params, Body, Failure> = operationHandler(route,
 * data)`, then `handlers`, every handler with its default data. Types come from the main file through a
 * type-only namespace import, so the file adds no runtime dependency on the client.
 */
import { jsonLiteral, propertyAssignment } from "../ast/expressions.js";
import { namespaceImport } from "../ast/imports.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { propertyName } from "../ast/keys.js";
import {
  arrayLiteral,
  arrayType,
  call,
  constDeclaration,
  id,
  keywordType,
  numericLiteral,
  objectLiteral,
  propertySignature,
  stringLiteral,
  typeReference,
  unionType,
} from "../ast/nodes.js";
import { referencedType, referenceTo } from "../ast/references.js";
import { typeLiteral } from "../ast/type-nodes.js";
import type ts from "../compiler-api.js";
import type { JsonValue } from "../load/types.js";
import { MSW_RUNTIME_FILE } from "../output-contract/runtime-files.js";
import type { PlannedPagination } from "../plan/pagination.js";
import type {
  MockHeader,
  MswPlan,
  PlannedFailureAnswer,
  PlannedHandler,
  PlannedRoute,
} from "../plan/plan-msw.js";
import { libraryImportDeclaration } from "../splice/runtime-imports.js";
import type { ClientEmitContext } from "./client-template.js";
import { qualifyTypeNames } from "./hooks/qualify-types.js";
import { walkLiteral } from "./operations/paging-methods.js";
import { lowerSchema } from "./types/lower-schema.js";
import { admitsNoValue } from "./types/value-domain.js";

/** What the file is built from besides the plan: the main file's names and module specifier, the runtime. */
export interface MswFileInputs {
  mainModule: string;
  /** The top-level names of the main file, which the types reach through its namespace. */
  mainFileNames: ReadonlySet<string>;
  runtime: readonly ts.Statement[];
}

export function* mswFileStatements(
  plan: MswPlan,
  ctx: ClientEmitContext,
  { mainModule, mainFileNames, runtime }: MswFileInputs,
): Iterable<ts.Statement> {
  yield libraryImportDeclaration([MSW_RUNTIME_FILE], "msw");
  yield namespaceImport(plan.namespace, mainModule, true);
  yield* runtime;
  const mainType = (type: ts.TypeNode) => qualifyTypeNames(type, mainFileNames, plan.namespace);
  for (const { name, data, firstUse } of plan.sharedData) {
    const handler = plan.handlers[firstUse.handler];
    if (handler === undefined) continue;
    const failure = handler.failures.find(({ key }) => key === firstUse.failure);
    const type = failure ? failureBodyType(failure, ctx, mainType) : dataType(handler, ctx, mainType);
    yield constDeclaration(name, jsonLiteral(data), { type });
  }
  for (const handler of plan.handlers) yield handlerDeclaration(handler, ctx, mainType);
  const list = arrayLiteral(
    plan.handlers.map((handler) => call(referenceTo(handler.name))),
    true,
  );
  const declaration = constDeclaration(plan.listName, list, {
    exported: true,
    type: arrayType(referencedType("HttpHandler")),
  });
  yield withJsDoc(declaration, {
    description: [
      "Every operation's handler with its default data, the most specific path first (MSW answers with the",
      "first handler that matches): `setupServer(...handlers)`, `setupWorker(...handlers)`.",
    ].join("\n"),
  });
}

function handlerDeclaration(
  handler: PlannedHandler,
  ctx: ClientEmitContext,
  mainType: (type: ts.TypeNode) => ts.TypeNode,
): ts.Statement {
  const typeArguments = [
    dataType(handler, ctx, mainType),
    paramsType(handler.route),
    bodyType(handler, mainType),
    failureType(handler.failures, ctx, mainType),
  ];
  // The handler type is inferred from the declared one (see the runtime's `operationHandler`).
  const route = routeLiteral(handler.route, handler.failures, handler.planned.pagination);
  const value = call(
    referenceTo("operationHandler"),
    handler.route.noDefault === undefined ? [route, dataExpression(handler.data, handler.dataName)] : [route],
  );
  const declaration = constDeclaration(handler.name, value, {
    exported: true,
    type: referencedType("OperationHandler", typeArguments),
  });
  const { operation } = handler.planned;
  return withJsDoc(declaration, {
    description: [
      `Answers \`${operation.method} ${operation.path}\` (\`${handler.planned.functionName}\`) with its default data,`,
      "the data given, or what a resolver returns for the request; `.failure(status, body?)` answers with a",
      "documented failure instead (its default body where none is given).",
    ].join("\n"),
  });
}

/** The success data as sent: the body's type (`Wire<...>` where dates are revived), a stream's items. */
function dataType(
  handler: PlannedHandler,
  ctx: ClientEmitContext,
  mainType: (type: ts.TypeNode) => ts.TypeNode,
): ts.TypeNode {
  const { response } = handler.planned;
  const sent = (type: ts.TypeNode) =>
    handler.wire.response ? referencedType("Wire", [mainType(type)]) : mainType(type);
  const schemaType = () =>
    response.schema && !admitsNoValue(response.schema, ctx.types)
      ? sent(lowerSchema(response.schema, ctx.types))
      : keywordType(ctx.types.typing.untypedValue);
  switch (handler.route.framing) {
    case "void":
      return keywordType("undefined");
    case "text":
    case "event-text":
      return handler.route.framing === "text" ? keywordType("string") : arrayType(keywordType("string"));
    case "binary":
      return unionType([typeReference("Blob"), typeReference("ArrayBuffer"), keywordType("string")]);
    case "json":
      return response.mayBeEmpty ? unionType([schemaType(), keywordType("undefined")]) : schemaType();
    default:
      return arrayType(schemaType());
  }
}

/** The path parameters by the description's names, as MSW matches them: text. */
function paramsType(route: PlannedRoute): ts.TypeNode {
  if (route.params.length === 0)
    return typeReference("Record", [keywordType("string"), keywordType("never")]);
  return typeLiteral(
    route.params.map((name) => propertySignature(propertyName(name), keywordType("string"))),
    { singleLine: true },
  );
}

/** The request body as the resolver reads it: the body type as sent for JSON. */
function bodyType(handler: PlannedHandler, mainType: (type: ts.TypeNode) => ts.TypeNode): ts.TypeNode {
  const body = handler.planned.body;
  const reading = handler.route.request;
  if (reading === undefined) return keywordType("undefined");
  if (reading === "text") return keywordType("string");
  if (reading === "form") return typeReference("FormData");
  if (reading === "binary") return typeReference("ArrayBuffer");
  const type = mainType(typeReference(body?.typeName ?? "unknown"));
  return handler.wire.body ? referencedType("Wire", [type]) : type;
}

/**
 * `{ '404': api.Problem; '4XX': string; default: api.Error }`: each documented failure's body as sent, by its
 * status as written, which `.failure(status, body)` looks a status up in (own code, class, `default`). Without
 * documented failures, any status with any body.
 */
function failureType(
  failures: readonly PlannedFailureAnswer[],
  ctx: ClientEmitContext,
  mainType: (type: ts.TypeNode) => ts.TypeNode,
): ts.TypeNode {
  if (failures.length === 0) return typeLiteral([propertySignature("default", keywordType("unknown"))]);
  return typeLiteral(
    failures.map((failure) =>
      propertySignature(
        failure.key === "default" ? propertyName(failure.key) : stringLiteral(failure.key),
        failureBodyType(failure, ctx, mainType),
      ),
    ),
  );
}

/** One failure's body as sent: its JSON type (`Wire<...>` where dates are revived), text, or none. */
function failureBodyType(
  { failure, wire }: PlannedFailureAnswer,
  ctx: ClientEmitContext,
  mainType: (type: ts.TypeNode) => ts.TypeNode,
): ts.TypeNode {
  const { response } = failure;
  if (response.decoding === "json" && response.schema) {
    const type = mainType(lowerSchema(response.schema, ctx.types));
    return wire ? referencedType("Wire", [type]) : type;
  }
  if (response.decoding === "text") return keywordType("string");
  if (response.mediaType === undefined) return keywordType("undefined");
  return keywordType("unknown");
}

/** A default value: the shared `const` that holds it, else the value written out. */
function dataExpression(data: JsonValue | undefined, sharedName: string | undefined): ts.Expression {
  if (sharedName !== undefined) return referenceTo(sharedName);
  return data === undefined ? id("undefined") : jsonLiteral(data);
}

/** The route as the runtime's `PlannedRoute` reads it; empty parts are left out. */
function routeLiteral(
  route: PlannedRoute,
  failures: readonly PlannedFailureAnswer[],
  pagination: PlannedPagination | undefined,
): ts.Expression {
  const entries: ts.ObjectLiteralElementLike[] = [
    propertyAssignment(propertyName("method"), stringLiteral(route.method)),
  ];
  if (route.path !== undefined)
    entries.push(propertyAssignment(propertyName("path"), stringLiteral(route.path)));
  if (route.pattern !== undefined) {
    entries.push(propertyAssignment(propertyName("pattern"), stringLiteral(route.pattern)));
  }
  if (route.params.length > 0) {
    entries.push(
      propertyAssignment(
        propertyName("params"),
        arrayLiteral(route.params.map((name) => stringLiteral(name))),
      ),
    );
  }
  if (route.queryParams !== undefined) {
    entries.push(
      propertyAssignment(
        propertyName("queryParams"),
        arrayLiteral(
          route.queryParams.map(([name, key]) => arrayLiteral([stringLiteral(name), stringLiteral(key)])),
        ),
      ),
    );
  }
  entries.push(propertyAssignment(propertyName("status"), numericLiteral(route.status)));
  entries.push(propertyAssignment(propertyName("framing"), stringLiteral(route.framing)));
  if (route.mediaType !== undefined) {
    entries.push(propertyAssignment(propertyName("mediaType"), stringLiteral(route.mediaType)));
  }
  if (route.request !== undefined) {
    entries.push(propertyAssignment(propertyName("request"), stringLiteral(route.request)));
  }
  if (route.headers.length > 0) entries.push(headersAssignment(route.headers));
  if (route.noDefault !== undefined) {
    entries.push(propertyAssignment(propertyName("noDefault"), stringLiteral(route.noDefault)));
  }
  // A paged operation's default data is answered page by page, as the client walks it.
  if (pagination !== undefined && route.framing === "json")
    entries.push(propertyAssignment(propertyName("paging"), walkLiteral(pagination)));
  if (failures.length > 0) {
    const literals = failures.map((failure) =>
      propertyAssignment(
        failure.key === "default" ? propertyName(failure.key) : stringLiteral(failure.key),
        failureLiteral(failure),
      ),
    );
    entries.push(propertyAssignment(propertyName("failures"), objectLiteral(literals, true)));
  }
  return objectLiteral(entries, true);
}

/** `{ mediaType, headers, data }` of one documented failure; empty parts are left out. */
function failureLiteral(failure: PlannedFailureAnswer): ts.Expression {
  const entries: ts.ObjectLiteralElementLike[] = [];
  const { mediaType } = failure.failure.response;
  if (mediaType !== undefined) {
    entries.push(propertyAssignment(propertyName("mediaType"), stringLiteral(mediaType)));
  }
  if (failure.headers.length > 0) entries.push(headersAssignment(failure.headers));
  if (failure.data !== undefined) {
    entries.push(propertyAssignment(propertyName("data"), dataExpression(failure.data, failure.dataName)));
  }
  return objectLiteral(entries, entries.length > 1);
}

/** `headers: { 'X-Rate-Limit': '10' }`: the documented headers with the values sent. */
function headersAssignment(headers: readonly MockHeader[]): ts.ObjectLiteralElementLike {
  const entries = headers.map(([name, value]) =>
    propertyAssignment(propertyName(name), stringLiteral(value)),
  );
  return propertyAssignment(propertyName("headers"), objectLiteral(entries, entries.length > 1));
}
