/**
 * Wildcards for `exclude.tags` / `exclude.operationIds`: `*` is any run of characters (including none),
 * `?` is exactly one character, and everything else (`/`, `.`, `[`, `{`, `\`, `!`, `#` ...) is literal.
 * Glob libraries treat `/` as a path separator and `[...]` as a class, which is wrong for tag names
 * such as `pets/v1` or `[Deprecated] Users`, hence this small matcher.
 */

/**
 * Whether `name` matches `pattern`. The pattern is split at `*` into segments; the first is anchored
 * at the start, the last at the end, and each middle segment takes its leftmost occurrence (the earliest
 * match always leaves the most room for the rest). No backtracking, so `*a*a*a*…b` stays fast:
 * the cost is at most (name length × longest segment) character comparisons, counted into `work` when given.
 */
export function wildcardMatch(pattern: string, name: string, work?: WildcardWork): boolean {
  // Code points, so `?` matches one emoji rather than half of a surrogate pair.
  const chars = Array.from(name);
  const segments = pattern.split("*").map((segment) => Array.from(segment));
  const first = segments[0] ?? [];
  if (segments.length === 1) return first.length === chars.length && segmentMatchesAt(first, chars, 0, work);

  const last = segments[segments.length - 1] ?? [];
  const end = chars.length - last.length;
  if (first.length > end) return false;
  if (!segmentMatchesAt(first, chars, 0, work) || !segmentMatchesAt(last, chars, end, work)) return false;

  let cursor = first.length;
  for (const middle of segments.slice(1, -1)) {
    const found = findSegment(middle, chars, cursor, end, work);
    if (found === -1) return false;
    cursor = found + middle.length;
  }
  return true;
}

/** The character comparisons a match made (for its test, which bounds them). */
export interface WildcardWork {
  comparisons: number;
}

function segmentMatchesAt(
  segment: readonly string[],
  chars: readonly string[],
  start: number,
  work: WildcardWork | undefined,
): boolean {
  if (start < 0 || start + segment.length > chars.length) return false;
  return segment.every((char, index) => {
    if (work) work.comparisons++;
    return char === "?" || char === chars[start + index];
  });
}

/** Leftmost start in [from, to - segment.length] where the segment matches, or -1. */
function findSegment(
  segment: readonly string[],
  chars: readonly string[],
  from: number,
  to: number,
  work: WildcardWork | undefined,
): number {
  for (let start = from; start + segment.length <= to; start++) {
    if (segmentMatchesAt(segment, chars, start, work)) return start;
  }
  return -1;
}

/**
 * Signs that an entry was written as a regular expression. Each is chosen so that ordinary tag and
 * operationId text stays a wildcard: `foo(bar)`, `C++ SDK`, `[Deprecated] Users`, `users/{id}`,
 * `$special` and `a.b` are all accepted as literal characters.
 */
const REGEX_SIGNS: ReadonlyArray<readonly [test: (pattern: string) => boolean, reason: string]> = [
  [(p) => /^\/.+\/[dgimsuvy]*$/.test(p), "it is written as a /regex/ literal"],
  [(p) => p.startsWith("^") || /[^\\]\$$/.test(p), 'it uses the anchors "^" or "$"'],
  [(p) => /\.[*+]/.test(p), 'it uses ".*" or ".+"'],
  [(p) => /\\[dDwWsSbB.()[\]{}*+?^$|/\\]/.test(p), "it uses a backslash escape such as \\d or \\."],
  [(p) => /\([^()]*\|[^()]*\)/.test(p), "it uses an alternation group such as (a|b)"],
  [(p) => /\(\?[:=!<]/.test(p), "it uses a (?:...) or lookaround group"],
  [(p) => hasCharacterClass(p), "it uses a character class such as [0-9] or [a-z]"],
  [(p) => /[)\]]\+/.test(p), 'it puts "+" after a group or class'],
  [(p) => /[^\\{]\{\d+(?:,\d*)?\}/.test(p), "it uses a {n,m} quantifier"],
];

/** Why `pattern` looks like a regular expression, or `undefined` when it is a plain wildcard. */
export function regexReason(pattern: string): string | undefined {
  return REGEX_SIGNS.find(([test]) => test(pattern))?.[1];
}

/**
 * The wildcard a simple regex most likely meant: `admin.*` → `admin*`, `^admin` → `admin*`,
 * `List$` → `*List`, `/^get.+/` → `get?*`. `undefined` when the rewrite is still not a plain wildcard.
 */
export function wildcardFromRegex(pattern: string): string | undefined {
  let body = pattern.replace(/^\/(.+)\/[dgimsuvy]*$/, "$1");
  const anchoredStart = body.startsWith("^");
  const anchoredEnd = /[^\\]\$$/.test(body);
  body = body.replace(/^\^/, "").replace(/\$$/, "").replaceAll(".*", "*").replaceAll(".+", "?*");
  // An anchor at one end only means the other end is open.
  if (anchoredStart && !anchoredEnd && !body.endsWith("*")) body = `${body}*`;
  if (anchoredEnd && !anchoredStart && !body.startsWith("*")) body = `*${body}`;
  return body !== "" && body !== pattern && regexReason(body) === undefined ? body : undefined;
}

/**
 * A bracket group counts as a class only when it holds nothing but ranges (`a-z`), class escapes
 * (`\d`) and a few punctuation characters; `[pre-release]` or `[Beta]` stay literal text.
 */
function hasCharacterClass(pattern: string): boolean {
  const contents = Array.from(pattern.matchAll(/\[([^\]]*)\]/g), (match) => match[1] ?? "");
  return contents.some(
    (content) => /^\^?(?:\w-\w|\\[dDwWsS]|[_.$-])+$/.test(content) && /\w-\w|\\[dDwWsS]/.test(content),
  );
}
