/**
 * Runs one command in a fresh process and measures it: wall time (hrtime around the child), CPU time (user+sys)
 * and peak RSS.
 *
 * CPU and memory come from GNU time (`/usr/bin/time -f ... -o <file>`): it reads the child's rusage from wait4(),
 * which also counts the child's own waited-for children (tsc 7 runs a Go binary under node). Without GNU time,
 * a preload (`node --import usage-preload.js`) writes `process.resourceUsage()` at exit: the same numbers for a
 * single node process, but the CPU of grandchildren is not counted.
 */
import { spawn, spawnSync } from "node:child_process";
import { closeSync, existsSync, openSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const GNU_TIME = "/usr/bin/time";

/** Process groups of children still running, stopped when the benchmark is interrupted. */
const running = new Set();
for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) {
  process.on(signal, () => {
    for (const pid of running) {
      try {
        process.kill(-pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    process.exit(130);
  });
}
const PRELOAD = new URL("./usage-preload.js", import.meta.url);

/**
 * The node binary of `--node BIN` and its version (`BIN --version`), or an error when it does not run.
 * @returns {{ path: string, version: string } | { error: string }}
 */
export function nodeBinary(bin) {
  const probe = spawnSync(bin, ["--version"], { encoding: "utf8" });
  const version = (probe.stdout ?? "").trim();
  if (probe.status !== 0 || !/^v\d+\./.test(version))
    return {
      error: `--node ${bin}: not a working node binary (${probe.error?.message ?? (probe.stderr || `exit ${probe.status}`).trim()})`,
    };
  // A bare name ("node") is looked up on PATH when spawned, like here.
  return { path: bin.includes("/") ? path.resolve(bin) : bin, version };
}

/** "gnu-time" when /usr/bin/time is GNU time (it supports -f and -o), otherwise "preload". */
export function detectMeter() {
  if (!existsSync(GNU_TIME)) return "preload";
  const probe = spawnSync(GNU_TIME, ["-f", "%M", "true"], { encoding: "utf8" });
  return probe.status === 0 && /^\d+\s*$/m.test(probe.stderr ?? "") ? "gnu-time" : "preload";
}

/**
 * @param {{ meter: "gnu-time"|"preload", args: string[], cwd: string, logDir: string, timeoutMs: number,
 *           env?: Record<string, string>, node?: string }} options  `args` are node's arguments (script first);
 *           `node` is the node binary (default: the one running the benchmark)
 * @returns {Promise<{ ok: boolean, code: number|null, wallMs: number, cpuMs?: number, userMs?: number,
 *           sysMs?: number, maxRssKb?: number, timedOut: boolean, stderr: string, stdout: string }>}
 */
export async function measure({ meter, args, cwd, logDir, timeoutMs, env, node = process.execPath }) {
  const usageFile = path.join(logDir, "usage.txt");
  const stdoutFile = path.join(logDir, "stdout.txt");
  const stderrFile = path.join(logDir, "stderr.txt");
  rmSync(usageFile, { force: true });
  const stdout = openSync(stdoutFile, "w");
  const stderr = openSync(stderrFile, "w");
  let command;
  let commandArgs;
  const childEnv = { ...process.env, ...env, NO_COLOR: "1", FORCE_COLOR: "0" };
  if (meter === "gnu-time") {
    command = GNU_TIME;
    commandArgs = ["-f", "%U %S %M %e", "-o", usageFile, node, ...args];
  } else {
    command = node;
    commandArgs = ["--import", pathToFileURL(PRELOAD.pathname).href, ...args];
    childEnv.BENCH_USAGE_FILE = usageFile;
  }
  const started = process.hrtime.bigint();
  // Own process group, so that a time-out can stop the child together with whatever it started.
  const child = spawn(command, commandArgs, {
    cwd,
    env: childEnv,
    stdio: ["ignore", stdout, stderr],
    detached: true,
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
  }, timeoutMs);
  const code = await new Promise((resolve) => {
    child.on("error", () => resolve(null));
    child.on("exit", (exitCode) => resolve(exitCode));
  });
  const wallMs = Number(process.hrtime.bigint() - started) / 1e6;
  running.delete(child.pid);
  clearTimeout(timer);
  closeSync(stdout);
  closeSync(stderr);
  const result = {
    ok: code === 0 && !timedOut,
    code,
    wallMs,
    timedOut,
    stdout: readFileSync(stdoutFile, "utf8"),
    stderr: readFileSync(stderrFile, "utf8"),
  };
  const usage = existsSync(usageFile) ? readFileSync(usageFile, "utf8") : "";
  if (meter === "gnu-time") {
    // GNU time writes "Command exited with non-zero status N" before the format line when the child fails.
    const line = usage.trim().split("\n").at(-1) ?? "";
    const match = /^([\d.]+) ([\d.]+) (\d+) ([\d.:]+)$/.exec(line.trim());
    if (match) {
      result.userMs = Number(match[1]) * 1000;
      result.sysMs = Number(match[2]) * 1000;
      result.maxRssKb = Number(match[3]);
    }
  } else if (usage) {
    const parsed = JSON.parse(usage);
    result.userMs = parsed.userCPUTime / 1000;
    result.sysMs = parsed.systemCPUTime / 1000;
    result.maxRssKb = parsed.maxRSS;
  }
  if (result.userMs !== undefined) result.cpuMs = result.userMs + result.sysMs;
  return result;
}

/** The last non-empty stderr line, cleaned of colour codes, for a failure note. */
export function lastErrorLine(result) {
  if (result.timedOut) return "timed out";
  const lines = `${result.stderr}\n${result.stdout}`
    // Colour codes: ESC (char 27) "[" digits "m".
    .split(String.fromCharCode(27))
    .map((piece, index) => (index === 0 ? piece : piece.replace(/^\[[0-9;]*m/, "")))
    .join("")
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const error = lines.find((line) => /error/i.test(line)) ?? lines.at(-1) ?? `exit code ${result.code}`;
  return error.length > 160 ? `${error.slice(0, 157)}...` : error;
}
