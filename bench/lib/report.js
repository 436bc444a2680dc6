/** Summaries and Markdown tables of a benchmark result (see run.js for the shape of `results`). */
import path from "node:path";
import { ROOT } from "./config.js";
import { median, mib, seconds, size, summarize, table } from "./format.js";
import { goalsTable } from "./goals.js";
import { installSizeTable } from "./install-size.js";
import { swaggieSection } from "./paired.js";

// Other scripts read these from here.
export { median, size, summarize, table };

const ratio = (value, floor) => (value === undefined || !floor ? "–" : `${(value / floor).toFixed(1)}×`);

export function generatorTable(results, input) {
  const cells = results.runs[input.id] ?? {};
  const floor = summarize(cells.floor);
  const rows = [];
  for (const generator of results.generators) {
    const cell = cells[generator.id];
    if (!cell) continue;
    const stats = summarize(cell);
    const failed = cell.failures.length > 0 ? `${cell.failures.length} failed: ${cell.failures[0]}` : "";
    if (!stats) {
      rows.push([generator.title, "–", "–", "–", "–", "–", "–", failed || cell.note || "not run"]);
      continue;
    }
    const output = cell.output
      ? `${size(cell.output.bytes)} (${cell.output.files} file${cell.output.files === 1 ? "" : "s"})`
      : "–";
    rows.push([
      generator.title,
      `${seconds(stats.wallMs)} (${seconds(stats.minWallMs)}–${seconds(stats.maxWallMs)})`,
      seconds(stats.cpuMs),
      mib(stats.maxRssKb),
      generator.id === "floor" ? "1.0×" : ratio(stats.wallMs, floor?.wallMs),
      generator.id === "floor" ? "1.0×" : ratio(stats.cpuMs, floor?.cpuMs),
      output,
      [failed, cell.note].filter(Boolean).join("; "),
    ]);
  }
  return table(
    [
      "generator",
      "wall median (min–max)",
      "CPU u+s",
      "peak RSS",
      "wall ÷ floor",
      "CPU ÷ floor",
      "output",
      "notes",
    ],
    rows,
  );
}

/** typewright's own `--timings` per stage, medians over the timed runs. */
export function stagesTable(results) {
  const stageNames = [
    "before main",
    "imports etc.",
    "load",
    "model",
    "plan",
    "emit",
    "print",
    "write",
    "total",
  ];
  const rows = [];
  for (const input of results.inputs) {
    const cell = results.runs[input.id]?.typewright;
    const withStages = cell?.samples.filter((sample) => sample.stages) ?? [];
    if (withStages.length === 0) continue;
    const row = [input.id];
    for (const name of stageNames)
      row.push(`${Math.round(median(withStages.map((sample) => sample.stages[name])) ?? Number.NaN)}`);
    rows.push(row);
  }
  if (rows.length === 0) return "";
  return table(["input", ...stageNames.map((name) => `${name} (ms)`)], rows);
}

/**
 * typewright at every size. "Marginal" compares each input with the smallest one measured (petstore): the cost
 * that grows with the description once start-up is paid. Linear growth shows as a steady ms/MB.
 */
