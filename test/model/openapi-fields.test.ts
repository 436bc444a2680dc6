/**
 * Nothing a description says is dropped silently. docs/openapi-fields.md lists every field of every object of
 * OpenAPI 3.0, 3.1 and 3.2 as honoured (where), of no effect on calls (why) or reported (a warning naming its
 * JSON pointer). Here that list is held to the official OpenAPI schemas (test/support/openapi-fields.ts), each
 * reported field is generated from a small description to see its warning, and the warnings are seen where
 * users see them: on the command's stderr and in the API's result (the browser entry: browser/browser-entry.test.ts).
 */
import { existsSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli } from "../support/cli-process.js";
import { description, operation, QUIET_CASES, WARNING_CASES } from "../support/field-warning-cases.js";
import { OPENAPI_VERSIONS, type OpenApiVersion, openApiFields } from "../support/openapi-fields.js";
import { modelOf } from "../support/plan-of.js";
import { withTempDir } from "../support/temp-dir.js";

const STATUSES = ["honoured", "no effect", "reported"] as const;

interface InventoryRow {
  versions: string;
  status: (typeof STATUSES)[number];
  where: string;
}

/** The rows of the field tables: `| \`object.field\` | versions | status | where, or why |`. */
async function readInventory(): Promise<{ rows: Map<string, InventoryRow>; repeated: string[] }> {
  const text = await readFile(path.join(ROOT, "docs/openapi-fields.md"), "utf8");
  const rows = new Map<string, InventoryRow>();
  const repeated: string[] = [];
  for (const line of text.split("\n")) {
    const cells = /^\| `([^`]+)` \| ([^|]+) \| ([^|]+) \| (.+) \|$/.exec(line);
    if (!cells) continue;
    const [, field = "", versions = "", status = "", where = ""] = cells;
    if (rows.has(field)) repeated.push(field);
    rows.set(field, { versions: versions.trim(), status: status.trim() as InventoryRow["status"], where });
  }
  return { rows, repeated };
}

/** Each field with the versions that define it, as the inventory writes them (`3.1, 3.2`). */
function fieldsWithVersions(): Map<string, string> {
  const versions = new Map<string, OpenApiVersion[]>();
  for (const version of OPENAPI_VERSIONS) {
    for (const field of openApiFields(version))
      versions.set(field, [...(versions.get(field) ?? []), version]);
  }
  return new Map([...versions].map(([field, list]) => [field, list.join(", ")]));
}

let inventory: Map<string, InventoryRow>;
const fields = fieldsWithVersions();

beforeAll(async () => {
  const read = await readInventory();
  expect(read.repeated, "fields listed twice").toEqual([]);
  inventory = read.rows;
});

/** Generates a fetch client from `document` through the API and returns its warnings. */
async function warningsOf(document: unknown): Promise<string[]> {
  return withTempDir(async (folder) => {
    const file = path.join(folder, "description.json");
    writeFileSync(file, JSON.stringify(document));
    const { warnings } = await generateFiles({ src: file, template: "fetch" });
    // Each names the description, then the pointer within it.
    for (const warning of warnings) expect(warning.startsWith(`${file}#/`), warning).toBe(true);
    return warnings.map((warning) => warning.slice(file.length));
  });
}

