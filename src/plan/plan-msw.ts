/**
 * The MSW handlers file (`msw`): per operation, the handler factory's name, the route MSW matches, how the
 * answer is framed, the default data, and which of its types the client revives dates in (those the file
 * types as sent, `Wire<...>`). The list `handlers` holds them most specific path first, since MSW answers a
 * request with the first handler that matches it and every path starts with a wildcard for the base URL.
 */

import { wildcardMatch } from "../config/wildcard.js";
import { childPointer } from "../load/json-pointer.js";
import type { JsonValue } from "../load/types.js";
import { pushChildSchemas } from "../model/schema-walk.js";
import type { Model, OperationModel, ResponseModel, SchemaId } from "../model/types.js";
import { MSW_RUNTIME_FILE } from "../output-contract/runtime-files.js";
import { libraryImportedNames } from "../splice/runtime-imports.js";
import { runtimeDeclaredNames } from "../splice/runtime-source.js";
import type { DiagnosticSink } from "../text/diagnostics.js";
import { isDateFormat } from "./date-shapes.js";
import { DEFAULT_LIST_SIZE } from "./mock-data/make-value.js";
import { type MockHeader, mockResponseHeaders } from "./mock-data/mock-headers.js";
import { reportMockProblems } from "./mock-data/mock-problems.js";
import { type MockProblem, mockResponseBody, mockStreamItems, NO_VALUE } from "./mock-data/mock-value.js";
import { startMockPatternBudget } from "./mock-data/pattern-string.js";
import { type DataCandidate, planSharedData, type SharedData } from "./msw-shared-data.js";
import { NameScope } from "./name-scope.js";
import type { NullableTyping } from "./nullable-typing.js";
import type {
  BodyEncoding,
  PlannedFailure,
  PlannedGroup,
  PlannedOperation,
  PlannedResponse,
} from "./operation-plan-types.js";
import type { SchemaTyping } from "./schema-typing.js";
import type { PlanSchema } from "./type-model.js";

/** How a handler writes the success body; the last four frame a stream's items (`runtime/msw-handlers.ts`). */
export type MockFraming =
  | "json"
  | "text"
  | "binary"
  | "void"
  | "event-stream"
  | "event-text"
  | "json-lines"
  | "json-seq";

/** How a resolver's `body` is read from the request. */
export type MockRequestReading = "json" | "text" | "form" | "binary";

export type { MockHeader };

/** What the generated file states of one operation's route, as the runtime's `MockRoute` reads it. */
export interface PlannedRoute {
  method: string;
  /** `*` (or the own server's origin) then the path with `:name` placeholders; absent where `pattern` is needed. */
  path?: string;
  /** A regular expression of the whole URL, where the path has what MSW's paths read as syntax. */
  pattern?: string;
  /** The path parameters' names as the description writes them, in the order of the placeholders. */
  params: string[];
  /**
   * Placeholders of a query written into the path key (`/uploads?convert={convert}`), which a URL's path does
   * not match: each name with the query parameter it is read from (`["convert", "convert"]`).
   */
  queryParams?: [string, string][];
  status: number;
  framing: MockFraming;
  mediaType?: string;
  request?: MockRequestReading;
  /** The success response's documented headers, with the values sent. */
  headers: MockHeader[];
  /** Set where no value of the success body's type was found: why the handler has no default data. */
  noDefault?: string;
}

/**
 * A documented failure: its type in the file, and what the route states of it (its media type is the
 * planned response's, its headers and default body these).
 */
export interface PlannedFailureAnswer {
  failure: PlannedFailure;
  /** The status as `.failure` looks it up: a code (`404`), a class in upper case (`4XX`), or `default`. */
  key: string;
  /** The client's type of this body holds a `Date` or a TypeScript enum: the file types it as sent. */
  wire: boolean;
  headers: MockHeader[];
  /** The body `.failure(status)` answers with when given none: undefined without content. */
  data: JsonValue | undefined;
  /** The shared `const` holding `data`, where other handlers answer with it too (msw-shared-data.ts). */
  dataName?: string;
}

