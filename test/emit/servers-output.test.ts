/**
 * The description's servers as every template prints them (the plan's decisions: plan/servers.test.ts): the
 * list with literal URLs, the variables' type, `serverUrl`, the example in the base URL's documentation and
 * error, and nothing of it where there are no servers.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate, generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";

const FIXTURE = "fixtures/clients/servers.yaml";

describe("emitting the servers", () => {
  it("exports the list with literal URLs and descriptions, the variables' type and serverUrl", async () => {
    const code = await generate({ src: path.resolve(FIXTURE), template: "fetch" });
    expect(code).toContain(`/**
 * The servers the description lists, in its order.
 *
 * A URL with \`{variables}\` is filled by \`serverUrl(index, variables)\`.
 */
export const servers = [
    {
        /** The local test server */
        url: 'http://127.0.0.1:{port}/{version}',
        variables: {
            port: { default: '8080' },
            version: { default: 'v1', enum: ['v1', 'v2'] }
        }
    },`);
    expect(code).toContain(`export interface ServerVariables {
    /** \`http://127.0.0.1:{port}/{version}\` */
    0: {`);
    expect(code).toContain("    1: Record<string, never>;");
    expect(code).toContain(
      "export function serverUrl<Index extends keyof ServerVariables>(index: Index, variables?: ServerVariables[Index]): string {",
    );
    expect(code).toContain(`/**
 * Point the client at the API before the first call:
 *
 * \`clientDefaults.baseUrl = serverUrl(0)\` ('http://127.0.0.1:8080/v1').
 */
export const clientDefaults: ClientDefaults = {`);
    expect(code).toContain(`serverExample: "serverUrl(0) ('http://127.0.0.1:8080/v1')"`);
  });

  it("gives Angular's templates the list but no server example: Angular resolves relative URLs itself", async () => {
    for (const template of ["ng1", "ng2"] as const) {
      const code = await generate({ src: path.resolve(FIXTURE), template });
      expect(code).toContain("export const servers = [");
      expect(code).not.toContain("serverExample: ");
    }
  });

  it("writes nothing about servers for a description without them", async () => {
    const code = await generate({ src: fixturePath("types/naming.yaml"), template: "fetch" });
    expect(code).not.toMatch(/export const servers|serverUrl|serverExample: |Point the client/);
  });

  it("writes types alone in schemas mode", async () => {
    const code = await generate({ src: path.resolve(FIXTURE), generationMode: "schemas" });
    expect(code).not.toMatch(/servers =|serverUrl/);
    expect(code).toContain("export interface ServerVariablesModel");
  });

  it("keeps the servers in the main file when the hooks have their own, and with a custom template", async () => {
    const { files } = await generateFiles({
      src: path.resolve(FIXTURE),
      template: ["tsq", "fetch"],
      out: "/virtual/servers/client.ts",
      hooksOut: "/virtual/servers/hooks.ts",
    });
    const [main, hooks] = files.map((file) => file.content);
    expect(main).toContain("export const servers = [");
    expect(hooks).not.toMatch(/api\.servers\b|serverUrl/);
    const custom = await generate({ src: path.resolve(FIXTURE), template: fixturePath("custom-template") });
    expect(custom).toContain("export function serverUrl<");
    expect(custom).toContain(`serverExample: "serverUrl(0) ('http://127.0.0.1:8080/v1')"`);
    expectCompiles({ "custom/servers.ts": custom });
  });
});
