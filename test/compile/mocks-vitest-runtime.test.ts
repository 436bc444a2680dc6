/**
 * A generated vitest mock file replacing the client module the way its `clientModuleMock` comment says, in a
 * test file of its own run by a vitest of its own: `vi.mock` is hoisted above the test file's imports, so
 * only a separate run shows what a user's test gets. The code under test is imported before the mock file,
 * the order in which a factory reading the imported `clientModuleMock` fails (the binding is not yet
 * initialized when the code under test loads the client), and which the comment's factory survives by
 * importing the mock file itself.
 */
import { execFile } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { beforeAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { CODE_UNDER_TEST } from "../support/mock-user-code.js";

const ROOT = fileURLToPath(new URL("../../.tmp/mocks-vitest-runtime/", import.meta.url));
// The package's bin, found beside its package.json (its exports map does not list it).
const VITEST_BIN = path.join(
  path.dirname(createRequire(import.meta.url).resolve("vitest/package.json")),
  "vitest.mjs",
);

/**
 * The user's test file, kept as text beside the tests: it is run by the vitest this test starts, and its
 * `vi.mock` is not this file's (test/architecture/test-isolation.test.ts looks for such calls in test files).
 */
const REPLACE_TEST = readFileSync(
  new URL("../support/user-tests/replace-client.vitest.ts.txt", import.meta.url),
  "utf8",
);

/** What vitest's `json` reporter writes, as far as this test reads it. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; message: string }[];
}

describe("a generated vitest mock file replacing the client module in a user's test file", () => {
  let sources: Record<string, string> = {};

  beforeAll(async () => {
    rmSync(ROOT, { recursive: true, force: true });
    const result = await generateFiles({
      src: fixturePath("petstore.yaml"),
      template: "fetch",
      out: path.join(ROOT, "client.ts"),
      mocks: path.join(ROOT, "client-mocks.ts"),
      testingFramework: "vitest",
    });
    sources = Object.fromEntries(result.files.map((file) => [path.basename(file.path), file.content]));
    sources["component.ts"] = CODE_UNDER_TEST;
    sources["replace.test.ts"] = REPLACE_TEST;
  });

  it("says in the mock file how, in the words the test below runs", () => {
    // The factory of the comment's call, which the user's test file writes with its own paths.
    expect(sources["client-mocks.ts"]).toContain(
      "(path, async (actual) => ({ ...(await actual<object>()), ...(await import(mocksPath)).clientModuleMock }))`",
    );
  });

  it("type-checks and runs under vitest, the code under test imported first", async () => {
    expectCompiles(
      Object.fromEntries(Object.entries(sources).map(([file, code]) => [`vitest-project/${file}`, code])),
    );
    mkdirSync(ROOT, { recursive: true });
    for (const file of ["component.ts", "replace.test.ts"])
      writeFileSync(path.join(ROOT, file), sources[file] ?? "");
    // A config of its own, so that the repository's projects and include patterns do not apply.
    writeFileSync(path.join(ROOT, "vitest.config.mjs"), "export default {};\n");
    const reportFile = path.join(ROOT, "report.json");
    const outcome = await promisify(execFile)(
      process.execPath,
      [VITEST_BIN, "run", "--config", "vitest.config.mjs", "--reporter=json", `--outputFile=${reportFile}`],
      { cwd: ROOT },
    ).then(
      () => "passed",
      (error: { stderr?: string }) => error.stderr ?? String(error),
    );
    const report = JSON.parse(readFileSync(reportFile, "utf8")) as VitestReport;
    expect({
      outcome,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      files: report.testResults.map((file) => [file.status, file.message]),
    }).toEqual({ outcome: "passed", passed: 1, failed: 0, files: [["passed", ""]] });
  });
});