export interface PlannedHandler {
  /** `<function>Handler`, unique in the file. */
  name: string;
  planned: PlannedOperation;
  route: PlannedRoute;
  /** What the handler answers with by default: items for a stream; undefined for no content. */
  data: JsonValue | undefined;
  /** The shared `const` holding `data`, where other handlers answer with it too (msw-shared-data.ts). */
  dataName?: string;
  /**
   * The client's type of the success body, of the request body, holds what JSON carries otherwise (a `Date`, a
   * TypeScript enum's member): typed as sent there (`Wire<...>`).
   */
  wire: { response: boolean; body: boolean };
  failures: PlannedFailureAnswer[];
}

export interface MswPlan {
  /** In `handlers` order: more path segments first, then a literal segment before a placeholder. */
  handlers: PlannedHandler[];
  /** The exported list of every handler. */
  listName: string;
  /** Default data several handlers answer with, declared once before them. */
  sharedData: SharedData[];
  /** The namespace the main file's types are imported under. */
  namespace: string;
}

const NAMESPACE = "api";

/**
 * What the handlers' types are made of: the type model's schemas, their names, the TypeScript enums among them,
 * what `nullableStrategy` makes of a nullable schema, and whether dates are `Date`s.
 */
export interface MswTypes {
  model: Model;
  typeNames: ReadonlyMap<SchemaId, string>;
  enumMembers: ReadonlyMap<SchemaId, readonly string[]>;
  nullable: NullableTyping;
  typing: Pick<SchemaTyping, "datesAsDate">;
}

/**
 * `listSizes`: the `mockListSize` option, how many items each list of the default data holds: one count, or
 * counts by operationId or wildcard (see `listSizeOf`).
 */
export function planMsw(
  groups: readonly PlannedGroup[],
  { model, typeNames, enumMembers, nullable, typing }: MswTypes,
  diagnostics: DiagnosticSink,
  listSizes: number | Readonly<Record<string, number>> = DEFAULT_LIST_SIZE,
): MswPlan {
  const names = new NameScope([
    NAMESPACE,
    ...runtimeDeclaredNames([MSW_RUNTIME_FILE]),
    ...libraryImportedNames(MSW_RUNTIME_FILE),
  ]);
  const listName = names.claim("handlers");
  // The work this run's mock data may spend on testing patterns (see pattern-string.ts).
  startMockPatternBudget();
  const answers = (operation: OperationModel): AnswerSource => ({
    model,
    typing: nullable,
    diagnostics,
    listSize: listSizeOf(operation, listSizes),
  });
  const datesRevived = typing.datesAsDate;
  const wireTyped = datesRevived || enumMembers.size > 0;
  const wireLeaf = wireLeafOf(datesRevived, enumMembers);
  const holding = wireTyped ? schemasTypedOnTheWire(model, wireLeaf) : new Set<SchemaId>();
  const holdsWire = (schema: PlanSchema | undefined) =>
    wireTyped && schema !== undefined && holdsWireType(schema, holding, wireLeaf);
  const handlers = byMatchOrder(
    groups
      .flatMap((group) => group.operations)
      .map((planned) =>
        planHandler(
          planned,
          answers(planned.operation),
          names.claim(`${planned.functionName}Handler`),
          holdsWire,
        ),
      ),
  );
  const { shared, nameOf } = planSharedData(handlers.flatMap(dataCandidates), typeNames, names);
  const named = handlers.map((handler, index): PlannedHandler => {
    const dataName = nameOf({ handler: index });
    const failures = handler.failures.map((failure): PlannedFailureAnswer => {
      const failureName = nameOf({ handler: index, failure: failure.key });
      return failureName === undefined ? failure : { ...failure, dataName: failureName };
    });
    return { ...handler, ...(dataName ? { dataName } : {}), failures };
  });
  return { handlers: named, listName, namespace: NAMESPACE, sharedData: shared };
}

