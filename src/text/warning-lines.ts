/**
 * Warning lines, one per construct: a big description repeats one construct at thousands of places, and the
 * first place and how many others there are say what a line per place would
 * (`... (also at 499 other places)`).
 */
export interface WarningLines {
  /** The lines, in the order their constructs were first found. */
  readonly lines: string[];
  /** `line` for the construct `key`; a construct already there counts one more place on its line instead. */
  add(key: string, line: string): void;
}

export function warningLines(): WarningLines {
  const lines: string[] = [];
  const firstByKey = new Map<string, { index: number; line: string; others: number }>();
  return {
    lines,
    add(key, line) {
      const first = firstByKey.get(key);
      if (first === undefined) {
        firstByKey.set(key, { index: lines.length, line, others: 0 });
        lines.push(line);
        return;
      }
      first.others++;
      const places = first.others === 1 ? "1 other place" : `${first.others} other places`;
      lines[first.index] = `${first.line} (also at ${places})`;
    },
  };
}
