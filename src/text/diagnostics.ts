/**
 * The findings of a run that do not stop it. Every stage (the options' rules, load, model, plan) reports
 * into the one sink it is given and formats nothing; the list is turned into lines once, by
 * `diagnosticLines`, for the command, the API's `warnings`, the browser entry and the playground alike. There
 * repeats are folded, the count and length of lines bounded, and what would act on a terminal escaped.
 * The codes and what each means: docs/errors.md.
 */
import { escapeForTerminal } from "./terminal-text.js";

/** One kind of finding, in words that stay the same from version to version (docs/errors.md#diagnostics). */
export type DiagnosticCode =
  /** config: an option that is valid but does nothing in this combination. */
  | "option-no-effect"
  /** load: a YAML mapping with the same key twice (the last value is used). */
  | "yaml-duplicate-key"
  /** load: what the YAML parser itself warns about. */
  | "yaml-warning"
  /** load: an overlay action whose JSONPath target selects nothing in the description. */
  | "overlay-target-unmatched"
  /** load: an overlay action that cannot apply to a node it selects (kinds that do not merge, a `copy` that selects no single node). */
  | "overlay-action-inapplicable"
  /** load: a `$self` that is not used as the base of relative `$ref`s. */
  | "unused-self"
  /** load: a discriminator mapping that does not resolve (the `oneOf` members are used instead). */
  | "unresolved-mapping"
  /** load (`validate`): a place where the description breaks the official JSON Schema of its OpenAPI version. */
  | "openapi-schema-violation"
  /** model: a field or schema keyword that changes a call but that generated code does not honour. */
  | "unhonoured-field"
  /** model: an operation key that is no method a request can send; no method is generated for it. */
  | "unsendable-method"
  /** plan: a method the chosen template's library sends otherwise than written, or refuses. */
  | "method-varies"
  /** model: a path parameter without placeholder, or a placeholder without path parameter. */
  | "path-parameter-mismatch"
  /** model: a parameter listed twice in one list (the first is used). */
  | "duplicate-parameter"
  /** model: an `in: querystring` parameter used as OpenAPI does not allow. */
  | "querystring-misuse"
  /** model: a schema made of itself through `allOf`/`oneOf`/`anyOf` alone; that reference is left out. */
  | "composition-cycle"
  /** model: a schema `$ref` that points to an object that is no schema. */
  | "non-schema-ref"
  /** model: a number JSON cannot carry (`1e400`, YAML's `.inf`, `.nan`) in a schema keyword; the keyword is left out. */
  | "non-finite-number"
  /** model: a `pattern` JavaScript cannot compile with the `u` flag; no Zod schema checks it. */
  | "uncompilable-pattern"
  /** model: a `pattern` (no Zod schema checks it) or `patternProperties` key (no name is matched against it) that backtracks exponentially, or too large to tell. */
  | "backtracking-pattern"
  /** model: an `enum` or `const` holding objects or arrays; typed by the rest of the schema, checked by Zod as JSON. */
  | "structured-enum"
  /** model: `enum` or `const` values the keywords beside them refuse (`type`, a bound, a `pattern`); left out of the type and the schemas. */
  | "refused-enum-value"
  /** model: a part of the description that is not what OpenAPI allows there (an array where an object belongs, an unknown `type`, a schema that is no schema, a parameter without `in` or `name`, a response key that is no status); what can be read is read. */
  | "malformed-description"
  /** plan: a paging extension or `pagination` setting that names what the operation does not have (a list, a parameter, a property), or a `pagination` key that names no operation; the operation is not paged. */
  | "pagination-unmet"
  /** plan: validation that would reject a `null` the description allows. */
  | "validation-rejects-null"
  /** plan (`msw`): default data that does not honour the description, a response with none of its type, or a `mockListSize` key that names no operation. */
  | "mock-data";

