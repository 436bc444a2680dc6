/**
 * The names the generated module declares at its top level, given in one order. Every top-level name is
 * claimed here under its kind, and the kinds take their turns as {@link TOP_LEVEL_NAME_ORDER} lists them: a
 * name of an earlier kind keeps its spelling when a later one wants the same, which then gets the next
 * number (or its stated second choice). Claiming a kind after a later kind has begun is an internal error,
 * so the order below is what the output follows, not a description of it.
 *
 * Why this order:
 * - `reserved` first: the globals the output reads (a declaration of that name would hide them from the
 *   runtime's code), the runtime's and the template's own declarations, the reactive layer's imports, and
 *   `then` (an export of that name makes the module namespace a thenable, so `await import()` would call it).
 * - The description's own names next (schema types, their request views), then what the code around the
 *   operations names (date converters, the schema namespace), then the clients: a user's type keeps its
 *   name before anything typewright derives.
 * - What belongs to one operation (its failure union and request types, each operation in output order), then
 *   the failure unions only validation adds, then the hook namespaces, then the operations' own functions,
 *   so that none of the earlier names depends on whether functions are exported.
 * - What several operations share (said once), then everything the hooks export, last: the names above are
 *   the same with and without a reactive layer.
 */
import { assignUniqueNames, NameScope, type NamingEntry } from "./name-scope.js";

export const TOP_LEVEL_NAME_ORDER = [
  "reserved",
  "schemaType",
  "requestView",
  "dateConverter",
  "validationNamespace",
  "client",
  "operationType",
  "validationFailureUnion",
  "hookNamespace",
  "operationFunction",
  "saidOnce",
  "hookFunction",
  "optionsFactory",
  "hookAlias",
  "hookType",
] as const;

export type TopLevelNameKind = (typeof TOP_LEVEL_NAME_ORDER)[number];

const RANK: Readonly<Record<TopLevelNameKind, number>> = Object.fromEntries(
  TOP_LEVEL_NAME_ORDER.map((kind, rank) => [kind, rank]),
) as Record<TopLevelNameKind, number>;

/** One claimed name and the kind it was claimed as, in claiming order. */
export interface ClaimedName {
  kind: TopLevelNameKind;
  name: string;
}

/** The top level of a generated module: every name taken there, claimed in {@link TOP_LEVEL_NAME_ORDER}. */
export class TopLevelNames {
  readonly #scope: NameScope;
  readonly #claimed: ClaimedName[] = [];
  #rank = 0;

  /** `reserved`: names the module holds before any of its own is given (see the top of this file). */
  constructor(reserved: Iterable<string>) {
    this.#scope = new NameScope(reserved);
    for (const name of reserved) this.#claimed.push({ kind: "reserved", name });
  }

  has(name: string): boolean {
    return this.#scope.has(name);
  }

  /** `desired` if free, else `desired2`, `desired3`, ... */
  claim(kind: TopLevelNameKind, desired: string): string {
    this.#enter(kind);
    return this.#record(kind, this.#scope.claim(desired));
  }

  /** `preferred` if free, else the first free of `fallback`, `fallback2`, ... (`useListPets`, `usePetListPets`). */
  claimPreferring(kind: TopLevelNameKind, preferred: string, fallback: () => string): string {
    return this.claim(kind, this.has(preferred) ? fallback() : preferred);
  }

  /**
   * Names a batch at once, independent of its order (`assignUniqueNames`): a name taken already is claimed
   * with the suffix `Model` (`Date` → `DateModel`), as the schema types are.
   */
  claimAll<K>(
    kind: TopLevelNameKind,
    entries: readonly NamingEntry<K>[],
    toName: (raw: string) => string,
  ): Map<K, string> {
    this.#enter(kind);
    const assigned = assignUniqueNames(entries, toName, this.#takenNames());
    for (const name of new Set(assigned.values())) {
      this.#scope.reserve(name);
      this.#record(kind, name);
    }
    return assigned;
  }

  /** Every name of the module's top level in the order it was claimed, with its kind (for tests and messages). */
  claimed(): readonly ClaimedName[] {
    return this.#claimed;
  }

  #takenNames(): string[] {
    return this.#claimed.map((claimed) => claimed.name);
  }

  #enter(kind: TopLevelNameKind): void {
    const rank = RANK[kind];
    if (rank < this.#rank) {
      const current = TOP_LEVEL_NAME_ORDER[this.#rank];
      throw new Error(`internal: a ${kind} name claimed after ${current} names (see TOP_LEVEL_NAME_ORDER)`);
    }
    this.#rank = rank;
  }

  #record(kind: TopLevelNameKind, name: string): string {
    this.#claimed.push({ kind, name });
    return name;
  }
}
