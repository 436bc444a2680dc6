/** The run loop: every generator on every input, an untimed warm-up first, then the timed rounds. */
import { lastErrorLine } from "./measure.js";
import { size } from "./report.js";

/**
 * Fills `results.runs` with each input × generator's samples and failures (`results.inputs`, the generators
 * `generatorsFor` gives each); `typewright` sizes the floor.
 * @returns the `input/generator` pairs that failed in the warm-up (not timed), with why
 */
export async function runRounds(
  results,
  { generatorsFor, typewright, runOnce, runs, warmup },
  { log, note },
) {
  const { inputs } = results;
  // Warm-up (untimed): fills the disk cache, finds generators that fail, and sizes the floor from typewright's output.
  const floorBytes = new Map();
  const dead = new Map();
  for (const input of inputs) {
    results.runs[input.id] = {};
    for (const generator of generatorsFor(input))
      results.runs[input.id][generator.id] = { samples: [], failures: [] };
    const sizing = await runOnce(input, typewright, "sizing", {});
    if (sizing.ok) floorBytes.set(input.id, sizing.output.bytes);
    else {
      floorBytes.set(input.id, input.bytes);
      dead.set(`${input.id}/typewright`, lastErrorLine(sizing));
      note(
        `${input.id}: typewright failed (${lastErrorLine(sizing)}); the floor writes the input's size instead`,
      );
    }
    log(
      `${input.id}: ${size(input.bytes)}, ${input.operations ?? "?"} operations; floor writes ${size(floorBytes.get(input.id))}; ${generatorsFor(input).length} generators`,
    );
    for (let round = 0; round < warmup; round++) {
      for (const generator of generatorsFor(input)) {
        if (dead.has(`${input.id}/${generator.id}`)) continue;
        // The sizing run above was typewright's first warm-up.
        if (round === 0 && generator.id === "typewright") continue;
        const result = await runOnce(input, generator, "warmup", { bytes: floorBytes.get(input.id) });
        const cell = results.runs[input.id][generator.id];
        if (!result.ok) {
          // A generator that fails in the warm-up is not timed on this input (a time-out would cost minutes per run).
          dead.set(`${input.id}/${generator.id}`, lastErrorLine(result));
          cell.failures.push(lastErrorLine(result));
          log(`  warm-up ${generator.id}: FAILED ${lastErrorLine(result)}`);
        } else {
          log(`  warm-up ${generator.id}: ${(result.wallMs / 1000).toFixed(2)} s`);
        }
      }
    }
  }

  // Timed rounds: round → input → generator, the generator order rotating each round.
  for (let round = 0; round < runs; round++) {
    for (const input of inputs) {
      const list = generatorsFor(input);
      const rotated = [...list.slice(round % list.length), ...list.slice(0, round % list.length)];
      const line = [];
      for (const generator of rotated) {
        if (dead.has(`${input.id}/${generator.id}`)) continue;
        const result = await runOnce(input, generator, "timed", { bytes: floorBytes.get(input.id) });
        const cell = results.runs[input.id][generator.id];
        if (result.ok) {
          cell.samples.push({
            // Pairs typewright's run with swaggie's of the same round (bench/lib/paired.js).
            round,
            wallMs: result.wallMs,
            cpuMs: result.cpuMs,
            maxRssKb: result.maxRssKb,
            stages: result.stages,
          });
          cell.output = result.output;
          cell.outDir = result.outDir;
          line.push(`${generator.id} ${(result.wallMs / 1000).toFixed(2)}s`);
        } else {
          cell.failures.push(lastErrorLine(result));
          line.push(`${generator.id} FAILED`);
        }
      }
      log(`round ${round + 1}/${runs} ${input.id}: ${line.join(", ")}`);
    }
  }
  for (const [key, why] of dead) {
    const [inputId, generatorId] = key.split("/");
    results.runs[inputId][generatorId].note = `failed in warm-up: ${why}`;
  }
  return dead;
}
