/**
 * Whether a file on disk holds a generated text, byte for byte. Compared a piece at a time: reading the file
 * whole and encoding the text whole beside it took twice the file's size (6 MB for GitHub's client) at the
 * end of a run, where a large description's run has its peak.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";

/** UTF-16 units of text encoded per piece: three bytes each at most, so a piece fits its buffer. */
const PIECE_UNITS = 16 * 1024;
const PIECE_BYTES = PIECE_UNITS * 3;

/**
 * Whether the file at `filePath` holds `content` encoded as UTF-8. A file of another size is not read.
 * Throws what opening, reading or closing the file throws.
 */
export function fileHoldsContent(filePath: string, content: string): boolean {
  const descriptor = openSync(filePath, "r");
  try {
    if (fstatSync(descriptor).size !== Buffer.byteLength(content, "utf8")) return false;
    const generated = Buffer.allocUnsafe(PIECE_BYTES);
    const onDisk = Buffer.allocUnsafe(PIECE_BYTES);
    let position = 0;
    for (let start = 0; start < content.length; ) {
      const end = pieceEnd(content, start);
      const length = generated.write(content.slice(start, end), "utf8");
      if (readFully(descriptor, onDisk, length, position) !== length) return false;
      if (!generated.subarray(0, length).equals(onDisk.subarray(0, length))) return false;
      position += length;
      start = end;
    }
    return readSync(descriptor, onDisk, 0, 1, position) === 0;
  } finally {
    closeSync(descriptor);
  }
}

/** Where the piece from `start` ends: never between the two halves of a surrogate pair. */
function pieceEnd(content: string, start: number): number {
  const end = Math.min(start + PIECE_UNITS, content.length);
  if (end === content.length) return end;
  const last = content.charCodeAt(end - 1);
  return last >= 0xd800 && last <= 0xdbff ? end - 1 : end;
}

/** Reads `length` bytes at `position`, or fewer only where the file ends. */
function readFully(descriptor: number, into: Buffer, length: number, position: number): number {
  let total = 0;
  while (total < length) {
    const read = readSync(descriptor, into, total, length - total, position + total);
    if (read === 0) break;
    total += read;
  }
  return total;
}
