/**
 * One checker per value kind of the definitions table. A checker never throws: it returns the
 * normalised value or every problem it found, each line starting with `label` (an option path such
 * as `exclude.tags`, or a flag such as `--excludeTags`).
 */
import type { OutputCatalog } from "../output-contract/catalog.js";
import { hasUrlScheme } from "../text/url.js";
import type { OptionValue } from "./definitions.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { checkTemplate } from "./template-option.js";
import { type Checked, describeValue, invalid, isPlainObject, keySegment, quoteList, valid } from "./text.js";
import type { PagingSetting } from "./types.js";
import { regexReason, wildcardFromRegex } from "./wildcard.js";

/** `outputs`: the built-in outputs' declarations, which a `template` value names. */
export function checkValue(kind: OptionValue, raw: unknown, label: string, outputs: OutputCatalog): Checked {
  switch (kind.kind) {
    case "text":
      return typeof raw === "string"
        ? valid(raw)
        : invalid(`${label}: must be a string (got ${describeValue(raw)})`);
    case "path":
      return checkPath(raw, label, "path");
    case "source":
      return checkSource(raw, label);
    case "sources":
      return checkSources(raw, label);
    case "boolean":
      return typeof raw === "boolean"
        ? valid(raw)
        : invalid(`${label}: must be true or false (got ${describeValue(raw)})`);
    case "choice":
      return checkChoice(kind.choices, raw, label);
    case "template":
      return checkTemplate(raw, label, outputs);
    case "threshold":
      return checkThreshold(raw, label);
    case "megabytes":
      return Number.isSafeInteger(raw) && (raw as number) > 0
        ? valid(raw)
        : invalid(`${label}: must be a positive whole number of megabytes (got ${describeValue(raw)})`);
    case "seconds":
      return Number.isSafeInteger(raw) && (raw as number) > 0
        ? valid(raw)
        : invalid(`${label}: must be a positive whole number of seconds (got ${describeValue(raw)})`);
    case "patterns":
      return checkPatterns(raw, label);
    case "choiceMap":
      return checkChoiceMap(kind.choices, raw, label);
    case "pagingMap":
      return checkPagingMap(raw, label);
    case "countMap":
      return checkCountMap(raw, label, kind.max);
  }
}

/** A path must have a non-space character; the JSON Schema uses the same pattern. */
export const NOT_BLANK = /\S/;

function checkPath(raw: unknown, label: string, what: string): Checked {
  if (typeof raw === "string" && NOT_BLANK.test(raw)) return valid(raw);
  return invalid(`${label}: must be a non-empty ${what} (got ${describeValue(raw)})`);
}

/** The URL schemes a description is read from (see `load/location.ts`). */
const SOURCE_SCHEMES = ["http", "https", "file"];

/**
 * A path or a URL. A URL of another scheme (`ftp://`, or a typo such as `htp://`) is refused here, named
 * as written, rather than read as a relative path named `htp:/x`.
 */
function checkSource(raw: unknown, label: string): Checked {
  const checked = checkPath(raw, label, "path or URL");
  if (!checked.ok || typeof raw !== "string" || !hasUrlScheme(raw)) return checked;
  const scheme = raw.slice(0, raw.indexOf(":"));
  if (SOURCE_SCHEMES.includes(scheme.toLowerCase())) return checked;
  const closest = closestName(scheme, new Map(SOURCE_SCHEMES.map((known) => [known, known])));
  const suggestion = closest === undefined ? undefined : closest + raw.slice(scheme.length);
  return invalid(
    `${label}: unsupported URL scheme "${scheme}:" in ${describeValue(raw)}${didYouMean(suggestion)}; ` +
      "a description is read from an http:, https: or file: URL or a file path",
  );
}

function checkSources(raw: unknown, label: string): Checked {
  if (!Array.isArray(raw))
    return invalid(`${label}: must be an array of paths or URLs (got ${describeValue(raw)})`);
  const problems = raw.flatMap((entry: unknown, index) => {
    const checked = checkSource(entry, `${label}[${index}]`);
    return checked.ok ? [] : checked.problems;
  });
  return problems.length === 0 ? valid(raw) : invalid(...problems);
}

export function checkChoice(choices: readonly string[], raw: unknown, label: string): Checked {
  if (typeof raw === "string" && choices.includes(raw)) return valid(raw);
  const suggestion =
    typeof raw === "string"
      ? closestName(raw, new Map(choices.map((choice) => [choice, choice])))
      : undefined;
  return invalid(
    `${label}: must be one of ${quoteList(choices)} (got ${describeValue(raw)})${didYouMean(suggestion)}`,
  );
}

function checkThreshold(raw: unknown, label: string): Checked {
  if (typeof raw === "boolean" || (Number.isSafeInteger(raw) && (raw as number) >= 0)) return valid(raw);
  return invalid(`${label}: must be true, false or a non-negative integer (got ${describeValue(raw)})`);
}

function checkPatterns(raw: unknown, label: string): Checked {
  if (!Array.isArray(raw))
    return invalid(`${label}: must be an array of strings (got ${describeValue(raw)})`);
  const problems = raw.flatMap((entry: unknown, index) => patternProblems(entry, `${label}[${index}]`));
  return problems.length === 0 ? valid(raw) : invalid(...problems);
}

