/**
 * Broken descriptions are reported: each structural problem of what typewright reads is one warning with its
 * JSON pointer, and what can be read is read; a description of which nothing can be read stops the run.
 * (The command's exit codes: cli/cli-strict.test.ts and below.)
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-process.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const INFO = { title: "t", version: "1" };

describe("a broken description", () => {
  it("reports each problem with its pointer and reads the rest", () => {
    const model = modelOf({
      openapi: "3.1.0",
      info: INFO,
      paths: {
        "/pets": {
          get: {
            operationId: "listPets",
            parameters: [
              { name: "limit", schema: { type: "integer" } },
              { in: "query", schema: { type: "string" } },
              { name: "page", in: "body", schema: { type: "integer" } },
              { name: "sort", in: "query", schema: { type: "string" } },
            ],
            responses: {
              ok: { description: "not a status" },
              "200": { description: "pets", content: { "application/json": { schema: null } } },
            },
          },
        },
        "/broken": [],
      },
      components: {
        schemas: {
          Pet: {
            type: "object",
            properties: {
              name: { type: "strnig" },
              tags: { type: "array", items: 5 },
              kinds: { type: ["string", 7] },
            },
          },
        },
      },
    });
    expect(model.warnings).toEqual([
      '#/paths/~1pets/get/responses/ok: "ok" is no status code (OpenAPI: `200`, `4XX` or `default`): this response is not read',
      "#/paths/~1broken: an array, not an object: none of its operations is read",
      '#/paths/~1pets/get/parameters/0: parameter "limit" without `in` (OpenAPI: path, query, querystring, header, cookie) is not sent: no argument',
      "#/paths/~1pets/get/parameters/1: a parameter without a `name` is not sent: no argument",
      '#/paths/~1pets/get/parameters/2: parameter "page" with `in` "body" (OpenAPI: path, query, querystring, header, cookie) is not sent: no argument',
      "#/paths/~1pets/get/responses/200/content/application~1json/schema: null is no schema (a schema is an object or a boolean): read as any value (`unknown`)",
      "#/components/schemas/Pet/properties/kinds/type: a number is no JSON Schema type (array, boolean, integer, null, number, object, string): the schema is read without it",
      "#/components/schemas/Pet/properties/tags/items: a number is no schema (a schema is an object or a boolean): read as any value (`unknown`)",
      '#/components/schemas/Pet/properties/name/type: "strnig" is no JSON Schema type (array, boolean, integer, null, number, object, string): the schema is read without it',
    ]);
    // What could be read is read: the operation and its one good parameter, the schema and its properties.
    const [operation] = model.operations;
    expect(operation?.parameters.map((parameter) => parameter.name)).toEqual(["sort"]);
    expect([...model.schemas.keys()]).toContain("#/components/schemas/Pet");
  });

  it("a well-formed description has none of these warnings", () => {
    const model = modelOf({
      openapi: "3.1.0",
      info: INFO,
      paths: {
        "/pets": {
          get: {
            parameters: [{ name: "limit", in: "query", schema: { type: ["integer", "null"] } }],
            responses: { "2XX": { description: "ok" }, default: { description: "failed" }, "x-note": {} },
          },
        },
      },
      components: { schemas: { Any: true, Pet: { type: "object", properties: { id: {} } } } },
    });
    expect(model.warnings ?? []).toEqual([]);
  });

  it("stops with exit 1 where nothing can be read, and writes nothing", async () => {
    await withTempDir(async (folder) => {
      writeFileSync(
        path.join(folder, "openapi.yaml"),
        "openapi: 3.0.3\ninfo: { title: t, version: '1' }\npaths: []\n",
      );
      const { status, stderr, stdout } = runCli(folder, ["-s", "openapi.yaml", "-o", "client.ts"]);
      expect(status).toBe(1);
      expect(stderr).toBe(
        "typewright: openapi.yaml: #/paths is an array, not an object of paths, and the description has no schemas: nothing to generate\n",
      );
      expect(stdout).toBe("");
    }, "typewright-broken-");
  });
});
