/**
 * Reads a regular file within a size cap. A FIFO, a device (`/dev/zero`) or a socket would block or never
 * end, so only regular files are read: the file is opened non-blocking (opening a FIFO for reading would
 * otherwise wait for a writer, forever) and its kind and size judged before a byte is read. File-system
 * errors (`ENOENT`, `EACCES`) are thrown as they are, for the caller to word.
 */
import { closeSync, constants, fstatSync, openSync, readFileSync, readSync } from "node:fs";

export type RegularFileRead =
  | { bytes: Uint8Array; refused?: undefined }
  | { refused: "a directory" | "not a regular file" | "too large" };

/**
 * `roomAfter(size)` bytes of the ArrayBuffer the bytes are read into are left free after them, for a caller
 * that rewrites the text in place (see asciiJsonTextInPlace); a file that grows past that room while it is
 * read is read to its end all the same, without room.
 */
export function readRegularFile(
  filePath: string,
  maxBytes: number,
  roomAfter: (size: number) => number = () => 0,
): RegularFileRead {
  const descriptor = openSync(filePath, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const stats = fstatSync(descriptor);
    if (stats.isDirectory()) return { refused: "a directory" };
    if (!stats.isFile()) return { refused: "not a regular file" };
    if (stats.size > maxBytes) return { refused: "too large" };
    const room = roomAfter(stats.size);
    const bytes = room > 0 ? readWithRoom(descriptor, stats.size, room) : readFileSync(descriptor);
    // A file that grew while it was read.
    return bytes.length > maxBytes ? { refused: "too large" } : { bytes };
  } finally {
    closeSync(descriptor);
  }
}

function readWithRoom(descriptor: number, size: number, roomAfter: number): Uint8Array {
  const buffer = new Uint8Array(size + roomAfter);
  let length = 0;
  while (length < buffer.length) {
    const read = readSync(descriptor, buffer, length, buffer.length - length, null);
    if (read === 0) return buffer.subarray(0, length);
    length += read;
  }
  // It grew past the room: the rest, and the whole without room.
  const rest = readFileSync(descriptor);
  const whole = new Uint8Array(length + rest.length);
  whole.set(buffer);
  whole.set(rest, length);
  return whole;
}
