/**
 * typewright in the browser (`import { generate } from "typewright-openapi/browser"`): the same pipeline, options
 * and errors as the command, with the description passed in memory instead of read from a file. Built by
 * scripts/bundle-browser.js into one self-contained module with no `node:` imports; the modules that read
 * or write files are in the bundle only as stubs that throw, and nothing here calls them.
 */

import { resolveOptions } from "./config/resolve-options.js";
import type { UserOptions } from "./config/types.js";
import { TypewrightError } from "./errors.js";
import { loadModel, generate as runPipeline } from "./generate.js";
import { failureText } from "./jobs/report.js";
import { type Location, locationKey } from "./load/document-location.js";
import { childPointer } from "./load/json-pointer.js";
import type { ReadSource } from "./load/load-spec.js";
import { type ReadOptions, type ReadResult, readBodyWithin, tooLarge } from "./load/read-source.js";
import { BUILTIN_OUTPUTS } from "./templates/registry.js";
import type { Diagnostic } from "./text/diagnostics.js";
import { kindOf } from "./text/value-kind.js";

export { isTypewrightError, TypewrightError } from "./errors.js";
export type { Diagnostic, DiagnosticCode } from "./text/diagnostics.js";

/**
 * Reads an external `$ref` target: an absolute http(s) URL, or for a description named by a path, the
 * target's path as resolved from that name (`srcName: "spec/api.yaml"` and `$ref: ../schemas/pet.yaml`
 * read `schemas/pet.yaml`; like a URL's path, `..` stops at the top). Resolves to the document's
 * text or bytes, or to a `Response` (the global `fetch` fits). A rejection becomes the command's one-line
 * `cannot read` error.
 */
export type ReadReference = (target: string) => Promise<string | Uint8Array | Response>;

/**
 * The command's options, less the ones about writing files (`forceSetup`) and `validate` (its validator is a
 * package the browser build does not carry), with the description in memory.
 */
export interface BrowserGenerateOptions
  extends Omit<UserOptions, "src" | "forceSetup" | "validate" | "$schema"> {
  /** The description: its text (JSON or YAML) or an already parsed object. */
  src: string | object;
  /**
   * What the command would have been given as `src`: a file name (`petstore.yaml`; its extension decides
   * JSON or YAML like a file's) or a URL, against which external `$ref`s resolve. The generated header and
   * messages name it. Default: `openapi.json` for an object or text starting with `{`, else `openapi.yaml`.
   */
  srcName?: string;
  /** Reads external `$ref`s; without it, a description that has one fails with a `cannot read` error. */
  readReference?: ReadReference;
}

export interface BrowserGeneratedFile {
  /** The file's name as the options give it (`out`, `hooksOut`, `mocks`, `clientSetup`). */
  path: string;
  content: string;
}

export interface BrowserGenerateResult {
  /** Every generated file, main file first: what the command would write. */
  files: BrowserGeneratedFile[];
  /** `diagnostics` as lines, as the command prints them (after `warning: `), the options' included. */
  warnings: string[];
  /** Every finding that did not stop the run, in order: the options', the load's, the model's, the plan's. */
  diagnostics: Diagnostic[];
}

/** Paths are resolved against this folder, so a relative name stays as given in messages. */
const ROOT_FOLDER = "/";

/**
 * Generates like the command: rejects with the command's `TypewrightError` (the same validation of the
 * options, the same messages; `errorLine` gives the line the command prints).
 */
export async function generate(options: BrowserGenerateOptions): Promise<BrowserGenerateResult> {
  // Not an object: the options error the command would give.
  if (typeof options !== "object" || options === null) resolveOptions(options, BUILTIN_OUTPUTS);
  const { src, srcName, readReference, ...rest } = options;
  if ("forceSetup" in rest)
    throw browserOnlyProblem("forceSetup: writes files; the browser build writes none");
  if ("validate" in rest)
    throw browserOnlyProblem(
      "validate: needs the package @seriousme/openapi-schema-validator, which the browser build does not carry",
    );
  if (typeof src !== "string" && (typeof src !== "object" || src === null)) {
    throw browserOnlyProblem(`src: must be the description's text or its parsed object, not ${kindOf(src)}`);
  }
  const text = typeof src === "string" ? src : jsonText(src);
  const name = srcName ?? defaultName(typeof src === "string" ? src : undefined);
  const resolved = resolveOptions({ ...rest, src: name }, BUILTIN_OUTPUTS, { requireOut: false });
  if (resolved.template.kind === "custom") {
    throw browserOnlyProblem(
      "template: custom templates are loaded from files; the browser build has the built-in ones",
    );
  }
  const read = memoryReader(text, readReference);
  const result = await runPipeline(resolved, {
    // `read` does every read; `fetch` is given only so that the loader does not look up the global one.
    loadModel: (loaded) => loadModel(loaded, { read, cwd: ROOT_FOLDER, fetch: unusedFetch }),
    write: false,
  });
  return {
    files: result.files.map((file) => ({ path: file.path, content: file.content })),
    warnings: result.warnings,
    diagnostics: result.diagnostics,
  };
}

