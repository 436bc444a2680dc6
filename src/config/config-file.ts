/** Reading the JSON config file of `-c`, and laying command-line flags over it. */
import { TypewrightError } from "../errors.js";
import { findJsonErrorOffset, lineColumnAt } from "../text/json-error-position.js";
import { readRegularFile } from "../text/read-regular-file.js";
import { describeValue, isPlainObject } from "./text.js";

/**
 * The config file's object, not yet validated. Every failure is an `options` error naming the file
 * as `display` (by default the path itself).
 */
export async function readConfigFile(file: string, display = file): Promise<Record<string, unknown>> {
  const text = readText(file, display);
  const parsed = parseJson(text, file, display);
  if (!isPlainObject(parsed)) {
    throw configError(
      file,
      `${display}: must contain a JSON object of options (got ${describeValue(parsed)})`,
    );
  }
  const tooDeep = deeperThan(parsed, MAX_CONFIG_DEPTH);
  if (tooDeep !== undefined) {
    throw configError(file, `${display}: nested deeper than ${MAX_CONFIG_DEPTH} levels (at ${tooDeep})`);
  }
  return parsed;
}

/** A config file is a few kilobytes; a larger one is a mistake (a description given to -c), not read whole. */
export const MAX_CONFIG_BYTES = 1024 * 1024;
/** Options nest a few levels; the cap keeps validation's recursion far from the stack's end. */
export const MAX_CONFIG_DEPTH = 64;

function readText(file: string, display: string): string {
  try {
    const read = readRegularFile(file, MAX_CONFIG_BYTES);
    if (read.refused === undefined) {
      // A byte-order mark is legal in a UTF-8 file but not in JSON.
      return new TextDecoder().decode(read.bytes).replace(/^\uFEFF/, "");
    }
    const reason =
      read.refused === "a directory"
        ? "it is a folder"
        : read.refused === "too large"
          ? `larger than ${MAX_CONFIG_BYTES / 1024 / 1024} MB`
          : "not a regular file (a device, FIFO or socket)";
    throw configError(file, `cannot read config file ${display}: ${reason}`);
  } catch (error) {
    if (error instanceof TypewrightError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : code === "EISDIR" ? "it is a folder" : String(error);
    throw configError(file, `cannot read config file ${display}: ${reason}`, error);
  }
}

/** The JSON pointer of the first value nested deeper than `limit`, walked without recursion. */
function deeperThan(root: unknown, limit: number): string | undefined {
  const pending: { value: unknown; pointer: string; depth: number }[] = [
    { value: root, pointer: "#", depth: 0 },
  ];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, pointer, depth } = next;
    if (typeof value !== "object" || value === null) continue;
    if (depth >= limit) return pointer;
    for (const [key, child] of Object.entries(value)) {
      const escaped = key.replaceAll("~", "~0").replaceAll("/", "~1");
      pending.push({ value: child, pointer: `${pointer}/${escaped}`, depth: depth + 1 });
    }
  }
  return undefined;
}

function parseJson(text: string, file: string, display: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    // V8 gives a position for most errors, but not for "Unexpected token"; the scanner finds that one.
    const reported = /at position (\d+)/.exec(message)?.[1];
    const offset = reported === undefined ? (findJsonErrorOffset(text) ?? text.length) : Number(reported);
    const { line, column } = lineColumnAt(text, offset);
    throw configError(
      file,
      `${display}:${line}:${column}: invalid JSON: ${jsonReason(message, text, offset)}`,
      error,
    );
  }
}

/** V8's reason without the position and the quoted copy of the input, which line:column replaces. */
function jsonReason(message: string, text: string, offset: number): string {
  if (text.trim() === "") return "the file is empty";
  if (message.startsWith("Unexpected token"))
    return `unexpected character ${JSON.stringify(text[offset] ?? "")}`;
  const reason = message
    .replace(/(?: in JSON)? at position \d+.*$/s, "")
    .replace(/ of JSON input$/, " of input");
  return reason.charAt(0).toLowerCase() + reason.slice(1);
}

function configError(file: string, problem: string, cause?: unknown): TypewrightError {
  return new TypewrightError("options", problem, {
    file,
    problems: [problem],
    ...(cause === undefined ? {} : { cause }),
  });
}

/**
 * Command-line values override the config file's. Option groups (`exclude`, `queryParamsSerialization`,
 * `modifiers.parameters`) merge key by key, so `--arrayFormat` keeps the file's `allowDots`;
 * arrays and everything else are replaced.
 */
export function mergeOptions(
  base: Record<string, unknown>,
  overrides: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = Object.hasOwn(merged, key) ? merged[key] : undefined;
    // Defined, not assigned: a key `__proto__` (a parameter of `modifiers.parameters`) stays an own property.
    Object.defineProperty(merged, key, {
      value: isPlainObject(current) && isPlainObject(value) ? mergeOptions(current, value) : value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}
