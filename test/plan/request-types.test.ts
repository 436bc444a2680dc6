/**
 * Request types with names (plan/plan-request-types.ts, emit/operations/request-types.ts): each body argument's
 * type is exported as `<Operation>Body` and each grouped query object's as `<Operation>Query`; the arguments
 * name them. Names are claimed after every name that existed before them, by the scope's numbering.
 * The type pins are in type-tests/request-types.test-d.ts; the compile proofs of every template in the
 * client and hook matrices and the golden files.
 */
import { describe, expect, it } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import type { PlannedArgument } from "../../src/plan/operation-plan-types.js";
import { expectCompiles } from "../support/compile.js";
import { generateFromDocument } from "../support/generated-module.js";
import { describeApi, type Json, operation, planOf } from "../support/plan-of.js";

const ok = { "204": { description: "done" } };
const json = (schema: Json) => ({ "application/json": { schema } });
const query = (name: string, fields: Json = {}) => ({
  name,
  in: "query",
  schema: { type: "string" },
  ...fields,
});
const pathParameter = (name: string) => ({ name, in: "path", required: true, schema: { type: "string" } });

/** GitHub-like issues, two `create` methods in two groups, a body named like a runtime type, a colliding schema. */
const API = describeApi(
  {
    "/repos/{owner}/{repo}/issues": {
      parameters: [pathParameter("owner"), pathParameter("repo")],
      get: {
        tags: ["issues"],
        operationId: "issues/list-for-repo",
        parameters: [
          query("state", {
            description: "Indicates the state of the issues to return.",
            schema: { type: "string", enum: ["open", "closed"], default: "open" },
          }),
          query("labels", { description: "Label names, comma separated.", deprecated: true }),
          query("per_page", { schema: { type: "integer" } }),
        ],
        responses: ok,
      },
      post: {
        tags: ["issues"],
        operationId: "issues/create",
        requestBody: {
          required: true,
          description: "The issue to open.",
          content: json({
            type: "object",
            required: ["title"],
            properties: { title: { type: "string", description: "The title of the issue." } },
          }),
        },
        // The schema named like the body is declared: the response names it.
        responses: {
          "201": { description: "created", content: json({ $ref: "#/components/schemas/IssuesCreateBody" }) },
        },
      },
    },
    "/pets": {
      post: {
        tags: ["pets"],
        operationId: "create",
        requestBody: { content: json({ $ref: "#/components/schemas/Pet" }) },
        responses: ok,
      },
    },
    "/photos": {
      post: {
        tags: ["photos"],
        operationId: "create",
        requestBody: { required: true, content: { "image/png": { schema: { type: "string" } } } },
        responses: ok,
      },
    },
    "/encoded": {
      post: {
        operationId: "encodedRequest",
        requestBody: { required: true, content: { "text/plain": { schema: { type: "string" } } } },
        responses: ok,
      },
    },
  },
  {
    IssuesCreateBody: { type: "object", properties: { legacy: { type: "boolean" } } },
    Pet: { type: "object", description: "A pet.", properties: { name: { type: "string" } } },
  },
);

const GROUPED = { queryParamsSerialization: { queryParamsAsObject: true } };

function requestTypeNames(planned: { arguments: PlannedArgument[] }): string[] {
  return planned.arguments.flatMap((argument) => (argument.kind === "parameter" ? [] : [argument.typeName]));
}

function generateFrom(document: Json, options: Omit<GenerateOptions, "src" | "out">): Promise<string> {
  return generateFromDocument(document, { template: "fetch", ...options });
}

/** The text of the top-level declaration of `name`, with its JSDoc, up to the blank line after it. */
function declarationOf(code: string, name: string): string {
  const match = new RegExp(
    `(?:/\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n)?export (?:interface|type) ${name}\\b[\\s\\S]*?\\n(?:\\n|(?![\\s\\S]))`,
  ).exec(code);
  if (!match) throw new Error(`no declaration of ${name}`);
  return match[0].trim();
}

