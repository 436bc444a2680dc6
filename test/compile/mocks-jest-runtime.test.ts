/**
 * A generated jest mock file, used the way a jest 30 project uses it: a test file written against it is
 * type-checked under both type setups (`@jest/globals` only, and with @types/jest), then compiled to
 * JavaScript and run by the real jest, once as ES modules (where jest has no global `jest` at all) and once
 * as CommonJS (jest's default).
 *
 * TypeScript is compiled by `ts.transpileModule` (what ts-jest does with `isolatedModules`) rather than by a
 * jest transform: the check is already done by the compile above, and no transform package is needed.
 *
 * The mock file's `clientModuleMock` says how a test replaces the client module with it; both ways it names
 * are run: under ES modules (`jest.unstable_mockModule`), and under CommonJS as a JavaScript test file
 * through jest's default transform, babel-jest, which hoists `jest.mock` above the requires and refuses a
 * factory that names a variable not starting with `mock`. The TypeScript form of the CommonJS way is
 * type-checked; run without a hoisting transform it would mock too late, so it is not run.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { JEST_TYPE_SETUPS } from "../support/jest-setups.js";
import { CODE_UNDER_TEST } from "../support/mock-user-code.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
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

/** Replacing the client module under ES modules, as the mock file's `clientModuleMock` says. */
const ESM_REPLACE_TEST = `import { expect, it, jest } from '@jest/globals';
import { clientModuleMock } from './client-mocks.js';

const actual = await import('./client.js');
jest.unstable_mockModule('./client.js', () => ({ ...actual, ...clientModuleMock }));
const { loadPet, loadPetThroughGroup } = await import('./component.js');

it('stands one spy in for the operation and for its group method, keeping the rest of the module', async () => {
  clientModuleMock.showPetById.mockResolvedValue({ id: 1, name: 'Rex' });
  await expect(loadPet('1')).resolves.toEqual({ id: 1, name: 'Rex' });
  await expect(loadPetThroughGroup('2')).resolves.toEqual({ id: 1, name: 'Rex' });
  expect(clientModuleMock.showPetById.mock.calls).toEqual([['1'], ['2']]);
  expect((await import('./client.js')).clientDefaults).toBe(actual.clientDefaults);
});
`;

/** The CommonJS way in TypeScript (type-checked only: see the header). */
const CJS_REPLACE_TEST_TS = `import { expect, it, jest } from '@jest/globals';
import { clientModuleMock as mockClientModule } from './client-mocks.js';
import { loadPet } from './component.js';

jest.mock('./client.js', () => ({ ...jest.requireActual<object>('./client.js'), ...mockClientModule }));

it('stands a spy in for the operation', async () => {
  mockClientModule.showPetById.mockResolvedValue({ id: 1, name: 'Rex' });
  await expect(loadPet('1')).resolves.toEqual({ id: 1, name: 'Rex' });
});
`;

/**
 * The CommonJS way in JavaScript, run through babel-jest: \`jest.mock\` written after the requires, as jest
 * hoists it, and its factory naming the mocks under a \`mock\` name.
 */
const CJS_REPLACE_TEST_JS = `const { clientModuleMock: mockClientModule } = require('./client-mocks.js');
const { loadPet, loadPetThroughGroup } = require('./component.js');

jest.mock('./client.js', () => ({ ...jest.requireActual('./client.js'), ...mockClientModule }));

it('stands one spy in for the operation and for its group method, keeping the rest of the module', async () => {
  mockClientModule.showPetById.mockResolvedValue({ id: 1, name: 'Rex' });
  await expect(loadPet('1')).resolves.toEqual({ id: 1, name: 'Rex' });
  await expect(loadPetThroughGroup('2')).resolves.toEqual({ id: 1, name: 'Rex' });
  expect(mockClientModule.showPetById.mock.calls).toEqual([['1'], ['2']]);
  expect(require('./client.js').clientDefaults).toBe(jest.requireActual('./client.js').clientDefaults);
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
    sources["component.ts"] = CODE_UNDER_TEST;
    sources["replace.test.ts"] = ESM_REPLACE_TEST;
    sources["replace-cjs.test.ts"] = CJS_REPLACE_TEST_TS;
  });

  it("says in the mock file how to replace the client module the two ways run below", () => {
    const mocks = sources["client-mocks.ts"] ?? "";
    expect(mocks).toContain(
      "`jest.mock(path, () => ({ ...jest.requireActual<object>(path), ...mockClientModule }))`",
    );
    expect(mocks).toContain("imported as `mockClientModule`");
    expect(mocks).toContain("`jest.unstable_mockModule(path, () => ({ ...actual, ...clientModuleMock }))`");
  });

  for (const [name, setup] of JEST_TYPE_SETUPS) {
    it(`type-checks the mock file and a test using it with ${name}`, () => {
      expectCompiles(
        Object.fromEntries(Object.entries(sources).map(([file, code]) => [`jest-project/${file}`, code])),
        setup,
      );
    });
  }

  it("runs: the spies stand in for the client and the hooks, and replace the client module, as ES modules and as CommonJS", async () => {
    // The mock file imports the generated modules for their types only; the client and the code under test
    // are loaded only where a test replaces the client module and spreads the real one.
    const folders = [
      [
        "esm",
        ts.ModuleKind.ESNext,
        ["client-mocks.ts", "pets.test.ts", "client.ts", "component.ts", "replace.test.ts"],
      ],
      ["cjs", ts.ModuleKind.CommonJS, ["client-mocks.ts", "pets.test.ts"]],
      ["cjs-babel", ts.ModuleKind.CommonJS, ["client-mocks.ts", "client.ts", "component.ts"]],
    ] as const;
    for (const [folder, module, files] of folders) {
      mkdirSync(path.join(PROJECT, folder), { recursive: true });
      const type = module === ts.ModuleKind.ESNext ? "module" : "commonjs";
      writeFileSync(path.join(PROJECT, folder, "package.json"), JSON.stringify({ type }));
      for (const file of files) {
        const { outputText } = ts.transpileModule(sources[file] ?? "", {
          compilerOptions: { module, target: ts.ScriptTarget.ES2022, verbatimModuleSyntax: false },
        });
        writeFileSync(path.join(PROJECT, folder, file.replace(/\.ts$/, ".js")), outputText);
      }
    }
    writeFileSync(path.join(PROJECT, "cjs-babel", "replace.test.js"), CJS_REPLACE_TEST_JS);
    const config = {
      projects: [
        {
          rootDir: PROJECT,
          testMatch: ["<rootDir>/esm/*.test.js", "<rootDir>/cjs/*.test.js"],
          transform: {},
          cacheDirectory: path.join(ROOT, "cache"),
        },
        // jest's default transform (babel-jest with babel-preset-jest): what a JavaScript test file gets.
        {
          rootDir: PROJECT,
          testMatch: ["<rootDir>/cjs-babel/*.test.js"],
          cacheDirectory: path.join(ROOT, "cache"),
        },
      ],
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
      ["cjs-babel/replace.test.js", "passed", ""],
      ["cjs/pets.test.js", "passed", ""],
      ["esm/pets.test.js", "passed", ""],
      ["esm/replace.test.js", "passed", ""],
    ]);
    expect({ outcome, passed: report.numPassedTests, failed: report.numFailedTests }).toEqual({
      outcome: "passed",
      passed: 8,
      failed: 0,
    });
  });
});
