import { createRequire } from "node:module";
import { CORE_SCHEMA, load as loadYaml, mergeTag, YAMLException } from "js-yaml";
import type { Document, YAMLError } from "yaml";
import { TypewrightError } from "../errors.js";
import type { Diagnostic } from "../text/diagnostics.js";
import { findJsonErrorOffset, lineColumnAt } from "../text/json-error-position.js";
import { asciiJsonText, asciiJsonTextInPlace, byteOrderMarkLength, utf8Text } from "./decode-text.js";
import { checkDocumentBounds, MAX_NESTING_DEPTH } from "./document-bounds.js";
import { asObject } from "./json-value.js";
import type { JsonValue } from "./types.js";

export interface ParseContext {
  /** How messages name the document. */
  display: string;
  /** Absolute path or URL, for `TypewrightError.file`. */
  file: string;
  /** Lower-cased extension of the file name, `""` when there is none. */
  extension: string;
}

export interface ParseOptions {
  /**
   * A JSON document's depth is left to the caller, which checks it in its own walk of the tree (see
   * `collectRefsWithinDepth`); a YAML document's bounds (depth and aliases) are checked here all the same.
   */
  callerChecksJsonDepth?: boolean;
  /**
   * The bytes are the caller's own, with room after them (see ReadResult): the ASCII copy of a large JSON
   * document is made in them; they are the same again when the copy does not parse, else their memory is
   * freed and they are empty.
   */
  rewritable?: boolean;
}

export interface ParsedText {
  value: JsonValue;
  /** Matters to walkers: in YAML, aliases make one object appear in several places. */
  format: "json" | "yaml";
  /** What the text says that the parse let pass (YAML's duplicate keys and its parser's warnings). */
  diagnostics: Diagnostic[];
}

/** `yaml` is loaded only for text js-yaml rejects or may read differently: loading it is not free. */
const requireFromHere = createRequire(import.meta.url);
let yamlLibrary: typeof import("yaml") | undefined;
function yaml(): typeof import("yaml") {
  yamlLibrary ??= requireFromHere("yaml") as typeof import("yaml");
  return yamlLibrary;
}

const BYTE_ORDER_MARK = "\uFEFF";
/**
 * Aliases the `yaml` parser expands per document; far above what real specs use, low enough to stop "billion
 * laughs" inside that parser (a merge key converts what it merges again). document-bounds.ts bounds the
 * expansion of the parsed value, whichever parser made it.
 */
const MAX_ALIAS_COUNT = 10_000;

/**
 * From this size on, JSON is parsed from an ASCII copy. Below it the two-byte text costs less than the copy's
 * buffers and byte scan (measured on Stripe's description: bench/HISTORY.md).
 */
export const ASCII_COPY_MIN_BYTES = 8 * 1024 * 1024;

/**
 * The bytes of a file or response → value. What `parseText` would try as JSON is, for a large document,
 * first parsed from an ASCII copy (see asciiJsonText: one byte per character, the same values, a lower
 * peak: bench/HISTORY.md). Anything that copy does not parse as JSON goes to `parseText` as the
 * exact text, so messages, positions and the YAML fallback are unchanged.
 */
export function parseBytes(bytes: Uint8Array, context: ParseContext, options: ParseOptions = {}): ParsedText {
  const large = bytes.length >= ASCII_COPY_MIN_BYTES;
  if (large && (context.extension === ".json" || startsLikeJson(bytes))) {
    const inPlace = options.rewritable ? asciiJsonTextInPlace(bytes) : undefined;
    const ascii = inPlace?.text ?? asciiJsonText(bytes);
    if (ascii !== undefined) {
      let value: JsonValue | undefined;
      try {
        value = JSON.parse(ascii) as JsonValue;
      } catch {
        // Reported from the exact text below.
        inPlace?.restore();
      }
      if (value !== undefined) {
        const size = bytes.length;
        inPlace?.release();
        return bounded({ value, format: "json", diagnostics: [] }, size, context, options);
      }
    }
  }
  return parseText(utf8Text(bytes), context, options);
}

/** The first byte after a byte-order mark and JSON white space is `{` or `[`. */
function startsLikeJson(bytes: Uint8Array): boolean {
  let index = byteOrderMarkLength(bytes);
  while (bytes[index] === 0x20 || bytes[index] === 0x09 || bytes[index] === 0x0a || bytes[index] === 0x0d)
    index++;
  return bytes[index] === 0x7b || bytes[index] === 0x5b;
}

/**
 * JSON or YAML text → value. `.json` files and text starting with `{` or `[` go to `JSON.parse` (the YAML parser
 * is about 100× slower on big JSON); anything else goes to `yaml`, as YAML 1.2 with merge keys (`<<`) and
 * every mapping key kept as written (`200:` → "200", `1.10:` → "1.10").
 */
