/**
 * The folder of a split output (`split: "tags"`): its generated files are a set, and a file of the set that a
 * run no longer produces (a tag gone from the description) is left over. Only a file that begins with
 * typewright's header counts as generated; any other file in the folder is never read past its first line, nor
 * touched.
 */
import { closeSync, lstatSync, openSync, readdirSync, readSync, unlinkSync } from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";
import { GENERATED_FIRST_LINE_START } from "../output-contract/generated-header.js";
import { describeFsError } from "./fs-error.js";
import { linkRefusal } from "./output-kinds.js";

/** What is at `folder` must be a folder, or nothing yet (the write creates it). */
export function refuseNonFolder(folder: string): void {
  let stats: ReturnType<typeof lstatSync>;
  try {
    stats = lstatSync(folder);
  } catch {
    return;
  }
  if (stats.isSymbolicLink()) throw linkRefusal(folder);
  if (!stats.isDirectory()) {
    throw new TypewrightError(
      "write",
      `${folder}: split "tags" writes a folder of files here, and a file exists at this path`,
      { file: folder },
    );
  }
}

/**
 * The generated `.ts` files directly in `folder` that are not among `produced` (absolute paths), sorted; none
 * when the folder does not exist.
 */
export function leftOverGenerated(folder: string, produced: readonly string[]): string[] {
  const kept = new Set(produced.map((file) => path.resolve(file)));
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(".ts"))
    .map((name) => path.resolve(folder, name))
    .filter((file) => !kept.has(file) && isGeneratedFile(file))
    .sort();
}

/** Removes the left-over generated files (see {@link leftOverGenerated}). */
export function removeFiles(files: readonly string[]): void {
  for (const file of files) {
    try {
      unlinkSync(file);
    } catch (error) {
      throw new TypewrightError(
        "write",
        `${file}: cannot remove this left-over generated file (${describeFsError(error)})`,
        {
          file,
          cause: error,
        },
      );
    }
  }
}

/** A regular file (not a link) whose first line is typewright's header. */
function isGeneratedFile(file: string): boolean {
  try {
    if (!lstatSync(file).isFile()) return false;
    const start = Buffer.alloc(Buffer.byteLength(GENERATED_FIRST_LINE_START));
    const descriptor = openSync(file, "r");
    try {
      readSync(descriptor, start, 0, start.length, 0);
    } finally {
      closeSync(descriptor);
    }
    return start.toString("utf8") === GENERATED_FIRST_LINE_START;
  } catch {
    return false;
  }
}
