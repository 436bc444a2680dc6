import path from "node:path";
import { printStatements } from "./ast/print.js";
import type { ResolvedOptions } from "./config/types.js";
import { emitFiles } from "./emit/emit-files.js";
import { loadSpec } from "./load/load-spec.js";
import { buildModel } from "./model/build-model.js";
import { planOutput } from "./plan/plan-output.js";
import { writeFiles } from "./write/write-files.js";

export interface GeneratedFile {
  path: string;
  content: string;
}

export interface GenerateResult {
  /** Every generated file with its printed content, main file first. */
  files: GeneratedFile[];
  /** Paths actually written (empty when `out` is not set). */
  written: string[];
  /** Non-fatal findings, one line each. */
  warnings: string[];
}

/** The pipeline, in order. The only place that knows the order of the stages. */
export async function generate(options: ResolvedOptions): Promise<GenerateResult> {
  const spec = await loadSpec(options.src);
  const model = buildModel(spec);
  const plan = planOutput(model, options);
  const outputs = emitFiles(model, plan, options, sourceLabel(options.src));
  const files = outputs.map((output) => ({
    path: output.path,
    content: printStatements(output.statements, { header: output.header }),
    ...(output.writeOnce ? { writeOnce: true } : {}),
  }));
  const written =
    options.out === undefined
      ? []
      : (
          await writeFiles(
            files.map((file) => ({ ...file, path: path.resolve(file.path), force: options.forceSetup })),
          )
        ).written;
  return {
    files: files.map(({ path, content }) => ({ path, content })),
    written,
    warnings: [...spec.warnings],
  };
}

/** The header names the source without machine-specific folders, so output is identical everywhere. */
function sourceLabel(src: string): string {
  return /^https?:\/\//i.test(src) ? src : path.basename(src);
}
