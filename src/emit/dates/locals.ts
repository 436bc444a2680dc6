/**
 * Names of the locals a converter holds a nested object in (`const period = value['period'];`): the
 * property's name where it is a valid identifier that shadows nothing the converter code refers to.
 */
import { isValidIdentifier } from "../../ast/identifiers.js";
import { numberedName } from "../../plan/name-scope.js";
import type { DatePlan } from "../../plan/plan-dates.js";

/** The runtime helpers and globals converter code calls: a local of one of these names would hide it. */
const REFERENCED: ReadonlySet<string> = new Set([
  ...["reviveDate", "reviveDateTime", "formatDate", "isRecord", "copyValue", "tagOf"],
  ...["convertItems", "convertTuple", "convertValues", "Object"],
]);

/** A fresh local named after `property` (or `nested`), unlike `taken` and every converter's name. */
export function localName(
  property: string,
  taken: ReadonlySet<string>,
  converters: DatePlan["converters"],
): string {
  const desired = isValidIdentifier(property) ? property : "nested";
  const free = (name: string) =>
    !taken.has(name) && !REFERENCED.has(name) && !isConverterName(name, converters);
  if (free(desired)) return desired;
  for (let counter = 2; ; counter++) {
    const name = numberedName(desired, counter);
    if (free(name)) return name;
  }
}

function isConverterName(name: string, converters: DatePlan["converters"]): boolean {
  // Converter names start with `revive` or `format`: most names need no look-up at all.
  if (!name.startsWith("revive") && !name.startsWith("format")) return false;
  for (const direction of [converters.revive, converters.format]) {
    for (const converter of direction.values()) if (converter.name === name) return true;
  }
  return false;
}
