/** Wording shared by every option problem, so messages read alike. */

/** `"a", "b", "c"`: the allowed values as they would be written in JSON. */
export function quoteList(values: readonly string[]): string {
  return values.map((value) => JSON.stringify(value)).join(", ");
}

/** `a, b and c` (or `or`): a list as a sentence says it, however many the registry lists. */
export function spokenList(values: readonly string[], conjunction: "and" | "or"): string {
  if (values.length <= 1) return values.join("");
  return `${values.slice(0, -1).join(", ")} ${conjunction} ${values.at(-1)}`;
}

/** How a wrong value is shown in `(got ...)`: strings quoted, containers by kind only. */
export function describeValue(value: unknown): string {
  if (typeof value === "string")
    return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  if (value === null) return "null";
  // An empty one is said as written: "must be a non-empty list (got an array)" reads as a contradiction.
  if (Array.isArray(value)) return value.length === 0 ? "[]" : "an array";
  if (typeof value === "object") return Object.keys(value).length === 0 ? "{}" : "an object";
  return String(value);
}

/** `key` → `.key`, `x-api-key` → `["x-api-key"]`: a readable path segment for an object key. */
export function keySegment(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `.${key}` : `[${JSON.stringify(key)}]`;
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A checked value: either the normalised value, or one or more problems (one line each). */
export type Checked =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly problems: readonly string[] };

export function valid(value: unknown): Checked {
  return { ok: true, value };
}

export function invalid(...problems: string[]): Checked {
  return { ok: false, problems };
}

/** Sets `target.a.b` for the path `a.b`, creating the containing objects when missing. */
export function writePath(target: Record<string, unknown>, dottedPath: string, value: unknown): void {
  const keys = dottedPath.split(".");
  const last = keys.pop() as string;
  let current = target;
  for (const key of keys) {
    const next = isPlainObject(current[key]) ? current[key] : {};
    current[key] = next;
    current = next;
  }
  current[last] = value;
}
