import { TypewrightError } from "../errors.js";
import { readRegularFile } from "../text/read-regular-file.js";
import type { Location } from "./document-location.js";
import { ASCII_COPY_MIN_BYTES } from "./parse-text.js";

export interface ReadOptions {
  /** Bound for one URL read, headers and body together. */
  timeoutMs: number;
  /** Bound for all URL reads of one load together: aborts every read still running when it passes. */
  deadline?: Deadline;
  fetch: typeof fetch;
  /** How messages name the document. */
  display: string;
  /** Size cap of one read, file or URL body; a larger input is an error, not read to its end. */
  maxBytes: number;
}

/** The deadline of a load's URL reads: when it passes (`Date.now()` time), and its length for messages. */
export interface Deadline {
  at: number;
  seconds: number;
}

export interface ReadResult {
  /** The document's bytes, decoded by the parser (see parseBytes). */
  bytes: Uint8Array;
  /** Where relative refs inside the document resolve from: the final URL after redirects. */
  base: Location;
  /**
   * The bytes are this read's own, with room after them in their ArrayBuffer: the parser may rewrite them in
   * place (see parseBytes). Only a large local file is read so.
   */
  rewritable?: boolean;
}

/** Reads a file or URL. Every failure is a one-line `TypewrightError("input")` naming it. */
export async function readSource(location: Location, options: ReadOptions): Promise<ReadResult> {
  if (location.kind === "file") {
    const bytes = readLocalFile(location.path, options);
    return { bytes, base: location, rewritable: hasRoomAfter(bytes) };
  }
  return readUrl(location.url, options);
}

/**
 * Synchronous on purpose: for a description split into thousands of files, `readFileSync` is an order of
 * magnitude faster than `fs.promises.readFile`, which opens a FileHandle, stats and reads in chunks per file
 * (bench/HISTORY.md).
 * Only regular files are read: a FIFO, a device (`/dev/zero`) or a socket would block or never end.
 */
function readLocalFile(filePath: string, options: ReadOptions): Uint8Array {
  const { display } = options;
  try {
    const read = readRegularFile(filePath, options.maxBytes, roomForEscapes);
    if (read.refused === undefined) return read.bytes;
    if (read.refused === "too large") throw tooLarge(display, filePath, options.maxBytes);
    const reason =
      read.refused === "a directory"
        ? "it is a directory, not a file"
        : "not a regular file (a device, FIFO or socket)";
    throw new TypewrightError("input", `cannot read ${display}: ${reason}`, { file: filePath });
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    throw new TypewrightError("input", `cannot read ${display}: ${describeFileError(error)}`, {
      file: filePath,
      cause: error,
    });
  }
}

/**
 * Room left after a file large enough for the ASCII copy, for its escapes (6 bytes for a 2- or 3-byte
 * character, 12 for a 4-byte one): 64 KiB holds those of over 10,000 characters. GitHub's description has 52.
 */
const ESCAPE_ROOM_BYTES = 64 * 1024;

function roomForEscapes(size: number): number {
  return size >= ASCII_COPY_MIN_BYTES ? ESCAPE_ROOM_BYTES : 0;
}

/** Bytes read with room after them (a buffer this large never comes from Node's shared pool). */
function hasRoomAfter(bytes: Uint8Array): boolean {
  return bytes.length >= ASCII_COPY_MIN_BYTES && bytes.byteOffset + bytes.length < bytes.buffer.byteLength;
}

export function tooLarge(display: string, file: string, maxBytes: number): TypewrightError {
  const megabytes = Math.round(maxBytes / 2 ** 20);
  return new TypewrightError(
    "input",
    `cannot read ${display}: larger than the input size limit of ${megabytes} MB (raise it with maxInputSize)`,
    { file },
  );
}

function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "file not found";
  if (code === "EISDIR") return "it is a directory, not a file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}

async function readUrl(url: string, options: ReadOptions): Promise<ReadResult> {
  // One timer, the nearer of the read's own time-out and the load's deadline: which one it was shapes the message.
  const left = options.deadline === undefined ? options.timeoutMs : options.deadline.at - Date.now();
  const deadlineFirst = left < options.timeoutMs;
  const signal = AbortSignal.timeout(Math.max(0, Math.min(left, options.timeoutMs)));
  try {
    if (left <= 0) throw Object.assign(new Error("deadline passed"), { name: "TimeoutError" });
    const response = await options.fetch(url, { signal, redirect: "follow" });
    if (!response.ok) {
      // Release the connection; the body of an error page is not needed.
      await response.body?.cancel().catch(() => undefined);
      const status = `${response.status} ${response.statusText}`.trim();
      throw new TypewrightError("input", `${options.display}: HTTP ${status}`, { file: url });
    }
    // Covered by the same time-out signal.
    const bytes = await readBodyWithin(response, url, options);
    const finalUrl = response.url === "" ? url : response.url;
    return { bytes, base: { kind: "url", url: finalUrl } };
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    throw new TypewrightError(
      "input",
      `cannot read ${options.display}: ${describeFetchError(error, options, deadlineFirst)}`,
      {
        file: url,
        cause: error,
      },
    );
  }
}

/**
 * The response body, refused as soon as it (or its announced length) exceeds the cap, so an endless body is
 * never read to its end. Also the browser entry's reader for a `Response` from `readReference`.
 */
export async function readBodyWithin(
  response: Response,
  url: string,
  options: ReadOptions,
): Promise<Uint8Array> {
  const announced = Number(response.headers.get("content-length") ?? Number.NaN);
  if (announced > options.maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(options.display, url, options.maxBytes);
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > options.maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge(options.display, url, options.maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

function describeFetchError(error: unknown, options: ReadOptions, deadlineFirst: boolean): string {
  const name = (error as { name?: unknown } | undefined)?.name;
  const timedOut = name === "TimeoutError" || name === "AbortError";
  if (timedOut && deadlineFirst && options.deadline) {
    const { seconds } = options.deadline;
    return `not read before fetchDeadline, the ${seconds} s all URL reads of a run may take together (raise it with fetchDeadline)`;
  }
  if (timedOut) return `no complete response within ${options.timeoutMs} ms`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  const detail =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return `network error (${detail})`;
}
