#!/usr/bin/env node
/**
 * `npm run bench:dates`: what date conversion (`dateFormat: "Date"`) costs on top of `JSON.parse`, on two
 * responses of about the same size and very different density of dates:
 *   - `dense`:   a ~13 MB JSON array of the `Event`s of fixtures/clients/everything.yaml, full of dates (one
 *                date string every ~39 bytes) in every kind of position: an extreme case, on purpose;
 *   - `typical`: a ~10 MB JSON array of issues shaped like GitHub's REST API answers them
 *                (bench/fixtures/issues.yaml: ~1.8 KB each, four date-time fields, two of them nullable;
 *                one date string every ~630 bytes).
 * For each, it generates the fetch client of the description with the built generator (`dist/`), transpiles
 * it to `bench/.cache/dates/*.mjs` with the converter exported (converters are module-private), builds the
 * deterministic JSON text, and times, in alternating order within each round, in one process:
 *   - `parse`:          `JSON.parse(text)`;
 *   - `parse + revive`: `convertItems(JSON.parse(text), reviveX)`, exactly the response's `revive`;
 * and two floors of the same converters, with the two leaf helpers replaced in a copy of the module:
 *   - `walk only`:      `reviveDateTime` / `reviveDate` return their argument (the walk and the stores);
 *   - `walk + Date`:    they return `new Date(0)` for every string (the walk, plus one `Date` per date string:
 *                       what any conversion to `Date` objects pays, before reading a single digit).
 * Reports median and min of wall and CPU time (process.cpuUsage: user + system of every thread, GC helpers
 * included), and each overhead in % of `JSON.parse` (the issue's goal: under 25 %).
 * Not a test: timings depend on the machine and its load; see bench/README.md.
 *
 *   npm run build && npm run bench:dates [-- --case dense,typical --runs 21 --warmup 5 --events 25000
 *                                           --issues 5600 --no-floors --json]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import ts from "typescript";
import { buildEvents, buildIssues, eventsConverted, issuesConverted } from "./lib/date-payloads.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CACHE = path.join(ROOT, "bench/.cache/dates");

const { values: flags } = parseArgs({
  options: {
    case: { type: "string", default: "dense,typical" },
    runs: { type: "string", default: "21" },
    warmup: { type: "string", default: "5" },
    events: { type: "string", default: "25000" },
    issues: { type: "string", default: "5600" },
    floors: { type: "boolean", default: true },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  allowNegative: true,
});
if (flags.help) {
  console.log(
    "npm run bench:dates [-- --case dense,typical --runs N (21) --warmup N (5) --events N (25000)\n" +
      "                       --issues N (5600) --no-floors --json]\n" +
      "Needs a build (npm run build). Times JSON.parse alone and JSON.parse + the generated date converter.",
  );
  process.exit(0);
}
const RUNS = count("runs", 1);
const WARMUP = count("warmup", 0);
const EVENTS = count("events", 1);
const ISSUES = count("issues", 1);

function count(name, least) {
  const value = Number(flags[name]);
  if (!Number.isInteger(value) || value < least) {
    console.error(`--${name} must be an integer of at least ${least}`);
    process.exit(2);
  }
  return value;
}

/** The leaf helpers of the floors, defined after the real ones (renamed away) in a copy of the module. */
const FLOOR_LEAVES = {
  "walk only":
    "function reviveDateTime(value) { return value; }\nfunction reviveDate(value) { return value; }",
  "walk + Date":
    'function reviveDateTime(value) { return typeof value === "string" ? new Date(0) : value; }\n' +
    "const reviveDate = reviveDateTime;",
};

/** The two responses: a description, the converter of its list's items, the payload and its check. */
const CASES = {
  dense: {
    description: "fixtures/clients/everything.yaml",
    converter: "reviveEvent",
    build: () => buildEvents(EVENTS),
    objects: `${EVENTS} events`,
    converted: eventsConverted,
  },
  typical: {
    description: "bench/fixtures/issues.yaml",
    converter: "reviveIssue",
    build: () => buildIssues(ISSUES),
    objects: `${ISSUES} issues`,
    converted: issuesConverted,
  },
};

const SELECTED = flags.case.split(",").map((name) => name.trim());
for (const name of SELECTED) {
  if (!Object.hasOwn(CASES, name)) {
    console.error(`--case: unknown case ${name} (known: ${Object.keys(CASES).join(", ")})`);
    process.exit(2);
  }
}

let generate;

