/**
 * What is at an output's or the config file's path may be anything: a device, a FIFO, a symlink to either, an
 * endlessly nested or huge config. The real binary refuses each with one line and a non-zero exit, within a
 * memory bound, before it reads or writes anything, and every file that was there stays as it was. (Not timed:
 * a run that waits on a FIFO is ended by the child's time-out, and its `null` status fails the test.)
 */
import { spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, readlinkSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { fingerprints, runCli } from "../support/run-cli.js";
import { smallDescription } from "../support/small-description.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const MEMORY_LIMIT_BYTES = 400 * 2 ** 20;

let temp: TempDir;
let dir: string;
beforeEach(async () => {
  temp = await makeTempDir("typewright-hostile-files-");
  dir = temp.path;
  writeFileSync(path.join(dir, "api.json"), smallDescription({ type: "object" }, {}));
});
afterEach(() => temp.cleanup());

function makeFifo(name: string): string {
  const fifo = path.join(dir, name);
  expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
  return fifo;
}

/** The run's one stderr line, once it has exited with `status` within the bounds, touching no file. */
async function refusal(args: readonly string[], status: 1 | 2): Promise<string> {
  const before = fingerprints(dir);
  const result = await runCli(dir, args);
  expect(result.stderr.trimEnd().split("\n"), result.stderr).toHaveLength(1);
  expect(result.status, result.stderr).toBe(status);
  expect(result.stdout).toBe("");
  expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
  expect(fingerprints(dir)).toEqual(before);
  return result.stderr.trimEnd();
}

describe.skipIf(process.platform === "win32")("an output that is not a regular file", () => {
  it("a FIFO at out, hooksOut, mocks or clientSetup is refused, writing and --check alike", async () => {
    const fifo = makeFifo("pipe.ts");
    const refused = `typewright: ${fifo}: not a regular file (a device, FIFO or socket); refusing to read or replace it`;
    expect(await refusal(["-s", "api.json", "-o", "pipe.ts"], 1)).toBe(refused);
    expect(await refusal(["-s", "api.json", "-o", "pipe.ts", "--check"], 1)).toBe(refused);
    for (const companion of [
      ["-t", "swr", "--hooksOut", "pipe.ts"],
      ["--mocks", "pipe.ts", "--testingFramework", "vitest"],
      ["--clientSetup", "pipe.ts"],
    ]) {
      expect(await refusal(["-s", "api.json", "-o", "client.ts", ...companion], 1)).toBe(refused);
    }
    expect(lstatSync(fifo).isFIFO()).toBe(true);
  });

  it("a folder at out or a companion output is refused, with the kind of path it takes", async () => {
    mkdirSync(path.join(dir, "api"));
    const refused = `typewright: ${path.join(dir, "api")}: a folder exists at this path; an output is a file, such as ${path.join(dir, "api", "client.ts")}`;
    expect(await refusal(["-s", "api.json", "-o", "api"], 1)).toBe(refused);
    expect(await refusal(["-s", "api.json", "-o", "client.ts", "-t", "swr", "--hooksOut", "api/"], 1)).toBe(
      refused,
    );
  });

  it("a symlink to a device (/dev/null, /dev/zero) is refused as a link and left pointing there", async () => {
    for (const device of ["/dev/null", "/dev/zero"]) {
      const link = path.join(dir, "device.ts");
      symlinkSync(device, link);
      expect(await refusal(["-s", "api.json", "-o", "device.ts"], 1)).toMatch(
        /device\.ts: a symbolic link to \/dev\/(null|zero); typewright never writes through a link/,
      );
      expect(readlinkSync(link)).toBe(device);
      expect(lstatSync(device).isCharacterDevice()).toBe(true);
      unlinkSync(link);
    }
  });
});

describe("a config file that cannot be one", () => {
  it.skipIf(process.platform === "win32")("a FIFO given to -c is refused instead of waited on", async () => {
    makeFifo("typewright.json");
    expect(await refusal(["-c", "typewright.json"], 2)).toBe(
      "typewright: cannot read config file typewright.json: not a regular file (a device, FIFO or socket)",
    );
  });

  it("a config over 1 MB is refused without being parsed", async () => {
    writeFileSync(path.join(dir, "typewright.json"), `{ "src": "api.json", "x": "${"a".repeat(2 ** 20)}" }`);
    expect(await refusal(["-c", "typewright.json"], 2)).toBe(
      "typewright: cannot read config file typewright.json: larger than 1 MB",
    );
  });

  it("a config nested 50,000 levels deep is an option problem naming where", async () => {
    const depth = 50_000;
    const nested = `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
    writeFileSync(path.join(dir, "typewright.json"), `{"src":"api.json","modifiers":${nested}}`);
    expect(await refusal(["-c", "typewright.json"], 2)).toBe(
      `typewright: typewright.json: nested deeper than 64 levels (at #/modifiers${"/a".repeat(63)})`,
    );
  });
});
