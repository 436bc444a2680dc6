#!/usr/bin/env node
/**
 * `npm run bench`: typewright side by side with peer generators and a "floor" on real OpenAPI descriptions.
 * See bench/README.md. Everything it downloads or writes goes to bench/.cache (git-ignored), except the final
 * table, bench/RESULTS.md.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import {
  generators as allGenerators,
  BENCH,
  describeInput,
  INPUTS,
  inputFile,
  PREFIXES,
  RESULTS_DIR,
  ROOT,
  RUNS_DIR,
  runsOn,
} from "./lib/config.js";
import { ensureInstalled, installedVersion } from "./lib/install.js";
import { detectMeter, lastErrorLine, measure, nodeBinary } from "./lib/measure.js";
import { pipelineMs, renderMarkdown, size } from "./lib/report.js";
import { snapshotTypewright } from "./lib/snapshot.js";
import { prepareSwaggie, swaggieAnchor, swaggieTemplate } from "./lib/swaggie.js";
import { CHECKERS, prepareProject, summarizeDiagnostics, TYPES_ONLY_ID } from "./lib/typecheck.js";

const HELP = `npm run bench [-- options]

  --runs N              timed runs per input × generator, alternating (default 5)
  --warmup N            untimed runs first (default 1; at least one typewright run is always made to size the floor)
  --only a,b            generators: floor, typewright, swaggie, openapi-typescript, orval, oazapfts, hey-api
                        (the floor is always added when anything else runs)
  --inputs a,b          petstore, gitea, stripe, github, msgraph; generated: ops-shared-id-10k,
                        ops-shared-id-50k, names-colliding-20k, union-20k
  --template NAME       typewright's -t (default axios; falls back to fetch if axios fails on petstore)
  --timeout S           seconds before one run is killed (default 600)
  --graph-peers         also run the peers on Microsoft Graph and the generated inputs (slow; off by default;
                        swaggie runs on Microsoft Graph anyway)
  --swaggie DIR         swaggie's anchor build (default ../shared/anchors/swaggie-2.4.3 beside the repository,
                        or $TYPEWRIGHT_SWAGGIE_ANCHOR); copied into bench/.cache/peers/swaggie
  --node BIN            run typewright, swaggie and the floor with this node binary (peers and tsc keep this one)
  --typecheck-all       type-check every generator's GitHub output (default: typewright + openapi-typescript)
  --typecheck-runs N    runs per type-check (default: --runs)
  --skip-typecheck      no type-check measurement
  --warm-rounds N       pipeline rounds in one process per input, for the warm-JIT bound (default 5; 0: none)
  --skip-install        never call npm; report what is missing
  --commit REV          measure typewright as committed in REV (extracted with git archive and compiled) instead
                        of a copy of the working tree's dist/ (npm run build)
  --write / --no-write  write bench/RESULTS.md (default: only when neither --only nor --inputs is given)
  --report FILE.json    only re-render a saved run (bench/.cache/results/*.json); with --write, into RESULTS.md
  -h, --help`;

const { values: flags } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    warmup: { type: "string", default: "1" },
    only: { type: "string" },
    inputs: { type: "string" },
    template: { type: "string", default: "axios" },
    timeout: { type: "string", default: "600" },
    "graph-peers": { type: "boolean", default: false },
    "typecheck-all": { type: "boolean", default: false },
    "typecheck-runs": { type: "string" },
    "skip-typecheck": { type: "boolean", default: false },
    "skip-install": { type: "boolean", default: false },
    "warm-rounds": { type: "string", default: "5" },
    commit: { type: "string" },
    swaggie: { type: "string" },
    node: { type: "string" },
    write: { type: "boolean" },
    "no-write": { type: "boolean", default: false },
    report: { type: "string" },
    help: { type: "boolean", short: "h", default: false },
  },
  allowPositionals: false,
});

if (flags.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

// Re-render a saved run (bench/.cache/results/<date>.json) without running anything.
if (flags.report) {
  const saved = JSON.parse(readFileSync(flags.report, "utf8"));
  const markdown = renderMarkdown(saved);
  process.stdout.write(markdown);
  if (flags.write) {
    writeFileSync(path.join(BENCH, "RESULTS.md"), markdown);
    process.stderr.write("wrote bench/RESULTS.md\n");
  }
  process.exit(0);
}

const log = (line) => process.stderr.write(`${line}\n`);
const notes = [];
const note = (line) => {
  notes.push(line);
  log(`note: ${line}`);
};

function count(name, text, min) {
  if (!/^\d+$/.test(text) || Number(text) < min) {
    log(`--${name} expects a whole number ≥ ${min}, got "${text}"`);
    process.exit(2);
  }
  return Number(text);
}
const runs = count("runs", flags.runs, 1);
const warmup = count("warmup", flags.warmup, 0);
const timeoutMs = count("timeout", flags.timeout, 1) * 1000;
const typecheckRuns = count("typecheck-runs", flags["typecheck-runs"] ?? flags.runs, 1);
const warmRounds = count("warm-rounds", flags["warm-rounds"], 0);

function selection(name, text, known) {
  if (text === undefined) return undefined;
  const list = text
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
  const unknown = list.filter((item) => !known.includes(item));
  if (unknown.length > 0) {
    log(`--${name}: unknown ${unknown.join(", ")}; expected some of ${known.join(", ")}`);
    process.exit(2);
  }
  return list;
}

// ---------------------------------------------------------------------------------------------------------------
// Machine and setup

const startedAt = new Date();
const loadStart = os.loadavg();
const cpus = os.cpus();
const machine = {
  cpu: cpus[0]?.model?.trim() ?? "unknown",
  cores: cpus.length,
  memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
  os: `${os.type()} ${os.release()} ${os.arch()}`,
  node: process.version,
  loadStart,
};
const git = (() => {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--", "src"], { cwd: ROOT, encoding: "utf8" }).trim() !==
      "";
    return { commit, dirty };
  } catch {
    return { commit: "unknown", dirty: false };
  }
})();
log(
  `machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB, node ${machine.node}, load ${loadStart.map((l) => l.toFixed(2)).join(" ")}`,
);

const meter = detectMeter();
if (meter === "preload") {
  note(
    "GNU time (/usr/bin/time) not found: CPU and peak RSS come from process.resourceUsage() of the node process itself " +
      "(child processes such as tsc 7's Go binary are not counted). `apt-get install -y time` gives complete numbers.",
  );
}

// typewright, swaggie and the floor may run under another Node (--node BIN); the peers were installed and
// checked on this one, and tsc is measured here as well.
const ownNode = flags.node === undefined ? undefined : nodeBinary(flags.node);
if (ownNode?.error) {
  log(ownNode.error);
  process.exit(2);
}
if (ownNode) log(`typewright, swaggie and the floor run on node ${ownNode.version} (${ownNode.path})`);

// A private copy of the build: others may rebuild dist/ while this runs.
const snapshot = snapshotTypewright({ source: flags.commit ? "commit" : "dist", commit: flags.commit });
if (snapshot.error) {
  log(snapshot.error);
  process.exit(1);
}
log(`typewright: ${snapshot.how} in ${path.relative(ROOT, snapshot.dist)}`);

let template = flags.template;
let swaggieTpl = template;
const generatorList = () =>
  allGenerators({ template, swaggieTemplate: swaggieTpl, typewrightCli: snapshot.cli });
const knownGenerators = generatorList().map((generator) => generator.id);
const onlyGenerators = selection("only", flags.only, knownGenerators);
const onlyInputs = selection(
  "inputs",
  flags.inputs,
  INPUTS.map((input) => input.id),
);
const wanted = (id) => !onlyGenerators || onlyGenerators.includes(id) || id === "floor";

// Install what the selection needs.
const selectedInputs = INPUTS.filter((input) => !onlyInputs || onlyInputs.includes(input.id));
const prefixIds = [];
if (selectedInputs.some((input) => input.needs)) prefixIds.push("inputs");
for (const generator of generatorList())
  if (generator.prefix && wanted(generator.id)) prefixIds.push(generator.prefix);
const install = ensureInstalled(PREFIXES, { ids: prefixIds, allowInstall: !flags["skip-install"], log });
for (const [id, status] of Object.entries(install))
  for (const problem of status.problems) note(`${id}: ${problem}`);
const swaggie = wanted("swaggie")
  ? prepareSwaggie({ anchor: swaggieAnchor(flags.swaggie), allowInstall: !flags["skip-install"], log })
  : undefined;
if (swaggie && !swaggie.ok) note(swaggie.problem);

// Inputs: present or reported.
const inputs = [];
for (const input of selectedInputs) {
  const file = inputFile(input);
  if (!file) {
    const why = input.needs
      ? `${input.needs} is not installed or does not contain ${path.relative(PREFIXES.inputs.dir, input.file)}`
      : `${input.file} does not exist`;
    note(`input ${input.id} skipped: ${why}`);
    continue;
  }
  inputs.push({ ...input, file, ...(await describeInput(file)) });
}

// Generators that can run at all.
const unavailable = new Map();
for (const generator of generatorList()) {
  if (!wanted(generator.id)) continue;
  // Its note is already out.
  if (generator.id === "swaggie" && !swaggie.ok) unavailable.set(generator.id, swaggie.problem);
  else if (generator.prefix && !install[generator.prefix]?.ok) unavailable.set(generator.id, "not installed");
  else if (!existsSync(generator.bin)) unavailable.set(generator.id, `missing ${generator.bin}`);
}
for (const [id, why] of unavailable) if (id !== "swaggie") note(`generator ${id} skipped: ${why}`);

// ---------------------------------------------------------------------------------------------------------------
// Running

function freshDir(...parts) {
  const dir = path.join(RUNS_DIR, ...parts);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(path.join(dir, "out"), { recursive: true });
  return dir;
}

function outputSize(dir) {
  let bytes = 0;
  let files = 0;
  const walk = (folder) => {
    for (const entry of readdirSync(folder)) {
      const full = path.join(folder, entry);
      const stat = statSync(full);
      if (stat.isDirectory()) walk(full);
      else {
        bytes += stat.size;
        files++;
      }
    }
  };
  if (existsSync(dir)) walk(dir);
  return { bytes, files };
}

/** typewright --timings lines → stage name → ms. */
function parseStages(stderr) {
  const stages = {};
  for (const match of stderr.matchAll(/timing (\w+)\s+([\d.]+) ms\n/g)) stages[match[1]] = Number(match[2]);
  const total =
    /timing total\s+([\d.]+) ms since process start \(pipeline ([\d.]+) ms, before main ([\d.]+) ms\)/.exec(
      stderr,
    );
  if (!total) return Object.keys(stages).length > 0 ? stages : undefined;
  stages.total = Number(total[1]);
  stages["before main"] = Number(total[3]);
  stages["imports etc."] = Number(total[1]) - Number(total[2]) - Number(total[3]);
  return stages;
}

