/**
 * The typewright command. It maps flags and the config file to options, runs `generate()` and turns
 * the outcome into output and an exit code: 0 success, 1 generation failed, 2 invalid flags or options.
 * Everything else lives in `config/` (parsing, validation) and `generate.ts` (the pipeline).
 */
import path from "node:path";
import process from "node:process";
import { escapeHiddenCharacters } from "./ast/hidden-characters.js";
import codeCache from "./code-cache.cjs";
import { optionWarnings } from "./config/combination-rules.js";
import { type CommandLine, parseCommandLine } from "./config/command-line.js";
import { mergeOptions, readConfigFile } from "./config/config-file.js";
import { resolveOptions } from "./config/resolve-options.js";
import type { ResolvedOptions } from "./config/types.js";
import { isTypewrightError } from "./errors.js";
import type { GenerateResult } from "./generate.js";

const PREFIX = "typewright:";

async function main(argv: readonly string[], cwd: string): Promise<number> {
  const startedAt = performance.now();
  // Known before parsing, so that even a failure to parse the flags can show its stack.
  let verbose = argv.includes("--verbose");
  try {
    const commandLine = parseCommandLine(argv, cwd);
    if (commandLine.action !== "generate") {
      process.stdout.write(`${commandLine.text.trimEnd()}\n`);
      return 0;
    }
    verbose = commandLine.verbose;
    const options = await resolveCommandLine(commandLine, cwd);
    // Option warnings first, so they are seen even when generation fails; generate() may repeat them.
    const optionNotes = optionWarnings(options);
    printWarnings(optionNotes);
    // Loaded only now: --help, --version and option errors need not load the pipeline and TypeScript.
    const { generate } = await import("./generate.js");
    const result = await generate(options);
    printWarnings(result.warnings.filter((warning) => !optionNotes.includes(warning)));
    if (commandLine.timings) printTimings(result, startedAt);
    process.stdout.write(`${summary(result, cwd)}\n`);
    codeCache.saveWarmCodeCaches();
    return 0;
  } catch (error) {
    return reportError(error, verbose);
  }
}

/** Config file first, flags over it; paths in the file are relative to the file, flags' to the cwd. */
async function resolveCommandLine(
  commandLine: CommandLine & { action: "generate" },
  cwd: string,
): Promise<ResolvedOptions> {
  const { configFile, options } = commandLine;
  const fromFile =
    configFile === undefined ? {} : await readConfigFile(configFile, shownPath(configFile, cwd));
  return resolveOptions(mergeOptions(fromFile, options), {
    requireOut: true,
    ...(configFile === undefined ? {} : { configFile }),
  });
}

/** `--timings`: one line per stage on stderr, then the whole run including start-up and module loading. */
function printTimings(result: GenerateResult, startedAt: number): void {
  for (const { stage, milliseconds } of result.timings) {
    process.stderr.write(`${PREFIX} timing ${stage.padEnd(6)} ${milliseconds.toFixed(1).padStart(9)} ms\n`);
  }
  const sinceProcessStart = performance.now();
  const pipeline = result.timings.reduce((sum, timing) => sum + timing.milliseconds, 0);
  process.stderr.write(
    `${PREFIX} timing total  ${sinceProcessStart.toFixed(1).padStart(9)} ms since process start`,
  );
  process.stderr.write(` (pipeline ${pipeline.toFixed(1)} ms, before main ${startedAt.toFixed(1)} ms)\n`);
}

function printWarnings(warnings: readonly string[]): void {
  for (const warning of warnings) process.stderr.write(`${PREFIX} warning: ${oneLine(warning)}\n`);
}

/**
 * A message as one line of plain text: a file name or description text quoted in it may hold line breaks,
 * terminal escapes or bidirectional controls, which are written as `\uXXXX` instead of being obeyed.
 */
function oneLine(message: string): string {
  return escapeHiddenCharacters(message);
}

/**
 * `typewright: wrote a.ts; unchanged b.ts (kept existing setup.ts)`, paths relative to where the user is.
 * A file that already held exactly the new content is not rewritten (its mtime stays, so watchers do not
 * react) and is reported as unchanged, not as written.
 */
function summary(result: GenerateResult, cwd: string): string {
  const shown = (files: readonly string[]) => files.map((file) => shownPath(file, cwd)).join(", ");
  const resolved = (files: readonly string[]) => new Set(files.map((file) => path.resolve(cwd, file)));
  const done = resolved(result.written);
  const unchangedPaths = resolved(result.unchanged);
  const wrote = result.written.filter((file) => !unchangedPaths.has(path.resolve(cwd, file)));
  const unchanged = result.written.filter((file) => unchangedPaths.has(path.resolve(cwd, file)));
  const kept = result.files.map((file) => file.path).filter((file) => !done.has(path.resolve(cwd, file)));
  const parts = [
    ...(wrote.length === 0 ? [] : [`wrote ${shown(wrote)}`]),
    ...(unchanged.length === 0 ? [] : [`unchanged ${shown(unchanged)}`]),
  ];
  const keptNote = kept.length === 0 ? "" : ` (kept existing ${shown(kept)})`;
  return `${PREFIX} ${parts.length === 0 ? "wrote nothing" : parts.join("; ")}${keptNote}`;
}

/** A path as the user would type it from where they are; absolute when it is outside. */
function shownPath(file: string, cwd: string): string {
  const relative = path.relative(cwd, path.resolve(cwd, file));
  return relative === "" || relative.startsWith("..") || path.isAbsolute(relative) ? file : relative;
}

function reportError(error: unknown, verbose: boolean): number {
  if (isTypewrightError(error)) {
    const problems = error.problems.length > 0 ? error.problems : [error.message];
    for (const problem of problems) process.stderr.write(`${PREFIX} ${oneLine(problem)}\n`);
    if (verbose) process.stderr.write(`${stackOf(error)}\n`);
    return error.exitCode;
  }
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  const hint = verbose ? "" : " (run again with --verbose for the stack trace)";
  process.stderr.write(`${PREFIX} unexpected error: ${oneLine(message ?? "")}${hint}\n`);
  if (verbose) process.stderr.write(`${stackOf(error)}\n`);
  return 1;
}

/** The stack, followed by the stacks of its causes (a wrapped parser or file-system error). */
function stackOf(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    lines.push(
      depth === 0 ? "" : "Caused by:",
      current instanceof Error ? (current.stack ?? current.message) : String(current),
    );
    current = current instanceof Error ? current.cause : undefined;
  }
  return lines.filter((line) => line !== "").join("\n");
}

// Setting the exit code (rather than process.exit) lets pending output reach the terminal.
// No top-level await: the command is also bundled into one CommonJS file (scripts/bundle-cli.js).
main(process.argv.slice(2), process.cwd()).then((exitCode) => {
  process.exitCode = exitCode;
});
