/**
 * Every mock answer of a description, judged by ajv against the description's own schemas
 * (response-validator.ts): the success body of each operation (any of the 2xx bodies it may be) and the
 * body of each documented failure, and the items of a streamed success (`itemSchema`; for an event stream
 * whose `itemSchema` describes whole events, the schema of their `data`); and each documented header of those
 * answers, its text read back as OpenAPI's `simple` style reads it (a number, a list, an object's entries).
 */
import type { JsonObject, JsonValue, LoadedSpec } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model, OperationModel, ResponseModel } from "../../src/model/types.js";
import { mockResponseHeaders } from "../../src/plan/mock-data/mock-headers.js";
import { type MockProblem, mockResponseBody, mockStreamItems } from "../../src/plan/mock-data/mock-value.js";
import { startMockPatternBudget } from "../../src/plan/mock-data/pattern-string.js";
import { ResponseValidator, resolvePointer } from "./response-validator.js";

export interface Judgement {
  /** Bodies (and stream items) made and judged. */
  judged: number;
  /** Of them, stream items. */
  items: number;
  /** Bodies ajv rejects: where, why, and whether the maker reported what it could not honour there. */
  rejected: { at: string; problems: string[]; explained: boolean }[];
  /** What the maker said it could not honour. */
  problems: MockProblem[];
  /** Every body made, in order: what the answers hold. */
  bodies: JsonValue[];
  /** The most JSON values one body held (itself, each item, each property's value, all the way down). */
  mostValues: number;
  /** Bodies made whose schema the judge could not find in the document (`$ref`'d media types and the like). */
  unjudged: number;
  /** Header values made and judged (each also counted in `judged`). */
  headers: number;
}

export function judgeMockAnswers(spec: LoadedSpec, model: Model = buildModel(spec)): Judgement {
  // One description is one run's worth of pattern work, as the handlers file's plan gives it.
  startMockPatternBudget();
  const validator = new ResponseValidator(spec.document);
  const judgement: Judgement = {
    judged: 0,
    items: 0,
    rejected: [],
    problems: [],
    unjudged: 0,
    headers: 0,
    mostValues: 0,
    bodies: [],
  };
  for (const operation of model.operations) {
    const answers: { response: ResponseModel; statuses: string[] }[] = operation.errors.map((failure) => ({
      response: failure,
      statuses: [failure.status],
    }));
    const { response } = operation;
    if (response !== undefined) {
      answers.push({ response, statuses: response.bodyStatuses?.flat() ?? [response.status] });
    }
    for (const { response: answer, statuses } of answers) {
      judgeHeaders(spec.document, operation, answer, model, validator, judgement);
      const problems: MockProblem[] = [];
      const body = mockResponseBody(answer, model, problems);
      judgement.mostValues = Math.max(judgement.mostValues, valuesIn(body));
      judgement.problems.push(...problems);
      if (body === undefined || answer.mediaType === undefined) continue;
      judgement.bodies.push(body);
      const pointers = statuses
        .map((status) => schemaPointer(spec.document, operation, status, answer.mediaType as string))
        .filter((pointer) => pointer !== undefined);
      if (pointers.length === 0) {
        judgement.unjudged++;
        continue;
      }
      judgement.judged++;
      const verdicts = pointers.map((pointer) => validator.problems(body, pointer));
      if (verdicts.some((problems) => problems.length === 0)) continue;
      judgement.rejected.push({
        at: `${operation.method} ${operation.path} ${answer.status}`,
        problems: verdicts.flat().slice(0, 5),
        explained: problems.length > 0,
      });
    }
    if (response?.itemSchema !== undefined)
      judgeItems(spec.document, operation, response, model, validator, judgement);
  }
  return judgement;
}

function judgeItems(
  document: JsonObject,
  operation: OperationModel,
  response: ResponseModel,
  model: Model,
  validator: ResponseValidator,
  judgement: Judgement,
): void {
  const problems: MockProblem[] = [];
  const items = mockStreamItems(response, model, problems) ?? [];
  judgement.problems.push(...problems);
  const pointer = itemPointer(document, operation, response);
  for (const [index, item] of items.entries()) {
    judgement.bodies.push(item);
    if (pointer === undefined) {
      judgement.unjudged++;
      continue;
    }
    judgement.judged++;
    judgement.items++;
    const found = validator.problems(item, pointer);
    if (found.length === 0) continue;
    judgement.rejected.push({
      at: `${operation.method} ${operation.path} ${response.status} item ${index}`,
      problems: found.slice(0, 5),
      explained: problems.length > 0,
    });
  }
}

/** Each header a mock answer sends, read back and judged against its schema; a required one must be sent. */
function judgeHeaders(
  document: JsonObject,
  operation: OperationModel,
  response: ResponseModel,
  model: Model,
  validator: ResponseValidator,
  judgement: Judgement,
): void {
  const problems: MockProblem[] = [];
  const sent = new Map(mockResponseHeaders(response, model, problems));
  judgement.problems.push(...problems);
  const at = `${operation.method} ${operation.path} ${response.status}`;
  for (const header of response.headers ?? []) {
    const text = sent.get(header.name);
    const explained = problems.some((problem) => problem.place.endsWith(`/headers/${header.name}`));
    if (text === undefined) {
      if (header.required)
        judgement.rejected.push({ at: `${at} header ${header.name}`, problems: ["not sent"], explained });
      continue;
    }
    const responsePointer = followed(document, `${operation.pointer}/responses/${escaped(response.status)}`);
    const headerPointer = followed(document, `${responsePointer}/headers/${escaped(header.name)}`);
    const pointer = headerSchemaPointer(document, headerPointer);
    if (pointer === undefined) {
      judgement.unjudged++;
      continue;
    }
    judgement.judged++;
    judgement.headers++;
    const value = readHeaderText(text, document, pointer, header.explode === true);
    const found = validator.problems(value, pointer);
    if (found.length > 0)
      judgement.rejected.push({ at: `${at} header ${header.name}`, problems: found, explained });
  }
}

