/**
 * The real command in a child process, for tests of what users see: exit code, stdout and stderr, and peak
 * memory (test/support/report-peak-memory.cjs is preloaded), and a fingerprint of a folder's files to prove a
 * run left every pre-existing file as it was. No wall time: a test bounds the work it counts (bytes of memory
 * here), and the child's time-out only ends a hung run (its status is then `null`).
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BIN = path.join(ROOT, "bin/typewright.js");
const REPORT_PEAK_MEMORY = path.join(ROOT, "test/support/report-peak-memory.cjs");

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
  peakMemoryBytes: number;
}

/**
 * Runs the CLI asynchronously (the test's own HTTP server must keep answering) and records its peak RSS.
 * `nodeArgs` go to node before the script (`--stack-size=…`).
 */
export function runCli(
  cwd: string,
  args: readonly string[],
  options: { nodeArgs?: readonly string[] } = {},
): Promise<RunResult> {
  const memoryFile = path.join(cwd, `.peak-memory-${Math.random().toString(16).slice(2)}`);
  return new Promise((resolve, reject) => {
    const nodeArgs = options.nodeArgs ?? [];
    const child = spawn(process.execPath, [...nodeArgs, "--require", REPORT_PEAK_MEMORY, BIN, ...args], {
      cwd,
      env: { ...process.env, TYPEWRIGHT_PEAK_MEMORY_FILE: memoryFile },
      timeout: 60_000,
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => {
      let peakMemoryBytes = Number.POSITIVE_INFINITY;
      try {
        peakMemoryBytes = Number(readFileSync(memoryFile, "utf8"));
      } catch {
        // No report: the process died before its exit handler ran.
      }
      // The report is the test's, not the run's: it must not count among the files a run left behind.
      rmSync(memoryFile, { force: true });
      resolve({ status, stdout, stderr, peakMemoryBytes });
    });
  });
}

/** sha-256 of every file below `folder` (links followed), keyed by relative path. */
export function fingerprints(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    result[path.relative(folder, file)] = createHash("sha256").update(readFileSync(file)).digest("hex");
  }
  return result;
}
