/**
 * Which success answers a call may resolve with (src/model/read-responses.ts): the lowest 2xx, whether an
 * answer may come without content, and the other 2xx bodies. The live scenarios (test/support/
 * client-scenarios.ts) check what each template resolves; here, what the model says for each shape of
 * `responses`; and the example a response's media type gives.
 */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import type { ResponseModel } from "../../src/model/types.js";
import { describeApi, modelOf, planOf } from "../support/plan-of.js";

const json = (schema: JsonObject) => ({ description: "ok", content: { "application/json": { schema } } });
const ITEM = { $ref: "#/components/schemas/Item" };
const MESSAGE = { type: "object", properties: { message: { type: "string" } } };

/** The success response of one operation with these `responses` (`method` GET unless given). */
function successOf(responses: JsonObject, method = "get"): ResponseModel | undefined {
  const document = {
    openapi: "3.1.0",
    info: { title: "t", version: "1" },
    paths: { "/things": { [method]: { operationId: "thing", responses } } },
    components: {
      schemas: { Item: { type: "object", properties: { id: { type: "integer" } } } },
      responses: { Nothing: { description: "nothing" } },
    },
  };
  return modelOf(document).operations[0]?.response;
}

describe("the success response", () => {
  it("may be empty where another 2xx, or the status itself, has no content", () => {
    expect(successOf({ "200": json(ITEM), "204": { description: "none" } })?.mayBeEmpty).toBe(true);
    expect(successOf({ "200": json(ITEM), "2XX": { description: "none" } })?.mayBeEmpty).toBe(true);
    expect(
      successOf({ "200": json(ITEM), "202": { $ref: "#/components/responses/Nothing" } })?.mayBeEmpty,
    ).toBe(true);
    expect(successOf({ "205": json(ITEM) })?.mayBeEmpty).toBe(true);
    // Only 2xx answers are a call's success; a failure without content is not.
    expect(successOf({ "200": json(ITEM), "404": { description: "gone" } })?.mayBeEmpty).toBeUndefined();
    expect(successOf({ "200": json(ITEM), "201": json(ITEM) })?.mayBeEmpty).toBeUndefined();
    // Nothing to say of a success that has no content itself.
    expect(successOf({ "204": { description: "none" } })).toEqual({ status: "204", description: "none" });
  });

  it("has no content for HEAD, whatever the description says", () => {
    expect(successOf({ "200": json(ITEM) }, "head")).toEqual({ status: "200" });
  });

  it("is the union of the other 2xx bodies of its media type, the lowest first, each with its status", () => {
    const response = successOf({
      "2XX": json({ type: "string" }),
      "202": json(MESSAGE),
      "201": json(ITEM),
      "200": json(ITEM),
      "203": { description: "text", content: { "text/plain": { schema: { type: "integer" } } } },
    });
    // Statuses with the same body share a member.
    expect(response?.bodyStatuses).toEqual([["200", "201"], ["202"], ["2XX"]]);
    expect(response?.schema).toEqual({
      kind: "union",
      members: [
        { kind: "ref", target: "#/components/schemas/Item" },
        expect.objectContaining({ kind: "object" }),
        expect.objectContaining({ kind: "primitive", type: "string" }),
      ],
    });
  });

  it("stays one body where the others are the same, or the body is a stream", () => {
    expect(successOf({ "200": json(ITEM), "201": json(ITEM) })?.bodyStatuses).toBeUndefined();
    const events = (schema: JsonObject) => ({
      description: "s",
      content: { "text/event-stream": { schema } },
    });
    expect(successOf({ "200": events(MESSAGE), "201": events(ITEM) })?.bodyStatuses).toBeUndefined();
  });
});

describe("the example of a response", () => {
  const withMedia = (media: JsonObject) => ({ description: "ok", content: { "application/json": media } });

  it("is the media type's `example`, else the first `examples` entry's value, a `$ref` followed", () => {
    expect(successOf({ "200": withMedia({ schema: ITEM, example: { id: 1 } }) })?.example).toEqual({ id: 1 });
    const examples = { one: { $ref: "#/components/examples/One" }, two: { value: { id: 2 } } };
    const document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: { "/things": { get: { responses: { "200": withMedia({ schema: ITEM, examples }) } } } },
      components: { schemas: { Item: { type: "object" } }, examples: { One: { value: { id: 11 } } } },
    };
    expect(modelOf(document).operations[0]?.response?.example).toEqual({ id: 11 });
  });

  it("takes OpenAPI 3.2's `dataValue` over `value`, passes over an entry with neither, and reads failures too", () => {
    const examples = {
      external: { externalValue: "https://example.com/a.json" },
      data: { dataValue: 3, value: "3" },
    };
    expect(successOf({ "200": withMedia({ schema: ITEM, examples }) })?.example).toBe(3);
    const document = {
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {
        "/things": {
          get: { responses: { "404": withMedia({ schema: MESSAGE, example: { message: "gone" } }) } },
        },
      },
    };
    expect(modelOf(document).operations[0]?.errors[0]?.example).toEqual({ message: "gone" });
  });

  it("is absent where the media type gives none (a schema's own example stays on the schema)", () => {
    const response = successOf({ "200": json({ ...MESSAGE, example: { message: "hi" } }) });
    expect(response).not.toHaveProperty("example");
    expect(response?.schema?.docs?.example).toEqual({ message: "hi" });
  });
});

describe("the dates of several success bodies", () => {
  it("are revived per status: exact codes, a status sharing a body with another, then 2XX", async () => {
    const stamped = { type: "object", properties: { at: { type: "string", format: "date-time" } } };
    const document = describeApi(
      {
        "/things": {
          get: {
            operationId: "thing",
            responses: {
              "2XX": json({ type: "string" }),
              "202": json(MESSAGE),
              "201": json({ $ref: "#/components/schemas/Stamped" }),
              "200": json({ $ref: "#/components/schemas/Stamped" }),
            },
          },
        },
      },
      { Stamped: stamped },
    );
    const plan = await planOf(document);
    const dates = plan.groups[0]?.operations[0]?.dates;
    expect(dates?.response).toBeUndefined();
    expect(dates?.responseByStatus?.map(({ status, shape }) => [status, shape?.kind])).toEqual([
      ["200", "ref"],
      ["201", "ref"],
      ["202", undefined],
      ["2XX", undefined],
    ]);
  });
});
