/**
 * The data mock handlers answer with (src/plan/mock-data/): made from small descriptions, each body judged by
 * ajv with formats on against the description's own schema (support/response-validator.ts), and checked
 * for what the rules in docs/mocking.md ("Default data") promise beyond validity: which example is used,
 * what a recursion gives, which properties an answer has, what is reported as not honoured.
 */
import { describe, expect, it } from "vitest";
import type { JsonObject, JsonValue } from "../../src/load/types.js";
import type { Model } from "../../src/model/types.js";
import {
  type MockProblem,
  mockOperation,
  mockResponseBody,
  mockStreamItems,
} from "../../src/plan/mock-data/mock-value.js";
import { type Json, modelOf } from "../support/plan-of.js";
import { ResponseValidator } from "../support/response-validator.js";

/** A 3.1 (or `version`) description whose `GET /thing` answers 200 with `schema`, beside `schemas`. */
function describeThing(schema: Json, schemas: Json = {}, version = "3.1.0"): JsonObject {
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

const SUCCESS = "#/paths/~1thing/get/responses/200/content/application~1json/schema";

interface Made {
  body: JsonValue | undefined;
  problems: MockProblem[];
  /** What ajv says of the body against the description's schema: `[]` when it validates. */
  verdict: string[];
  model: Model;
}

function made(document: JsonObject): Made {
  const model = modelOf(document);
  const response = model.operations[0]?.response;
  if (response === undefined) throw new Error("no success response");
  const problems: MockProblem[] = [];
  const body = mockResponseBody(response, model, problems);
  return { body, problems, verdict: new ResponseValidator(document).problems(body, SUCCESS), model };
}

function property(body: JsonValue | undefined, name: string): JsonValue | undefined {
  return (body as Record<string, JsonValue>)[name];
}

describe("formats", () => {
  const formats = [
    "date",
    "date-time",
    "time",
    "duration",
    "uuid",
    "email",
    "uri",
    "uri-reference",
    "hostname",
    "ipv4",
    "ipv6",
    "byte",
    "json-pointer",
    "regex",
  ];
  const schema = {
    type: "object",
    required: formats,
    properties: Object.fromEntries(formats.map((format) => [format, { type: "string", format }])),
  };

  it("gives each format a value ajv-formats accepts", () => {
    const { verdict, problems } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("writes fixed dates, never the clock's", () => {
    const { body } = made(describeThing(schema));
    expect(property(body, "date")).toBe("2024-01-01");
    expect(property(body, "date-time")).toBe("2024-01-01T00:00:00Z");
  });

  it("gives two identifiers in one answer different values", () => {
    const ids = {
      type: "object",
      properties: { a: { type: "string", format: "uuid" }, b: { type: "string", format: "uuid" } },
    };
    const { body, verdict } = made(describeThing(ids));
    expect(verdict).toEqual([]);
    expect(property(body, "a")).not.toBe(property(body, "b"));
  });

  it("keeps integer formats' ranges and the bounds", () => {
    const numbers = {
      type: "object",
      properties: {
        small: { type: "integer", format: "int32", minimum: 2147483000 },
        exclusive: { type: "integer", exclusiveMinimum: 5, exclusiveMaximum: 7 },
        step: { type: "number", minimum: 0.25, maximum: 0.55, multipleOf: 0.1 },
        cents: { type: "number", minimum: 12.3, multipleOf: 0.01 },
        negative: { type: "number", maximum: -1000.5 },
      },
    };
    const { body, verdict, problems } = made(describeThing(numbers));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    expect(property(body, "exclusive")).toBe(6);
  });

  it("converts 3.0's boolean exclusive bounds and nullable the same way", () => {
    const numbers = {
      type: "object",
      required: ["n"],
      properties: { n: { type: "integer", minimum: 1, maximum: 2, exclusiveMinimum: true, nullable: true } },
    };
    const { body, verdict } = made(describeThing(numbers, {}, "3.0.3"));
    expect(verdict).toEqual([]);
    expect(property(body, "n")).toBe(2);
  });
});

describe("patterns", () => {
  const patterns: [string, Json][] = [
    ["^[A-Z]{3}-\\d{4}$", {}],
    ["^(foo|bar)+baz$", {}],
    ["^\\p{Lu}\\p{Ll}+$", {}],
    ["^[^@\\s]+@example\\.org$", {}],
    ["^[a-z0-9]+$", { minLength: 12, maxLength: 12 }],
    ["^(?=.*\\d)[a-z\\d]{8,}$", {}],
    ["^v\\d+(\\.\\d+){2}(-[0-9A-Za-z-]+)?$", {}],
    ["^#[0-9a-fA-F]{6}$", {}],
    ["^(?:[Aa][Bb])c$", { maxLength: 3 }],
    ["[a-z]", { minLength: 5 }],
  ];

  for (const [pattern, lengths] of patterns) {
    it(`makes a string /${pattern}/u matches, within the lengths (${JSON.stringify(lengths)})`, () => {
      const { body, verdict, problems } = made(describeThing({ type: "string", pattern, ...lengths }));
      expect(problems).toEqual([]);
      expect(verdict).toEqual([]);
      expect(new RegExp(pattern, "u").test(body as string)).toBe(true);
    });
  }

  it("reports a pattern it cannot honour and answers with the plain string", () => {
    const { body, problems } = made(describeThing({ type: "string", pattern: "^(?!a)a$" }));
    expect(problems).toEqual([{ place: "/200", reason: "pattern" }]);
    expect(body).toBe("string");
  });

  it("prefers a format's value where the pattern allows it", () => {
    const { body } = made(
      describeThing({ type: "string", format: "date", pattern: "^\\d{4}-\\d{2}-\\d{2}$" }),
    );
    expect(body).toBe("2024-01-01");
  });
});

describe("enum, const, lists", () => {
  it("answers an enum's first non-null value and a const's value", () => {
    const schema = {
      type: "object",
      required: ["status", "kind"],
      properties: {
        status: { type: ["string", "null"], enum: [null, "open", "closed"] },
        kind: { const: "thing" },
      },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(body).toEqual({ status: "open", kind: "thing" });
  });

  it("gives `uniqueItems` arrays distinct items, as many as `minItems` asks", () => {
    const schema = {
      type: "array",
      minItems: 3,
      uniqueItems: true,
      items: { type: "string", enum: ["a", "b", "c", "d"] },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(body).toEqual(["a", "b", "c"]);
  });

  it("fills a map to `minProperties` with values of `additionalProperties`", () => {
    const schema = {
      type: "object",
      minProperties: 2,
      additionalProperties: { type: "integer", minimum: 7 },
    };
    const { body, verdict } = made(describeThing(schema));
    expect(verdict).toEqual([]);
    expect(Object.keys(body as object)).toHaveLength(2);
  });

  it("makes `allOf` of scalars one value every member allows", () => {
    const schema = {
      allOf: [{ $ref: "#/components/schemas/Email" }, { type: "string", maxLength: 10, minLength: 6 }],
    };
    const { verdict, problems } = made(describeThing(schema, { Email: { type: "string", format: "email" } }));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
  });

  it("keeps the tightest bounds of `allOf` members", () => {
    const schema = {
      allOf: [
        { $ref: "#/components/schemas/Count" },
        { type: "integer", minimum: 3, maximum: 90 },
        { type: "integer", maximum: 50, multipleOf: 7 },
      ],
    };
    const { body, verdict, problems } = made(
      describeThing(schema, { Count: { type: "integer", minimum: 40 } }),
    );
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    // The only integers every member allows.
    expect([42, 49]).toContain(body);
  });

  it("reports bounds no number meets, and `never`", () => {
    const { problems } = made(
      describeThing({
        type: "object",
        required: ["n", "none"],
        properties: { n: { type: "integer", minimum: 10, maximum: 5 }, none: false },
      }),
    );
    expect(problems).toEqual([
      { place: "/200/n", reason: "unsatisfiable" },
      { place: "/200/none", reason: "unsatisfiable" },
    ]);
  });
});

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
    expect(body).toEqual({ name: "name", children: [], next: null });
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
