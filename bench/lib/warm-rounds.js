#!/usr/bin/env node
/**
 * Runs typewright's pipeline several times in one process, through the programmatic API, and prints each
 * round's stage times as one JSON line. The first round is cold like a command-line run; by the last one V8
 * has compiled and optimized the code it runs. The difference is what just-in-time warm-up costs a fresh
 * process, which no code cache removes (V8 caches bytecode, not optimized code): the benchmark reports it as
 * the "warm-JIT bound".
 *
 *   node bench/lib/warm-rounds.js <dist/index.js> <input> <output folder> <template> <rounds>
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

const [indexFile, input, outDir, template, roundsText] = process.argv.slice(2);
if (!indexFile || !input || !outDir || !template || !/^[1-9]\d*$/.test(roundsText ?? "")) {
  process.stderr.write(
    "usage: node bench/lib/warm-rounds.js <dist/index.js> <input> <out> <template> <rounds>\n",
  );
  process.exit(2);
}

const { generate } = await import(pathToFileURL(indexFile).href);
for (let round = 1; round <= Number(roundsText); round++) {
  const out = path.join(outDir, `round-${round}`, "client.ts");
  const result = await generate({ src: input, out, template });
  const stages = Object.fromEntries(result.timings.map((timing) => [timing.stage, timing.milliseconds]));
  process.stdout.write(`${JSON.stringify({ round, stages })}\n`);
}
