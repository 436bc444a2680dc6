/**
 * The hostile alphabet of the property tests: names and texts a description may hold that JavaScript,
 * TypeScript, comments, string literals, URLs or terminals treat specially. Every name in a generated
 * description (schema, property, parameter, tag, operationId, enum value, discriminator) and every text
 * (title, description, default, example) is drawn from here.
 */
import fc from "fast-check";

/** Words with a meaning to JavaScript, TypeScript or the generated module. */
export const SPECIAL_WORDS: readonly string[] = [
  ...["__proto__", "constructor", "toString", "valueOf", "hasOwnProperty", "prototype", "__defineGetter__"],
  ...["default", "class", "await", "yield", "let", "enum", "static", "new", "this", "super", "import"],
  ...["export", "function", "arguments", "eval", "undefined", "null", "true", "NaN", "Infinity", "void"],
  ...["type", "interface", "declare", "namespace", "any", "never", "unknown", "string", "object", "keyof"],
  ...["Date", "Promise", "Error", "Response", "Request", "Blob", "File", "FormData", "Record", "Array"],
  ...["options", "body", "query", "headers", "cookies", "http", "client", "clientDefaults", "ApiError"],
  ...["APIResponse", "sendRequest", "queryStyle", "init", "fetch", "value", "data", "status", "then"],
];

/**
 * One unit of a name or text: letters, digits, ASCII punctuation, sequences that end a comment or open a
 * template substitution, non-ASCII letters, emoji (a surrogate pair), bidirectional controls (Trojan
 * Source), a zero-width space, NUL and other controls, line breaks.
 */
const UNITS: readonly string[] = [
  ..."aZ_$09",
  ..." -.!~*'()\"`\\/{}[]<>@#%^&+=|?,;:",
  ...["*/", "/*", "${", "</script>", "\r\n"],
  ...["ü", "Ω", "λ", "用户", "😀", "👩‍💻", "\u00a0", "\u200b", "\ufeff"],
  ...["\u202a", "\u202b", "\u202d", "\u202e", "\u2066", "\u2067", "\u2069"],
  ...["\u0000", "\u0007", "\u001b", "\t", "\n", "\u0085", "\u2028"],
];

const unit = fc.constantFrom(...UNITS);

/** A short run of hostile units, possibly empty. */
const hostileRun = (maxLength: number) => fc.string({ unit, minLength: 0, maxLength });

/** A word of letters, so that some names also have something to keep. */
const word = fc.constantFrom("pet", "Owner", "item_id", "X-Trace", "sessionKey", "a", "ID", "url");

/**
 * A name: a special word, a plain word, punctuation or Unicode only, a word with hostile units around it,
 * a name starting with a digit, or an empty-ish one.
 */
export const hostileName: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_WORDS) },
  { weight: 2, arbitrary: word },
  { weight: 3, arbitrary: hostileRun(4) },
  { weight: 2, arbitrary: fc.tuple(hostileRun(2), word, hostileRun(2)).map((parts) => parts.join("")) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.constantFrom("0", "1", "42", "-1", "1.5"), word).map((p) => p.join("")),
  },
  { weight: 1, arbitrary: fc.constantFrom("", " ", "\u200b", "_", "$", "-", "0", "😀") },
);

/** Free text (titles, descriptions, string defaults): longer, with words between the hostile units. */
export const hostileText: fc.Arbitrary<string> = fc
  .array(fc.oneof(hostileRun(3), word, fc.constantFrom(...SPECIAL_WORDS)), { maxLength: 6 })
  .map((parts) => parts.join(" "));

/** RFC 9110 token: the only names a header or cookie may have. */
export const HTTP_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/** A header or cookie name: hostile names that are tokens, else a token made of the name's token characters. */
export const tokenName: fc.Arbitrary<string> = hostileName.map((name) => {
  if (HTTP_TOKEN.test(name)) return name;
  const kept = [...name].filter((char) => HTTP_TOKEN.test(char)).join("");
  return kept === "" ? "x" : kept;
});

/** A name that can sit in a path template `{...}`: not empty and without `{}/?#%`. */
export const pathParameterName: fc.Arbitrary<string> = hostileName.map((name) => {
  const kept = name.replace(/[{}/?#%]/g, "");
  return kept === "" ? "p" : kept;
});

/**
 * Literal path text: RFC 3986 path characters (unreserved, sub-delims, `:`, `@`) and non-ASCII letters, never
 * `.` or `..` alone (URL parsers remove such segments).
 */
export const pathLiteral: fc.Arbitrary<string> = fc
  .string({
    unit: fc.constantFrom(..."aZ09-._~!$&'()*+,;=:@", "ü", "用户", "😀"),
    minLength: 1,
    maxLength: 5,
  })
  .map((text) => (text === "." || text === ".." ? "dot" : text));

/** Parameter values sent in paths and queries: any text, percent-encoded by the client. */
export const urlValue: fc.Arbitrary<string> = fc.oneof(hostileText, hostileName);

/**
 * Header values: printable ASCII without leading or trailing spaces (HTTP trims them, and fetch refuses
 * controls and characters above U+00FF in a header).
 */
export const headerValue: fc.Arbitrary<string> = fc
  .string({ unit: fc.constantFrom(..."aZ09 -_.!~*'()\"`\\/{}[]<>@#%^&+=|?,;:$"), maxLength: 8 })
  .map((text) => text.trim());
