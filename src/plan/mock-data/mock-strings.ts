/**
 * Strings for mock data: a `format`'s fixed, valid example (never the clock: dates are 2024-01-01), else a
 * string matching the `pattern`, else a word taken from where the value sits, padded or cut to the
 * schema's lengths.
 */
import type { SchemaConstraints } from "../../model/types.js";
import { codePointLength, matchesPattern, type OVER_BUDGET, stringMatching } from "./pattern-string.js";
import { hexOf } from "./variety.js";

/** What a string needs: where it sits (for variety), the property it is the value of, and its facts. */
export interface StringRequest {
  place: string;
  /** The property name the value belongs to, when it is one: a readable word for the text. */
  word?: string | undefined;
  format?: string | undefined;
  constraints?: SchemaConstraints | undefined;
}

/**
 * `undefined`: the pattern, or the format within the lengths, could not be honoured (the caller reports it
 * and falls back to `fallbackString`).
 */
export function mockString(request: StringRequest): string | undefined | typeof OVER_BUDGET {
  const { constraints = {} } = request;
  const formatted = formatExample(request.format, request.place);
  const short = shortExample(request.format);
  if (constraints.pattern !== undefined) {
    if (formatted !== undefined && fits(formatted, constraints)) return formatted;
    if (short !== undefined && fits(short, constraints)) return short;
    return stringMatching(constraints.pattern, constraints, request.place);
  }
  if (formatted !== undefined) {
    if (fits(formatted, constraints)) return formatted;
    return short !== undefined && fits(short, constraints) ? short : undefined;
  }
  return fitted(wordOf(request.word), constraints);
}

/** Shorter valid values of the formats whose usual example a `maxLength` may cut. */
function shortExample(format: string | undefined): string | undefined {
  switch (format?.toLowerCase()) {
    case "email":
    case "idn-email":
      return "a@b.io";
    case "uri":
    case "url":
    case "iri":
      return "a:b";
    case "hostname":
    case "idn-hostname":
      return "a.io";
    default:
      return undefined;
  }
}

/** A string within the lengths, ignoring the pattern: what a value falls back to when no match is found. */
export function fallbackString(request: StringRequest): string {
  return fitted(
    formatExample(request.format, request.place) ?? wordOf(request.word),
    request.constraints ?? {},
  );
}

function fits(text: string, { pattern, minLength = 0, maxLength }: SchemaConstraints): boolean {
  const length = codePointLength(text);
  if (length < minLength || (maxLength !== undefined && length > maxLength)) return false;
  return pattern === undefined || matchesPattern(pattern, text);
}

/** Padded with `x` up to `minLength`, cut to `maxLength` (a format's example too: lengths are stated facts). */
function fitted(text: string, { minLength = 0, maxLength }: SchemaConstraints): string {
  let points = Array.from(text);
  if (points.length < minLength) points = points.concat(Array(minLength - points.length).fill("x"));
  if (maxLength !== undefined && points.length > maxLength) points = points.slice(0, maxLength);
  return points.join("");
}

/** The property name as a word (`display_name` gives `display_name`), else `string`. */
function wordOf(word: string | undefined): string {
  return word !== undefined && /^[\w.-]{1,40}$/.test(word) ? word : "string";
}

/**
 * A valid value of each format JSON Schema and OpenAPI name (and a few common ones), the same on every run.
 * Identifiers vary with the place, so two ids in one answer differ.
 */
function formatExample(format: string | undefined, place: string): string | undefined {
  switch (format?.toLowerCase()) {
    case undefined:
      return undefined;
    case "date":
      return "2024-01-01";
    case "date-time":
      return "2024-01-01T00:00:00Z";
    case "time":
      return "00:00:00Z";
    case "duration":
      return "P1D";
    case "uuid":
    case "guid":
      return uuidOf(place);
    case "email":
    case "idn-email":
      return "user@example.com";
    case "uri":
    case "url":
    case "iri":
      return "https://example.com/";
    case "uri-reference":
    case "iri-reference":
      return "/example";
    case "uri-template":
      return "https://example.com/{id}";
    case "hostname":
    case "idn-hostname":
      return "example.com";
    case "ipv4":
      return "192.0.2.1";
    case "ipv6":
      return "2001:db8::1";
    case "byte":
      return "AAAA";
    case "json-pointer":
      return "/example";
    case "relative-json-pointer":
      return "0";
    case "regex":
      return "^.*$";
    case "password":
      return "password";
    default:
      return undefined;
  }
}

/** A version 4 UUID whose digits come from the place. */
function uuidOf(place: string): string {
  const digits = `${hexOf(place, 1)}${hexOf(place, 2)}${hexOf(place, 3)}${hexOf(place, 4)}`;
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    `4${digits.slice(13, 16)}`,
    `${"89ab"[Number.parseInt(digits[16] as string, 16) % 4]}${digits.slice(17, 20)}`,
    digits.slice(20, 32),
  ].join("-");
}