/** The handler's default values (success and failures), with what types each in the file. */
function dataCandidates(handler: PlannedHandler, index: number): DataCandidate[] {
  const { response } = handler.planned;
  const success: DataCandidate = {
    use: { handler: index },
    data: handler.data,
    typeKey: JSON.stringify([
      handler.route.framing,
      handler.wire.response,
      response.mayBeEmpty,
      response.schema,
    ]),
    schema: response.schema,
    fallbackName: handler.planned.functionName,
  };
  const failures = handler.failures.map(({ failure, key, wire, data }): DataCandidate => {
    const { decoding, mediaType, schema } = failure.response;
    return {
      use: { handler: index, failure: key },
      data,
      typeKey: JSON.stringify(["failure", decoding, wire, mediaType === undefined, schema]),
      schema,
      fallbackName: `${handler.planned.functionName}${key === "default" ? "Default" : key}`,
    };
  });
  return [success, ...failures];
}

/**
 * What default data is made from: the model, and what the client's types admit (the file types it so); where
 * what it cannot honour is told.
 */
interface AnswerSource {
  model: Model;
  typing: NullableTyping;
  diagnostics: DiagnosticSink;
  /** How many items each list holds where its schema allows. */
  listSize: number;
}

/**
 * The list size the `mockListSize` option gives an operation: the count itself, else the count of its
 * operationId, else of the first wildcard (in the order written) that matches it, else the default.
 */
export function listSizeOf(
  operation: Pick<OperationModel, "operationId">,
  listSizes: number | Readonly<Record<string, number>>,
): number {
  if (typeof listSizes === "number") return listSizes;
  const id = operation.operationId ?? "";
  const key =
    id !== "" && Object.hasOwn(listSizes, id)
      ? id
      : Object.keys(listSizes).find((pattern) => wildcardMatch(pattern, id));
  return key === undefined ? DEFAULT_LIST_SIZE : (listSizes[key] as number);
}

function planHandler(
  planned: PlannedOperation,
  answers: AnswerSource,
  name: string,
  holdsWire: (schema: PlanSchema | undefined) => boolean,
): PlannedHandler {
  const { response } = planned;
  const success = planned.operation.response;
  const answer = defaultData(response, success, answers, planned.operation.pointer);
  const route: PlannedRoute = {
    method: planned.operation.method,
    ...routePath(planned.server, planned.requestPath),
    status: successStatus(success),
    framing: framingOf(response),
    ...(response.mediaType === undefined ? {} : { mediaType: response.mediaType }),
    ...(planned.body === undefined ? {} : { request: READINGS[planned.body.encoding] }),
    headers: documentedHeaders(success, answers, planned.operation.pointer),
    ...(answer.found ? {} : { noDefault: noDefaultMessage(name) }),
  };
  return {
    name,
    planned,
    route,
    data: answer.found ? answer.data : undefined,
    wire: {
      response: holdsWire(response.schema),
      body: planned.body?.encoding === "json" && holdsWire(planned.body.schema),
    },
    failures: (planned.failures?.responses ?? []).map((failure) => {
      // The failure as the description documents it: its headers and default body (made as a success's).
      const documented = planned.operation.errors.find((error) => error.status === failure.status);
      const failureAnswer = defaultData(failure.response, documented, answers, planned.operation.pointer);
      return {
        failure,
        key: failureKey(failure.status),
        wire: holdsWire(failure.response.schema),
        headers: documentedHeaders(documented, answers, planned.operation.pointer),
        data: failureAnswer.found ? failureAnswer.data : undefined,
      };
    }),
  };
}

/** `4xx` → `4XX`: the runtime looks a status's class up in upper case. */
function failureKey(status: string): string {
  return /^[1-5]xx$/i.test(status) ? status.toUpperCase() : status;
}

const READINGS: Record<BodyEncoding, MockRequestReading> = {
  json: "json",
  text: "text",
  multipart: "form",
  urlencoded: "form",
  binary: "binary",
};

function framingOf(response: PlannedResponse): MockFraming {
  if (response.decoding === "event-stream")
    return response.eventData === "json" ? "event-stream" : "event-text";
  return response.decoding;
}

/** A code as written; a range or `default` answers with the class's first code (`200`). */
function successStatus(response: ResponseModel | undefined): number {
  if (response === undefined) return 200;
  if (/^\d{3}$/.test(response.status)) return Number(response.status);
  return /^[1-5]XX$/i.test(response.status) ? Number(response.status[0]) * 100 : 200;
}

