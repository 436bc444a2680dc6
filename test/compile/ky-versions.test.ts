/**
 * The ky client compiles against ky 2's types in clients-compile.test.ts; here the same outputs compile
 * against those of ky 1.7.4, the lowest supported, plus the `clientSetup` import (`createKyConfig()`) against both.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { moduleSpecifier } from "../../src/emit/module-specifier.js";
import { generate } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { KY_VERSIONS, pointKyImportAt } from "../support/ky-versions.js";
import { expectClientMatrixCompilesAgainst } from "../support/library-versions.js";
import { withTempDir } from "../support/temp-dir.js";

describe("ky clients compile against ky 1 as well as ky 2", () => {
  it("the `ky1` alias is ky 1.7.4, the lowest supported", () => {
    // ky's `exports` do not list its package.json: read the installed file.
    const manifest = new URL("../../node_modules/ky1/package.json", import.meta.url);
    expect((JSON.parse(readFileSync(manifest, "utf8")) as { version: string }).version).toBe("1.7.4");
  });

  it("ky 1: every fixture × responseShape × query grouping × options", async () => {
    await expectClientMatrixCompilesAgainst("ky", "ky", "ky1");
  });

  it("uses only what both versions have: no prefixUrl, prefix, searchParams or hooks", async () => {
    const code = await generate({ src: fixturePath("clients/everything.yaml"), template: "ky" });
    expect(code).not.toMatch(/\b(prefixUrl|prefix|searchParams|hooks)\b/);
    expect(code).toContain("import ky, { type KyInstance, type Options as KyOptions } from 'ky';");
  });
});

/** A setup file as a user would customise it, typed with the installed ky's `Options`. */
function setupFileFor(specifier: string): string {
  return [
    `import type { Options } from '${specifier}';`,
    "export function createKyConfig(): Options {",
    "  return { timeout: 5000, headers: { 'X-From-Setup': 'yes' } };",
    "}",
  ].join("\n");
}

describe("clientSetup: the main file initialises its ky instance with createKyConfig()", () => {
  it("imports the setup file relative to out, with a .js extension, and compiles with ky 1 and 2", async () => {
    const main = await withTempDir(async (dir) => {
      const { files } = await generate({
        src: fixturePath("petstore.yaml"),
        template: "ky",
        out: path.join(dir, "src", "api", "client.ts"),
        clientSetup: path.join(dir, "src", "ky-setup.ts"),
      });
      return files[0]?.content ?? "";
    });
    expect(main).toContain("import { createKyConfig } from '../ky-setup.js';");
    expect(main).toContain("export const http: KyInstance = ky.create(createKyConfig());");
    for (const { specifier } of KY_VERSIONS) {
      expectCompiles({
        [`setup/${specifier}/src/api/client.ts`]: pointKyImportAt(main, specifier),
        [`setup/${specifier}/src/ky-setup.ts`]: setupFileFor(specifier),
      });
    }
  });

  it("without clientSetup the instance is a plain ky.create()", async () => {
    const code = await generate({ src: fixturePath("petstore.yaml"), template: "ky" });
    expect(code).toContain("export const http: KyInstance = ky.create();");
    expect(code).not.toContain("createKyConfig");
  });
});

describe("moduleSpecifier", () => {
  const cases: [string, string, string, string][] = [
    ["same folder", "/p/src/client.ts", "/p/src/ky-setup.ts", "./ky-setup.js"],
    ["setup one folder up", "/p/src/api/client.ts", "/p/src/setup.ts", "../setup.js"],
    ["setup in a subfolder", "/p/src/client.ts", "/p/src/config/ky.ts", "./config/ky.js"],
    ["different branches", "/p/gen/api/client.ts", "/p/src/setup/ky.ts", "../../src/setup/ky.js"],
    [".tsx", "/p/client.ts", "/p/setup.tsx", "./setup.js"],
    [".mts keeps ESM", "/p/client.ts", "/p/setup.mts", "./setup.mjs"],
    [".cts", "/p/client.ts", "/p/setup.cts", "./setup.cjs"],
    ["already .js", "/p/client.ts", "/p/setup.js", "./setup.js"],
    ["no extension", "/p/client.ts", "/p/setup", "./setup.js"],
    ["dots in the name", "/p/client.ts", "/p/ky.setup.ts", "./ky.setup.js"],
    ["a folder named like ..x", "/p/client.ts", "/p/..x/setup.ts", "./..x/setup.js"],
  ];
  for (const [label, out, setup, expected] of cases) {
    it(`${label}: ${expected}`, () => {
      expect(moduleSpecifier(out, setup)).toBe(expected);
    });
  }
});
