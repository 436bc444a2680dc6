/**
 * Bytes of a description → text. V8 keeps a string one byte per character only while every character is
 * below U+0100; a single `’` makes the whole text two bytes per character. GitHub's 13 MB description has
 * 140 non-ASCII bytes, so its text took 26 MB, alive (as garbage) until the first full collection, which
 * falls at the end of the model stage: the run's memory peak.
 * The browser build uses decode-text.browser.ts instead (same results, no Buffer).
 */
import { Buffer, isAscii, isUtf8 } from "node:buffer";

/** The text as UTF-8 decoding gives it (invalid sequences become U+FFFD); a byte-order mark is kept. */
export function utf8Text(bytes: Uint8Array): string {
  return asBuffer(bytes).toString("utf8");
}

/** 3 when the bytes start with UTF-8's byte-order mark, else 0. */
export function byteOrderMarkLength(bytes: Uint8Array): number {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
}

/** Whether the bytes contain `text`'s UTF-8 encoding (a native search, no decoding). */
export function containsText(bytes: Uint8Array, text: string): boolean {
  return asBuffer(bytes).includes(text, 0, "utf8");
}

/**
 * Windows this size that are all ASCII (checked natively) are skipped without looking at their bytes; in
 * the others, blocks of the smaller size are checked the same way, so only the few blocks that hold a
 * non-ASCII character are read byte by byte.
 */
const WINDOW_BYTES = 64 * 1024;
const BLOCK_BYTES = 512;

/**
 * For JSON only: the same document as ASCII text, every non-ASCII character written as a `\uXXXX` escape
 * (so `JSON.parse` gives the same values, one byte per character). A byte-order mark is dropped. Undefined
 * when the bytes are not valid UTF-8 (the exact text then decides). Outside strings an escape is not what
 * the document says: such a document is invalid JSON either way, and its errors come from the exact text.
 * One string is made, from one buffer of views and escapes: pieces joined as strings outlived the parse.
 */
export function asciiJsonText(bytes: Uint8Array): string | undefined {
  const buffer = withoutByteOrderMark(bytes);
  if (isAscii(buffer)) return buffer.toString("latin1");
  if (!isUtf8(buffer)) return undefined;
  const parts: Uint8Array[] = [];
  let copiedUpTo = 0;
  for (const start of nonAsciiStarts(buffer)) {
    const end = start + utf8Length(buffer[start] as number);
    parts.push(buffer.subarray(copiedUpTo, start), Buffer.from(escapeNonAscii(buffer, start, end), "latin1"));
    copiedUpTo = end;
  }
  parts.push(buffer.subarray(copiedUpTo));
  return Buffer.concat(parts).toString("latin1");
}

/** The ASCII copy made in the bytes' own memory, and how to put the bytes back as they were. */
export interface AsciiCopyInPlace {
  text: string;
  /** Rewrites the bytes to what they were (for the exact text's error message when the copy does not parse). */
  restore(): void;
  /** Hands the bytes' memory back once the copy has parsed; the bytes are empty after it. */
  release(): void;
}

/**
 * `asciiJsonText` written into the bytes themselves, when their ArrayBuffer has room after them for the
 * escapes (readRegularFile leaves some): the copy then costs no second buffer of the document's size and
 * no copy into it, only the moves of the text after each escape. The caller must own the bytes and the room;
 * they hold the copy until `restore`. Undefined, leaving the bytes alone, when there is not room enough or
 * the bytes are not valid UTF-8.
 */
