/**
 * A config file's jobs. A file with `"configs": [...]` holds several: each entry is a full option set, the
 * file's other top-level options are defaults the entries override, and command-line flags lie over every
 * job. A file without `configs` (or flags alone) is one job. Every job is validated before any runs, and
 * all problems of all jobs are reported together.
 */

import { realpathSync } from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";
import type { OutputCatalog } from "../output-contract/catalog.js";
import { shownPath } from "../text/shown-path.js";
import { hasUrlScheme } from "../text/url.js";
import { mergeOptions, readConfigFile } from "./config-file.js";
import { resolveOptions } from "./resolve-options.js";
import { describeValue, isPlainObject } from "./text.js";
import type { ResolvedOptions } from "./types.js";
import { unknownKeyProblems } from "./unknown-keys.js";
import { wildcardMatch } from "./wildcard.js";

export interface Job {
  /**
   * How messages name the job: its `name`, else its `out` as seen from the current folder. Undefined for
   * the one job of a file without `configs`, whose messages stay unprefixed.
   */
  label: string | undefined;
  options: ResolvedOptions;
}

export interface JobSources {
  /** The config file (`-c`): its absolute path and its parsed, not yet validated object. */
  configFile?: { path: string; content: Record<string, unknown> };
  /** Options given by flags (paths already absolute), laid over every job. */
  overrides: Record<string, unknown>;
  /**
   * `--only` wildcards: a job runs when one matches its `name` or its `out`. No pattern: every job; a blank
   * pattern matches none.
   */
  only: readonly string[];
  cwd: string;
  /** The built-in outputs' declarations, which a job's `template` may name. */
  outputs: OutputCatalog;
}

const OUTPUTS = ["out", "hooksOut", "mocks", "msw", "clientSetup", "validatorOut"] as const;

/** The jobs of a command line: its config file (if any) read, the flags laid over every job. */
export async function readJobs(
  commandLine: { configFile: string | undefined; options: Record<string, unknown>; only: readonly string[] },
  cwd: string,
  outputs: OutputCatalog,
): Promise<Job[]> {
  const { configFile, options, only } = commandLine;
  const base = { overrides: options, only, cwd, outputs };
  if (configFile === undefined) return resolveJobs(base);
  const content = await readConfigFile(configFile, shownPath(configFile, cwd));
  return resolveJobs({ ...base, configFile: { path: configFile, content } });
}
const NAME_PLACE = 'name: names one job: put it in an entry of "configs"';

export function resolveJobs(sources: JobSources): Job[] {
  const content = sources.configFile?.content ?? {};
  const candidates = namingConfigFile(sources, () =>
    Object.hasOwn(content, "configs") ? resolveEntries(content, sources) : [singleJob(content, sources)],
  );
  return selectJobs(candidates, sources);
}

/**
 * The config file's options as `read` makes them, each problem led by the file as seen from the current
 * folder (`api/typewright.json: unknown option "templte"`), so a project with several config files knows
 * which one to fix. Flags are laid over the file's options: a flag's own bad value is reported by its flag
 * before the file is read, but a rule broken by the merged options names the file.
 */
function namingConfigFile<T>(sources: JobSources, read: () => T): T {
  if (sources.configFile === undefined) return read();
  try {
    return read();
  } catch (error) {
    if (!isOptionsError(error)) throw error;
    const file = shownPath(sources.configFile.path, sources.cwd);
    throw optionsError(
      error.problems.map((problem) => `${file}: ${problem}`),
      file,
    );
  }
}

interface Candidate extends Job {
  /** `configs[1] (admin)`: where the job is written, for problems. */
  where: string;
  name: string | undefined;
}

function singleJob(content: Record<string, unknown>, sources: JobSources): Candidate {
  const { name, ...rest } = content;
  const nameProblems = name === undefined ? [] : [NAME_PLACE];
  let options: ResolvedOptions;
  try {
    options = resolveOptions(mergeOptions(rest, sources.overrides), sources.outputs, resolveContext(sources));
  } catch (error) {
    if (!isOptionsError(error) || nameProblems.length === 0) throw error;
    throw optionsError([...nameProblems, ...error.problems]);
  }
  if (nameProblems.length > 0) throw optionsError(nameProblems);
  const job: Candidate = { label: undefined, options, where: "", name: undefined };
  const conflicts = conflictProblems([job], sources);
  if (conflicts.length > 0) throw optionsError(conflicts);
  return job;
}