export interface Diagnostic {
  code: DiagnosticCode;
  /** Every finding reported today is a warning; a run that cannot go on throws a `TypewrightError`. */
  severity: "warning" | "error";
  /**
   * The document it is in, as messages name it (`petstore.yaml`, a URL); absent for the options, and for the
   * findings on a Swagger 2.0 description, whose pointers are into its OpenAPI 3.1 form.
   */
  file?: string;
  /** 1-based line and column in `file`, where only its text knows the place (a YAML duplicate key). */
  line?: number;
  column?: number;
  /** JSON pointer of the place (`#/paths/...`): in `file`, or in the bundled description while it has no file. */
  pointer?: string;
  /** What is found and what is done about it. It names the place itself only where the place is part of the sentence. */
  message: string;
  /**
   * What the same finding at several places shares, to be said on one line (the first place and how many
   * others); default: the message.
   */
  construct?: string;
}

export interface DiagnosticSink {
  /** Adds a finding; one already reported at the same place in the same words is not added again. */
  report(diagnostic: Diagnostic): void;
}

/** A sink that keeps what it is given, in order. */
export interface DiagnosticList extends DiagnosticSink {
  readonly diagnostics: readonly Diagnostic[];
}

export function diagnosticList(): DiagnosticList {
  const diagnostics: Diagnostic[] = [];
  // A shared parameter or schema read from several places, or a cached model's findings replayed, is one finding.
  const reported = new Set<string>();
  return {
    diagnostics,
    report(diagnostic) {
      const { code, file, line, column, pointer, message } = diagnostic;
      const key = [code, file, line, column, pointer, message].join("\n");
      if (reported.has(key)) return;
      reported.add(key);
      diagnostics.push(diagnostic);
    },
  };
}

/** For callers that do not look at the findings (tests of a stage's other output). */
export const IGNORED_DIAGNOSTICS: DiagnosticSink = { report: () => {} };

export interface LineBounds {
  /** Lines for that many constructs at most, all kinds together. */
  readonly maxLines: number;
  /** Lines for that many constructs of one kind (`code`) at most; the rest of the kind is one `… and N more <code> warnings` line. */
  readonly maxLinesPerKind: number;
  /** Characters of a line at most, before the `(also at N other places)` it may end with. */
  readonly maxLength: number;
  /** Characters of the place (file, pointer) at most, within `maxLength`: a key can be megabytes long. */
  readonly maxPlaceLength: number;
}

/**
 * A description that repeats one problem a hundred thousand times must not print a hundred thousand lines,
 * nor a line of megabytes that quotes it, nor crowd every other kind of finding out of the page; the full
 * list stays in the API's `diagnostics`.
 */
export const LINE_BOUNDS: LineBounds = {
  maxLines: 100,
  maxLinesPerKind: 20,
  maxLength: 1000,
  maxPlaceLength: 300,
};

/**
 * The lines the command prints after `warning: ` and the API returns as `warnings`: one per construct, in
 * the order first found, the first place followed by how many others have it (`... (also at 499 other
 * places)`), within `bounds`, escaped for a terminal; then, for each kind that had more constructs than
 * were shown, one line counting them (`… and 99980 more unsendable-method warnings`).
 */
export function diagnosticLines(diagnostics: readonly Diagnostic[], bounds = LINE_BOUNDS): string[] {
  const lines: string[] = [];
  const shownOfKind = new Map<DiagnosticCode, number>();
  const leftOfKind = new Map<DiagnosticCode, number>();
  for (const { first, others } of foldRepeats(diagnostics)) {
    const shown = shownOfKind.get(first.code) ?? 0;
    if (lines.length < bounds.maxLines && shown < bounds.maxLinesPerKind) {
      shownOfKind.set(first.code, shown + 1);
      lines.push(`${shownLine(first, bounds)}${alsoAt(others)}`);
    } else {
      leftOfKind.set(first.code, (leftOfKind.get(first.code) ?? 0) + 1);
    }
  }
  for (const [code, left] of leftOfKind)
    lines.push(`… and ${left} more ${code} warning${left === 1 ? "" : "s"}`);
  return lines;
}

