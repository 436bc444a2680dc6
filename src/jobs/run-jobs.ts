/**
 * Runs jobs one after another (in parallel they would only compete for the same cores and add up their
 * memory). A job that fails does not stop the others. Jobs on the same description share its model.
 */
import type { Job } from "../config/jobs.js";
import type { EmitCache } from "../emit/emit-cache.js";
import { type GenerateResult, generate, type PipelineContext } from "../generate.js";
import { type CheckResult, compareResult } from "./check.js";
import { ModelCache } from "./model-cache.js";

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
  /** Called as each job finishes, so that its lines appear while the next one runs. */
  onOutcome?: (outcome: JobOutcome) => void;
}

export async function runJobs(jobs: readonly Job[], options: RunJobsOptions): Promise<JobOutcome[]> {
  const cache = options.cache ?? new ModelCache();
  // Only a cache of our own is emptied as we go; a caller's (the watcher's) is kept for the next run.
  const owned = options.cache === undefined;
  // Only a watcher keeps printed statements: building the cache's keys costs a single run more than the
  // jobs of one run would win from sharing them.
  const emitCache = options.emitCache;
  const outcomes: JobOutcome[] = [];
  for (const [index, job] of jobs.entries()) {
    const outcome = await runJob(job, options.mode, {
      loadModel: cache.load,
      ...(emitCache ? { emitCache } : {}),
    });
    const sameSource = (other: Job) =>
      other.options.src === job.options.src && other.options.maxInputSize === job.options.maxInputSize;
    // The model can be freed as soon as no later job reads the same description.
    if (owned && !jobs.slice(index + 1).some(sameSource)) cache.forget(job.options);
    outcomes.push(outcome);
    options.onOutcome?.(outcome);
  }
  return outcomes;
}

async function runJob(job: Job, mode: RunJobsOptions["mode"], context: PipelineContext): Promise<JobOutcome> {
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
