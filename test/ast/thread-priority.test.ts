/**
 * The command runs V8's helper threads below its main thread's priority (src/thread-priority.cts), so on a
 * two-core machine they stop taking the main thread's core; the API leaves the priorities of the user's
 * process alone. Each run preloads a script that notes the threads present before any of typewright runs
 * (V8's and Node's, started with the process) and, at exit, the nice value of each.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { getPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = path.join(ROOT, "bin/typewright.js");
const API = path.join(ROOT, "dist/index.js");
const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");
const THREAD_PRIORITY_MODULE = path.join(ROOT, "dist/thread-priority.cjs");

/** Notes the threads started with the process, and writes their nice values at exit (as JSON, to argv's file). */
const RECORDER = `
const fs = require("node:fs");
const os = require("node:os");
const started = fs.readdirSync("/proc/self/task").map(Number).filter((id) => id !== process.pid);
process.on("exit", () => {
  const helpers = started.flatMap((id) => { try { return [os.getPriority(id)]; } catch { return []; } });
  fs.writeFileSync(process.env.THREAD_NICE_FILE, JSON.stringify({ main: os.getPriority(), helpers }));
});
`;

interface Priorities {
  main: number;
  helpers: number[];
}

describe.runIf(process.platform === "linux")("helper thread priority", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-threads-");
    writeFileSync(path.join(temp.path, "recorder.cjs"), RECORDER);
  });
  afterEach(() => temp.cleanup());

  /** Runs node with `args` under the recorder, and returns what it recorded. */
  const recordRun = (args: string[]): Priorities => {
    const niceFile = path.join(temp.path, "nice.json");
    const run = spawnSync(process.execPath, ["--require", path.join(temp.path, "recorder.cjs"), ...args], {
      cwd: temp.path,
      env: { ...process.env, THREAD_NICE_FILE: niceFile },
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    return JSON.parse(readFileSync(niceFile, "utf8"));
  };

  it("the command runs the threads started with the process below its main thread", () => {
    const recorded = recordRun([BIN, "-s", TINY_SPEC, "-o", "client.ts"]);
    const own = getPriority();
    const { HELPER_NICE_OFFSET } = createRequire(import.meta.url)(THREAD_PRIORITY_MODULE);
    expect(recorded.main).toBe(own);
    // V8 starts four platform workers, Node a few threads of its own.
    expect(recorded.helpers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(recorded.helpers)).toEqual(new Set([Math.min(19, own + HELPER_NICE_OFFSET)]));
  });

  it("the API leaves every thread's priority as it was", () => {
    const script = `import(${JSON.stringify(API)}).then((api) => api.generate({ src: ${JSON.stringify(TINY_SPEC)} }))`;
    const recorded = recordRun(["-e", script]);
    const own = getPriority();
    expect(recorded.main).toBe(own);
    expect(recorded.helpers.length).toBeGreaterThanOrEqual(4);
    expect(new Set(recorded.helpers)).toEqual(new Set([own]));
  });
});
