/**
 * One run of the command over its jobs, writing (`typewright -c file`) or comparing (`--check`), and what it
 * prints: a line per job as it is done (written, or compared), a line per failure naming its job, and the
 * exit code (the highest of the failures' codes: 1 for a failed generation or a stale file).
 */
import process from "node:process";
import type { Job } from "../config/jobs.js";
import { isTypewrightError } from "../errors.js";
import type { GenerateResult } from "../generate.js";
import {
  checkLines,
  failureText,
  jobLine,
  optionWarningLines,
  PREFIX,
  stackOf,
  timingLines,
  writeSummary,
} from "./report.js";
import { type JobOutcome, runJobs } from "./run-jobs.js";

export interface CommandSettings {
  mode: "generate" | "check";
  cwd: string;
  verbose: boolean;
  timings: boolean;
  /** `performance.now()` when the command's main() started, for `--timings`. */
  startedAt: number;
}

export async function runCommand(jobs: readonly Job[], settings: CommandSettings): Promise<number> {
  let exitCode = 0;
  let failedJobs = 0;
  let staleFiles = 0;
  let checkedFiles = 0;
  const report = (outcome: JobOutcome) => {
    const { job, result, check, error } = outcome;
    if (result === undefined) {
      failedJobs++;
      // A run stopped by `strict` found warnings beyond the options' own.
      printWarnings(
        job,
        isTypewrightError(error) && error.warnings.length > 0 ? error.warnings : optionWarningLines(job),
      );
      exitCode = Math.max(exitCode, isTypewrightError(error) ? error.exitCode : 1);
      process.stderr.write(jobLine(job, failureText(error, settings.verbose)));
      if (settings.verbose) process.stderr.write(`${stackOf(error)}\n`);
      return;
    }
    printWarnings(job, result.warnings);
    if (settings.timings) printStageTimings(job, result);
    if (check === undefined) {
      process.stdout.write(jobLine(job, writeSummary(result, settings.cwd)));
      return;
    }
    checkedFiles += check.files.length;
    staleFiles += check.stale.length;
    const lines = checkLines(check, settings.cwd);
    if (lines.current !== undefined) process.stdout.write(jobLine(job, lines.current));
    for (const line of lines.stale) process.stderr.write(jobLine(job, line));
  };
  const outcomes = await runJobs(jobs, {
    mode: settings.mode === "check" ? "check" : "write",
    onOutcome: report,
  });
  if (settings.timings) printTotal(outcomes, settings.startedAt);
  if (jobs.length > 1 && failedJobs > 0) {
    process.stderr.write(`${PREFIX} ${failedJobs} of ${jobs.length} jobs failed\n`);
  }
  if (staleFiles > 0) {
    exitCode = Math.max(exitCode, 1);
    const files = `${staleFiles} of ${checkedFiles} ${checkedFiles === 1 ? "file" : "files"}`;
    process.stderr.write(`${PREFIX} ${files} out of date; run without --check to update them\n`);
  }
  return exitCode;
}

function printWarnings(job: Job, warnings: readonly string[]): void {
  for (const warning of warnings) process.stderr.write(jobLine(job, `warning: ${warning}`));
}

/** `--timings`: one line per stage on stderr. */
function printStageTimings(job: Job, result: GenerateResult): void {
  for (const line of timingLines(result)) process.stderr.write(jobLine(job, line));
}

/** The whole run including start-up and module loading (bench/run.js reads this line). */
function printTotal(outcomes: readonly JobOutcome[], startedAt: number): void {
  const sinceProcessStart = performance.now();
  const pipeline = outcomes
    .flatMap((outcome) => outcome.result?.timings ?? [])
    .reduce((sum, timing) => sum + timing.milliseconds, 0);
  process.stderr.write(
    `${PREFIX} timing total  ${sinceProcessStart.toFixed(1).padStart(9)} ms since process start`,
  );
  process.stderr.write(` (pipeline ${pipeline.toFixed(1)} ms, before main ${startedAt.toFixed(1)} ms)\n`);
}
