import { chmod, mkdir, readdir, readFile, stat, symlink, utimes, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, test } from "vitest";
import { TypewrightError } from "../../src/errors.js";
import { writeFiles } from "../../src/write/write-files.js";
import { withTempDir } from "../support/temp-dir.js";

/** Every file below `dir`, relative, sorted: shows stray temp files and folders. */
async function listTree(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .map(
      (entry) =>
        path.relative(dir, path.join(entry.parentPath, entry.name)) + (entry.isDirectory() ? "/" : ""),
    )
    .sort();
}

async function expectWriteError(promise: Promise<unknown>, message: string): Promise<TypewrightError> {
  const error = await promise.then(
    () => expect.unreachable("writeFiles should have failed"),
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TypewrightError);
  expect((error as TypewrightError).code).toBe("write");
  expect((error as TypewrightError).message).toContain(message);
  return error as TypewrightError;
}

describe("writeFiles", () => {
  test("creates missing folders and writes every file", () =>
    withTempDir(async (dir) => {
      const api = path.join(dir, "src/api/client.ts");
      const hooks = path.join(dir, "src/hooks/deep/hooks.ts");
      const report = await writeFiles([
        { path: api, content: "export const api = 1;\n" },
        { path: hooks, content: "export const hooks = 1;\n" },
      ]);
      expect(report).toEqual({ written: [api, hooks], unchanged: [], skipped: [] });
      expect(await readFile(api, "utf8")).toBe("export const api = 1;\n");
      expect(await readFile(hooks, "utf8")).toBe("export const hooks = 1;\n");
      expect(await listTree(dir)).toEqual([
        "src/",
        "src/api/",
        "src/api/client.ts",
        "src/hooks/",
        "src/hooks/deep/",
        "src/hooks/deep/hooks.ts",
      ]);
    }));

  test("replaces an existing file and leaves no temp file behind", () =>
    withTempDir(async (dir) => {
      const out = path.join(dir, "client.ts");
      await writeFile(out, "old content, longer than the new one\n");
      await writeFiles([{ path: out, content: "new\n" }]);
      expect(await readFile(out, "utf8")).toBe("new\n");
      expect(await listTree(dir)).toEqual(["client.ts"]);
    }));

  test("keeps the permissions of a replaced file", () =>
    withTempDir(async (dir) => {
      const out = path.join(dir, "client.ts");
      await writeFile(out, "old\n");
      await chmod(out, 0o600);
      await writeFiles([{ path: out, content: "new\n" }]);
      expect((await stat(out)).mode & 0o777).toBe(0o600);
    }));

  test("refuses a symlink, writing nothing anywhere, and keeps the link and its target", () =>
    withTempDir(async (dir) => {
      const real = path.join(dir, "real/client.ts");
      const link = path.join(dir, "client.ts");
      const other = path.join(dir, "other.ts");
      await mkdir(path.dirname(real));
      await writeFile(real, "old\n");
      await symlink(real, link);
      await expectWriteError(
        writeFiles([
          { path: other, content: "other\n" },
          { path: link, content: "new\n" },
        ]),
        `${link}: a symbolic link to ${real}; typewright never writes through a link`,
      );
      expect(await readFile(real, "utf8")).toBe("old\n");
      expect(await listTree(dir)).toEqual(["client.ts", "real/", "real/client.ts"]);
    }));

  test("leaves a file with identical content untouched but reports it as written", () =>
    withTempDir(async (dir) => {
      const out = path.join(dir, "client.ts");
      await writeFile(out, "same\n");
      const past = new Date("2020-01-01T00:00:00Z");
      await utimes(out, past, past);

      const report = await writeFiles([{ path: out, content: "same\n" }]);
      expect(report).toEqual({ written: [out], unchanged: [out], skipped: [] });
      expect((await stat(out)).mtime).toEqual(past);

      await writeFiles([{ path: out, content: "same\n" }], { rewriteUnchanged: true });
      expect((await stat(out)).mtime).not.toEqual(past);
    }));

  test("skips an existing write-once file unless forced", () =>
    withTempDir(async (dir) => {
      const setup = path.join(dir, "setup.ts");
      const main = path.join(dir, "client.ts");
      await writeFile(setup, "// edited by the user\n");

      const report = await writeFiles([
        { path: main, content: "main\n" },
        { path: setup, content: "scaffold\n", writeOnce: true },
      ]);
      expect(report).toEqual({ written: [main], unchanged: [], skipped: [setup] });
      expect(await readFile(setup, "utf8")).toBe("// edited by the user\n");

      const forced = await writeFiles([{ path: setup, content: "scaffold\n", writeOnce: true, force: true }]);
      expect(forced).toEqual({ written: [setup], unchanged: [], skipped: [] });
      expect(await readFile(setup, "utf8")).toBe("scaffold\n");
    }));

  test("keeps a write-once file that is a symlink, and refuses to write through it when forced", () =>
    withTempDir(async (dir) => {
      const shared = path.join(dir, "shared-setup.ts");
      const setup = path.join(dir, "setup.ts");
      await writeFile(shared, "// shared\n");
      await symlink(shared, setup);
      const report = await writeFiles([{ path: setup, content: "scaffold\n", writeOnce: true }]);
      expect(report).toEqual({ written: [], unchanged: [], skipped: [setup] });
      await expectWriteError(
        writeFiles([{ path: setup, content: "scaffold\n", writeOnce: true, force: true }]),
        `${setup}: a symbolic link to ${shared}; typewright never writes through a link`,
      );
      expect(await readFile(shared, "utf8")).toBe("// shared\n");
    }));

  test("writes a write-once file that does not exist yet", () =>
    withTempDir(async (dir) => {
      const setup = path.join(dir, "setup/setup.ts");
      const report = await writeFiles([{ path: setup, content: "scaffold\n", writeOnce: true }]);
      expect(report.written).toEqual([setup]);
      expect(await readFile(setup, "utf8")).toBe("scaffold\n");
    }));

  test("when one file cannot be written, no target is touched and nothing is left behind", () =>
    withTempDir(async (dir) => {
      const existing = path.join(dir, "client.ts");
      await writeFile(existing, "old\n");
      await writeFile(path.join(dir, "blocker"), "a file where a folder is needed\n");
      const blocked = path.join(dir, "blocker/hooks.ts");

      const error = await expectWriteError(
        writeFiles([
          { path: existing, content: "new\n" },
          { path: path.join(dir, "new-folder/deeper/mocks.ts"), content: "mocks\n" },
          { path: blocked, content: "hooks\n" },
        ]),
        `${blocked}: a parent of this path is a file, not a folder`,
      );
      expect(error.file).toBe(blocked);
      expect(await readFile(existing, "utf8")).toBe("old\n");
      expect(await listTree(dir)).toEqual(["blocker", "client.ts"]);
    }));

  test("a file below a file-in-the-way deeper down fails the same way", () =>
    withTempDir(async (dir) => {
      await writeFile(path.join(dir, "blocker"), "");
      const blocked = path.join(dir, "blocker/sub/hooks.ts");
      await expectWriteError(writeFiles([{ path: blocked, content: "" }]), "a parent of this path is a file");
      expect(await listTree(dir)).toEqual(["blocker"]);
    }));

  test("rejects a folder at the target path before writing anything", () =>
    withTempDir(async (dir) => {
      const other = path.join(dir, "other.ts");
      await mkdir(path.join(dir, "client.ts"));
      await expectWriteError(
        writeFiles([
          { path: other, content: "x\n" },
          { path: path.join(dir, "client.ts"), content: "x\n" },
        ]),
        "client.ts: a folder exists at this path",
      );
      expect(await listTree(dir)).toEqual(["client.ts/"]);
    }));

  test.each([
    ["a relative path", [{ path: "out/client.ts", content: "" }], "out/client.ts: the path must be absolute"],
    [
      "the same path twice",
      [
        { path: "/tmp/x/client.ts", content: "" },
        { path: "/tmp/x/../x/client.ts", content: "" },
      ],
      "/tmp/x/../x/client.ts: the same file is listed twice",
    ],
  ])("rejects %s", async (_name, files, message) => {
    await expectWriteError(writeFiles(files), message);
  });

  test("writes nothing for an empty list", async () => {
    expect(await writeFiles([])).toEqual({ written: [], unchanged: [], skipped: [] });
  });

  test("a long file name still gets a valid temp name", () =>
    withTempDir(async (dir) => {
      const out = path.join(dir, `${"n".repeat(250)}.ts`);
      await writeFiles([{ path: out, content: "long\n" }]);
      expect(await readFile(out, "utf8")).toBe("long\n");
    }));
});
