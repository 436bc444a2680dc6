/**
 * Streamed success bodies, read as they arrive: server-sent events (`text/event-stream`, parsed by the
 * WHATWG HTML rules), JSON Lines (`application/jsonl`, `application/x-ndjson`) and JSON text sequences
 * (`application/json-seq`, RFC 7464). Spliced into clients of templates that can stream (fetch, ky) when
 * some operation streams; self-contained apart from type imports, which are dropped when spliced.
 */
import type { RequestDescriptor } from "./request-parts.js";

/** The descriptor of a streaming operation: how its body splits into items, how each item decodes. */
export interface StreamDescriptor extends Omit<RequestDescriptor, "responseDecoding"> {
  responseDecoding: "event-stream" | "json-lines" | "json-seq";
  /** Event streams: each event's `data` is JSON (parsed, then revived) or text. */
  eventData?: "json" | "text" | undefined;
}

/** One server-sent event; `event` is absent for the default type (`message`), `id` is the last event ID. */
export interface StreamedEvent {
  data: unknown;
  event?: string;
  id?: string;
  retry?: number;
}

/**
 * The items of a streamed body, decoded and revived (`revive` converts one item, or one event's data). The
 * body is read only while the caller iterates; leaving the loop early cancels it, which closes the
 * connection, and aborting the request's signal ends the iteration with the abort error.
 */
export function streamedItems(
  body: StreamedBody | null | undefined,
  descriptor: object,
  status: number,
  maxItemLength: number = MAX_STREAM_ITEM_LENGTH,
): AsyncIterable<unknown> {
  const request = descriptor as StreamDescriptor;
  const decode = (text: string): unknown => {
    const value: unknown = JSON.parse(text);
    return request.revive === undefined ? value : request.revive(value, status);
  };
  if (!body) return emptyStream();
  switch (request.responseDecoding) {
    case "event-stream":
      return mapEvents(
        serverSentEvents(textLines(decodedText(body), maxItemLength), maxItemLength),
        (data) => (request.eventData === "text" ? data : decode(data)),
      );
    case "json-lines":
      return jsonLines(textLines(decodedText(body), maxItemLength), decode);
    case "json-seq":
      return jsonSequence(decodedText(body), decode, maxItemLength);
  }
}

/**
 * The longest line, event or record a stream may hold, in characters (16 Mi): one that never ends would
 * otherwise be buffered until memory runs out. Longer ones end the iteration with `StreamItemTooLong`.
 */
export const MAX_STREAM_ITEM_LENGTH = 16 * 1024 * 1024;

/**
 * What a streaming call takes besides its HTTP library's own per-call options: the longest item it accepts,
 * for a stream whose items are known to be larger (or to be kept smaller) than the default.
 */
export interface StreamOptions {
  /** The longest line, event or record, in characters (default `MAX_STREAM_ITEM_LENGTH`, 16 Mi). */
  maxItemLength?: number | undefined;
}

/** The library's per-call options without `maxItemLength`, and that limit. */
export function streamLimit<Options extends object>(
  options: (Options & StreamOptions) | undefined,
): { options: Options | undefined; maxItemLength: number } {
  if (options === undefined) return { options, maxItemLength: MAX_STREAM_ITEM_LENGTH };
  const { maxItemLength, ...rest } = options;
  return { options: rest as unknown as Options, maxItemLength: maxItemLength ?? MAX_STREAM_ITEM_LENGTH };
}

/** A streamed line, event or JSON text sequence record grew past the limit before it ended. */
export class StreamItemTooLong extends Error {
  readonly limit: number;
  constructor(limit: number) {
    super(`a streamed item is longer than ${limit} characters; the stream was cancelled`);
    this.name = "StreamItemTooLong";
    this.limit = limit;
  }
}

async function* emptyStream(): AsyncGenerator<unknown> {}

/**
 * A body as the libraries hand it over: a web stream (fetch), a Node stream (axios and xior in Node), or
 * chunks already read.
 */
export type StreamedBody = ReadableStream<Uint8Array> | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;

/** The body as text, chunk by chunk; a character split across chunks is kept until it is whole. */
export async function* decodedText(body: StreamedBody): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  for await (const bytes of bodyChunks(body)) {
    const text = decoder.decode(bytes, { stream: true });
    if (text !== "") yield text;
  }
  const rest = decoder.decode();
  if (rest !== "") yield rest;
}

/**
 * The body's chunks; leaving early cancels a web stream (and `return` destroys a Node stream). It sends
 * nothing into the body (`TNext` is `undefined`), which TypeScript before 5.6 needs to delegate to an iterable.
 */
async function* bodyChunks(body: StreamedBody): AsyncGenerator<Uint8Array, void, undefined> {
  if (!("getReader" in body)) {
    yield* body;
    return;
  }
  const reader = body.getReader();
  let finished = false;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
    finished = true;
  } finally {
    // The caller left the loop early (or reading failed): stop the download and let the server see it.
    if (!finished) await reader.cancel().catch(() => undefined);
  }
}

/**
 * Lines of text split on CRLF, LF or CR, wherever the chunks happen to break (a CR at the end of one chunk
 * and an LF at the start of the next are one line break). A last line without a line break is yielded too.
 * Each chunk is searched once; a line longer than `maxLength` throws `StreamItemTooLong`.
 */
