#!/usr/bin/env node
/**
 * `npm run bench:watch`: what `--watch` saves. A cold run is the command in a fresh process, as when it is run
 * again by hand after an edit; a warm re-run is the run `typewright --watch` makes in its long-lived process
 * after a one-line change of the description. Both regenerate after the same kind of edit (one operation's
 * summary, which changes one JSDoc line of the output), so both write the file. See bench/README.md.
 *
 * Cold runs are repeated (`--runs`, after `--warmup` untimed ones); the watcher makes `--reruns` re-runs in
 * one process, reported as the first re-run, re-runs 2-4 and the steady state (re-run 5 on): V8 optimizes the
 * pipeline's hot code over the first few runs of a process, so a watcher gets faster over its first edits.
 * CPU time (user + system, all threads) is the fair measure on a shared machine: wall time grows with the load.
 *
 *   node bench/watch.js [--runs 5] [--warmup 1] [--reruns 12] [--input github] [--template axios]
 */
import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CACHE, INPUTS, inputFile, PREFIXES, RESULTS_DIR, ROOT } from "./lib/config.js";
import { ensureInstalled } from "./lib/install.js";
import { detectMeter, measure } from "./lib/measure.js";

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    warmup: { type: "string", default: "1" },
    reruns: { type: "string", default: "12" },
    input: { type: "string", default: "github" },
    template: { type: "string", default: "axios" },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  process.stdout.write(
    "node bench/watch.js [--runs N (5)] [--warmup N (1)] [--reruns N (12)] [--input github] [--template axios]\n",
  );
  process.exit(0);
}
const runs = Number(flags.runs);
const warmup = Number(flags.warmup);
const reruns = Number(flags.reruns);
if (reruns < 5) throw new Error("--reruns must be at least 5 (the steady state starts at re-run 5)");
const BIN = path.join(ROOT, "bin/typewright.js");
const WORK = path.join(CACHE, "watch");
const TICKS_PER_SECOND = 100; // USER_HZ; /proc reports CPU time in these units on Linux

const input = INPUTS.find((candidate) => candidate.id === flags.input);
if (!input) throw new Error(`unknown input ${flags.input} (${INPUTS.map((i) => i.id).join(", ")})`);
if (input.needs) {
  // Only the package this input needs (the inputs prefix also holds a 400 MB directory of other APIs).
  const packages = PREFIXES.inputs.packages.filter((pkg) => pkg.name === input.needs);
  ensureInstalled(
    { inputs: { ...PREFIXES.inputs, packages } },
    {
      ids: ["inputs"],
      allowInstall: true,
      log: (line) => process.stderr.write(`${line}\n`),
    },
  );
}
const original = inputFile(input);
if (!original) throw new Error(`${input.file} is missing`);

rmSync(WORK, { recursive: true, force: true });
mkdirSync(path.join(WORK, "logs"), { recursive: true });
const description = path.join(WORK, path.basename(original));
copyFileSync(original, description);
const out = path.join(WORK, "out", "client.ts");
const args = ["-s", description, "-o", out, "-t", flags.template];

/** One line of the description changed: the first operation summary gets a new suffix each time. */
const text = readFileSync(description, "utf8");
const summaryAt = text.indexOf('"summary": "');
if (summaryAt < 0) throw new Error("the description has no summary to edit");
let edits = 0;
function editDescription() {
  edits++;
  const lineEnd = text.indexOf('",', summaryAt);
  writeFileSync(description, `${text.slice(0, lineEnd)} (edit ${edits})${text.slice(lineEnd)}`);
}

const meter = detectMeter();
const load = () => os.loadavg()[0].toFixed(1);
const loadAtStart = load();
process.stderr.write(`input ${input.id}, template ${flags.template}, load ${loadAtStart}, meter ${meter}\n`);

// Cold: the command in a fresh process after each edit.
const cold = [];
for (let round = 0; round < warmup + runs; round++) {
  editDescription();
  const result = await measure({
    meter,
    args: [BIN, ...args],
    cwd: WORK,
    logDir: path.join(WORK, "logs"),
    timeoutMs: 600_000,
  });
  if (!result.ok) throw new Error(`cold run failed: ${result.stderr}`);
  if (round >= warmup) cold.push({ wallMs: result.wallMs, cpuMs: result.cpuMs });
  process.stderr.write(
    `cold ${round + 1}: ${result.wallMs.toFixed(0)} ms, CPU ${result.cpuMs?.toFixed(0)} ms\n`,
  );
}

