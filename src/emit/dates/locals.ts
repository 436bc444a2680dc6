/**
 * Names of the locals a converter holds a nested object in (`const period = value['period'];`): the
 * property's name where it is a valid identifier that shadows nothing the converter code refers to. Unlike
 * every other name, these are chosen while the converter's body is built, not planned: which names are in
 * scope follows the body's nesting, which only the code that builds it knows. They never reach the module's
 * top level, so no planned name depends on them.
 */
import { isValidIdentifier } from "../../ast/identifiers.js";
import { numberedName } from "../../plan/name-scope.js";
import type { DatePlan } from "../../plan/plan-dates.js";
import { runtimeDeclaredNames } from "../../splice/runtime-source.js";

/**
 * What converter code may refer to: every top-level name of the date runtime (`hasOwn` among them). A local of
 * one of these names would hide it.
 */
let referenced: ReadonlySet<string> | undefined;

function isReferenced(name: string): boolean {
  referenced ??= new Set(runtimeDeclaredNames(["dates"]));
  return referenced.has(name);
}

/** A fresh local named after `property` (or `nested`), unlike `taken` and every converter's name. */
export function localName(
  property: string,
  taken: ReadonlySet<string>,
  converters: DatePlan["converters"],
): string {
  const desired = isValidIdentifier(property) ? property : "nested";
  const free = (name: string) =>
    !taken.has(name) && !isReferenced(name) && !isConverterName(name, converters);
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
