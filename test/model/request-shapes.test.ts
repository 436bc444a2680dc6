/**
 * Requests match the description: the model keeps what a valid request needs (object enum
 * values, undeclared required names; no ignored header parameters), every request media type gets an
 * encoding that matches it, and each body argument admits only what that encoding sends. The runtime side
 * is in support/request-shape-scenarios.ts (every template, live server); the type pins in
 * type-tests/request-shapes.test-d.ts; the compile proofs in the client and hook matrices.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import type { JsonObject } from "../../src/load/types.js";
import type { Schema } from "../../src/model/types.js";
import { classifyBody } from "../../src/plan/media-types.js";
import { expectCompiles } from "../support/compile.js";
import { generateFromDocument } from "../support/generated-module.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

/** A 3.0 document with the given component schemas and paths. */
function document(schemas: JsonObject, paths: JsonObject = {}): JsonObject {
  return { openapi: "3.0.3", info: { title: "t", version: "1" }, paths, components: { schemas } };
}

function componentSchema(doc: JsonObject, name: string): Schema | undefined {
  return modelOf(doc).schemas.get(`#/components/schemas/${name}`)?.schema;
}

/** One operation `POST /upload` (`upload`) whose body has `mediaType` and `schema`. */
function bodyOperation(mediaType: string, schema: JsonObject, schemas: JsonObject = {}): JsonObject {
  return document(schemas, {
    "/upload": {
      post: {
        operationId: "upload",
        requestBody: { required: true, content: { [mediaType]: { schema } } },
        responses: { "204": { description: "ok" } },
      },
    },
  });
}

/**
 * The type of `upload`'s body argument in a fetch client, on one line: what its request type `UploadBody`
 * declares (`{ ... }` for an interface), which the argument names.
 */
async function uploadBodyType(
  doc: JsonObject,
  options: Omit<GenerateOptions, "src" | "out"> = {},
): Promise<string> {
  const code = await generateFromDocument(doc, { template: "fetch", ...options });
  expect(code).toContain("upload(body: UploadBody, options?: CallOptions)");
  const declaration =
    /^export (?:type UploadBody = |interface UploadBody )([\s\S]*?);?\n(?:\n|(?![\s\S]))/m.exec(code);
  if (!declaration?.[1]) throw new Error("no UploadBody declaration");
  return declaration[1].replace(/\s+/g, " ");
}

describe("model: enum values that are objects or arrays", () => {
  it("leaves the enum out of the type, reads the rest of the schema, and keeps the values for Zod's check", () => {
    const doc = document({
      Untyped: { enum: [{}, [1, 2], "off"] },
      Shape: { type: "object", enum: [{ kind: "square" }] },
      Plain: { type: "string", enum: ["a", "b"] },
    });
    expect(componentSchema(doc, "Untyped")).toEqual({
      kind: "unknown",
      constraints: { structuredValues: [{}, [1, 2], "off"] },
    });
    expect(componentSchema(doc, "Shape")).toEqual({
      kind: "object",
      properties: [],
      constraints: { structuredValues: [{ kind: "square" }] },
    });
    expect(componentSchema(doc, "Plain")).toEqual({ kind: "enum", values: ["a", "b"] });
  });

  it("lowers to unknown (any with preferAny), so that every enum value can be written", async () => {
    const doc = document({ Holder: { type: "object", properties: { mode: { enum: [{}, "off"] } } } });
    expect(await generateFromDocument(doc, { generationMode: "schemas" })).toContain("mode?: unknown;");
    expect(await generateFromDocument(doc, { generationMode: "schemas", preferAny: true })).toContain(
      "mode?: any;",
    );
  });
});