async function runOnce(input, generator, label, extra) {
  const dir = freshDir(input.id, generator.id, label);
  const out = path.join(dir, "out");
  const result = await measure({
    meter,
    args: generator.args(input.file, out, extra),
    cwd: dir,
    logDir: dir,
    timeoutMs,
    node: generator.ownNode ? ownNode?.path : undefined,
  });
  result.outDir = out;
  if (result.ok) result.output = outputSize(out);
  if (result.ok && generator.id === "typewright") result.stages = parseStages(result.stderr);
  // typewright --timings may be unknown to an older build: try once more without it.
  if (!result.ok && generator.id === "typewright" && /timings/.test(result.stderr)) {
    const plain = { ...generator, args: (...a) => generator.args(...a).filter((arg) => arg !== "--timings") };
    return runOnce(input, plain, label, extra);
  }
  return result;
}

const results = {
  meta: {
    date: startedAt.toISOString(),
    machine,
    git,
    meter,
    runs,
    warmup,
    argv: process.argv.slice(2),
    typewrightBuild: snapshot.how,
    node: ownNode,
  },
  versions: {},
  inputs,
  generators: [],
  runs: {},
  typecheck: [],
  notes,
};

// Template check: axios is being finished; fall back to fetch if it does not work on petstore.
{
  const probeInput = { id: "probe", file: path.join(ROOT, "fixtures/petstore.yaml") };
  const typewright = generatorList().find((generator) => generator.id === "typewright");
  const probe = await runOnce(probeInput, typewright, "template", {});
  if (!probe.ok && template !== "fetch") {
    const fetchProbe = await runOnce(
      probeInput,
      allGenerators({ template: "fetch", typewrightCli: snapshot.cli }).find(
        (generator) => generator.id === "typewright",
      ),
      "template",
      {},
    );
    if (fetchProbe.ok) {
      note(`typewright -t ${template} failed on petstore (${lastErrorLine(probe)}); using -t fetch instead`);
      template = "fetch";
    }
  }
  if (!probe.ok && template === flags.template) {
    log(`typewright (${snapshot.how}) does not work: ${lastErrorLine(probe)}`);
    log("Rebuild it (npm run build), or choose a working commit with --commit REV.");
    process.exit(1);
  }
}
results.meta.template = template;
if (swaggie?.ok) {
  const chosen = swaggieTemplate(template);
  swaggieTpl = chosen.template;
  if (chosen.note) note(chosen.note);
}
const generators = generatorList().filter(
  (generator) => wanted(generator.id) && !unavailable.has(generator.id),
);
results.generators = generators.map(({ id, title }) => ({ id, title }));

