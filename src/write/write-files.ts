/**
 * The only stage that writes. All-or-nothing as far as the file system allows: every file is first
 * written to a temp file next to its target, and only when all temp files exist are they renamed over
 * their targets (a rename within one folder is atomic). If any temp file cannot be written, all temp
 * files and any folders created for them are removed and no target is touched.
 */
import {
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  renameSync,
  rmdirSync,
  type Stats,
  statSync,
  unlinkSync,
} from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";
import { describeFsError, errorCode } from "./fs-error.js";
import { linkRefusal } from "./output-kinds.js";
import { fileHoldsContent, writeText } from "./text-pieces.js";
import type { FileToWrite, WriteOptions, WriteReport } from "./types.js";

export type { FileToWrite, WriteOptions, WriteReport } from "./types.js";

type Decision =
  | { file: FileToWrite; action: "skip" | "unchanged" }
  | { file: FileToWrite; action: "write"; mode: number | undefined };

interface StagedFile {
  file: FileToWrite;
  tempPath: string;
}

/**
 * Async for callers, synchronous inside: a run writes a few files one after another, and each call through
 * `fs/promises` (a thread-pool round trip) costs more than its sync form (bench/HISTORY.md).
 */
export async function writeFiles(
  files: readonly FileToWrite[],
  options: WriteOptions = {},
): Promise<WriteReport> {
  checkPaths(files);
  checkNotInputs(files, options.inputFiles ?? []);
  const decisions = files.map((file) => decide(file, options));
  const toWrite = decisions.filter((decision) => decision.action === "write");
  commit(stage(toWrite));
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

/**
 * No output may be a file the run read (the description or one of its `$ref` documents), however it is
 * reached: through a symlink, a symlinked folder or a hard link. Compared by device and inode, which
 * names the file itself rather than one path to it.
 */
function checkNotInputs(files: readonly FileToWrite[], inputFiles: readonly string[]): void {
  if (inputFiles.length === 0) return;
  const inputs = new Map<string, string>();
  for (const input of inputFiles) {
    const stats = attempt(() => statSync(input));
    if (stats) inputs.set(fileIdentity(stats), input);
  }
  for (const file of files) {
    const stats = attempt(() => statSync(file.path));
    const input = stats && inputs.get(fileIdentity(stats));
    if (input !== undefined) {
      throw writeError(file.path, `it is ${input}, which this run reads as input; refusing to overwrite it`);
    }
  }
}

function fileIdentity(stats: Stats): string {
  return `${stats.dev}:${stats.ino}`;
}

function decide(file: FileToWrite, options: WriteOptions): Decision {
  const existing = statIfPresent(file);
  if (existing?.isDirectory()) throw writeError(file.path, "a folder exists at this path");
  if (existing && file.writeOnce && !file.force) return { file, action: "skip" };
  // Never written through (see output-kinds.ts); the rename below replaces a link made since, not its target.
  if (existing?.isSymbolicLink()) throw linkRefusal(file.path);
  if (existing && !options.rewriteUnchanged && hasContent(file.path, file.content)) {
    return { file, action: "unchanged" };
  }
  // Keeps permissions the user gave the file (the temp file would otherwise get the default mode).
  const mode = existing === undefined ? undefined : existing.mode & 0o777;
  return { file, action: "write", mode };
}

function statIfPresent(file: FileToWrite): Stats | undefined {
  try {
    return lstatSync(file.path);
  } catch (error) {
    // ENOTDIR: a parent is a file; creating the folder fails later, with all other writes rolled back.
    if (errorCode(error) === "ENOENT" || errorCode(error) === "ENOTDIR") return undefined;
    throw writeError(file.path, describeFsError(error), error);
  }
}

function hasContent(filePath: string, content: string): boolean {
  return attempt(() => fileHoldsContent(filePath, content)) === true;
}

/** `run()`, or undefined when it throws (for look-ups whose failure has a fallback). */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}

/** Writes every temp file; on the first failure removes what was created and throws. */
function stage(decisions: readonly Extract<Decision, { action: "write" }>[]): StagedFile[] {
  const staged: StagedFile[] = [];
  const createdFolders: string[] = [];
  for (const { file, mode } of decisions) {
    try {
      createdFolders.push(...createFolder(file, path.dirname(file.path)));
      const tempPath = path.join(path.dirname(file.path), tempName(file.path));
      writeTempFile(file, tempPath, mode);
      staged.push({ file, tempPath });
    } catch (error) {
      removeTempFiles(staged);
      removeFolders(createdFolders);
      throw error;
    }
  }
  return staged;
}

/** Creates `folder` and its missing parents; returns the folders it created. */
function createFolder(file: FileToWrite, folder: string): string[] {
  try {
    const firstCreated = mkdirSync(folder, { recursive: true });
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

function writeTempFile(file: FileToWrite, tempPath: string, mode: number | undefined): void {
  try {
    // "wx": never overwrite, even the (practically impossible) same random name of a concurrent run.
    const descriptor = openSync(tempPath, "wx", mode ?? 0o666);
    try {
      writeText(descriptor, file.content);
    } finally {
      closeSync(descriptor);
    }
  } catch (error) {
    // A disk that fills up mid-write leaves a partial temp file; EEXIST means the file is not ours.
    if (errorCode(error) !== "EEXIST") attempt(() => unlinkSync(tempPath));
    throw writeError(file.path, describeFsError(error), error);
  }
}

/** Renames every temp file over its target. A failure here is rare (the disk changed under us). */
function commit(staged: readonly StagedFile[]): void {
  for (const [index, { file, tempPath }] of staged.entries()) {
    try {
      renameSync(tempPath, file.path);
    } catch (error) {
      removeTempFiles(staged.slice(index));
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

/**
 * `.<name>.<random>.tmp`: hidden, recognisable, and short enough even when `<name>` is long. The suffix only
 * needs to be unlikely to collide ("wx" refuses an existing file), so no `node:crypto`, which is slow to load.
 */
function tempName(target: string): string {
  const random = Math.floor(Math.random() * 2 ** 48)
    .toString(16)
    .padStart(12, "0");
  return `.${path.basename(target).slice(0, 48)}.${random}.tmp`;
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

function removeTempFiles(staged: readonly StagedFile[]): void {
  for (const { tempPath } of staged) attempt(() => unlinkSync(tempPath));
}

/** Deepest first; `rmdir` only removes empty folders, so nothing put there by someone else is lost. */
function removeFolders(folders: readonly string[]): void {
  const deepestFirst = [...new Set(folders)].sort((a, b) => b.length - a.length);
  for (const folder of deepestFirst) attempt(() => rmdirSync(folder));
}

function writeError(filePath: string, reason: string, cause?: unknown): TypewrightError {
  return new TypewrightError("write", `${filePath}: ${reason}`, { file: filePath, cause });
}
