/**
 * The lines the command prints about jobs, shared by a single run, `--check` and `--watch`. Every line
 * starts with `typewright:`; a job of a `configs` file is named in brackets (`typewright: [admin] ...`).
 */
import path from "node:path";
import { reportOptionWarnings } from "../config/combination-rules.js";
import type { Job } from "../config/jobs.js";
import { isTypewrightError } from "../errors.js";
import type { GenerateResult } from "../generate.js";
import { BUILTIN_OUTPUTS } from "../templates/registry.js";
import { diagnosticLines, diagnosticList } from "../text/diagnostics.js";
import { shownPath } from "../text/shown-path.js";
import { escapeForTerminal } from "../text/terminal-text.js";
import type { CheckResult, Difference, FileCheck } from "./check.js";

export const PREFIX = "typewright:";

/** `[admin] ` for a job of `configs`; nothing for the one job of a plain config or of flags. */
export function jobPrefix(job: Job): string {
  return job.label === undefined ? "" : `[${job.label}] `;
}

/**
 * One printed line about a job, with its newline. Everything in it may come from a file name, a job name or
 * a file's content, so control and bidirectional characters are escaped (`oneLine`) rather than reaching
 * the terminal, success lines included.
 */
export function jobLine(job: Job, text: string): string {
  return `${PREFIX} ${oneLine(`${jobPrefix(job)}${text}`)}\n`;
}

/**
 * `wrote a.ts; unchanged b.ts; removed c.ts (kept existing setup.ts)`, paths as seen from `cwd`. A file that already held
 * exactly the new content is not rewritten (its mtime stays, so watchers do not react) and is reported as
 * unchanged, not as written.
 */
export function writeSummary(result: GenerateResult, cwd: string): string {
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
    // Generated files of a split set that the run no longer produces (see write/output-folder.ts).
    ...(result.leftOver.length === 0 ? [] : [`removed ${shown(result.leftOver)}`]),
  ];
  const keptNote = kept.length === 0 ? "" : ` (kept existing ${shown(kept)})`;
  return `${parts.length === 0 ? "wrote nothing" : parts.join("; ")}${keptNote}`;
}

/** `--timings`: one line per pipeline stage. */
export function timingLines(result: GenerateResult): string[] {
  return result.timings.map(
    ({ stage, milliseconds }) => `timing ${stage.padEnd(6)} ${milliseconds.toFixed(1).padStart(9)} ms`,
  );
}

/**
 * A message as one line of plain text: a file name or description text quoted in it may hold line breaks,
 * terminal escapes or bidirectional controls, which are written as `\uXXXX` instead of being obeyed.
 */
export function oneLine(message: string): string {
  return escapeForTerminal(message);
}

/**
 * The warning lines of a job that failed: only its options' are known, and they may say why it failed. A
 * job that succeeds has them first among its result's `warnings`.
 */
export function optionWarningLines(job: Job): string[] {
  const diagnostics = diagnosticList();
  reportOptionWarnings(job.options, diagnostics, BUILTIN_OUTPUTS);
  return diagnosticLines(diagnostics.diagnostics);
}

/** A failure as one line: a TypewrightError's problems joined, or the first line of anything else. */
export function failureText(error: unknown, verbose: boolean): string {
  if (isTypewrightError(error)) {
    return oneLine((error.problems.length > 0 ? error.problems : [error.message]).join("; "));
  }
  const message = oneLine((error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "");
  return `unexpected error: ${message}${verbose ? "" : " (run again with --verbose for the stack trace)"}`;
}

/** The stack, followed by the stacks of its causes (a wrapped parser or file-system error). */
export function stackOf(error: unknown): string {
  const lines: string[] = [];
  for (let current = error, depth = 0; current !== undefined && depth < 5; depth++) {
    lines.push(
      depth === 0 ? "" : "Caused by:",
      current instanceof Error ? (current.stack ?? current.message) : String(current),
    );
    current = current instanceof Error ? current.cause : undefined;
  }
  // Each line escaped on its own: a stack is several lines, but a message in it may carry terminal escapes.
  return lines
    .filter((line) => line !== "")
    .flatMap((line) => line.split("\n"))
    .map(oneLine)
    .join("\n");
}

/** `--check`: what is current (one line for stdout) or what is stale (lines for stderr) of one job. */
export function checkLines(check: CheckResult, cwd: string): { current?: string; stale: string[] } {
  if (check.upToDate) {
    const files = check.files.map((file) => shownPath(file.path, cwd)).join(", ");
    return { current: `up to date: ${files}`, stale: [] };
  }
  return { stale: check.stale.flatMap((file) => staleLines(file, cwd)) };
}

const SHOWN_LINE_LENGTH = 100;

function staleLines(file: FileCheck, cwd: string): string[] {
  const name = shownPath(file.path, cwd);
  if (file.status === "extra")
    return [`${name} is a generated file a run no longer writes (a run removes it)`];
  if (file.status === "missing") {
    return [`${name} is missing${file.writeOnce ? " (the client setup file, written once)" : ""}`];
  }
  const difference = file.difference as Difference;
  const encoding = encodingDifference(difference);
  if (difference.encodingOnly && encoding !== undefined) {
    return [`${name} is out of date: only ${encoding.subject} ${encoding.verb} (${encoding.detail})`];
  }
  const shown = (line: string | undefined) => {
    if (line === undefined) return "(end of file)";
    const text = line.trimEnd();
    return text.length > SHOWN_LINE_LENGTH ? `${text.slice(0, SHOWN_LINE_LENGTH - 1)}…` : text;
  };
  const { firstLine, diskLines, generatedLines, diskTotal, generatedTotal } = difference;
  const also =
    encoding === undefined ? "" : `; ${encoding.subject} also ${encoding.verb}: ${encoding.detail}`;
  return [
    `${name} is out of date from line ${firstLine}: ${count(diskLines)} on disk, ${generatedLines} ` +
      `generated in their place (${diskTotal} lines on disk, ${generatedTotal} generated${also})`,
    `  line ${firstLine} on disk:   ${shown(difference.onDisk)}`,
    `  line ${firstLine} generated: ${shown(difference.generated)}`,
  ];
}

/** What differs in how the file on disk is written rather than in its text, in words. */
function encodingDifference(
  difference: Difference,
): { subject: string; verb: string; detail: string } | undefined {
  const { byteOrderMark, crlf } = difference;
  if (byteOrderMark && crlf) {
    return {
      subject: "its byte-order mark and line endings",
      verb: "differ",
      detail: "a UTF-8 BOM and CRLF on disk; typewright writes neither",
    };
  }
  if (byteOrderMark) {
    return {
      subject: "its byte-order mark",
      verb: "differs",
      detail: "a UTF-8 BOM on disk; typewright writes none",
    };
  }
  if (crlf)
    return { subject: "its line endings", verb: "differ", detail: "CRLF on disk; typewright writes LF" };
  return undefined;
}

function count(lines: number): string {
  return lines === 1 ? "1 line" : `${lines} lines`;
}
