/**
 * Uniqueness of generated names. One `NameScope` per declaration space (a file's top level, one enum, one
 * parameter list); `assignUniqueNames` names a whole batch so the result does not depend on input order.
 *
 * Decisions:
 * - A taken name gets a counter: `Pet2`, `Pet3`, ... A name ending in a digit gets `_` before the
 *   counter (`V1_2`, `_400_2`), because `V12` would read as a different name.
 * - A name that equals a reserved one (a global the output uses, e.g. a schema `Date` or `Response`)
 *   gets the suffix `Model` (`DateModel`): a numbered `Date2` would look like a second date type.
 */

/**
 * Globals the generated code refers to; a declared type of the same name would shadow them. Every global
 * type a runtime file names is here (test/splice/runtime-names.test.ts scans them with `freeTypeNames`). Our own
 * `APIResponse` is deliberately absent: by the option's definition it is not guarded.
 */
export const GLOBAL_NAMES_USED_BY_OUTPUT: ReadonlySet<string> = new Set([
  ...["Date", "File", "Blob", "Response", "Request", "Headers", "FormData", "URLSearchParams", "URL"],
  ...["AbortSignal", "RequestInit", "Error", "JSON", "Promise", "Map", "Set", "Uint8Array", "ArrayBuffer"],
  ...["Object", "String", "Number", "Boolean", "Symbol", "Array", "ReadonlyArray"],
  ...["Record", "Partial", "Omit", "Pick", "Exclude", "Extract", "NonNullable", "Readonly", "Required"],
  ...["ReturnType", "Parameters", "TypeError", "ArrayBufferView", "ReadableStream"],
  ...["Iterable", "AsyncIterable", "AsyncGenerator"],
  // Called by the fetch template's defaults (`fetch: (input, init) => fetch(input, init)`).
  "fetch",
]);

const RESERVED_NAME_SUFFIX = "Model";

/** `Pet` → `Pet2`; `V1` → `V1_2`. */
export function numberedName(desired: string, counter: number): string {
  return /\d$/u.test(desired) ? `${desired}_${counter}` : `${desired}${counter}`;
}

/** Names taken in one declaration space. Case-sensitive, like TypeScript names. */
export class NameScope {
  readonly #taken: Set<string>;
  /** Taken names shared with other scopes, read but never copied (see `over`). */
  #shared: ReadonlySet<string> | undefined;
  /**
   * Per desired name, the counter its next `claim` tries first. Taken names are never released, so every
   * numbered name below it is still taken: starting there keeps naming linear when thousands of entries
   * want one name (`getItem`, `getItem2`, ... `getItem50000`) and gives the names a search from 2 gives.
   */
  readonly #nextCounter = new Map<string, number>();

  constructor(reserved: Iterable<string> = []) {
    this.#taken = new Set(reserved);
  }

  /**
   * A scope in which `shared` is taken, without copying it: one argument scope per operation would
   * otherwise copy every reserved name thousands of times. `shared` must not change while the scope is used.
   */
  static over(shared: ReadonlySet<string>): NameScope {
    const scope = new NameScope();
    scope.#shared = shared;
    return scope;
  }

  has(name: string): boolean {
    return this.#taken.has(name) || this.#shared?.has(name) === true;
  }

  reserve(name: string): void {
    this.#taken.add(name);
  }

  /** `desired` if free, else the first free of `desired2`, `desired3`, ...; the result is taken. */
  claim(desired: string): string {
    if (!this.has(desired)) {
      this.#taken.add(desired);
      return desired;
    }
    let counter = this.#nextCounter.get(desired) ?? 2;
    let name = numberedName(desired, counter);
    while (this.has(name)) name = numberedName(desired, ++counter);
    this.#nextCounter.set(desired, counter + 1);
    this.#taken.add(name);
    return name;
  }
}

export interface NamingEntry<K> {
  key: K;
  /** The name as written in the description. */
  raw: string;
}

interface Candidate<K> extends NamingEntry<K> {
  name: string;
  index: number;
}

/**
 * Names every entry at once, independent of input order:
 * 1. Entries whose sanitized names are equal (`Error`/`error`, `PhoneNumber`/`phone_number`) are ordered:
 *    the one whose raw name already is the sanitized name first, then by raw name (code-unit order).
 * 2. The first of each name gets the plain name, unless it is reserved. All plain names are taken before
 *    any counter is handed out, so counters never steal another entry's plain name (`Pet`, `pet`, `Pet2`
 *    gives `pet` → `Pet3`).
 * 3. The rest claim `name2`, `name3`, ...; a reserved name is claimed as `nameModel` (`Date` → `DateModel`).
 * Entries with equal raw names keep their input order (the only input-order dependence).
 * `reserved` replaces the default, so pass the globals along with any names of your own.
 */
export function assignUniqueNames<K>(
  entries: readonly NamingEntry<K>[],
  toName: (raw: string) => string,
  reserved: Iterable<string> = GLOBAL_NAMES_USED_BY_OUTPUT,
): Map<K, string> {
  const reservedNames = new Set(reserved);
  const candidates = entries.map(({ key, raw }, index) => ({ key, raw, index, name: toName(raw) }));
  const ordered = [...candidates].sort(byClaimPriority);
  const plainWinners = new Set(
    firstOfEachName(ordered).filter((candidate) => !reservedNames.has(candidate.name)),
  );
  const scope = new NameScope(reservedNames);
  for (const winner of plainWinners) scope.reserve(winner.name);
  const assigned = new Map<Candidate<K>, string>();
  for (const candidate of ordered) {
    if (plainWinners.has(candidate)) assigned.set(candidate, candidate.name);
    else assigned.set(candidate, scope.claim(desiredName(candidate.name, reservedNames)));
  }
  return new Map(candidates.map((candidate) => [candidate.key, assigned.get(candidate) ?? candidate.name]));
}

function desiredName(name: string, reservedNames: ReadonlySet<string>): string {
  return reservedNames.has(name) ? name + RESERVED_NAME_SUFFIX : name;
}

function firstOfEachName<K>(ordered: readonly Candidate<K>[]): Candidate<K>[] {
  return ordered.filter((candidate, position) => ordered[position - 1]?.name !== candidate.name);
}

function byClaimPriority<K>(a: Candidate<K>, b: Candidate<K>): number {
  return (
    compareCodeUnits(a.name, b.name) ||
    Number(b.raw === b.name) - Number(a.raw === a.name) ||
    compareCodeUnits(a.raw, b.raw) ||
    a.index - b.index
  );
}

/** Plain `<` on strings: code-unit order, the same on every machine (no locale). */
function compareCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
