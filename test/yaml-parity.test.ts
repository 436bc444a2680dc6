import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseYamlFast, parseYamlPrecisely } from "../src/load/parse-text.js";

const SPECS_ROOT = path.resolve(new URL("../../shared/specs/", import.meta.url).pathname);
const FIXTURES = path.resolve(new URL("../fixtures/", import.meta.url).pathname);

function yamlFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) return yamlFiles(full);
    return /\.ya?ml$/.test(entry) ? [full] : [];
  });
}

describe("the fast YAML path reads every document exactly like the precise one", () => {
  it("agrees on every YAML file of ../shared/specs and fixtures/ (or defers to the precise path)", () => {
    const files = [...yamlFiles(SPECS_ROOT), ...yamlFiles(FIXTURES)];
    expect(files.length).toBeGreaterThan(1000);
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
