/**
 * A generated file's text, compared with the disk and written a piece at a time. Reading the file whole and
 * encoding the text whole beside it took twice the file's size (6 MB for GitHub's client) at the end of a run,
 * where a large description's run has its peak; writing it whole, its size again.
 */
import { closeSync, fstatSync, openSync, readSync, writeSync } from "node:fs";

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
    const onDisk = Buffer.allocUnsafe(PIECE_BYTES);
    let position = 0;
    for (const piece of utf8Pieces(content)) {
      if (readFully(descriptor, onDisk, piece.length, position) !== piece.length) return false;
      if (!piece.equals(onDisk.subarray(0, piece.length))) return false;
      position += piece.length;
    }
    return readSync(descriptor, onDisk, 0, 1, position) === 0;
  } finally {
    closeSync(descriptor);
  }
}

/** Writes `content` as UTF-8 to an open file, from its current position. */
export function writeText(descriptor: number, content: string): void {
  for (const piece of utf8Pieces(content)) {
    for (let written = 0; written < piece.length; ) {
      written += writeSync(descriptor, piece, written, piece.length - written);
    }
  }
}

/** The UTF-8 bytes of `content` a piece at a time, each in the same buffer: use one before asking for the next. */
function* utf8Pieces(content: string): Generator<Buffer> {
  const buffer = Buffer.allocUnsafe(PIECE_BYTES);
  for (let start = 0; start < content.length; ) {
    const end = pieceEnd(content, start);
    yield buffer.subarray(0, buffer.write(content.slice(start, end), "utf8"));
    start = end;
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
