/**
 * OpenAPI 3.2's `discriminator.defaultMapping` under `validator: "zod"`: a tag the mapping names selects its
 * member alone, and the default member takes only the tags no mapping names (or none). Where the members
 * state their tags themselves, ajv (draft 2020-12) judges each sample; where they leave them plain strings,
 * the mapping does. The schema file compiles in the strict program.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Ajv2020 } from "ajv/dist/2020.js";
import { load as loadYaml } from "js-yaml";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { expectCompiles } from "../support/compile.js";
import { importZodSchemas } from "../support/generated-module.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const FIXTURE = "fixtures/validation/default-mapping-3.2.yaml";
type Schemas = Record<string, z.ZodType>;

function ajvValidator(schemaName: string): (value: unknown) => boolean {
  const document = loadYaml(readFileSync(path.join(ROOT, FIXTURE), "utf8")) as { components: object };
  const ajv = new Ajv2020({ strict: false, ownProperties: true });
  const id = "https://typewright.test/description.json";
  ajv.addSchema({ $id: id, components: document.components });
  return ajv.compile({ $ref: `${id}#/components/schemas/${schemaName}` });
}

const accepts = (schema: z.ZodType | undefined, value: unknown): boolean => {
  if (schema === undefined) throw new Error("no such schema");
  return schema.safeParse(value).success;
};

/** Animal's verdicts, which the request view (AnimalInput, whose default member is OtherAnimalInput) shares. */
function expectMappingDecides(schema: z.ZodType | undefined): void {
  expect(accepts(schema, { kind: "bird", wings: 2 })).toBe(true);
  expect(accepts(schema, { kind: "fish", fins: 4 })).toBe(true);
  // Tags no mapping names, none, and the mapping's own entry for the default member: the default member.
  expect(accepts(schema, { kind: "cow", legs: 4 })).toBe(true);
  expect(accepts(schema, { legs: 4 })).toBe(true);
  expect(accepts(schema, { kind: "other" })).toBe(true);
  expect(accepts(schema, { kind: "cow", legs: "four" })).toBe(false);
  // A mapped tag is its member's alone: JSON Schema's anyOf would let OtherAnimal take these.
  expect(accepts(schema, { kind: "bird" })).toBe(false);
  expect(accepts(schema, { kind: "fish", wings: 2 })).toBe(false);
}

describe("discriminator.defaultMapping under Zod", () => {
  it("accepts what JSON Schema accepts where the members state their tags (oneOf)", async () => {
    const { module } = await importZodSchemas<Schemas>(FIXTURE, {
      template: "fetch",
      generationMode: "schemas",
    });
    const byAjv = ajvValidator("Pet");
    const samples: unknown[] = [
      { kind: "cat", name: "Tom" },
      { kind: "dog", barks: true },
      { kind: "fish", legs: 0 },
      { legs: 4 },
      {},
      // A mapped tag whose member fails: neither the member nor the default takes it.
      { kind: "cat" },
      { kind: "cat", legs: 4 },
      { kind: "dog" },
      { kind: "dog", name: "Rex", legs: 4 },
      { kind: "fish", legs: 1.5 },
      { kind: 3 },
      "cat",
      null,
    ];
    const verdicts = samples.map((sample) => [sample, accepts(module.PetSchema, sample)]);
    expect(verdicts).toEqual(samples.map((sample) => [sample, byAjv(sample)]));
  });

  it("lets the mapping decide a mapped tag where the members leave their tags plain strings (anyOf)", async () => {
    const { module } = await importZodSchemas<Schemas>(FIXTURE, {
      template: "fetch",
      generationMode: "schemas",
    });
    for (const schema of [module.AnimalSchema, module.AnimalInputSchema]) expectMappingDecides(schema);
  });

  it("compiles in the strict program", async () => {
    const options = resolveOptions(
      {
        src: path.join(ROOT, FIXTURE),
        out: path.join("mapping", "client.ts"),
        template: "fetch",
        generationMode: "schemas",
        validator: "zod",
      },
      BUILTIN_OUTPUTS,
    );
    const result = await generateInMemory(options, { write: false });
    const files = Object.fromEntries(
      result.files.map((file) => [path.basename(file.path), file.content] as const),
    );
    const schemas = files["client.zod.ts"] ?? "";
    expect(schemas).toContain("refine");
    expectCompiles({
      "client.ts": files["client.ts"] ?? "",
      "client.zod.ts": schemas,
      "user.ts": [
        "import type { Pet, Animal, AnimalInput } from './client.js';",
        "import { PetSchema, AnimalSchema, AnimalInputSchema } from './client.zod.js';",
        "export const pet: Pet = PetSchema.parse({});",
        "export const animal: Animal = AnimalSchema.parse({});",
        "export const animalInput: AnimalInput = AnimalInputSchema.parse({});",
      ].join("\n"),
    });
  });
});
