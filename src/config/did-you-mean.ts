/** Suggestions for misspelt option and flag names. */

/**
 * The candidate closest to `input` (case-insensitive edit distance), if it is close enough to be a
 * plausible typo: at most one edit per three characters, and at least one edit allowed.
 * `candidates` maps the spelling compared against to the name suggested, so synonyms such as
 * `source` can point at `src`.
 */
export function closestName(input: string, candidates: ReadonlyMap<string, string>): string | undefined {
  const limit = Math.max(1, Math.floor(input.length / 3));
  let best: { name: string; distance: number } | undefined;
  for (const [spelling, name] of candidates) {
    const distance = editDistance(input.toLowerCase(), spelling.toLowerCase());
    if (distance <= limit && (best === undefined || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** ` (did you mean "x"?)` or an empty string. */
export function didYouMean(suggestion: string | undefined): string {
  return suggestion === undefined ? "" : ` (did you mean "${suggestion}"?)`;
}

/** Levenshtein distance with a single rolling row. */
function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
