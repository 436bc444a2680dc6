/**
 * The MSW handlers file (`msw`): per operation, the handler factory's name, the route MSW matches, how the
 * answer is framed, the default data, and which of its types the client revives dates in (those the file
 * types as sent, `Wire<...>`). The list `handlers` holds them most specific path first, since MSW answers a
 * request with the first handler that matches it and every path starts with a wildcard for the base URL.
 */

import type { ResolvedOptions } from "../config/types.js";
import type { JsonValue } from "../load/types.js";
import { pushChildSchemas } from "../model/schema-walk.js";
import type { Model, ResponseModel, SchemaId } from "../model/types.js";
import { libraryImportedNames } from "../splice/runtime-imports.js";
import { runtimeDeclaredNames } from "../splice/runtime-source.js";
import { MSW_RUNTIME_FILE } from "../template-declarations/index.js";
import { isDateFormat } from "./date-shapes.js";
import { type MockHeader, mockResponseHeaders } from "./mock-data/mock-headers.js";
import { type ClientTyping, mockResponseBody, mockStreamItems } from "./mock-data/mock-value.js";
import { type DataCandidate, planSharedData, type SharedData } from "./msw-shared-data.js";
import { NameScope } from "./name-scope.js";
import type {
  BodyEncoding,
  PlannedFailure,
  PlannedGroup,
  PlannedOperation,
  PlannedResponse,
} from "./operation-plan-types.js";
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
  /** `*` then the path with `:name` placeholders; absent where `pattern` is needed. */
  path?: string;
  /** A regular expression of the whole URL, where the path has what MSW's paths read as syntax. */
  pattern?: string;
  /** The path parameters' names as the description writes them, in the order of the placeholders. */
  params: string[];
  status: number;
  framing: MockFraming;
  mediaType?: string;
  request?: MockRequestReading;
  /** The success response's documented headers, with the values sent. */
  headers: MockHeader[];
}

/**
 * A documented failure: its type in the file, and what the route states of it (its media type is the
 * planned response's, its headers and default body these).
 */