describe("plan: the names of request types", () => {
  it("names the body `<Operation>Body` and the grouped query `<Operation>Query` after the method", async () => {
    const plan = await planOf(API, GROUPED);
    expect(requestTypeNames(operation(plan, "issuesListForRepo"))).toEqual(["IssuesListForRepoQuery"]);
    // The planned body is the body argument itself.
    const create = operation(plan, "issuesCreate");
    expect(create.arguments.find((argument) => argument.kind === "body")).toBe(create.body);
  });

  it("names no query type where the query is not grouped", async () => {
    const ungrouped = await planOf(API);
    expect(requestTypeNames(operation(ungrouped, "issuesListForRepo"))).toEqual([]);
    // A threshold groups only operations with more query parameters than it.
    const threshold = await planOf(API, { queryParamsSerialization: { queryParamsAsObject: 3 } });
    expect(requestTypeNames(operation(threshold, "issuesListForRepo"))).toEqual([]);
    const below = await planOf(API, { queryParamsSerialization: { queryParamsAsObject: 2 } });
    expect(requestTypeNames(operation(below, "issuesListForRepo"))).toEqual(["IssuesListForRepoQuery"]);
  });

  it("numbers a name already taken, as every name of the scope: a schema, a runtime type, an earlier group's", async () => {
    const plan = await planOf(API, GROUPED);
    // The schema keeps its name: request types are claimed after every type.
    expect(plan.typeNames.get("#/components/schemas/IssuesCreateBody")).toBe("IssuesCreateBody");
    expect(operation(plan, "issuesCreate").body?.typeName).toBe("IssuesCreateBody2");
    // The runtime's own `EncodedRequestBody` (request-parts.ts) is the module's name.
    expect(plan.runtime.declaredNames).toContain("EncodedRequestBody");
    expect(operation(plan, "encodedRequest").body?.typeName).toBe("EncodedRequestBody2");
    // Two groups' `create`: in group order.
    const creates = plan.groups.flatMap((group) =>
      group.operations.filter((planned) => planned.methodName === "create"),
    );
    expect(creates.map((planned) => planned.body?.typeName)).toEqual(["CreateBody", "CreateBody2"]);
  });

  it("leaves every name claimed before them as it is: the failure unions, the clients, the functions", async () => {
    const failing = { "404": { description: "missing", content: json({ type: "string" }) } };
    const document = describeApi({
      "/a": {
        post: {
          tags: ["a"],
          operationId: "send",
          requestBody: { content: json({ type: "object" }) },
          responses: { ...ok, ...failing },
        },
      },
    });
    const plan = await planOf(document);
    const planned = operation(plan, "send");
    expect(planned.failures?.typeName).toBe("SendError");
    expect(planned.functionName).toBe("send");
    expect(plan.groups.map((group) => group.clientName)).toEqual(["aClient"]);
    expect(planned.body?.typeName).toBe("SendBody");
  });

  it("are not planned in schemas mode, which has no operations", async () => {
    const plan = await planOf(API, { ...GROUPED, generationMode: "schemas" });
    expect(plan.groups).toEqual([]);
    const code = await generateFrom(API, { ...GROUPED, generationMode: "schemas" });
    const declared = [...code.matchAll(/^export (?:interface|type) (\w+)/gm)].map((match) => match[1]);
    expect(declared).toEqual(["IssuesCreateBody", "Pet"]);
  });
});

describe("emit: the declarations of request types", () => {
  it("declares the body like a schema, documented by the request body's description, its properties by theirs", async () => {
    const code = await generateFrom(API, GROUPED);
    expect(code).toContain("issuesCreate(owner: string, repo: string, body: IssuesCreateBody2, ");
    expect(declarationOf(code, "IssuesCreateBody2")).toBe(
      [
        "/** The issue to open. */",
        "export interface IssuesCreateBody2 {",
        "    /** The title of the issue. */",
        "    title: string;",
        "}",
      ].join("\n"),
    );
  });

  it("declares the grouped query with one documented property per parameter, by wire name", async () => {
    const code = await generateFrom(API, GROUPED);
    expect(code).toContain("issuesListForRepo(owner: string, repo: string, query?: IssuesListForRepoQuery, ");
    expect(declarationOf(code, "IssuesListForRepoQuery")).toBe(
      [
        "/** The query parameters of `issuesListForRepo`. */",
        "export interface IssuesListForRepoQuery {",
        "    /**",
        "     * Indicates the state of the issues to return.",
        '     * @default "open"',
        "     */",
        "    state?: 'open' | 'closed';",
        "    /**",
        "     * Label names, comma separated.",
        "     * @deprecated",
        "     */",
        "    labels?: string;",
        "    per_page?: number;",
        "}",
      ].join("\n"),
    );
  });

  it("declares a body that is a named schema as an alias, and a body of bytes or text by what goes on the wire", async () => {
    const code = await generateFrom(API, GROUPED);
    expect(code).toContain("export function create(body?: CreateBody, ");
    expect(declarationOf(code, "CreateBody")).toBe(
      "/** The request body of `create`. */\nexport type CreateBody = Pet;",
    );
    expect(declarationOf(code, "CreateBody2")).toBe(
      "/** The request body of `create`. */\nexport type CreateBody2 = Blob | ArrayBuffer | Uint8Array | string;",
    );
    expect(declarationOf(code, "EncodedRequestBody2")).toBe(
      "/** The request body of `encodedRequest`. */\nexport type EncodedRequestBody2 = string;",
    );
  });

  it("declares type aliases where schemaDeclarationStyle says type", async () => {
    const code = await generateFrom(API, { ...GROUPED, schemaDeclarationStyle: "type" });
    expect(code).toContain("export type IssuesListForRepoQuery = {");
    expect(code).toContain("export type IssuesCreateBody2 = {");
  });

  it("compiles, and each argument's type is exactly its request type", async () => {
    const code = await generateFrom(API, GROUPED);
    const check = [
      'import type * as Api from "./client.js";',
      "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
      "export const checks: true[] = [",
      "  true as Equal<Parameters<typeof Api.issuesClient.issuesCreate>[2], Api.IssuesCreateBody2>,",
      "  true as Equal<Parameters<typeof Api.issuesClient.issuesListForRepo>[2], Api.IssuesListForRepoQuery | undefined>,",
      "  true as Equal<Parameters<typeof Api.petsClient.create>[0], Api.Pet | undefined>,",
      "];",
      // The schema of the same name is another type.
      "// @ts-expect-error: `legacy` is the schema's, not the body's",
      "export const body: Api.IssuesCreateBody2 = { title: 'x', legacy: true };",
    ].join("\n");
    expectCompiles({ "request-types/client.ts": code, "request-types/check.ts": check });
  });
});
