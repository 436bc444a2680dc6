/**
 * readOnly / writeOnly request and response views (`readWriteViews`): which schemas get two views, their
 * names and members, and what the operations take and return, read from the plan. As printed:
 * emit/read-write-views-output.test.ts; a generated client against a live server:
 * live/read-write-views-live.test.ts; the type-level proofs are in type-tests/views.test-d.ts; the golden
 * files in test/golden/read-write/.
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { PlannedOperation } from "../../src/plan/operation-plan-types.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { fixturePath } from "../support/generated-module.js";
import { type Json, operation, planOf } from "../support/plan-of.js";
import { declaredSchemaNames, plannedMembers, shapeOf } from "../support/planned-schemas.js";
import { planFor } from "../support/reactive-runs.js";
import {
  describeViewsApi,
  INLINE_BODY_PATHS,
  REAL_THING_INPUT,
  THING,
} from "../support/read-write-view-descriptions.js";

/** The planned shapes of what an operation takes as its body and answers with. */
function bodyOf(plan: Plan, planned: PlannedOperation): string | undefined {
  return planned.body && shapeOf(plan, planned.body.schema);
}
function responseOf(plan: Plan, planned: PlannedOperation): string | undefined {
  return planned.response.schema && shapeOf(plan, planned.response.schema);
}

const startingWith = (names: string[], prefix: string) => names.filter((name) => name.startsWith(prefix));

/** `document` with `POST /things` answering without content: `Thing` is only sent. */
function onlySent(document: Json): Json {
  const post = (document as { paths: Record<string, { post: { responses: unknown } }> }).paths["/things"];
  if (post) post.post.responses = { "204": { description: "No content" } };
  return document;
}

describe("readWriteViews: which schemas get two views", () => {
  it("declares the response view under the schema's name and the request view as <Name>Input", async () => {
    const plan = await planOf(describeViewsApi({ Thing: THING }));
    expect(startingWith(declaredSchemaNames(plan), "Thing")).toEqual(["Thing", "ThingInput"]);
    expect(plannedMembers(plan, "Thing")).toEqual(["id: integer;", "name: string;"]);
    expect(plannedMembers(plan, "ThingInput")).toEqual(["name: string;", "token?: string;"]);
    const createThing = operation(plan, "createThing");
    expect(createThing.body?.typeName).toBe("CreateThingBody");
    expect(bodyOf(plan, createThing)).toBe("ThingInput");
    expect(responseOf(plan, createThing)).toBe("Thing");
  });

  it("gives a schema without readOnly/writeOnly in its reach one type", async () => {
    const plain = { type: "object", properties: { label: { type: "string" } } };
    const plan = await planOf(
      describeViewsApi({
        Thing: { type: "object", properties: { tag: { $ref: "#/components/schemas/Tag" } } },
        Tag: plain,
      }),
    );
    expect(declaredSchemaNames(plan)).toContain("Thing");
    expect(declaredSchemaNames(plan).filter((name) => name.endsWith("Input"))).toEqual([]);
  });

  it("splits a schema that only references one with readOnly properties, and follows cycles", async () => {
    const plan = await planOf(
      describeViewsApi({
        Thing: { type: "object", properties: { child: { $ref: "#/components/schemas/Node" } } },
        Node: {
          type: "object",
          required: ["id"],
          properties: {
            id: { type: "string", readOnly: true },
            children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
          },
        },
      }),
    );
    expect(plannedMembers(plan, "ThingInput")).toEqual(["child?: NodeInput;"]);
    expect(plannedMembers(plan, "NodeInput")).toEqual(["children?: NodeInput[];"]);
    expect(plannedMembers(plan, "Node")).toEqual(["id: string;", "children?: Node[];"]);
  });

  it("drops a property whose referenced schema is itself readOnly", async () => {
    const plan = await planOf(
      describeViewsApi({
        Thing: {
          type: "object",
          properties: { id: { $ref: "#/components/schemas/Id" }, name: { type: "string" } },
        },
        Id: { type: "string", readOnly: true },
      }),
    );
    expect(plannedMembers(plan, "ThingInput")).toEqual(["name?: string;"]);
    expect(plannedMembers(plan, "Thing")).toEqual(["id?: Id;", "name?: string;"]);
  });

  it("names the request view after every schema's own name: a schema really named ThingInput keeps it", async () => {
    const plan = await planOf(
      describeViewsApi({ Thing: THING, ThingInput: REAL_THING_INPUT.schema }, REAL_THING_INPUT.paths),
    );
    expect(plannedMembers(plan, "ThingInput")).toEqual(["other?: boolean;"]);
    expect(plannedMembers(plan, "ThingInput2")).toEqual(["name: string;", "token?: string;"]);
    expect(bodyOf(plan, operation(plan, "createThing"))).toBe("ThingInput2");
  });

  it("declares only the request view of a schema that only requests use", async () => {
    const plan = await planOf(onlySent(describeViewsApi({ Thing: THING })));
    expect(startingWith(declaredSchemaNames(plan), "Thing")).toEqual(["ThingInput"]);
  });

  it("names such a request view after the schema's own name, which another schema cannot take", async () => {
    const document = describeViewsApi(
      { Thing: THING, thing: { type: "object", properties: { x: { type: "string" } } } },
      {
        "/other": {
          get: {
            operationId: "getOther",
            responses: {
              "200": {
                description: "OK",
                content: { "application/json": { schema: { $ref: "#/components/schemas/thing" } } },
              },
            },
          },
        },
      },
    );
    const plan = await planOf(onlySent(document));
    // The same names as without views: `Thing` keeps its name although only its request view is declared.
    expect(startingWith(declaredSchemaNames(plan), "Thing")).toEqual(["ThingInput", "Thing2"]);
    expect(responseOf(plan, operation(plan, "getOther"))).toBe("Thing2");
  });

  it("drops readOnly properties of an inline request body and types failures by response views", async () => {
    const plan = await planOf(describeViewsApi({ Thing: THING }, INLINE_BODY_PATHS));
    const putInline = operation(plan, "putInline");
    expect(putInline.body?.typeName).toBe("PutInlineBody");
    expect(bodyOf(plan, putInline)).toBe("{ note?: string; }");
    expect(putInline.failures?.typeName).toBe("PutInlineError");
    expect(
      putInline.failures?.responses.map((failure) => [
        failure.status,
        failure.response.schema && shapeOf(plan, failure.response.schema),
      ]),
    ).toEqual([["400", "Thing"]]);
  });

  it("views inline schemas also where no named schema marks a property", async () => {
    const inline = (properties: Json) => ({
      "application/json": { schema: { type: "object", properties } },
    });
    const document = {
      openapi: "3.0.3",
      info: { title: "views", version: "1" },
      paths: {
        "/inline": {
          post: {
            operationId: "postInline",
            requestBody: {
              content: inline({ id: { type: "string", readOnly: true }, note: { type: "string" } }),
            },
            responses: {
              "200": {
                description: "OK",
                content: inline({ note: { type: "string" }, secret: { type: "string", writeOnly: true } }),
              },
            },
          },
        },
      },
    };
    const plan = await planOf(document);
    const postInline = operation(plan, "postInline");
    expect(responseOf(plan, postInline)).toBe("{ note?: string; }");
    expect(bodyOf(plan, postInline)).toBe("{ note?: string; }");
    const off = await planOf(document, { readWriteViews: false });
    expect(responseOf(off, operation(off, "postInline"))).toBe("{ note?: string; secret?: string; }");
  });

  it("declares both views of every component in schemas mode", async () => {
    const plan = await planOf(describeViewsApi({ Thing: THING }), { generationMode: "schemas" });
    expect(declaredSchemaNames(plan)).toEqual(["Thing", "ThingInput"]);
  });

  it("readWriteViews: false declares one type per schema with every property", async () => {
    const plan = await planOf(describeViewsApi({ Thing: THING }), { readWriteViews: false });
    expect(startingWith(declaredSchemaNames(plan), "Thing")).toEqual(["Thing"]);
    expect(plannedMembers(plan, "Thing")).toEqual(["id: integer;", "name: string;", "token?: string;"]);
    expect(bodyOf(plan, operation(plan, "createThing"))).toBe("Thing");
  });
});

