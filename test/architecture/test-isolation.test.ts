/**
 * Test files share worker processes (vitest.config.ts), so a file that changes the process for good (installs
 * DOM globals, mocks a module, stubs a global or an environment variable through Vitest) must be one of the
 * files that run in a fresh process; otherwise a later file in the same worker sees the change and fails
 * or passes depending on the order the files happen to run in.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { ISOLATED_FILES } from "../../vitest.config.js";

/** `test/`, in whose folders the test files are (vitest.config.ts runs every `.test.ts` below it). */
const TEST_FOLDER = fileURLToPath(new URL("..", import.meta.url));
/** Changes that last for the rest of the process (`vi.mock` is hoisted and never undone by the file). */
const LASTING_CHANGES = /\b(?:installDom|vi\.mock|vi\.stubGlobal|vi\.stubEnv)\(/;
/** `vi.doMock` lasts unless the file undoes it. */
const changesForGood = (text: string) =>
  LASTING_CHANGES.test(text) || (/\bvi\.doMock\(/.test(text) && !/\bvi\.doUnmock\(/.test(text));

const testFiles = readdirSync(TEST_FOLDER, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `test/${name.split(path.sep).join("/")}`);

describe("test files that change their process run in one of their own", () => {
  it("every file that installs globals or mocks a module is isolated", () => {
    const changing = testFiles.filter((file) =>
      changesForGood(readFileSync(new URL(`../../${file}`, import.meta.url), "utf8")),
    );
    expect(changing.length).toBeGreaterThan(0);
    expect(changing.filter((file) => !ISOLATED_FILES.includes(file))).toEqual([]);
  });

  it("every isolated file exists", () => {
    expect(ISOLATED_FILES.filter((file) => !testFiles.includes(file))).toEqual([]);
  });
});
