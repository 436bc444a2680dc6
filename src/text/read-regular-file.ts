/**
 * Reads a regular file within a size cap. A FIFO, a device (`/dev/zero`) or a socket would block or never
 * end, so only regular files are read: the file is opened non-blocking (opening a FIFO for reading would
 * otherwise wait for a writer, forever) and its kind and size judged before a byte is read. File-system
 * errors (`ENOENT`, `EACCES`) are thrown as they are, for the caller to word.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync } from "node:fs";

export type RegularFileRead =
  | { bytes: Uint8Array; refused?: undefined }
  | { refused: "a directory" | "not a regular file" | "too large" };

export function readRegularFile(filePath: string, maxBytes: number): RegularFileRead {
  const descriptor = openSync(filePath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(descriptor);
    if (stats.isDirectory()) return { refused: "a directory" };
    if (!stats.isFile()) return { refused: "not a regular file" };
    if (stats.size > maxBytes) return { refused: "too large" };
    const bytes = readFileSync(descriptor);
    // A file that grew while it was read.
    return bytes.length > maxBytes ? { refused: "too large" } : { bytes };
  } finally {
    closeSync(descriptor);
  }
}
