import { childPointer } from "../load/json-pointer.js";
import type { SchemaRegistry } from "./schema-registry.js";

/**
 * Where a walk is in the document: a pointer, or a step from another location. Built as the walk goes and
 * formatted only when something is reported, as a walk of a big description passes millions of nodes.
 */
export type Location = string | readonly [Location, string | number];

export function formatLocation(at: Location): string {
  const steps: (string | number)[] = [];
  let current = at;
  while (typeof current !== "string") {
    steps.push(current[1]);
    current = current[0];
  }
  return childPointer(current, ...steps.reverse());
}

/** Reports a field that is not honoured, at a location. */
export function warnUnhonouredAt(registry: SchemaRegistry, at: Location, what: string): void {
  registry.warn("unhonoured-field", formatLocation(at), what);
}
