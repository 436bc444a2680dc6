/**
 * readOnly / writeOnly request and response views (`readWriteViews`): which schemas get two views, their
 * names, and a live round trip of a generated fetch client whose request body is typed by the request view.
 * The type-level proofs are in type-tests/views.test-d.ts; the golden files in test/golden/read-write/.
 */
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generate } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath, generateFromDocument, importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";

type Options = Omit<GenerateOptions, "src" | "out">;

/** A 3.0 description with the given component schemas and one `POST /things` taking and returning `Thing`. */
function describeApi(schemas: Record<string, unknown>, extraPaths: Record<string, unknown> = {}): object {
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

function generateFrom(document: object, options: Options = {}): Promise<string> {
  return generateFromDocument(document, { template: "fetch", ...options });
}

/** The exported type names the code declares, in order. */
function declaredTypes(code: string): string[] {
  return [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1] as string);
}

/** The member lines of one declared interface, trimmed, without comments. */
function membersOf(code: string, name: string): string[] {
  const start = code.indexOf(`export interface ${name} `);
  if (start < 0) throw new Error(`no interface ${name}`);
  const body = code.slice(code.indexOf("{", start) + 1, code.indexOf("\n}", start));
  return body
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("/**") && !line.startsWith("*"));
}

const THING = {
  type: "object",
  required: ["id", "name"],
  properties: {
    id: { type: "integer", readOnly: true },
    name: { type: "string" },
    token: { type: "string", writeOnly: true },
  },
};

