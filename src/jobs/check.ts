/**
 * `--check` and the API's `check()`: generate in memory and compare with what is on disk. Nothing is written,
 * not even a temp file.
 */
import type { ResolvedOptions } from "../config/types.js";
import { type GenerateResult, generate, type PipelineContext } from "../generate.js";
import type { Diagnostic } from "../text/diagnostics.js";
import { compareWithDisk, type FileCheck } from "../write/compare-files.js";

export type { Difference, FileCheck, FileStatus } from "../write/compare-files.js";

export interface CheckResult {
  /** Every file is current: what a run would write is already on disk. */
  upToDate: boolean;
  /** Every file a run would write, main file first (a write-once setup file only checked for existence). */
  files: FileCheck[];
  /** The part of `files` that is missing or differs. */
  stale: FileCheck[];
  /** The generation's `diagnostics` as lines, as `GenerateResult.warnings`. */
  warnings: string[];
  /** Every finding of the generation that did not stop it, as `GenerateResult.diagnostics`. */
  diagnostics: Diagnostic[];
}

export async function checkOutputs(
  options: ResolvedOptions,
  context: Omit<PipelineContext, "write"> = {},
): Promise<CheckResult> {
  return compareResult(await generate(options, { ...context, write: false }));
}

/** Compares the files of a generation that wrote nothing with the disk. */
export function compareResult(result: GenerateResult): CheckResult {
  // Paths as the options give them: relative ones are read from the current folder, like a write would.
  const files = [
    ...compareWithDisk(result.files),
    ...result.leftOver.map((file) => ({ path: file, status: "extra" as const, writeOnce: false })),
  ];
  const stale = files.filter((file) => file.status !== "current");
  return {
    upToDate: stale.length === 0,
    files,
    stale,
    warnings: result.warnings,
    diagnostics: result.diagnostics,
  };
}
