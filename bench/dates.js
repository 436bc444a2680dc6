#!/usr/bin/env node
/**
 * `npm run bench:dates`: what date conversion (`dateFormat: "Date"`) costs on top of `JSON.parse`.
 *
 * Generates the fetch client of fixtures/clients/everything.yaml with the built generator (`dist/`), transpiles
 * it to `bench/.cache/dates/*.mjs` with `export { reviveEvent }` appended (the converters are module-private),
 * builds a deterministic ~13 MB JSON array of `Event`s full of dates, and times, in alternating order within
 * each round, in one process:
 *   - `parse`:          `JSON.parse(text)`;
 *   - `parse + revive`: `convertItems(JSON.parse(text), reviveEvent)`, exactly the response's `revive`
 *                       (`POST /events` answers `Event[]`);
 * and two floors of the same converters, with the two leaf helpers replaced in a copy of the module:
 *   - `walk only`:      `reviveDateTime` / `reviveDate` return their argument (the walk and the stores);
 *   - `walk + Date`:    they return `new Date(0)` for every string (the walk, plus one `Date` per date string:
 *                       what any conversion to `Date` objects pays, before reading a single digit).
 * Reports median and min of wall and CPU time (process.cpuUsage: user + system of every thread, GC helpers
 * included), and each overhead in % of `JSON.parse` (the issue's goal: under 25 %).
 * Not a test: timings depend on the machine and its load; see bench/README.md.
 *
 *   npm run build && npm run bench:dates [-- --runs 21 --warmup 5 --events 25000 --no-floors --json]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CACHE = path.join(ROOT, "bench/.cache/dates");

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "21" },
    warmup: { type: "string", default: "5" },
    events: { type: "string", default: "25000" },
    floors: { type: "boolean", default: true },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  allowNegative: true,
});
if (flags.help) {
  console.log(
    "npm run bench:dates [-- --runs N (21) --warmup N (5) --events N (25000) --no-floors --json]\n" +
      "Needs a build (npm run build). Times JSON.parse alone and JSON.parse + the generated date converter.",
  );
  process.exit(0);
}
const RUNS = count("runs", 1);
const WARMUP = count("warmup", 0);
const EVENTS = count("events", 1);

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

/** The generated client as importable modules (the real one and the floors), each with its `Event[]` reviver. */
async function loadConverters() {
  const built = path.join(ROOT, "dist/index.js");
  const { generate } = await import(pathToFileURL(built).href).catch((error) => {
    console.error(`cannot load ${built} (run \`npm run build\` first): ${error.message}`);
    process.exit(2);
  });
  const source = await generate({
    src: path.join(ROOT, "fixtures/clients/everything.yaml"),
    template: "fetch",
  });
  if (!/\bfunction reviveEvent\(/.test(source)) {
    console.error("the generated client has no reviveEvent converter: nothing to measure");
    process.exit(1);
  }
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const module = `${outputText}\nexport { reviveEvent };\n`;
  const variants = { "parse + revive": module };
  if (flags.floors) {
    for (const [name, leaves] of Object.entries(FLOOR_LEAVES)) {
      const renamed = module.replace(/\bexport function (reviveDateTime|reviveDate)\(/g, "function $1Real(");
      if (renamed === module) throw new Error("the runtime's reviveDateTime / reviveDate were not found");
      variants[name] = `${renamed}\n${leaves}\n`;
    }
  }
  mkdirSync(CACHE, { recursive: true });
  const converters = {};
  for (const [name, text] of Object.entries(variants)) {
    const file = path.join(CACHE, `everything-fetch-${name.replace(/\W+/g, "-")}.mjs`);
    writeFileSync(file, text);
    const client = await import(`${pathToFileURL(file).href}?t=${Date.now()}`);
    converters[name] = (value) => client.convertItems(value, client.reviveEvent);
  }
  return converters;
}

/** A deterministic pseudo-random sequence (a 32-bit LCG), so every run parses the same bytes. */
function sequence(seed) {
  let state = seed >>> 0;
  return (below) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % below;
  };
}

/** `count` Events: date-times with and without fractions and offsets, days, a map, a child list, look-alikes. */
function buildEvents(count) {
  const next = sequence(2026);
  const base = Date.UTC(2020, 0, 1);
  const instant = () => {
    const date = new Date(base + next(6 * 365) * 86_400_000 + next(86_400) * 1000 + next(1000));
    const iso = date.toISOString(); // canonical: 2026-02-03T04:05:06.789Z
    switch (next(4)) {
      case 0:
        return iso.replace(/\.\d{3}Z$/, "Z"); // no fraction
      case 1:
        return `${iso.slice(0, 19)}+02:00`; // an offset
      default:
        return iso;
    }
  };
  const day = () => instant().slice(0, 10);
  const child = (id) => ({ id, at: instant(), day: day() });
  const events = [];
  for (let id = 1; id <= count; id++) {
    events.push({
      id,
      at: instant(),
      day: day(),
      label: day(), // looks like a date, stays a string
      stamps: [instant(), instant()],
      history: { created: instant(), updated: instant() },
      children: [child(id * 10 + 1)],
      period: { start: day(), end: day(), checkedAt: instant() },
      shape: next(2) === 0 ? { type: "circle", drawnAt: instant() } : { type: "square", side: next(10) },
      when: next(2) === 0 ? instant() : next(1_000_000),
      agreed: { stamp: instant(), note: "ok" },
    });
  }
  return events;
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function checkConversion(reviveEvents, text) {
  const [first] = reviveEvents(JSON.parse(text));
  const dates = [first.at, first.day, ...first.stamps, first.history.created, first.children[0].at];
  if (!dates.every((value) => value instanceof Date) || typeof first.label !== "string") {
    console.error("the converter did not convert what it should: not measuring", first);
    process.exit(1);
  }
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

async function main() {
  const converters = await loadConverters();
  const text = JSON.stringify(buildEvents(EVENTS));
  checkConversion(converters["parse + revive"], text);
  const dateCount = (text.match(/"\d{4}-\d{2}-\d{2}[T"]/g) ?? []).length;

  const names = ["parse", ...Object.keys(converters)];
  const timings = Object.fromEntries(names.map((name) => [name, { wall: [], cpu: [] }]));
  let kept = 0; // results are used, so no run is optimized away
  for (let round = 0; round < WARMUP + RUNS; round++) {
    // Alternate the order, so that no variant always runs right after another's garbage.
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const { wall, cpu, length } = timeOnce(text, converters[name]);
      kept += length;
      if (round < WARMUP) continue;
      timings[name].wall.push(wall);
      timings[name].cpu.push(cpu);
    }
  }
  if (kept === 0) console.log("(unreachable)");

  const summary = (values) => ({ median: median(values), min: Math.min(...values) });
  const percent = (value, base) => ((value - base) / base) * 100;
  const rows = names.map((name) => {
    const wall = summary(timings[name].wall);
    const cpu = summary(timings[name].cpu);
    return { name, wall, cpu };
  });
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
  const cpus = os.cpus();
  const report = {
    machine: {
      cpu: cpus[0]?.model?.trim() ?? "unknown",
      cores: cpus.length,
      node: process.version,
      os: `${os.type()} ${os.release()} ${os.arch()}`,
      loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    },
    input: { events: EVENTS, megabytes: Math.round((text.length / 1e6) * 10) / 10, dates: dateCount },
    runs: RUNS,
    warmup: WARMUP,
    rows,
  };
  if (flags.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  const ms = (value) => `${value.toFixed(1)} ms`;
  const pct = (value) => `${value >= 0 ? "+" : ""}${value.toFixed(0)} %`;
  const { machine, input } = report;
  console.log(
    `${machine.cpu}, ${machine.cores} cores, Node ${machine.node}, load ${machine.loadAverage.join(" / ")}`,
  );
  console.log(
    `${EVENTS} events, ${input.megabytes} MB of JSON, ${dateCount} date strings; ${RUNS} runs after ${WARMUP} warm-up`,
  );
  console.log("");
  const columns = ["wall median", "wall min", "CPU median", "CPU min"];
  console.log(`${"".padEnd(16)}${columns.map((column) => column.padStart(19)).join("")}`);
  for (const row of rows) {
    const cells = [
      [row.wall.median, row.overheadPercent.wall.median],
      [row.wall.min, row.overheadPercent.wall.min],
      [row.cpu.median, row.overheadPercent.cpu.median],
      [row.cpu.min, row.overheadPercent.cpu.min],
    ].map(([time, over]) => `${ms(time)} ${row === parse ? "" : `(${pct(over)})`}`.padStart(19));
    console.log(`${row.name.padEnd(16)}${cells.join("")}`);
  }
  const revive = rows.find((row) => row.name === "parse + revive");
  console.log("");
  console.log(
    `goal (issue 16): conversion under +25 % on top of JSON.parse (wall, median): ${
      revive.overheadPercent.wall.median < 25 ? "met" : "NOT met"
    }`,
  );
}

await main();
