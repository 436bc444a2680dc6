/**
 * `--check`: what a run would change on disk, without writing anything. Each file is compared byte for byte
 * with the generated content, except a write-once file (the client setup the user edits), of which only
 * the existence is checked.
 */
import { readFileSync, statSync } from "node:fs";
import { TypewrightError } from "../errors.js";
import { describeFsError, errorCode } from "./fs-error.js";
import { fileHoldsContent } from "./text-pieces.js";
import type { FileToWrite } from "./types.js";

/** `extra`: a generated file of a split output's folder that a run would remove (see output-folder.ts). */
export type FileStatus = "current" | "missing" | "differs" | "extra";

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
 * (no line diff), and enough to say where to look and roughly how much changed. Lines are compared as text:
 * a file on disk with CRLF line endings or a UTF-8 byte-order mark (an editor's or Git's autocrlf doing) is
 * read without them, so the first line named is the first one whose text differs, and those two are said
 * apart.
 */
export interface Difference {
  /** 1-based number of the first line whose text differs (1 when only `byteOrderMark`/`crlf` differ). */
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
  /** The file on disk has CRLF line endings; typewright writes LF. */
  crlf: boolean;
  /** The file on disk starts with a UTF-8 byte-order mark; typewright writes none. */
  byteOrderMark: boolean;
  /** The texts are equal apart from `crlf` and `byteOrderMark`. */
  encodingOnly: boolean;
  /** The texts are equal once `\r\n` on disk is read as `\n`, and no byte-order mark differs. */
  lineEndingsOnly: boolean;
}

export function compareWithDisk(files: readonly FileToWrite[]): FileCheck[] {
  return files.map((file) => {
    const writeOnce = file.writeOnce === true;
    const current = onDisk(file.path, (filePath) => writeOnce || fileHoldsContent(filePath, file.content));
    if (current === undefined) return { path: file.path, status: "missing", writeOnce };
    if (current) return { path: file.path, status: "current", writeOnce };
    const existing = onDisk(file.path, (filePath) => readFileSync(filePath, "utf8"));
    if (existing === undefined) return { path: file.path, status: "missing", writeOnce };
    return {
      path: file.path,
      status: "differs",
      writeOnce,
      difference: describeDifference(existing, file.content),
    };
  });
}

/**
 * What `read` gives for the file at `filePath`, or `undefined` when nothing is there. A folder there is an
 * error, as is any other failure to read.
 */
function onDisk<T>(filePath: string, read: (filePath: string) => T): T | undefined {
  try {
    if (statSync(filePath).isDirectory()) {
      throw new TypewrightError("write", `${filePath}: a folder exists at this path`, { file: filePath });
    }
    return read(filePath);
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
  const byteOrderMark = onDisk.startsWith("\uFEFF") && !generated.startsWith("\uFEFF");
  const withoutMark = byteOrderMark ? onDisk.slice(1) : onDisk;
  const crlf = withoutMark.includes("\r\n") && !generated.includes("\r\n");
  const text = crlf ? withoutMark.replaceAll("\r\n", "\n") : withoutMark;
  const encodingOnly = text === generated;
  const disk = lines(text);
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
  // Equal texts leave no differing line: the difference is in the first bytes or every line's end.
  const firstLine = encodingOnly ? 0 : start;
  return {
    firstLine: firstLine + 1,
    onDisk: disk[firstLine],
    generated: fresh[firstLine],
    diskLines: disk.length - start - end,
    generatedLines: fresh.length - start - end,
    diskTotal: disk.length,
    generatedTotal: fresh.length,
    crlf,
    byteOrderMark,
    encodingOnly,
    lineEndingsOnly: encodingOnly && crlf && !byteOrderMark,
  };
}

/** The lines of a text; a final newline ends the last line rather than starting an empty one. */
function lines(text: string): string[] {
  const all = text.split("\n");
  if (text.endsWith("\n")) all.pop();
  return all;
}
