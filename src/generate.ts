import path from "node:path";
import { printStatements } from "./ast/print.js";
import type { ResolvedOptions } from "./config/types.js";
import { emitFiles } from "./emit/emit-files.js";
import { loadSpec } from "./load/load-spec.js";
import { buildModel } from "./model/build-model.js";
import { planOutput } from "./plan/plan-output.js";
import { resolveTemplate } from "./templates/registry.js";
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
  /** Wall time of each pipeline stage, in order. */
  timings: StageTiming[];
}

export interface StageTiming {
  stage: "load" | "model" | "plan" | "emit" | "print" | "write";
  milliseconds: number;
}

/** The pipeline, in order. The only place that knows the order of the stages. */
export async function generate(options: ResolvedOptions): Promise<GenerateResult> {
  const timings: StageTiming[] = [];
  const timed = async <T>(stage: StageTiming["stage"], run: () => T | Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await run();
    timings.push({ stage, milliseconds: performance.now() - started });
    return result;
  };
  const [spec, template] = await timed("load", () =>
    Promise.all([loadSpec(options.src), resolveTemplate(options.template)]),
  );
  const model = await timed("model", () => buildModel(spec));
  const plan = await timed("plan", () => planOutput(model, options));
  const outputs = await timed("emit", () =>
    emitFiles(model, plan, options, template, sourceLabel(options.src)),
  );
  const files = await timed("print", () =>
    outputs.map((output) => ({
      path: output.path,
      content: printStatements(output.statements, { header: output.header }),
      ...(output.writeOnce ? { writeOnce: true } : {}),
    })),
  );
  const written = await timed("write", async () => {
    if (options.out === undefined) return [];
    const toWrite = files.map((file) => ({
      ...file,
      path: path.resolve(file.path),
      force: options.forceSetup,
    }));
    return (await writeFiles(toWrite)).written;
  });
  return {
    files: files.map(({ path, content }) => ({ path, content })),
    written,
    warnings: [...spec.warnings],
    timings,
  };
}

/** The header names the source without machine-specific folders, so output is identical everywhere. */
function sourceLabel(src: string): string {
  return /^https?:\/\//i.test(src) ? src : path.basename(src);
}
