/**
 * `typewright --watch`: generate, then regenerate whenever the description, a file it reaches through
 * `$ref` or the config file changes (and, with `--watchInterval`, when a URL answers differently).
 *
 * - One warm process: the compiler API and the pipeline's code are loaded and optimized once, a job whose
 *   description did not change reuses its model (a change of the config re-runs every job without reading
 *   the description again), and printed statements whose inputs did not change are reused (emit-cache.ts).
 * - Bursts of events (an editor's save is often several) are debounced into one run; a change during a run
 *   starts another once it ends.
 * - A failed run prints its one-line error and changes nothing on disk (writes are all-or-nothing); the
 *   watcher goes on. An invalid config file is reported and the watcher waits for the next change.
 * - Ctrl-C exits 0. Writes happen in one synchronous step (see write/write-files.ts), which a signal handler
 *   cannot interrupt, so no temp file is ever left behind.
 */
import path from "node:path";
import process from "node:process";
import { type Job, readJobs } from "../config/jobs.js";
import { EmitCache } from "../emit/emit-cache.js";
import { isTypewrightError, TypewrightError } from "../errors.js";
import { BUILTIN_OUTPUTS } from "../templates/registry.js";
import { isHttpUrl } from "../text/url.js";
import { FileWatcher } from "./file-watcher.js";
import { ModelCache, type UrlValidators } from "./model-cache.js";
import {
  failureText,
  jobPrefix,
  oneLine,
  optionWarningLines,
  PREFIX,
  stackOf,
  timingLines,
  writeSummary,
} from "./report.js";
import { type JobOutcome, runJobs } from "./run-jobs.js";
import { UrlPoller } from "./url-poller.js";

export interface WatchCommandLine {
  readonly configFile: string | undefined;
  readonly options: Record<string, unknown>;
  readonly only: readonly string[];
  readonly verbose: boolean;
  readonly timings: boolean;
  readonly watchInterval: number | undefined;
}

/** Quiet time after the last event before a run starts: an editor's save burst takes a few milliseconds. */
const DEBOUNCE_MS = 100;

/**
 * Runs until Ctrl-C (or SIGTERM), which exits 0. Rejects like any run when the first configuration is invalid
 * (exit code 2); resolves only when there is nothing to watch (URLs without `--watchInterval`), with the
 * exit code of the one run.
 */
