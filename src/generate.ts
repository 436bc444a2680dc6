import path from "node:path";
import { printStatements } from "./ast/print.js";
import { OUTPUT_OPTIONS, reportOptionWarnings, SPLIT_FOLDER_OPTIONS } from "./config/combination-rules.js";
import type { ResolvedOptions } from "./config/types.js";
import type { EmitCache } from "./emit/emit-cache.js";
import { emitFiles } from "./emit/emit-files.js";
import { TypewrightError } from "./errors.js";
import { placeInSource } from "./load/document-places.js";
import { type LoadSpecOptions, loadSpec } from "./load/load-spec.js";
import type { DocumentPlaces } from "./load/types.js";
import { buildModel } from "./model/build-model.js";
import type { Model } from "./model/types.js";
import { planOutput } from "./plan/plan-output.js";
import { runtimeHelpers } from "./splice/runtime-source.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "./templates/registry.js";
import { type Diagnostic, type DiagnosticSink, diagnosticLines, diagnosticList } from "./text/diagnostics.js";
import { isHttpUrl } from "./text/url.js";
import { leftOverGenerated, refuseNonFolder, removeFiles } from "./write/output-folder.js";
import { refuseIrregularOutputs } from "./write/output-kinds.js";
import { type WriteReport, writeFiles } from "./write/write-files.js";

export interface GeneratedFile {
  path: string;
  content: string;
  /** Written only when nothing exists at `path` yet (the client setup file), unless `forceSetup`. */
  writeOnce?: true;
}

export interface GenerateResult {
  /** Every generated file with its printed content, main file first. */
  files: GeneratedFile[];
  /**
   * Paths that now hold the generated content (empty when `out` is not set), including `unchanged` ones;
   * a write-once file that was kept is not among them.
   */
  written: string[];
  /** The part of `written` that already held exactly this content and was left untouched. */
  unchanged: string[];
  /**
   * With `split: "tags"`: the generated files in the output folder that this run no longer produces (absolute
   * paths), removed when it writes; empty otherwise.
   */
  leftOver: string[];
  /**
   * `diagnostics` as the command prints them (after `warning: `): one line per construct, the first place and
   * how many others have it, at most 20 lines of a kind and 100 in all, 1,000 characters each, escaped (see
   * text/diagnostics.ts).
   */
  warnings: string[];
  /** Every finding that did not stop the run, in order: the options', the load's, the model's, the plan's. */
  diagnostics: Diagnostic[];
  /** Wall time of each pipeline stage, in order. */
  timings: StageTiming[];
}

export interface StageTiming {
  stage: "load" | "model" | "plan" | "emit" | "print" | "write";
  milliseconds: number;
}

/** A description read and modelled: what every job on that description starts from. */
export interface ModelSource {
  /** Read-only for everything after `model/`: jobs that read the same description share one. */
  model: Model;
  /** What loading and modelling found, reported again into each run that reads this model. */
  diagnostics: readonly Diagnostic[];
  /** Absolute paths of the local files read (the description and its `$ref` documents). */
  inputFiles: readonly string[];
  /** Which file each part of the model's document came from, to name it in the plan's findings too. */
  places: DocumentPlaces;
  /** Time spent building the model (the rest of the load's wall time was reading and parsing). */
  modelMilliseconds: number;
}

/** How a run gets its model: `loadModel`, or a cache of it (see `jobs/model-cache.ts`). */
export type ModelLoader = (options: ResolvedOptions) => Promise<ModelSource>;

export interface PipelineContext {
  /** Default: `loadModel`, reading the description afresh. */
  loadModel?: ModelLoader;
  /** `false`: generate in memory and write nothing (`--check`). Default: write when `out` is set. */
  write?: boolean;
  /** Statements printed by earlier runs of this process (`--watch`), reused while current (see emit-cache.ts). */
  emitCache?: EmitCache;
}

/** Runs one stage and records its wall time. */
type TimeStage = <T>(stage: StageTiming["stage"], run: () => T | Promise<T>) => Promise<T>;

