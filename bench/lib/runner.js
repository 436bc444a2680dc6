/** One run of one generator on one input, in a fresh folder, measured (bench/lib/measure.js). */
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { RUNS_DIR } from "./config.js";
import { measure } from "./measure.js";

export function freshDir(...parts) {
  const dir = path.join(RUNS_DIR, ...parts);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "out"), { recursive: true });
  return dir;
}

function outputSize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        bytes += stat.size;
        files++;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { bytes, files };
}

/** typewright --timings lines → stage name → ms. */
function parseStages(stderr) {
  const stages = {};
  for (const match of stderr.matchAll(/timing (\w+)\s+([\d.]+) ms\n/g)) stages[match[1]] = Number(match[2]);
  const total =
    /timing total\s+([\d.]+) ms since process start \(pipeline ([\d.]+) ms, before main ([\d.]+) ms\)/.exec(
      stderr,
    );
  if (!total) return Object.keys(stages).length > 0 ? stages : undefined;
  stages.total = Number(total[1]);
  stages["before main"] = Number(total[3]);
  stages["imports etc."] = Number(total[1]) - Number(total[2]) - Number(total[3]);
  return stages;
}

/** `runOnce(input, generator, label, extra)` with the meter, the time limit and the Node binary of this run. */
export function createRunner({ meter, timeoutMs, ownNode }) {
  async function runOnce(input, generator, label, extra) {
    const dir = freshDir(input.id, generator.id, label);
    const out = path.join(dir, "out");
    const result = await measure({
      meter,
      args: generator.args(input.file, out, extra),
      cwd: dir,
      logDir: dir,
      timeoutMs,
      node: generator.ownNode ? ownNode?.path : undefined,
    });
    result.outDir = out;
    if (result.ok) result.output = outputSize(out);
    if (result.ok && generator.id === "typewright") result.stages = parseStages(result.stderr);
    // typewright --timings may be unknown to an older build: try once more without it.
    if (!result.ok && generator.id === "typewright" && /timings/.test(result.stderr)) {
      const plain = {
        ...generator,
        args: (...a) => generator.args(...a).filter((arg) => arg !== "--timings"),
      };
      return runOnce(input, plain, label, extra);
    }
    return result;
  }
  return runOnce;
}
