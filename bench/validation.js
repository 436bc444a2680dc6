#!/usr/bin/env node
/**
 * `npm run bench:validation`: what `validateResponses` costs on top of `JSON.parse`, on the `typical` response
 * of `npm run bench:dates` (a ~10 MB JSON array of GitHub-shaped issues, bench/fixtures/issues.yaml, four
 * date-time fields each). It generates the fetch client of the description with its Zod schema file
 * (`validator: "zod"`, `validateResponses: true`) with the built generator (`dist/`), transpiles both to
 * `bench/.cache/validation/` (with `nullableStrategy: "include"`, whose schemas admit the payload's nulls),
 * and times, in alternating order within each round, in one process:
 *   - `parse`:                     `JSON.parse(text)`;
 *   - `parse + revive`:            the dates revived, what the client does without validation;
 *   - `parse + revive + validate`: the response's `revive` with validation: revived, then the Zod schema's
 *                                  `safeParse` (its verdict only: the body is not copied).
 * Reports median and min of wall and CPU time and each overhead in % of `JSON.parse`.
 * Not a test: timings depend on the machine and its load; see bench/README.md.
 *
 *   npm run build && npm run bench:validation [-- --runs 11 --warmup 3 --issues 5600 --json]
 */
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import ts from "typescript";
import { buildIssues, issuesConverted } from "./lib/date-payloads.js";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const CACHE = path.join(ROOT, "bench/.cache/validation");

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "11" },
    warmup: { type: "string", default: "3" },
    issues: { type: "string", default: "5600" },
    json: { type: "boolean", default: false },
  },
});
const RUNS = Number(flags.runs);
const WARMUP = Number(flags.warmup);
const ISSUES = Number(flags.issues);

/** The generated client and schema file as modules; the response's revivers with and without validation. */
async function loadRevivers() {
  const { generateFiles } = await import(pathToFileURL(path.join(ROOT, "dist/index.js")).href).catch(
    (error) => {
      console.error(`cannot load dist/index.js (run \`npm run build\` first): ${error.message}`);
      process.exit(2);
    },
  );
  mkdirSync(CACHE, { recursive: true });
  // Written there as TypeScript, then beside it as the modules that run.
  const out = path.join(CACHE, "client.ts");
  const { files } = await generateFiles({
    src: path.join(ROOT, "bench/fixtures/issues.yaml"),
    template: "fetch",
    out,
    validator: "zod",
    validateResponses: true,
    // The payload has the nulls GitHub sends: the schemas admit them only with `include`.
    nullableStrategy: "include",
  });
  for (const file of files) {
    const { outputText } = ts.transpileModule(
      file.content.replaceAll("./client.zod.js", "./client.zod.mjs"),
      {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      },
    );
    const extra = file.path === out ? "\nexport { convertItems, reviveIssue, validatedResponse };\n" : "";
    writeFileSync(file.path.replace(/\.ts$/, ".mjs"), outputText + extra);
  }
  const client = await import(`${pathToFileURL(path.join(CACHE, "client.mjs")).href}?t=${Date.now()}`);
  const schemas = await import(`${pathToFileURL(path.join(CACHE, "client.zod.mjs")).href}?t=${Date.now()}`);
  const revive = (value) => client.convertItems(value, client.reviveIssue);
  return {
    "parse + revive": revive,
    "parse + revive + validate": client.validatedResponse(
      schemas.ListIssuesResponseSchema,
      "GET /issues",
      200,
      revive,
    ),
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function timeOnce(text, convert) {
  const cpuStarted = process.cpuUsage();
  const started = performance.now();
  const value = JSON.parse(text);
  const result = convert ? convert(value) : value;
  const wall = performance.now() - started;
  const cpu = process.cpuUsage(cpuStarted);
  return { wall, cpu: (cpu.user + cpu.system) / 1000, length: result.length };
}

async function main() {
  const revivers = await loadRevivers();
  const text = JSON.stringify(buildIssues(ISSUES));
  const checked = revivers["parse + revive + validate"](JSON.parse(text));
  if (!issuesConverted(checked)) {
    console.error("the validating reviver did not revive the dates: not measuring");
    process.exit(1);
  }
  const names = ["parse", ...Object.keys(revivers)];
  const timings = Object.fromEntries(names.map((name) => [name, { wall: [], cpu: [] }]));
  let kept = 0;
  for (let round = 0; round < WARMUP + RUNS; round++) {
    const order = round % 2 === 0 ? names : [...names].reverse();
    for (const name of order) {
      const { wall, cpu, length } = timeOnce(text, revivers[name]);
      kept += length;
      if (round < WARMUP) continue;
      timings[name].wall.push(wall);
      timings[name].cpu.push(cpu);
    }
  }
  if (kept === 0) console.log("(unreachable)");
  const [parseWall, parseCpu] = [median(timings.parse.wall), median(timings.parse.cpu)];
  const rows = names.map((name) => {
    const wall = median(timings[name].wall);
    const cpu = median(timings[name].cpu);
    return {
      name,
      wall: { median: wall, min: Math.min(...timings[name].wall) },
      cpu: { median: cpu, min: Math.min(...timings[name].cpu) },
      overheadPercent: {
        wall: ((wall - parseWall) / parseWall) * 100,
        cpu: ((cpu - parseCpu) / parseCpu) * 100,
      },
    };
  });
  const report = {
    machine: {
      cpu: os.cpus()[0]?.model?.trim() ?? "unknown",
      cores: os.cpus().length,
      node: process.version,
    },
    input: { issues: ISSUES, megabytes: Math.round((text.length / 1e6) * 10) / 10 },
    runs: RUNS,
    rows,
  };
  if (flags.json) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  console.log(`${ISSUES} issues, ${report.input.megabytes} MB of JSON; medians of ${RUNS} runs`);
  for (const row of rows) {
    const over = (value) => (row.name === "parse" ? "" : ` (${value >= 0 ? "+" : ""}${value.toFixed(0)} %)`);
    console.log(
      `${row.name.padEnd(28)} wall ${row.wall.median.toFixed(1)} ms${over(row.overheadPercent.wall)}` +
        `   CPU ${row.cpu.median.toFixed(1)} ms${over(row.overheadPercent.cpu)}`,
    );
  }
}

await main();
