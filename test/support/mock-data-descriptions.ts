/**
 * Small descriptions for the mock-data tests (test/plan/mock-data*.test.ts): one operation whose success
 * answer has the schema under test, and what the maker makes of it, judged by ajv against the description.
 */
import type { JsonObject, JsonValue } from "../../src/load/types.js";
import type { Model } from "../../src/model/types.js";
import { type MockProblem, mockResponseBody } from "../../src/plan/mock-data/mock-value.js";
import { type Json, modelOf } from "./plan-of.js";
import { ResponseValidator } from "./response-validator.js";

/** A 3.1 (or `version`) description whose `GET /thing` answers 200 with `schema`, beside `schemas`. */
export function describeThing(schema: Json, schemas: Json = {}, version = "3.1.0"): JsonObject {
  return {
    openapi: version,
    info: { title: "t", version: "1" },
    paths: {
      "/thing": {
        get: {
          operationId: "getThing",
          responses: {
            "200": { description: "ok", content: { "application/json": { schema } } },
            "404": {
              description: "missing",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
            },
          },
        },
      },
    },
    components: {
      schemas: {
        Problem: {
          type: "object",
          required: ["code", "message"],
          properties: { code: { type: "integer", minimum: 400, maximum: 599 }, message: { type: "string" } },
        },
        ...schemas,
      },
    },
  } as JsonObject;
}

export const SUCCESS = "#/paths/~1thing/get/responses/200/content/application~1json/schema";

export interface Made {
  body: JsonValue | undefined;
  problems: MockProblem[];
  /** What ajv says of the body against the description's schema: `[]` when it validates. */
  verdict: string[];
  model: Model;
}

/** `listSize`: how many items each list holds where its schema allows (`mockListSize`; default 3). */
export function made(document: JsonObject, listSize?: number): Made {
  const model = modelOf(document);
  const response = model.operations[0]?.response;
  if (response === undefined) throw new Error("no success response");
  const problems: MockProblem[] = [];
  const body = mockResponseBody(response, model, problems, undefined, listSize);
  return { body, problems, verdict: new ResponseValidator(document).problems(body, SUCCESS), model };
}

export function property(body: JsonValue | undefined, name: string): JsonValue | undefined {
  return (body as Record<string, JsonValue>)[name];
}
