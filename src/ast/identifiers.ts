/**
 * Identifier rules: which text is an IdentifierName, which names a module may declare as a value or as a
 * type, and which characters may appear in an identifier. Naming policy (word splitting, cases, uniqueness)
 * is plan's (`plan/names.ts`); the keys and member accesses printed here rely on these rules.
 */
import ts from "../compiler-api.js";

const KEYWORD_KINDS: ReadonlyMap<string, ts.SyntaxKind> = keywordKindsByText();

function keywordKindsByText(): Map<string, ts.SyntaxKind> {
  const kinds = new Map<string, ts.SyntaxKind>();
  for (let kind = ts.SyntaxKind.FirstKeyword; kind <= ts.SyntaxKind.LastKeyword; kind++) {
    const text = ts.tokenToString(kind);
    if (text !== undefined) kinds.set(text, kind);
  }
  return kinds;
}

/** `await` is reserved at the top level of a module, and all our output is modules. */
function isReservedWord(text: string): boolean {
  const kind = KEYWORD_KINDS.get(text);
  if (kind === undefined) return false;
  const reserved = kind >= ts.SyntaxKind.FirstReservedWord && kind <= ts.SyntaxKind.LastReservedWord;
  const strictReserved =
    kind >= ts.SyntaxKind.FirstFutureReservedWord && kind <= ts.SyntaxKind.LastFutureReservedWord;
  return reserved || strictReserved || kind === ts.SyntaxKind.AwaitKeyword;
}

/**
 * Legal identifiers that must still not be declared: `arguments`/`eval` are errors in strict mode, and a
 * binding named `undefined` would silently change the meaning of every `=== undefined` after it.
 */
const FORBIDDEN_BINDINGS: ReadonlySet<string> = new Set(["arguments", "eval", "undefined"]);

/** Types built into the language; declaring one is TS2457 (`type string = ...`). */
const PREDEFINED_TYPE_NAMES: ReadonlySet<string> = new Set([
  ...["any", "unknown", "never", "void", "undefined", "object"],
  ...["string", "number", "bigint", "boolean", "symbol"],
]);

const ASCII_IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** Printable ASCII only; other text (control characters included) takes the Unicode path. */
const ASCII_ONLY = /^[ -~]*$/;

/**
 * An ECMAScript IdentifierName: identifier characters only, keywords allowed. Enough for a property key
 * (`{ default: 1 }`, `a.class`). Uses the compiler's public Unicode tables (`ts.isIdentifierText` is not
 * part of the typed API).
 */
export function isIdentifierName(text: string): boolean {
  // Most names are ASCII: answered without walking code points through the Unicode tables.
  if (ASCII_IDENTIFIER.test(text)) return true;
  if (ASCII_ONLY.test(text)) return false;
  const [first, ...rest] = Array.from(text, (char) => char.codePointAt(0) ?? 0);
  if (first === undefined || !ts.isIdentifierStart(first, ts.ScriptTarget.ESNext)) return false;
  return rest.every((codePoint) => ts.isIdentifierPart(codePoint, ts.ScriptTarget.ESNext));
}

/** A name a module may declare as a value (variable, parameter, function): no reserved word, strict mode. */
export function isValidIdentifier(text: string): boolean {
  return isIdentifierName(text) && !isReservedWord(text) && !FORBIDDEN_BINDINGS.has(text);
}

/** A name a module may declare as a type: a valid identifier that is not a predefined type (`string`). */
export function isValidTypeName(text: string): boolean {
  return isValidIdentifier(text) && !PREDEFINED_TYPE_NAMES.has(text);
}

/**
 * `text` without the characters the compiler's Unicode tables reject as identifier parts. Naming's last
 * resort for characters the engine's `\p{L}` accepts although the compiler does not (the two can be on
 * different Unicode versions).
 */
export function dropNonIdentifierChars(text: string): string {
  return Array.from(text)
    .filter((char) => ts.isIdentifierPart(char.codePointAt(0) ?? 0, ts.ScriptTarget.ESNext))
    .join("");
}
