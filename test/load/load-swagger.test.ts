import { beforeAll, describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject } from "../../src/load/types.js";
import { at, brokenRefs, externals, loadFixture, SPECS } from "../support/load-fixtures.js";

describe("loadSpec: Swagger 2.0", () => {
  let document: JsonObject;

  beforeAll(async () => {
    const spec = await loadFixture("swagger2/api.yaml");
    expect(spec.originalVersion).toBe("2.0");
    document = spec.document;
  });

  it("is upgraded to OpenAPI 3.1 with every ref resolving", () => {
    expect(at(document, "openapi")).toMatch(/^3\.1\./);
    expect(at(document, "servers")).toEqual([{ url: "http://api.example.com/v1" }]);
    expect(brokenRefs(document)).toEqual([]);
  });

  it("turns `type: file` into {type: string, format: binary}, in form fields and in responses", () => {
    const form = at(
      document,
      "paths",
      "/upload",
      "post",
      "requestBody",
      "content",
      "multipart/form-data",
      "schema",
    );
    expect(at(form, "properties", "file")).toEqual({ type: "string", format: "binary" });
    expect(at(form, "required")).toEqual(["file"]);
    // The operation's own `produces` wins over the document's.
    const download = at(document, "paths", "/download", "get", "responses", "200", "content") as JsonObject;
    expect(download).toEqual({
      "application/octet-stream": { schema: { type: "string", format: "binary" } },
    });
    expect(at(document, "components", "schemas", "Pet", "properties", "photo")).toEqual({
      type: "string",
      format: "binary",
    });
  });

  it("makes x-nullable complete in 3.1 terms: null in the type and in the enum, anyOf for a $ref", () => {
    const pet = at(document, "components", "schemas", "Pet", "properties") as JsonObject;
    expect(at(pet, "status")).toEqual({ type: ["string", "null"], enum: ["available", "sold", null] });
    expect(at(pet, "owner")).toEqual({ anyOf: [{ $ref: "#/components/schemas/Owner" }, { type: "null" }] });
    // A definition in another file, which the upgrader does not see.
    expect(at(externals(document), "shared", "definitions", "Remote", "properties", "level")).toEqual({
      type: ["integer", "null"],
      enum: [1, 2, null],
    });
  });

  it("upgrades parameters and responses that live in another file, and body parameters behind a local ref", () => {
    const list = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(list, "parameters", 0)).toMatchObject({
      name: "status",
      in: "query",
      style: "form",
      explode: false,
      schema: { type: "array", items: { type: "string", enum: ["available", "sold"] } },
    });
    expect(at(list, "responses", "200", "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/shared/definitions/Remote",
    );
    const create = at(document, "paths", "/pets", "post") as JsonObject;
    expect(create.parameters).toBeUndefined();
    expect(at(create, "requestBody")).toEqual({
      required: true,
      content: { "application/json": { schema: { $ref: "#/components/schemas/Pet" } } },
    });
  });

  it("loads the OAI petstore split over files (../common/Error.json, sibling Pet.json, parameters.json)", async () => {
    const spec = await loadSpec(`${SPECS}/oai/v2.0/json/petstore-separate/spec/swagger.json`);
    const ext = externals(spec.document);
    expect(Object.keys(ext).sort()).toEqual(["Error", "NewPet", "Pet", "parameters"]);
    const find = at(spec.document, "paths", "/pets", "get") as JsonObject;
    expect((at(find, "parameters") as JsonObject[]).map((parameter) => parameter.name)).toEqual([
      "tags",
      "limit",
    ]);
    expect(at(find, "responses", "200", "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/Pet",
    );
    expect(at(find, "responses", "default", "content", "application/json", "schema", "$ref")).toBe(
      "#/x-typewright-external/Error",
    );
    expect(at(ext, "NewPet", "allOf", 0, "$ref")).toBe("#/x-typewright-external/Pet");
    expect(brokenRefs(spec.document)).toEqual([]);
  });
});