describe("model: required names that properties do not declare", () => {
  it("keeps them as required properties typed by what governs them, else unknown", () => {
    const doc = document({
      Loose: { type: "object", required: ["id", "name"], properties: { name: { type: "string" } } },
      Mapped: {
        type: "object",
        required: ["count", "x-tag", 7],
        patternProperties: { "^x-": { type: "string" } },
        additionalProperties: { type: "integer" },
      },
    });
    const loose = componentSchema(doc, "Loose");
    expect(loose?.kind === "object" && loose.properties).toEqual([
      { name: "name", schema: { kind: "primitive", type: "string" }, required: true },
      { name: "id", schema: { kind: "unknown" }, required: true },
    ]);
    const mapped = componentSchema(doc, "Mapped");
    expect(mapped?.kind === "object" && mapped.properties).toEqual([
      { name: "count", schema: { kind: "primitive", type: "integer" }, required: true },
      { name: "x-tag", schema: { kind: "primitive", type: "string" }, required: true },
    ]);
  });

  it("types them as any present value, {} | null, or any with preferAny", async () => {
    const doc = document({ Loose: { type: "object", required: ["id"], properties: {} } });
    expect(await generateFromDocument(doc, { generationMode: "schemas" })).toContain("id: {} | null;");
    expect(await generateFromDocument(doc, { generationMode: "schemas", preferAny: true })).toContain(
      "id: any;",
    );
  });
});

describe("model: header parameters OpenAPI ignores", () => {
  it("drops Content-Type and Accept headers in any case, and keeps Authorization and same-named queries", () => {
    const header = (name: string) => ({ name, in: "header", schema: { type: "string" } });
    const doc = document(
      {},
      {
        "/things": {
          parameters: [header("ACCEPT")],
          post: {
            parameters: [
              header("content-type"),
              header("Authorization"),
              header("X-Id"),
              { name: "accept", in: "query", schema: { type: "string" } },
            ],
            responses: { "204": { description: "ok" } },
          },
        },
      },
    );
    const names = modelOf(doc).operations[0]?.parameters.map(
      (parameter) => `${parameter.in} ${parameter.name}`,
    );
    expect(names).toEqual(["header Authorization", "header X-Id", "query accept"]);
  });
});

describe("plan: every request media type gets an encoding that matches it", () => {
  const object: Schema = { kind: "object", properties: [] };
  const text: Schema = { kind: "primitive", type: "string" };
  const binary: Schema = { kind: "binary" };
  it.each([
    ["application/octet-stream", object, "binary"],
    ["application/octet-stream", text, "binary"],
    ["image/png", object, "binary"],
    ["application/pdf", text, "binary"],
    ["application/xml", object, "text"],
    ["application/atom+xml", object, "text"],
    ["image/svg+xml", text, "text"],
    ["application/yaml", object, "text"],
    ["application/x-ndjson", text, "text"],
    ["text/plain; charset=utf-8", object, "text"],
    ["text/plain", binary, "binary"],
    ["application/json", object, "json"],
    ["application/vnd.api+json", object, "json"],
    ["application/json", binary, "binary"],
    ["multipart/form-data", object, "multipart"],
    ["application/x-www-form-urlencoded", object, "urlencoded"],
  ] as const)("%s with a %o schema is sent as %s", (mediaType, schema, encoding) => {
    expect(classifyBody(mediaType, schema)).toBe(encoding);
  });
});

