#!/usr/bin/env node
/**
 * `npm run bench`: typewright side by side with peer generators and a "floor" on real OpenAPI descriptions.
 * See bench/README.md. Everything it downloads or writes goes to bench/.cache (git-ignored), except the final
 * table, bench/RESULTS.md.
 */
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  generators as allGenerators,
  describeInput,
  INPUTS,
  inputFile,
  PREFIXES,
  ROOT,
  runsOn,
} from "./lib/config.js";
import { count, HELP, parseFlags, selection } from "./lib/flags.js";
import { HANDLERS_BASELINE, measureHandlers } from "./lib/handlers.js";
import { measureHooksTypecheck } from "./lib/hooks-typecheck.js";
import { ensureInstalled, installedVersion } from "./lib/install.js";
import { measureInstallSizes } from "./lib/install-size.js";
import { describeMachine, gitState } from "./lib/machine.js";
import { detectMeter, lastErrorLine, nodeBinary } from "./lib/measure.js";
import { publishResults, rerenderSaved } from "./lib/publish.js";
import { runRounds } from "./lib/rounds.js";
import { createRunner } from "./lib/runner.js";
import { snapshotTypewright } from "./lib/snapshot.js";
import { measureSplit } from "./lib/split.js";
import { prepareSwaggie, swaggieAnchor, swaggieTemplate } from "./lib/swaggie.js";
import { CHECKERS } from "./lib/typecheck.js";
import { measureTypechecks } from "./lib/typecheck-rounds.js";
import { measureWarmRounds } from "./lib/warm-bound.js";

const flags = parseFlags();

if (flags.help) {
  process.stdout.write(`${HELP}\n`);
  process.exit(0);
}

// Re-render a saved run (bench/.cache/results/<date>.json) without running anything.
if (flags.report) {
  rerenderSaved(flags);
  process.exit(0);
}

const log = (line) => process.stderr.write(`${line}\n`);
const notes = [];
const note = (line) => {
  notes.push(line);
  log(`note: ${line}`);
};

const runs = count("runs", flags.runs, 1, log);
const warmup = count("warmup", flags.warmup, 0, log);
const timeoutMs = count("timeout", flags.timeout, 1, log) * 1000;
const typecheckRuns = count("typecheck-runs", flags["typecheck-runs"] ?? flags.runs, 1, log);
const warmRounds = count("warm-rounds", flags["warm-rounds"], 0, log);

// ---------------------------------------------------------------------------------------------------------------
// Machine and setup

const startedAt = new Date();
const machine = describeMachine();
const { loadStart } = machine;
const git = gitState();
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
const onlyGenerators = selection("only", flags.only, knownGenerators, log);
const onlyInputs = selection(
  "inputs",
  flags.inputs,
  INPUTS.map((input) => input.id),
  log,
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

const runOnce = createRunner({ meter, timeoutMs, ownNode });

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
const typewright = generatorList().find((generator) => generator.id === "typewright");
// What every part of the run measures with, and where it says what happened.
const context = { meter, timeoutMs, ownNode, log, note };
const dead = await runRounds(results, { generatorsFor, typewright, runOnce, runs, warmup }, context);

// ---------------------------------------------------------------------------------------------------------------
// Warm-JIT bound: the pipeline run again and again in one process (bench/lib/warm-rounds.js)

if (warmRounds > 0 && wanted("typewright")) {
  results.warm = await measureWarmRounds(inputs, dead, { snapshot, template, warmRounds }, context);
}

// ---------------------------------------------------------------------------------------------------------------
// GitHub split by tag against the single file: generation time and an editor's first completion (bench/lib/split.js)

if (wanted("typewright") && !flags["skip-split"]) {
  try {
    results.split = await measureSplit({ log });
    const { generation, firstCompletion } = results.split;
    note(
      `split by tag (GitHub, fetch): generation ${Math.round(generation.splitMs)} ms vs ${Math.round(generation.singleMs)} ms single ` +
        `(${Math.round((generation.ratio - 1) * 100)} %); tsserver's first completion ${Math.round(firstCompletion.tagFileMs)} ms ` +
        `in issues.ts vs ${Math.round(firstCompletion.singleMs)} ms in the single file`,
    );
  } catch (error) {
    note(`split by tag not measured: ${error.message.split("\n")[0]}`);
  }
}

if (wanted("typewright") && !flags["skip-handlers"]) {
  try {
    results.handlers = await measureHandlers({ cli: snapshot.cli, meter, timeoutMs, log });
    const { wallRatio, cpuRatio, spread, pairs, handlersBytes, baselineHandlersBytes } = results.handlers;
    const percent = (ratio) => `${ratio >= 1 ? "+" : ""}${Math.round((ratio - 1) * 100)} %`;
    note(
      `MSW handlers (GitHub, --msw with the client) against ${HANDLERS_BASELINE} (before plausible mock data): ` +
        `wall ${percent(wallRatio)}${cpuRatio === undefined ? "" : `, CPU ${percent(cpuRatio)}`} (median of ${pairs} ` +
        `pairs, wall ratios ${spread.map((ratio) => ratio.toFixed(2)).join("–")}); handlers file ` +
        `${(handlersBytes / 1e6).toFixed(2)} MB vs ${(baselineHandlersBytes / 1e6).toFixed(2)} MB`,
    );
  } catch (error) {
    note(`MSW handlers not measured: ${error.message.split("\n")[0]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Type-checking the GitHub output

if (!flags["skip-typecheck"]) {
  const typecheckAll = flags["typecheck-all"];
  await measureTypechecks(results, { generators, typewright, runOnce, typecheckAll, typecheckRuns }, context);
  if (wanted("typewright")) {
    results.hooksTypecheck = await measureHooksTypecheck(
      results,
      { typewright, runOnce, typecheckRuns },
      context,
    );
  }
}

// ---------------------------------------------------------------------------------------------------------------
// What installing typewright adds to a project (bench/lib/install-size.js)

if (wanted("typewright") && !flags["skip-install"] && !flags["skip-install-size"]) {
  log("install size: packing typewright and installing it beside TypeScript none, 5.9, 6 and 7");
  try {
    results.installSizes = measureInstallSizes();
  } catch (error) {
    note(`install size not measured: ${error.message.split("\n")[0]}`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Report

machine.loadEnd = os.loadavg();
results.meta.finished = new Date().toISOString();
results.meta.typecheckRuns = typecheckRuns;
publishResults(results, { startedAt, flags, log });