/** The one line the command prints for this failure (after its `typewright: ` prefix). */
export function errorLine(error: unknown): string {
  return failureText(error, false);
}

/** An options error, like resolveOptions' own, for what only the browser build refuses. */
function browserOnlyProblem(problem: string): TypewrightError {
  return new TypewrightError("options", `invalid options (1 problem):\n${problem}`, { problems: [problem] });
}

function unusedFetch(): Promise<Response> {
  return Promise.reject(new Error("typewright's browser build reads through readReference"));
}

function defaultName(text: string | undefined): string {
  return text === undefined || /^\uFEFF?\s*[{[]/.test(text) ? "openapi.json" : "openapi.yaml";
}

/** The root document from memory; every other document through `readReference`, or a one-line error. */
function memoryReader(text: string, readReference: ReadReference | undefined): ReadSource {
  let rootKey: string | undefined;
  return async (location, options): Promise<ReadResult> => {
    rootKey ??= locationKey(location);
    if (locationKey(location) === rootKey) {
      const bytes = new TextEncoder().encode(text);
      if (bytes.length > options.maxBytes) throw tooLarge(options.display, rootKey, options.maxBytes);
      return { bytes, base: location };
    }
    const fail = (reason: string) =>
      new TypewrightError("input", `cannot read ${options.display}: ${reason}`, {
        file: locationKey(location),
      });
    if (readReference === undefined) throw fail("external references need a reader (readReference)");
    let content: string | Uint8Array | Response;
    try {
      content = await readReference(referenceTarget(location, options.display));
    } catch (error) {
      // Not `instanceof Error`: the reader may come from another realm (a worker's caller, a test's vm).
      const message = (error as { message?: unknown } | null)?.message;
      throw fail(typeof message === "string" ? message : String(error));
    }
    let bytes: Uint8Array;
    try {
      bytes = await bytesOf(content, fail, locationKey(location), options);
    } catch (error) {
      if (error instanceof TypewrightError) throw error;
      // A body stream that errors, a Response-like object whose methods throw.
      const message = (error as { message?: unknown } | null)?.message;
      throw fail(typeof message === "string" ? message : String(error));
    }
    if (bytes.length > options.maxBytes)
      throw tooLarge(options.display, locationKey(location), options.maxBytes);
    return { bytes, base: location };
  };
}

function referenceTarget(location: Location, display: string): string {
  return location.kind === "url" ? location.url : display;
}

async function bytesOf(
  content: unknown,
  fail: (reason: string) => Error,
  file: string,
  options: ReadOptions,
): Promise<Uint8Array> {
  if (typeof content === "string") return new TextEncoder().encode(content);
  // Not `instanceof`: bytes from another realm (a Node Buffer given to a vm, a frame's array) count too.
  if (ArrayBuffer.isView(content))
    return new Uint8Array(content.buffer, content.byteOffset, content.byteLength);
  if (!isResponse(content)) {
    throw fail(`readReference resolved to ${kindOf(content)}, not a string, bytes or a Response`);
  }
  if (!content.ok) {
    await content.body?.cancel().catch(() => undefined);
    throw fail(`HTTP ${`${content.status} ${content.statusText}`.trim()}`);
  }
  // Read as the command reads a URL: stopped at the size cap, however long the body goes on.
  return readBodyWithin(content, file, options);
}

/** A `Response`, possibly from another realm: what `fetch` resolves to, judged by its shape. */
function isResponse(value: unknown): value is Response {
  if (typeof value !== "object" || value === null) return false;
  const response = value as Partial<Response>;
  return (
    typeof response.ok === "boolean" &&
    typeof response.status === "number" &&
    typeof response.headers?.get === "function"
  );
}

/** A parsed description as JSON text, or the one-line error that says why it has none. */
function jsonText(src: object): string {
  try {
    return JSON.stringify(src);
  } catch (error) {
    const problem = `src: not a JSON value (${jsonProblem(src, "#", []) ?? firstLine(error)})`;
    throw new TypewrightError("input", problem, { file: "src" });
  }
}

/** Where a value stops being JSON: a cycle or a BigInt, with its JSON pointer. */
function jsonProblem(value: unknown, pointer: string, ancestors: object[]): string | undefined {
  if (typeof value === "bigint") return `a BigInt at ${pointer}`;
  if (typeof value !== "object" || value === null) return undefined;
  if (ancestors.includes(value)) return `a cycle at ${pointer}`;
  if (ancestors.length > 1000) return `nested deeper than 1000 levels at ${pointer}`;
  ancestors.push(value);
  for (const [key, child] of Object.entries(value)) {
    const found = jsonProblem(child, childPointer(pointer, key), ancestors);
    if (found !== undefined) return found;
  }
  ancestors.pop();
  return undefined;
}

function firstLine(error: unknown): string {
  return String((error as { message?: unknown } | null)?.message ?? error).split("\n")[0] ?? "";
}
