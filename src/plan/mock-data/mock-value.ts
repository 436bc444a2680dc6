import type { JsonValue } from "../../load/types.js";
import type { Model, OperationModel, ResponseModel, Schema } from "../../model/types.js";
import type { NullableTyping } from "../nullable-typing.js";
import { NO_VALUE, ValueMaker } from "./make-value.js";
import type { MockProblem } from "./mock-problems.js";

export { NO_VALUE } from "./make-value.js";
export type { MockProblem, MockProblemReason } from "./mock-problems.js";

/**
 * The body a mock answers a response with (a success or a documented failure): the description's example of
 * the response (media type `example`/`examples`) or of its schema where it gives one that the schema allows,
 * else a value made from the schema. The same description always gives the same value. `undefined`: the
 * response has no content. What the value cannot honour is added to `problems` (see make-value.ts). With the
 * client's types (`typing`), every value is one of the type, or `NO_VALUE` where the type has none. `listSize`:
 * how many items a list holds where the schema allows (`mockListSize`, default 3).
 */
export function mockResponseBody(
  response: ResponseModel,
  model: Model,
  problems?: MockProblem[],
  typing?: undefined,
  listSize?: number,
): JsonValue | undefined;
export function mockResponseBody(
  response: ResponseModel,
  model: Model,
  problems: MockProblem[],
  typing: NullableTyping,
  listSize?: number,
): JsonValue | undefined | typeof NO_VALUE;
export function mockResponseBody(
  response: ResponseModel,
  model: Model,
  problems?: MockProblem[],
  typing?: NullableTyping,
  listSize?: number,
): JsonValue | undefined | typeof NO_VALUE {
  if (response.schema === undefined) return undefined;
  const maker = new ValueMaker(model, problems, typing, listSize);
  if (response.example !== undefined && maker.usable(response.example, response.schema)) {
    return maker.answered(structuredClone(response.example), response.schema);
  }
  const schema = answeredSchema(response.schema, response.bodyStatuses);
  const value = maker.value(schema, `/${response.status}`);
  // The client's type is the union of every status's body: as in any union, it admits the value by a member
  // whose schema allows it (client-typing.ts).
  if (typing === undefined || schema === response.schema || value === NO_VALUE) return value;
  return maker.allowedByAMember(value, response.schema) ? value : NO_VALUE;
}

/**
 * The schema of the body the response's own status answers with: where other 2xx bodies joined it into a
 * union (`bodyStatuses`), its own is the union's first member.
 */
function answeredSchema(schema: Schema, bodyStatuses: string[][] | undefined): Schema {
  if (bodyStatuses === undefined || schema.kind !== "union") return schema;
  return schema.members[0] ?? schema;
}

/** How many items a streamed answer gives. */
export const STREAM_ITEM_COUNT = 3;

/**
 * The items of a streamed answer (`text/event-stream`'s `data`, JSON Lines, `application/json-seq`), each a
 * value of the response's `itemSchema`, different where the schema allows (an enum's next value, another
 * discriminated member). `undefined`: the response is not a stream of typed items; `NO_VALUE`: with the
 * client's types (`typing`), an item has no value of its type.
 */
export function mockStreamItems(
  response: ResponseModel,
  model: Model,
  problems?: MockProblem[],
  typing?: undefined,
  listSize?: number,
): JsonValue[] | undefined;
export function mockStreamItems(
  response: ResponseModel,
  model: Model,
  problems: MockProblem[],
  typing: NullableTyping,
  listSize?: number,
): JsonValue[] | undefined | typeof NO_VALUE;
export function mockStreamItems(
  response: ResponseModel,
  model: Model,
  problems?: MockProblem[],
  typing?: NullableTyping,
  listSize?: number,
): JsonValue[] | undefined | typeof NO_VALUE {
  const { itemSchema } = response;
  if (itemSchema === undefined) return undefined;
  const maker = new ValueMaker(model, problems, typing, listSize);
  const items = Array.from({ length: STREAM_ITEM_COUNT }, (_, index) =>
    maker.value(itemSchema, `/${response.status}/${index}`, index),
  );
  return items.every((item) => item !== NO_VALUE) ? (items as JsonValue[]) : NO_VALUE;
}

/** An operation's mock answers: its success body and one body for each documented failure, by status. */
export interface OperationMocks {
  success?: { status: string; body: JsonValue | undefined; items?: JsonValue[] };
  failures: { status: string; body: JsonValue | undefined }[];
}

export function mockOperation(
  operation: OperationModel,
  model: Model,
  problems?: MockProblem[],
): OperationMocks {
  const { response } = operation;
  const mocks: OperationMocks = {
    failures: operation.errors.map((failure) => ({
      status: failure.status,
      body: mockResponseBody(failure, model, problems),
    })),
  };
  if (response !== undefined) {
    const items = mockStreamItems(response, model, problems);
    mocks.success = {
      status: response.status,
      body: mockResponseBody(response, model, problems),
      ...(items === undefined ? {} : { items }),
    };
  }
  return mocks;
}
