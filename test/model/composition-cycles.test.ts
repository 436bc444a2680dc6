/**
 * Schemas made of one another through allOf, oneOf or anyOf alone (model/composition-cycles.ts): which
 * references the model leaves out, that it says so, that the choice does not depend on the order schemas are
 * read in, and that the output then compiles, types and Zod schemas alike. Without the cut every one of these
 * descriptions gave type aliases that name themselves (TS2456).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import type { Schema } from "../../src/model/types.js";
import { compileInMemory, expectCompiles } from "../support/compile.js";
import { generateFromDocument, generateWithSchemas } from "../support/generated-module.js";
import { describeApi, modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });

/** A base that lists its children as choices, and children that extend the base: inheritance written both ways. */
const PETS = {
  Pet: {
    type: "object",
    required: ["kind"],
    properties: { kind: { type: "string" } },
    oneOf: [ref("Cat"), ref("Dog")],
    discriminator: { propertyName: "kind" },
  },
  Cat: { allOf: [ref("Pet"), { type: "object", properties: { meows: { type: "boolean" } } }] },
  Dog: { allOf: [ref("Pet"), { type: "object", properties: { barks: { type: "boolean" } } }] },
};

/** `GET /pets/{id}` answers a Pet; `POST /cats` takes a Cat. */
const PET_PATHS = {
  "/pets/{id}": {
    get: {
      operationId: "getPet",
      parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
      responses: { "200": { description: "OK", content: json(ref("Pet")) } },
    },
  },
  "/cats": {
    post: {
      operationId: "addCat",
      requestBody: { required: true, content: json(ref("Cat")) },
      responses: { "204": { description: "added" } },
    },
  },
};

const LEADS_BACK =
  "its allOf, oneOf or anyOf leads back to it through #/components/schemas/Pet with no property or item " +
  "between, which no TypeScript type can say; the reference to #/components/schemas/Pet is left out";

/** Every reference a schema is made of directly (root, union and intersection members), as target names. */
function compositionTargets(schema: Schema | undefined): string[] {
  if (schema === undefined) return [];
  if (schema.kind === "ref") return [schema.target.replace("#/components/schemas/", "")];
  if (schema.kind === "intersection" || schema.kind === "union")
    return schema.members.flatMap(compositionTargets);
  return [];
}

describe("schemas made of one another through allOf, oneOf or anyOf alone", () => {
  it("leaves out a child's allOf reference to the base that lists it, and says so once per base", () => {
    const model = modelOf(describeApi(PET_PATHS, PETS) as JsonObject);
    const targets = (name: string) =>
      compositionTargets(model.schemas.get(`#/components/schemas/${name}`)?.schema);
    expect(targets("Pet")).toEqual(["Cat", "Dog"]);
    expect(targets("Cat")).toEqual([]);
    expect(targets("Dog")).toEqual([]);
    expect(model.warnings).toEqual([`#/components/schemas/Cat: ${LEADS_BACK} (also at 1 other place)`]);
  });

  it("cuts the same references whichever schema is read first", () => {
    const reordered = { Dog: PETS.Dog, Cat: PETS.Cat, Pet: PETS.Pet };
    const model = modelOf(describeApi({ "/cats": PET_PATHS["/cats"] }, reordered) as JsonObject);
    const pet = model.schemas.get("#/components/schemas/Pet")?.schema;
    expect(compositionTargets(pet)).toEqual(["Cat", "Dog"]);
    expect(compositionTargets(model.schemas.get("#/components/schemas/Cat")?.schema)).toEqual([]);
    expect(model.warnings).toEqual([`#/components/schemas/Dog: ${LEADS_BACK} (also at 1 other place)`]);
  });

  it("keeps what a cycle of choices admits besides itself, and leaves a schema that is only itself open", () => {
    const model = modelOf(
      describeApi(
        {},
        {
          Tree: { anyOf: [ref("Tree"), { type: "string" }] },
          Same: { oneOf: [ref("Same")] },
          Nested: { type: "array", items: ref("Nested") },
        },
      ) as JsonObject,
    );
    const schema = (name: string) => model.schemas.get(`#/components/schemas/${name}`)?.schema;
    expect(schema("Tree")).toEqual({ kind: "primitive", type: "string" });
    expect(schema("Same")).toEqual({ kind: "unknown" });
    // Through an array item a schema may name itself: nothing is cut there.
    expect(schema("Nested")).toEqual({
      kind: "array",
      items: { kind: "ref", target: "#/components/schemas/Nested" },
    });
    // One line for the two, as for every construct found at several places (the cut at the root comes first).
    expect(model.warnings).toEqual([
      "#/components/schemas/Same: its allOf, oneOf or anyOf names the schema itself with no property or item " +
        "between, which no TypeScript type can say; that reference is left out (also at 1 other place)",
    ]);
  });

  it("gives a client, its types and its Zod schemas that compile", async () => {
    const document = describeApi(PET_PATHS, PETS);
    const client = await generateFromDocument(document, { template: "fetch" });
    expect(client).toContain("export interface Cat {\n    meows?: boolean;\n}");
    expectCompiles({
      "client.ts": `${client}\nexport const cat: Cat = { meows: true };\nexport const pet: Pet = { kind: 'Cat', meows: true };\n`,
    });
    const types = await generateFromDocument(document, {
      generationMode: "schemas",
      schemaDeclarationStyle: "type",
    });
    expectCompiles({ "types.ts": types });
    await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, JSON.stringify(document));
      const { main, schemas } = await generateWithSchemas(src, { template: "axios", validator: "zod" });
      const { diagnostics } = compileInMemory({ "zod/client.ts": main, "zod/client.zod.ts": schemas });
      expect(diagnostics).toEqual([]);
    }, "typewright-composition-cycles-");
  });
});
