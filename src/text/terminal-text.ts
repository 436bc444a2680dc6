/**
 * Text that reaches a terminal (or a page) as one line. What it quotes may come from a description, a file
 * name or a job name, and some characters would act or hide rather than show, so each is written as visible
 * `\uXXXX` text (`\u{XXXXX}` above U+FFFF) instead. The one class, by Unicode property so that a new
 * character of a kind is covered with its kind:
 * - control characters (`Cc`) but tab, which shows as space: ESC starts a terminal escape, CR returns to the
 *   start of the line, LF, VT, FF and NEL (U+0085) break it, the other C0 and C1 controls are hidden or obeyed;
 * - line and paragraph separators (`Zl`, `Zp`: U+2028, U+2029), a line break to editors, browsers and
 *   JavaScript;
 * - the bidirectional controls, which reorder the text around them on screen;
 * - the other format characters (`Cf`), which are invisible and so hide or join text unseen: zero-width space,
 *   word joiner, soft hyphen, byte-order mark, interlinear annotation, the tag characters (U+E0000–U+E007F,
 *   which carry ASCII invisibly). Not the zero-width joiner and non-joiner (U+200C, U+200D), which only choose
 *   glyph forms inside a word: Persian, Indic scripts and emoji sequences need them and they hide nothing;
 * - lone surrogates (`Cs`), which no terminal can show (they would print as U+FFFD, hiding which it was).
 */
const ACTING_CHARACTERS = /[^\P{Cc}\t]|[\p{Zl}\p{Zp}\p{Bidi_Control}\p{Cs}]|[^\P{Cf}\u200c\u200d]/gu;
const ANY_ACTING_CHARACTER = new RegExp(ACTING_CHARACTERS.source, "u");

/** `text` with every character that would act written as `\uXXXX`. */
export function escapeForTerminal(text: string): string {
  // Most lines have none: answered without building a new string.
  if (!ANY_ACTING_CHARACTER.test(text)) return text;
  return text.replace(ACTING_CHARACTERS, visibleEscape);
}

/**
 * A character as the text `\uXXXX` (upper-case hex), or `\u{XXXXX}` above U+FFFF (JavaScript's spelling of
 * both), which shows it rather than letting it act.
 */
export function visibleEscape(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0;
  const hex = codePoint.toString(16).toUpperCase();
  return codePoint > 0xffff ? `\\u{${hex}}` : `\\u${hex.padStart(4, "0")}`;
}
