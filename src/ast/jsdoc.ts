/**
 * The one function that turns documentation facts into JSDoc text, and the one that attaches it.
 *
 * Text rules: CRLF, CR, U+2028 and U+2029 become line breaks (the printer would split at U+2028 anyway,
 * and a `//` comment would end there); trailing spaces and leading/trailing blank lines are dropped; a
 * star followed by a slash is written `*\/` so text can never close the comment; non-ASCII is kept as
 * written (comments are never escaped by the printer). `default` and `example` are JSON, objects compact,
 * so `"1"` and `1` differ.
 */
import ts from "../compiler-api.js";

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
  const lines = [...textLines(docs), ...tagLines(docs)].map(escapeCommentEnd);
  if (lines.length === 0) return undefined;
  if (lines.length === 1) return `* ${lines[0]} `;
  return `*\n${lines.map((line) => (line === "" ? " *" : ` * ${line}`)).join("\n")}\n `;
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

/** Paragraphs separated by a blank line, each paragraph's own line breaks kept. */
function textLines(docs: JsDocFacts): string[] {
  const paragraphs = [docs.summary, docs.title, docs.description]
    .map(cleanLines)
    .filter((lines) => lines.length > 0);
  const joined = paragraphs.map((lines) => lines.join("\n"));
  const distinct = paragraphs.filter((_, index) => joined.indexOf(joined[index] as string) === index);
  return distinct.flatMap((lines, index) => (index === 0 ? lines : ["", ...lines]));
}

function tagLines(docs: JsDocFacts): string[] {
  const tags = [
    ...(docs.params ?? []).map((param) => `@param ${param.name} ${param.description}`),
    docs.format ? `@format ${docs.format}` : "",
    docs.default !== undefined ? `@default ${toJson(docs.default)}` : "",
    docs.example !== undefined ? `@example ${toJson(docs.example)}` : "",
    docs.deprecated ? "@deprecated" : "",
    ...(docs.extra ?? []),
  ];
  return tags.flatMap(cleanLines);
}

const LINE_BREAK = /[\r\n\u2028\u2029]/u;

/** Splits at every kind of line break, trims line ends and drops blank lines at both ends. */
function cleanLines(text: string | undefined): string[] {
  if (text === undefined) return [];
  // Most texts are one line: no split, no scans (this runs for every documented property).
  if (!LINE_BREAK.test(text)) {
    const line = text.trimEnd();
    return line === "" ? [] : [line];
  }
  const lines = text.split(/\r\n|[\r\n\u2028\u2029]/u).map((line) => line.trimEnd());
  const first = lines.findIndex((line) => line !== "");
  const last = lines.findLastIndex((line) => line !== "");
  return first === -1 ? [] : lines.slice(first, last + 1);
}

function escapeCommentEnd(line: string): string {
  return line.replaceAll("*/", "*\\/");
}

/** JSON as in the description; anything JSON cannot express (a cycle, a bigint) falls back to `String`. */
function toJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}
