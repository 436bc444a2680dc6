#!/usr/bin/env node
/**
 * Profiles one typewright run with `node --cpu-prof` and prints where the time goes (see lib/cpuprofile.js).
 *
 *   node bench/profile.js [--input github] [--template axios] [--interval 250] [--top 25]
 *   node bench/profile.js --analyze bench/.cache/profiles/<file>.cpuprofile
 *
 * Inputs are the benchmark's (run `npm run bench -- --inputs github --runs 1` once to install them).
 * Profiles and the report (.md) go to bench/.cache/profiles.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { INPUTS, inputFile, PROFILES_DIR, ROOT } from "./lib/config.js";
import { analyzeProfile } from "./lib/cpuprofile.js";
import { table } from "./lib/report.js";

const { values: flags } = parseArgs({
  options: {
    input: { type: "string", default: "github" },
    template: { type: "string", default: "axios" },
    mode: { type: "string" },
    interval: { type: "string", default: "250" },
    top: { type: "string", default: "25" },
    analyze: { type: "string" },
    "node-arg": { type: "string", multiple: true, default: [] },
    cli: { type: "string", default: path.join(ROOT, "bin/typewright.js") },
    help: { type: "boolean", short: "h", default: false },
  },
});
if (flags.help) {
  process.stdout.write(
    "node bench/profile.js [--input petstore|gitea|stripe|github|msgraph] [--template axios] [--mode full|schemas]\n" +
      "                      [--interval µs] [--top N] [--node-arg=--import=./hooks.mjs ...] [--analyze file.cpuprofile]\n" +
      "                      [--cli bench/.cache/typewright/bin/typewright.js]   (default: the repository's bin/typewright.js)\n",
  );
  process.exit(0);
}
const top = Number(flags.top);
const log = (line) => process.stderr.write(`${line}\n`);

let profileFile = flags.analyze;
let timings = "";
let label = flags.analyze ? path.basename(flags.analyze, ".cpuprofile") : "";
if (!profileFile) {
  const input = INPUTS.find((candidate) => candidate.id === flags.input);
  const file = input && inputFile(input);
  if (!file) {
    log(
      `input ${flags.input} is not available (run \`npm run bench -- --inputs ${flags.input} --runs 1\` to install it)`,
    );
    process.exit(1);
  }
  mkdirSync(PROFILES_DIR, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  label = `typewright-${input.id}-${flags.template}${flags.mode ? `-${flags.mode}` : ""}-${stamp}`;
  const out = path.join(PROFILES_DIR, "out", label);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const args = [
    "--cpu-prof",
    `--cpu-prof-dir=${PROFILES_DIR}`,
    `--cpu-prof-name=${label}.cpuprofile`,
    `--cpu-prof-interval=${flags.interval}`,
    ...flags["node-arg"],
    path.resolve(flags.cli),
    "-s",
    file,
    "-o",
    path.join(out, "client.ts"),
    "-t",
    flags.template,
    "--timings",
    ...(flags.mode ? ["--mode", flags.mode] : []),
  ];
  log(`node ${args.join(" ")}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, args, { cwd: ROOT, encoding: "utf8" });
  log(`exit ${result.status} after ${((performance.now() - started) / 1000).toFixed(2)} s`);
  timings = result.stderr
    .split("\n")
    .filter((line) => line.includes("timing"))
    .join("\n");
  if (result.status !== 0) {
    log(result.stderr);
    process.exit(1);
  }
  profileFile = path.join(PROFILES_DIR, `${label}.cpuprofile`);
}
if (!existsSync(profileFile)) {
  log(`no profile at ${profileFile}`);
  process.exit(1);
}

const analysis = analyzeProfile(profileFile, { root: ROOT });
const ms = (value) => `${Math.round(value)} ms`;
const pct = (value) => `${((value / analysis.totalMs) * 100).toFixed(1)}%`;
const sections = [];
sections.push(
  `# CPU profile: ${label}\n\nProfile: \`${path.relative(ROOT, profileFile)}\` — ${ms(analysis.totalMs)} profiled, ${analysis.samples} samples (interval ${flags.interval} µs).` +
    (timings
      ? `\n\ntypewright --timings of the same (profiled, so slower) run:\n\n\`\`\`\n${timings}\n\`\`\``
      : ""),
);
sections.push(
  `## Time per stage\n\nStack attribution: the outermost typewright frame decides the stage; "GC" and "(program)" samples carry no stack (the second column gives them to the stage that ran just before).\n\n${table(
    ["stage", "by stack", "", "with GC/(program) of the stage", "first–last sample"],
    analysis.byStageWindowed
      .map(([stage]) => stage)
      .concat(
        analysis.byStage
          .map(([stage]) => stage)
          .filter((stage) => !analysis.byStageWindowed.some(([s]) => s === stage)),
      )
      .map((stage) => {
        const strict = analysis.byStage.find(([s]) => s === stage)?.[1] ?? 0;
        const windowed = analysis.byStageWindowed.find(([s]) => s === stage)?.[1] ?? 0;
        const span = analysis.spans.get(stage);
        return [
          stage,
          ms(strict),
          pct(strict),
          ms(windowed),
          span ? `${ms(span.first)}–${ms(span.last)}` : "",
        ];
      }),
  )}`,
);
sections.push(
  `## Self time by module\n\n${table(
    ["module", "self", ""],
    analysis.selfByModule.slice(0, top).map(([module, value]) => [module, ms(value), pct(value)]),
  )}`,
);
sections.push(
  `## Self time by function (top ${top})\n\n${table(
    ["function", "self", ""],
    analysis.selfByFunction.slice(0, top).map(([name, value]) => [`\`${name}\``, ms(value), pct(value)]),
  )}`,
);
const perStage = [];
for (const [stage, total] of analysis.byStage) {
  const inner = analysis.innermostByStage.get(stage) ?? [];
  const self = analysis.selfByStage.get(stage) ?? [];
  if (total < analysis.totalMs * 0.01 || (inner.length === 0 && self.length === 0)) continue;
  const rows = [];
  for (let index = 0; index < Math.min(8, Math.max(inner.length, self.length)); index++) {
    const a = inner[index];
    const b = self[index];
    rows.push([a ? `\`${a[0]}\`` : "", a ? ms(a[1]) : "", b ? `\`${b[0]}\`` : "", b ? ms(b[1]) : ""]);
  }
  perStage.push(
    `### ${stage} (${ms(total)})\n\n${table(["innermost typewright function (incl. library code it calls)", "", "self time", ""], rows)}`,
  );
}
sections.push(`## Inside each stage\n\n${perStage.join("\n\n")}`);

const report = `${sections.join("\n\n")}\n`;
const reportFile = profileFile.replace(/\.cpuprofile$/, ".md");
writeFileSync(reportFile, report);
process.stdout.write(report);
log(`report: ${path.relative(ROOT, reportFile)}`);
