/**
 * The regular expressions a piece of code runs, counted: each run of `exec`, through which `test`, `match`,
 * `matchAll`, `replace`, `search` and `split` run too once `exec` is replaced (ECMAScript's RegExpExec looks
 * it up), with the characters of the text it ran on. Work bounded by counting it, where timing it would fail
 * on a loaded machine.
 */

export interface RegExpRuns {
  /** Runs per pattern source. */
  runs: Map<string, number>;
  /** Characters of the texts each source ran on, together. */
  characters: Map<string, number>;
}

/**
 * Runs `during` and counts the regular expressions it runs. A source in `refused` throws instead of running,
 * so a pattern that would hold the process for minutes fails the test at once (its run is counted first).
 */
export async function countRegExpRuns<T>(
  during: () => T | Promise<T>,
  refused: readonly string[] = [],
): Promise<RegExpRuns & { result: T }> {
  const runs = new Map<string, number>();
  const characters = new Map<string, number>();
  const exec = RegExp.prototype.exec;
  RegExp.prototype.exec = function (this: RegExp, text: string) {
    const source = this.source;
    runs.set(source, (runs.get(source) ?? 0) + 1);
    characters.set(source, (characters.get(source) ?? 0) + String(text).length);
    if (refused.includes(source)) throw new Error(`countRegExpRuns: /${source}/ ran, which it must not`);
    return exec.call(this, text);
  };
  try {
    const result = await during();
    return { result, runs, characters };
  } finally {
    RegExp.prototype.exec = exec;
  }
}
