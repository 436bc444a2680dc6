/**
 * Every identifier in generated code is derived here: type names (PascalCase), members (camelCase) and
 * enum members (per `enumNamesStyle`). Uniqueness is decided by the scope in `name-scope.ts`, re-exported
 * below so callers import naming from one module.
 * Whether a text may be an identifier at all (reserved words, Unicode tables) is decided in
 * `ast/identifiers.ts`, below the plan, where printing keys needs it too.
 *
 * Decisions (each has a test in test/plan/names.test.ts):
 * - Words are split at every character that cannot be part of an identifier word (anything but letters,
 *   combining marks and digits, so `Период`, `æøå`, `用户` survive) and at case changes: `fooBar` → foo|Bar,
 *   `HTTPServer` → HTTP|Server, `v2Api` → v2|Api. A plural acronym stays one word: `IDs`, `URLs`.
 * - Case is information only when the text mixes cases. In mixed-case text an uppercase run is an
 *   acronym the author chose and is kept (`HTTPServer` → `HTTPServer`, `JWKS.ecdsa` → `JWKSEcdsa`), so a
 *   name that is already PascalCase comes out unchanged. Text whose letters are all uppercase (`ACTIVE_USER`,
 *   `UUID`) carries no word shape, so its words are lower-cased after the first letter (`ActiveUser`, `Uuid`).
 * - Two digit words are joined with `_` so numbers do not merge: `1-10` → `1_10`, not `110`.
 * - Type names that would start with a digit get the fallback word as prefix (`400` → `Schema400`): a type
 *   name reads best starting with a capital. Member names get `_` (`400` → `_400`, `default` → `_default`):
 *   the original stays visible and the name still sorts next to it.
 */
import { dropNonIdentifierChars, isValidIdentifier, isValidTypeName } from "../ast/identifiers.js";

export type { NamingEntry } from "./name-scope.js";
export { assignUniqueNames, GLOBAL_NAMES_USED_BY_OUTPUT, NameScope, numberedName } from "./name-scope.js";

// ── Words ──────────────────────────────────────────────────────────────────────────────────────────────

/** Printable ASCII only; other text (control characters included) takes the Unicode path. */
const ASCII_ONLY = /^[ -~]*$/;

/** Letters, letter numbers, combining marks and decimal digits: what an identifier word is made of. */
const WORD_RUN = /[\p{L}\p{Nl}\p{Mn}\p{Mc}\p{Nd}]+/gu;

type CharKind = "upper" | "lower" | "caseless" | "digit" | "mark";

function charKind(char: string): CharKind {
  // ASCII first: names are mostly ASCII, and the Unicode property tests are slow per character.
  if (char >= "a" && char <= "z") return "lower";
  if (char >= "A" && char <= "Z") return "upper";
  if (char >= "0" && char <= "9") return "digit";
  if (/[\p{Lu}\p{Lt}]/u.test(char)) return "upper";
  if (/\p{Ll}/u.test(char)) return "lower";
  if (/\p{Nd}/u.test(char)) return "digit";
  if (/\p{M}/u.test(char)) return "mark";
  return "caseless";
}

/** Splits at non-word characters and case changes; see the decisions at the top of this file. */
export function splitWords(raw: string): string[] {
  if (ASCII_ONLY.test(raw)) return splitAsciiWords(raw);
  return (raw.match(WORD_RUN) ?? []).flatMap(splitAtCaseChanges);
}

/**
 * Where `splitWords` splits printable ASCII, as one regular expression: characters other than letters and
 * digits; before an uppercase letter after a lowercase letter or digit; before the last uppercase letter of
 * an acronym when a word follows it (two lowercase letters, or one that is not the plural `s`).
 */
const ASCII_WORD_BOUNDARY =
  /[^A-Za-z0-9]+|(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z](?:[a-z]{2}|[a-rt-z](?![a-z])))/;

/**
 * `splitWords` for printable ASCII: most names are ASCII, and the engine's compiled regular expression splits
 * a name several times faster than a loop over its characters that runs once per name, before the just-in-time
 * compiler has optimized it (about 9 ms of GitHub's 1,223 operation ids, against 3 ms). Same rules as the
 * general path; ASCII has no marks and no caseless letters.
 */
function splitAsciiWords(raw: string): string[] {
  const parts = raw.split(ASCII_WORD_BOUNDARY);
  // A separator at either end leaves an empty part there.
  if (parts[0] === "") parts.shift();
  if (parts[parts.length - 1] === "") parts.pop();
  return parts;
}

function isAsciiLower(code: number): boolean {
  return code >= 97 && code <= 122;
}

function splitAtCaseChanges(run: string): string[] {
  const chars = Array.from(run);
  const kinds = chars.map(charKind);
  const words: string[] = [];
  let start = 0;
  for (let index = 1; index < chars.length; index++) {
    if (!startsWord(chars, kinds, index)) continue;
    words.push(chars.slice(start, index).join(""));
    start = index;
  }
  words.push(chars.slice(start).join(""));
  return words;
}

