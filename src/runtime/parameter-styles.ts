/**
 * Runtime of per-parameter serialization, spliced into a client after request-parts.ts only when
 * some operation has a parameter that states `style`/`explode` (Swagger 2.0: `collectionFormat`) or
 * `allowReserved`, or a form body field whose encoding states them. Such parameters are sent exactly as OpenAPI
 * defines the style; OpenAPI defines its styles by RFC 6570's expansions, which {@link expand} follows. Form
 * fields are written like query parameters of their style. Imports are dropped when spliced.
 */
import { encodeValue, queryText, simpleValue } from "./request-parameters.js";
import {
  type EncodedRequestBody,
  type ParameterWriters,
  type QueryStyle,
  type RequestDescriptor,
  toFormData,
  toUrlEncoded,
} from "./request-parts.js";

/**
 * The stated serialization of an operation's parameters, keyed by wire name per location. A value is the
 * OpenAPI style, `*` after it when exploded and `+` before it for `allowReserved`: `deepObject`, `matrix*`,
 * `+form`. A lone `+` keeps `queryParamsSerialization`, with reserved characters unencoded. A query value
 * `querystring:form` or `querystring:text` is the whole query string (OpenAPI 3.2's `in: querystring`).
 * `form` holds the fields of a form body, which OpenAPI writes like query parameters of the same style.
 */
export interface StatedStyles {
  path?: Record<string, string>;
  query?: Record<string, string>;
  header?: Record<string, string>;
  cookie?: Record<string, string>;
  form?: Record<string, string>;
}

/** The parameter writers, and the writer of an urlencoded body's fields (`name=value` parts joined by `&`). */
export interface StyledWriters extends ParameterWriters {
  form(name: string, value: unknown): string | undefined;
}

/** The descriptor's `styles`: writers of the parameters `stated` names; the others are left to the defaults. */
export function styledParameters(stated: StatedStyles): StyledWriters {
  return {
    path: (name, value) => {
      const style = statedStyle(stated.path, name);
      if (!style) return undefined;
      const how = style.name === "label" ? LABEL : style.name === "matrix" ? MATRIX : SIMPLE;
      const join = delimiter(PATH_JOINS, style, how.join);
      return expand(name, value, style.explode, { ...how, join });
    },
    query: (name, value, contract) => {
      const style = statedStyle(stated.query, name);
      return style && styledQuery(name, value, style, contract);
    },
    // Header values are not percent-encoded; `simpleValue` already writes every other header.
    header: (name, value) => {
      const style = statedStyle(stated.header, name);
      if (!style || (!style.explode && !Object.prototype.hasOwnProperty.call(HEADER_JOINS, style.name)))
        return undefined;
      const join = delimiter(HEADER_JOINS, style, ",");
      return expand(name, value, style.explode, { ...SIMPLE, join, encode: keepText });
    },
    cookie: (name, value) => {
      const style = statedStyle(stated.cookie, name);
      return style && expand(name, value, style.explode, style.name === "cookie" ? COOKIE : COOKIE_FORM);
    },
    // A field's code always names its style (never a lone `+`), so no query contract is read.
    form: (name, value) => {
      const style = statedStyle(stated.form, name);
      return style && styledQuery(name, value, style);
    },
  };
}

/**
 * An `application/x-www-form-urlencoded` body whose descriptor's `styles` state how some fields are written:
 * those as query parameters of their style (`metadata[order]=1&expand[]=customer` for `deepObject`), the
 * others as `toUrlEncoded` writes them, in the body's order.
 */
