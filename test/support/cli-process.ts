/** The real `typewright` binary in a child process (sync, or async beside a test server), and a snapshot of what a run left on disk (contents and modification times). */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runCli as runMeasuredCli } from "./run-cli.js";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const BIN = path.join(ROOT, "bin/typewright.js");

export interface CliResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

export function runCli(cwd: string, args: readonly string[]): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: "utf8", timeout: 60_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Runs the command without blocking the test's event loop (its own HTTP server must keep answering). */
export async function runCliAsync(cwd: string, args: readonly string[]): Promise<CliResult> {
  const { status, stdout, stderr } = await runMeasuredCli(cwd, args);
  return { status, stdout, stderr };
}

/** Every file below `folder` with its content hash and modification time: equal snapshots, nothing written. */
export function snapshot(folder: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);
    result[path.relative(folder, file)] = `${hash} ${statSync(file).mtimeMs}`;
  }
  return result;
}

/** The version in package.json, which `--version` prints. */
export function packageVersion(): string {
  return (JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { version: string }).version;
}