export function scalingTable(results) {
  const measured = results.inputs
    .map((input) => ({
      input,
      stats: summarize(results.runs[input.id]?.typewright),
      floor: summarize(results.runs[input.id]?.floor),
    }))
    .filter((entry) => entry.stats && entry.input.bytes !== undefined)
    .sort((a, b) => a.input.bytes - b.input.bytes);
  const base = measured[0];
  const rows = measured.map(({ input, stats, floor }) => {
    const marginal = (value, baseValue, amount) =>
      input === base.input || value === undefined || baseValue === undefined || !amount
        ? "–"
        : (value - baseValue) / amount;
    const mb = (input.bytes - base.input.bytes) / 1024 / 1024;
    const perMb = marginal(stats.cpuMs, base.stats.cpuMs, mb);
    const ops =
      input.operations !== undefined && base.input.operations !== undefined
        ? input.operations - base.input.operations
        : undefined;
    const perOp = marginal(stats.cpuMs, base.stats.cpuMs, ops);
    const rssPerMb = marginal(stats.maxRssKb / 1024, base.stats.maxRssKb / 1024, mb);
    const outputBytes = (id) => results.runs[id]?.typewright?.output?.bytes;
    const outMb = ((outputBytes(input.id) ?? 0) - (outputBytes(base.input.id) ?? 0)) / 1024 / 1024;
    const perOutMb =
      outputBytes(input.id) === undefined ? "–" : marginal(stats.cpuMs, base.stats.cpuMs, outMb);
    return [
      input.id,
      size(input.bytes),
      String(input.operations ?? "–"),
      String(input.schemas ?? "–"),
      size(results.runs[input.id]?.typewright?.output?.bytes),
      seconds(stats.wallMs),
      seconds(stats.cpuMs),
      floor?.cpuMs === undefined ? "–" : seconds(stats.cpuMs - floor.cpuMs),
      mib(stats.maxRssKb),
      typeof perMb === "number" ? `${Math.round(perMb)} ms/MB` : perMb,
      typeof perOp === "number" ? `${perOp.toFixed(1)} ms/op` : perOp,
      typeof perOutMb === "number" ? `${Math.round(perOutMb)} ms/MB` : perOutMb,
      typeof rssPerMb === "number" ? `${rssPerMb.toFixed(0)} MiB/MB` : rssPerMb,
    ];
  });
  return table(
    [
      "input",
      "size",
      "operations",
      "schemas",
      "output",
      "wall",
      "CPU",
      "CPU above floor",
      "peak RSS",
      `marginal CPU per input MB (vs ${base?.input.id ?? "–"})`,
      "marginal CPU per operation",
      "marginal CPU per output MB",
      "marginal RSS per input MB",
    ],
    rows,
  );
}

/** The hooks type-check (bench/lib/hooks-typecheck.js): each project per checker, and with hooks ÷ without. */
export function hooksTypecheckTable(results) {
  const hooks = results.hooksTypecheck;
  if (!hooks || hooks.entries.length === 0) return "";
  const medianOf = (entry, field) => median(entry.samples.map((sample) => sample[field]));
  const rows = hooks.entries.map((entry) => {
    const base = hooks.entries.find(
      (other) => other.checker === entry.checker && other.project === "tanstack",
    );
    const times = (field) =>
      entry === base || !base || entry.samples.length === 0 || base.samples.length === 0
        ? "–"
        : `${(medianOf(entry, field) / medianOf(base, field)).toFixed(2)}×`;
    const walls = entry.samples.map((sample) => sample.wallMs);
    return [
      entry.checkerTitle,
      entry.projectTitle,
      walls.length
        ? `${seconds(median(walls))} (${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))})`
        : "–",
      seconds(medianOf(entry, "cpuMs")),
      mib(medianOf(entry, "maxRssKb")),
      times("wallMs"),
      times("cpuMs"),
      entry.errors === 0 ? "clean" : `${entry.errors} errors, e.g. ${entry.firstError ?? "?"}`,
    ];
  });
  const sizes = `client.ts ${size(hooks.bytes["client.ts"])}, hooks.ts ${size(hooks.bytes["hooks.ts"])}.`;
  return `${sizes}\n\n${table(
    [
      "checker",
      "project",
      "wall median (min–max)",
      "CPU",
      "peak RSS",
      "wall ÷ TanStack by hand",
      "CPU ÷ TanStack by hand",
      "diagnostics",
    ],
    rows,
  )}`;
}

export function typecheckTable(results) {
  if (!results.typecheck || results.typecheck.length === 0) return "";
  const rows = results.typecheck.map((entry) => {
    const walls = entry.samples.map((sample) => sample.wallMs);
    return [
      entry.input,
      entry.generatorTitle,
      entry.checkerTitle,
      `${size(entry.bytes)} (${entry.files} file${entry.files === 1 ? "" : "s"})`,
      walls.length
        ? `${seconds(median(walls))} (${seconds(Math.min(...walls))}–${seconds(Math.max(...walls))})`
        : "–",
      seconds(median(entry.samples.map((sample) => sample.cpuMs))),
      mib(median(entry.samples.map((sample) => sample.maxRssKb))),
      entry.errors === 0 ? "clean" : `${entry.errors} errors, e.g. ${entry.firstError ?? "?"}`,
      entry.note ?? "",
    ];
  });
  return table(
    [
      "input",
      "output of",
      "checker",
      "checked",
      "wall median (min–max)",
      "CPU",
      "peak RSS",
      "result",
      "notes",
    ],
    rows,
  );
}

