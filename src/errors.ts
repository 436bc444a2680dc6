/**
 * The one error class of typewright. The core never prints; the CLI turns these into one line per
 * problem and an exit code (2 for `options`, 1 for everything else).
 */
export type ErrorCode =
  /** Configuration or command-line problems (exit code 2). */
  | "options"
  /** The source could not be read: missing file, HTTP status, network failure, time-out. */
  | "input"
  /** The source was read but is not valid JSON/YAML or not an OpenAPI/Swagger document. */
  | "spec"
  /** A `$ref` could not be resolved. */
  | "ref"
  /** A construct the generator cannot represent. */
  | "unsupported"
  /** A template could not be loaded or failed. */
  | "template"
  /** Writing output failed. */
  | "write";

export interface ErrorDetails {
  /** Each problem is one self-contained line, e.g. `exclude.tags[0]: "admin.*" looks like a regex`. */
  problems?: readonly string[];
  /** The file or URL the problem is in. */
  file?: string;
  /** A JSON pointer into the document, e.g. `#/components/schemas/Pet/properties/tag`. */
  pointer?: string;
  cause?: unknown;
  /** Warnings the run found before it stopped (`strict`), printed before its error. */
  warnings?: readonly string[];
}

export class TypewrightError extends Error {
  readonly code: ErrorCode;
  readonly problems: readonly string[];
  readonly file: string | undefined;
  readonly pointer: string | undefined;
  readonly warnings: readonly string[];

  constructor(code: ErrorCode, message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = "TypewrightError";
    this.code = code;
    this.problems = details.problems ?? [message];
    this.file = details.file;
    this.pointer = details.pointer;
    this.warnings = details.warnings ?? [];
  }

  get exitCode(): 1 | 2 {
    return this.code === "options" ? 2 : 1;
  }
}

export function isTypewrightError(value: unknown): value is TypewrightError {
  return value instanceof TypewrightError;
}
