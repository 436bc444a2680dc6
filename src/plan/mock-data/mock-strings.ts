/**
 * Strings for mock data: a `format`'s valid value (never the clock: dates are spread over 2024 and 2025), else
 * a string matching the `pattern`, else a string the property's name says it holds (plausible-strings.ts), else
 * the name itself, padded or cut to the schema's lengths.
 */
import type { SchemaConstraints } from "../../model/types.js";
import { codePointLength, matchesPattern, type OVER_BUDGET, stringMatching } from "./pattern-string.js";
import {
  dateOf,
  kindOf,
  personEmail,
  plausibleString,
  type StringKind,
  slugOf,
  uuidOf,
} from "./plausible-strings.js";
import { seedOf } from "./variety.js";

/** What a string needs: where it sits (for variety), the property it is the value of, and its facts. */
export interface StringRequest {
  place: string;
  /** The property name the value belongs to, when it is one: what the text is chosen by. */
  word?: string | undefined;
  /** Which item of a list the value is (0 elsewhere): the plain word gets its number (`tag2`). */
  variant?: number | undefined;
  format?: string | undefined;
  constraints?: SchemaConstraints | undefined;
}

/**
 * `undefined`: the pattern, or the format within the lengths, could not be honoured (the caller reports it
 * and falls back to `fallbackString`).
 */
export function mockString(request: StringRequest): string | undefined | typeof OVER_BUDGET {
  const { constraints = {} } = request;
  const formatted = formatExample(request.format, request.place, kindOf(request.word));
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
  return fitted(plainString(request), constraints);
}

/** Without a format or a pattern: what the property's name says it holds, else the name itself. */
function plainString({ word, variant = 0, place }: StringRequest): string {
  const kind = kindOf(word);
  return kind === undefined ? wordOf(word, variant) : plausibleString(kind, place);
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
    formatExample(request.format, request.place, kindOf(request.word)) ?? plainString(request),
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
  // Most strings have no bounds: only those with one are split into code points.
  if (minLength === 0 && maxLength === undefined) return text;
  let points = Array.from(text);
  if (points.length < minLength) points = points.concat(Array(minLength - points.length).fill("x"));
  if (maxLength !== undefined && points.length > maxLength) points = points.slice(0, maxLength);
  return points.join("");
}

/**
 * The property name as a word (`display_name` gives `display_name`), else `string`; a list's items numbered
 * (`tag`, `tag2`, ...) so that they differ.
 */
function wordOf(word: string | undefined, variant: number): string {
  const text = word !== undefined && /^[\w.-]{1,40}$/.test(word) ? word : "string";
  return variant === 0 ? text : `${text}${variant + 1}`;
}

/**
 * A valid value of each format JSON Schema and OpenAPI name (and a few common ones), the same on every run.
 * Dates, identifiers, emails and URLs vary with the place, so two in one answer differ; emails and URLs take
 * what the property's name says (`avatar_url`: an image's).
 */
function formatExample(
  format: string | undefined,
  place: string,
  kind: StringKind | undefined,
): string | undefined {
  switch (format?.toLowerCase()) {
    case undefined:
      return undefined;
    case "date":
      return dateOf(seedOf(place)).slice(0, 10);
    case "date-time":
      return dateOf(seedOf(place));
    case "time":
      return `${dateOf(seedOf(place)).slice(11, 19)}Z`;
    case "duration":
      return "P1D";
    case "uuid":
    case "guid":
      return uuidOf(place);
    case "email":
    case "idn-email":
      return personEmail(seedOf(place));
    case "uri":
    case "url":
    case "iri":
      return plausibleString(kind === "imageUrl" ? "imageUrl" : "url", place);
    case "uri-reference":
    case "iri-reference":
      return "/example";
    case "uri-template":
      return "https://example.com/{id}";
    case "hostname":
    case "idn-hostname":
      return `${slugOf(seedOf(place))}.example.com`;
    case "ipv4":
      return plausibleString("ipAddress", place);
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