const PIPELINE_STAGES = ["load", "model", "plan", "emit", "print", "write"];

/** Sum of the pipeline stages of one `--timings` or warm-rounds record. */
export function pipelineMs(stages) {
  return PIPELINE_STAGES.reduce((sum, name) => sum + (stages?.[name] ?? 0), 0);
}

/**
 * The warm-JIT bound per input: the command's median wall time with its cold pipeline swapped for the fastest
 * pipeline of the in-process rounds, i.e. what a fresh process would take if V8 started with warm code.
 */
export function warmTable(results) {
  const rows = [];
  for (const input of results.inputs) {
    const rounds = results.warm?.[input.id]?.rounds;
    const cell = results.runs[input.id]?.typewright;
    const stats = summarize(cell);
    const floor = summarize(results.runs[input.id]?.floor);
    const timed = cell?.samples.filter((sample) => sample.stages) ?? [];
    if (!rounds || rounds.length === 0 || !stats || timed.length === 0) continue;
    const coldPipeline = median(timed.map((sample) => pipelineMs(sample.stages)));
    const fastest = Math.min(...rounds.map(pipelineMs));
    const bound = stats.wallMs - coldPipeline + fastest;
    const ratio = (ms) => (floor ? `${(ms / floor.wallMs).toFixed(1)}×` : "–");
    rows.push([
      input.id,
      seconds(stats.wallMs),
      `${Math.round(coldPipeline)}`,
      `${Math.round(pipelineMs(rounds[0]))}`,
      `${Math.round(fastest)}`,
      `${Math.round(coldPipeline - fastest)} (${Math.round((100 * (coldPipeline - fastest)) / stats.wallMs)}%)`,
      seconds(bound),
      ratio(bound),
      ratio(stats.wallMs),
    ]);
  }
  if (rows.length === 0) return "";
  return table(
    [
      "input",
      "command wall",
      "its pipeline (ms)",
      "in-process round 1 (ms)",
      "fastest round (ms)",
      "JIT warm-up (ms, % of wall)",
      "warm-JIT bound",
      "bound ÷ floor",
      "wall ÷ floor",
    ],
    rows,
  );
}

