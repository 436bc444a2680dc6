import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject } from "../../src/load/types.js";
import { at, brokenRefs, externals, FIXTURES, loadError, loadFixture } from "../support/load-fixtures.js";

describe("loadSpec: multi-file bundling", () => {
  let document: JsonObject;
  let ext: JsonObject;

  beforeAll(async () => {
    const spec = await loadFixture("multi/spec/root.yaml");
    expect(spec.source).toBe(path.join(FIXTURES, "multi/spec/root.yaml"));
    expect(spec.originalVersion).toBe("3.0.3");
    expect(spec.warnings).toEqual([]);
    document = spec.document;
    ext = externals(document);
  });

  it("names each external document after its file, in discovery order, deduplicating with _2", () => {
    expect(Object.keys(ext)).toEqual([
      "parameters",
      "pet",
      "owners",
      "owner",
      "odd names",
      "pet_2",
      "defs",
      "tag",
    ]);
  });

  it("copies external documents verbatim, reading each once", () => {
    expect(at(ext, "pet_2")).toEqual({ type: "object", properties: { name: { type: "string" } } });
    expect(at(ext, "tag")).toEqual({ type: "string", enum: ["a", "b"] });
    // `odd names.yaml` is referred to as `odd names.yaml` and as `odd%20names.yaml`: one copy.
    expect(Object.keys(at(ext, "odd names", "components", "schemas") as JsonObject)).toEqual([
      "a/b~c",
      "with space",
    ]);
  });

  it("rewrites fragment refs, whole-file refs and refs that climb out with ../", () => {
    const pets = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(pets, "parameters", 0, "$ref")).toBe(
      "#/x-typewright-external/parameters/components/parameters/Limit",
    );
    const ok = at(pets, "responses", "200") as JsonObject;
    expect(at(ok, "content", "application/json", "schema", "items", "$ref")).toBe(
      "#/x-typewright-external/pet/Pet",
    );
    expect(at(document, "paths", "/owners", "$ref")).toBe("#/x-typewright-external/owners");
    expect(
      at(ext, "owners", "get", "responses", "200", "content", "application/json", "schema", "$ref"),
    ).toBe("#/x-typewright-external/owner");
  });

  it("walks names that look like keywords or extensions: a property `example`, a property `x-id`, a header `x-rate-limit`", () => {
    const properties = at(document, "components", "schemas", "Local", "properties") as JsonObject;
    expect(at(properties, "example", "$ref")).toBe("#/x-typewright-external/pet/Pet");
    expect(at(properties, "x-id", "$ref")).toBe("#/x-typewright-external/owner");
    const headers = at(document, "paths", "/pets", "get", "responses", "200", "headers") as JsonObject;
    expect(at(headers, "x-rate-limit", "$ref")).toBe(
      "#/x-typewright-external/parameters/components/headers/RateLimit",
    );
  });

  it("escapes names in rewritten pointers (~0, ~1) and decodes percent-encoded fragments", () => {
    const properties = at(document, "components", "schemas", "Local", "properties") as JsonObject;
    expect(at(properties, "odd", "$ref")).toBe(
      "#/x-typewright-external/odd names/components/schemas/a~1b~0c",
    );
    expect(at(properties, "spaced", "$ref")).toBe(
      "#/x-typewright-external/odd names/components/schemas/with space",
    );
    expect(at(properties, "other", "$ref")).toBe("#/x-typewright-external/pet_2");
    expect(at(properties, "id", "$ref")).toBe("#/x-typewright-external/defs/$defs/Id");
  });

  it("rewrites refs inside an external document: local ones into its copy, ones back to the root to root pointers", () => {
    const pet = at(ext, "pet", "Pet", "properties") as JsonObject;
    expect(at(pet, "owner", "$ref")).toBe("#/x-typewright-external/pet/Owner");
    expect(at(pet, "tag", "$ref")).toBe("#/x-typewright-external/tag");
    expect(at(pet, "home", "$ref")).toBe("#/components/schemas/Local");
    // Circular schemas stay references.
    expect(at(pet, "friends", "items", "$ref")).toBe("#/x-typewright-external/pet/Pet");
    expect(at(ext, "owner", "properties", "pets", "items", "$ref")).toBe("#/x-typewright-external/pet/Pet");
  });

  it("rewrites discriminator mapping values that are refs, and leaves local ones alone", () => {
    expect(at(document, "components", "schemas", "Animal", "discriminator", "mapping")).toEqual({
      pet: "#/x-typewright-external/pet/Pet",
      local: "#/components/schemas/Local",
    });
  });

  it("never follows or rewrites refs in x-*, example, examples and default (their files do not exist)", () => {
    const pets = at(document, "paths", "/pets", "get") as JsonObject;
    expect(at(pets, "x-codeSamples", 0, "$ref")).toBe("./samples/missing-sample.yaml");
    const media = at(pets, "responses", "200", "content", "application/json") as JsonObject;
    expect(at(media, "example", "$ref")).toBe("./examples/missing-example.yaml");
    expect(at(media, "examples", "first", "$ref")).toBe("./examples/missing-examples.yaml");
    expect(at(document, "components", "schemas", "Local", "default", "$ref")).toBe(
      "./defaults/missing-default.yaml",
    );
    expect(at(document, "components", "examples", "Sample", "$ref")).toBe(
      "./examples/missing-component-example.yaml",
    );
    expect(at(ext, "pet", "Pet", "x-internal", "$ref")).toBe("./nowhere.yaml");
  });

  it("leaves root-local refs as written and every followable ref resolving", () => {
    expect(at(document, "components", "schemas", "Self", "$ref")).toBe("#/components/schemas/Local");
    expect(brokenRefs(document)).toEqual([]);
  });

  it("resolves a relative source against cwd, and names files relative to it in messages", async () => {
    const spec = await loadSpec("root.yaml", { cwd: path.join(FIXTURES, "multi/spec") });
    expect(Object.keys(externals(spec.document))).toHaveLength(8);
    const error = await loadError("unresolved-external.yaml");
    expect(error.message).toContain("cannot read does-not-exist.yaml: file not found");
  });
});
