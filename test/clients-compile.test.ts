import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { HttpClientName } from "../src/config/types.js";
import { generate, generateFiles } from "../src/index.js";
import { CLIENT_FIXTURES, CLIENT_VARIANTS } from "./support/client-matrix.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";

const TEMPLATES: HttpClientName[] = ["fetch", "axios", "xior", "ky", "ng1", "ng2"];

/** Every template × fixture × variant, compiled in one strict program against the real libraries. */
async function outputsFor(template: HttpClientName): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const fixture of CLIENT_FIXTURES) {
    for (const [variant, options] of CLIENT_VARIANTS) {
      const code = await generate({ src: fixturePath(fixture), template, ...options });
      files[`clients/${template}/${fixture.replace(/[/.]/g, "_")}/${variant}.ts`] = code;
    }
  }
  return files;
}

describe("generated clients compile in strict mode against the real libraries", () => {
  for (const template of TEMPLATES) {
    it(`${template}: every fixture × responseShape × query grouping × options`, async () => {
      expectCompiles(await outputsFor(template));
    });
  }
  it("ng1 and ng2 also compile with experimentalDecorators", async () => {
    const files = { ...(await outputsFor("ng1")), ...(await outputsFor("ng2")) };
    expectCompiles(files, { extraCompilerOptions: { experimentalDecorators: true } });
  });
});

describe("client setup files compile with their main file", () => {
  for (const template of TEMPLATES) {
    it(`${template}: the write-once setup scaffold`, async () => {
      const folder = path.join(os.tmpdir(), "typewright-setup-check");
      const result = await generateFiles({
        src: fixturePath("petstore.yaml"),
        template,
        out: path.join(folder, "api", "client.ts"),
        clientSetup: path.join(folder, "setup", "client-setup.ts"),
      }).catch((error: unknown) => error);
      if (result instanceof Error) throw result;
      const [main, setup] = (result as Awaited<ReturnType<typeof generateFiles>>).files;
      expect(setup?.content).toMatch(/from '\.\.\/api\/client\.js'|createKyConfig/);
      expectCompiles({
        "setup/api/client.ts": main?.content ?? "",
        "setup/setup/client-setup.ts": setup?.content ?? "",
      });
    });
  }
});
