/**
 * Request types as printed (named in plan/request-types.test.ts): each body argument's type declared like a
 * schema, each grouped query object's with one documented property per parameter, the object argument's
 * (`argumentStyle: "object"`) with one per parameter and the body, and the arguments typed by them exactly,
 * compiled.
 */
import { describe, expect, it } from "vitest";
import type { GenerateOptions } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { generateFromDocument } from "../support/generated-module.js";
import type { Json } from "../support/plan-of.js";
import { API } from "../support/request-type-api.js";

const GROUPED = { queryParamsSerialization: { queryParamsAsObject: true } };

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

  it("declares the object argument with a property per parameter by its name, and body typed by the body's type", async () => {
    const code = await generateFrom(API, { argumentStyle: "object" });
    expect(code).toContain(
      "export function issuesListForRepo(params: IssuesListForRepoParams, options?: CallOptions): Promise<void> {",
    );
    expect(code).toContain("export function create(params?: CreateParams, options?: CallOptions)");
    expect(code).toContain(
      "query: { state: params.state, labels: params.labels, per_page: params.per_page }",
    );
    expect(code).toContain("body: params?.body");
    expect(code).toContain(" * @param params.state Indicates the state of the issues to return.\n");
    expect(declarationOf(code, "IssuesListForRepoParams")).toBe(
      [
        "/** What `issuesListForRepo` takes, in one object: its parameters. */",
        "export interface IssuesListForRepoParams {",
        "    owner: string;",
        "    repo: string;",
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
    expect(declarationOf(code, "IssuesCreateParams")).toBe(
      [
        "/** What `issuesCreate` takes, in one object: its parameters and its body. */",
        "export interface IssuesCreateParams {",
        "    owner: string;",
        "    repo: string;",
        "    /** The issue to open. */",
        "    body: IssuesCreateBody2;",
        "}",
      ].join("\n"),
    );
    const check = [
      'import type * as Api from "./client.js";',
      "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
      "export const checks: true[] = [",
      "  true as Equal<Parameters<typeof Api.issuesCreate>[0], Api.IssuesCreateParams>,",
      "  true as Equal<Api.IssuesCreateParams['body'], Api.IssuesCreateBody2>,",
      "  true as Equal<Parameters<typeof Api.petsClient.create>[0], Api.CreateParams | undefined>,",
      "];",
    ].join("\n");
    expectCompiles({ "request-types-objects/client.ts": code, "request-types-objects/check.ts": check });
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
