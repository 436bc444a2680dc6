/**
 * `--check`: what a run would change on disk, without writing anything. Each file is compared byte for byte
 * with the generated content, except a write-once file (the client setup the user edits), of which only
 * the existence is checked.
 */
import { readFileSync, statSync } from "node:fs";
import { TypewrightError } from "../errors.js";
import { describeFsError, errorCode } from "./fs-error.js";
import type { FileToWrite } from "./types.js";

export type FileStatus = "current" | "missing" | "differs";

export interface FileCheck {
  /** As given. */
  path: string;
  status: FileStatus;
  /** A write-once file (`clientSetup`): only checked for existence. */
  writeOnce: boolean;
  /** Where and how much a `differs` file differs. */
  difference?: Difference;
}

/**
 * The stretch that differs, after the lines both versions start and end with. Cheap on files of any size
 * (no line diff), and enough to say where to look and roughly how much changed.
 */
export interface Difference {
  /** 1-based number of the first line that differs. */
  firstLine: number;
  /** That line on disk and as generated; `undefined` where that version has ended. */
  onDisk: string | undefined;
  generated: string | undefined;
  /** Lines of the differing stretch on disk and as generated. */
  diskLines: number;
  generatedLines: number;
  /** Lines of the file on disk and of the generated content. */
  diskTotal: number;
  generatedTotal: number;
  /** The texts are equal once `\r\n` on disk is read as `\n` (e.g. a checkout with Git's autocrlf). */
  lineEndingsOnly: boolean;
}

export function compareWithDisk(files: readonly FileToWrite[]): FileCheck[] {
  return files.map((file) => {
    const writeOnce = file.writeOnce === true;
    const existing = readIfPresent(file.path);
    if (existing === undefined) return { path: file.path, status: "missing", writeOnce };
    if (writeOnce) return { path: file.path, status: "current", writeOnce };
    if (existing.equals(Buffer.from(file.content, "utf8"))) {
      return { path: file.path, status: "current", writeOnce };
    }
    return {
      path: file.path,
      status: "differs",
      writeOnce,
      difference: describeDifference(existing.toString("utf8"), file.content),
    };
  });
}

/** The bytes at `filePath`, or `undefined` when nothing is there. A folder there is an error. */
function readIfPresent(filePath: string): Buffer | undefined {
  try {
    if (statSync(filePath).isDirectory()) {
      throw new TypewrightError("write", `${filePath}: a folder exists at this path`, { file: filePath });
    }
    return readFileSync(filePath);
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return undefined;
    throw new TypewrightError("write", `${filePath}: ${describeFsError(error)}`, {
      file: filePath,
      cause: error,
    });
  }
}

export function describeDifference(onDisk: string, generated: string): Difference {
  const disk = lines(onDisk);
  const fresh = lines(generated);
  let start = 0;
  while (start < disk.length && start < fresh.length && disk[start] === fresh[start]) start++;
  let end = 0;
  while (
    end < disk.length - start &&
    end < fresh.length - start &&
    disk[disk.length - 1 - end] === fresh[fresh.length - 1 - end]
  ) {
    end++;
  }
  return {
    firstLine: start + 1,
    onDisk: disk[start],
    generated: fresh[start],
    diskLines: disk.length - start - end,
    generatedLines: fresh.length - start - end,
    diskTotal: disk.length,
    generatedTotal: fresh.length,
    lineEndingsOnly: onDisk.includes("\r\n") && onDisk.replaceAll("\r\n", "\n") === generated,
  };
}

/** The lines of a text; a final newline ends the last line rather than starting an empty one. */
function lines(text: string): string[] {
  const all = text.split("\n");
  if (text.endsWith("\n")) all.pop();
  return all;
}
