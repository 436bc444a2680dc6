/**
 * The folder of a `split: "tags"` output as a set, and the hooks' folder beside it: a generated file a run no
 * longer produces (its tag left out) is removed, any other file in the folder is kept untouched, and `--check`
 * reports such a file as stale.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { check, type GenerateOptions, generateFiles } from "../../src/index.js";
import { checkLines } from "../../src/jobs/report.js";
import { fixturePath } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

const SRC = fixturePath("petstore.yaml");

/** The names a file declares exported (`export const x`, `export interface X`, ...). */
function declaredExports(text: string): Set<string> {
  const declared =
    /^export (?:declare )?(?:async )?(?:function\*?|const|let|class|interface|type|enum) ([\w$]+)/gm;
  return new Set([...text.matchAll(declared)].map((match) => match[1] as string));
}

/** The names an index re-exports (`export { a, type B } from './pet.js'`). */
function reExports(text: string): Set<string> {
  return new Set(
    [...text.matchAll(/export \{([^}]*)\}/g)]
      .flatMap((match) => (match[1] ?? "").split(","))
      .map((entry) => entry.trim().replace(/^type /, ""))
      .filter((name) => name !== ""),
  );
}

describe('split: "tags" writes and checks a folder of files', () => {
  it("writes a file per tag group, the types, the runtime and an index", async () => {
    await withTempDir(async (folder) => {
      const result = await generateFiles({ src: SRC, out: folder, split: "tags", template: "fetch" });
      const names = result.written.map((file) => path.relative(folder, file)).sort();
      expect(names).toEqual(["index.ts", "pet.ts", "runtime.ts", "store.ts", "types.ts"]);
      expect(result.leftOver).toEqual([]);
    });
  });

  it("exports from its index exactly the names the single file exports, not the helpers its files share", async () => {
    await withTempDir(async (folder) => {
      const single = path.join(folder, "single.ts");
      await generateFiles({ src: SRC, out: single, template: "fetch" });
      const split = path.join(folder, "split");
      await generateFiles({ src: SRC, out: split, split: "tags", template: "fetch" });
      const singleNames = declaredExports(readFileSync(single, "utf8"));
      expect(singleNames).toContain("showPetById");
      expect(reExports(readFileSync(path.join(split, "index.ts"), "utf8"))).toEqual(singleNames);
      expect(readFileSync(path.join(split, "runtime.ts"), "utf8")).toMatch(/export \{[^}]*\bsendRequest\b/);
    });
  });

  // The paging fixture's hooks use the infinite-query types and helpers, which the petstore's leave out.
  for (const fixture of ["petstore.yaml", "clients/paging.yaml"]) {
    it(`splits the hooks as the client: a file per group beside the client's, exporting the single hooks file's names (${fixture})`, async () => {
      await withTempDir(async (folder) => {
        const src = fixturePath(fixture);
        const template: [string, string] = ["tsq", "fetch"];
        await generateFiles({
          src,
          out: path.join(folder, "client.ts"),
          hooksOut: path.join(folder, "hooks.ts"),
          template,
        });
        const api = path.join(folder, "api");
        const hooks = path.join(folder, "hooks");
        const result = await generateFiles({ src, out: api, hooksOut: hooks, split: "tags", template });
        const inFolder = (at: string) =>
          result.written.filter((file) => path.dirname(file) === at).map((file) => path.basename(file));
        const groupFiles = inFolder(api).filter(
          (name) => !["index.ts", "runtime.ts", "types.ts"].includes(name),
        );
        expect(groupFiles.length).toBeGreaterThan(0);
        expect(inFolder(hooks).sort()).toEqual(["index.ts", "runtime.ts", ...groupFiles].sort());
        const singleNames = declaredExports(readFileSync(path.join(folder, "hooks.ts"), "utf8"));
        expect(singleNames.size).toBeGreaterThan(5);
        expect(reExports(readFileSync(path.join(hooks, "index.ts"), "utf8"))).toEqual(singleNames);
        for (const name of groupFiles) {
          expect(readFileSync(path.join(hooks, name), "utf8")).toContain("from '../api/index.js'");
        }
      });
    });
  }

  it("checks and removes a hook file no longer produced, as it does a client file", async () => {
    await withTempDir(async (folder) => {
      const options: GenerateOptions & { out: string } = {
        src: SRC,
        out: path.join(folder, "api"),
        hooksOut: path.join(folder, "hooks"),
        split: "tags",
        template: ["swr", "fetch"],
      };
      await generateFiles(options);
      const store = path.join(folder, "hooks", "store.ts");
      expect(existsSync(store)).toBe(true);
      const withoutStore = { ...options, exclude: { tags: ["store"] } };
      const stale = await check(withoutStore);
      expect(stale.stale.filter((file) => file.status === "extra").map((file) => file.path)).toEqual([
        path.join(folder, "api", "store.ts"),
        store,
      ]);
      const result = await generateFiles(withoutStore);
      expect(result.leftOver).toEqual([path.join(folder, "api", "store.ts"), store]);
      expect(existsSync(store)).toBe(false);
    });
  });

  it("removes a generated file no longer produced and keeps every other file", async () => {
    await withTempDir(async (folder) => {
      await generateFiles({ src: SRC, out: folder, split: "tags", template: "fetch" });
      const mine = path.join(folder, "mine.ts");
      const notes = path.join(folder, "notes.md");
      writeFileSync(mine, "export const mine = 1;\n");
      writeFileSync(notes, "// This file was generated by typewright (not a .ts file)\n");
      const store = path.join(folder, "store.ts");
      const options: GenerateOptions & { out: string } = {
        src: SRC,
        out: folder,
        split: "tags",
        template: "fetch",
        exclude: { tags: ["store"] },
      };
      const stale = await check(options);
      expect(stale.upToDate).toBe(false);
      // Order and its converter went with the store's only operation; the index re-exports one file less.
      const statuses = stale.stale.map((file) => `${path.basename(file.path)} ${file.status}`).sort();
      expect(statuses).toEqual([
        "index.ts differs",
        "runtime.ts differs",
        "store.ts extra",
        "types.ts differs",
      ]);
      // As the command prints it.
      expect(checkLines(stale, folder).stale).toContain(
        "store.ts is a generated file a run no longer writes (a run removes it)",
      );
      const result = await generateFiles(options);
      expect(result.leftOver).toEqual([store]);
      expect(existsSync(store)).toBe(false);
      expect(readFileSync(mine, "utf8")).toBe("export const mine = 1;\n");
      expect(existsSync(notes)).toBe(true);
      expect((await check(options)).upToDate).toBe(true);
    });
  });

  it("refuses what it does not split yet, and a reactive template without hooksOut, as option problems", async () => {
    const problem = (options: Partial<GenerateOptions>) =>
      generateFiles({ src: SRC, split: "tags", ...options }).then(
        () => "generated",
        (error: Error) => error.message,
      );
    expect(await problem({})).toMatch(/split: "tags" requires "out"/);
    expect(await problem({ out: "api", msw: "handlers.ts" })).toMatch(
      /split: "tags" does not work with msw \(its file is not split yet\)/,
    );
    expect(await problem({ out: "api", template: ["tsq", "fetch"] })).toMatch(
      /split: "tags" does not work with a reactive template without "hooksOut"/,
    );
    expect(await problem({ out: "api", template: ["tsq", "fetch"], hooksOut: "hooks.ts" })).toMatch(
      /hooksOut: with split: "tags" it names a folder of files, and ".*hooks\.ts" names a file/,
    );
  });

  it("refuses a file where the folder should be, touching nothing", async () => {
    await withTempDir(async (folder) => {
      const out = path.join(folder, "api");
      writeFileSync(out, "mine\n");
      await expect(generateFiles({ src: SRC, out, split: "tags" })).rejects.toThrow(
        /api: split "tags" writes a folder of files here, and a file exists at this path/,
      );
      expect(readFileSync(out, "utf8")).toBe("mine\n");
    });
  });
});
