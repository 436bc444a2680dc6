/** The machine and the checkout a run is measured on, for the report's header. */
import { execFileSync } from "node:child_process";
import os from "node:os";
import { ROOT } from "./config.js";

/** CPU, cores, memory, OS, Node and the load average at the start. */
export function describeMachine() {
  const loadStart = os.loadavg();
  const cpus = os.cpus();
  return {
    cpu: cpus[0]?.model?.trim() ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    loadStart,
  };
}

/** The commit of the checkout, and whether src/ has uncommitted changes. */
export function gitState() {
  try {
    const commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    const dirty =
      execFileSync("git", ["status", "--porcelain", "--", "src"], { cwd: ROOT, encoding: "utf8" }).trim() !==
      "";
    return { commit, dirty };
  } catch {
    return { commit: "unknown", dirty: false };
  }
}
