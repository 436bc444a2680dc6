/**
 * Runs jobs one after another (in parallel they would only compete for the same cores and add up their
 * memory). A job that fails does not stop the others. Jobs on the same description share its model.
 */

import type { Job } from "../config/jobs.js";
import type { EmitCache } from "../emit/emit-cache.js";
import {
  type GenerateResult,
  generate,
  type ModelSource,
  type PipelineContext,
  writeGenerated,
} from "../generate.js";
import { type CheckResult, compareResult } from "./check.js";
import { ModelCache } from "./model-cache.js";
import { capYoungGeneration } from "./young-generation.js";

export interface JobOutcome {
  job: Job;
  /** Wall time of the job. */
  milliseconds: number;
  /** The generation, when it succeeded (in check mode it wrote nothing). */
  result?: GenerateResult;
  /** Check mode: how the disk compares. */
  check?: CheckResult;
  /** Why the job failed. */
  error?: unknown;
}

export interface RunJobsOptions {
  mode: "write" | "check";
  /** Default: a new cache whose models are dropped once the last job on their description is done. */
  cache?: ModelCache;
  /** Printed statements a watcher keeps for its next runs (see emit/emit-cache.ts). */
  emitCache?: EmitCache;
  /**
   * Called as each job is done, so that its lines appear while the next one runs (when several write: as
   * each writes).
   */
  onOutcome?: (outcome: JobOutcome) => void;
}

export async function runJobs(jobs: readonly Job[], options: RunJobsOptions): Promise<JobOutcome[]> {
  if (options.mode === "check" || jobs.length === 1) {
    return generateEach(jobs, options.mode, options, (outcome) => options.onOutcome?.(outcome));
  }
  // Several jobs that write: see writeAfterAll.
  const inputFiles = new Set<string>();
  const generated = await generateEach(jobs, "generate", options, (outcome, cache) => {
    for (const file of cache.inputsOf(outcome.job.options).files) inputFiles.add(file);
  });
  return writeAfterAll(generated, [...inputFiles], options);
}

/**
 * Runs each job in `mode` and hands its outcome to `done` while its model is still cached. A model is freed
 * as soon as no later job reads the same description.
 */
async function generateEach(
  jobs: readonly Job[],
  mode: RunJobsOptions["mode"] | "generate",
  options: RunJobsOptions,
  done: (outcome: JobOutcome, cache: ModelCache) => void,
): Promise<JobOutcome[]> {
  const cache = options.cache ?? new ModelCache();
  // Only a cache of our own is emptied as we go; a caller's (the watcher's) is kept for the next run.
  const owned = options.cache === undefined;
  // Only a watcher keeps printed statements: building the cache's keys costs a single run more than the
  // jobs of one run would win from sharing them.
  const emitCache = options.emitCache;
  const outcomes: JobOutcome[] = [];
  for (const [index, job] of jobs.entries()) {
    const outcome = await runJob(job, mode, {
      loadModel: (jobOptions) => cache.load(jobOptions).then(afterLoading),
      ...(emitCache ? { emitCache } : {}),
    });
    done(outcome, cache);
    const sameSource = (other: Job) =>
      other.options.src === job.options.src &&
      other.options.maxInputSize === job.options.maxInputSize &&
      other.options.validate === job.options.validate;
    if (owned && !jobs.slice(index + 1).some(sameSource)) cache.forget(job.options);
    outcomes.push(outcome);
  }
  return outcomes;
}

/** What a loaded description may have done to the command's heap (see `young-generation.ts`). */
function afterLoading(source: ModelSource): ModelSource {
  capYoungGeneration();
  return source;
}

/** `generate`: the files in memory only, neither written nor compared with the disk. */
async function runJob(
  job: Job,
  mode: RunJobsOptions["mode"] | "generate",
  context: PipelineContext,
): Promise<JobOutcome> {
  const started = performance.now();
  const elapsed = () => performance.now() - started;
  try {
    const result = await generate(job.options, { ...context, write: mode === "write" });
    const check = mode === "check" ? compareResult(result) : undefined;
    return { job, result, ...(check === undefined ? {} : { check }), milliseconds: elapsed() };
  } catch (error) {
    return { job, error, milliseconds: elapsed() };
  }
}

/**
 * Several jobs that write: every job has generated first, then each writes, checked against what every job
 * read. A job may not write over a file another job reads (its description, or a document a `$ref` of it
 * names), which is known only once every job has read its description: writing as each job finishes would
 * let one job overwrite a later job's input before the check could see it. Outcomes are reported as the
 * writes are done, in the jobs' order.
 */
async function writeAfterAll(
  generated: readonly JobOutcome[],
  inputFiles: readonly string[],
  options: RunJobsOptions,
): Promise<JobOutcome[]> {
  const outcomes: JobOutcome[] = [];
  for (const outcome of generated) {
    const written = outcome.result === undefined ? outcome : await writeOutcome(outcome, inputFiles);
    outcomes.push(written);
    options.onOutcome?.(written);
  }
  return outcomes;
}

/** Writes a generated job's files, refusing any that is a file some job read. */
async function writeOutcome(outcome: JobOutcome, inputFiles: readonly string[]): Promise<JobOutcome> {
  const { job } = outcome;
  const result = outcome.result as GenerateResult;
  const started = performance.now();
  try {
    const { written, unchanged } = await writeGenerated(job.options, result, inputFiles);
    const milliseconds = performance.now() - started;
    return {
      job,
      result: {
        ...result,
        written,
        unchanged,
        timings: [...result.timings, { stage: "write", milliseconds }],
      },
      milliseconds: outcome.milliseconds + milliseconds,
    };
  } catch (error) {
    return { job, error, milliseconds: outcome.milliseconds + performance.now() - started };
  }
}
