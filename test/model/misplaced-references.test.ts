/**
 * A schema's `$ref` that points to an object of the description that is no schema (a Parameter, Response or
 * Operation Object), as two of APIs.guru's descriptions do (rev.ai and rumble.run, to Response Objects): the
 * model reads it as a schema all the same and says so at the object, while a `$ref` into such an object's own
 * `schema` is an ordinary schema and is not reported.
 */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import { describeApi, modelOf } from "../support/plan-of.js";

const answering = (schema: unknown) => ({
  get: {
    operationId: "read",
    responses: { "200": { description: "OK", content: { "application/json": { schema } } } },
  },
});

function modelWith(paths: Record<string, unknown>) {
  const document = describeApi(paths) as JsonObject;
  document.components = {
    parameters: { Limit: { name: "limit", in: "query", schema: { type: "integer" } } },
    responses: { Done: { description: "done" } },
  };
  return modelOf(document);
}

describe("a schema's $ref to an object that is no schema", () => {
  it("is read as a schema and reported once at the object, named for what it is", () => {
    const model = modelWith({
      "/a": answering({ $ref: "#/components/parameters/Limit" }),
      "/b": answering({ $ref: "#/components/responses/Done" }),
      "/c": answering({ $ref: "#/paths/~1a/get" }),
      "/d": answering({ $ref: "#/components/responses/Done" }),
    });
    expect(model.warnings).toEqual([
      "#/components/parameters/Limit: a schema's $ref points to this Parameter Object, which is no schema: the values are typed from its keys as if it were one",
      "#/components/responses/Done: a schema's $ref points to this Response Object, which is no schema: the values are typed from its keys as if it were one",
      "#/paths/~1a/get: a schema's $ref points to this Operation Object, which is no schema: the values are typed from its keys as if it were one",
    ]);
    expect(model.schemas.get("#/components/responses/Done")?.schema.kind).toBe("unknown");
  });

  it("is not reported where it points into such an object's own schema", () => {
    const model = modelWith({ "/a": answering({ $ref: "#/components/parameters/Limit/schema" }) });
    expect(model.warnings).toBeUndefined();
    expect(model.schemas.get("#/components/parameters/Limit/schema")?.schema).toEqual({
      kind: "primitive",
      type: "integer",
    });
  });
});
