import { copyFileSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli, snapshot } from "../support/cli-process.js";
import { expectCompiles } from "../support/compile.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";
import { WatchProcess } from "../support/watch-process.js";

const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");
/** `14:03:07 wrote client.ts (312 ms)`: the clock, what happened, the run's time. */
const RUN_LINE = /^\d\d:\d\d:\d\d (.+) \(\d+ ms\)$/;

/** An overlay that renames the operation `from` of tiny.yaml (its `listPets` unless given). */
function renaming(operationId: string, from = "listPets"): string {
  return [
    "overlay: 1.1.0",
    "info: { title: rename, version: '1' }",
    "actions:",
    `  - target: $.paths.*[?@.operationId == '${from}']`,
    `    update: { operationId: ${operationId} }`,
    "",
  ].join("\n");
}

describe("overlays (the real binary)", () => {
  let temp: TempDir;
  let watcher: WatchProcess | undefined;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-overlays-cli-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "spec.yaml"));
  });
  afterEach(async () => {
    watcher?.kill();
    watcher = undefined;
    await temp.cleanup();
  });

  const file = (name: string) => path.join(temp.path, name);
  const run = (...args: string[]) => runCli(temp.path, args);

  it("applies --overlay flags in order, and the overlays of a config file relative to it; the output compiles", () => {
    writeFileSync(file("first.yaml"), renaming("listAll"));
    writeFileSync(file("second.yaml"), renaming("listEveryPet", "listAll"));
    expect(
      run(
        "-s",
        "spec.yaml",
        "--overlay",
        "first.yaml",
        "--overlay",
        "second.yaml",
        "-o",
        "a.ts",
        "-t",
        "fetch",
      ),
    ).toMatchObject({
      status: 0,
      stderr: "",
    });
    const client = readFileSync(file("a.ts"), "utf8");
    expect(client).toContain("export function listEveryPet(");
    expectCompiles({ "client.ts": client });

    writeFileSync(
      file("typewright.json"),
      JSON.stringify({ src: "spec.yaml", overlays: ["first.yaml"], out: "b.ts", template: "fetch" }),
    );
    expect(runCli(ROOT, ["-c", file("typewright.json")]).status).toBe(0);
    expect(readFileSync(file("b.ts"), "utf8")).toContain("export function listAll(");
  });

  it("warns of a target that selects nothing, fails under --strict, and refuses an invalid overlay in one line", () => {
    writeFileSync(file("stale.yaml"), renaming("x", "gone"));
    const warned = run("-s", "spec.yaml", "--overlay", "stale.yaml", "-o", "client.ts", "-t", "fetch");
    expect(warned.status).toBe(0);
    expect(warned.stderr).toBe(
      "typewright: warning: stale.yaml#/actions/0: target $.paths.*[?@.operationId == 'gone'] selects nothing; the action changes nothing\n",
    );
    const before = snapshot(temp.path);
    const strict = run("-s", "spec.yaml", "--overlay", "stale.yaml", "-o", "other.ts", "--strict");
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain("strict is on: nothing written");
    writeFileSync(
      file("bad.yaml"),
      "overlay: 1.1.0\ninfo: { title: t, version: '1' }\nactions:\n  - target: $.[\n",
    );
    expect(run("-s", "spec.yaml", "--overlay", "bad.yaml", "-o", "other.ts")).toMatchObject({
      status: 1,
      stderr: expect.stringMatching(
        /^typewright: bad\.yaml#\/actions\/0\/target: invalid JSONPath "\$\.\[" at character \d+: [^\n]+\n$/,
      ),
    });
    expect(existsSync(file("other.ts"))).toBe(false);
    expect(snapshot(temp.path)).toEqual({ ...before, "bad.yaml": expect.any(String) });
  });

  it("never writes over an overlay: an output on one is an option problem", () => {
    writeFileSync(file("rename.yaml"), renaming("listAll"));
    expect(run("-s", "spec.yaml", "--overlay", "rename.yaml", "-o", "rename.yaml")).toEqual({
      status: 2,
      stdout: "",
      stderr: `typewright: out: is the same file as overlays[0] (${file("rename.yaml")})\n`,
    });
    writeFileSync(
      file("typewright.json"),
      JSON.stringify({
        src: "spec.yaml",
        configs: [
          { out: "a.ts", overlays: ["rename.yaml"] },
          { name: "b", out: "rename.yaml" },
        ],
      }),
    );
    const jobs = run("-c", "typewright.json");
    expect(jobs.status).toBe(2);
    expect(jobs.stderr).toContain("overlays[0]");
    expect(readFileSync(file("rename.yaml"), "utf8")).toBe(renaming("listAll"));
  });

  it("--check reads the overlays: a changed overlay makes the output stale", () => {
    writeFileSync(file("rename.yaml"), renaming("listAll"));
    const args = ["-s", "spec.yaml", "--overlay", "rename.yaml", "-o", "client.ts", "-t", "fetch"];
    expect(run(...args).status).toBe(0);
    expect(run(...args, "--check")).toMatchObject({
      status: 0,
      stdout: "typewright: up to date: client.ts\n",
    });
    writeFileSync(file("rename.yaml"), renaming("listEveryPet"));
    const stale = run(...args, "--check");
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain("1 of 1 file out of date");
    expect(readFileSync(file("client.ts"), "utf8")).toContain("listAll(");
  });

  it("--watch watches the overlays: changing one regenerates, a broken one is reported and then fixed", async () => {
    writeFileSync(file("rename.yaml"), renaming("listAll"));
    const process = new WatchProcess(temp.path, [
      "-s",
      "spec.yaml",
      "--overlay",
      "rename.yaml",
      "-o",
      "client.ts",
      "-t",
      "fetch",
    ]);
    watcher = process;
    const runLine = async () => RUN_LINE.exec(await process.nextLine())?.[1];
    expect(await runLine()).toBe("wrote client.ts");
    expect(await process.nextLine()).toBe("watching 2 files for changes (Ctrl-C to stop)");

    writeFileSync(file("rename.yaml"), renaming("listEveryPet"));
    expect(await runLine()).toBe("wrote client.ts");
    expect(readFileSync(file("client.ts"), "utf8")).toContain("listEveryPet(");

    writeFileSync(file("rename.yaml"), "overlay: 1.1.0\n");
    expect(await process.nextError()).toMatch(
      /^\d\d:\d\d:\d\d rename\.yaml#\/info: must be an object with title and version$/,
    );
    writeFileSync(file("rename.yaml"), renaming("listAgain"));
    expect(await runLine()).toBe("wrote client.ts");
    expect(readFileSync(file("client.ts"), "utf8")).toContain("listAgain(");
    expect(await process.interrupt()).toBe(0);
  });
});
