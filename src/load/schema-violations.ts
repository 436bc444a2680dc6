/**
 * From the errors a JSON Schema validator (ajv, with `allErrors` and `verbose`) gives for a description to
 * the violations a user can act on. The official OpenAPI schemas say "a Response or a Reference", "one of
 * five kinds of parameter" with `oneOf`, `anyOf` and `if`/`else`, and ajv reports every alternative's
 * failure and then the choice's own; most of those lines are about alternatives the description never meant.
 * The rules (docs/behaviour.md#validation):
 * 1. An alternative the value does not claim is left out: a Reference Object's demands when the value has
 *    no `$ref`, the other alternatives' when it has one, and the demands of an alternative that pins a
 *    property (`in: query`) to values other than the value's; and a pinned property's mismatch when an
 *    alternative that failed otherwise takes the value, or when the alternatives' pins do not overlap and
 *    something else beneath the choice failed.
 * 2. A choice's own line ("must match exactly one schema in oneOf", `must match "else" schema`) is left out
 *    when a violation at the same place or beneath it says what is wrong.
 * When rule 1 would leave a choice without any violation, its alternatives' violations all stay. The values
 * several alternatives allow at one place are said on one line.
 */

/** What this module reads of an ajv error object (ajv's own type is not imported: ajv is an optional peer's). */
export interface SchemaError {
  /** JSON pointer of the failing value, without `#`: `/paths/~1pets/get`. */
  instancePath: string;
  keyword: string;
  /** The failing keyword's place in the schema: `#/properties/in/enum`. */
  schemaPath?: string;
  message?: string;
  params: Record<string, unknown>;
  /** The schema object holding the failing keyword (`verbose`). */
  parentSchema?: unknown;
  /** The failing value (`verbose`). */
  data?: unknown;
}

export interface SchemaViolation {
  /** JSON pointer into the document: `#/paths/~1pets/get`. */
  pointer: string;
  /** ajv's message, with the property or values its parameters name: `must NOT have additional property 'foo'`. */
  message: string;
}

/** The keywords whose failure only says that no alternative (or not the chosen one) matched. */
const CHOICES = new Set(["oneOf", "anyOf", "if"]);

/** In time linear in the number of errors (times the depth of their places): a broken description may have 100,000. */
export function schemaViolations(errors: readonly SchemaError[]): SchemaViolation[] {
  const choicePlaces = new Set(errors.filter(isChoice).map((error) => error.instancePath));
  const choices = choicesOf(errors, choicePlaces);
  const dropped = new Set(errors.filter((error) => notMeant(error, choices)));
  dropDiscriminatorMismatches(errors, choicePlaces, dropped);
  keepEveryChoiceAnswered(errors, choicePlaces, dropped);
  return violationsOf(errors.filter((error) => !dropped.has(error)));
}