export interface PlannedFailureAnswer {
  failure: PlannedFailure;
  /** The status as `.failure` looks it up: a code (`404`), a class in upper case (`4XX`), or `default`. */
  key: string;
  /** The client's type of this body holds a `Date`: the file types it as sent. */
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
  /** The client's type holds a `Date` in the success body, in the request body: typed as sent there. */
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

export function planMsw(
  groups: readonly PlannedGroup[],
  model: Model,
  typeNames: ReadonlyMap<SchemaId, string>,
  options: Pick<ResolvedOptions, "dateFormat" | "nullableStrategy">,
): MswPlan {
  const names = new NameScope([
    NAMESPACE,
    ...runtimeDeclaredNames([MSW_RUNTIME_FILE]),
    ...libraryImportedNames(MSW_RUNTIME_FILE),
  ]);
  const listName = names.claim("handlers");
  const answers: AnswerSource = { model, typing: { nullable: options.nullableStrategy === "include" } };
  const holding = options.dateFormat === "Date" ? schemasHoldingDates(model) : new Set<SchemaId>();
  const holdsDates = (schema: PlanSchema | undefined) =>
    options.dateFormat === "Date" && schema !== undefined && holdsDateType(schema, holding);
  const handlers = byMatchOrder(
    groups
      .flatMap((group) => group.operations)
      .map((planned) =>
        planHandler(planned, answers, names.claim(`${planned.functionName}Handler`), holdsDates),
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

/** What default data is made from: the model, and what the client's types admit (the file types it so). */
interface AnswerSource {
  model: Model;
  typing: ClientTyping;
}

function planHandler(
  planned: PlannedOperation,
  answers: AnswerSource,
  name: string,
  holdsDates: (schema: PlanSchema | undefined) => boolean,
): PlannedHandler {
  const { response } = planned;
  const success = planned.operation.response;
  const route: PlannedRoute = {
    method: planned.operation.method,
    ...routePath(serverPrefix(planned.server), planned.requestPath),
    status: successStatus(success),
    framing: framingOf(response),
    ...(response.mediaType === undefined ? {} : { mediaType: response.mediaType }),
    ...(planned.body === undefined ? {} : { request: READINGS[planned.body.encoding] }),
    headers: success === undefined ? [] : mockResponseHeaders(success, answers.model),
  };
  return {
    name,
    planned,
    route,
    data: defaultData(response, success, answers),
    wire: {
      response: holdsDates(response.schema),
      body: planned.body?.encoding === "json" && holdsDates(planned.body.schema),
    },
    failures: (planned.failures?.responses ?? []).map((failure) => {
      // The failure as the description documents it: its headers and default body (made as a success's).
      const documented = planned.operation.errors.find((error) => error.status === failure.status);
      return {
        failure,
        key: failureKey(failure.status),
        wire: holdsDates(failure.response.schema),
        headers: documented === undefined ? [] : mockResponseHeaders(documented, answers.model),
        data: defaultData(failure.response, documented, answers),
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

/**
 * The default answer: the body's data (see mock-data/); the items of a stream; text for a text body; an empty
 * body for bytes.
 */
function defaultData(
  response: PlannedResponse,
  success: ResponseModel | undefined,
  { model, typing }: AnswerSource,
): JsonValue | undefined {
  if (success === undefined || response.decoding === "void") return undefined;
  if (response.decoding === "binary") return "";
  if (response.decoding === "json" || response.decoding === "text") {
    const body = mockResponseBody(success, model, undefined, typing);
    if (response.decoding === "json") return body;
    return typeof body === "string" ? body : "";
  }
  // A stream: the items made from its item schema (for an event stream, each event's `data`).
  const items = mockStreamItems(success, model, undefined, typing);
  if (items !== undefined) return items;
  return response.eventData === "text" ? ["string"] : [];
}

/** The path part of an operation's own server (`https://files.example.com/v2` → `/v2`), "" for none. */
function serverPrefix(server: string | undefined): string {
  if (server === undefined) return "";
  const pathname = new URL(server, "http://server.invalid").pathname;
  return pathname.replace(/\/+$/, "");
}

/** Characters MSW's paths (path-to-regexp 6) read as syntax, and whitespace. */
const PATH_SYNTAX = /[:*()?+{}\\\s]/;
/** A placeholder name MSW can take as `:name`. */
const PARAM_NAME = /^\w+$/;

/**
 * `*` and the path with `:name` placeholders where MSW reads it as written; else a regular expression of the
 * whole URL whose groups are the placeholders (a literal `:` or `*`, a name such as `pet-id`, a placeholder
 * followed by a letter).
 */
function routePath(prefix: string, requestPath: string): Pick<PlannedRoute, "path" | "pattern" | "params"> {
  const full = `${prefix}${requestPath}`;
  const pieces = full.split(/\{([^{}]*)\}/);
  const literals = pieces.filter((_, index) => index % 2 === 0);
  const params = pieces.filter((_, index) => index % 2 === 1);
  const plain =
    literals.every((literal) => !PATH_SYNTAX.test(literal)) &&
    params.every((param) => PARAM_NAME.test(param)) &&
    literals.slice(1).every((literal) => !/^\w/.test(literal));
  if (plain) {
    const path = pieces.map((piece, index) => (index % 2 === 0 ? piece : `:${piece}`)).join("");
    return { path: `*${path}`, params };
  }
  const source = pieces.map((piece, index) => (index % 2 === 0 ? escapeRegExp(piece) : "([^/]+?)")).join("");
  return { pattern: `^[^?#]*?${source}/?$`, params };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

/** Most segments first, then per segment a literal before a placeholder; otherwise in document order. */
function byMatchOrder(handlers: PlannedHandler[]): PlannedHandler[] {
  const keys = new Map(
    handlers.map((handler) => [
      handler,
      segmentKinds(`${serverPrefix(handler.planned.server)}${handler.planned.requestPath}`),
    ]),
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

/** Per segment of the path: 0 for literal text, 1 where a placeholder is part of it. */
function segmentKinds(requestPath: string): number[] {
  return requestPath
    .split("/")
    .filter((segment) => segment !== "")
    .map((segment) => (segment.includes("{") ? 1 : 0));
}

/**
 * The named schemas whose types hold a `Date` (`dateFormat: "Date"` types `date` and `date-time` strings so),
 * directly or through the schemas they refer to: found in one pass over the references, whatever their cycles
 * (a walk from each schema that kept only the answers sure of every cycle took minutes on Stripe's schemas).
 */
function schemasHoldingDates(model: Model): Set<SchemaId> {
  const referrers = new Map<SchemaId, SchemaId[]>();
  const holding: SchemaId[] = [];
  for (const [id, named] of model.schemas) {
    const refs: SchemaId[] = [];
    if (ownTreeHoldsDate(named.schema as PlanSchema, refs)) holding.push(id);
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
 * Whether the tree of `node`, its references not followed, holds a date string; each reference met is added to
 * `refs`.
 */
function ownTreeHoldsDate(schema: PlanSchema, refs: SchemaId[]): boolean {
  const pending: PlanSchema[] = [schema];
  let holds = false;
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === "primitive") holds ||= node.type === "string" && isDateFormat(node.format);
    else if (node.kind === "ref") refs.push(node.target);
    else pushChildSchemas(node, pending);
  }
  return holds;
}

/** Whether the type of `schema` holds a `Date`: a date string in its own tree, or a schema it refers to does. */
function holdsDateType(schema: PlanSchema, holding: ReadonlySet<SchemaId>): boolean {
  const refs: SchemaId[] = [];
  return ownTreeHoldsDate(schema, refs) || refs.some((target) => holding.has(target));
}
