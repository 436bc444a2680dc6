/**
 * What is already at an output's path must be a regular file for a run to read or replace it:
 * - a symbolic link is refused, whatever it points to: writing through it would replace a file the user never
 *   named (a link planted in a repository can point anywhere, `~/.bashrc` included), and replacing the link
 *   itself would silently undo a link someone made on purpose; the folders of the path are followed;
 * - a device (`-o /dev/null` would be replaced by a file, `/dev/zero` read without end), a FIFO (reading it
 *   waits for a writer) or a socket is refused too.
 * Both before the run reads anything, by a run and by `--check` alike. A file the run keeps when it exists (the
 * client setup file without `forceSetup`) may be a link, as nothing is written through it; what the link
 * points to must still be a regular file.
 */
import { lstatSync, readlinkSync, type Stats, statSync } from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";

export function refuseIrregularOutputs(
  files: readonly string[],
  keptIfPresent: readonly (string | undefined)[] = [],
): void {
  for (const file of files) {
    const stats = statIfPresent(file, !keptIfPresent.includes(file));
    // Nothing there (or no file system, in the browser build): nothing to refuse.
    if (stats === undefined || stats.isFile()) continue;
    if (stats.isSymbolicLink()) throw linkRefusal(file);
    if (stats.isDirectory()) {
      // `-o src/api` for `-o src/api/client.ts` is the usual slip: say what an output path names.
      const example = path.join(file, "client.ts");
      throw refusal(file, `a folder exists at this path; an output is a file, such as ${example}`);
    }
    throw refusal(file, "not a regular file (a device, FIFO or socket); refusing to read or replace it");
  }
}

/** The one-line refusal of an output path that is a symbolic link (also the write stage's). */
export function linkRefusal(file: string): TypewrightError {
  let target = "";
  try {
    target = ` to ${readlinkSync(file)}`;
  } catch {
    // Gone since: the refusal still stands, without saying where it pointed.
  }
  return refusal(
    file,
    `a symbolic link${target}; typewright never writes through a link: remove it or choose another output path`,
  );
}

/** The path's own kind (a link is a link) when `ownKind`, else what it leads to. */
function statIfPresent(file: string, ownKind: boolean): Stats | undefined {
  try {
    return ownKind ? lstatSync(file) : statSync(file);
  } catch {
    return undefined;
  }
}

function refusal(file: string, reason: string): TypewrightError {
  return new TypewrightError("write", `${file}: ${reason}`, { file });
}
