import { readFileSync } from "node:fs";
import { TypewrightError } from "../errors.js";
import type { Location } from "./location.js";

export interface ReadOptions {
  /** Bound for one URL read, headers and body together. */
  timeoutMs: number;
  fetch: typeof fetch;
  /** How messages name the document. */
  display: string;
}

export interface ReadResult {
  /** The document's bytes, decoded by the parser (see parseBytes). */
  bytes: Uint8Array;
  /** Where relative refs inside the document resolve from: the final URL after redirects. */
  base: Location;
}

/** Reads a file or URL. Every failure is a one-line `TypewrightError("input")` naming it. */
export async function readSource(location: Location, options: ReadOptions): Promise<ReadResult> {
  if (location.kind === "file")
    return { bytes: readLocalFile(location.path, options.display), base: location };
  return readUrl(location.url, options);
}

/**
 * Synchronous on purpose: for the 2,000 files of a split spec, `readFileSync` took 40 ms where
 * `fs.promises.readFile` took 470 ms (it opens a FileHandle, stats and reads in chunks per file).
 */
function readLocalFile(filePath: string, display: string): Uint8Array {
  try {
    return readFileSync(filePath);
  } catch (error) {
    throw new TypewrightError("input", `cannot read ${display}: ${describeFileError(error)}`, {
      file: filePath,
      cause: error,
    });
  }
}

function describeFileError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "file not found";
  if (code === "EISDIR") return "it is a directory, not a file";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  return error instanceof Error ? error.message : String(error);
}

async function readUrl(url: string, options: ReadOptions): Promise<ReadResult> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    const response = await options.fetch(url, { signal, redirect: "follow" });
    if (!response.ok) {
      // Release the connection; the body of an error page is not needed.
      await response.body?.cancel().catch(() => undefined);
      const status = `${response.status} ${response.statusText}`.trim();
      throw new TypewrightError("input", `${options.display}: HTTP ${status}`, { file: url });
    }
    // Covered by the same time-out signal.
    const bytes = new Uint8Array(await response.arrayBuffer());
    const finalUrl = response.url === "" ? url : response.url;
    return { bytes, base: { kind: "url", url: finalUrl } };
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    throw new TypewrightError(
      "input",
      `cannot read ${options.display}: ${describeFetchError(error, options)}`,
      {
        file: url,
        cause: error,
      },
    );
  }
}

function describeFetchError(error: unknown, options: ReadOptions): string {
  const name = (error as { name?: unknown } | undefined)?.name;
  if (name === "TimeoutError" || name === "AbortError")
    return `no complete response within ${options.timeoutMs} ms`;
  // undici reports "fetch failed" and keeps the useful part (ECONNREFUSED, ENOTFOUND, ...) in `cause`.
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  const detail =
    cause instanceof Error ? cause.message : error instanceof Error ? error.message : String(error);
  return `network error (${detail})`;
}
