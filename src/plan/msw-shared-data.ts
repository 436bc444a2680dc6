/**
 * Default data that several handlers answer with (GitHub's `basic-error` body is the default of some 600
 * failures; many lists share an item schema's data): written once in the handlers file, as a `const` typed
 * by its first use, and named by every handler that answers with it. Each use is still checked against its own
 * type, and a type-checker relates the one declared type to each use once, instead of checking one literal per
 * use: on GitHub's description the file shrinks by about a third and type-checks faster.
 */
import type { JsonValue } from "../load/types.js";
import type { SchemaId } from "../model/types.js";
import type { NameScope } from "./name-scope.js";
import type { PlanSchema } from "./type-model.js";

/** Where a default value is first used: a handler's success data, or one of its failures' (by key). */
export type SharedDataUse = { handler: number; failure?: string };

export interface SharedData {
  name: string;
  data: JsonValue;
  /** The use whose type the `const` is declared with. */
  firstUse: SharedDataUse;
}

/** One default value of a handler, with what decides its type in the file. */
export interface DataCandidate {
  use: SharedDataUse;
  data: JsonValue | undefined;
  /** Equal for two uses exactly when the file types their data alike. */
  typeKey: string;
  /** The schema the data is made from: a named one (or a list of it) names the `const`. */
  schema: PlanSchema | undefined;
  /** The name a `const` takes when the schema names none. */
  fallbackName: string;
}

/** Smaller values are written where they are used: a name would say no less than the value. */
const SMALLEST_SHARED = 32;

/**
 * The values two or more uses share (same data, same type), in the order of their first use; `nameOf` maps
 * a use to the shared value's name.
 */
export function planSharedData(
  candidates: readonly DataCandidate[],
  typeNames: ReadonlyMap<SchemaId, string>,
  names: NameScope,
): { shared: SharedData[]; nameOf: (use: SharedDataUse) => string | undefined } {
  const groups = new Map<string, { candidate: DataCandidate; data: JsonValue; uses: SharedDataUse[] }>();
  for (const candidate of candidates) {
    const { data } = candidate;
    if (data === undefined || data === null || typeof data !== "object") continue;
    const text = JSON.stringify(data);
    if (text.length < SMALLEST_SHARED) continue;
    const key = `${candidate.typeKey}\u0000${text}`;
    const group = groups.get(key);
    if (group) group.uses.push(candidate.use);
    else groups.set(key, { candidate, data, uses: [candidate.use] });
  }
  const shared: SharedData[] = [];
  const byUse = new Map<string, string>();
  for (const { candidate, data, uses } of groups.values()) {
    if (uses.length < 2) continue;
    const name = names.claim(`${dataName(candidate.schema, typeNames) ?? candidate.fallbackName}Data`);
    shared.push({ name, data, firstUse: candidate.use });
    for (const use of uses) byUse.set(keyOfUse(use), name);
  }
  return { shared, nameOf: (use) => byUse.get(keyOfUse(use)) };
}

function keyOfUse(use: SharedDataUse): string {
  return use.failure === undefined ? String(use.handler) : `${use.handler} ${use.failure}`;
}

/** `basicError` for a reference to `BasicError`, `petList` for an array of `Pet`; undefined otherwise. */
function dataName(
  schema: PlanSchema | undefined,
  typeNames: ReadonlyMap<SchemaId, string>,
): string | undefined {
  if (schema?.kind === "ref") return lowerFirst(typeNames.get(schema.target));
  if (schema?.kind === "array" && schema.items.kind === "ref") {
    const item = lowerFirst(typeNames.get(schema.items.target));
    return item === undefined ? undefined : `${item}List`;
  }
  return undefined;
}

function lowerFirst(name: string | undefined): string | undefined {
  return name === undefined ? undefined : `${name.charAt(0).toLowerCase()}${name.slice(1)}`;
}
