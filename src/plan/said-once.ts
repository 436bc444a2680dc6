/**
 * What several operations would each write alike, said once: one module-level declaration under a planned
 * name, which each of those operations' descriptors names instead. Used for lists of security requirements,
 * failure revivers and parameter style writers (see plan-security.ts and its neighbours). What only one
 * operation writes stays written where it is.
 */
import type { NameScope } from "./names.js";
import type { PlannedOperation } from "./operation-plan-types.js";

/** One declaration several operations share: its name and the first operation that writes it. */
export interface SaidOnce {
  name: string;
  first: PlannedOperation;
}

/**
 * Names, in the order they first appear, the parts whose `keyOf` more than one operation shares, and hands
 * each operation that may use its part's name to `use`. An operation with an argument of that name (which
 * would hide the declaration in its body) keeps writing its part. Claims the names in `topLevel`, so it
 * comes after every other top-level name: none of those depends on these. A part every operation of which
 * hides it is left out of the result (its name stays claimed, unused).
 */
export function planSaidOnce(
  operations: readonly PlannedOperation[],
  keyOf: (planned: PlannedOperation) => string | undefined,
  baseName: string,
  topLevel: NameScope,
  use: (planned: PlannedOperation, name: string) => void,
): SaidOnce[] {
  const keys = new Map<PlannedOperation, string>();
  const uses = new Map<string, number>();
  for (const planned of operations) {
    const key = keyOf(planned);
    if (key === undefined) continue;
    keys.set(planned, key);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, SaidOnce>();
  const used = new Set<string>();
  for (const [planned, key] of keys) {
    if ((uses.get(key) ?? 0) < 2) continue;
    let part = shared.get(key);
    if (part === undefined) {
      part = { name: topLevel.claim(baseName), first: planned };
      shared.set(key, part);
    }
    const { name } = part;
    if (planned.optionsName === name || planned.arguments.some((argument) => argument.name === name))
      continue;
    use(planned, name);
    used.add(name);
  }
  return [...shared.values()].filter((part) => used.has(part.name));
}
