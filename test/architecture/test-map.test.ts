/**
 * test/README.md maps every test file to what it proves: a file left off the map is a test the next
 * maintainer does not find, so each `test/<folder>/<name>.test.ts` must be named there by its path below `test/`
 * (the map says in which folder it is), in full or without `.test.ts`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const TEST_FOLDER = fileURLToPath(new URL("..", import.meta.url));

/** The test files whose path (`cli/cli-check.test.ts` or `cli/cli-check`) is in no code span of `map`. */
function filesOffTheMap(testFiles: readonly string[], map: string): string[] {
  const named = new Set([...map.matchAll(/`([^`\s]+)`/g)].map((match) => match[1]));
  return testFiles.filter((file) => !named.has(file) && !named.has(file.slice(0, -".test.ts".length)));
}

describe("The test map (test/README.md)", () => {
  it("names every test file", () => {
    const testFiles = readdirSync(TEST_FOLDER, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".test.ts") && !file.startsWith("_scratch"))
      .map((file) => file.split(path.sep).join("/"));
    const map = readFileSync(new URL("../README.md", import.meta.url), "utf8");
    expect(filesOffTheMap(testFiles, map)).toEqual([]);
  });

  it("counts a file as named only in a code span, in full or without .test.ts", () => {
    const map = "`a.test.ts` (one), `b` and c.test.ts in prose, `d.test.ts.bak`";
    expect(filesOffTheMap(["a.test.ts", "b.test.ts", "c.test.ts", "d.test.ts"], map)).toEqual([
      "c.test.ts",
      "d.test.ts",
    ]);
    // A file in a folder counts only by its path: not by its name alone, nor under another folder.
    const inFolders = "`x/a.test.ts` (one), `x/b`, `c.test.ts` without its folder, `y/d` in another";
    expect(filesOffTheMap(["x/a.test.ts", "x/b.test.ts", "x/c.test.ts", "x/d.test.ts"], inFolders)).toEqual([
      "x/c.test.ts",
      "x/d.test.ts",
    ]);
  });
});