// Warm: one watching process; each edit is followed by one run line.
const watcher = spawn(process.execPath, [BIN, ...args, "--watch"], {
  cwd: WORK,
  stdio: ["ignore", "pipe", "pipe"],
});
const lines = lineReader(watcher.stdout);
let stderr = "";
watcher.stderr.on("data", (chunk) => {
  stderr += chunk;
});
const firstRun = parseRunLine(await lines.next());
await lines.next(); // "watching 1 file for changes"
const warm = [];
for (let round = 0; round < reruns; round++) {
  const cpuBefore = cpuMsOf(watcher.pid);
  const started = performance.now();
  editDescription();
  const line = await lines.next();
  const latencyMs = performance.now() - started;
  const run = parseRunLine(line);
  if (!/wrote/.test(line)) throw new Error(`expected a write, got: ${line}\n${stderr}`);
  const cpuMs = cpuMsOf(watcher.pid) - cpuBefore;
  warm.push({ runMs: run.ms, latencyMs, cpuMs });
  process.stderr.write(
    `warm ${round + 1}: run ${run.ms} ms, edit to line ${latencyMs.toFixed(0)} ms, CPU ${cpuMs} ms\n`,
  );
}
watcher.kill("SIGINT");
const exitCode = await new Promise((resolve) => watcher.on("exit", (code) => resolve(code)));

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const stats = (list) => ({
  runMs: median(list.map((r) => r.runMs)),
  latencyMs: median(list.map((r) => r.latencyMs)),
  cpuMs: median(list.map((r) => r.cpuMs)),
});
const summary = {
  date: new Date().toISOString(),
  input: input.id,
  template: flags.template,
  node: process.version,
  cpus: os.cpus().length,
  load: { start: loadAtStart, end: load() },
  runs,
  warmup,
  reruns,
  cold: { wallMs: median(cold.map((r) => r.wallMs)), cpuMs: median(cold.map((r) => r.cpuMs)) },
  watchFirstRunMs: firstRun.ms,
  firstRerun: stats(warm.slice(0, 1)),
  earlyReruns: stats(warm.slice(1, 4)),
  steadyReruns: stats(warm.slice(4)),
  watcherExitCode: exitCode,
};
const ratio = (a, b) => `${((100 * a) / b).toFixed(0)} %`;
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  path.join(RESULTS_DIR, `watch-${summary.date.replace(/[:.]/g, "-")}.json`),
  `${JSON.stringify({ ...summary, cold, warm }, null, 2)}\n`,
);
const row = (label, wallMs, cpuMs, latencyMs) =>
  `| ${label} | ${wallMs.toFixed(0)} ms (${ratio(wallMs, summary.cold.wallMs)}) | ${cpuMs.toFixed(0)} ms (${ratio(cpuMs, summary.cold.cpuMs)}) | ${latencyMs === undefined ? "" : `${latencyMs.toFixed(0)} ms`} |`;
const rerunRow = (label, entry) => row(label, entry.runMs, entry.cpuMs, entry.latencyMs);
process.stdout.write(
  [
    `| ${input.id}, -t ${flags.template} (medians) | wall | CPU (user+sys) | edit → line printed |`,
    "| --- | --- | --- | --- |",
    row(`cold: the command in a fresh process (${runs} runs)`, summary.cold.wallMs, summary.cold.cpuMs),
    rerunRow("--watch, first re-run", summary.firstRerun),
    rerunRow("--watch, re-runs 2-4", summary.earlyReruns),
    rerunRow(`--watch, re-runs 5-${reruns} (steady)`, summary.steadyReruns),
    "",
    `Wall of a re-run: the time its line prints. First run of the watcher: ${firstRun.ms} ms. Load average ${summary.load.start} → ${summary.load.end} on ${summary.cpus} cores, ${process.version}. Watcher exit code after SIGINT: ${exitCode}.`,
    "",
  ].join("\n"),
);

/** The process's CPU time so far (all threads), from /proc (Linux only). */
function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // Fields after the command name (which may hold spaces) start at state: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** `typewright: 14:03:07 wrote client.ts (312 ms)` → 312. */
function parseRunLine(line) {
  const match = /\((\d+) ms\)$/.exec(line);
  if (!match) throw new Error(`not a run line: ${line}\n${stderr}`);
  return { ms: Number(match[1]) };
}

function lineReader(stream) {
  let buffer = "";
  const waiting = [];
  const ready = [];
  stream.setEncoding("utf8");
  stream.on("data", (chunk) => {
    buffer += chunk;
    for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
      const line = buffer.slice(0, end);
      buffer = buffer.slice(end + 1);
      const waiter = waiting.shift();
      if (waiter) waiter(line);
      else ready.push(line);
    }
  });
  return {
    next: () =>
      ready.length > 0 ? Promise.resolve(ready.shift()) : new Promise((resolve) => waiting.push(resolve)),
  };
}
