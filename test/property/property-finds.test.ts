/**
 * Minimal reproductions of generator bugs that test/property/property.test.ts found, kept as regression tests (the
 * random samples that found them need not come up again with another seed).
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { templateChoices } from "../../src/config/template-choices.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const {
  clients: HTTP_CLIENTS,
  layers: REACTIVE_LAYERS,
  reactiveClients: REACTIVE_CLIENTS,
} = templateChoices(BUILTIN_OUTPUTS);

import { generate, generateFiles } from "../../src/index.js";
import { ENUM_OUTPUT, expectCompiles } from "../support/compile.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-finds-");
});
afterAll(() => folder.cleanup());

function writeDescription(name: string, description: unknown): string {
  const file = path.join(folder.path, name);
  writeFileSync(file, JSON.stringify(description));
  return file;
}

const INFO = { title: "t", version: "1" };

describe("enum members", () => {
  it("a numbered duplicate that is numeric itself is renamed like a numeric name (TS2452)", async () => {
    const src = writeDescription("enum-names.json", {
      openapi: "3.0.3",
      info: INFO,
      paths: {},
      components: {
        schemas: {
          Empty: { type: "string", enum: ["a", "b", "c"], "x-enumNames": ["", "", "_2"] },
          Minus: { type: "string", enum: ["a", "b"], "x-enumNames": ["-", "-"] },
        },
      },
    });
    const code = await generate({ src, generationMode: "schemas", enumDeclarationStyle: "enum" });
    expect(code).toMatch(/export enum Empty \{\s+'' = 'a',\s+_2 = 'b',\s+_2_2 = 'c'\s+\}/);
    expect(code).toMatch(/export enum Minus \{\s+'-' = 'a',\s+'_-2' = 'b'\s+\}/);
    expectCompiles({ "enum-names/client.ts": code }, ENUM_OUTPUT);
  });
});

describe("mock file", () => {
  it("imports the main file only when it stubs something from it (schemas mode exports no client)", async () => {
    const src = writeDescription("no-schemas.json", { openapi: "3.0.3", info: INFO, paths: {} });
    const out = path.join(folder.path, "no-schemas");
    const result = await generateFiles({
      src,
      out: path.join(out, "client.ts"),
      generationMode: "schemas",
      mocks: path.join(out, "client-mocks.ts"),
      testingFramework: "vitest",
    });
    const mocks = readFileSync(path.join(out, "client-mocks.ts"), "utf8");
    expect(mocks).not.toContain("./client.js");
    expectCompiles(
      Object.fromEntries(
        result.files.map((file) => [`no-schemas/${path.basename(file.path)}`, file.content]),
      ),
    );
  });
});

/**
 * Every template, and every hook layer (each over another client), so that each method and hook over the
 * types is compiled: from the template table, so a new template is covered too.
 */
const EVERY_TEMPLATE: readonly (string | [string, string])[] = [
  ...HTTP_CLIENTS,
  ...REACTIVE_LAYERS.map((layer, index): [string, string] => [
    layer,
    REACTIVE_CLIENTS[index % REACTIVE_CLIENTS.length] as string,
  ]),
];

async function generateEveryTemplate(name: string, src: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const template of EVERY_TEMPLATE) {
    const folderName = [template].flat().join("-");
    const out = path.join(folder.path, name, folderName);
    const result = await generateFiles({
      src,
      out: path.join(out, "client.ts"),
      template,
      ...(Array.isArray(template) ? { hooksOut: path.join(out, "hooks.ts") } : {}),
    });
    for (const file of result.files)
      files[`${name}/${folderName}/${path.basename(file.path)}`] = file.content;
  }
  return files;
}

/** A `check.ts` beside a generated client that fails to compile unless `Actual` is exactly `Expected`. */
function typeAssertions(folderName: string, assertions: string[]): Record<string, string> {
  return {
    [`${folderName}/check.ts`]: [
      `import type * as Api from "./fetch/client.js";`,
      "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
      "export const checks: true[] = [",
      ...assertions.map((assertion) => `  true as ${assertion},`),
      "];",
    ].join("\n"),
  };
}

describe("success bodies that admit no value", () => {
  it("are typed unknown, not never: the call still resolves with what the server sent (TS2322 on every template)", async () => {
    const json = (schema: unknown) => ({
      200: { description: "ok", content: { "application/json": { schema } } },
    });
    const src = writeDescription("no-value.json", {
      openapi: "3.1.0",
      info: INFO,
      paths: {
        "/conflict": {
          get: {
            operationId: "conflict",
            responses: json({ allOf: [{ type: "string" }, { type: "integer" }] }),
          },
        },
        "/false": { get: { operationId: "falseSchema", responses: json(false) } },
        "/named": {
          get: { operationId: "named", responses: json({ $ref: "#/components/schemas/Impossible" }) },
        },
        "/tags": {
          get: { operationId: "tags", responses: json({ $ref: "#/components/schemas/ConflictingTags" }) },
        },
        "/fine": { get: { operationId: "fine", responses: json({ $ref: "#/components/schemas/Either" }) } },
      },
      components: {
        schemas: {
          Impossible: { allOf: [{ enum: ["a", "b"] }, { enum: ["c"] }] },
          // TypeScript reduces an intersection whose required literal properties conflict to never.
          ConflictingTags: {
            allOf: [
              { type: "object", required: ["kind"], properties: { kind: { const: "cat" } } },
              { type: "object", required: ["kind"], properties: { kind: { const: "dog" } } },
            ],
          },
          Either: { allOf: [{ enum: ["a", "b"] }, { enum: ["b", "c"] }] },
        },
      },
    });
    const files = await generateEveryTemplate("no-value", src);
    const fetchClient = files["no-value/fetch/client.ts"] ?? "";
    for (const method of ["conflict", "falseSchema", "named", "tags"]) {
      expect(fetchClient).toMatch(new RegExp(`${method}\\(options\\?: CallOptions\\): Promise<unknown>`));
    }
    expect(fetchClient).toMatch(/fine\(options\?: CallOptions\): Promise<Either>/);
    expectCompiles({
      ...files,
      ...typeAssertions("no-value", [
        `Equal<Awaited<ReturnType<typeof Api.defaultClient.conflict>>, unknown>`,
        `Equal<Awaited<ReturnType<typeof Api.defaultClient.fine>>, "b">`,
      ]),
    });
  });
});

