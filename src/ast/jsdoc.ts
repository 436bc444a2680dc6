/**
 * The one function that turns documentation facts into JSDoc text, and the one that attaches it.
 *
 * Text rules: CRLF, CR, U+2028 and U+2029 become line breaks (the printer would split at U+2028 anyway,
 * and a `//` comment would end there); trailing spaces and leading/trailing blank lines are dropped; a
 * star followed by a slash is written `*\/` so text can never close the comment; non-ASCII is kept as
 * written (comments are never escaped by the printer), except bidirectional and other controls, written
 * `\u202E` (see hidden-characters.ts). `default` and `example` are JSON, objects compact,
 * so `"1"` and `1` differ.
 */
import ts from "../compiler-api.js";
import { escapeHiddenCharacters } from "./hidden-characters.js";

export interface JsDocParam {
  name: string;
  description: string;
}

/** Everything optional; absent, `undefined` and empty say nothing. */
export interface JsDocFacts {
  summary?: string | undefined;
  title?: string | undefined;
  description?: string | undefined;
  deprecated?: boolean | undefined;
  format?: string | undefined;
  /** Any JSON value; `undefined` means none. */
  default?: unknown;
  example?: unknown;
  params?: readonly JsDocParam[] | undefined;
  /** Further lines written as given after the tags, e.g. `@readonly`. */
  extra?: readonly string[] | undefined;
}

/**
 * The body of a `/** ... *\/` comment (what goes between `/*` and `*\/`, starting with `*`), or
 * `undefined` when there is nothing to say. One line gives `/** text *\/`, more give one ` * ` per line.
 * Order: summary, title, description (repeats dropped), then `@param`, `@format`, `@default`, `@example`,
 * `@deprecated`, then `extra`.
 */
export function jsDocText(docs: JsDocFacts): string | undefined {
  // Runs for every documented property (tens of thousands on big specs): one array, no intermediate copies.
  const lines: string[] = [];
  addTextLines(lines, docs);
  addTagLines(lines, docs);
  if (lines.length === 0) return undefined;
  if (lines.length === 1) return `* ${escapeCommentLine(lines[0] as string)} `;
  // One join: a flat string. The printer scans every comment character by character (line starts), which
  // is several times slower on a rope built with `+=`.
  const body = ["*"];
  for (const line of lines) body.push(line === "" ? " *" : ` * ${escapeCommentLine(line)}`);
  body.push(" ");
  return body.join("\n");
}

/** Attaches the JSDoc of `docs` to `node` (unchanged when there is nothing to say) and returns `node`. */
export function withJsDoc<T extends ts.Node>(node: T, docs: JsDocFacts): T {
  const body = jsDocText(docs);
  if (body === undefined) return node;
  return ts.addSyntheticLeadingComment(
    node,
    ts.SyntaxKind.MultiLineCommentTrivia,
    body,
    /* hasTrailingNewLine */ true,
  );
}

/** Paragraphs separated by a blank line, each paragraph's own line breaks kept; a repeated paragraph once. */
function addTextLines(lines: string[], docs: JsDocFacts): void {
  const { summary, title, description } = docs;
  // Most documented nodes have one text (a description): nothing to compare it with.
  if (!summary && !title) {
    if (description) addLines(lines, description);
    return;
  }
  const written: string[][] = [];
  for (const text of [summary, title, description]) {
    const paragraph = cleanLines(text);
    if (paragraph.length === 0 || written.some((earlier) => sameLines(earlier, paragraph))) continue;
    if (written.length > 0) lines.push("");
    lines.push(...paragraph);
    written.push(paragraph);
  }
}

function sameLines(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((line, index) => line === b[index]);
}

function addTagLines(lines: string[], docs: JsDocFacts): void {
  for (const param of docs.params ?? []) addLines(lines, `@param ${param.name} ${param.description}`);
  if (docs.format) addLines(lines, `@format ${docs.format}`);
  if (docs.default !== undefined) addLines(lines, `@default ${toJson(docs.default)}`);
  if (docs.example !== undefined) addLines(lines, `@example ${toJson(docs.example)}`);
  if (docs.deprecated) lines.push("@deprecated");
  for (const extra of docs.extra ?? []) addLines(lines, extra);
}

const LINE_BREAK = /[\r\n\u2028\u2029]/u;

/** Splits at every kind of line break, trims line ends and drops blank lines at both ends. */
function cleanLines(text: string | undefined): string[] {
  const lines: string[] = [];
  if (text !== undefined) addLines(lines, text);
  return lines;
}

/** `cleanLines(text)`, appended to `lines`. */
function addLines(lines: string[], text: string): void {
  // Most texts are one line: no split.
  if (!LINE_BREAK.test(text)) {
    const line = text.trimEnd();
    if (line !== "") lines.push(line);
    return;
  }
  const split = text.split(/\r\n|[\r\n\u2028\u2029]/u).map((line) => line.trimEnd());
  const first = split.findIndex((line) => line !== "");
  const last = split.findLastIndex((line) => line !== "");
  if (first !== -1) lines.push(...split.slice(first, last + 1));
}

/** `*\/` cannot close the comment, and hidden characters (see hidden-characters.ts) are shown as `\uXXXX`. */
function escapeCommentLine(line: string): string {
  const visible = escapeHiddenCharacters(line);
  return visible.includes("*/") ? visible.replaceAll("*/", "*\\/") : visible;
}

/** JSON as in the description; anything JSON cannot express (a cycle, a bigint) falls back to `String`. */
function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
