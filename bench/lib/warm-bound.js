/** The warm-JIT bound: the pipeline run again and again in one process (bench/lib/warm-rounds.js). */
import path from "node:path";
import { BENCH } from "./config.js";
import { lastErrorLine, measure } from "./measure.js";
import { pipelineMs } from "./report.js";
import { freshDir } from "./runner.js";

/** Each input's rounds of stage times, for the inputs typewright did not fail on. */
export async function measureWarmRounds(
  inputs,
  dead,
  { snapshot, template, warmRounds },
  { meter, timeoutMs, ownNode, log, note },
) {
  const warm = {};
  for (const input of inputs) {
    if (dead.has(`${input.id}/typewright`)) continue;
    const dir = freshDir(input.id, "typewright", "warm-rounds");
    const result = await measure({
      meter,
      args: [
        path.join(BENCH, "lib/warm-rounds.js"),
        path.join(snapshot.dist, "index.js"),
        input.file,
        path.join(dir, "out"),
        template,
        String(warmRounds),
      ],
      cwd: dir,
      logDir: dir,
      timeoutMs: timeoutMs * warmRounds,
      node: ownNode?.path,
    });
    if (!result.ok) {
      note(`warm rounds on ${input.id} failed: ${lastErrorLine(result)}`);
      continue;
    }
    const rounds = result.stdout
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line).stages);
    warm[input.id] = { rounds };
    log(
      `warm rounds ${input.id}: ${rounds.map((stages) => `${Math.round(pipelineMs(stages))} ms`).join(", ")}`,
    );
  }
  return warm;
}
