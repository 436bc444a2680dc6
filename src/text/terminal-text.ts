/**
 * Text that reaches a terminal (or a page) as one line. What it quotes may come from a description, a file
 * name or a job name, and some characters would act rather than show: control characters (ESC starts a
 * terminal escape, CR returns to the start of the line, LF and NEL U+0085 break it, the other C0 and C1
 * controls are hidden or obeyed), the line and paragraph separators U+2028 and U+2029 (a line break to
 * editors, browsers and JavaScript), and the bidirectional controls, which reorder the text around them on
 * screen. Each is written as visible `\uXXXX` text instead. Tab stays: it is shown as space.
 */
const ACTING_CHARACTERS = /[^\P{Cc}\t]|[\p{Zl}\p{Zp}\p{Bidi_Control}]/gu;
const ANY_ACTING_CHARACTER = new RegExp(ACTING_CHARACTERS.source, "u");

/** `text` with every character that would act written as `\uXXXX`. */
export function escapeForTerminal(text: string): string {
  // Most lines have none: answered without building a new string.
  if (!ANY_ACTING_CHARACTER.test(text)) return text;
  return text.replace(ACTING_CHARACTERS, visibleEscape);
}

/** A character as the text `\uXXXX` (upper-case hex), which shows it rather than letting it act. */
export function visibleEscape(char: string): string {
  return `\\u${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, "0")}`;
}
