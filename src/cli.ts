/**
 * The typewright command. It maps flags and the config file to jobs, runs them and turns the outcome into
 * output and an exit code: 0 success, 1 generation failed (or, with --check, a file is out of date), 2 invalid
 * flags or options. Everything else lives in `config/` (parsing, validation), `jobs/` (running, checking,
 * watching, what is printed) and `generate.ts` (the pipeline).
 */
import process from "node:process";
import codeCache from "./code-cache.cjs";
import { parseCommandLine } from "./config/command-line.js";
import { readJobs } from "./config/jobs.js";
import { isTypewrightError } from "./errors.js";
import { failureText, oneLine, PREFIX, stackOf } from "./jobs/report.js";
import { BUILTIN_OUTPUTS } from "./templates/registry.js";

async function main(argv: readonly string[], cwd: string): Promise<number> {
  const startedAt = performance.now();
  // Known before parsing, so that even a failure to parse the flags can show its stack.
  let verbose = argv.includes("--verbose");
  try {
    const commandLine = parseCommandLine(argv, cwd, BUILTIN_OUTPUTS);
    if (commandLine.action !== "generate") {
      process.stdout.write(`${commandLine.text.trimEnd()}\n`);
      return 0;
    }
    verbose = commandLine.verbose;
    if (commandLine.mode === "watch") {
      const { watch } = await import("./jobs/watch.js");
      return await watch(commandLine, cwd);
    }
    // Every job is validated before any runs; option problems of all jobs end here together.
    const jobs = await readJobs(commandLine, cwd, BUILTIN_OUTPUTS);
    // Loaded only now: --help, --version and option errors need not load the pipeline and TypeScript.
    const { runCommand } = await import("./jobs/run-command.js");
    const exitCode = await runCommand(jobs, { ...commandLine, mode: commandLine.mode, cwd, startedAt });
    if (exitCode === 0) codeCache.saveWarmCodeCaches();
    return exitCode;
  } catch (error) {
    return reportError(error, verbose);
  }
}

/** A problem before any job ran (flags, the config file, options): one line per problem. */
function reportError(error: unknown, verbose: boolean): number {
  const problems = isTypewrightError(error)
    ? error.problems.length > 0
      ? error.problems
      : [error.message]
    : [failureText(error, verbose)];
  for (const problem of problems) process.stderr.write(`${PREFIX} ${oneLine(problem)}\n`);
  if (verbose) process.stderr.write(`${stackOf(error)}\n`);
  return isTypewrightError(error) ? error.exitCode : 1;
}

// A reader that closed its end (`typewright ... | head -c0`) wants no more output: the run goes on, writes its
// files and ends with its own exit code, rather than with an unhandled EPIPE. Writes after that one find the
// stream destroyed, which is the same closed reader.
for (const stream of [process.stdout, process.stderr]) {
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE" && error.code !== "ERR_STREAM_DESTROYED") throw error;
  });
}

// Setting the exit code (rather than process.exit) lets pending output reach the terminal.
// No top-level await: the command is also bundled into one CommonJS file (scripts/bundle-cli.js).
main(process.argv.slice(2), process.cwd()).then((exitCode) => {
  process.exitCode = exitCode;
});
