/**
 * A generated jest mock file, used the way a jest 30 project uses it: a test file written against it is
 * type-checked under both type setups (`@jest/globals` only, and with @types/jest), then compiled to
 * JavaScript and run by the real jest, once as ES modules (where jest has no global `jest` at all) and once
 * as CommonJS (jest's default).
 *
 * TypeScript is compiled by `ts.transpileModule` (what ts-jest does with `isolatedModules`) rather than by a
 * jest transform: the check is already done by the compile above, and no transform package is needed.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../src/index.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath } from "./support/generated-module.js";
import { JEST_TYPE_SETUPS } from "./support/jest-setups.js";

const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));
const ROOT = path.join(REPO_ROOT, ".tmp", "mocks-jest-runtime");
const PROJECT = path.join(ROOT, "project");
const JEST_BIN = createRequire(import.meta.url).resolve("jest/bin/jest");

/** A user's test of a component that calls the client and a hook, with the generated spies standing in. */
const USER_TEST = `import { describe, expect, it, jest } from '@jest/globals';
import { petClientMock, petMock } from './client-mocks.js';
import type * as hooks from './hooks.js';

describe('the generated jest mock file', () => {
  it('gives client spies that resolve and reject what they are told', async () => {
    expect(jest.isMockFunction(petClientMock.listPets)).toBe(true);
    petClientMock.listPets.mockResolvedValue([{ id: 1, name: 'Rex' }]);
    await expect(petClientMock.listPets(10)).resolves.toEqual([{ id: 1, name: 'Rex' }]);
    expect(petClientMock.listPets).toHaveBeenCalledWith(10);
    petClientMock.showPetById.mockRejectedValueOnce(new Error('gone'));
    await expect(petClientMock.showPetById('7')).rejects.toThrow('gone');
  });

  it('gives hook spies that return what they are told', () => {
    const result = { data: [{ id: 2, name: 'Tom' }] } as unknown as ReturnType<typeof hooks.pet.queries.useListPets>;
    petMock.queries.useListPets.mockReturnValue(result);
    expect(petMock.queries.useListPets(5)).toBe(result);
    expect(petMock.queries.useListPets).toHaveBeenCalledTimes(1);
  });

  it('types its spies like the client', () => {
    // @ts-expect-error listPets resolves to pets, not to a string
    petClientMock.listPets.mockResolvedValue('Rex');
    // @ts-expect-error showPetById takes the id as a string
    void petClientMock.showPetById(7);
  });
});
`;

/** What jest's `--json` report says, as far as these tests read it. */
interface JestReport {
  success: boolean;
  numPassedTests: number;
  numFailedTests: number;
  testResults: { name: string; status: string; message: string }[];
}

describe("a generated jest mock file under jest 30", () => {
  let sources: Record<string, string> = {};

  beforeAll(async () => {
    rmSync(ROOT, { recursive: true, force: true });
    const result = await generateFiles({
      src: fixturePath("petstore.yaml"),
      template: ["tsq", "fetch"],
      out: path.join(PROJECT, "src", "client.ts"),
      hooksOut: path.join(PROJECT, "src", "hooks.ts"),
      mocks: path.join(PROJECT, "src", "client-mocks.ts"),
      testingFramework: "jest",
    });
    sources = Object.fromEntries(result.files.map((file) => [path.basename(file.path), file.content]));
    sources["pets.test.ts"] = USER_TEST;
  });

  for (const [name, setup] of JEST_TYPE_SETUPS) {
    it(`type-checks the mock file and a test using it with ${name}`, () => {
      expectCompiles(
        Object.fromEntries(Object.entries(sources).map(([file, code]) => [`jest-project/${file}`, code])),
        setup,
      );
    });
  }

  it("runs: the spies stand in for the client and the hooks, as ES modules and as CommonJS", async () => {
    // The mock file imports the generated modules for their types only, so it and the test are all jest loads.
    for (const [folder, module, type] of [
      ["esm", ts.ModuleKind.ESNext, "module"],
      ["cjs", ts.ModuleKind.CommonJS, "commonjs"],
    ] as const) {
      mkdirSync(path.join(PROJECT, folder), { recursive: true });
      writeFileSync(path.join(PROJECT, folder, "package.json"), JSON.stringify({ type }));
      for (const file of ["client-mocks.ts", "pets.test.ts"]) {
        const { outputText } = ts.transpileModule(sources[file] ?? "", {
          compilerOptions: { module, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
        });
        writeFileSync(path.join(PROJECT, folder, file.replace(/\.ts$/, ".js")), outputText);
      }
    }
    const config = {
      rootDir: PROJECT,
      testMatch: ["<rootDir>/esm/*.test.js", "<rootDir>/cjs/*.test.js"],
      transform: {},
      cacheDirectory: path.join(ROOT, "cache"),
    };
    writeFileSync(path.join(PROJECT, "jest.config.json"), JSON.stringify(config));
    const reportFile = path.join(ROOT, "report.json");
    // Jest runs ES modules only behind this flag (https://jestjs.io/docs/ecmascript-modules).
    const run = promisify(execFile)(
      process.execPath,
      [
        "--experimental-vm-modules",
        JEST_BIN,
        "--config",
        path.join(PROJECT, "jest.config.json"),
        "--ci",
        "--watchman=false",
        "--json",
        `--outputFile=${reportFile}`,
      ],
      { cwd: PROJECT },
    );
    const outcome = await run.then(
      () => "passed",
      (error: { stderr?: string }) => error.stderr ?? String(error),
    );
    const report = JSON.parse(readFileSync(reportFile, "utf8")) as JestReport;
    const files = report.testResults.map((file) => [
      path.relative(PROJECT, file.name),
      file.status,
      file.message,
    ]);
    expect(files.sort()).toEqual([
      ["cjs/pets.test.js", "passed", ""],
      ["esm/pets.test.js", "passed", ""],
    ]);
    expect({ outcome, passed: report.numPassedTests, failed: report.numFailedTests }).toEqual({
      outcome: "passed",
      passed: 6,
      failed: 0,
    });
  });
});
