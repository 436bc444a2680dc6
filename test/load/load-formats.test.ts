import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject } from "../../src/load/types.js";
import { at, externals, loadFixture, SPECS } from "../support/load-fixtures.js";

describe("loadSpec: formats", () => {
  it.each([
    ["bom.yaml", "3.1.0", "BOM YAML"],
    ["bom.json", "3.0.3", "BOM JSON"],
    ["extensionless/yaml-spec", "3.2.0", "Extension-less YAML"],
  ])("reads %s", async (source, version, title) => {
    const spec = await loadFixture(source);
    expect(spec.originalVersion).toBe(version);
    expect(at(spec.document, "info", "title")).toBe(title);
  });

  it("decides extension-less files by content: JSON spec with a ref to an extension-less YAML file", async () => {
    const spec = await loadFixture("extensionless/json-spec");
    expect(at(spec.document, "components", "schemas", "Plain", "$ref")).toBe(
      "#/x-typewright-external/yaml-part/Plain",
    );
    expect(at(externals(spec.document), "yaml-part", "Plain")).toEqual({ type: "string" });
  });

  it("keeps YAML keys and version numbers as written, merges `<<`, and warns about duplicate keys", async () => {
    const spec = await loadFixture("yaml-quirks.yaml");
    expect(spec.originalVersion).toBe("3.0");
    expect(at(spec.document, "openapi")).toBe("3.0");
    expect(at(spec.document, "info", "version")).toBe("1.10");
    expect(at(spec.document, "info", "title")).toBe("YAML quirks (duplicate)");
    const responses = at(spec.document, "paths", "/things", "get", "responses") as JsonObject;
    expect(Object.keys(responses)).toEqual(["200", "404"]);
    expect(at(responses, "404")).toEqual({
      description: "not found",
      content: { "application/json": { schema: { $ref: "#/components/schemas/Thing" } } },
    });
    expect(
      Object.keys(at(spec.document, "components", "schemas", "Thing", "properties") as JsonObject),
    ).toEqual(["1.10", "default"]);
    expect(spec.warnings).toEqual(["yaml-quirks.yaml:6:3: duplicate key; the last value is used"]);
  });

  it("supports `!!merge <<: *anchor` (openapi-typescript yaml-merge.yaml)", async () => {
    const spec = await loadSpec(`${SPECS}/openapi-typescript/fixtures/yaml-merge.yaml`);
    const responses = at(spec.document, "paths", "/admin/ping", "get", "responses") as JsonObject;
    expect(Object.keys(responses)).toEqual(["200", "4XX"]);
    expect(at(responses, "4XX", "content", "application/json", "schema", "$ref")).toBe(
      "#/components/schemas/HTTPError",
    );
  });
});
