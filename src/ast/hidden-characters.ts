/**
 * Characters from description text that must not reach generated code as they are, because they change
 * what a reader sees without changing what the compiler sees ("Trojan Source", CVE-2021-42574):
 * - the bidirectional embedding, override and isolate controls U+202A–U+202E and U+2066–U+2069, which
 *   reorder the text around them on screen (code can look commented out or inside a string when it is not);
 * - NUL and the other control characters (C0 but tab and line breaks, DEL, C1), which terminals and editors
 *   interpret or hide.
 * Comments, and messages that quote description text, get them as visible `\uXXXX` text. String and template
 * literals get the printer's own escapes (see `stringLiteral` in nodes.ts; the printer escapes C0 itself).
 * Text printed verbatim (`x-ts-type`) may not hold any. Identifiers cannot contain any of them.
 */

import { visibleEscape } from "../text/terminal-text.js";

const BIDI_CONTROLS = "\\u202a-\\u202e\\u2066-\\u2069";

/**
 * What a literal must not show as it is: bidi controls and C1 controls (the printer escapes C0), and lone
 * surrogates, which UTF-8 cannot encode (the file would hold U+FFFD instead of the value's code unit; escaped,
 * `\uD800` keeps it). Under `u` a surrogate range matches only an unpaired one.
 */
const HIDDEN_IN_LITERALS = new RegExp(`[\\u0080-\\u009f${BIDI_CONTROLS}\\ud800-\\udfff]`, "u");

/** What verbatim text must not hold: every control (`Cc`) but tab and line breaks, and bidi controls. */
const HIDDEN_IN_VERBATIM = new RegExp(`[^\\P{Cc}\\t\\n\\r]|[${BIDI_CONTROLS}]`, "u");

/** What a comment line writes as `\uXXXX`: every control but tab (lines are split before), bidi controls. */
const HIDDEN_IN_COMMENTS = new RegExp(`[^\\P{Cc}\\t]|[${BIDI_CONTROLS}]`, "gu");
const ANY_HIDDEN_IN_COMMENTS = new RegExp(HIDDEN_IN_COMMENTS.source, "u");

/** Whether a literal with this text must be printed with escapes rather than as readable text. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN_IN_LITERALS.test(text);
}

/** Whether text that is printed exactly as written holds a hidden character. */
export function hasHiddenCharactersInVerbatim(text: string): boolean {
  return HIDDEN_IN_VERBATIM.test(text);
}

/** `text` with every hidden character written as `\uXXXX`: for comment text and text quoted in messages. */
export function escapeHiddenCharacters(text: string): string {
  // Most comment text has none: answered without building a new string.
  if (!ANY_HIDDEN_IN_COMMENTS.test(text)) return text;
  return text.replace(HIDDEN_IN_COMMENTS, visibleEscape);
}
