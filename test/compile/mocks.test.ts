import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it, type Mock, vi } from "vitest";
import type { HttpClientName } from "../../src/config/types.js";
import { generateFiles } from "../../src/index.js";
import {
  type CompileOptions,
  compileInMemory,
  expectCompiles,
  ISOLATED_DECLARATIONS,
} from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { JEST_TYPE_SETUPS, withCompilerOptions } from "../support/jest-setups.js";

const folder = path.join(os.tmpdir(), "typewright-mocks-check");

/** The setups a framework's mock file is proven under: vitest's one, jest's two. */
function typeSetups(framework: "vitest" | "jest"): readonly [string, CompileOptions][] {
  return framework === "vitest" ? [["vitest", {}]] : JEST_TYPE_SETUPS;
}

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
      // The paging fixture: its operations' walkers (`listCursorThingsItems`) are stubbed beside them.
      const fixtures = { everything: "getItemPart", paging: "listCursorThingsItems" };
      for (const template of templates) {
        for (const fixture of Object.keys(fixtures)) {
          Object.assign(
            files,
            await filesFor({
              src: fixturePath(`clients/${fixture}.yaml`),
              template,
              out: path.join(folder, framework, template, fixture, "api", "client.ts"),
              mocks: path.join(folder, framework, template, fixture, "test", "client-mocks.ts"),
              testingFramework: framework,
            }),
          );
        }
      }
      const mocks = Object.entries(files).filter(([name]) => name.endsWith("client-mocks.ts"));
      expect(mocks).toHaveLength(templates.length * 2);
      for (const [name, code] of mocks) {
        expect(code).toMatch(/from '\.\.\/api\/client\.js'/);
        expect(code).toMatch(framework === "vitest" ? /vi\.fn</ : /jest\.fn</);
        expect(code).toContain(name.includes("/paging/") ? fixtures.paging : fixtures.everything);
      }
      // With a library's declaration build too: every stub's type is written out (isolatedDeclarations).
      for (const [, setup] of typeSetups(framework)) {
        expectCompiles(
          files,
          withCompilerOptions(setup, { experimentalDecorators: true, ...ISOLATED_DECLARATIONS }),
        );
      }
    });
  }

  for (const framework of ["vitest", "jest"] as const) {
    for (const hooksOut of [true, false]) {
      it(`${framework}: stubs hooks too, ${hooksOut ? "importing them from the hooks file with hooksOut" : "from the single file"}`, async () => {
        const files = await filesFor({
          src: fixturePath("petstore.yaml"),
          template: ["tsq", "axios"],
          out: path.join(folder, "hooks", "client.ts"),
          ...(hooksOut ? { hooksOut: path.join(folder, "hooks", "hooks.ts") } : {}),
          mocks: path.join(folder, "hooks", "mocks.ts"),
          testingFramework: framework,
        });
        const mocks = files["mocks/hooks/mocks.ts"] ?? "";
        const spy = framework === "vitest" ? "vi\\.fn" : "jest\\.fn";
        const hooksModule = hooksOut ? "hooks" : "api";
        expect(mocks.includes("import type * as hooks from './hooks.js';")).toBe(hooksOut);
        expect(mocks).toMatch(
          new RegExp(`useListPets: ${spy}<typeof ${hooksModule}\\.pet\\.queries\\.useListPets>\\(\\)`),
        );
        expect(mocks).toMatch(
          new RegExp(`useCreatePet: ${spy}<typeof ${hooksModule}\\.pet\\.mutations\\.useCreatePet>`),
        );
        expect(mocks).toMatch(new RegExp(`listPets: ${spy}<typeof api\\.petClient\\.listPets>\\(\\)`));
        // The options factories are part of the namespace, so a stand-in namespace has them too.
        expect(mocks).toMatch(
          new RegExp(`listPets: ${spy}<typeof ${hooksModule}\\.pet\\.queryOptions\\.listPets>\\(\\)`),
        );
        expect(mocks).toMatch(
          new RegExp(`createPet: ${spy}<typeof ${hooksModule}\\.pet\\.mutationOptions\\.createPet>\\(\\)`),
        );
        expect(mocks).toContain("listPetsQueryOptions: petMock.queryOptions.listPets,");
        expect(mocks).toContain("createPetMutationOptions: petMock.mutationOptions.createPet,");
        for (const [, setup] of typeSetups(framework)) {
          expectCompiles(files, setup);
          // The hooks and their stubs in a library's declaration build too.
          expectCompiles(files, withCompilerOptions(setup, ISOLATED_DECLARATIONS));
        }
      });
    }
  }
});