/** An uppercase letter starts a word after a lowercase letter or digit, or ends an acronym (`HTTP|Server`). */
function startsWord(chars: string[], kinds: CharKind[], index: number): boolean {
  if (kinds[index] !== "upper") return false;
  let before = index - 1;
  while (kinds[before] === "mark") before--;
  const previous = kinds[before];
  if (previous === "lower" || previous === "caseless" || previous === "digit") return true;
  return previous === "upper" && isLowercaseWordTail(lowercaseRunAt(chars, kinds, index + 1));
}

function lowercaseRunAt(chars: string[], kinds: CharKind[], start: number): string {
  let end = start;
  while (kinds[end] === "lower" || kinds[end] === "mark") end++;
  return chars.slice(start, end).join("");
}

/** A lone `s` after an acronym is its plural (`IDs`, `URLsList`), not the start of a new word. */
function isLowercaseWordTail(run: string): boolean {
  return run !== "" && run !== "s";
}

// ── Cases ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Text whose letters are all uppercase (`ACTIVE_USER`, `UUID`): its case says nothing about word shapes.
 * Caseless letters count as not uppercase, so the acronym in `用户ID` is kept.
 */
function isShouting(raw: string): boolean {
  // In printable ASCII the only lowercase letters are a–z (and there are no other letters).
  if (ASCII_ONLY.test(raw)) return !/[a-z]/.test(raw);
  return !/[\p{Ll}\p{Lm}\p{Lo}]/u.test(raw);
}

/** Upper-cases the first code point (a surrogate pair is one). */
function capitalize(word: string): string {
  const firstLength = (word.codePointAt(0) ?? 0) > 0xffff ? 2 : 1;
  return word.slice(0, firstLength).toUpperCase() + word.slice(firstLength);
}

/** Joins words (`""` for none); two digit words get `_` between them so `1-10` does not become `110`. */
function joinWords(words: readonly string[]): string {
  if (words.length === 0) return "";
  let joined = words[0] as string;
  for (let index = 1; index < words.length; index++) {
    const word = words[index] as string;
    joined +=
      isAsciiDigit(joined.charCodeAt(joined.length - 1)) && isAsciiDigit(word.charCodeAt(0))
        ? `_${word}`
        : word;
  }
  return joined;
}

/** What `\d` matches, also with the `u` flag. */
function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/**
 * Results remembered per process, keyed by the raw text: tags, schema and enum names are cased again and
 * again (once per operation, per reference, per template), and splitting into words is the costly part.
 * An empty result stands for "no words", where the caller's fallback applies.
 */
const pascalCases = new Map<string, string>();
const camelCases = new Map<string, string>();

/** `user-profile` → `UserProfile`; `HTTPServer` stays; `ACTIVE_USER` → `ActiveUser`. No validity check. */
export function toPascalCase(raw: string, fallback = ""): string {
  return casedOnce(pascalCases, raw, false) || fallback;
}

/** `user-profile` → `userProfile`; `HTTPServer` → `httpServer`: the first word is lower-cased whole. */
export function toCamelCase(raw: string, fallback = ""): string {
  return casedOnce(camelCases, raw, true) || fallback;
}

/** The words of `raw` capitalized and joined (the first lower-cased whole if asked), remembered in `cache`. */
function casedOnce(cache: Map<string, string>, raw: string, lowerFirstWord: boolean): string {
  let name = cache.get(raw);
  if (name === undefined) {
    name = ASCII_ONLY.test(raw) ? casedAscii(raw, lowerFirstWord) : casedUnicode(raw, lowerFirstWord);
    cache.set(raw, name);
  }
  return name;
}

/** A lowercase letter, then letters and digits only. */
const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;

/**
 * `casedOnce` for printable ASCII, where upper-casing a first letter is a character code away: most names
 * are ASCII, and each new one is split, cased and joined once.
 */
function casedAscii(raw: string, lowerFirstWord: boolean): string {
  // Already camelCase (a method's name, cased again for its type names): its first word is lowercase and every
  // other starts with a capital, so the words come back as they are, the first capitalized for PascalCase.
  if (CAMEL_CASE.test(raw)) return lowerFirstWord ? raw : capitalizeAscii(raw);
  const lowerRest = !/[a-z]/.test(raw);
  const words = splitAsciiWords(raw);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    if (index === 0 && lowerFirstWord) words[index] = word.toLowerCase();
    else words[index] = capitalizeAscii(lowerRest ? word.toLowerCase() : word);
  }
  return joinWords(words);
}

function casedUnicode(raw: string, lowerFirstWord: boolean): string {
  const lowerRest = isShouting(raw);
  const words = splitWords(raw).map((word, index) => {
    if (index === 0 && lowerFirstWord) return word.toLowerCase();
    return capitalize(lowerRest ? word.toLowerCase() : word);
  });
  return joinWords(words);
}

/** `capitalize` for an ASCII word. */
function capitalizeAscii(word: string): string {
  const first = word.charCodeAt(0);
  return isAsciiLower(first) ? String.fromCharCode(first - 32) + word.slice(1) : word;
}

/** PascalCase type name: `user-profile` → `UserProfile`, `400` → `Schema400`, `` → `Schema`. */
export function toTypeName(raw: string, fallback = "Schema"): string {
  return rememberedPerFallback(typeNames, raw, fallback, computeTypeName);
}