describe("readWriteViews: which schemas get two views", () => {
  it("declares the response view under the schema's name and the request view as <Name>Input", async () => {
    const code = await generateFrom(describeApi({ Thing: THING }));
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["Thing", "ThingInput"]);
    expect(membersOf(code, "Thing")).toEqual(["id: number;", "name: string;"]);
    expect(membersOf(code, "ThingInput")).toEqual(["name: string;", "token?: string;"]);
    expect(code).toContain("createThing(body: CreateThingBody, options?: RequestInit): Promise<Thing>");
    expect(code).toContain("export type CreateThingBody = ThingInput;");
  });

  it("gives a schema without readOnly/writeOnly in its reach one type", async () => {
    const plain = { type: "object", properties: { label: { type: "string" } } };
    const code = await generateFrom(
      describeApi({
        Thing: { type: "object", properties: { tag: { $ref: "#/components/schemas/Tag" } } },
        Tag: plain,
      }),
    );
    expect(declaredTypes(code)).toContain("Thing");
    expect(declaredTypes(code).filter((name) => name.endsWith("Input"))).toEqual([]);
  });

  it("splits a schema that only references one with readOnly properties, and follows cycles", async () => {
    const code = await generateFrom(
      describeApi({
        Thing: {
          type: "object",
          properties: {
            child: { $ref: "#/components/schemas/Node" },
          },
        },
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
    expect(membersOf(code, "ThingInput")).toEqual(["child?: NodeInput;"]);
    expect(membersOf(code, "NodeInput")).toEqual(["children?: NodeInput[];"]);
    expect(membersOf(code, "Node")).toEqual(["id: string;", "children?: Node[];"]);
  });

  it("drops a property whose referenced schema is itself readOnly", async () => {
    const code = await generateFrom(
      describeApi({
        Thing: {
          type: "object",
          properties: { id: { $ref: "#/components/schemas/Id" }, name: { type: "string" } },
        },
        Id: { type: "string", readOnly: true },
      }),
    );
    expect(membersOf(code, "ThingInput")).toEqual(["name?: string;"]);
    expect(membersOf(code, "Thing")).toEqual(["id?: Id;", "name?: string;"]);
  });

  it("names the request view after every schema's own name: a schema really named ThingInput keeps it", async () => {
    const real = { type: "object", properties: { other: { type: "boolean" } } };
    const extra = {
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
    };
    const code = await generateFrom(describeApi({ Thing: THING, ThingInput: real }, extra));
    expect(membersOf(code, "ThingInput")).toEqual(["other?: boolean;"]);
    expect(membersOf(code, "ThingInput2")).toEqual(["name: string;", "token?: string;"]);
    expect(code).toContain("export type CreateThingBody = ThingInput2;");
  });

  it("declares only the request view of a schema that only requests use", async () => {
    const document = describeApi({ Thing: THING });
    const post = (document as { paths: Record<string, { post: { responses: unknown } }> }).paths["/things"];
    if (post) post.post.responses = { "204": { description: "No content" } };
    const code = await generateFrom(document);
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["ThingInput"]);
  });

  it("names such a request view after the schema's own name, which another schema cannot take", async () => {
    const document = describeApi(
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
    const post = (document as { paths: Record<string, { post: { responses: unknown } }> }).paths["/things"];
    if (post) post.post.responses = { "204": { description: "No content" } };
    const code = await generateFrom(document);
    // The same names as without views: `Thing` keeps its name although only its request view is declared.
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["ThingInput", "Thing2"]);
    expect(code).toContain("getOther(options?: RequestInit): Promise<Thing2>");
  });

  it("drops readOnly properties of an inline request body and types failures by response views", async () => {
    const extra = {
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
    const code = await generateFrom(describeApi({ Thing: THING }, extra));
    expect(code).toContain("putInline(body?: PutInlineBody, ");
    expect(membersOf(code, "PutInlineBody")).toEqual(["note?: string;"]);
    expect(code).toMatch(/export type PutInlineError = ApiFailure<400, Thing>/);
  });

  it("views inline schemas also where no named schema marks a property", async () => {
    const inline = (properties: Record<string, unknown>) => ({
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
    const code = await generateFrom(document);
    expect(code).toMatch(
      /postInline\(body\?: PostInlineBody, options\?: RequestInit\): Promise<\{\s+note\?: string;\s+\}>/,
    );
    expect(membersOf(code, "PostInlineBody")).toEqual(["note?: string;"]);
    const off = await generateFrom(document, { readWriteViews: false });
    expect(off).toContain("secret?: string;");
  });

  it("declares both views of every component in schemas mode", async () => {
    const code = await generateFrom(describeApi({ Thing: THING }), { generationMode: "schemas" });
    expect(declaredTypes(code)).toEqual(["Thing", "ThingInput"]);
  });

  it("readWriteViews: false declares one type per schema with every property", async () => {
    const code = await generateFrom(describeApi({ Thing: THING }), { readWriteViews: false });
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["Thing"]);
    expect(membersOf(code, "Thing")).toEqual(["id: number;", "name: string;", "token?: string;"]);
    expect(code).toContain("export type CreateThingBody = Thing;");
  });
});

describe("readWriteViews: a generated fetch client against a live server", () => {
  it("sends a body typed by the request view and reads the response view, dates converted both ways", async () => {
    const created = {
      id: 7,
      name: "Rex",
      owner: { id: 3, name: "Ann" },
      createdAt: "2024-05-06T07:08:09.000Z",
      birthday: "2020-01-02",
    };
    const server = await startRecordingServer(() => ({ status: 201, body: created }));
    try {
      const { module, code } = await importGenerated<{
        petsClient: { createPet(body: unknown): Promise<Record<string, unknown>> };
      }>("fixtures/types/read-write.yaml", { template: "fetch", baseUrl: server.url });
      // The same call, typed: it compiles against the generated client, and a readOnly property does not.
      const usage = [
        'import { petsClient, type Pet, type PetInput2 } from "./client.js";',
        'const body: PetInput2 = { name: "Rex", owner: { name: "Ann" }, birthday: new Date("2020-01-02"), secret: "s" };',
        "const pet: Pet = await petsClient.createPet(body);",
        "const created: Date = pet.createdAt;",
        "const ownerId: number = pet.owner.id;",
        "// @ts-expect-error the response view has no writeOnly secret",
        "pet.secret;",
        "// @ts-expect-error the request view has no readOnly id",
        'const withId: PetInput2 = { id: 1, name: "Rex", owner: { name: "Ann" } };',
        "export { created, ownerId, withId };",
      ].join("\n");
      expectCompiles({ "client.ts": code, "usage.ts": usage });

      const pet = await module.petsClient.createPet({
        name: "Rex",
        owner: { name: "Ann" },
        // Local midnight: a calendar day is written in the local time zone (see "Dates" in docs/generated-code.md).
        birthday: new Date(2020, 0, 2),
        secret: "s",
      });
      const request = server.requests[0];
      expect(request).toMatchObject({ method: "POST", path: "/pets" });
      // The request view's date converter writes the calendar day; nothing readOnly is sent.
      expect(JSON.parse(request?.body.toString() ?? "")).toEqual({
        name: "Rex",
        owner: { name: "Ann" },
        birthday: "2020-01-02",
        secret: "s",
      });
      // The response view's converter revives the readOnly date-time.
      expect(pet.createdAt).toEqual(new Date("2024-05-06T07:08:09.000Z"));
      expect(pet.id).toBe(7);
    } finally {
      await server.close();
    }
  });
});

describe("readWriteViews: a readOnly discriminator property", () => {
  it("stays in the request view, on union members and on a base that declares the discriminator", async () => {
    const code = await generate({
      src: fixturePath("types/read-only-discriminator.yaml"),
      template: "fetch",
    });
    expect(membersOf(code, "CarInput")).toEqual(["kind: string;", "seats: number;"]);
    expect(membersOf(code, "BikeInput")).toEqual(["kind: 'bike';", "gears?: number;"]);
    expect(membersOf(code, "ShapeInput")).toEqual(["shapeType: string;"]);
    // Other readOnly properties still go.
    expect(membersOf(code, "Car")).toEqual(["kind: string;", "id?: number;", "seats: number;"]);
  });

  it("stays in the request view of a 3.2 defaultMapping schema too", async () => {
    const kind = { type: "string", readOnly: true };
    const code = await generateFrom({
      ...describeApi({
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
    expect(membersOf(code, "KnownInput")).toEqual(["kind: string;"]);
    expect(membersOf(code, "OtherInput")).toEqual(["kind: string;"]);
  });

  it("is sent with the request body, and a body without it does not compile", async () => {
    const server = await startRecordingServer((request) => ({ body: JSON.parse(request.body.toString()) }));
    try {
      const { module, code } = await importGenerated<{
        fleetClient: {
          createVehicle(body: unknown): Promise<unknown>;
          createShape(body: unknown): Promise<unknown>;
        };
      }>("fixtures/types/read-only-discriminator.yaml", { template: "fetch", baseUrl: server.url });
      const usage = [
        'import { fleetClient, type ShapeInput, type VehicleInput } from "./client.js";',
        'const car: VehicleInput = { kind: "car", seats: 4 };',
        'await fleetClient.createShape({ shapeType: "circle", radius: 1 });',
        "// @ts-expect-error the discriminator is required in requests too",
        "const shape: ShapeInput = {};",
        "// @ts-expect-error the mapping value narrows it",
        'const wrong: VehicleInput = { kind: "bike", seats: 4 };',
        "export { car, shape, wrong };",
      ].join("\n");
      expectCompiles({ "client.ts": code, "usage.ts": usage });

      await module.fleetClient.createVehicle({ kind: "car", seats: 4 });
      await module.fleetClient.createShape({ shapeType: "circle", radius: 1 });
      expect(server.requests.map((request) => JSON.parse(request.body.toString()))).toEqual([
        { kind: "car", seats: 4 },
        { shapeType: "circle", radius: 1 },
      ]);
    } finally {
      await server.close();
    }
  });
});