function resolveEntries(content: Record<string, unknown>, sources: JobSources): Candidate[] {
  const { configs, name, ...defaults } = content;
  const problems = [...(name === undefined ? [] : [NAME_PLACE]), ...unknownKeyProblems(defaults)];
  if (!Array.isArray(configs) || configs.length === 0) {
    throw optionsError([
      ...problems,
      `configs: must be a non-empty list of option objects (got ${describeValue(configs)})`,
    ]);
  }
  const jobs: Candidate[] = [];
  const entries: EntryProblems[] = [];
  const names = new Map<string, number>();
  configs.forEach((entry: unknown, index) => {
    const at = `configs[${index}]`;
    if (!isPlainObject(entry)) {
      entries.push({ where: at, own: [`must be an object of options (got ${describeValue(entry)})`] });
      return;
    }
    const { name: jobName, configs: nested, ...own } = entry;
    const named = typeof jobName === "string" && jobName.trim() !== "" ? jobName : undefined;
    const where = named === undefined ? at : `${at} (${named})`;
    const ownProblems = unknownKeyProblems(own);
    if (nested !== undefined) ownProblems.push('configs: a job cannot hold "configs" of its own');
    if (jobName !== undefined && named === undefined) {
      ownProblems.push(`name: must be a non-empty string (got ${describeValue(jobName)})`);
    }
    if (named !== undefined) {
      const first = names.get(named);
      if (first === undefined) names.set(named, index);
      else ownProblems.push(`name: "${named}" is also the name of configs[${first}]`);
    }
    const merged = mergeOptions(mergeOptions(defaults, own), sources.overrides);
    try {
      const options = resolveOptions(merged, sources.outputs, {
        ...resolveContext(sources),
        reportUnknownKeys: false,
      });
      const label = named ?? shownPath(options.out ?? at, sources.cwd);
      jobs.push({ label, options, where, name: named });
      entries.push({ where, own: ownProblems, merged: [] });
    } catch (error) {
      if (!isOptionsError(error)) throw error;
      entries.push({ where, own: ownProblems, merged: error.problems });
    }
  });
  problems.push(...entryProblems(entries), ...conflictProblems(jobs, sources));
  if (problems.length > 0) throw optionsError(problems);
  return jobs;
}

interface EntryProblems {
  where: string;
  /** Problems of the entry as written. */
  own: readonly string[];
  /** Problems of its options merged with the defaults and flags; absent when it is not an object. */
  merged?: readonly string[];
}

/**
 * Every entry's problems, prefixed by where it is. A problem of the merged options that every job has (a
 * default all of them inherit, or a required option none gives) is reported once, as `every job: ...`.
 */
function entryProblems(entries: readonly EntryProblems[]): string[] {
  const mergedLists = entries.flatMap((entry) => (entry.merged === undefined ? [] : [entry.merged]));
  const shared =
    mergedLists.length < 2
      ? []
      : (mergedLists[0] ?? []).filter((problem) => mergedLists.every((list) => list.includes(problem)));
  return [
    ...shared.map((problem) => `every job: ${problem}`),
    ...entries.flatMap(({ where, own, merged = [] }) =>
      [...own, ...merged.filter((problem) => !shared.includes(problem))].map(
        (problem) => `${where}: ${problem}`,
      ),
    ),
  ];
}

/**
 * Outputs that would destroy something another job needs: two jobs writing one file (each run would
 * overwrite the other's output), a job writing another job's description (the later job would read what the
 * earlier one wrote), or any job writing the config file. Paths are compared as the file system resolves
 * them, through symlinked folders and files, so `alias/client.ts` is `gen/client.ts` when `alias → gen`.
 * A job's own outputs against its own description spelled alike are its options' problem
 * (combination-rules.ts); spelled otherwise, they are found here.
 */