export function parseText(rawText: string, context: ParseContext, options: ParseOptions = {}): ParsedText {
  return bounded(parseTextOnly(rawText, context), rawText.length, context, options);
}

/** Refuses a value nested too deeply or one whose YAML aliases expand too far (see document-bounds.ts). */
function bounded(
  parsed: ParsedText,
  bytes: number,
  context: ParseContext,
  options: ParseOptions,
): ParsedText {
  if (parsed.format === "json" && options.callerChecksJsonDepth) return parsed;
  checkDocumentBounds(parsed.value, { ...context, format: parsed.format, bytes });
  return parsed;
}

function parseTextOnly(rawText: string, context: ParseContext): ParsedText {
  const text = rawText.startsWith(BYTE_ORDER_MARK) ? rawText.slice(1) : rawText;
  const firstCharacter = text[text.search(/\S/)];
  if (firstCharacter === undefined) {
    throw new TypewrightError("spec", `${context.display}: file is empty`, { file: context.file });
  }
  const looksLikeJson = firstCharacter === "{" || firstCharacter === "[";
  if (context.extension !== ".json" && !looksLikeJson) return parseYaml(text, context);
  try {
    return { value: JSON.parse(text) as JsonValue, format: "json", diagnostics: [] };
  } catch (jsonError) {
    const error = jsonSyntaxError(text, jsonError, context);
    // A `.yaml` file written in YAML flow style (`{a: 1}`) is not JSON but still valid.
    if (context.extension === ".json") throw error;
    try {
      return parseYaml(text, context);
    } catch {
      throw error;
    }
  }
}

function jsonSyntaxError(text: string, error: unknown, context: ParseContext): TypewrightError {
  const message = error instanceof Error ? error.message : String(error);
  const reported = /in JSON at position (\d+)/.exec(message)?.[1];
  let offset: number;
  let reason: string;
  if (reported === undefined) {
    // "Unexpected token 'x', "<a copy of the input>" is not valid JSON": find the spot ourselves.
    offset = findJsonErrorOffset(text) ?? text.length;
    reason =
      offset < text.length
        ? `unexpected ${JSON.stringify(tokenAt(text, offset))}`
        : "unexpected end of input";
  } else {
    offset = Number(reported);
    reason = message.replace(/ in JSON at position \d+.*$/s, "");
  }
  const { line, column } = lineColumnAt(text, offset);
  return new TypewrightError("spec", `${context.display}:${line}:${column}: invalid JSON: ${reason}`, {
    file: context.file,
    cause: error,
  });
}

/** The word or character at `offset`, for "unexpected ..." (`tru` rather than the newline after it). */
function tokenAt(text: string, offset: number): string {
  return /^[\w.+-]{1,20}/.exec(text.slice(offset, offset + 20))?.[0] ?? (text[offset] as string);
}

/**
 * YAML goes through js-yaml first (about 5× faster than `yaml` on multi-megabyte specs). Anything it
 * rejects or may read differently (syntax errors, duplicate keys, unquoted numeric versions) is parsed
 * again by `yaml`, whose documents give precise positions, duplicate-key warnings and source text.
 */
function parseYaml(text: string, context: ParseContext): ParsedText {
  const fast = parseYamlFast(text, context);
  return fast ?? parseYamlPrecisely(text, context);
}

const FAST_YAML_SCHEMA = CORE_SCHEMA.withTags(mergeTag);

/**
 * js-yaml stops at its `maxDepth`, where `yaml` would recurse until the stack runs out (slowly, with an
 * error per level). It counts a block mapping one level deeper than document-bounds.ts does, so one more
 * level is allowed here: whatever js-yaml refuses for depth is deeper than MAX_NESTING_DEPTH.
 */
const FAST_YAML_MAX_DEPTH = MAX_NESTING_DEPTH + 1;

/** js-yaml's reading, or `undefined` when the precise path must decide; `context` names a too deep document. */
export function parseYamlFast(text: string, context?: ParseContext): ParsedText | undefined {
  let value: JsonValue;
  try {
    value = loadYaml(text, { schema: FAST_YAML_SCHEMA, maxDepth: FAST_YAML_MAX_DEPTH }) as JsonValue;
  } catch (error) {
    if (context && isTooDeep(error)) throw tooDeepError(error, context);
    return undefined;
  }
  const root = asObject(value);
  const info = asObject(root?.info);
  const numericVersion = [root?.openapi, root?.swagger, info?.version].some(
    (entry) => typeof entry === "number",
  );
  // The core schema yields JSON values only: an unknown tag (`!!binary`, `!!set`) makes js-yaml throw.
  if (!root || numericVersion) return undefined;
  return { value, format: "yaml", diagnostics: [] };
}

function isTooDeep(error: unknown): error is YAMLException {
  return error instanceof YAMLException && /nesting exceeded maxDepth/.test(error.message);
}