describe("the jest mock file's imports", () => {
  it("takes jest from @jest/globals, never from the global @types/jest declares", async () => {
    const files = await filesFor({
      src: fixturePath("petstore.yaml"),
      template: "fetch",
      out: path.join(folder, "jest-imports", "client.ts"),
      mocks: path.join(folder, "jest-imports", "mocks.ts"),
      testingFramework: "jest",
    });
    const mocks = files["mocks/jest-imports/mocks.ts"] ?? "";
    expect(mocks).toContain("import { jest } from '@jest/globals';");
    expect(mocks).not.toContain("reference types");
  });

  it("is proven under two setups that differ: only with @types/jest is there a global jest", () => {
    // What the mock file used to rely on: it must fail without @types/jest, or the first setup proves nothing.
    const usesTheGlobal = {
      "global.ts":
        '/// <reference types="jest" />\nexport const spy: jest.Mock<number, []> = jest.fn(() => 1);\n',
    };
    const [[, globalsOnly], [, withTypesJest]] = JEST_TYPE_SETUPS as [
      [string, CompileOptions],
      [string, CompileOptions],
    ];
    expect(compileInMemory(usesTheGlobal, globalsOnly).diagnostics.join("\n")).toMatch(
      /Cannot find name 'jest'/,
    );
    expect(compileInMemory(usesTheGlobal, withTypesJest).diagnostics).toEqual([]);
  });

  it("is proven under jest 29's own types too: its setup reads jest 29's `@jest/globals`", () => {
    // `jest.unstable_unmockModule` came with jest 30: the jest 29 setup must not know it.
    const usesJest30 = {
      "newer.ts": "import { jest } from '@jest/globals';\njest.unstable_unmockModule('./client.js');\n",
    };
    const jest29 = JEST_TYPE_SETUPS.find(([name]) => name.startsWith("jest 29"))?.[1];
    expect(jest29).toBeDefined();
    expect(compileInMemory(usesJest30, jest29).diagnostics.join("\n")).toMatch(/unstable_unmockModule/);
    expect(compileInMemory(usesJest30, JEST_TYPE_SETUPS[0]?.[1]).diagnostics).toEqual([]);
  });
});

/** petstore's fetch client and its vitest mock file, `client.ts` and `client-mocks.ts` in `root`. */
async function generatePetstoreWithMocks(root: string): Promise<void> {
  await generateFiles({
    src: fixturePath("petstore.yaml"),
    template: "fetch",
    out: path.join(root, "client.ts"),
    mocks: path.join(root, "client-mocks.ts"),
    testingFramework: "vitest",
  });
}

describe("a generated vitest mock file at runtime", () => {
  it("exports working vi.fn spies that stand in for the client", async () => {
    const root = path.resolve(new URL("../../.tmp/mocks-runtime/", import.meta.url).pathname);
    await generatePetstoreWithMocks(root);
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

describe("a generated vitest mock file replacing the client module", () => {
  it("stands in for an operation imported on its own and for its group's method with one spy", async () => {
    const root = path.resolve(new URL("../../.tmp/mocks-module/", import.meta.url).pathname);
    await generatePetstoreWithMocks(root);
    await writeFile(
      path.join(root, "consumer.ts"),
      [
        "import { listPets, petClient } from './client.js';",
        "export const viaFunction = () => listPets(5);",
        "export const viaGroup = () => petClient.listPets(6);",
        "",
      ].join("\n"),
    );
    const mocks = (await import(path.join(root, "client-mocks.ts"))) as {
      clientModuleMock: Record<string, unknown> & { listPets: Mock<(limit?: number) => Promise<unknown>> };
      petClientMock: { listPets: Mock<(limit?: number) => Promise<unknown>> };
    };
    expect(mocks.clientModuleMock.petClient).toBe(mocks.petClientMock);
    expect(mocks.clientModuleMock.listPets).toBe(mocks.petClientMock.listPets);
    const clientModule = path.join(root, "client.ts");
    vi.doMock(clientModule, async (actual) => ({
      ...(await actual<Record<string, unknown>>()),
      ...mocks.clientModuleMock,
    }));
    try {
      const consumer = (await import(path.join(root, "consumer.ts"))) as {
        viaFunction(): Promise<unknown>;
        viaGroup(): Promise<unknown>;
      };
      mocks.clientModuleMock.listPets.mockResolvedValue([{ id: 1, name: "Rex" }]);
      await expect(consumer.viaFunction()).resolves.toEqual([{ id: 1, name: "Rex" }]);
      await expect(consumer.viaGroup()).resolves.toEqual([{ id: 1, name: "Rex" }]);
      expect(mocks.petClientMock.listPets.mock.calls).toEqual([[5], [6]]);
    } finally {
      vi.doUnmock(clientModule);
    }
  });
});