export async function watch(commandLine: WatchCommandLine, cwd: string): Promise<number> {
  const jobs = await readJobs(commandLine, cwd, BUILTIN_OUTPUTS);
  const session = new WatchSession(commandLine, cwd, jobs);
  const stop = () => {
    session.close();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  await session.start();
  if (session.watchesNothing) {
    // Only URLs, read once: that was the whole run.
    session.close();
    return session.anyFailed ? 1 : 0;
  }
  // Runs until a signal ends the process.
  return new Promise<number>(() => undefined);
}

/** What a job read in its last run: a change of any of these runs it again. */
interface JobInputs {
  files: Set<string>;
  urls: Map<string, UrlValidators>;
}

class WatchSession {
  readonly #commandLine: WatchCommandLine;
  readonly #cwd: string;
  readonly #cache = new ModelCache();
  readonly #emitCache = new EmitCache();
  readonly #files = new FileWatcher((files) => this.#schedule(files));
  readonly #poller: UrlPoller | undefined;
  /** Undefined while the config file is invalid. */
  #jobs: readonly Job[] | undefined;
  readonly #inputs = new Map<Job, JobInputs>();
  readonly #failed = new Set<Job>();
  readonly #printedWarnings = new Map<string, string>();
  #pending = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;

  constructor(commandLine: WatchCommandLine, cwd: string, jobs: readonly Job[]) {
    this.#commandLine = commandLine;
    this.#cwd = cwd;
    this.#jobs = jobs;
    this.#poller =
      commandLine.watchInterval === undefined
        ? undefined
        : new UrlPoller(commandLine.watchInterval, {
            changed: (urls) => this.#schedule(urls),
            unreachable: (url, reason) => this.#error(`cannot poll ${url}: ${reason}`),
          });
  }

  async start(): Promise<void> {
    await this.#runJobs(this.#jobs ?? [], performance.now());
    this.#noteUnpolledUrls();
    if (this.watchesNothing) {
      this.#say("nothing to watch: the description is a URL, read once");
      return;
    }
    const files = this.#files.size;
    const urls = this.#poller?.size ?? 0;
    const what = [`${files} ${files === 1 ? "file" : "files"}`, ...(urls > 0 ? [`${urls} URLs`] : [])];
    this.#say(`watching ${what.join(" and ")} for changes (Ctrl-C to stop)`);
  }

  get anyFailed(): boolean {
    return this.#failed.size > 0;
  }

  /** Nothing can change: no file is watched and no URL polled. */
  get watchesNothing(): boolean {
    return this.#files.size === 0 && (this.#poller?.size ?? 0) === 0;
  }

  close(): void {
    clearTimeout(this.#timer);
    this.#files.close();
    this.#poller?.close();
  }

  #schedule(changed: Iterable<string>): void {
    for (const item of changed) this.#pending.add(item);
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#kick(), DEBOUNCE_MS);
  }

  #kick(): void {
    if (this.#running !== undefined) {
      this.#again = true;
      return;
    }
    const changed = this.#pending;
    this.#pending = new Set();
    this.#running = this.#rerun(changed).finally(() => {
      this.#running = undefined;
      if (this.#again) {
        this.#again = false;
        this.#kick();
      }
    });
  }

  async #rerun(changed: ReadonlySet<string>): Promise<void> {
    const started = performance.now();
    // First, whatever happens next: a description that changed while the config file was invalid must not
    // be served from the cache once it is valid again.
    this.#cache.invalidate(changed);
    const configFile = this.#commandLine.configFile;
    if (this.#jobs === undefined || (configFile !== undefined && changed.has(configFile))) {
      try {
        this.#jobs = await readJobs(this.#commandLine, this.#cwd, BUILTIN_OUTPUTS);
      } catch (error) {
        // Invalid options: said, and nothing runs until the config file changes again.
        this.#jobs = undefined;
        const problems = isTypewrightError(error) ? error.problems : [failureText(error, false)];
        for (const problem of problems) this.#error(problem);
        return;
      }
      this.#inputs.clear();
      this.#failed.clear();
      // Models of descriptions no job reads any more would only hold memory.
      this.#cache.retainOnly(this.#jobs.map((job) => job.options));
      return this.#runJobs(this.#jobs, started);
    }
    const touched = (job: Job) => {
      const inputs = this.#inputs.get(job);
      return [...changed].some((item) => inputs?.files.has(item) || inputs?.urls.has(item));
    };
    // A job that failed runs again on any change: what it failed on may be a file it never got to read.
    const jobs = this.#jobs.filter((job) => this.#failed.has(job) || touched(job));
    if (jobs.length > 0) await this.#runJobs(jobs, started);
  }

  async #runJobs(jobs: readonly Job[], started: number): Promise<void> {
    this.#cache.forgetFailures();
    const outcomes = await runJobs(jobs, {
      mode: "write",
      cache: this.#cache,
      emitCache: this.#emitCache,
    });
    for (const outcome of outcomes) this.#record(outcome);
    // After a run of every job, what no job used belongs to schemas that are gone or changed.
    if (jobs.length === this.#jobs?.length) this.#emitCache.sweep();
    this.#refreshWatches();
    this.#report(outcomes, performance.now() - started);
  }

  /** Notes what the job read (its src and, after a failure, the file the failure names) and whether it failed. */
  #record({ job, result, error }: JobOutcome): void {
    const { files, urls } = this.#cache.inputsOf(job.options);
    const read: JobInputs = { files: new Set(files), urls: new Map(urls) };
    // Named by the options, so watched even when a failed load read none of them.
    for (const source of [job.options.src, ...job.options.overlays]) {
      if (isHttpUrl(source)) {
        if (!read.urls.has(source)) read.urls.set(source, { etag: undefined, lastModified: undefined });
      } else read.files.add(path.resolve(source));
    }
    for (const named of sourcesNamedBy(error)) {
      // A URL the job failed on: polled as failing, so that its next good answer starts a run.
      if (isHttpUrl(named)) read.urls.set(named, { etag: undefined, lastModified: undefined, failed: true });
      else read.files.add(named);
    }
    this.#inputs.set(job, read);
    if (result === undefined) this.#failed.add(job);
    else this.#failed.delete(job);
  }

  #refreshWatches(): void {
    const files = new Set<string>();
    const urls = new Map<string, UrlValidators>();
    if (this.#commandLine.configFile !== undefined) files.add(this.#commandLine.configFile);
    for (const inputs of this.#inputs.values()) {
      for (const file of inputs.files) files.add(file);
      for (const [url, validators] of inputs.urls) urls.set(url, validators);
    }
    this.#files.update(files);
    this.#poller?.update(urls);
  }

  /** One line per run: the files written or unchanged and the time; then one line per failed job. */
  #report(outcomes: readonly JobOutcome[], milliseconds: number): void {
    const done = outcomes.filter((outcome) => outcome.result !== undefined);
    for (const { job, result } of done) {
      if (result === undefined) continue;
      this.#printWarnings(job, result.warnings);
      if (this.#commandLine.timings) {
        for (const line of timingLines(result)) this.#error(`${jobPrefix(job)}${line}`);
      }
    }
    if (done.length > 0) {
      const parts = done.map(({ job, result }) =>
        result === undefined ? "" : `${jobPrefix(job)}${writeSummary(result, this.#cwd)}`,
      );
      this.#say(`${clock()} ${parts.join("; ")} (${Math.round(milliseconds)} ms)`);
    }
    for (const { job, result, error } of outcomes) {
      if (result !== undefined) continue;
      // A run stopped by `strict` found warnings beyond the options' own.
      this.#printWarnings(
        job,
        isTypewrightError(error) && error.warnings.length > 0 ? error.warnings : optionWarningLines(job),
      );
      this.#error(`${clock()} ${jobPrefix(job)}${failureText(error, this.#commandLine.verbose)}`);
      if (this.#commandLine.verbose) process.stderr.write(`${stackOf(error)}\n`);
    }
  }

  /** A job's warnings, unless they are the ones it printed last time (each run would repeat them). */
  #printWarnings(job: Job, warnings: readonly string[]): void {
    const key = job.label ?? "";
    const text = warnings.join("\n");
    if (this.#printedWarnings.get(key) === text) return;
    this.#printedWarnings.set(key, text);
    for (const warning of warnings) this.#error(`${jobPrefix(job)}warning: ${warning}`);
  }

  #noteUnpolledUrls(): void {
    if (this.#poller !== undefined) return;
    const urls = new Set([...this.#inputs.values()].flatMap((inputs) => [...inputs.urls.keys()]));
    for (const url of urls) {
      this.#say(`note: ${url} is not watched (a URL); poll it with --watchInterval <seconds>`);
    }
  }

  #say(line: string): void {
    process.stdout.write(`${PREFIX} ${oneLine(line)}\n`);
  }

  #error(line: string): void {
    process.stderr.write(`${PREFIX} ${oneLine(line)}\n`);
  }
}

/**
 * The local files and URLs a failure names, its causes' included: an unresolved `$ref` is caused by the
 * file it could not read, and watching that file's folder sees it appear.
 */
function sourcesNamedBy(error: unknown): string[] {
  const sources: string[] = [];
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth++) {
    const file = current instanceof TypewrightError ? current.file : undefined;
    if (file !== undefined && (path.isAbsolute(file) || isHttpUrl(file))) sources.push(file);
    current = current.cause;
  }
  return sources;
}

/** `14:03:07`, local time. */
function clock(): string {
  return new Date().toTimeString().slice(0, 8);
}