function patternProblems(entry: unknown, label: string): string[] {
  if (typeof entry !== "string") return [`${label}: must be a string (got ${describeValue(entry)})`];
  if (entry === "") return [`${label}: must not be empty`];
  const reason = regexReason(entry);
  if (reason === undefined) return [];
  const rewrite = wildcardFromRegex(entry);
  const example = rewrite === undefined ? 'e.g. "admin*"' : `did you mean ${describeValue(rewrite)}?`;
  return [
    `${label}: ${describeValue(entry)} looks like a regular expression: ${reason}. Patterns are wildcards ` +
      `("*" any characters, "?" one character, everything else literal); ${example}`,
  ];
}

/** A count from 0 to `max`, or an object mapping operationIds or wildcards to one. */
function checkCountMap(raw: unknown, label: string, max: number): Checked {
  const countProblem = (value: unknown, at: string) =>
    Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) <= max
      ? []
      : [`${at}: must be a whole number from 0 to ${max} (got ${describeValue(value)})`];
  if (!isPlainObject(raw)) {
    const problems = countProblem(raw, label);
    if (problems.length === 0) return valid(raw);
    return invalid(
      `${label}: must be a whole number from 0 to ${max}, or an object mapping operationIds or wildcards to one (got ${describeValue(raw)})`,
    );
  }
  const problems = Object.entries(raw).flatMap(([key, value]) => {
    const at = `${label}${keySegment(key)}`;
    return [...patternProblems(key, at), ...countProblem(value, at)];
  });
  return problems.length === 0 ? valid(raw) : invalid(...problems);
}

function checkChoiceMap(choices: readonly string[], raw: unknown, label: string): Checked {
  if (!isPlainObject(raw)) {
    return invalid(
      `${label}: must be an object mapping names to ${quoteList(choices)} (got ${describeValue(raw)})`,
    );
  }
  const problems = Object.entries(raw).flatMap(([name, value]) => {
    const checked = checkChoice(choices, value, `${label}${keySegment(name)}`);
    return checked.ok ? [] : checked.problems;
  });
  return problems.length === 0 ? valid(raw) : invalid(...problems);
}

/**
 * The rules of the `pagination` option, and what each needs besides `rule` (docs/pagination.md); typed by
 * `PagingSetting`, so that the two name the same rules and fields.
 */
export const PAGING_RULES: Readonly<Record<PagingSetting["rule"], readonly (keyof PagingSetting)[]>> = {
  linkHeader: [],
  cursor: ["parameter", "next"],
  nextUrl: ["next"],
  lastItem: ["parameter", "next"],
  offset: ["parameter"],
  pageNumber: ["parameter"],
};

/** The fields of a paging setting: those holding a path, and those holding a name. */
const PAGING_PATHS: readonly (keyof PagingSetting)[] = ["items", "next", "total"];
const PAGING_NAMES: readonly (keyof PagingSetting)[] = ["parameter", "itemKey", "pageSize"];

/** `{ "<operationId or wildcard>": false | { rule, ... } }`. */
function checkPagingMap(raw: unknown, label: string): Checked {
  if (!isPlainObject(raw))
    return invalid(
      `${label}: must be an object mapping operationIds or wildcards to false or a paging rule (got ${describeValue(raw)})`,
    );
  const problems = Object.entries(raw).flatMap(([key, value]) => {
    const at = `${label}${keySegment(key)}`;
    return [...patternProblems(key, at), ...pagingSettingProblems(value, at)];
  });
  return problems.length === 0 ? valid(raw) : invalid(...problems);
}

function pagingSettingProblems(value: unknown, label: string): string[] {
  if (value === false) return [];
  if (!isPlainObject(value))
    return [`${label}: must be false or an object with a "rule" (got ${describeValue(value)})`];
  const rule = checkChoice(Object.keys(PAGING_RULES), value.rule, `${label}.rule`);
  if (!rule.ok) return [...rule.problems];
  const known: readonly string[] = ["rule", ...PAGING_PATHS, ...PAGING_NAMES];
  const names: readonly string[] = PAGING_NAMES;
  const paths: readonly string[] = PAGING_PATHS;
  const problems = Object.entries(value).flatMap(([field, fieldValue]): string[] => {
    if (!known.includes(field)) {
      const closest = closestName(field, new Map(known.map((name) => [name, name])));
      return [
        `${label}: unknown field ${describeValue(field)}${didYouMean(closest)}; known: ${quoteList(known)}`,
      ];
    }
    if (names.includes(field) && (typeof fieldValue !== "string" || fieldValue === ""))
      return [`${label}.${field}: must be a non-empty string (got ${describeValue(fieldValue)})`];
    const isPath =
      typeof fieldValue === "string" ||
      (Array.isArray(fieldValue) && fieldValue.every((name) => typeof name === "string" && name !== ""));
    if (paths.includes(field) && !isPath)
      return [
        `${label}.${field}: must be a property path: a dotted string or a list of names (got ${describeValue(fieldValue)})`,
      ];
    return [];
  });
  const needed: readonly string[] = PAGING_RULES[value.rule as PagingSetting["rule"]];
  const missing = needed.filter((field) => value[field] === undefined);
  return [
    ...problems,
    ...missing.map(
      (field) => `${label}: the rule ${describeValue(value.rule)} needs ${describeValue(field)}`,
    ),
  ];
}
