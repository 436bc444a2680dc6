import os from "node:os";
import path from "node:path";
import { describe, expect, it, type Mock, vi } from "vitest";
import type { HttpClientName } from "../src/config/types.js";
import { generateFiles } from "../src/index.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";

const folder = path.join(os.tmpdir(), "typewright-mocks-check");

async function filesFor(options: Parameters<typeof generateFiles>[0]): Promise<Record<string, string>> {
  const result = await generateFiles(options);
  return Object.fromEntries(
    result.files.map((file) => [
      `mocks/${path.relative(folder, file.path).split(path.sep).join("/")}`,
      file.content,
    ]),
  );
}

describe("mock files", () => {
  const templates: HttpClientName[] = ["fetch", "axios", "xior", "ky", "ng1", "ng2"];
  for (const framework of ["vitest", "jest"] as const) {
    it(`${framework}: typed spies for every client method of every template compile with the client`, async () => {
      const files: Record<string, string> = {};
      for (const template of templates) {
        Object.assign(
          files,
          await filesFor({
            src: fixturePath("clients/everything.yaml"),
            template,
            out: path.join(folder, framework, template, "api", "client.ts"),
            mocks: path.join(folder, framework, template, "test", "client-mocks.ts"),
            testingFramework: framework,
          }),
        );
      }
      const mocks = Object.entries(files).filter(([name]) => name.endsWith("client-mocks.ts"));
      expect(mocks).toHaveLength(templates.length);
      for (const [, code] of mocks) {
        expect(code).toMatch(/from '\.\.\/api\/client\.js'/);
        expect(code).toMatch(framework === "vitest" ? /vi\.fn</ : /jest\.fn</);
        expect(code).toContain("getItemPart");
      }
      expectCompiles(files, { extraCompilerOptions: { experimentalDecorators: true } });
    });
  }

  it("stubs hooks too, importing them from the hooks file with hooksOut", async () => {
    const files = await filesFor({
      src: fixturePath("petstore.yaml"),
      template: ["tsq", "axios"],
      out: path.join(folder, "hooks", "client.ts"),
      hooksOut: path.join(folder, "hooks", "hooks.ts"),
      mocks: path.join(folder, "hooks", "mocks.ts"),
      testingFramework: "vitest",
    });
    const mocks = files["mocks/hooks/mocks.ts"] ?? "";
    expect(mocks).toContain("import type * as hooks from './hooks.js';");
    expect(mocks).toMatch(/useListPets: vi\.fn<typeof hooks\.pet\.queries\.useListPets>\(\)/);
    expect(mocks).toMatch(/listPets: vi\.fn<typeof api\.petClient\.listPets>\(\)/);
    expectCompiles(files);
  });
});

describe("a generated vitest mock file at runtime", () => {
  it("exports working vi.fn spies that stand in for the client", async () => {
    const root = path.resolve(new URL("../.tmp/mocks-runtime/", import.meta.url).pathname);
    await generateFiles({
      src: fixturePath("petstore.yaml"),
      template: "fetch",
      out: path.join(root, "client.ts"),
      mocks: path.join(root, "client-mocks.ts"),
      testingFramework: "vitest",
    });
    const mocks = (await import(path.join(root, "client-mocks.ts"))) as {
      petClientMock: Record<string, Mock<(limit?: number) => Promise<unknown>>>;
    };
    const listPets = mocks.petClientMock.listPets;
    expect(vi.isMockFunction(listPets)).toBe(true);
    listPets?.mockResolvedValue([{ id: 1, name: "Rex" }]);
    await expect(listPets?.(10)).resolves.toEqual([{ id: 1, name: "Rex" }]);
    expect(listPets).toHaveBeenCalledWith(10);
  });
});