/** The whole RESULTS.md. */
export function renderMarkdown(results) {
  const { meta } = results;
  const { machine } = meta;
  const load = (values) => (values ?? []).map((value) => value.toFixed(2)).join(" / ");
  const minutes = meta.finished ? ((new Date(meta.finished) - new Date(meta.date)) / 60_000).toFixed(1) : "?";
  const busy = Math.max(machine.loadStart?.[0] ?? 0, machine.loadEnd?.[0] ?? 0) > machine.cores;
  const plural = (n, word) => `${n} ${word}${n === 1 ? "" : "s"}`;
  const sections = [];
  sections.push(
    [
      `Date: ${meta.date.replace("T", " ").replace(/\.\d+Z$/, " UTC")} (took ${minutes} min). typewright: ${meta.typewrightBuild ?? `commit ${meta.git.commit}`}, \`-t ${meta.template}\`.`,
      "",
      `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGiB} GiB RAM, ${machine.os}, Node ${machine.node}` +
        (meta.node
          ? ` for the benchmark, the peers and tsc; **typewright, swaggie and the floor ran on Node ${meta.node.version}** (\`--node ${meta.node.path}\`). `
          : ". ") +
        `Load average (1/5/15 min) at start ${load(machine.loadStart)}, at end ${load(machine.loadEnd)}` +
        (busy
          ? ". **Other work shared the machine during this run, so wall times are inflated and noisy; CPU time (user+sys) is the steadier measure, and the ratios to the floor are computed within the same run.**"
          : "."),
      "",
      `Method: ${plural(meta.runs, "timed run")} per input × generator after ${plural(meta.warmup, "warm-up run")}, alternating (round → input → generator, the order rotated every round), each in a fresh process writing into a fresh, empty folder. ` +
        `Wall = hrtime around the child process; CPU (user+sys) and peak RSS from ${meta.meter === "gnu-time" ? "GNU time (`/usr/bin/time -f '%U %S %M'`, which also counts waited-for grandchildren)" : "`process.resourceUsage()` in a preload (node process only)"}. All figures are medians. ` +
        "The floor (`bench/lib/floor.js`) reads the input, parses it (`JSON.parse`, or `yaml` for YAML) and writes as many bytes as typewright's output.",
    ].join("\n"),
  );
  sections.push(
    table(
      ["component", "version"],
      Object.entries(results.versions).map(([id, version]) => [id, version]),
    ),
  );
  sections.push(
    `## Inputs\n\n${table(
      ["input", "file", "size", "OpenAPI", "operations", "schemas"],
      results.inputs.map((input) => [
        input.id,
        path.relative(ROOT, input.file),
        size(input.bytes),
        input.version ?? "?",
        String(input.operations ?? "?"),
        String(input.schemas ?? "?"),
      ]),
    )}`,
  );
  for (const input of results.inputs) sections.push(`## ${input.title}\n\n${generatorTable(results, input)}`);
  const stages = stagesTable(results);
  if (stages) {
    sections.push(
      '## typewright stages (its own `--timings`, medians in ms)\n\n"before main" is Node start-up until the CLI\'s main(); "imports etc." is the rest of the process time outside the pipeline (mostly loading the pipeline and `typescript`).\n\n' +
        stages,
    );
  }
  const anchor = swaggieSection(results);
  if (anchor) sections.push(anchor);
  sections.push(`## Cost vs size (typewright)\n\n${scalingTable(results)}`);
  const warm = warmTable(results);
  if (warm) {
    const rounds = Math.max(...Object.values(results.warm).map((entry) => entry.rounds.length));
    sections.push(
      `## Warm-JIT bound (typewright)\n\nThe pipeline run ${rounds} times in one process through the programmatic API (bench/lib/warm-rounds.js). Round 1 is cold like a command-line run; later rounds run code V8 has already compiled and optimized. The bound is the command's median wall time with its pipeline (median of the timed runs) replaced by the fastest round: what a fresh process would take if it started with warm code. V8's code cache holds bytecode, not optimized code, so a fresh process pays the difference ("JIT warm-up").\n\n${warm}`,
    );
  }
  const typecheck = typecheckTable(results);
  if (typecheck) {
    sections.push(
      `## Type-checking the generated GitHub client\n\n\`tsc --noEmit -p\` over a copy of the output with strict, skipLibCheck, lib es2022+dom, moduleResolution bundler (projects in \`bench/.cache/typecheck/\` and \`bench/.cache/peers/*/typecheck/\`); tsc 6 = \`node node_modules/typescript/bin/tsc\`, tsc 7 = \`node node_modules/typescript7/bin/tsc\`. ${plural(meta.typecheckRuns ?? meta.runs, "run")} after a warm-up.\n\n${typecheck}`,
    );
  }
  const hooks = hooksTypecheckTable(results);
  if (hooks) {
    sections.push(
      `## Type-checking an app with the TanStack Query hooks\n\nGitHub's description with \`-t tsq --hooksOut\` (bench/lib/hooks-typecheck.js): an app through the client alone, the same React app over the client with TanStack Query's own functions, and that app through the hooks (bench/fixtures/hooks-app/), \`tsc --noEmit\` with the settings above. ${hooks}`,
    );
  }
  if (results.installSizes) {
    const { relation, tarballBytes } = results.installSizes;
    sections.push(
      `## Installing typewright\n\nThe package packed as published (${size(tarballBytes)} tarball; ${relation || "no typescript"}) and installed with npm into a fresh project with no TypeScript and into one each with TypeScript 5.9, 6 and 7 (bench/lib/install-size.js; \`npm run bench:install\` alone).\n\n${installSizeTable(results.installSizes)}`,
    );
  }
  sections.push(`## Goals\n\n${goalsTable(results)}`);
  if (results.notes.length > 0)
    sections.push(`## Notes from this run\n\n${results.notes.map((line) => `- ${line}`).join("\n")}`);
  const command = `npm run bench${meta.argv.length ? ` -- ${meta.argv.join(" ")}` : ""}`;
  return `# Benchmark results\n\nGenerated by \`${command}\` (bench/run.js); how to run it: bench/README.md.\n\n${sections.join("\n\n")}\n`;
}
