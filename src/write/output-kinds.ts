/**
 * What is already at an output's path must be a regular file (or a symlink to one) for a run to read or
 * replace it: a device (`-o /dev/null` would be replaced by a file, `/dev/zero` read without end), a FIFO
 * (reading it waits for a writer) or a socket is refused before the run reads anything.
 */
import { statSync } from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";

export function refuseIrregularOutputs(files: readonly string[]): void {
  for (const file of files) {
    let kind: "file" | "folder" | "other" | undefined;
    try {
      const stats = statSync(file);
      kind = stats.isFile() ? "file" : stats.isDirectory() ? "folder" : "other";
    } catch {
      // Nothing there (or no file system, in the browser build): nothing to refuse.
      continue;
    }
    if (kind === "folder") {
      // `-o src/api` for `-o src/api/client.ts` is the usual slip: say what an output path names.
      const example = path.join(file, "client.ts");
      throw refusal(file, `a folder exists at this path; an output is a file, such as ${example}`);
    }
    if (kind === "other") {
      throw refusal(file, "not a regular file (a device, FIFO or socket); refusing to read or replace it");
    }
  }
}

function refusal(file: string, reason: string): TypewrightError {
  return new TypewrightError("write", `${file}: ${reason}`, { file });
}
