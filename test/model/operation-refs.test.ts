/**
 * Operations written as `$ref`s to files of their own (`get: {$ref: resources/x_list.yml}`), whose
 * parameters and responses are `$ref`s relative to those files: DigitalOcean's split description does this
 * for every operation. The operation is the object its `$ref` leads to, with everything it refers to.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { resolvePointer } from "../../src/load/json-pointer.js";
import { asObject } from "../../src/load/json-value.js";
import type { JsonObject, JsonValue, LoadedSpec } from "../../src/load/types.js";
import type { OperationModel } from "../../src/model/types.js";
import { FIXTURES, loadError, loadFixture, SPECS } from "../support/load-fixtures.js";
import { describeApi, modelOf, modelWithWarnings } from "../support/plan-of.js";

async function modelOfFixture(source: string) {
  const spec = await loadFixture(source);
  return { spec, model: modelWithWarnings(spec) };
}

function operationNamed(operations: OperationModel[], operationId: string): OperationModel {
  const operation = operations.find((candidate) => candidate.operationId === operationId);
  if (!operation) throw new Error(`no operation ${operationId}`);
  return operation;
}

describe("an operation written as a $ref to another file", () => {
  it("is read from that file: its id, parameters, body, success and failure responses", async () => {
    const { model } = await modelOfFixture("operation-refs/openapi.yaml");
    expect(model.warnings).toBeUndefined();
    expect(model.operations.map(({ method, path, operationId }) => [method, path, operationId])).toEqual([
      ["GET", "/things", "things_list"],
      ["POST", "/things", "things_create"],
      ["DELETE", "/things/{thing_id}", "things_delete"],
    ]);

    const list = operationNamed(model.operations, "things_list");
    expect(list.tags).toEqual(["Things"]);
    expect(list.parameters.map(({ name, in: location }) => [name, location])).toEqual([
      ["per_page", "query"],
    ]);
    // `responses/all_things.yml`, read relative to the operation's file, and the files it refers to.
    expect(list.response).toMatchObject({ status: "200", mediaType: "application/json" });
    expect(list.response?.schema?.kind).toBe("intersection");
    expect(list.errors.map((error) => [error.status, error.schema?.kind])).toEqual([["401", "ref"]]);
    // Findings on it name the file it is written in.
    expect(list.pointer).toBe("#/x-typewright-external/things_list");

    const create = operationNamed(model.operations, "things_create");
    expect(create.requestBody?.schema).toEqual({ kind: "ref", target: "#/x-typewright-external/thing" });
    expect(create.response).toMatchObject({ status: "201", mediaType: "application/json" });

    const remove = operationNamed(model.operations, "things_delete");
    expect(remove.parameters.map(({ name, in: location }) => [name, location])).toEqual([
      ["thing_id", "path"],
    ]);
    expect(remove.response).toEqual({ status: "204", description: "Deleted." });
  });

  it("gives the call the type of the body its file documents", async () => {
    const client = await generate({
      src: path.join(FIXTURES, "operation-refs/openapi.yaml"),
      template: "fetch",
    });
    expect(client).toContain(
      "export function thingsList(perPage?: number, options?: CallOptions): Promise<{",
    );
    expect(client).toContain(
      "export function thingsDelete(thingId: number, options?: CallOptions): Promise<void>",
    );
    expect(client).toMatch(/things\?: Thing\[\];\n\} & Pagination>/);
  });

  it("stops with one line naming the file and the pointer when the operation's file is missing", async () => {
    const error = await loadError("operation-refs-broken/missing-operation.yaml");
    expect(error.message).toMatch(
      /^operation-refs-broken\/missing-operation\.yaml: unresolved \$ref "resources\/things_missing\.yml" at #\/paths\/~1things\/get \(cannot read .*things_missing\.yml: file not found\)$/,
    );
  });

  it("stops with one line naming the file and the pointer when a $ref inside it does not resolve", async () => {
    const error = await loadError("operation-refs-broken/openapi.yaml");
    expect(error.message).not.toContain("\n");
    expect(error.message).toMatch(
      /^operation-refs-broken\/resources\/things_list\.yml: unresolved \$ref "responses\/missing\.yml" at #\/responses\/200 \(cannot read .*operation-refs-broken\/resources\/responses\/missing\.yml: file not found\)$/,
    );
  });
});

describe("DigitalOcean's split description", () => {
  it("gives every operation whose file documents a 2xx JSON body a response with that body", async () => {
    const spec = await loadFixture(
      path.join(SPECS, "openapi-typescript/examples/digital-ocean-api/DigitalOcean-public.v2.yaml"),
    );
    const { operations } = modelWithWarnings(spec);
    expect(operations.length).toBeGreaterThan(400);
    const documented = operations.filter((operation) => documentsJsonSuccess(spec, operation));
    expect(documented.length).toBeGreaterThan(300);
    const untyped = documented.filter(
      (operation) => operation.response?.schema === undefined || operation.response.schema.kind === "unknown",
    );
    expect(untyped.map(({ method, path }) => `${method} ${path}`)).toEqual([]);
    expect(operations.filter((operation) => operation.operationId === undefined)).toEqual([]);
  });
});

/** Whether the operation as written in the bundled document has a 2xx response with a JSON schema. */
function documentsJsonSuccess(spec: LoadedSpec, operation: OperationModel): boolean {
  const follow = (value: JsonValue | undefined): JsonObject | undefined => {
    let current = asObject(value);
    while (current && typeof current.$ref === "string")
      current = asObject(resolvePointer(spec.document, current.$ref));
    return current;
  };
  const responses = follow(follow(resolvePointer(spec.document, operation.pointer))?.responses) ?? {};
  return Object.entries(responses).some(([status, response]) => {
    if (!status.startsWith("2")) return false;
    const content = follow(follow(response)?.content) ?? {};
    return Object.entries(content).some(
      ([mediaType, media]) => mediaType.includes("json") && follow(media)?.schema !== undefined,
    );
  });
}

