/**
 * test/README.md maps every test file to what it proves: a file left off the map is a test the next
 * maintainer does not find, so each `test/*.test.ts` must be named there, in full or without `.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const TEST_FOLDER = fileURLToPath(new URL("..", import.meta.url));

/** The test files whose name (`cli-check.test.ts` or `cli-check`) is in no code span of `map`. */
function filesOffTheMap(testFiles: readonly string[], map: string): string[] {
  const named = new Set([...map.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]));
  return testFiles.filter((file) => !named.has(file) && !named.has(file.slice(0, -".test.ts".length)));
}

describe("The test map (test/README.md)", () => {
  it("names every test file", () => {
    const testFiles = readdirSync(TEST_FOLDER).filter((file) => file.endsWith(".test.ts"));
    const map = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(filesOffTheMap(testFiles, map)).toEqual([]);
  });

  it("counts a file as named only in a code span, in full or without .test.ts", () => {
    const map = "`a.test.ts` (one), `b` and c.test.ts in prose, `d.test.ts.bak`";
    expect(filesOffTheMap(["a.test.ts", "b.test.ts", "c.test.ts", "d.test.ts"], map)).toEqual([
      "c.test.ts",
      "d.test.ts",
    ]);
  });
});