/** The lines of the errors kept, in ajv's order: a choice's own only where nothing at or beneath it is kept. */
function violationsOf(kept: readonly SchemaError[]): SchemaViolation[] {
  const answered = placesAndAncestors(kept.filter((error) => !isChoice(error)));
  const nameProblems = propertyNameProblems(kept);
  const violations: SchemaViolation[] = [];
  const seen = new Set<string>();
  // Alternatives that each allow other values of one place are one line, listing all of them.
  const allowedAt = new Map<string, { violation: SchemaViolation; values: unknown[] }>();
  for (const error of kept) {
    if ((isChoice(error) && answered.has(error.instancePath)) || nameProblems.said.has(error)) continue;
    const allowed = error.keyword === "enum" ? error.params.allowedValues : undefined;
    if (Array.isArray(allowed)) {
      const known = allowedAt.get(error.instancePath);
      if (known !== undefined) {
        known.values.push(...allowed.filter((value) => !known.values.includes(value)));
        known.violation.message = messageOf({ ...error, params: { allowedValues: known.values } });
        continue;
      }
      const violation = { pointer: `#${error.instancePath}`, message: messageOf(error) };
      allowedAt.set(error.instancePath, { violation, values: [...allowed] });
      violations.push(violation);
      continue;
    }
    const violation =
      error.keyword === "propertyNames"
        ? propertyNameViolation(error, nameProblems.of.get(error) ?? [])
        : { pointer: `#${error.instancePath}`, message: messageOf(error) };
    const key = `${violation.pointer}\n${violation.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    violations.push(violation);
  }
  return violations;
}

function isChoice(error: SchemaError): boolean {
  return CHOICES.has(error.keyword);
}

/** The choices of a document's errors: where they are, and what is known there of the value and its alternatives. */
interface Choices {
  places: Set<string>;
  /** The value at each choice's place. */
  valueAt: Map<string, unknown>;
  /** The places whose choice has a Reference Object among its alternatives. */
  withReference: Set<string>;
  /** At each choice's place, the schemas of the alternatives that failed there and that the value does not disclaim. */
  claimedAt: Map<string, unknown[]>;
}

function choicesOf(errors: readonly SchemaError[], places: Set<string>): Choices {
  const choices: Choices = { places, valueAt: new Map(), withReference: new Set(), claimedAt: new Map() };
  const atChoices = errors.filter((error) => places.has(error.instancePath));
  for (const error of atChoices) {
    choices.valueAt.set(error.instancePath, error.data);
    if (requiresReference(error.parentSchema)) choices.withReference.add(error.instancePath);
  }
  for (const error of atChoices) {
    if (isChoice(error) || disclaimed(error, choices)) continue;
    const schemas = choices.claimedAt.get(error.instancePath) ?? [];
    if (!schemas.includes(error.parentSchema)) schemas.push(error.parentSchema);
    choices.claimedAt.set(error.instancePath, schemas);
  }
  return choices;
}

/** Rule 1: the error belongs to an alternative of a choice at its place (or its parent's) that the value does not claim. */
function notMeant(error: SchemaError, choices: Choices): boolean {
  if (isChoice(error)) return false;
  if (choices.places.has(error.instancePath) && disclaimed(error, choices)) return true;
  if (error.keyword !== "enum" && error.keyword !== "const") return false;
  const parent = parentPlace(error.instancePath);
  if (parent === undefined || !choices.places.has(parent.place)) return false;
  // A value with `$ref` is a Reference: what another alternative pins its properties to does not apply.
  if (choices.withReference.has(parent.place) && hasReference(choices.valueAt.get(parent.place))) return true;
  // A pinned property's mismatch, where an alternative at the parent's place that failed otherwise takes the value.
  return (choices.claimedAt.get(parent.place) ?? []).some(
    (schema) => pins(schema, parent.key, error.data) !== "rejects",
  );
}

/**
 * An alternative the value is not meant as: a Reference Object without `$ref`; another alternative where the
 * value has `$ref` and a Reference is one of the choices; an alternative one of whose pinned properties disagrees.
 */
function disclaimed({ parentSchema, data, instancePath }: SchemaError, choices: Choices): boolean {
  if (!isRecord(parentSchema) || !isRecord(data)) return false;
  if (requiresReference(parentSchema)) return !hasReference(data);
  if (hasReference(data) && choices.withReference.has(instancePath)) return true;
  return Object.keys(data).some((key) => pins(parentSchema, key, data[key]) === "rejects");
}

function requiresReference(schema: unknown): boolean {
  return isRecord(schema) && Array.isArray(schema.required) && schema.required.includes("$ref");
}

function hasReference(value: unknown): boolean {
  return isRecord(value) && Object.hasOwn(value, "$ref");
}

/** Whether `schema` pins property `key` with `enum` or `const`, and if so whether `value` is one it allows. */
function pins(schema: unknown, key: string, value: unknown): "accepts" | "rejects" | "free" {
  if (!isRecord(schema) || !isRecord(schema.properties) || !Object.hasOwn(schema.properties, key))
    return "free";
  const property = schema.properties[key];
  if (!isRecord(property)) return "free";
  if ("const" in property) return sameJson(property.const, value) ? "accepts" : "rejects";
  if (Array.isArray(property.enum))
    return property.enum.some((allowed) => sameJson(allowed, value)) ? "accepts" : "rejects";
  return "free";
}

/**
 * Rule 1 where the alternative meant shows no failure at the choice's place, only beneath it: the
 * alternatives pin a property each to other values (`in: body`, `in: header`: their allowed values do not
 * overlap), so the value's own alternative is among those that failed elsewhere, and what failed there is
 * the violation. A Swagger 2.0 path parameter without `required: true` is that, not a wrong `in`.
 */
function dropDiscriminatorMismatches(
  errors: readonly SchemaError[],
  choicePlaces: Set<string>,
  dropped: Set<SchemaError>,
): void {
  const pinnedAt = new Map<string, SchemaError[]>();
  for (const error of errors) {
    if (dropped.has(error) || (error.keyword !== "enum" && error.keyword !== "const")) continue;
    const parent = parentPlace(error.instancePath);
    if (parent === undefined || !choicePlaces.has(parent.place)) continue;
    pinnedAt.set(error.instancePath, [...(pinnedAt.get(error.instancePath) ?? []), error]);
  }
  const discriminators = [...pinnedAt].filter(([, pinned]) => pinned.length > 1 && disjoint(pinned));
  if (discriminators.length === 0) return;
  const beneath = new Map<string, number>();
  for (const error of errors) {
    if (dropped.has(error) || isChoice(error)) continue;
    for (
      let place: string | undefined = error.instancePath;
      place !== undefined;
      place = parentPlace(place)?.place
    )
      beneath.set(place, (beneath.get(place) ?? 0) + 1);
  }
  for (const [place, pinned] of discriminators) {
    const choice = parentPlace(place)?.place ?? "";
    const elsewhere = (beneath.get(choice) ?? 0) - (beneath.get(place) ?? 0);
    if (elsewhere > 0) for (const error of pinned) dropped.add(error);
  }
}

/** No value is allowed by two of the errors. */
function disjoint(pinned: readonly SchemaError[]): boolean {
  const seen = new Set<string>();
  for (const { keyword, params } of pinned) {
    const values =
      keyword === "const" ? [params.allowedValue] : (params.allowedValues as unknown[] | undefined);
    if (!Array.isArray(values)) return false;
    for (const value of values) {
      const key = JSON.stringify(value);
      if (seen.has(key)) return false;
      seen.add(key);
    }
  }
  return true;
}

/** A choice whose every violation rule 1 would drop keeps them all: which alternative was meant cannot be told. */
function keepEveryChoiceAnswered(
  errors: readonly SchemaError[],
  choicePlaces: Set<string>,
  dropped: Set<SchemaError>,
): void {
  const answered = placesAndAncestors(errors.filter((error) => !isChoice(error) && !dropped.has(error)));
  const unanswered = new Set([...choicePlaces].filter((place) => !answered.has(place)));
  if (unanswered.size === 0) return;
  for (const error of errors) {
    for (
      let place: string | undefined = error.instancePath;
      place !== undefined;
      place = parentPlace(place)?.place
    ) {
      if (unanswered.has(place)) {
        dropped.delete(error);
        break;
      }
    }
  }
}

/** Every place of the errors and every place above one. */
function placesAndAncestors(errors: readonly SchemaError[]): Set<string> {
  const places = new Set<string>();
  for (const { instancePath } of errors) {
    let place: string | undefined = instancePath;
    while (place !== undefined && !places.has(place)) {
      places.add(place);
      place = parentPlace(place)?.place;
    }
  }
  return places;
}

function parentPlace(pointer: string): { place: string; key: string } | undefined {
  const slash = pointer.lastIndexOf("/");
  if (slash < 0) return undefined;
  const key = pointer
    .slice(slash + 1)
    .replaceAll("~1", "/")
    .replaceAll("~0", "~");
  return { place: pointer.slice(0, slash), key };
}

/**
 * ajv reports a property name that breaks `propertyNames` twice: first what the name breaks (`must match
 * pattern`), at the object and without the name, then `property name must be valid` with the name. They are
 * one violation, at the property: `#/components/schemas/Pet Shop: property name must match pattern ...`.
 */
function propertyNameProblems(errors: readonly SchemaError[]): {
  of: Map<SchemaError, SchemaError[]>;
  said: Set<SchemaError>;
} {
  const of = new Map<SchemaError, SchemaError[]>();
  const said = new Set<SchemaError>();
  let pending: SchemaError[] = [];
  for (const error of errors) {
    if (error.keyword !== "propertyNames") {
      if (error.schemaPath?.includes("/propertyNames/")) pending.push(error);
      continue;
    }
    const inner = pending.filter(
      (problem) =>
        problem.instancePath === error.instancePath && problem.schemaPath?.startsWith(`${error.schemaPath}/`),
    );
    of.set(error, inner);
    for (const problem of inner) said.add(problem);
    pending = pending.filter((problem) => !said.has(problem));
  }
  return { of, said };
}

function propertyNameViolation(error: SchemaError, problems: readonly SchemaError[]): SchemaViolation {
  const name = String(error.params.propertyName);
  const pointer = `#${error.instancePath}/${name.replaceAll("~", "~0").replaceAll("/", "~1")}`;
  const what = problems.length === 0 ? "is invalid" : problems.map(messageOf).join("; ");
  return { pointer, message: `property name ${what}` };
}

/** ajv's message, made specific where its parameters name what it leaves out. */
function messageOf(error: SchemaError): string {
  const { keyword, params } = error;
  const message = error.message ?? `must pass "${keyword}"`;
  switch (keyword) {
    case "additionalProperties":
      return `must NOT have additional property ${quoted(params.additionalProperty)}`;
    case "unevaluatedProperties":
      return `must NOT have unevaluated property ${quoted(params.unevaluatedProperty)}`;
    case "enum":
      return Array.isArray(params.allowedValues)
        ? `${message}: ${params.allowedValues.map((value) => JSON.stringify(value)).join(", ")}`
        : message;
    case "const":
      return `${message}: ${JSON.stringify(params.allowedValue)}`;
    default:
      return message;
  }
}

function quoted(name: unknown): string {
  return `'${String(name)}'`;
}

function sameJson(left: unknown, right: unknown): boolean {
  return left === right || JSON.stringify(left) === JSON.stringify(right);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