/**
 * `file:line:column: message`, `file#pointer: message`, `file: message` or `pointer: message`, each part
 * escaped and within bounds.
 */
function shownLine({ file, line, column, pointer, message }: Diagnostic, bounds: LineBounds): string {
  const place =
    file === undefined
      ? pointer
      : line !== undefined
        ? `${file}:${line}:${column ?? 1}`
        : `${file}${pointer ?? ""}`;
  if (place === undefined) return shownWithin(message, bounds.maxLength);
  const shownPlace = shownWithin(place, Math.min(bounds.maxPlaceLength, bounds.maxLength));
  return `${shownPlace}: ${shownWithin(message, Math.max(0, bounds.maxLength - shownPlace.length - 2))}`;
}

function foldRepeats(diagnostics: readonly Diagnostic[]): { first: Diagnostic; others: number }[] {
  const byConstruct = new Map<string, { first: Diagnostic; others: number }>();
  for (const diagnostic of diagnostics) {
    const key = [diagnostic.code, diagnostic.file, diagnostic.construct ?? diagnostic.message].join("\n");
    const known = byConstruct.get(key);
    if (known === undefined) byConstruct.set(key, { first: diagnostic, others: 0 });
    else known.others++;
  }
  return [...byConstruct.values()];
}

function alsoAt(others: number): string {
  if (others === 0) return "";
  return ` (also at ${others === 1 ? "1 other place" : `${others} other places`})`;
}

/** The shortest text that says how much was left out, for budgets too small for it. */
const MIN_ELIDED_LENGTH = 40;

/**
 * `text` escaped for a terminal, in at most `maxLength` characters: a longer one keeps its start and its end
 * (where a message says what is done) and says how many characters it leaves out between them,
 * `…(1999400 characters left out)…`. Cut between characters, never inside an escape or a surrogate pair,
 * and measured from both ends only, as the text may be megabytes.
 */
export function shownWithin(text: string, maxLength: number): string {
  if (text.length <= maxLength) {
    const escaped = escapeForTerminal(text);
    if (escaped.length <= maxLength) return escaped;
  }
  const budget = Math.max(maxLength, MIN_ELIDED_LENGTH) - `…(${text.length} characters left out)…`.length;
  const headEnd = keptFromStart(text, Math.ceil((budget * 2) / 3));
  const tailStart = keptFromEnd(text, headEnd, budget - shownLength(text.slice(0, headEnd)));
  const head = escapeForTerminal(text.slice(0, headEnd));
  const tail = escapeForTerminal(text.slice(tailStart));
  return `${head}…(${tailStart - headEnd} characters left out)…${tail}`;
}

/** The end of the longest start of `text` whose escaped form has at most `budget` characters. */
function keptFromStart(text: string, budget: number): number {
  let end = 0;
  let used = 0;
  while (end < text.length) {
    const size = characterSize(text, end);
    const width = shownLength(text.slice(end, end + size));
    if (used + width > budget) break;
    used += width;
    end += size;
  }
  return end;
}

/** The start of the longest end of `text`, after `from`, whose escaped form has at most `budget` characters. */
function keptFromEnd(text: string, from: number, budget: number): number {
  let start = text.length;
  let used = 0;
  while (start > from) {
    const size =
      isLowSurrogate(text, start - 1) && isHighSurrogate(text, start - 2) && start - 2 >= from ? 2 : 1;
    const width = shownLength(text.slice(start - size, start));
    if (used + width > budget) break;
    used += width;
    start -= size;
  }
  return start;
}

function characterSize(text: string, index: number): number {
  return isHighSurrogate(text, index) && isLowSurrogate(text, index + 1) ? 2 : 1;
}

function isHighSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xd800 && code <= 0xdbff;
}

function isLowSurrogate(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  return code >= 0xdc00 && code <= 0xdfff;
}

function shownLength(text: string): number {
  return escapeForTerminal(text).length;
}