export function styledUrlencodedBody(value: unknown, request: RequestDescriptor): EncodedRequestBody {
  // Only operations whose `styles` come from `styledParameters` name this encoder.
  const writers = request.styles as StyledWriters | undefined;
  const parts: string[] = [];
  for (const [name, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const part = writers?.form(name, item) ?? toUrlEncoded({ [name]: item }).toString();
    if (part !== "") parts.push(part);
  }
  return { body: parts.join("&"), contentType: "application/x-www-form-urlencoded" };
}

/**
 * A `multipart/form-data` body whose descriptor's `styles` state how some fields are written: each of those as
 * the parts its query text names, decoded (`file_link_data[create]=true` is the part `file_link_data[create]`
 * holding `true`), the others, and any field holding a file, as `toFormData` writes them.
 */
export function styledMultipartBody(value: unknown, request: RequestDescriptor): EncodedRequestBody {
  // Only operations whose `styles` come from `styledParameters` name this encoder.
  const writers = request.styles as StyledWriters | undefined;
  const form = new FormData();
  for (const [name, item] of Object.entries((value ?? {}) as Record<string, unknown>)) {
    const text = holdsBlob(item) ? undefined : writers?.form(name, item);
    if (text === undefined) {
      toFormData({ [name]: item }).forEach((part, key) => {
        form.append(key, part);
      });
      continue;
    }
    for (const pair of text === "" ? [] : text.split("&")) {
      const [key = "", ...rest] = pair.split("=");
      form.append(decodeURIComponent(key), decodeURIComponent(rest.join("=")));
    }
  }
  return { body: form, contentType: undefined };
}

const holdsBlob = (value: unknown): boolean =>
  value instanceof Blob || (Array.isArray(value) && value.some((item) => item instanceof Blob));

interface StatedStyle {
  name: string;
  explode: boolean;
  reserved: boolean;
}

/** The style `styles` states for `name`; own entries only (a parameter may be named `constructor`). */
function statedStyle(styles: Record<string, string> | undefined, name: string): StatedStyle | undefined {
  const code = styles && Object.prototype.hasOwnProperty.call(styles, name) ? styles[name] : undefined;
  if (typeof code !== "string") return undefined;
  const reserved = code.startsWith("+");
  const explode = code.endsWith("*");
  return { name: code.slice(reserved ? 1 : 0, explode ? -1 : code.length), explode, reserved };
}

/**
 * RFC 6570 reserved expansion (`allowReserved: true`): reserved characters and `%XX` triplets stay as they
 * are, except those that would change how a query string is parsed (`#`, `&`, `+`, `[`, `]`), which OpenAPI
 * leaves the client to encode.
 */
export function encodeReserved(text: string): string {
  return text.replace(/%(?![0-9A-Fa-f]{2})|[^A-Za-z0-9\-._~:/?@!$'()*,;=%]/gu, (char) =>
    encodeURIComponent(char),
  );
}

/** How RFC 6570 expands a value in one style. */
interface Expansion {
  /** Written once before the value: `.` (label), `;` (matrix). */
  first: string;
  /** Between the items of an exploded array or object. */
  separator: string;
  /** Between the items of an array or object that is not exploded. */
  join: string;
  /** Items are written `name=value` (matrix, form). */
  named: boolean;
  /** An empty value is the bare name (matrix: `;color`), not `name=`. */
  bareWhenEmpty: boolean;
  encode: (text: string) => string;
  encodeName: (text: string) => string;
}

const keepText = (text: string) => text;
const SIMPLE: Expansion = {
  first: "",
  separator: ",",
  join: ",",
  named: false,
  bareWhenEmpty: false,
  encode: encodeValue,
  encodeName: encodeValue,
};
const LABEL: Expansion = { ...SIMPLE, first: ".", separator: "." };
const MATRIX: Expansion = { ...SIMPLE, first: ";", separator: ";", named: true, bareWhenEmpty: true };
/** A `Cookie` header separates cookies by `; ` (an exploded cookie is several cookies); names as written. */
const COOKIE_FORM: Expansion = { ...SIMPLE, separator: "; ", named: true, encodeName: keepText };
/** OpenAPI 3.2's `cookie` style: `form` in a `Cookie` header, with nothing percent-encoded. */
const COOKIE: Expansion = { ...COOKIE_FORM, encode: keepText };

const present = (value: unknown) => value !== undefined && value !== null;

/** One value in one style; `""` for an empty array or object (RFC 6570: undefined, nothing is written). */
function expand(name: string, value: unknown, explode: boolean, how: Expansion): string {
  const named = how.named ? `${how.encodeName(name)}=` : "";
  const isArray = Array.isArray(value);
  if (isArray || (typeof value === "object" && value !== null && !(value instanceof Date))) {
    // Arrays as their items; objects as key, value pairs (`R=100` exploded, `R,100` not).
    const items = isArray
      ? value.filter(present).map((item) => how.encode(simpleValue(item)))
      : Object.entries(value as object)
          .filter(([, item]) => present(item))
          .map(([key, item]) => how.encode(key) + (explode ? "=" : how.join) + how.encode(simpleValue(item)));
    if (items.length === 0) return "";
    if (!explode) return how.first + named + items.join(how.join);
    return how.first + items.map((item) => (isArray ? named : "") + item).join(how.separator);
  }
  const text = how.encode(simpleValue(value));
  return how.first + (text === "" && how.bareWhenEmpty ? how.encodeName(name) : named + text);
}

/** Between the values of a delimited query parameter that is not exploded (`tabDelimited`: Swagger's tsv). */
const QUERY_JOINS: Record<string, string> = {
  spaceDelimited: "%20",
  pipeDelimited: "|",
  tabDelimited: "%09",
};
/**
 * The delimited styles on a path or header parameter, which only Swagger 2.0 states (`collectionFormat`
 * `ssv`, `pipes`, `tsv`): in a path percent-encoded like the values (`|` is no path character), in a header
 * as they are.
 */
const PATH_JOINS: Record<string, string> = {
  spaceDelimited: "%20",
  pipeDelimited: "%7C",
  tabDelimited: "%09",
};
const HEADER_JOINS: Record<string, string> = { spaceDelimited: " ", pipeDelimited: "|", tabDelimited: "\t" };

/** The delimiter `joins` gives a style, or `fallback`. */
function delimiter(joins: Record<string, string>, style: StatedStyle, fallback: string): string {
  return Object.prototype.hasOwnProperty.call(joins, style.name) ? (joins[style.name] as string) : fallback;
}

/** A query parameter in its stated style (`form`, the delimited ones, `deepObject`), or `""` when empty. */
function styledQuery(name: string, value: unknown, style: StatedStyle, contract?: QueryStyle): string {
  const encode = style.reserved ? encodeReserved : encodeValue;
  if (style.name === "" && contract) return queryText({ [name]: value }, contract, encode);
  if (!present(value)) return "";
  // The whole query string: an object as a form body of that media type, or text (JSON text for JSON).
  if (style.name === "querystring:form") return formQueryString(value);
  if (style.name === "querystring:text") return encodeValue(simpleValue(value));
  if (style.name === "deepObject" && (isPlainObject(value) || Array.isArray(value))) {
    return deepObjectParts(encodeValue(name), value, encode).join("&");
  }
  const join = delimiter(QUERY_JOINS, style, ",");
  return expand(name, value, style.explode, { ...SIMPLE, separator: "&", join, named: true, encode });
}

/**
 * The whole query string of a form: an object's names and values; anything else (which the generator warns
 * of) is form text already, `a=1&b=2`, read and written back so that `=` and `&` keep their meaning, each
 * item of a list in turn. Never a string's characters by index (`0=a&1=b`).
 */
function formQueryString(value: unknown): string {
  if (isPlainObject(value)) return toUrlEncoded(value).toString();
  const items = Array.isArray(value) ? value : [value];
  return items
    .filter(present)
    .map((item) => new URLSearchParams(String(item)).toString())
    .filter((text) => text !== "")
    .join("&");
}

const isPlainObject = (value: unknown): value is object =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof Date);

/**
 * `deepObject` at any depth and for arrays, which OpenAPI leaves undefined: nested keys in brackets
 * (`filter[a][b]=1`), array items as `[]` when scalars (`expand[]=x`, `filter[tags][]=x`) and by index when
 * objects or arrays (`filter[items][0][id]=1`): what qs and Rack (Rails, Stripe) read back as the same structure.
 */
function deepObjectParts(key: string, value: unknown, encode: (text: string) => string): string[] {
  if (!present(value)) return [];
  if (Array.isArray(value)) {
    return value.flatMap((item, index) => {
      const slot = isPlainObject(item) || Array.isArray(item) ? String(index) : "";
      return deepObjectParts(`${key}[${slot}]`, item, encode);
    });
  }
  if (isPlainObject(value)) {
    return Object.entries(value).flatMap(([name, item]) =>
      deepObjectParts(`${key}[${encodeValue(name)}]`, item, encode),
    );
  }
  return [`${key}=${encode(simpleValue(value))}`];
}
