/**
 * What several operations would each write alike, said once: one module-level declaration under a planned
 * name, which each of those operations' descriptors names instead. What only one operation writes stays
 * written where it is. Three parts are said once:
 * - a list of security requirements (Stripe's 452 operations all send `[['basicAuth'], ['bearerAuth']]`):
 *   `security: securityRequirements`;
 * - a failure reviver (Microsoft Graph's operations all answer 4XX and 5XX with one error schema that holds
 *   dates): `reviveError: reviveFailures`;
 * - the writers of stated parameter styles (Stripe's `expand` as a deep object on hundreds of operations):
 *   `styles: parameterStyles`.
 * The names are claimed after every other top-level name, so none of those depends on these.
 */
import { type DateShape, shapeKey } from "./date-shapes.js";
import type { NameScope } from "./names.js";
import type { PlannedGroup, PlannedOperation } from "./operation-plan-types.js";
import { statedStyles } from "./parameter-wire.js";
import type { OperationDates } from "./plan-dates.js";

/** A module constant holding one list of security requirements. */
export interface SharedSecurity {
  name: string;
  requirements: string[][];
}

/** A module function reviving the failure bodies of several operations. */
export interface SharedFailureReviver {
  name: string;
  failures: NonNullable<OperationDates["failures"]>;
}

/** A module constant holding the style writers of several operations; `first` is one of them. */
export interface SharedStyles {
  name: string;
  first: PlannedOperation;
}

export interface SaidOncePlan {
  security: SharedSecurity[];
  failureRevivers: SharedFailureReviver[];
  styles: SharedStyles[];
}

/** Plans every part said once and records each part's name on the operations that use it. */
export function planSaidOnce(groups: readonly PlannedGroup[], topLevel: NameScope): SaidOncePlan {
  const operations = groups.flatMap((group) => group.operations);
  const security = shareAlike(operations, securityKey, "securityRequirements", topLevel, (planned, name) => {
    planned.sharedSecurity = name;
  });
  const failureRevivers = shareAlike(operations, failuresKey, "reviveFailures", topLevel, (planned, name) => {
    planned.sharedFailureReviver = name;
  });
  const styles = shareAlike(operations, stylesKey, "parameterStyles", topLevel, (planned, name) => {
    planned.sharedStyles = name;
  });
  return {
    security: security.map(({ name, first }) => ({ name, requirements: first.security ?? [] })),
    failureRevivers: failureRevivers.map(({ name, first }) => ({
      name,
      failures: first.dates?.failures ?? [],
    })),
    styles,
  };
}

function securityKey(planned: PlannedOperation): string | undefined {
  return planned.security === undefined ? undefined : JSON.stringify(planned.security);
}

function failuresKey(planned: PlannedOperation): string | undefined {
  return planned.dates?.failures
    ?.map((failure) => `${failure.status}\u0000${failureShapeKey(failure.shape)}`)
    .join("\u0001");
}

/** A shape's key; a reference (what most failure bodies are) by its target, without writing it out as JSON. */
function failureShapeKey(shape: DateShape | undefined): string {
  return shape?.kind === "ref" ? `ref\u0000${shape.target}` : shapeKey(shape);
}

/** The stated style codes by location and wire name, in the order the descriptor writes them. */
function stylesKey(planned: PlannedOperation): string | undefined {
  const stated = statedStyles(planned);
  return stated.length === 0 ? undefined : JSON.stringify(stated);
}

/**
 * Names, in the order they first appear, the parts whose key more than one operation shares, and hands each
 * operation that may use its part's name to `use`. An operation with an argument of that name (which would
 * hide the declaration in its body) keeps writing its part. A part every operation of which hides it is
 * left out (its name stays claimed, unused).
 */
function shareAlike(
  operations: readonly PlannedOperation[],
  keyOf: (planned: PlannedOperation) => string | undefined,
  baseName: string,
  topLevel: NameScope,
  use: (planned: PlannedOperation, name: string) => void,
): { name: string; first: PlannedOperation }[] {
  const keys = new Map<PlannedOperation, string>();
  const uses = new Map<string, number>();
  for (const planned of operations) {
    const key = keyOf(planned);
    if (key === undefined) continue;
    keys.set(planned, key);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, { name: string; first: PlannedOperation }>();
  const used = new Set<string>();
  for (const [planned, key] of keys) {
    if ((uses.get(key) ?? 0) < 2) continue;
    let part = shared.get(key);
    if (part === undefined) {
      part = { name: topLevel.claim(baseName), first: planned };
      shared.set(key, part);
    }
    const { name } = part;
    if (
      planned.options.localName === name ||
      planned.arguments.some((argument) => argument.localName === name)
    )
      continue;
    use(planned, name);
    used.add(name);
  }
  return [...shared.values()].filter((part) => used.has(part.name));
}