describe("emit: body argument types", () => {
  it("binary bodies take bytes whatever their schema", async () => {
    const bodyType = await uploadBodyType(bodyOperation("application/octet-stream", { type: "object" }));
    expect(bodyType).toBe("Blob | ArrayBuffer | Uint8Array | string");
  });

  it("text bodies take text; scalars written as their own text keep their type", async () => {
    const xml = bodyOperation(
      "application/xml",
      { $ref: "#/components/schemas/Note" },
      { Note: { type: "object" } },
    );
    expect(await uploadBodyType(xml)).toBe("string");
    const level = bodyOperation(
      "text/plain",
      { $ref: "#/components/schemas/Level" },
      {
        Level: { type: "string", enum: ["low", "high"] },
      },
    );
    expect(await uploadBodyType(level)).toBe("Level");
    // `String(date)` is not an ISO date, so a Date is not admitted.
    const date = bodyOperation("text/plain", { type: "string", format: "date-time" });
    expect(await uploadBodyType(date)).toBe("string");
    expect(await uploadBodyType(bodyOperation("text/plain", { type: "boolean" }))).toBe("boolean");
  });

  it("multipart parts are Blobs, also through references, unions and recursive schemas; JSON below them", async () => {
    const doc = bodyOperation(
      "multipart/form-data",
      { $ref: "#/components/schemas/Form" },
      {
        File: { type: "string", format: "binary" },
        Files: { type: "array", items: { $ref: "#/components/schemas/File" } },
        Form: {
          type: "object",
          properties: {
            one: { $ref: "#/components/schemas/File" },
            many: { $ref: "#/components/schemas/Files" },
            either: { oneOf: [{ $ref: "#/components/schemas/File" }, { type: "integer" }] },
            nested: { type: "array", items: { type: "array", items: { type: "string", format: "binary" } } },
            note: { $ref: "#/components/schemas/Note" },
          },
        },
        Note: { type: "object", properties: { raw: { type: "string", format: "binary" } } },
      },
    );
    const bodyType = await uploadBodyType(doc);
    expect(bodyType).toContain("one?: Blob;");
    expect(bodyType).toContain("many?: Blob[];");
    expect(bodyType).toContain("either?: Blob | number;");
    // An array inside an array part is sent as JSON text.
    expect(bodyType).toContain("nested?: string[][];");
    // An object part is JSON text: its named type (where binary is a string) stays.
    expect(bodyType).toContain("note?: Note;");
    const code = await generateFromDocument(doc, { template: "fetch" });
    expect(code).toContain("export type FileModel = string;");
    expect(code).toContain("export type Files = FileModel[];");
  });

  it("a recursive multipart body is written out once; the recursion stays a name", async () => {
    const doc = bodyOperation(
      "multipart/form-data",
      { $ref: "#/components/schemas/Tree" },
      {
        Tree: {
          type: "object",
          properties: {
            file: { type: "string", format: "binary" },
            children: { type: "array", items: { $ref: "#/components/schemas/Tree" } },
          },
        },
      },
    );
    expect(await uploadBodyType(doc)).toBe("{ /** @format binary */ file?: Blob; children?: Tree[]; }");
  });

  it("a named multipart body without files stays a reference", async () => {
    const doc = bodyOperation(
      "multipart/form-data",
      { $ref: "#/components/schemas/Form" },
      {
        Form: { type: "object", properties: { name: { type: "string" } } },
      },
    );
    expect(await uploadBodyType(doc)).toBe("Form");
  });

  it("multipart request types reach a separate hooks file qualified, and compile with it and the mocks", async () => {
    await withTempDir(async (dir) => {
      const { files } = await generateFiles({
        src: path.resolve("fixtures/clients/request-shapes.yaml"),
        template: ["tsq", "fetch"],
        out: path.join(dir, "api", "client.ts"),
        hooksOut: path.join(dir, "hooks", "hooks.ts"),
        mocks: path.join(dir, "test", "mocks.ts"),
        testingFramework: "vitest",
      });
      const byName = Object.fromEntries(files.map((file) => [path.relative(dir, file.path), file.content]));
      expect(byName["hooks/hooks.ts"]).toMatch(
        /export interface UploadBatchVariables \{\n\s+body: api\.UploadBatchBody;\n\}/,
      );
      expect(byName["api/client.ts"]).toMatch(/export interface UploadBatchBody \{[^}]*meta\?: Attachment;/);
      expectCompiles(
        Object.fromEntries(Object.entries(byName).map(([name, code]) => [`shapes/${name}`, code])),
      );
    });
  });
});
