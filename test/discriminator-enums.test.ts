/**
 * A discriminated union whose tag property is typed by a TypeScript enum (`enumDeclarationStyle: "enum"`):
 * each member is narrowed to the enum's member (`PetKind.Cat`), not to the tag's string literal, which has no
 * value in common with the enum and made every member, and so the union, `never`. Found on InfluxDB's
 * description by `npm run bench:corpus`, where the tag is declared on an `allOf` base.
 */
import { describe, expect, it } from "vitest";
import { compileInMemory, ENUM_OUTPUT } from "./support/compile.js";
import { generateFromDocument } from "./support/generated-module.js";
import { describeApi } from "./support/plan-of.js";

const schemas = {
  PetKind: { type: "string", enum: ["cat", "dog"] },
  Base: {
    type: "object",
    required: ["kind", "name"],
    properties: { kind: { $ref: "#/components/schemas/PetKind" }, name: { type: "string" } },
  },
  // The tag declared on an allOf base, as InfluxDB's notification endpoints do.
  Cat: {
    allOf: [
      { $ref: "#/components/schemas/Base" },
      { type: "object", properties: { meows: { type: "boolean" } } },
    ],
  },
  // The tag declared on the member itself.
  Dog: {
    type: "object",
    required: ["kind"],
    properties: { kind: { $ref: "#/components/schemas/PetKind" }, barks: { type: "boolean" } },
  },
  Pet: {
    oneOf: [{ $ref: "#/components/schemas/Cat" }, { $ref: "#/components/schemas/Dog" }],
    discriminator: {
      propertyName: "kind",
      mapping: { cat: "#/components/schemas/Cat", dog: "#/components/schemas/Dog" },
    },
  },
};
const paths = {
  "/pet": {
    get: {
      operationId: "getPet",
      responses: {
        "200": {
          description: "ok",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
        },
      },
    },
  },
};

const USER_CODE = `
import { PetKind, type Pet } from './client.js';
declare const pet: Pet;
export const meows: boolean | undefined = pet.kind === PetKind.Cat ? pet.meows : undefined;
export const barks: boolean | undefined = pet.kind === PetKind.Dog ? pet.barks : undefined;
export const cat: Pet = { kind: PetKind.Cat, name: 'Tom', meows: true };
export const dog: Pet = { kind: PetKind.Dog, barks: false };
`;

describe("a discriminator whose property is a TypeScript enum", () => {
  it("narrows each member to the enum's member, and the union compiles and narrows", async () => {
    const client = await generateFromDocument(describeApi(paths, schemas), {
      template: "fetch",
      enumDeclarationStyle: "enum",
      enumNamesStyle: "PascalCase",
    });
    expect(client).toMatch(/kind: PetKind\.Cat;/);
    expect(client).toMatch(/kind: PetKind\.Dog;/);
    const { diagnostics } = compileInMemory(
      { "pets/client.ts": client, "pets/user.ts": USER_CODE },
      ENUM_OUTPUT,
    );
    expect(diagnostics).toEqual([]);
  });

  it("names a member that is not an identifier through Extract, since a type cannot name it", async () => {
    const mapping = { "house-cat": "#/components/schemas/Cat", dog: "#/components/schemas/Dog" };
    const hyphenated = {
      ...schemas,
      PetKind: { type: "string", enum: ["house-cat", "dog"] },
      Pet: { ...schemas.Pet, discriminator: { propertyName: "kind", mapping } },
    };
    const client = await generateFromDocument(describeApi(paths, hyphenated), {
      template: "fetch",
      enumDeclarationStyle: "enum",
    });
    expect(client).toMatch(/kind: Extract<PetKind, 'house-cat'>;/);
    expect(client).toMatch(/kind: PetKind\.dog;/);
    const user = USER_CODE.replaceAll("PetKind.Cat", "PetKind['house-cat']").replaceAll(
      "PetKind.Dog",
      "PetKind.dog",
    );
    const { diagnostics } = compileInMemory({ "pets/client.ts": client, "pets/user.ts": user }, ENUM_OUTPUT);
    expect(diagnostics).toEqual([]);
  });

  it("keeps the tag's literal where the enum is a union of literals", async () => {
    const client = await generateFromDocument(describeApi(paths, schemas), { template: "fetch" });
    expect(client).toMatch(/kind: 'cat';/);
    expect(client).toMatch(/kind: 'dog';/);
  });
});