describe("required properties without a type", () => {
  it("take the type another allOf member declares, else any present value ({} | null), and compile under exactOptionalPropertyTypes", async () => {
    const src = writeDescription("required-untyped.json", {
      openapi: "3.0.3",
      info: INFO,
      paths: {
        "/pets": {
          get: {
            operationId: "listPets",
            responses: {
              200: {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: {
                        named: { $ref: "#/components/schemas/NamedPet" },
                        // A copy of the property type meets it in the index signature (TS2411 before).
                        byName: { allOf: [{ $ref: "#/components/schemas/Pet" }, { required: ["tag"] }] },
                        loose: { $ref: "#/components/schemas/Loose" },
                      },
                      additionalProperties: {
                        allOf: [{ $ref: "#/components/schemas/Pet" }, { required: ["tag"] }],
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
      components: {
        schemas: {
          Pet: { type: "object", properties: { name: { type: "string" }, tag: { type: "string" } } },
          NamedPet: { allOf: [{ $ref: "#/components/schemas/Pet" }, { required: ["name"] }] },
          Loose: { type: "object", required: ["anything", "free"], properties: { free: {} } },
        },
      },
    });
    const files = await generateEveryTemplate("required-untyped", src);
    const fetchClient = files["required-untyped/fetch/client.ts"] ?? "";
    expect(fetchClient).toMatch(/export type NamedPet = Pet & \{\s+name: string;\s+\};/);
    expect(fetchClient).toMatch(/free: \{\} \| null;/);
    expect(fetchClient).toMatch(/anything: \{\} \| null;/);
    expectCompiles({
      ...files,
      ...typeAssertions("required-untyped", [
        `Equal<Api.NamedPet["name"], string>`,
        `Equal<Api.Loose["anything"], {} | null>`,
        // Required: a value without it is not a NamedPet.
        `Equal<{ tag: string } extends Api.NamedPet ? true : false, false>`,
      ]),
    });
  });
});

describe("names of runtime helpers a description may not need", () => {
  /**
   * Schemas named like what the streaming and per-parameter style runtimes declare, used by a response;
   * optionally also a streamed response and a parameter that states its style.
   */
  function lookalike(uses: boolean): string {
    const events = { "text/event-stream": { schema: { $ref: "#/components/schemas/StreamedEvent" } } };
    const json = {
      "application/json": {
        schema: {
          type: "object",
          properties: {
            event: { $ref: "#/components/schemas/StreamedEvent" },
            styles: { $ref: "#/components/schemas/StatedStyles" },
          },
        },
      },
    };
    return writeDescription(`lookalike-${uses}.json`, {
      openapi: "3.1.0",
      info: INFO,
      paths: {
        "/things": {
          get: {
            operationId: "listThings",
            parameters: [
              {
                name: "ids",
                in: "query",
                schema: { type: "array", items: { type: "string" } },
                ...(uses ? { style: "pipeDelimited" } : {}),
              },
            ],
            responses: { 200: { description: "ok", content: uses ? events : json } },
          },
        },
        "/both": {
          get: { operationId: "getBoth", responses: { 200: { description: "ok", content: json } } },
        },
      },
      components: {
        schemas: {
          StreamedEvent: { type: "object", properties: { id: { type: "string" } } },
          StatedStyles: { type: "object", properties: { id: { type: "string" } } },
        },
      },
    });
  }

  it("are taken by a description's own schemas where nothing streams or states a style, as before", async () => {
    const code = await generate({ src: lookalike(false), template: "fetch" });
    expect(code).toContain("export interface StreamedEvent {");
    expect(code).toContain("export interface StatedStyles {");
    expectCompiles({ "lookalike-plain/client.ts": code });
  });

  it("are reserved where something streams or states a style, so the runtime's names stay reachable", async () => {
    const code = await generate({ src: lookalike(true), template: "fetch" });
    expect(code).toContain("export interface StreamedEventModel {");
    expect(code).toContain("export interface StatedStylesModel {");
    // The runtime's own declarations keep their names (module-private, see docs/generated-module.md).
    expect(code).toMatch(/^interface StreamedEvent \{/m);
    expect(code).toMatch(/^interface StatedStyles \{/m);
    expectCompiles({ "lookalike-uses/client.ts": code });
  });
});

describe("security schemes named like members of every object", () => {
  it("compile: `valueOf` and `toString` scheme names keep their table's literal types (TS2322 before)", async () => {
    const src = writeDescription("object-member-schemes.json", {
      openapi: "3.0.3",
      info: INFO,
      security: [{ valueOf: [] }, { toString: [] }],
      paths: {
        "/things": { get: { operationId: "listThings", responses: { 204: { description: "none" } } } },
      },
      components: {
        securitySchemes: {
          valueOf: { type: "http", scheme: "bearer" },
          toString: { type: "apiKey", in: "query", name: "key" },
        },
      },
    });
    const files = await generateEveryTemplate("object-member-schemes", src);
    expect(files["object-member-schemes/fetch/client.ts"]).toContain(
      "export const clientCredentials: SecurityCredentials = {} as SecurityCredentials;",
    );
    expectCompiles(files);
  });
});
