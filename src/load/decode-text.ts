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
  const buffer = asBuffer(bytes).subarray(byteOrderMarkLength(bytes));
  if (isAscii(buffer)) return buffer.toString("latin1");
  if (!isUtf8(buffer)) return undefined;
  const escaped: EscapedParts = { parts: [], copiedUpTo: 0 };
  for (let window = 0; window < buffer.length; window += WINDOW_BYTES) {
    const windowEnd = Math.min(buffer.length, window + WINDOW_BYTES);
    if (isAscii(buffer.subarray(window, windowEnd))) continue;
    for (let block = window; block < windowEnd; block += BLOCK_BYTES) {
      const blockEnd = Math.min(windowEnd, block + BLOCK_BYTES);
      if (blockEnd <= escaped.copiedUpTo || isAscii(buffer.subarray(block, blockEnd))) continue;
      escapeCharactersIn(buffer, block, blockEnd, escaped);
    }
  }
  escaped.parts.push(buffer.subarray(escaped.copiedUpTo));
  return Buffer.concat(escaped.parts).toString("latin1");
}

/** The copy so far: views of the original bytes and escapes, up to `copiedUpTo` of the original. */
interface EscapedParts {
  parts: Uint8Array[];
  copiedUpTo: number;
}

/** Escapes the characters that start in `[start, end)`, from where the last escaped character ended. */
function escapeCharactersIn(buffer: Buffer, start: number, end: number, escaped: EscapedParts): void {
  // A character can start in one block and end in the next.
  for (let index = Math.max(start, escaped.copiedUpTo); index < end; ) {
    const lead = buffer[index] ?? 0;
    if (lead < 0x80) {
      index++;
      continue;
    }
    const length = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
    escaped.parts.push(buffer.subarray(escaped.copiedUpTo, index));
    escaped.parts.push(Buffer.from(escapeNonAscii(buffer.toString("utf8", index, index + length)), "latin1"));
    index += length;
    escaped.copiedUpTo = index;
  }
}

/** `\uXXXX` for each UTF-16 unit (two for a character beyond U+FFFF). */
function escapeNonAscii(character: string): string {
  let escaped = "";
  for (let unit = 0; unit < character.length; unit++) {
    escaped += `\\u${character.charCodeAt(unit).toString(16).padStart(4, "0")}`;
  }
  return escaped;
}

function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
