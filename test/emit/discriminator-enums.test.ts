/**
 * A discriminated union whose tag property is typed by a TypeScript enum (`enumDeclarationStyle: "enum"`):
 * each member is narrowed to the enum's member (`PetKind.Cat`), not to the tag's string literal, which has no
 * value in common with the enum and made every member, and so the union, `never`. Found on InfluxDB's
 * description by `npm run bench:corpus`, where the tag is declared on an `allOf` base.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { compileInMemory, ENUM_OUTPUT } from "../support/compile.js";
import { generateFromDocument, generateWithSchemas, importZodSchemas } from "../support/generated-module.js";
import { describeApi } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

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

  it("narrows a child of a discriminating base to the enum's member, with or without a mapping", async () => {
    // VMware vRNI's data sources: the base declares the discriminator, each child extends it through allOf,
    // and the implicit mapping names the child; the tag `& { kind: 'Switch' }` made every child never.
    const childSchemas = {
      Kind: { type: "string", enum: ["Switch", "vcenter"] },
      Base: {
        type: "object",
        discriminator: { propertyName: "kind", mapping: { vcenter: "#/components/schemas/VCenter" } },
        properties: { kind: { $ref: "#/components/schemas/Kind" }, name: { type: "string" } },
      },
      Switch: {
        allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { ports: { type: "integer" } } }],
      },
      VCenter: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          { type: "object", properties: { host: { type: "string" } } },
        ],
      },
    };
    const childPaths = {
      "/switch": { get: okWith("getSwitch", "Switch") },
      "/vcenter": { get: okWith("getVCenter", "VCenter") },
    };
    const client = await generateFromDocument(describeApi(childPaths, childSchemas), {
      template: "fetch",
      enumDeclarationStyle: "enum",
    });
    expect(client).toMatch(/kind: Kind\.Switch;/);
    expect(client).toMatch(/kind: Kind\.vcenter;/);
    const user = `
import { Kind, getSwitch, type Switch, type VCenter } from './client.js';
export const ports: Promise<number | undefined> = getSwitch().then((device) => device.ports);
export const device: Switch = { kind: Kind.Switch, name: 's1', ports: 48 };
export const host: VCenter = { kind: Kind.vcenter, host: 'vc.example' };
// @ts-expect-error: a switch is not a vCenter
export const wrong: VCenter = { kind: Kind.Switch };
`;
    const { diagnostics } = compileInMemory({ "ds/client.ts": client, "ds/user.ts": user }, ENUM_OUTPUT);
    expect(diagnostics).toEqual([]);
  });

  it("writes an allOf member's own literal as the enum's member where another member types it so", async () => {
    const ownSchemas = {
      Kind: { type: "string", enum: ["a", "b"] },
      Base: { type: "object", properties: { kind: { $ref: "#/components/schemas/Kind" } } },
      OnlyA: {
        allOf: [
          { $ref: "#/components/schemas/Base" },
          { type: "object", required: ["kind"], properties: { kind: { type: "string", enum: ["a"] } } },
        ],
      },
    };
    const client = await generateFromDocument(
      describeApi({ "/a": { get: okWith("getA", "OnlyA") } }, ownSchemas),
      { template: "fetch", enumDeclarationStyle: "enum" },
    );
    expect(client).toMatch(/kind: Kind\.a;/);
    const user = `
import { Kind, type OnlyA } from './client.js';
export const a: OnlyA = { kind: Kind.a };
// @ts-expect-error: only a
export const b: OnlyA = { kind: Kind.b };
`;
    const { diagnostics } = compileInMemory({ "own/client.ts": client, "own/user.ts": user }, ENUM_OUTPUT);
    expect(diagnostics).toEqual([]);
  });
});

describe("Zod schemas of tags typed by a TypeScript enum", () => {
  const dataSources = describeApi(
    { "/switch": { get: okWith("getSwitch", "Switch") }, "/pet": { get: okWith("getPet", "Pet") } },
    {
      ...schemas,
      Kind: { type: "string", enum: ["Switch", "vcenter"] },
      DataSource: {
        type: "object",
        discriminator: { propertyName: "kind" },
        properties: { kind: { $ref: "#/components/schemas/Kind" }, name: { type: "string" } },
      },
      Switch: {
        allOf: [{ $ref: "#/components/schemas/DataSource" }, { properties: { ports: { type: "integer" } } }],
      },
    },
  );
  const user = `
import type { z } from 'zod';
import { Kind, PetKind } from './client.js';
import { PetSchema, SwitchSchema } from './client.zod.js';
export const kind: z.infer<typeof SwitchSchema>['kind'] = Kind.Switch;
export const pet: z.infer<typeof PetSchema> = { kind: PetKind.cat, name: 'Tom' };
`;

  it.each([
    ["the schema file alone", false],
    ["a validating client", true],
  ])("infer the enum's member, not never, and check the tag at run time (%s)", async (_, validates) => {
    await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      writeFileSync(src, JSON.stringify(dataSources));
      const options = {
        template: "fetch",
        enumDeclarationStyle: "enum",
        validateResponses: validates,
      } as const;
      const { main, schemas: schemaFile } = await generateWithSchemas(src, { ...options, validator: "zod" });
      expect(schemaFile).toContain("kind: z.literal('Switch' as api.Kind.Switch)");
      const { diagnostics } = compileInMemory(
        { "zod/client.ts": main, "zod/client.zod.ts": schemaFile, "zod/user.ts": user },
        ENUM_OUTPUT,
      );
      expect(diagnostics).toEqual([]);
      const { module } = await importZodSchemas<Record<string, ZodLike>>(src, options);
      expect(module.SwitchSchema?.safeParse({ kind: "Switch", ports: 48 }).success).toBe(true);
      expect(module.SwitchSchema?.safeParse({ kind: "vcenter", ports: 48 }).success).toBe(false);
      expect(module.PetSchema?.safeParse({ kind: "cat", name: "Tom" }).success).toBe(true);
      expect(module.PetSchema?.safeParse({ kind: "dog", name: "Tom", meows: true }).success).toBe(true);
      expect(module.PetSchema?.safeParse({ kind: "bird" }).success).toBe(false);
    }, "typewright-enum-tags-");
  });
});

interface ZodLike {
  safeParse(value: unknown): { success: boolean };
}

function okWith(operationId: string, schemaName: string) {
  return {
    operationId,
    responses: {
      "200": {
        description: "ok",
        content: { "application/json": { schema: { $ref: `#/components/schemas/${schemaName}` } } },
      },
    },
  };
}
