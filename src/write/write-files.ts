/**
 * The only stage that writes. All-or-nothing as far as the file system allows: every file is first
 * written to a temp file next to its target, and only when all temp files exist are they renamed over
 * their targets (a rename within one folder is atomic). If any temp file cannot be written, all temp
 * files and any folders created for them are removed and no target is touched.
 */
import { randomBytes } from "node:crypto";
import { mkdir, readFile, realpath, rename, rmdir, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { TypewrightError } from "../errors.js";
import { describeFsError, errorCode } from "./fs-error.js";
import type { FileToWrite, WriteOptions, WriteReport } from "./types.js";

export type { FileToWrite, WriteOptions, WriteReport } from "./types.js";

type Decision =
  | { file: FileToWrite; action: "skip" | "unchanged" }
  | { file: FileToWrite; action: "write"; target: string; mode: number | undefined };

interface StagedFile {
  file: FileToWrite;
  target: string;
  tempPath: string;
}

export async function writeFiles(
  files: readonly FileToWrite[],
  options: WriteOptions = {},
): Promise<WriteReport> {
  checkPaths(files);
  const decisions = await Promise.all(files.map((file) => decide(file, options)));
  const toWrite = decisions.filter((decision) => decision.action === "write");
  await commit(await stage(toWrite));
  return {
    written: decisions.filter((d) => d.action !== "skip").map((d) => d.file.path),
    unchanged: decisions.filter((d) => d.action === "unchanged").map((d) => d.file.path),
    skipped: decisions.filter((d) => d.action === "skip").map((d) => d.file.path),
  };
}

function checkPaths(files: readonly FileToWrite[]): void {
  const seen = new Set<string>();
  for (const { path: filePath } of files) {
    if (!path.isAbsolute(filePath)) throw writeError(filePath, "the path must be absolute");
    const normalized = path.resolve(filePath);
    if (seen.has(normalized)) throw writeError(filePath, "the same file is listed twice");
    seen.add(normalized);
  }
}

async function decide(file: FileToWrite, options: WriteOptions): Promise<Decision> {
  // A symlinked output file keeps its link: the real file is replaced.
  const target = await realpath(file.path).catch(() => file.path);
  const existing = await stat(target).catch((error: unknown) => {
    // ENOTDIR: a parent is a file; creating the folder fails later, with all other writes rolled back.
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return undefined;
    throw writeError(file.path, describeFsError(error), error);
  });
  if (existing?.isDirectory()) throw writeError(file.path, "a folder exists at this path");
  if (existing && file.writeOnce && !file.force) return { file, action: "skip" };
  if (existing && !options.rewriteUnchanged && (await hasContent(target, file.content))) {
    return { file, action: "unchanged" };
  }
  // Keeps permissions the user gave the file (the temp file would otherwise get the default mode).
  return { file, action: "write", target, mode: existing === undefined ? undefined : existing.mode & 0o777 };
}

async function hasContent(filePath: string, content: string): Promise<boolean> {
  const bytes = await readFile(filePath).catch(() => undefined);
  return bytes?.equals(Buffer.from(content, "utf8")) === true;
}

/** Writes every temp file; on the first failure removes what was created and throws. */
async function stage(decisions: readonly Extract<Decision, { action: "write" }>[]): Promise<StagedFile[]> {
  const staged: StagedFile[] = [];
  const createdFolders: string[] = [];
  for (const { file, target, mode } of decisions) {
    try {
      createdFolders.push(...(await createFolder(file, path.dirname(target))));
      const tempPath = path.join(path.dirname(target), tempName(target));
      await writeTempFile(file, tempPath, mode);
      staged.push({ file, target, tempPath });
    } catch (error) {
      await removeTempFiles(staged);
      await removeFolders(createdFolders);
      throw error;
    }
  }
  return staged;
}

/** Creates `folder` and its missing parents; returns the folders it created. */
async function createFolder(file: FileToWrite, folder: string): Promise<string[]> {
  try {
    const firstCreated = await mkdir(folder, { recursive: true });
    return firstCreated === undefined ? [] : foldersBetween(firstCreated, folder);
  } catch (error) {
    // mkdir reports EEXIST when the folder's own path is taken by a file.
    throw writeError(
      file.path,
      describeFsError(error, errorCode(error) === "EEXIST" ? "ENOTDIR" : undefined),
      error,
    );
  }
}

async function writeTempFile(file: FileToWrite, tempPath: string, mode: number | undefined): Promise<void> {
  try {
    // "wx": never overwrite, even the (practically impossible) same random name of a concurrent run.
    await writeFile(tempPath, file.content, { flag: "wx", ...(mode === undefined ? {} : { mode }) });
  } catch (error) {
    // A disk that fills up mid-write leaves a partial temp file; EEXIST means the file is not ours.
    if (errorCode(error) !== "EEXIST") await unlink(tempPath).catch(() => undefined);
    throw writeError(file.path, describeFsError(error), error);
  }
}

/** Renames every temp file over its target. A failure here is rare (the disk changed under us). */
async function commit(staged: readonly StagedFile[]): Promise<void> {
  for (const [index, { file, target, tempPath }] of staged.entries()) {
    try {
      await rename(tempPath, target);
    } catch (error) {
      await removeTempFiles(staged.slice(index));
      const replaced = staged.slice(0, index).map((done) => `${done.file.path}: was already replaced`);
      const message = `${file.path}: ${describeFsError(error)}`;
      throw new TypewrightError("write", message, {
        file: file.path,
        problems: [message, ...replaced],
        cause: error,
      });
    }
  }
}

/** `.<name>.<random>.tmp`: hidden, recognisable, and short enough even when `<name>` is long. */
function tempName(target: string): string {
  return `.${path.basename(target).slice(0, 48)}.${randomBytes(6).toString("hex")}.tmp`;
}

/** `to` and every folder above it up to and including `from`. */
function foldersBetween(from: string, to: string): string[] {
  const folders = [to];
  for (let folder = to; folder !== from && path.dirname(folder) !== folder; ) {
    folder = path.dirname(folder);
    folders.push(folder);
  }
  return folders;
}

async function removeTempFiles(staged: readonly StagedFile[]): Promise<void> {
  await Promise.all(staged.map(({ tempPath }) => unlink(tempPath).catch(() => undefined)));
}

/** Deepest first; `rmdir` only removes empty folders, so nothing put there by someone else is lost. */
async function removeFolders(folders: readonly string[]): Promise<void> {
  const deepestFirst = [...new Set(folders)].sort((a, b) => b.length - a.length);
  for (const folder of deepestFirst) await rmdir(folder).catch(() => undefined);
}

function writeError(filePath: string, reason: string, cause?: unknown): TypewrightError {
  return new TypewrightError("write", `${filePath}: ${reason}`, { file: filePath, cause });
}
