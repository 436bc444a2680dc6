/**
 * The descriptions the read and write views are tested on, shared by what is planned
 * (plan/read-write-views.test.ts) and how it is written (emit/read-write-views-output.test.ts), so both
 * stages are asked about the same input.
 */
import type { Json } from "./plan-of.js";

/** A 3.0 description with the given component schemas and one `POST /things` taking and returning `Thing`. */
export function describeViewsApi(schemas: Json, extraPaths: Json = {}): Json {
  const json = { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } };
  return {
    openapi: "3.0.3",
    info: { title: "views", version: "1" },
    paths: {
      "/things": {
        post: {
          operationId: "createThing",
          requestBody: { required: true, content: json },
          responses: { "200": { description: "OK", content: json } },
        },
      },
      ...extraPaths,
    },
    components: { schemas },
  };
}

export const THING = {
  type: "object",
  required: ["id", "name"],
  properties: {
    id: { type: "integer", readOnly: true },
    name: { type: "string" },
    token: { type: "string", writeOnly: true },
  },
};

/** A schema really named `ThingInput`, answered by `GET /real`: the request view of `Thing` must yield. */
export const REAL_THING_INPUT = {
  schema: { type: "object", properties: { other: { type: "boolean" } } },
  paths: {
    "/real": {
      get: {
        operationId: "getReal",
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { $ref: "#/components/schemas/ThingInput" } } },
          },
        },
      },
    },
  },
};

/** `PUT /inline`: an inline body with a readOnly `id`, and a 400 answering `Thing`. */
export const INLINE_BODY_PATHS = {
  "/inline": {
    put: {
      operationId: "putInline",
      requestBody: {
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: { id: { type: "string", readOnly: true }, note: { type: "string" } },
            },
          },
        },
      },
      responses: {
        "204": { description: "Done" },
        "400": {
          description: "Bad",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
        },
      },
    },
  },
};
