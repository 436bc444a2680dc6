/**
 * readOnly / writeOnly request and response views (`readWriteViews`) as printed: the declarations, their
 * members and the signatures and failure unions that name them, for the cases where printing adds to the plan
 * (which schemas get two views, their names and members: plan/read-write-views.test.ts, every case). A generated client against a live server: live/read-write-views-live.test.ts;
 * the type-level proofs are in type-tests/views.test-d.ts; the golden files in test/golden/read-write/.
 */
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generate } from "../../src/index.js";
import { fixturePath, generateFromDocument } from "../support/generated-module.js";
import {
  describeViewsApi,
  INLINE_BODY_PATHS,
  REAL_THING_INPUT,
  THING,
} from "../support/read-write-view-descriptions.js";

type Options = Omit<GenerateOptions, "src" | "out">;

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

describe("readWriteViews: which schemas get two views", () => {
  it("declares the response view under the schema's name and the request view as <Name>Input", async () => {
    const code = await generateFrom(describeViewsApi({ Thing: THING }));
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["Thing", "ThingInput"]);
    expect(membersOf(code, "Thing")).toEqual(["id: number;", "name: string;"]);
    expect(membersOf(code, "ThingInput")).toEqual(["name: string;", "token?: string;"]);
    expect(code).toContain("createThing(body: CreateThingBody, options?: CallOptions): Promise<Thing>");
    expect(code).toContain("export type CreateThingBody = ThingInput;");
  });

  it("names the request view after every schema's own name: a schema really named ThingInput keeps it", async () => {
    const code = await generateFrom(
      describeViewsApi({ Thing: THING, ThingInput: REAL_THING_INPUT.schema }, REAL_THING_INPUT.paths),
    );
    expect(membersOf(code, "ThingInput")).toEqual(["other?: boolean;"]);
    expect(membersOf(code, "ThingInput2")).toEqual(["name: string;", "token?: string;"]);
    expect(code).toContain("export type CreateThingBody = ThingInput2;");
  });

  it("drops readOnly properties of an inline request body and types failures by response views", async () => {
    const code = await generateFrom(describeViewsApi({ Thing: THING }, INLINE_BODY_PATHS));
    expect(code).toContain("putInline(body?: PutInlineBody, ");
    expect(membersOf(code, "PutInlineBody")).toEqual(["note?: string;"]);
    expect(code).toMatch(/export type PutInlineError = ApiFailure<400, Thing>/);
  });

  it("declares both views of every component in schemas mode", async () => {
    const code = await generateFrom(describeViewsApi({ Thing: THING }), { generationMode: "schemas" });
    expect(declaredTypes(code)).toEqual(["Thing", "ThingInput"]);
  });

  it("readWriteViews: false declares one type per schema with every property", async () => {
    const code = await generateFrom(describeViewsApi({ Thing: THING }), { readWriteViews: false });
    expect(declaredTypes(code).filter((name) => name.startsWith("Thing"))).toEqual(["Thing"]);
    expect(membersOf(code, "Thing")).toEqual(["id: number;", "name: string;", "token?: string;"]);
    expect(code).toContain("export type CreateThingBody = Thing;");
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
});