function conflictProblems(jobs: readonly Candidate[], sources: JobSources): string[] {
  const { cwd } = sources;
  const writers = new Map<string, { where: string; option: string; asWritten: string }[]>();
  const readers = new Map<string, { where: string; what: string; asWritten: string }[]>();
  const addReader = (file: string, where: string, what: string) => {
    const key = resolvedPath(file);
    readers.set(key, [...(readers.get(key) ?? []), { where, what, asWritten: path.resolve(file) }]);
  };
  // No job is where the config file is read, so every job's outputs are checked against it.
  if (sources.configFile !== undefined) addReader(sources.configFile.path, "(config)", "the config file");
  for (const job of jobs) {
    const src = job.options.src;
    if (typeof src === "string" && !hasUrlScheme(src)) {
      addReader(src, job.where, job.where === "" ? "the description (src)" : `${job.where} src`);
    }
    const overlays: unknown = job.options.overlays;
    for (const [index, overlay] of (Array.isArray(overlays) ? overlays : []).entries()) {
      if (typeof overlay !== "string" || hasUrlScheme(overlay)) continue;
      const what = `overlays[${index}]`;
      addReader(overlay, job.where, job.where === "" ? `the overlay (${what})` : `${job.where} ${what}`);
    }
    for (const option of OUTPUTS) {
      const file = job.options[option];
      if (file === undefined) continue;
      const key = resolvedPath(file);
      const writer = { where: job.where, option, asWritten: path.resolve(file) };
      writers.set(key, [...(writers.get(key) ?? []), writer]);
    }
  }
  const problems: string[] = [];
  for (const [file, list] of writers) {
    // `out alias/x.ts`: the spelling too, where it is not the file's own.
    const who = list
      .map((writer) => {
        const spelled = writer.asWritten === file ? "" : ` ${shownPath(writer.asWritten, cwd)}`;
        return `${writer.where} ${writer.option}${spelled}`.trim();
      })
      .join(" and ");
    // One job's two outputs spelled alike are its own options' problem (combination-rules.ts); spelled
    // otherwise (through a symlinked folder), or in two jobs, they are found only here.
    if (new Set(list.map((writer) => `${writer.where}\u0000${writer.asWritten}`)).size > 1) {
      problems.push(`${who} write the same file ${shownPath(file, cwd)}`);
    }
    const read = (readers.get(file) ?? []).filter((reader) =>
      list.some((writer) => writer.where !== reader.where || writer.asWritten !== reader.asWritten),
    );
    if (read.length > 0) {
      const what = read.map((reader) => reader.what).join(" and ");
      problems.push(`${who} would overwrite ${shownPath(file, cwd)}, which is ${what}`);
    }
  }
  return problems;
}

/**
 * The absolute path the file system resolves `file` to: its deepest existing folder (or the file itself)
 * through `realpath`, the rest as written. Outputs need not exist yet.
 */
function resolvedPath(file: string): string {
  const absolute = path.resolve(file);
  for (let existing = absolute, rest = ""; ; ) {
    try {
      return path.join(realpathSync(existing), rest);
    } catch {
      const parent = path.dirname(existing);
      if (parent === existing) return absolute;
      rest = path.join(path.basename(existing), rest);
      existing = parent;
    }
  }
}

/**
 * The jobs `--only` picks; a pattern that picks none is a problem (most likely a typo, or a blank one from an
 * unset variable), reported with the jobs there are.
 */
function selectJobs(jobs: readonly Candidate[], sources: JobSources): Job[] {
  const toJob = ({ label, options }: Candidate): Job => ({ label, options });
  if (sources.only.length === 0) return jobs.map(toJob);
  const configFolder = sources.configFile === undefined ? sources.cwd : path.dirname(sources.configFile.path);
  const keys = (job: Candidate) => {
    const out = job.options.out;
    const paths = out === undefined ? [] : [shownPath(out, sources.cwd), shownPath(out, configFolder), out];
    return [...(job.name === undefined ? [] : [job.name]), ...paths];
  };
  const matches = (pattern: string, job: Candidate) =>
    keys(job).some((key) => wildcardMatch(pattern, key) || wildcardMatch(pattern, toPosix(key)));
  const unmatched = sources.only.filter((pattern) => !jobs.some((job) => matches(pattern, job)));
  if (unmatched.length > 0) {
    const known = jobs.map((job) => job.label ?? shownPath(job.options.out ?? "", sources.cwd)).join(", ");
    throw optionsError(
      unmatched.map((pattern) => `--only: "${pattern}" matches no job's name or out (jobs: ${known})`),
    );
  }
  return jobs.filter((job) => sources.only.some((pattern) => matches(pattern, job))).map(toJob);
}

function toPosix(file: string): string {
  return file.split(path.sep).join("/");
}

function resolveContext(sources: JobSources) {
  return {
    requireOut: true,
    ...(sources.configFile === undefined ? {} : { configFile: sources.configFile.path }),
  };
}

function isOptionsError(error: unknown): error is TypewrightError {
  return error instanceof TypewrightError && error.code === "options";
}

function optionsError(problems: readonly string[], file?: string): TypewrightError {
  const summary = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return new TypewrightError("options", `invalid options (${summary}):\n${problems.join("\n")}`, {
    problems,
    ...(file === undefined ? {} : { file }),
  });
}