/** The generated client as importable modules (the real one and the floors), each with its list's reviver. */
async function loadConverters(name, { description, converter }) {
  if (!generate) {
    const built = path.join(ROOT, "dist/index.js");
    ({ generate } = await import(pathToFileURL(built).href).catch((error) => {
      console.error(`cannot load ${built} (run \`npm run build\` first): ${error.message}`);
      process.exit(2);
    }));
  }
  const source = await generate({ src: path.join(ROOT, description), template: "fetch" });
  if (!new RegExp(`\\bfunction ${converter}\\(`).test(source)) {
    console.error(`the generated client of ${description} has no ${converter} converter: nothing to measure`);
    process.exit(1);
  }
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  // The runtime helpers are module-private too: the converter and the list walk it is called through.
  const module = `${outputText}\nexport { ${converter}, convertItems };\n`;
  const variants = { "parse + revive": module };
  if (flags.floors) {
    for (const [floor, leaves] of Object.entries(FLOOR_LEAVES)) {
      const renamed = module.replace(
        /\b(?:export )?function (reviveDateTime|reviveDate)\(/g,
        "function $1Real(",
      );
      if (renamed === module) throw new Error("the runtime's reviveDateTime / reviveDate were not found");
      variants[floor] = `${renamed}\n${leaves}\n`;
    }
  }
  mkdirSync(CACHE, { recursive: true });
  const converters = {};
  for (const [variant, text] of Object.entries(variants)) {
    const file = path.join(CACHE, `${name}-fetch-${variant.replace(/\W+/g, "-")}.mjs`);
    writeFileSync(file, text);
    const client = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
    const revive = client[converter];
    converters[variant] = (value) => client.convertItems(value, revive);
  }
  return converters;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** One timed run: parse (and convert), wall and CPU milliseconds. */
function timeOnce(text, convert) {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const value = JSON.parse(text);
  if (convert) convert(value);
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, length: value.length };
}

/** Every variant of one case, round after round, in alternating order; the summary rows. */
async function measure(name) {
  const definition = CASES[name];
  const converters = await loadConverters(name, definition);
  const text = JSON.stringify(definition.build());
  if (!definition.converted(converters["parse + revive"](JSON.parse(text)))) {
    console.error(`${name}: the converter did not convert what it should: not measuring`);
    process.exit(1);
  }
  const dates = (text.match(/"\d{4}-\d{2}-\d{2}[T"]/g) ?? []).length;

  const names = ["parse", ...Object.keys(converters)];
  const timings = Object.fromEntries(names.map((variant) => [variant, { wall: [], cpu: [] }]));
  let kept = 0; // results are used, so no run is optimized away
  for (let round = 0; round < WARMUP + RUNS; round++) {
    // Alternate the order, so that no variant always runs right after another's garbage.
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const variant of order) {
      const { wall, cpu, length } = timeOnce(text, converters[variant]);
      kept += length;
      if (round < WARMUP) continue;
      timings[variant].wall.push(wall);
      timings[variant].cpu.push(cpu);
    }
  }
  if (kept === 0) console.log("(unreachable)");

  const summary = (values) => ({ median: median(values), min: Math.min(...values) });
  const percent = (value, base) => ((value - base) / base) * 100;
  const rows = names.map((variant) => ({
    name: variant,
    wall: summary(timings[variant].wall),
    cpu: summary(timings[variant].cpu),
  }));
  const [parse] = rows;
  for (const row of rows) {
    row.overheadPercent = {
      wall: {
        median: percent(row.wall.median, parse.wall.median),
        min: percent(row.wall.min, parse.wall.min),
      },
      cpu: { median: percent(row.cpu.median, parse.cpu.median), min: percent(row.cpu.min, parse.cpu.min) },
    };
  }
  const megabytes = Math.round((text.length / 1e6) * 10) / 10;
  return {
    name,
    input: {
      description: definition.description,
      objects: definition.objects,
      megabytes,
      dates,
      bytesPerDate: Math.round(text.length / dates),
    },
    rows,
  };
}

function printCase({ name, input, rows }) {
  const ms = (value) => `${value.toFixed(1)} ms`;
  const pct = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(0)} %`;
  console.log("");
  console.log(
    `${name}: ${input.objects} of ${input.description}, ${input.megabytes} MB of JSON, ` +
      `${input.dates} date strings (one every ${input.bytesPerDate} bytes)`,
  );
  const columns = ["wall median", "wall min", "CPU median", "CPU min"];
  console.log(`${"".padEnd(16)}${columns.map((column) => column.padStart(19)).join("")}`);
  const [parse] = rows;
  for (const row of rows) {
    const cells = [
      [row.wall.median, row.overheadPercent.wall.median],
      [row.wall.min, row.overheadPercent.wall.min],
      [row.cpu.median, row.overheadPercent.cpu.median],
      [row.cpu.min, row.overheadPercent.cpu.min],
    ].map(([time, over]) => `${ms(time)} ${row === parse ? "" : `(${pct(over)})`}`.padStart(19));
    console.log(`${row.name.padEnd(16)}${cells.join("")}`);
  }
  const revive = rows.find((row) => row.name === "parse + revive").overheadPercent;
  const verdict = (value) => `${pct(value)} ${value < 25 ? "met" : "NOT met"}`;
  console.log(
    "goal: conversion under +25 % on top of JSON.parse: " +
      `median wall ${verdict(revive.wall.median)}, CPU ${verdict(revive.cpu.median)}; ` +
      `min wall ${verdict(revive.wall.min)}, CPU ${verdict(revive.cpu.min)}`,
  );
}

async function main() {
  const cases = [];
  for (const name of SELECTED) cases.push(await measure(name));
  const cpus = os.cpus();
  const report = {
    machine: {
      cpu: cpus[0]?.model?.trim() ?? "unknown",
      cores: cpus.length,
      node: process.version,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    },
    runs: RUNS,
    warmup: WARMUP,
    cases,
  };
  if (flags.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const { machine } = report;
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, time zone ${machine.timeZone}, ` +
      `load ${machine.loadAverage.join(" / ")}; ${RUNS} runs after ${WARMUP} warm-up`,
  );
  if (Math.max(...machine.loadAverage) > machine.cores) {
    console.log(
      "the load average was above the number of cores: wall times include waiting for a core, compare CPU times",
    );
  }
  for (const measured of cases) printCase(measured);
}

await main();