describe("an operation's $ref that leads to no Operation Object", () => {
  // Before, `#/info` and a schema became calls without parameters or a result, and a string no call at all,
  // with nothing said; the fields beside the `$ref` went unread unsaid.
  it("is reported at the operation, and no method is made of it", () => {
    const document = describeApi(
      {
        "/info": { get: { $ref: "#/info" } },
        "/schema": { get: { $ref: "#/components/schemas/Pet" } },
        "/item": { get: { $ref: "#/paths/~1real" } },
        "/text": { get: { $ref: "#/info/title" } },
        "/real": { get: { $ref: "#/components/x-operations/list", summary: "not read", tags: ["other"] } },
      },
      { Pet: { type: "object", properties: { id: { type: "integer" } } } },
    ) as JsonObject;
    const list = { operationId: "list", responses: { "200": { description: "ok" } } };
    (document.components as JsonObject)["x-operations"] = { list };
    const model = modelOf(document);
    expect(model.operations.map(({ path, operationId }) => [path, operationId])).toEqual([["/real", "list"]]);
    expect(model.warnings).toEqual([
      '#/paths/~1info/get: $ref "#/info" leads to an object with title, version, not an Operation Object: no method is generated for it',
      '#/paths/~1schema/get: $ref "#/components/schemas/Pet" leads to an object with type, properties, not an Operation Object: no method is generated for it',
      '#/paths/~1item/get: $ref "#/paths/~1real" leads to an object with get, not an Operation Object: no method is generated for it',
      '#/paths/~1text/get: $ref "#/info/title" leads to a string, not an Operation Object: no method is generated for it',
      '#/paths/~1real/get: summary, tags beside $ref "#/components/x-operations/list" are not read: the operation is the object the reference leads to',
    ]);
  });
});
