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
 * The names are claimed after the operations' functions (see top-level-names.ts); an operation's record
 * gets the names of the parts it uses when it is completed (`completeGroups`).
 */
import { type DateShape, shapeKey } from "./date-shapes.js";
import type {
  DraftGroup,
  OperationDates,
  OperationDraft,
  PlannedOperation,
  Writable,
} from "./operation-plan-types.js";
import { statedStyles } from "./parameter-wire.js";
import type { TopLevelNames } from "./top-level-names.js";

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
  first: OperationDraft;
}

/** The parts one operation's descriptor names instead of writing them (see `PlannedOperation`). */
export type SaidOnceNames = Partial<
  Pick<PlannedOperation, "sharedSecurity" | "sharedFailureReviver" | "sharedStyles">
>;

export interface SaidOncePlan {
  security: SharedSecurity[];
  failureRevivers: SharedFailureReviver[];
  styles: SharedStyles[];
}

/** Plans every part said once, with the names of the parts each operation that uses some names. */
export function planSaidOnce(
  groups: readonly DraftGroup[],
  names: TopLevelNames,
): { plan: SaidOncePlan; uses: ReadonlyMap<OperationDraft, SaidOnceNames> } {
  const operations = groups.flatMap((group) => group.operations);
  const uses = new Map<OperationDraft, Writable<SaidOnceNames>>();
  const use = (planned: OperationDraft): Writable<SaidOnceNames> => {
    const used = uses.get(planned) ?? {};
    uses.set(planned, used);
    return used;
  };
  const security = shareAlike(operations, securityKey, "securityRequirements", names, (planned, name) => {
    use(planned).sharedSecurity = name;
  });
  const failureRevivers = shareAlike(operations, failuresKey, "reviveFailures", names, (planned, name) => {
    use(planned).sharedFailureReviver = name;
  });
  const styles = shareAlike(operations, stylesKey, "parameterStyles", names, (planned, name) => {
    use(planned).sharedStyles = name;
  });
  const plan = {
    security: security.map(({ name, first }) => ({ name, requirements: first.security ?? [] })),
    failureRevivers: failureRevivers.map(({ name, first }) => ({
      name,
      failures: first.dates?.failures ?? [],
    })),
    styles,
  };
  return { plan, uses };
}

function securityKey(planned: OperationDraft): string | undefined {
  return planned.security === undefined ? undefined : JSON.stringify(planned.security);
}

function failuresKey(planned: OperationDraft): string | undefined {
  return planned.dates?.failures
    ?.map((failure) => `${failure.status}\u0000${failureShapeKey(failure.shape)}`)
    .join("\u0001");
}

/** A shape's key; a reference (what most failure bodies are) by its target, without writing it out as JSON. */
function failureShapeKey(shape: DateShape | undefined): string {
  return shape?.kind === "ref" ? `ref\u0000${shape.target}` : shapeKey(shape);
}

/** The stated style codes by location and wire name, in the order the descriptor writes them. */
function stylesKey(planned: OperationDraft): string | undefined {
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
  operations: readonly OperationDraft[],
  keyOf: (planned: OperationDraft) => string | undefined,
  baseName: string,
  names: TopLevelNames,
  use: (planned: OperationDraft, name: string) => void,
): { name: string; first: OperationDraft }[] {
  const keys = new Map<OperationDraft, string>();
  const uses = new Map<string, number>();
  for (const planned of operations) {
    const key = keyOf(planned);
    if (key === undefined) continue;
    keys.set(planned, key);
    uses.set(key, (uses.get(key) ?? 0) + 1);
  }
  const shared = new Map<string, { name: string; first: OperationDraft }>();
  const used = new Set<string>();
  for (const [planned, key] of keys) {
    if ((uses.get(key) ?? 0) < 2) continue;
    let part = shared.get(key);
    if (part === undefined) {
      part = { name: names.claim("saidOnce", baseName), first: planned };
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