export async function* textLines(
  chunks: AsyncIterable<string>,
  maxLength: number = MAX_STREAM_ITEM_LENGTH,
): AsyncGenerator<string> {
  let partial = "";
  let afterCarriageReturn = false;
  for await (const chunk of chunks) {
    const text: string = afterCarriageReturn && chunk.startsWith("\n") ? chunk.slice(1) : chunk;
    afterCarriageReturn = false;
    let start = 0;
    // `exec`, not `matchAll`: TypeScript before 5.4 types a `matchAll` match's `index` as possibly `undefined`.
    const lineBreaks = /\r\n|\r|\n/g;
    for (let lineBreak = lineBreaks.exec(text); lineBreak !== null; lineBreak = lineBreaks.exec(text)) {
      const line = partial + text.slice(start, lineBreak.index);
      if (line.length > maxLength) throw new StreamItemTooLong(maxLength);
      yield line;
      partial = "";
      start = lineBreak.index + lineBreak[0].length;
      afterCarriageReturn = lineBreak[0] === "\r" && start === text.length;
    }
    partial += text.slice(start);
    if (partial.length > maxLength) throw new StreamItemTooLong(maxLength);
  }
  if (partial !== "") yield partial;
}

/**
 * Events by the WHATWG rules: `field: value` lines (one space after the colon dropped), lines starting with
 * `:` are comments, `data` lines joined with `\n`, an event dispatched at a blank line when it has data,
 * `retry` kept only when it is all ASCII digits, an `id` with U+0000 ignored, the last event ID carried over
 * to later events. An event the stream ends in the middle of is dropped.
 */
export async function* serverSentEvents(
  lines: AsyncIterable<string>,
  maxLength: number = MAX_STREAM_ITEM_LENGTH,
): AsyncGenerator<Omit<StreamedEvent, "data"> & { data: string }> {
  let data: string[] = [];
  let dataLength = 0;
  let event = "";
  let lastEventId = "";
  let retry: number | undefined;
  for await (const line of lines) {
    if (line === "") {
      if (data.length > 0) {
        yield {
          data: data.join("\n"),
          ...(event === "" ? {} : { event }),
          ...(lastEventId === "" ? {} : { id: lastEventId }),
          ...(retry === undefined ? {} : { retry }),
        };
      }
      data = [];
      dataLength = 0;
      event = "";
      retry = undefined;
      continue;
    }
    if (line.startsWith(":")) continue;
    const colon = line.indexOf(":");
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? "" : line.slice(colon + 1);
    if (value.startsWith(" ")) value = value.slice(1);
    if (field === "data") {
      // An event of many short `data` lines and no blank line grows as surely as one long line.
      dataLength += value.length + 1;
      if (dataLength > maxLength) throw new StreamItemTooLong(maxLength);
      data.push(value);
    } else if (field === "event") event = value;
    else if (field === "id" && !value.includes("\u0000")) lastEventId = value;
    else if (field === "retry" && /^[0-9]+$/.test(value)) retry = Number(value);
  }
}

async function* mapEvents(
  events: AsyncIterable<Omit<StreamedEvent, "data"> & { data: string }>,
  decodeData: (data: string) => unknown,
): AsyncGenerator<StreamedEvent> {
  for await (const event of events) yield { ...event, data: decodeData(event.data) };
}

/** One JSON value per line; blank lines (and a trailing line break) are skipped. */
async function* jsonLines(
  lines: AsyncIterable<string>,
  decode: (text: string) => unknown,
): AsyncGenerator<unknown> {
  for await (const line of lines) if (line.trim() !== "") yield decode(line);
}

/**
 * Records each starting with RS (U+001E); runs of RS and blank records are skipped (RFC 7464). Each chunk is
 * searched once and a record's pieces joined when it ends, so a record arriving in many chunks costs its
 * length, not its length times its chunks; one longer than `maxLength` throws `StreamItemTooLong`.
 */
async function* jsonSequence(
  chunks: AsyncIterable<string>,
  decode: (text: string) => unknown,
  maxLength: number,
): AsyncGenerator<unknown> {
  let pieces: string[] = [];
  let length = 0;
  for await (const chunk of chunks) {
    let start = 0;
    for (
      let separator = chunk.indexOf("\u001e");
      separator !== -1;
      separator = chunk.indexOf("\u001e", start)
    ) {
      pieces.push(chunk.slice(start, separator));
      const record = pieces.join("");
      pieces = [];
      length = 0;
      if (record.length > maxLength) throw new StreamItemTooLong(maxLength);
      if (record.trim() !== "") yield decode(record);
      start = separator + 1;
    }
    const rest = chunk.slice(start);
    pieces.push(rest);
    length += rest.length;
    if (length > maxLength) throw new StreamItemTooLong(maxLength);
  }
  const last = pieces.join("");
  if (last.trim() !== "") yield decode(last);
}

/** Whether a library handed over the body as a Node stream (or any other async iterable of bytes). */
export function isAsyncIterable(value: unknown): value is AsyncIterable<Uint8Array> {
  return typeof value === "object" && value !== null && Symbol.asyncIterator in value;
}
