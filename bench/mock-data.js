#!/usr/bin/env node
/**
 * `node bench/mock-data.js`: how long making the mock answers of each description under fixtures/ takes
 * (every operation's success and failure bodies and headers, `mockOperation` of the built `dist/`), slowest
 * first. test/plan/mock-data-corpus.test.ts judges the same answers and bounds their size by counting their
 * values; their time is measured here, where a busy machine makes a slower number instead of a failed test.
 * Each description is loaded and modelled once, untimed; its answers are made `--runs` times (median and
 * minimum of wall time, in one process: the first run of each also compiles the code it reaches).
 *
 *   npm run build && node bench/mock-data.js [--runs 3] [--match stripe,openai] [--top 15] [--json]
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const FIXTURES = path.join(ROOT, "fixtures");

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    match: { type: "string" },
    top: { type: "string", default: "15" },
    json: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  console.log(
    "node bench/mock-data.js [--runs N (3)] [--match a,b] [--top N (15)] [--json]\n" +
      "Needs a build (npm run build). Times making the mock answers of every description under fixtures/.",
  );
  process.exit(0);
}
const RUNS = Math.max(1, Number(flags.runs));
const TOP = Math.max(1, Number(flags.top));
const MATCH = flags.match?.split(",").filter(Boolean);

const { loadSpec } = await import(path.join(ROOT, "dist/load/load-spec.js"));
const { buildModel } = await import(path.join(ROOT, "dist/model/build-model.js"));
const { mockOperation } = await import(path.join(ROOT, "dist/plan/mock-data/mock-value.js"));

/** Files under `folder` that declare an OpenAPI or Swagger version near their start (as the corpus test finds them). */
function rootDocuments(folder) {
  const found = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...rootDocuments(full));
    else if (/\.(ya?ml|json)$/.test(entry) && declaresVersion(full)) found.push(full);
  }
  return found.sort();
}

function declaresVersion(file) {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}

const offline = async () => {
  throw new Error("network disabled in the benchmark");
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const rows = [];
for (const file of rootDocuments(FIXTURES)) {
  const name = path.relative(FIXTURES, file);
  if (MATCH && !MATCH.some((part) => name.includes(part))) continue;
  let model;
  try {
    model = buildModel(await loadSpec(file, { fetch: offline }));
  } catch {
    // Broken on purpose (test/compile/shared-specs.test.ts checks their errors).
    continue;
  }
  const times = [];
  for (let run = 0; run < RUNS; run++) {
    const started = process.hrtime.bigint();
    for (const operation of model.operations) mockOperation(operation, model, []);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  rows.push({
    name,
    operations: model.operations.length,
    medianMs: median(times),
    minMs: Math.min(...times),
  });
}

rows.sort((a, b) => b.medianMs - a.medianMs);
if (flags.json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const total = rows.reduce((sum, row) => sum + row.medianMs, 0);
  console.log(`${rows.length} descriptions, ${RUNS} run(s) each; medians add up to ${total.toFixed(0)} ms`);
  console.log("median ms  min ms  operations  description");
  for (const row of rows.slice(0, TOP)) {
    console.log(
      `${row.medianMs.toFixed(1).padStart(9)}  ${row.minMs.toFixed(1).padStart(6)}  ${String(row.operations).padStart(10)}  ${row.name}`,
    );
  }
}
