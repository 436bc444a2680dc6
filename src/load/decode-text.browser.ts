/**
 * decode-text.ts for the browser build (scripts/bundle-browser.js puts it in that module's place): the same
 * results through the web's TextDecoder and TextEncoder instead of Node's Buffer.
 */

const utf8Decoder = new TextDecoder("utf-8", { ignoreBOM: true });

/** The text as UTF-8 decoding gives it (invalid sequences become U+FFFD); a byte-order mark is kept. */
export function utf8Text(bytes: Uint8Array): string {
  return utf8Decoder.decode(bytes);
}

/** 3 when the bytes start with UTF-8's byte-order mark, else 0. */
export function byteOrderMarkLength(bytes: Uint8Array): number {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
}

/** Whether the bytes contain `text`'s UTF-8 encoding. */
export function containsText(bytes: Uint8Array, text: string): boolean {
  const needle = new TextEncoder().encode(text);
  const first = needle[0];
  if (first === undefined) return true;
  for (let index = bytes.indexOf(first); index !== -1; index = bytes.indexOf(first, index + 1)) {
    if (index + needle.length > bytes.length) return false;
    let matched = 1;
    while (matched < needle.length && bytes[index + matched] === needle[matched]) matched++;
    if (matched === needle.length) return true;
  }
  return false;
}

/**
 * Undefined: the caller then parses the exact text (the values are the same; the ASCII copy only saves
 * memory in Node, where it is made natively).
 */
export function asciiJsonText(_bytes: Uint8Array): string | undefined {
  return undefined;
}

/** Undefined: as `asciiJsonText`, the browser build parses the exact text. */
export function asciiJsonTextInPlace(_bytes: Uint8Array): undefined {
  return undefined;
}