/** A default answer, or none where no value of the client's type was found. */
type DefaultData = { found: true; data: JsonValue | undefined } | { found: false };

/**
 * The default answer: the body's data (see mock-data/); the items of a stream; text for a text body; an empty
 * body for bytes. What the data does not honour is reported at the response (`operationPointer`); where the
 * maker finds no value of the client's type (a schema no value meets, a required recursion), there is no default.
 */
function defaultData(
  response: PlannedResponse,
  documented: ResponseModel | undefined,
  { model, typing, diagnostics, listSize }: AnswerSource,
  operationPointer: string,
): DefaultData {
  if (documented === undefined || response.decoding === "void") return { found: true, data: undefined };
  if (response.decoding === "binary") return { found: true, data: "" };
  const problems: MockProblem[] = [];
  const pointer = childPointer(operationPointer, "responses", documented.status);
  // The values the file types by the response's schema (a JSON body, or each JSON item of a stream) are made
  // under the client's types, so each is one of its type or NO_VALUE.
  let data: JsonValue | undefined;
  let found: boolean;
  if (response.decoding === "json" || response.decoding === "text") {
    const body = mockResponseBody(documented, model, problems, typing, listSize);
    found = response.decoding !== "json" || body !== NO_VALUE;
    if (response.decoding === "text") data = typeof body === "string" ? body : "";
    else data = body === NO_VALUE ? undefined : body;
  } else {
    // A stream: the items made from its item schema (for an event stream, each event's `data`).
    const items = mockStreamItems(documented, model, problems, typing, listSize);
    found = response.eventData === "text" || items !== NO_VALUE;
    data = items === NO_VALUE ? undefined : (items ?? (response.eventData === "text" ? ["string"] : []));
  }
  // A problem's place is a pointer into the answer, after the status the maker starts it with.
  const inAnswer = problems.map((problem) => ({
    ...problem,
    place: problem.place.slice(documented.status.length + 1),
  }));
  reportMockProblems(inAnswer, pointer, diagnostics, found);
  return found ? { found, data } : { found };
}

/**
 * The documented headers of a response as its handler sends them; what a header's value cannot honour, and a
 * header left out because no header carries its value, is a warning at the response.
 */
function documentedHeaders(
  documented: ResponseModel | undefined,
  { model, diagnostics }: AnswerSource,
  operationPointer: string,
): MockHeader[] {
  if (documented === undefined) return [];
  const problems: MockProblem[] = [];
  const headers = mockResponseHeaders(documented, model, problems);
  const inAnswer = problems.map((problem) => ({
    ...problem,
    place: problem.place.slice(documented.status.length + 1),
  }));
  reportMockProblems(
    inAnswer,
    childPointer(operationPointer, "responses", documented.status),
    diagnostics,
    true,
  );
  return headers;
}

/** What a call of a handler without default data fails with. */
function noDefaultMessage(handlerName: string): string {
  return `${handlerName} has no default data: no value of the success body's type was found (typewright warned when generating). Give it data or a resolver.`;
}

/**
 * Where an operation with its own server is sent (see `operationServerOf`): the server's origin where it names
 * one (`https://files.example.com/v2` → `https://files.example.com`), which the route then matches instead of any
 * base URL, and its path (`/v2`); `undefined` and "" for none or a relative server.
 */
function serverPlace(server: string | undefined): { origin?: string; prefix: string } {
  if (server === undefined) return { prefix: "" };
  const url = new URL(server, "http://server.invalid");
  const prefix = url.pathname.replace(/\/+$/, "");
  return url.origin === "http://server.invalid" || url.origin === "null"
    ? { prefix }
    : { origin: url.origin, prefix };
}