for (const generator of generators) {
  if (generator.package)
    results.versions[generator.id] =
      `${generator.package}@${installedVersion(PREFIXES[generator.prefix].dir, generator.package)}`;
}
results.versions.typewright = `${snapshot.how}, -t ${template}`;
if (swaggie?.ok)
  results.versions.swaggie = `swaggie@${swaggie.version} (anchor build copied from ${swaggie.anchor}; ${swaggie.dependencies.join(", ")}), -t ${swaggieTpl}`;
for (const pkg of PREFIXES.inputs.packages) {
  const version = installedVersion(PREFIXES.inputs.dir, pkg.name);
  if (version) results.versions[pkg.name] = `${pkg.name}@${version}`;
}
for (const checker of CHECKERS) {
  const version = installedVersion(ROOT, checker.pkg);
  if (version) results.versions[checker.id] = `${checker.pkg}@${version}`;
}

const generatorsFor = (input) =>
  generators.filter((generator) => runsOn(generator, input, flags["graph-peers"]));

// Warm-up (untimed): fills the disk cache, finds generators that fail, and sizes the floor from typewright's output.
const floorBytes = new Map();
const dead = new Map();
for (const input of inputs) {
  results.runs[input.id] = {};
  for (const generator of generatorsFor(input))
    results.runs[input.id][generator.id] = { samples: [], failures: [] };
  const typewright = generatorList().find((generator) => generator.id === "typewright");
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

// ---------------------------------------------------------------------------------------------------------------
// Warm-JIT bound: the pipeline run again and again in one process (bench/lib/warm-rounds.js)

if (warmRounds > 0 && wanted("typewright")) {
  results.warm = {};
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
    results.warm[input.id] = { rounds };
    log(
      `warm rounds ${input.id}: ${rounds.map((stages) => `${Math.round(pipelineMs(stages))} ms`).join(", ")}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Type-checking the GitHub output

if (!flags["skip-typecheck"]) {
  const input = inputs.find((candidate) => candidate.id === "github");
  const checkers = CHECKERS.filter((checker) => {
    if (existsSync(checker.script)) return true;
    note(`${checker.title} not found at ${checker.script}; not measured`);
    return false;
  });
  if (!input) note("type-check skipped: the GitHub input is not part of this run");
  else {
    const ids = flags["typecheck-all"]
      ? generators.map((generator) => generator.id).filter((id) => id !== "floor")
      : ["typewright", "openapi-typescript"].filter((id) =>
          generators.some((generator) => generator.id === id),
        );
    const projects = [];
    for (const id of ids) {
      const cell = results.runs.github?.[id];
      const prepared = cell?.outDir ? prepareProject(id, "github", cell.outDir) : undefined;
      if (!prepared) {
        note(`type-check of ${id}: no GitHub output to check`);
        continue;
      }
      projects.push({ id, ...prepared });
    }
    // Like for like with openapi-typescript, which writes types only: typewright's `--mode schemas` output.
    if (ids.includes("typewright")) {
      const typewright = generatorList().find((generator) => generator.id === "typewright");
      const result = await runOnce(input, typewright, "schemas-mode", { extraArgs: ["--mode", "schemas"] });
      const prepared = result.ok ? prepareProject(TYPES_ONLY_ID, "github", result.outDir) : undefined;
      if (prepared) projects.push({ id: TYPES_ONLY_ID, ...prepared });
      else note(`type-check of typewright --mode schemas: generation failed (${lastErrorLine(result)})`);
    }
    const entries = [];
    for (const project of projects) {
      for (const checker of checkers) {
        entries.push({
          input: "github",
          generator: project.id,
          generatorTitle:
            project.id === TYPES_ONLY_ID
              ? "typewright (--mode schemas: types only)"
              : (generators.find((generator) => generator.id === project.id)?.title ?? project.id),
          checker: checker.id,
          checkerTitle: checker.title,
          files: project.files,
          bytes: project.bytes,
          note: project.note,
          project: project.project,
          script: checker.script,
          samples: [],
          errors: 0,
        });
      }
    }
    for (let round = 0; round < typecheckRuns + 1; round++) {
      const line = [];
      for (const entry of entries) {
        const result = await measure({
          meter,
          args: [entry.script, "--noEmit", "-p", path.join(entry.project, "tsconfig.json")],
          cwd: entry.project,
          logDir: entry.project,
          timeoutMs,
        });
        const diagnostics = summarizeDiagnostics(`${result.stdout}\n${result.stderr}`);
        entry.errors = diagnostics.errors;
        entry.firstError = diagnostics.first?.replace(/^src\//, "");
        if (result.timedOut) entry.note = [entry.note, "timed out"].filter(Boolean).join("; ");
        // Round 0 is the warm-up. A type error still gives a valid timing (the whole program was checked).
        else if (round > 0 && result.userMs !== undefined) {
          entry.samples.push({ wallMs: result.wallMs, cpuMs: result.cpuMs, maxRssKb: result.maxRssKb });
        }
        line.push(
          `${entry.generator}/${entry.checker} ${(result.wallMs / 1000).toFixed(2)}s${diagnostics.errors ? ` (${diagnostics.errors} errors)` : ""}`,
        );
      }
      log(`type-check ${round === 0 ? "warm-up" : `round ${round}/${typecheckRuns}`}: ${line.join(", ")}`);
    }
    results.typecheck = entries.map(({ project, script, ...rest }) => rest);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

machine.loadEnd = os.loadavg();
results.meta.finished = new Date().toISOString();
results.meta.typecheckRuns = typecheckRuns;
const markdown = renderMarkdown(results);
process.stdout.write(`\n${markdown}`);

mkdirSync(RESULTS_DIR, { recursive: true });
const stamp = startedAt.toISOString().replace(/[:.]/g, "-");
writeFileSync(path.join(RESULTS_DIR, `${stamp}.json`), `${JSON.stringify(results, null, 2)}\n`);
writeFileSync(path.join(RESULTS_DIR, `${stamp}.md`), markdown);
const filtered = flags.only !== undefined || flags.inputs !== undefined;
const write = flags["no-write"] ? false : (flags.write ?? !filtered);
if (write) {
  writeFileSync(path.join(BENCH, "RESULTS.md"), markdown);
  log(`wrote bench/RESULTS.md (raw data: ${path.relative(ROOT, RESULTS_DIR)}/${stamp}.json)`);
} else {
  log(
    `bench/RESULTS.md left as is (filtered run); this run: ${path.relative(ROOT, RESULTS_DIR)}/${stamp}.md`,
  );
}