/**
 * Results remembered per process, per fallback and raw text: the same parameter and property names recur
 * thousands of times in big descriptions, and a method's name is a type name's raw text more than once (its
 * failure union, its request types).
 */
const typeNames = new Map<string, Map<string, string>>();
const memberNames = new Map<string, Map<string, string>>();

function rememberedPerFallback(
  cache: Map<string, Map<string, string>>,
  raw: string,
  fallback: string,
  compute: (raw: string, fallback: string) => string,
): string {
  let byRaw = cache.get(fallback);
  if (byRaw === undefined) {
    byRaw = new Map();
    cache.set(fallback, byRaw);
  }
  let name = byRaw.get(raw);
  if (name === undefined) {
    name = compute(raw, fallback);
    byRaw.set(raw, name);
  }
  return name;
}

function computeTypeName(raw: string, fallback: string): string {
  const name = toPascalCase(raw);
  if (name === "") return isValidTypeName(fallback) ? fallback : `_${dropNonIdentifierChars(fallback)}`;
  if (isValidTypeName(name)) return name;
  const prefixed = fallback + name;
  return isValidTypeName(prefixed) ? prefixed : fallback + dropNonIdentifierChars(name);
}

/** camelCase value name for methods, parameters, variables: `Pet ID` → `petID`, `default` → `_default`. */
export function toMemberName(raw: string, fallback = "value"): string {
  return rememberedPerFallback(memberNames, raw, fallback, computeMemberName);
}

function computeMemberName(raw: string, fallback: string): string {
  // The fallback is checked like any name: a caller's fallback may be a reserved word (`default`).
  const name = toCamelCase(raw) || fallback;
  if (isValidIdentifier(name)) return name;
  const prefixed = `_${name}`;
  return isValidIdentifier(prefixed) ? prefixed : `_${dropNonIdentifierChars(name)}`;
}

// ── Enum members ───────────────────────────────────────────────────────────────────────────────────────

export type EnumNamesStyle = "original" | "PascalCase";

/**
 * The member name for one enum value. Uniqueness within the enum is the caller's job (NameScope).
 * - `original`: the value itself (printed quoted when not an identifier, see `enumMemberKey`), except that
 *   a numeric name (`"1"`, `"-1"`, `"1.5"`) is TS2452 even quoted and gets `_` (`_1`), and so does
 *   `__proto__`, which compiles but is lost at run time (the enum object's `E["__proto__"] = ...` sets its
 *   prototype). `""` is valid as is. Names from `x-enumNames` follow the same rule.
 * - `PascalCase`: words as in `toPascalCase` (`org-name` → `OrgName`, `ACTIVE_USER` → `ActiveUser`,
 *   `someValue` → `SomeValue`); a leading sign is spelled because it carries meaning (`-1` → `Minus1`,
 *   `-name` → `MinusName` for a descending sort); a leading digit gets `_` (`1st-place` → `_1stPlace`);
 *   `""` → `Empty`; a value without letters or digits is spelled (`-` → `Minus`, `>=` → `GreaterThanEquals`).
 */
export function enumMemberName(value: string, style: EnumNamesStyle): string {
  if (style === "original") return isNumericName(value) || value === "__proto__" ? `_${value}` : value;
  if (value === "") return "Empty";
  const words = toPascalCase(value);
  if (words === "") return spellSymbols(value);
  const name = signWord(value) + words;
  return /^\d/u.test(name) ? `_${name}` : name;
}

/** TypeScript's own test for names an enum member cannot have (TS2452); `Infinity` and `NaN` are allowed. */
function isNumericName(text: string): boolean {
  const number = Number(text);
  return Number.isFinite(number) && String(number) === text;
}

function signWord(value: string): string {
  if (value.startsWith("-")) return "Minus";
  if (value.startsWith("+")) return "Plus";
  return "";
}

const SYMBOL_WORDS: Readonly<Record<string, string>> = {
  ...{ "+": "Plus", "-": "Minus", "*": "Asterisk", "/": "Slash", "\\": "Backslash", "%": "Percent" },
  ...{ "=": "Equals", "<": "LessThan", ">": "GreaterThan", "!": "Exclamation", "?": "Question" },
  ...{ "&": "Ampersand", "|": "Pipe", "^": "Caret", "~": "Tilde", "#": "Hash", "@": "At", $: "Dollar" },
  ...{ ".": "Dot", ",": "Comma", ":": "Colon", ";": "Semicolon", _: "Underscore", " ": "Space" },
  ...{ "'": "Quote", '"': "DoubleQuote", "`": "Backtick", "(": "OpenParen", ")": "CloseParen" },
  ...{ "[": "OpenBracket", "]": "CloseBracket", "{": "OpenBrace", "}": "CloseBrace" },
};

/** `>=` → `GreaterThanEquals`; characters without a common name by code point (`€` → `U20AC`). */
function spellSymbols(value: string): string {
  return Array.from(value, (char) => SYMBOL_WORDS[char] ?? codePointWord(char)).join("");
}

function codePointWord(char: string): string {
  return `U${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
