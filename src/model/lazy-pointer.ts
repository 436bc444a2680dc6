import { childPointer } from "../load/json-pointer.js";
import type { SchemaRegistry } from "./schema-registry.js";

/**
 * Where a walk is within the document: a JSON pointer, or a step from another such place. Built as the walk
 * goes and formatted as a pointer only when something is reported, as a walk of a big description passes
 * millions of nodes. (Which document a place is in is load's `Location`, `load/document-location.ts`.)
 */
export type LazyPointer = string | readonly [LazyPointer, string | number];

export function formatPointer(at: LazyPointer): string {
  const steps: (string | number)[] = [];
  let current = at;
  while (typeof current !== "string") {
    steps.push(current[1]);
    current = current[0];
  }
  return childPointer(current, ...steps.reverse());
}

/** Reports a field that is not honoured, at a place of the walk. */
export function warnUnhonouredAt(registry: SchemaRegistry, at: LazyPointer, what: string): void {
  registry.warn("unhonoured-field", formatPointer(at), what);
}