describe("readWriteViews: a readOnly discriminator property", () => {
  it("stays in the request view, on union members and on a base that declares the discriminator", async () => {
    const plan = await planFor(
      resolveOptions(
        { src: fixturePath("types/read-only-discriminator.yaml"), template: "fetch" },
        BUILTIN_OUTPUTS,
      ),
    );
    expect(plannedMembers(plan, "CarInput")).toEqual(["kind: string;", "seats: integer;"]);
    expect(plannedMembers(plan, "BikeInput")).toEqual(['kind: "bike";', "gears?: integer;"]);
    expect(plannedMembers(plan, "ShapeInput")).toEqual(["shapeType: string;"]);
    // Other readOnly properties still go.
    expect(plannedMembers(plan, "Car")).toEqual(["kind: string;", "id?: integer;", "seats: integer;"]);
  });

  it("stays in the request view of a 3.2 defaultMapping schema too", async () => {
    const kind = { type: "string", readOnly: true };
    const plan = await planOf({
      ...describeViewsApi({
        Known: {
          type: "object",
          required: ["kind"],
          properties: { kind, id: { type: "integer", readOnly: true } },
        },
        Other: {
          type: "object",
          required: ["kind"],
          properties: { kind, id: { type: "integer", readOnly: true } },
        },
        Thing: {
          oneOf: [{ $ref: "#/components/schemas/Known" }, { $ref: "#/components/schemas/Other" }],
          discriminator: {
            propertyName: "kind",
            mapping: { known: "#/components/schemas/Known" },
            defaultMapping: "#/components/schemas/Other",
          },
        },
      }),
      openapi: "3.2.0",
    });
    expect(plannedMembers(plan, "KnownInput")).toEqual(["kind: string;"]);
    expect(plannedMembers(plan, "OtherInput")).toEqual(["kind: string;"]);
  });
});