function tooDeepError(error: YAMLException, context: ParseContext): TypewrightError {
  const position = error.mark ? `:${error.mark.line + 1}:${error.mark.column + 1}` : "";
  return new TypewrightError(
    "spec",
    `${context.display}${position}: objects and arrays nested more than ${MAX_NESTING_DEPTH} levels deep`,
    { file: context.file, cause: error },
  );
}

export function parseYamlPrecisely(text: string, context: ParseContext): ParsedText {
  const document = yaml().parseDocument(text, {
    merge: true,
    stringKeys: true,
    uniqueKeys: true,
    prettyErrors: true,
  });
  const diagnostics: Diagnostic[] = [];
  for (const error of document.errors) {
    if (isExplicitMergeKey(error, text)) continue;
    // JSON.parse keeps the last of duplicate keys silently; YAML gets the same rule, with a warning.
    if (error.code !== "DUPLICATE_KEY") throw yamlSyntaxError(error, context);
    diagnostics.push(
      yamlDiagnostic("yaml-duplicate-key", error, context, "duplicate key; the last value is used"),
    );
  }
  for (const warning of document.warnings) {
    diagnostics.push(yamlDiagnostic("yaml-warning", warning, context, firstLine(warning)));
  }
  let value: JsonValue;
  try {
    value = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as JsonValue;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const reason = /^Excessive alias count/.test(message)
      ? `aliases expand too far (over the limit of ${MAX_ALIAS_COUNT.toLocaleString("en-US")} alias expansions)`
      : message;
    throw new TypewrightError("spec", `${context.display}: invalid YAML: ${reason}`, {
      file: context.file,
      cause: error,
    });
  }
  keepVersionsAsWritten(document, text, value);
  return { value: value ?? null, format: "yaml", diagnostics };
}

/**
 * `stringKeys` rejects a key with a tag other than `!!str`, which includes `!!merge <<: *anchor`; the merge
 * itself still happens, so that one complaint is dropped.
 */
function isExplicitMergeKey(error: YAMLError, text: string): boolean {
  return error.code === "NON_STRING_KEY" && text.slice(error.pos[0], error.pos[1]) === "!!merge";
}

function yamlSyntaxError(error: YAMLError, context: ParseContext): TypewrightError {
  return new TypewrightError("spec", `${yamlPosition(error, context)}: invalid YAML: ${yamlReason(error)}`, {
    file: context.file,
    cause: error,
  });
}

function yamlReason(error: YAMLError): string {
  // The library's own text for this one names its API ("please use YAML.parseAllDocuments()").
  if (error.code === "MULTIPLE_DOCS")
    return 'a second YAML document starts here ("---"); typewright reads one description per file';
  // The parser recurses per level and ran out of stack: say so, not "Maximum call stack size exceeded".
  if (error.code === "RESOURCE_EXHAUSTION" && /call stack/i.test(error.message))
    return `objects and arrays nested too deeply (more than ${MAX_NESTING_DEPTH} levels are refused)`;
  return firstLine(error);
}

function yamlPosition(error: YAMLError, context: ParseContext): string {
  const position = error.linePos?.[0];
  return position ? `${context.display}:${position.line}:${position.col}` : context.display;
}

function yamlDiagnostic(
  code: "yaml-duplicate-key" | "yaml-warning",
  error: YAMLError,
  context: ParseContext,
  message: string,
): Diagnostic {
  const position = error.linePos?.[0];
  const at = position ? { line: position.line, column: position.col } : {};
  return { code, severity: "warning", file: context.display, ...at, message };
}

/** `yaml` appends " at line L, column C:" and a code frame; the position is reported separately. */
function firstLine(error: YAMLError): string {
  return error.message.replace(/ at line \d+, column \d+:[\s\S]*$/, "").split("\n")[0] ?? error.message;
}

/**
 * Unquoted `openapi: 3.0`, `swagger: 2.0` and `info.version: 1.10` are numbers in YAML (3, 2, 1.1); the version
 * check and the generated header want the text as written, so those three scalars are taken from the source.
 */
function keepVersionsAsWritten(document: Document, text: string, value: JsonValue): void {
  const root = asObject(value);
  if (!root || !yaml().isMap(document.contents)) return;
  for (const key of ["openapi", "swagger"]) {
    if (typeof root[key] === "number") root[key] = sourceOf(document.get(key, true), text) ?? root[key];
  }
  const info = asObject(root.info);
  if (typeof info?.version === "number") {
    info.version = sourceOf(document.getIn(["info", "version"], true), text) ?? info.version;
  }
}

function sourceOf(node: unknown, text: string): string | undefined {
  if (!yaml().isScalar(node) || !node.range) return undefined;
  return text.slice(node.range[0], node.range[1]).trim();
}