export function asciiJsonTextInPlace(bytes: Uint8Array): AsciiCopyInPlace | undefined {
  const buffer = withoutByteOrderMark(bytes);
  const release = () => releaseMemory(bytes.buffer);
  if (isAscii(buffer)) return { text: buffer.toString("latin1"), restore() {}, release };
  if (!isUtf8(buffer)) return undefined;
  const starts = nonAsciiStarts(buffer);
  let growth = 0;
  for (const start of starts) growth += escapeGrowth(buffer[start] as number);
  const length = buffer.length + growth;
  if (buffer.byteOffset + length > buffer.buffer.byteLength) return undefined;
  const room = Buffer.from(buffer.buffer, buffer.byteOffset, length);
  const originals: Buffer[] = [];
  // From the last character back, so that each move reads text no escape has overwritten yet.
  let end = buffer.length;
  let written = length;
  for (let index = starts.length - 1; index >= 0; index--) {
    const start = starts[index] as number;
    const characterEnd = start + utf8Length(room[start] as number);
    originals[index] = Buffer.from(room.subarray(start, characterEnd));
    const escaped = escapeNonAscii(room, start, characterEnd);
    room.copyWithin(written - (end - characterEnd), characterEnd, end);
    written -= end - characterEnd + escaped.length;
    room.write(escaped, written, "latin1");
    end = start;
  }
  const text = room.toString("latin1");
  return { text, restore: () => restoreInPlace(room, starts, originals, buffer.length), release };
}

/**
 * Frees an ArrayBuffer's memory now rather than at the first full garbage collection. Bytes read before a
 * large parse have outlived the young generation by its end, so a dropped reference would keep them (13 MB
 * for GitHub's description) until the collection that falls at the end of the model stage, the run's peak.
 * Transferring them moves the memory to a new ArrayBuffer nothing refers to, which the next minor
 * collection frees, and leaves the old one empty.
 */
function releaseMemory(memory: ArrayBufferLike): void {
  structuredClone(memory, { transfer: [memory as ArrayBuffer] });
}

/** Undoes `asciiJsonTextInPlace`: from the first escape on, each character back and the text after it. */
function restoreInPlace(room: Buffer, starts: number[], originals: Buffer[], length: number): void {
  let copiedUpTo = 0;
  let growth = 0;
  starts.forEach((start, index) => {
    const original = originals[index] as Buffer;
    room.copyWithin(copiedUpTo, copiedUpTo + growth, start + growth);
    growth += escapeGrowth(original[0] as number);
    original.copy(room, start);
    copiedUpTo = start + original.length;
  });
  room.copyWithin(copiedUpTo, copiedUpTo + growth, length + growth);
}

/** Where each non-ASCII character starts, in order (the bytes are valid UTF-8). */
function nonAsciiStarts(buffer: Buffer): number[] {
  const starts: number[] = [];
  // A character can start in one block and end in the next: the scan goes on from where the last one ended.
  let scannedUpTo = 0;
  for (let window = 0; window < buffer.length; window += WINDOW_BYTES) {
    const windowEnd = Math.min(buffer.length, window + WINDOW_BYTES);
    if (isAscii(buffer.subarray(window, windowEnd))) continue;
    for (let block = window; block < windowEnd; block += BLOCK_BYTES) {
      const blockEnd = Math.min(windowEnd, block + BLOCK_BYTES);
      if (blockEnd <= scannedUpTo || isAscii(buffer.subarray(block, blockEnd))) continue;
      for (let index = Math.max(block, scannedUpTo); index < blockEnd; ) {
        const lead = buffer[index] as number;
        if (lead < 0x80) {
          index++;
          continue;
        }
        starts.push(index);
        index += utf8Length(lead);
        scannedUpTo = index;
      }
    }
  }
  return starts;
}

/** Bytes of the UTF-8 character that starts with `lead` (a non-ASCII lead byte of valid UTF-8). */
function utf8Length(lead: number): number {
  return lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
}

/** How much longer the escape of the character is than its bytes: one or two 6-byte `\uXXXX`. */
function escapeGrowth(lead: number): number {
  const length = utf8Length(lead);
  return (length === 4 ? 12 : 6) - length;
}

function withoutByteOrderMark(bytes: Uint8Array): Buffer {
  return asBuffer(bytes).subarray(byteOrderMarkLength(bytes));
}

/** `\uXXXX` for each UTF-16 unit of the character in `[start, end)` (two for one beyond U+FFFF). */
function escapeNonAscii(buffer: Buffer, start: number, end: number): string {
  const character = buffer.toString("utf8", start, end);
  let escaped = "";
  for (let unit = 0; unit < character.length; unit++) {
    escaped += `\\u${character.charCodeAt(unit).toString(16).padStart(4, "0")}`;
  }
  return escaped;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
