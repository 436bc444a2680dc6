/**
 * Streamed bodies shared by the stream parser's unit test and the live-server tests: the bytes a server
 * sends, where to split them awkwardly, and the items a client must yield from them.
 */

/**
 * Server-sent events with CRLF, LF and CR line breaks, a comment, `event`/`id`/`retry`, data over two lines,
 * a `retry` that is not all digits (ignored), a non-ASCII character, and a last event the stream ends in
 * the middle of (dropped).
 */
export const TICK_EVENTS = [
  ": keep-alive comment\r\n",
  "event: tick\r\n",
  "id: 1\r\n",
  'data: {"seq":1,"at":"2026-01-02T03:04:05.000Z","note":"café ☕"}\r\n',
  "\r\n",
  'data: {"seq":2,\n',
  'data:"at":"2026-01-02T03:04:06.000Z"}\n',
  "retry: 1500\n",
  "\n",
  "retry: 15x\r",
  'data: {"seq":3,"at":"2026-01-02T03:04:07.000Z"}\r',
  "\r",
  'data: {"seq":4,"at":"2026-01-02T03:04:08.000Z"}\n',
].join("");

/** What the client yields from {@link TICK_EVENTS} (dates revived; the id carries over as in browsers). */
export const TICK_ITEMS = [
  {
    event: "tick",
    id: "1",
    data: { seq: 1, at: new Date("2026-01-02T03:04:05.000Z"), note: "café ☕" },
  },
  { id: "1", retry: 1500, data: { seq: 2, at: new Date("2026-01-02T03:04:06.000Z") } },
  { id: "1", data: { seq: 3, at: new Date("2026-01-02T03:04:07.000Z") } },
];

/** Text events: `data` lines joined with a line feed, an empty `data:` line kept, a field without a colon. */
export const LOG_EVENTS = "data: first\ndata:\ndata: third\n\nevent\ndata\n\n";
export const LOG_ITEMS = [{ data: "first\n\nthird" }, { data: "" }];

/** JSON Lines: a blank line, a CRLF, a non-ASCII character and a last line without a line break. */
export const ROW_LINES = '{"id":1,"label":"a"}\n\n{"id":2,"label":"ü"}\r\n{"id":3,"label":"c"}';
export const ROW_ITEMS = [
  { id: 1, label: "a" },
  { id: 2, label: "ü" },
  { id: 3, label: "c" },
];

/** A JSON text sequence (RFC 7464): records led by RS, a run of two RS. */
export const ROW_SEQUENCE =
  '\u001e{"id":1,"label":"a"}\n\u001e\u001e{"id":2,"label":"ü"}\n\u001e{"id":3,"label":"c"}\n';

/**
 * Byte offsets that cut `text` where parsers go wrong: inside the first field name (`ev|ent`, `da|ta`),
 * between a CR and its LF, and inside every multi-byte UTF-8 character.
 */
export function awkwardSplits(text: string): number[] {
  const bytes = Buffer.from(text);
  const offsets = new Set<number>();
  for (const name of ["event", "data", "label"]) {
    const at = bytes.indexOf(name);
    if (at !== -1) offsets.add(at + 2);
  }
  for (let index = 1; index < bytes.length; index++) {
    if (bytes[index - 1] === 0x0d && bytes[index] === 0x0a) offsets.add(index);
    // A continuation byte (10xxxxxx): the cut falls inside a character.
    if (((bytes[index] ?? 0) & 0xc0) === 0x80) offsets.add(index);
  }
  return [...offsets].sort((a, b) => a - b);
}

/** `text`'s bytes cut at `offsets`. */
export function chunksAt(text: string, offsets: readonly number[]): Uint8Array[] {
  const bytes = Buffer.from(text);
  const chunks: Uint8Array[] = [];
  let start = 0;
  for (const offset of [...offsets, bytes.length]) {
    chunks.push(new Uint8Array(bytes.subarray(start, offset)));
    start = offset;
  }
  return chunks.filter((chunk) => chunk.length > 0);
}