/** The pipeline, in order. The only place that knows the order of the stages. */
export async function generate(
  options: ResolvedOptions,
  context: PipelineContext = {},
): Promise<GenerateResult> {
  try {
    return await runStages(options, context);
  } catch (error) {
    throw outOfStack(error, options.src) ?? error;
  }
}

/**
 * The last guard against deep nesting: loading refuses documents nested deeper than
 * MAX_NESTING_DEPTH and the stages walk reference chains without recursion, but the TypeScript printer and
 * the lowering of types recurse per level of the output. Should some combination still exhaust the stack,
 * the run ends with one line about the description, not `unexpected error`.
 */
function outOfStack(error: unknown, src: string): TypewrightError | undefined {
  if (!(error instanceof RangeError) || !/call stack/i.test(error.message)) return undefined;
  return new TypewrightError(
    "unsupported",
    `${sourceLabel(src)}: nested too deeply to generate (the call stack ran out; see typewright's docs/safety.md)`,
    { cause: error },
  );
}

/** The folders a split output writes: the client's (`out`) and the hooks' (`hooksOut`). */
function splitOutputFolders(options: ResolvedOptions): string[] {
  return SPLIT_FOLDER_OPTIONS.map((option) => options[option]).filter((folder) => folder !== undefined);
}

async function runStages(options: ResolvedOptions, context: PipelineContext): Promise<GenerateResult> {
  const timings: StageTiming[] = [];
  const timed: TimeStage = async (stage, run) => {
    const started = performance.now();
    const result = await run();
    timings.push({ stage, milliseconds: performance.now() - started });
    return result;
  };
  const split = options.split === "tags" && options.out !== undefined;
  // With split, `out` and `hooksOut` name folders of files (the hooks are split as the client is).
  const splitFolders = split ? splitOutputFolders(options) : [];
  for (const folder of splitFolders) refuseNonFolder(folder);
  refuseIrregularOutputs(
    OUTPUT_OPTIONS.filter((option) => !split || !(SPLIT_FOLDER_OPTIONS as readonly string[]).includes(option))
      .map((option) => options[option])
      .filter((file) => typeof file === "string"),
    // The setup file is only created where nothing is: one that exists, a link included, is kept untouched.
    options.forceSetup ? [] : [options.clientSetup],
  );
  const found = diagnosticList();
  reportOptionWarnings(options, found, BUILTIN_OUTPUTS);
  const loadStarted = performance.now();
  const [source, templates] = await Promise.all([
    (context.loadModel ?? loadModel)(options),
    resolveTemplate(options.template),
  ]);
  const { model, inputFiles, modelMilliseconds } = source;
  // The model's and the plan's findings point into the bundled description; the user edits its files.
  const diagnostics: DiagnosticSink = {
    report: (diagnostic) => found.report(placeInSource(diagnostic, source.places)),
  };
  for (const diagnostic of source.diagnostics) diagnostics.report(diagnostic);
  const loadWall = performance.now() - loadStarted;
  timings.push({ stage: "load", milliseconds: Math.max(0, loadWall - modelMilliseconds) });
  timings.push({ stage: "model", milliseconds: modelMilliseconds });
  const plan = await timed("plan", () => planOutput(model, options, templates.outputs, diagnostics));
  const emitStarted = performance.now();
  const outputs = emitFiles(model, plan, options, {
    templates,
    runtimeHelpers: (file) => runtimeHelpers(file),
    sourceLabel: sourceLabel(options.src),
    cache: context.emitCache,
  });
  const eagerEmit = performance.now() - emitStarted;
  // Statements are built while they are printed (see OutputFile): that time is emit's, not print's.
  const lazyEmit = { milliseconds: 0 };
  const printStarted = performance.now();
  const files: GeneratedFile[] = outputs.map((output) => ({
    path: output.path,
    content: printStatements(timedIterable(output.statements, lazyEmit), {
      header: output.header,
      importedElsewhere: output.importedElsewhere,
    }),
    ...(output.writeOnce ? { writeOnce: true as const } : {}),
  }));
  const printWall = performance.now() - printStarted;
  timings.push({ stage: "emit", milliseconds: eagerEmit + lazyEmit.milliseconds });
  timings.push({ stage: "print", milliseconds: printWall - lazyEmit.milliseconds });
  const warnings = diagnosticLines(found.diagnostics);
  if (options.strict && found.diagnostics.length > 0)
    throw strictFailure(options, warnings, found.diagnostics.length);
  const produced = files.map((file) => path.resolve(file.path));
  const leftOver = splitFolders.flatMap((folder) => leftOverGenerated(folder, produced));
  const { written, unchanged } = await timed("write", async () => {
    if (options.out === undefined || context.write === false) return { written: [], unchanged: [] };
    return writeGenerated(options, { files, leftOver }, inputFiles);
  });
  return {
    files,
    written,
    unchanged,
    leftOver,
    warnings,
    diagnostics: [...found.diagnostics],
    timings,
  };
}

