import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseYamlFast, parseYamlPrecisely } from "../../src/load/parse-text.js";

const FIXTURES = path.resolve(fileURLToPath(new URL("../../fixtures/", import.meta.url)));
/** The corpus of real public descriptions, inside fixtures/ (see its README.md). */
const SPECS_ROOT = path.resolve(fileURLToPath(new URL("../../fixtures/specs/", import.meta.url)));

/** The YAML files under `folder`, leaving out the folders in `skip`. */
function yamlFiles(folder: string, skip: readonly string[] = []): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return skip.includes(full) ? [] : yamlFiles(full, skip);
    return /\.ya?ml$/.test(entry) ? [full] : [];
  });
}

describe("the fast YAML path reads every document exactly like the precise one", () => {
  it("agrees on every YAML file of fixtures/specs and the rest of fixtures/ (or defers to the precise path)", () => {
    const corpus = yamlFiles(SPECS_ROOT);
    // The corpus lies inside fixtures/: the walk over fixtures/ leaves it out so no file is read twice.
    const files = [...corpus, ...yamlFiles(FIXTURES, [SPECS_ROOT])];
    expect(new Set(files).size).toBe(files.length);
    expect(corpus.length).toBeGreaterThan(1000);
    expect(files.length).toBeGreaterThan(1000);
    expect(files.length).toBeGreaterThan(corpus.length);
    let fast = 0;
    for (const file of files) {
      const text = readFileSync(file, "utf8").replace(/^\uFEFF/, "");
      const quick = parseYamlFast(text);
      if (!quick) continue;
      fast++;
      let precise: unknown;
      try {
        precise = parseYamlPrecisely(text, { display: file, file, extension: ".yaml" }).value;
      } catch {
        throw new Error(`${file}: the fast path accepted a document the precise path rejects`);
      }
      expect(quick.value, file).toEqual(precise);
    }
    // Most real documents take the fast path.
    expect(fast).toBeGreaterThan(files.length / 2);
  });
});
