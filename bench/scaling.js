#!/usr/bin/env node
/**
 * `npm run bench:scaling`: whether a run's time grows linearly with the number of operations, on descriptions
 * the benchmark writes itself (bench/lib/generated-inputs.js) at 1k, 4k, 16k and 64k operations (100k with
 * `--huge`):
 *   - `servers`:  every operation with servers of its own (`ownServers`);
 *   - `validate`: every operation breaking the OpenAPI schema three times, run with `--validate`
 *                 (`manyViolations`).
 * Each size is run `--runs` times as a whole command (`node bin/typewright.js -s <file> -o <out>`), in a fresh
 * process, after the one-operation description of the case, whose median is the fixed cost (start-up, imports,
 * the validator's compilation) taken off every size. It prints the median seconds and the time per operation
 * at each size, and whether the largest size's time per operation is within `--tolerance` (20 %) of the
 * reference size's: the smallest size of at least `--from` operations (4,000; below it the fixed cost and its
 * noise outweigh the work per operation). Exits 1 when a case is not linear.
 * Not a test: timings depend on the machine and its load; see bench/README.md.
 *
 *   npm run build && npm run bench:scaling [-- --case servers,validate --sizes 1000,4000,16000,64000 --huge
 *                                              --runs 3 --from 4000 --tolerance 20
 *                                              --cli bench/.cache/typewright/bin/typewright.js --json]
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { CACHE, ROOT } from "./lib/config.js";
import { median, table } from "./lib/format.js";
import { manyViolations, ownServers } from "./lib/generated-inputs.js";
import { detectMeter, lastErrorLine, measure } from "./lib/measure.js";

const CASES = {
  servers: { describe: "operations with servers of their own", build: ownServers, args: [] },
  validate: {
    describe: "`--validate`, three violations per operation",
    build: manyViolations,
    args: ["--validate"],
  },
};

const { values: flags } = parseArgs({
  options: {
    case: { type: "string", default: Object.keys(CASES).join(",") },
    sizes: { type: "string", default: "1000,4000,16000,64000" },
    huge: { type: "boolean", default: false },
    runs: { type: "string", default: "3" },
    from: { type: "string", default: "4000" },
    tolerance: { type: "string", default: "20" },
    cli: { type: "string", default: path.join(ROOT, "bin/typewright.js") },
    timeout: { type: "string", default: "900" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  process.stdout.write(
    "npm run bench:scaling [-- --case servers,validate] [--sizes 1000,4000,16000,64000] [--huge (adds 100000)]\n" +
      "                      [--runs 3] [--from 4000] [--tolerance 20 (%)] [--cli path/to/bin/typewright.js]\n" +
      "                      [--timeout 900 (s per run)] [--json]\n",
  );
  process.exit(0);
}

const cases = flags.case.split(",").map((name) => {
  if (!Object.hasOwn(CASES, name)) fail(`--case ${name}: one of ${Object.keys(CASES).join(", ")}`);
  return [name, CASES[name]];
});
const sizes = [...flags.sizes.split(",").map(count), ...(flags.huge ? [100_000] : [])].sort((a, b) => a - b);
const runs = count(flags.runs);
const from = count(flags.from);
const tolerance = Number(flags.tolerance) / 100;
if (!(tolerance > 0)) fail(`--tolerance ${flags.tolerance}: a percentage above 0`);
const reference = sizes.find((size) => size >= from);
if (reference === undefined || reference === sizes.at(-1))
  fail(`--from ${from}: leaves no size above the reference among ${sizes.join(", ")}`);

const folder = path.join(CACHE, "scaling");
mkdirSync(folder, { recursive: true });
const meter = detectMeter();
const results = [];
let allLinear = true;
for (const [name, { describe, build, args }] of cases) {
  log(`${name}: ${describe}`);
  const base = await timeSize(name, build, args, 1);
  const rows = [];
  for (const size of sizes) rows.push({ size, ...(await timeSize(name, build, args, size)) });
  const net = (row) => Math.max(0, row.medianMs - base.medianMs);
  const perOperation = (row) => net(row) / row.size;
  const referenceRow = rows.find((row) => row.size === reference);
  const largest = rows.at(-1);
  const ratio = perOperation(largest) / perOperation(referenceRow);
  const linear = ratio <= 1 + tolerance;
  allLinear &&= linear;
  results.push({ case: name, baseMs: base.medianMs, rows, reference, ratio, linear });
  if (flags.json) continue;
  process.stdout.write(`\n## ${name}: ${describe}\n\n`);
  process.stdout.write(
    `Fixed cost (one operation): ${secondsOf(base.medianMs)}, taken off each size below. Median of ${runs} runs.\n\n`,
  );
  process.stdout.write(
    `${table(
      ["operations", "median", "runs", "less the fixed cost", "per operation", "÷ reference"],
      rows.map((row) => [
        row.size.toLocaleString("en"),
        secondsOf(row.medianMs),
        row.samples.map(secondsOf).join(", "),
        secondsOf(net(row)),
        `${(perOperation(row) * 1000).toFixed(1)} µs`,
        row.size < reference ? "–" : (perOperation(row) / perOperation(referenceRow)).toFixed(2),
      ]),
    )}\n\n`,
  );
  process.stdout.write(
    `${linear ? "Linear" : "NOT linear"}: ${largest.size.toLocaleString("en")} operations take ` +
      `${ratio.toFixed(2)}× the time per operation of ${reference.toLocaleString("en")} ` +
      `(within ${flags.tolerance} %: ${linear ? "yes" : "no"}).\n`,
  );
}
if (flags.json) process.stdout.write(`${JSON.stringify({ runs, tolerance, results }, null, 2)}\n`);
process.exit(allLinear ? 0 : 1);

/** The median of `runs` whole-command runs on the case's description of `size` operations. */
async function timeSize(name, build, args, size) {
  const input = path.join(folder, `${name}-${size}.json`);
  // Written each time rather than kept: it takes well under a second even at 100k operations, and a changed
  // generator can never be measured on an old file.
  writeFileSync(input, JSON.stringify(build(size)));
  const out = path.join(folder, "out", `${name}-${size}`);
  const logDir = path.join(folder, "logs");
  mkdirSync(logDir, { recursive: true });
  const samples = [];
  for (let run = 0; run < runs; run++) {
    rmSync(out, { recursive: true, force: true });
    const result = await measure({
      meter,
      args: [flags.cli, "-s", input, "-o", path.join(out, "client.ts"), ...args],
      cwd: ROOT,
      logDir,
      timeoutMs: Number(flags.timeout) * 1000,
    });
    if (!result.ok) fail(`${name} at ${size} operations: ${lastErrorLine(result)}`);
    samples.push(result.wallMs);
    log(`  ${size} operations, run ${run + 1}/${runs}: ${secondsOf(result.wallMs)}`);
  }
  return { samples, medianMs: median(samples) };
}

function count(text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) fail(`${text}: not a whole number above 0`);
  return value;
}

function secondsOf(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

function log(line) {
  process.stderr.write(`${line}\n`);
}

function fail(message) {
  process.stderr.write(`bench:scaling: ${message}\n`);
  process.exit(2);
}
