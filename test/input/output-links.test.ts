/**
 * An output path that is a symbolic link (planted in a repository, say) is refused with one line and exit 1,
 * whatever it points to and whichever output it is, by a run and by `--check`: the file it points to, outside
 * every folder the run names, stays byte-identical, and the link stays a link.
 */
import { lstatSync, readFileSync, readlinkSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprints, runCli } from "../support/run-cli.js";
import { smallDescription } from "../support/small-description.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let temp: TempDir;
let elsewhere: TempDir;
let dir: string;
let victim: string;
const VICTIM_TEXT = "export PATH=$HOME/bin:$PATH\n";

beforeEach(async () => {
  temp = await makeTempDir("typewright-output-links-");
  elsewhere = await makeTempDir("typewright-link-target-");
  dir = temp.path;
  victim = path.join(elsewhere.path, ".bashrc");
  writeFileSync(victim, VICTIM_TEXT);
  writeFileSync(path.join(dir, "api.json"), smallDescription({ type: "object" }, {}));
});
afterEach(async () => {
  await temp.cleanup();
  await elsewhere.cleanup();
});

/** The run's one stderr line, once it has exited with 1, having touched no file here or at the link's target. */
async function refusal(args: readonly string[]): Promise<string> {
  const before = fingerprints(dir);
  const result = await runCli(dir, args);
  expect(result.stderr.trimEnd().split("\n"), result.stderr).toHaveLength(1);
  expect(result.status, result.stderr).toBe(1);
  expect(result.stdout).toBe("");
  expect(fingerprints(dir)).toEqual(before);
  expect(readFileSync(victim, "utf8")).toBe(VICTIM_TEXT);
  return result.stderr.trimEnd();
}

function refusedLink(link: string, target: string): string {
  return `typewright: ${link}: a symbolic link to ${target}; typewright never writes through a link: remove it or choose another output path`;
}

describe.skipIf(process.platform === "win32")("an output that is a symbolic link", () => {
  it("is refused at every output, writing and --check alike, and its target stays as it was", async () => {
    const link = path.join(dir, "planted.ts");
    symlinkSync(victim, link);
    const refused = refusedLink(link, victim);
    expect(await refusal(["-s", "api.json", "-o", "planted.ts"])).toBe(refused);
    expect(await refusal(["-s", "api.json", "-o", "planted.ts", "--check"])).toBe(refused);
    for (const companion of [
      ["-t", "swr", "--hooksOut", "planted.ts"],
      ["--mocks", "planted.ts", "--testingFramework", "vitest"],
      ["--clientSetup", "planted.ts", "--forceSetup"],
      ["--validator", "zod", "--validatorOut", "planted.ts"],
    ]) {
      expect(await refusal(["-s", "api.json", "-o", "client.ts", ...companion])).toBe(refused);
    }
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(victim);
  });

  it("is kept as the client setup file, which is only written where nothing is, unless forceSetup", async () => {
    symlinkSync(victim, path.join(dir, "setup.ts"));
    const result = await runCli(dir, ["-s", "api.json", "-o", "client.ts", "--clientSetup", "setup.ts"]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe("typewright: wrote client.ts (kept existing setup.ts)\n");
    expect(readFileSync(victim, "utf8")).toBe(VICTIM_TEXT);
    expect(lstatSync(path.join(dir, "setup.ts")).isSymbolicLink()).toBe(true);
  });

  it("is refused when it points nowhere yet, or to a relative path, rather than creating its target", async () => {
    const dangling = path.join(elsewhere.path, "new.ts");
    symlinkSync(dangling, path.join(dir, "dangling.ts"));
    expect(await refusal(["-s", "api.json", "-o", "dangling.ts"])).toBe(
      refusedLink(path.join(dir, "dangling.ts"), dangling),
    );
    expect(() => lstatSync(dangling)).toThrow();
    writeFileSync(path.join(dir, "notes.txt"), "kept\n");
    symlinkSync("notes.txt", path.join(dir, "relative.ts"));
    const mocks = ["--mocks", "relative.ts", "--testingFramework", "vitest"];
    expect(await refusal(["-s", "api.json", "-o", "client.ts", ...mocks])).toMatch(
      /relative\.ts: a symbolic link to notes\.txt; typewright never writes through a link/,
    );
  });

  it("a link's name with control characters is shown escaped, on one line", async () => {
    symlinkSync(`${victim}\n\u001b[2J`, path.join(dir, "odd.ts"));
    expect(await refusal(["-s", "api.json", "-o", "odd.ts"])).toBe(
      refusedLink(path.join(dir, "odd.ts"), `${victim}\\u000A\\u001B[2J`),
    );
  });

  it("a symlinked folder on the path is followed: the folders of the path are the user's to name", async () => {
    symlinkSync(elsewhere.path, path.join(dir, "generated"));
    const result = await runCli(dir, ["-s", "api.json", "-o", "generated/client.ts"]);
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toBe("typewright: wrote generated/client.ts\n");
    expect(readFileSync(path.join(elsewhere.path, "client.ts"), "utf8")).toContain("export");
    expect(readFileSync(victim, "utf8")).toBe(VICTIM_TEXT);
  });
});