describe("the field inventory (docs/openapi-fields.md)", () => {
  it("walks the objects of all three versions", () => {
    // A broken walk would find nothing and prove nothing.
    for (const field of ["parameter.allowReserved", "mediaType.encoding", "encoding.headers", "schema.xml"]) {
      expect(fields.has(field), field).toBe(true);
    }
    expect(fields.get("pathItem.additionalOperations")).toBe("3.2");
    expect(fields.get("schema.nullable")).toBe("3.0");
    expect(fields.get("schema.$dynamicRef")).toBe("3.1, 3.2");
    expect(fields.size).toBeGreaterThan(200);
  });

  it("lists every field of OpenAPI 3.0, 3.1 and 3.2", () => {
    const missing = [...fields.keys()].filter((field) => !inventory.has(field));
    expect(missing, "fields that are neither honoured, of no effect nor reported").toEqual([]);
  });

  it("lists no field the OpenAPI schemas do not define, and each under the versions that define it", () => {
    const unknown = [...inventory.keys()].filter((field) => !fields.has(field));
    expect(unknown, "rows for fields no version defines").toEqual([]);
    const wrongVersions = [...inventory]
      .filter(([field, row]) => fields.has(field) && row.versions !== fields.get(field))
      .map(([field, row]) => `${field}: listed under ${row.versions}, defined in ${fields.get(field)}`);
    expect(wrongVersions).toEqual([]);
  });

  it("says where each honoured field is read, and why each field of no effect has none", () => {
    const problems: string[] = [];
    for (const [field, row] of inventory) {
      if (!STATUSES.includes(row.status)) problems.push(`${field}: unknown status "${row.status}"`);
      const files = [...row.where.matchAll(/`(src\/[^`]+)`/g)].map((match) => match[1] as string);
      for (const file of files) {
        if (!existsSync(path.join(ROOT, file))) problems.push(`${field}: ${file} does not exist`);
      }
      if (row.status === "honoured" && files.length === 0) problems.push(`${field}: honoured where?`);
      if (row.status === "no effect" && row.where.trim().length < 10)
        problems.push(`${field}: no effect why?`);
    }
    expect(problems).toEqual([]);
  });

  it("has a description proving the warning of every reported field", () => {
    const proven = new Set(WARNING_CASES.map((warning) => warning.field));
    const unproven = [...inventory]
      .filter(([field, row]) => row.status === "reported" && !proven.has(field))
      .map(([field]) => field);
    expect(unproven).toEqual([]);
  });
});

describe("reported fields", () => {
  it.each(WARNING_CASES.map((warning) => [`${warning.field} at ${warning.pointer}`, warning] as const))(
    "%s",
    async (_, { document, pointer }) => {
      const warnings = await warningsOf(document);
      const line = warnings.find((warning) => warning.startsWith(`${pointer}: `));
      expect(line, warnings.join("\n")).toBeDefined();
      // What is not honoured, then what the client does instead.
      expect(line?.slice(pointer.length + 2)).toMatch(/^.+: .+/);
    },
  );

  it.each(QUIET_CASES.map((quiet) => [quiet.what, quiet.document] as const))(
    "are not reported where honoured or of no effect: %s",
    async (_, document) => {
      expect(await warningsOf(document)).toEqual([]);
    },
  );

  it("are none for a 3.2 description of 3.2 fields that are honoured or of no effect", async () => {
    const src = path.join(ROOT, "fixtures/conformance/typewright-3.2.yaml");
    expect((await generateFiles({ src, template: "fetch" })).warnings).toEqual([]);
  });

  it("give one line per construct, with its first place and how many other places have it", async () => {
    const paths: Record<string, unknown> = {};
    for (let index = 0; index < 500; index++) {
      paths[`/files/${index}`] = {
        post: operation({ operationId: `upload${index}`, servers: [{ url: "{origin}/files" }] }),
      };
    }
    paths["/pets"] = {
      servers: [{ url: "https://{host}", variables: { host: { enum: ["a.example"] } } }],
      get: operation({ operationId: "listPets" }),
    };
    const warnings = await warningsOf(description("3.1.0", paths));
    expect(warnings).toEqual([
      "#/paths/~1files~10/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL (also at 499 other places)",
      "#/paths/~1pets/servers: `servers` of a path item is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): its operations are sent to the client's base URL",
    ]);
  });

  it("report a shared object once, where it is written, not at each reference", async () => {
    const shared = {
      name: "path",
      in: "path",
      required: true,
      allowReserved: true,
      schema: { type: "string" },
    };
    const reference = { $ref: "#/components/parameters/FilePath" };
    const document = description(
      "3.2.0",
      {
        "/a/{path}": { get: operation({ operationId: "a", parameters: [reference] }) },
        "/b/{path}": { get: operation({ operationId: "b", parameters: [reference] }) },
      },
      { parameters: { FilePath: shared } },
    );
    const warnings = await warningsOf(document);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^#\/components\/parameters\/FilePath\/allowReserved: [^(]+$/);
  });
});

describe("the command", () => {
  beforeAll(() => buildIfStale());

  it("prints each warning on stderr, writes the client and exits 0", async () => {
    await withTempDir((folder) => {
      const document = description("3.1.0", {
        "/pets": { post: operation({ servers: [{ url: "{origin}/uploads" }] }) },
      });
      writeFileSync(path.join(folder, "description.json"), JSON.stringify(document));
      const result = runCli(folder, ["-s", "description.json", "-o", "client.ts", "-t", "fetch"]);
      expect(result.status).toBe(0);
      expect(result.stderr).toBe(
        "typewright: warning: description.json#/paths/~1pets/post/servers: `servers` of an operation is not honoured where its first server's URL keeps a `{variable}` without a default (OpenAPI requires one): the call is sent to the client's base URL\n",
      );
      expect(existsSync(path.join(folder, "client.ts"))).toBe(true);
    });
  });
});

describe("a schema no value meets", () => {
  it("is never, written as false or as not {} or not true; any other not is not followed", () => {
    const model = modelOf({
      openapi: "3.1.0",
      info: { title: "t", version: "1" },
      paths: {},
      components: {
        schemas: {
          False: false,
          NotAnything: { not: {} },
          NotTrue: { not: true },
          NotString: { type: "integer", not: { type: "string" } },
        },
      },
    });
    const kinds = Object.fromEntries(
      [...model.schemas.values()].map((named) => [named.rawName, named.schema.kind]),
    );
    expect(kinds).toEqual({ False: "never", NotAnything: "never", NotTrue: "never", NotString: "primitive" });
  });
});