/**
 * `strict` and a warning: the run fails before it writes, its warnings printed before the error. The count is
 * of findings: the lines fold a repeated one and stop after 100.
 */
function strictFailure(
  options: ResolvedOptions,
  warnings: readonly string[],
  findings: number,
): TypewrightError {
  const count = `${findings} warning${findings === 1 ? "" : "s"}`;
  return new TypewrightError(
    "input",
    `${sourceLabel(options.src)}: ${count} above, and strict is on: nothing written (turn strict off to write the output anyway)`,
    { warnings },
  );
}

/**
 * Writes a generation's files where its options put them (relative paths from the current folder), never
 * over one of `inputFiles`; a write-once file only with `forceSetup`. Then removes the generated files of a
 * split set that it no longer produces (`leftOver`).
 */
export async function writeGenerated(
  options: ResolvedOptions,
  { files, leftOver }: Pick<GenerateResult, "files" | "leftOver">,
  inputFiles: readonly string[],
): Promise<WriteReport> {
  const toWrite = files.map((file) => ({
    ...file,
    path: path.resolve(file.path),
    force: options.forceSetup,
  }));
  const report = await writeFiles(toWrite, { inputFiles });
  removeFiles(leftOver);
  return report;
}

/**
 * Reads the description and builds its model, in their own scope so that the parsed document can be freed
 * once the model is built. `loadOptions.fetch` lets a watcher see the URLs read (see `jobs/`); `read` and
 * `cwd` let the browser build read from memory (see browser.ts).
 */
export async function loadModel(
  options: ResolvedOptions,
  loadOptions: Pick<LoadSpecOptions, "fetch" | "read" | "cwd"> = {},
): Promise<ModelSource> {
  const diagnostics = diagnosticList();
  const spec = await loadSpec(options.src, {
    ...loadOptions,
    maxBytes: options.maxInputSize * 2 ** 20,
    deadlineSeconds: options.fetchDeadline,
    diagnostics,
    validate: options.validate,
    overlays: options.overlays,
  });
  const started = performance.now();
  const model = buildModel(spec, diagnostics);
  return {
    model,
    diagnostics: diagnostics.diagnostics,
    inputFiles: spec.inputFiles,
    places: spec.places,
    modelMilliseconds: performance.now() - started,
  };
}

/** `items`, adding the time spent producing each item to `spent`. */
function* timedIterable<T>(items: Iterable<T>, spent: { milliseconds: number }): Generator<T> {
  const iterator = items[Symbol.iterator]();
  for (;;) {
    const started = performance.now();
    const next = iterator.next();
    spent.milliseconds += performance.now() - started;
    if (next.done) return;
    yield next.value;
  }
}

/** The header names the source without machine-specific folders, so output is identical everywhere. */
function sourceLabel(src: string): string {
  return isHttpUrl(src) ? src : path.basename(src);
}