/** The header's `schema`, else the schema of its `content`'s one media type. */
function headerSchemaPointer(document: JsonObject, header: string): string | undefined {
  if (resolvePointer(document, `${header}/schema`) !== undefined) return `${header}/schema`;
  const content = resolvePointer(document, `${header}/content`);
  if (typeof content !== "object" || content === null || Array.isArray(content)) return undefined;
  const [mediaType] = Object.keys(content);
  if (mediaType === undefined) return undefined;
  const media = followed(document, `${header}/content/${escaped(mediaType)}`);
  return resolvePointer(document, `${media}/schema`) === undefined ? undefined : `${media}/schema`;
}

/** A header's text as the `simple` style gives it for the schema at `pointer`: the value to judge. */
function readHeaderText(text: string, document: JsonObject, pointer: string, explode: boolean): unknown {
  const schemaAt = (at: string): JsonObject => {
    const value = resolvePointer(document, followed(document, at));
    return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
  };
  const typesOf = (schema: JsonObject) => (Array.isArray(schema.type) ? schema.type : [schema.type]);
  const scalar = (part: string, at: string): unknown => {
    const types = typesOf(schemaAt(at));
    if (types.includes("integer") || types.includes("number")) return Number(part);
    if (types.includes("boolean")) return part === "true";
    return part;
  };
  const types = typesOf(schemaAt(pointer));
  if (types.includes("array")) {
    return text === "" ? [] : text.split(",").map((part) => scalar(part, `${pointer}/items`));
  }
  if (!types.includes("object")) return scalar(text, pointer);
  const parts = text.split(",");
  const entries = explode
    ? parts.map((part) => part.split("=", 2) as [string, string])
    : parts.flatMap((key, index) => (index % 2 === 0 ? [[key, parts[index + 1] ?? ""] as const] : []));
  return Object.fromEntries(
    entries.map(([key, value]) => [key, scalar(value, `${pointer}/properties/${escaped(key)}`)]),
  );
}

const EVENT_FIELDS = new Set(["data", "event", "id", "retry"]);

/** The schema of one item, as the model reads it (read-stream-item.ts); `undefined` for untyped event data. */
function itemPointer(
  document: JsonObject,
  operation: OperationModel,
  response: ResponseModel,
): string | undefined {
  const media = followed(
    document,
    `${followed(document, `${operation.pointer}/responses/${escaped(response.status)}`)}/content/${escaped(response.mediaType ?? "")}`,
  );
  const item = followed(document, `${media}/itemSchema`);
  if (!/event-stream/i.test(response.mediaType ?? "")) return item;
  const properties = resolvePointer(document, `${item}/properties`);
  if (typeof properties !== "object" || properties === null || Array.isArray(properties)) return item;
  if (!("data" in properties) || !Object.keys(properties).every((name) => EVENT_FIELDS.has(name)))
    return item;
  const data = followed(document, `${item}/properties/data`);
  if (resolvePointer(document, `${data}/contentSchema`) !== undefined) return `${data}/contentSchema`;
  const mediaType = resolvePointer(document, `${data}/contentMediaType`);
  return typeof mediaType === "string" && /json/i.test(mediaType) ? undefined : data;
}

/** The pointer of a response's schema for `mediaType`, `$ref`s to responses and media types followed. */
function schemaPointer(
  document: JsonObject,
  operation: OperationModel,
  status: string,
  mediaType: string,
): string | undefined {
  let pointer = `${operation.pointer}/responses/${escaped(status)}`;
  pointer = followed(document, pointer);
  pointer = followed(document, `${pointer}/content/${escaped(mediaType)}`);
  const schema = resolvePointer(document, `${pointer}/schema`);
  return schema === undefined ? undefined : `${pointer}/schema`;
}

function followed(document: JsonObject, pointer: string): string {
  let current = pointer;
  for (let hops = 0; hops < 8; hops++) {
    const value: JsonValue | undefined = resolvePointer(document, current);
    const ref = typeof value === "object" && value !== null && !Array.isArray(value) ? value.$ref : undefined;
    if (typeof ref !== "string" || !ref.startsWith("#/")) return current;
    current = ref;
  }
  return current;
}

function escaped(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** How many JSON values `value` holds, itself included (none for no body). */
function valuesIn(value: JsonValue | undefined): number {
  if (value === undefined) return 0;
  if (Array.isArray(value)) return value.reduce((sum: number, item) => sum + valuesIn(item), 1);
  if (value !== null && typeof value === "object") {
    return Object.values(value).reduce((sum: number, item) => sum + valuesIn(item), 1);
  }
  return 1;
}