/** Characters MSW's paths (path-to-regexp 6) match as written: the rest is syntax, or may be sent percent-encoded. */
const PLAIN_PATH_TEXT = /^[\w\-.~!$&',;=@/]*$/;
/** A placeholder name MSW can take as `:name`. */
const PARAM_NAME = /^\w+$/;

/**
 * The route's path with `:name` placeholders where MSW reads it as written, under any base URL (`*`) or the
 * operation's own server's origin; else a regular expression of the whole URL whose groups are the placeholders
 * (a literal `:`, `*`, `|`, a space or a non-ASCII letter, a name such as `pet-id`, a placeholder followed by a
 * letter).
 */
function routePath(
  server: string | undefined,
  requestPath: string,
): Pick<PlannedRoute, "path" | "pattern" | "params" | "queryParams"> {
  const { origin, prefix } = serverPlace(server);
  const { path: pathPart, queryParams } = splitQuery(requestPath);
  const query = queryParams.length > 0 ? { queryParams } : {};
  const pieces = `${prefix}${pathPart}`.split(/\{([^{}]*)\}/);
  const literals = pieces.filter((_, index) => index % 2 === 0);
  const params = pieces.filter((_, index) => index % 2 === 1);
  const plain =
    // An origin MSW's path syntax reads as written: a host name and a port (not an IPv6 address's colons).
    (origin === undefined || /^https?:\/\/[\w.-]+(?::\d+)?$/.test(origin)) &&
    literals.every((literal) => PLAIN_PATH_TEXT.test(literal)) &&
    // MSW fills a plain object by name, where `__proto__` or `constructor` would be lost or read from its
    // prototype: such a placeholder is matched by position, in a pattern.
    params.every((param) => PARAM_NAME.test(param) && !(param in Object.prototype)) &&
    literals.slice(1).every((literal) => !/^\w/.test(literal));
  if (plain) {
    const path = pieces.map((piece, index) => (index % 2 === 0 ? piece : `:${piece}`)).join("");
    return { path: `${origin ?? "*"}${path}`, params, ...query };
  }
  const source = pieces.map((piece, index) => (index % 2 === 0 ? literalSource(piece) : "([^/]+?)")).join("");
  return {
    pattern: `^${origin === undefined ? "[^?#]*?" : escapeRegExp(origin)}${source}/?$`,
    params,
    ...query,
  };
}

/**
 * A path key's path and the placeholders of the query it may hold (`/uploads?convert={convert}`, which OpenAPI
 * does not allow and the model warns of; the client sends it as written): MSW matches a URL's path only, so a
 * placeholder written as a query parameter's whole value is read from that parameter, and any other is not
 * matched.
 */
function splitQuery(requestPath: string): { path: string; queryParams: [string, string][] } {
  const queryAt = requestPath.indexOf("?");
  if (queryAt === -1) return { path: requestPath, queryParams: [] };
  const queryParams = requestPath
    .slice(queryAt + 1)
    .split("&")
    .flatMap((part): [string, string][] => {
      const pair = /^([^={}]+)=\{([^{}]+)\}$/.exec(part);
      return pair === null ? [] : [[pair[2] as string, pair[1] as string]];
    });
  return { path: requestPath.slice(0, queryAt), queryParams };
}

/**
 * A regular expression source matching a literal part of a path as a request may carry it: each character that
 * MSW's plain paths cannot take as written either as it is or percent-encoded (`|` or `%7C`, `é` or `%C3%A9`,
 * either case of hex digit), since URL parsers encode some (a space, non-ASCII) and clients encode others.
 */
function literalSource(literal: string): string {
  return [...literal]
    .map((character) => {
      if (PLAIN_PATH_TEXT.test(character)) return escapeRegExp(character);
      const encoded = [...new TextEncoder().encode(character)]
        .map((byte) => `%${hexDigitSource(byte >> 4)}${hexDigitSource(byte & 15)}`)
        .join("");
      return `(?:${escapeRegExp(character)}|${encoded})`;
    })
    .join("");
}

function hexDigitSource(digit: number): string {
  const hex = digit.toString(16);
  return digit < 10 ? hex : `[${hex}${hex.toUpperCase()}]`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/**
 * Most segments first, then per segment a literal before a placeholder with text beside it (`{name}:cancel`,
 * `{name}.json`) before a placeholder alone (`{name}`), which would match the others' requests too; then a
 * route on its own server's origin before one under any base URL that the same request would match; otherwise
 * in document order.
 */
function byMatchOrder(handlers: PlannedHandler[]): PlannedHandler[] {
  const keys = new Map(
    handlers.map((handler) => {
      const { origin, prefix } = serverPlace(handler.planned.server);
      const { path } = splitQuery(handler.planned.requestPath);
      return [handler, [...segmentKinds(`${prefix}${path}`), origin === undefined ? 1 : 0]];
    }),
  );
  return [...handlers].sort((a, b) => {
    const [kindsA, kindsB] = [keys.get(a) ?? [], keys.get(b) ?? []];
    if (kindsA.length !== kindsB.length) return kindsB.length - kindsA.length;
    for (let index = 0; index < kindsA.length; index++) {
      const difference = (kindsA[index] ?? 0) - (kindsB[index] ?? 0);
      if (difference !== 0) return difference;
    }
    return 0;
  });
}

/** Per segment of the path: 0 for literal text, 1 where a placeholder is part of it, 2 for a placeholder alone. */
function segmentKinds(requestPath: string): number[] {
  return requestPath
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (!segment.includes("{") ? 0 : /^\{[^{}]*\}$/.test(segment) ? 2 : 1));
}

/**
 * Which nodes the client types otherwise than JSON carries them: a `date` or `date-time` string typed `Date`
 * (`dateFormat: "Date"`), a reference to a schema declared as a TypeScript enum, a literal written as such an
 * enum's member (`memberOf`), a union whose tags are such members.
 */
export type WireLeaf = (node: PlanSchema) => boolean;

function wireLeafOf(datesRevived: boolean, enumMembers: ReadonlyMap<SchemaId, readonly string[]>): WireLeaf {
  return (node) => {
    switch (node.kind) {
      case "primitive":
        return datesRevived && node.type === "string" && isDateFormat(node.format);
      case "ref":
        return enumMembers.has(node.target);
      case "enum":
      case "const":
        return node.memberOf !== undefined;
      case "union":
        return node.tagEnums?.some((tagEnum) => tagEnum !== undefined) === true;
      default:
        return false;
    }
  };
}

/**
 * The named schemas whose types hold a wire leaf, directly or through the schemas they refer to: found in one
 * pass over the references, whatever their cycles (a walk from each schema that kept only the answers sure of
 * every cycle took minutes on Stripe's schemas). Exported for the test that counts the nodes it looks at.
 */
export function schemasTypedOnTheWire(model: Model, wireLeaf: WireLeaf): Set<SchemaId> {
  const referrers = new Map<SchemaId, SchemaId[]>();
  const holding: SchemaId[] = [];
  for (const [id, named] of model.schemas) {
    const refs: SchemaId[] = [];
    if (ownTreeHoldsWireLeaf(named.schema as PlanSchema, refs, wireLeaf)) holding.push(id);
    for (const target of refs) referrers.set(target, [...(referrers.get(target) ?? []), id]);
  }
  const found = new Set(holding);
  for (let index = 0; index < holding.length; index++) {
    for (const referrer of referrers.get(holding[index] as SchemaId) ?? []) {
      if (found.has(referrer)) continue;
      found.add(referrer);
      holding.push(referrer);
    }
  }
  return found;
}

/**
 * Whether the tree of `node`, its references not followed, holds a wire leaf; each reference met is added to
 * `refs`.
 */
function ownTreeHoldsWireLeaf(schema: PlanSchema, refs: SchemaId[], wireLeaf: WireLeaf): boolean {
  const pending: PlanSchema[] = [schema];
  let holds = false;
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    holds ||= wireLeaf(node);
    if (node.kind === "ref") refs.push(node.target);
    else pushChildSchemas(node, pending);
  }
  return holds;
}

/** Whether the type of `schema` is typed otherwise on the wire: in its own tree, or a schema it refers to is. */
function holdsWireType(schema: PlanSchema, holding: ReadonlySet<SchemaId>, wireLeaf: WireLeaf): boolean {
  const refs: SchemaId[] = [];
  return ownTreeHoldsWireLeaf(schema, refs, wireLeaf) || refs.some((target) => holding.has(target));
}
