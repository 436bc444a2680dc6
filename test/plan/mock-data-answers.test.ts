/**
 * What a mock answer holds (src/plan/mock-data/): which properties (read and write marks), which union member,
 * where a recursion stops, which example is used, that runs are byte-identical and a changed description is
 * answered validly, an operation's failure bodies and stream items. Each judged by ajv with formats on against
 * the description's own schema; the values of single keywords: mock-data.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import { mockOperation, mockResponseBody, mockStreamItems } from "../../src/plan/mock-data/mock-value.js";
import { describeThing, made, property, SUCCESS } from "../support/mock-data-descriptions.js";
import { type Json, modelOf } from "../support/plan-of.js";
import { ResponseValidator } from "../support/response-validator.js";

describe("read and write marks", () => {
  it("answers with readOnly properties and without writeOnly ones, required or not", () => {
    const schema = {
      type: "object",
      required: ["id", "password"],
      properties: {
        id: { type: "integer", readOnly: true },
        password: { type: "string", writeOnly: true },
        secret: { $ref: "#/components/schemas/Secret" },
        name: { type: "string" },
      },
    };
    const { body, verdict } = made(describeThing(schema, { Secret: { type: "string", writeOnly: true } }));
    expect(verdict).toEqual([]);
    expect(Object.keys(body as object)).toEqual(["id", "name"]);
  });
});

describe("unions", () => {
  const pets = {
    Cat: {
      type: "object",
      required: ["petType", "meows"],
      properties: { petType: { type: "string" }, meows: { type: "boolean" } },
    },
    Dog: {
      type: "object",
      required: ["petType", "barks"],
      properties: { petType: { type: "string" }, barks: { type: "boolean" } },
    },
  };

  it("sets a discriminator's property to the mapping's value", () => {
    const schema = {
      oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
      discriminator: { propertyName: "petType", mapping: { cat: "#/components/schemas/Cat" } },
    };
    const { body, verdict } = made(describeThing(schema, pets));
    expect(verdict).toEqual([]);
    expect(property(body, "petType")).toBe("cat");
  });

  it("keeps a discriminated member's own enum value where the implicit mapping's name would break it", () => {
    const schema = {
      oneOf: [{ $ref: "#/components/schemas/Tool" }],
      discriminator: { propertyName: "type" },
    };
    const tool = {
      Tool: { type: "object", required: ["type"], properties: { type: { type: "string", enum: ["code"] } } },
    };
    const { body, verdict } = made(describeThing(schema, tool));
    expect(verdict).toEqual([]);
    expect(body).toEqual({ type: "code" });
  });

  it("picks, without a discriminator, a value exactly one member of a oneOf allows", () => {
    const schema = {
      oneOf: [
        { type: "object", properties: { a: { type: "string" } } },
        {
          type: "object",
          required: ["b"],
          properties: { b: { type: "integer" } },
          additionalProperties: false,
        },
      ],
    };
    const { verdict, problems } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("reports a oneOf every value of which several members allow", () => {
    const schema = { oneOf: [{ type: "object" }, { type: "object", properties: { a: { type: "string" } } }] };
    const { verdict, problems } = made(describeThing(schema));
    expect(verdict).not.toEqual([]);
    expect(problems).toEqual([{ place: "/200", reason: "several-members" }]);
  });
});

describe("recursion", () => {
  const node = {
    Node: {
      type: "object",
      required: ["name", "children", "next"],
      properties: {
        name: { type: "string" },
        children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
        parent: { $ref: "#/components/schemas/Node" },
        next: { anyOf: [{ $ref: "#/components/schemas/Node" }, { type: "null" }] },
      },
    },
  };

  it("takes the nearest way out: an empty array, an optional property left out, null", () => {
    const { body, verdict, problems } = made(describeThing({ $ref: "#/components/schemas/Node" }, node));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    expect(body).toEqual({ name: expect.any(String), children: [], next: null });
  });

  it("reports a recursion with no way out and answers null there", () => {
    const loop = {
      Loop: {
        type: "object",
        required: ["self"],
        properties: { self: { $ref: "#/components/schemas/Loop" } },
      },
    };
    const { body, problems } = made(describeThing({ $ref: "#/components/schemas/Loop" }, loop));
    expect(body).toBeNull();
    expect(problems).toEqual([{ place: "/200", reason: "recursion" }]);
  });
});

describe("examples", () => {
  it("uses the schema's example when it is valid", () => {
    const { body } = made(
      describeThing({ type: "object", properties: { n: { type: "integer" } }, example: { n: 42 } }),
    );
    expect(body).toEqual({ n: 42 });
  });

  it("makes a value instead of an example the schema does not allow", () => {
    const schema = {
      type: "object",
      required: ["n"],
      properties: { n: { type: "integer" } },
      example: { n: "many" },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(body).not.toEqual({ n: "many" });
  });

  it("prefers the media type's example, then its first `examples` entry, a `$ref` followed", () => {
    const schema = { type: "object", properties: { n: { type: "integer" } } };
    const document = describeThing(schema);
    const media = (document as Json as { paths: Record<string, Record<string, Json>> }).paths["/thing"]
      ?.get as {
      responses: Record<string, { content: Record<string, Json> }>;
    };
    const json = media.responses["200"]?.content["application/json"] as Json;
    json.examples = { first: { $ref: "#/components/examples/Seven" }, second: { value: { n: 8 } } };
    (document.components as Record<string, Json>).examples = { Seven: { value: { n: 7 } } };
    const fromExamples = made(document);
    expect(fromExamples.model.operations[0]?.response?.example).toEqual({ n: 7 });
    expect(fromExamples.body).toEqual({ n: 7 });
    json.example = { n: 6 };
    expect(made(document).body).toEqual({ n: 6 });
    json.example = { n: "six" };
    expect(made(document).body).not.toEqual({ n: "six" });
  });

  it("leaves an example's writeOnly properties out of the answer", () => {
    const user = {
      type: "object",
      properties: {
        id: { type: "integer", readOnly: true },
        password: { type: "string", writeOnly: true },
        friends: { type: "array", items: { $ref: "#/components/schemas/Friend" } },
      },
      example: { id: 1, password: "hunter2", friends: [{ name: "ann", pin: "1234" }] },
    };
    const friend = {
      type: "object",
      properties: { name: { type: "string" }, pin: { type: "string", writeOnly: true } },
    };
    const { body } = made(describeThing(user, { Friend: friend }));
    expect(body).toEqual({ id: 1, friends: [{ name: "ann" }] });
  });
});

describe("determinism and change", () => {
  const schema = {
    type: "object",
    properties: {
      id: { type: "string", format: "uuid" },
      count: { type: "integer" },
      tags: { type: "array", items: { type: "string", pattern: "^[a-z]{2,5}$" } },
    },
  };

  it("gives byte-identical bodies on two runs over two models of the same description", () => {
    const first = made(describeThing(schema));
    const second = made(describeThing(structuredClone(schema)));
    expect(JSON.stringify(second.body)).toBe(JSON.stringify(first.body));
  });

  it("regenerates data that still validates after the description changes", () => {
    const changed = structuredClone(schema) as { properties: Record<string, Json>; required?: string[] };
    changed.properties.code = { type: "string", pattern: "^[A-Z]{2}\\d{3}$" };
    changed.properties.level = { type: "string", enum: ["low", "high"] };
    changed.properties.count = { type: "integer", minimum: 500, multipleOf: 7 };
    changed.required = ["code", "level", "count"];
    const { body, verdict } = made(describeThing(changed));
    expect(verdict).toEqual([]);
    expect(property(body, "level")).toBe("low");
    expect(property(body, "code")).toMatch(/^[A-Z]{2}\d{3}$/);
  });
});

describe("an operation's answers", () => {
  it("makes the success body and each documented failure's body", () => {
    const document = describeThing({ type: "string" });
    const model = modelOf(document);
    const operation = model.operations[0];
    if (operation === undefined) throw new Error("no operation");
    const mocks = mockOperation(operation, model);
    expect(mocks.success).toEqual({ status: "200", body: "string" });
    expect(mocks.failures.map((failure) => failure.status)).toEqual(["404"]);
    const failure = mocks.failures[0]?.body;
    const validator = new ResponseValidator(document);
    expect(validator.problems(failure, "#/components/schemas/Problem")).toEqual([]);
  });

  it("answers the success status with its own body where other 2xx bodies join it in a union", () => {
    const document = describeThing(
      { $ref: "#/components/schemas/Short" },
      {
        Short: { type: "object", properties: { id: { type: "integer" } }, additionalProperties: false },
        Long: { type: "object", properties: { id: { type: "number" }, name: { type: "string" } } },
      },
    );
    const paths = document.paths as Record<string, { get: { responses: Record<string, Json> } }>;
    const responses = paths["/thing"]?.get.responses as Record<string, Json>;
    const long = { $ref: "#/components/schemas/Long" };
    responses["202"] = { description: "accepted", content: { "application/json": { schema: long } } };
    const model = modelOf(document);
    const response = model.operations[0]?.response;
    expect(response?.bodyStatuses).toEqual([["200"], ["202"]]);
    const body = response && mockResponseBody(response, model);
    // Long's value is the one only one member allows; the 200 answer is still Short's.
    expect(new ResponseValidator(document).problems(body, SUCCESS)).toEqual([]);
    expect(body).toEqual({ id: expect.any(Number) });
  });

  it("makes the items of a streamed answer from `itemSchema`, varied where the schema allows", () => {
    const document: JsonObject = {
      openapi: "3.2.0",
      info: { title: "t", version: "1" },
      paths: {
        "/events": {
          get: {
            responses: {
              "200": {
                description: "a stream",
                content: {
                  "application/jsonl": {
                    itemSchema: {
                      type: "object",
                      required: ["level"],
                      properties: {
                        level: { enum: ["info", "warn", "error"] },
                        at: { type: "string", format: "date-time" },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    };
    const model = modelOf(document);
    const response = model.operations[0]?.response;
    if (response === undefined) throw new Error("no response");
    const items = mockStreamItems(response, model) ?? [];
    expect(items.map((item) => property(item, "level"))).toEqual(["info", "warn", "error"]);
    const validator = new ResponseValidator(document);
    const itemPointer = "#/paths/~1events/get/responses/200/content/application~1jsonl/itemSchema";
    for (const item of items) expect(validator.problems(item, itemPointer)).toEqual([]);
    expect(mockStreamItems({ status: "200" }, model)).toBeUndefined();
  });
});
