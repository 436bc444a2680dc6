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

/** Edit distance where swapping two neighbouring letters (`axois` → `axios`) counts as one edit. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, at(i - 2, j - 2) + 1);
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}
