/**
 * A generated file declares and imports only what its code uses, so it compiles in projects with
 * `noUnusedLocals` and `noUnusedParameters` (Vite's templates). Every compile proof of the suite has both on
 * (scripts/lib/compile-options.js); these tests pin the cases that led to each rule, and
 * splice/public-exports.test.ts checks every template's module, hooks and mocks with every optional runtime file.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const json = (schema: unknown) => ({ "application/json": { schema } });

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-unused-code-");
});
afterAll(() => folder.cleanup());

/** Writes an OpenAPI 3.0 description of `parts` (paths, components) to `name` in the test's folder. */
async function descriptionFile(name: string, parts: Record<string, unknown>): Promise<string> {
  const file = path.join(folder.path, name);
  await writeFile(file, JSON.stringify({ openapi: "3.0.3", info: { title: "t", version: "1" }, ...parts }));
  return file;
}

describe("unused code", () => {
  it("a description, a string or a property named like an unused helper does not keep it", async () => {
    // Helpers of form, multipart and text bodies, which a JSON-only client leaves out.
    const mentions = "multipartBody toFormData urlencodedBody textBody binaryBody";
    const mentioning = path.join(folder.path, "mentions.json");
    await writeFile(
      mentioning,
      JSON.stringify({
        openapi: "3.0.3",
        info: { title: `API of ${mentions}`, version: "1", description: mentions },
        paths: {
          "/items": {
            get: {
              operationId: "listItems",
              summary: `Lists items; ${mentions}`,
              description: mentions,
              parameters: [{ name: "kind", in: "query", schema: { enum: mentions.split(" ") } }],
              responses: {
                200: { description: mentions, content: json({ $ref: "#/components/schemas/Item" }) },
              },
            },
          },
        },
        components: {
          schemas: {
            Item: {
              description: mentions,
              type: "object",
              properties: {
                at: { type: "string", format: "date-time", description: mentions, default: mentions },
                // A property named like a helper declares a name; it does not use the helper.
                multipartBody: { type: "string" },
              },
            },
          },
        },
      }),
    );
    const files: Record<string, string> = {};
    for (const template of ["fetch", "axios", "ng2"] as const) {
      const result = await generateFiles({
        src: mentioning,
        template,
        out: path.join(folder.path, "mentions", template, "client.ts"),
      });
      for (const file of result.files)
        files[`mentions/${template}/${path.basename(file.path)}`] = file.content;
    }
    expect(files["mentions/fetch/client.ts"]).toContain("Lists items; multipartBody");
    expectCompiles(files, {
      extraCompilerOptions: { noUnusedLocals: true, noUnusedParameters: true, experimentalDecorators: true },
    });
  });

  it("a client class or hooks file holds only what its operations read: streams, secured and open calls, no queries", async () => {
    // Tag `streams`: an event stream only (ng1 and ng2 cannot read one, so those methods throw and send
    // nothing); `secured`: a bearer call; `open`: a POST without security, so no hook file has a query.
    const ticks = { "text/event-stream": { schema: { $ref: "#/components/schemas/Tick" } } };
    const description = await descriptionFile("what-is-read.json", {
      paths: {
        "/ticks": {
          post: {
            operationId: "watchTicks",
            tags: ["streams"],
            security: [{ token: [] }],
            responses: { 200: { description: "ok", content: ticks } },
          },
        },
        "/me": {
          put: {
            operationId: "updateMe",
            tags: ["secured"],
            security: [{ token: [] }],
            responses: { 204: { description: "ok" } },
          },
        },
        "/items": {
          post: {
            operationId: "addItem",
            tags: ["open"],
            responses: { 201: { description: "ok", content: json({ $ref: "#/components/schemas/Tick" }) } },
          },
        },
      },
      components: {
        securitySchemes: { token: { type: "http", scheme: "bearer" } },
        schemas: { Tick: { type: "object", properties: { at: { type: "string", format: "date-time" } } } },
      },
    });
    const files: Record<string, string> = {};
    const variants: [string, Omit<GenerateOptions, "src">][] = [
      ["ng1", { template: "ng1" }],
      ["ng2", { template: "ng2" }],
      ["tsq", { template: ["tsq", "axios"], validator: "zod" }],
      ["swr", { template: ["swr", "fetch"] }],
    ];
    for (const [label, options] of variants) {
      const out = path.join(folder.path, "what-is-read", label);
      const result = await generateFiles({
        src: description,
        ...options,
        out: path.join(out, "client.ts"),
        ...(label === "tsq" ? { hooksOut: path.join(out, "hooks.ts") } : {}),
      });
      for (const file of result.files)
        files[`what-is-read/${label}/${path.basename(file.path)}`] = file.content;
    }
    const ng2 = files["what-is-read/ng2/client.ts"] ?? "";
    // The streams service injects nothing; only the secured one reads credentials.
    expect(ng2.match(/#credentials = /g)).toHaveLength(1);
    expect(ng2.match(/#http = /g)).toHaveLength(2);
    // Mutations only: TanStack's query functions are not imported.
    const tanstackImport = /^import \{([^}]*)\} from '@tanstack\/react-query';$/m.exec(
      files["what-is-read/tsq/hooks.ts"] ?? "",
    );
    expect(tanstackImport?.[1]).toContain("mutationOptions");
    expect(tanstackImport?.[1]).not.toMatch(/\b(queryOptions|useQuery)\b/);
    expectCompiles(files, {
      extraCompilerOptions: { noUnusedLocals: true, noUnusedParameters: true, experimentalDecorators: true },
    });
  });

  it("a failure reviver that converts `default` only does not read the status, and names it `_status`", async () => {
    const problem = json({ type: "object", properties: { at: { type: "string", format: "date-time" } } });
    const description = await descriptionFile("default-failure.json", {
      paths: {
        "/a": {
          get: {
            operationId: "getA",
            responses: { 204: { description: "ok" }, default: { description: "e", content: problem } },
          },
        },
        "/b": {
          get: {
            operationId: "getB",
            responses: { 204: { description: "ok" }, default: { description: "e", content: problem } },
          },
        },
        "/c": {
          get: {
            operationId: "getC",
            responses: { 204: { description: "ok" }, 404: { description: "e", content: problem } },
          },
        },
      },
    });
    const result = await generateFiles({
      src: description,
      template: "fetch",
      out: path.join(folder.path, "default-failure", "client.ts"),
    });
    const client = result.files[0]?.content ?? "";
    // `getA` and `getB` share one reviver of `default` only; `getC` tests its status.
    expect(client).toContain("(_status: number, body: unknown)");
    expect(client).toContain("status === 404");
    expectCompiles({ "default-failure/client.ts": client });
  });
});
