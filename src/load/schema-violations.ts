/**
 * From the errors a JSON Schema validator (ajv, with `allErrors` and `verbose`) gives for a description to
 * the violations a user can act on. The official OpenAPI schemas say "a Response or a Reference", "one of
 * four kinds of parameter" with `oneOf`, `anyOf` and `if`/`else`, and ajv reports every alternative's
 * failure and then the choice's own; most of those lines are about alternatives the description never meant.
 * The rules (docs/behaviour.md#validation):
 * 1. An alternative the value does not claim is left out: a Reference Object's demands when the value has
 *    no `$ref`, and the demands of an alternative that pins a property (`in: query`) to values other than
 *    the value's; and a pinned property's mismatch when another alternative claims the value.
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

export function schemaViolations(errors: readonly SchemaError[]): SchemaViolation[] {
  const choicePlaces = new Set(errors.filter(isChoice).map((error) => error.instancePath));
  const dropped = new Set(errors.filter((error) => notMeant(error, errors, choicePlaces)));
  keepEveryChoiceAnswered(errors, choicePlaces, dropped);
  const kept = errors.filter((error) => !dropped.has(error));
  const answered = placesAndAncestors(kept.filter((error) => !isChoice(error)));
  const violations: SchemaViolation[] = [];
  const seen = new Set<string>();
  // Alternatives that each allow other values of one place are one line, listing all of them.
  const allowedAt = new Map<string, { violation: SchemaViolation; values: unknown[] }>();
  for (const error of kept) {
    if (isChoice(error) && answered.has(error.instancePath)) continue;
    if (error.keyword === "enum" && Array.isArray(error.params.allowedValues)) {
      const known = allowedAt.get(error.instancePath);
      if (known !== undefined) {
        known.values.push(...error.params.allowedValues.filter((value) => !known.values.includes(value)));
        known.violation.message = messageOf({ ...error, params: { allowedValues: known.values } });
        continue;
      }
      const violation = { pointer: `#${error.instancePath}`, message: messageOf(error) };
      allowedAt.set(error.instancePath, { violation, values: [...error.params.allowedValues] });
      violations.push(violation);
      continue;
    }
    const violation = { pointer: `#${error.instancePath}`, message: messageOf(error) };
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

/** Rule 1: the error belongs to an alternative of a choice at its place (or its parent's) that the value does not claim. */
function notMeant(error: SchemaError, errors: readonly SchemaError[], choicePlaces: Set<string>): boolean {
  if (isChoice(error)) return false;
  if (choicePlaces.has(error.instancePath) && disclaimed(error.parentSchema, error.data)) return true;
  if (error.keyword !== "enum" && error.keyword !== "const") return false;
  const parent = parentPlace(error.instancePath);
  if (parent === undefined || !choicePlaces.has(parent.place)) return false;
  // A pinned property's mismatch, where another alternative at the parent's place claims the value.
  return errors.some(
    (other) =>
      other.instancePath === parent.place &&
      !disclaimed(other.parentSchema, other.data) &&
      pins(other.parentSchema, parent.key, error.data) === "accepts",
  );
}

/** An alternative the value is not meant as: a Reference Object without `$ref`, or one of its pinned properties disagrees. */
function disclaimed(schema: unknown, value: unknown): boolean {
  if (!isRecord(schema) || !isRecord(value)) return false;
  if (Array.isArray(schema.required) && schema.required.includes("$ref") && !("$ref" in value)) return true;
  return Object.keys(value).some((key) => pins(schema, key, value[key]) === "rejects");
}

/** Whether `schema` pins property `key` with `enum` or `const`, and if so whether `value` is one it allows. */
function pins(schema: unknown, key: string, value: unknown): "accepts" | "rejects" | "free" {
  if (!isRecord(schema) || !isRecord(schema.properties)) return "free";
  const property = schema.properties[key];
  if (!isRecord(property)) return "free";
  if ("const" in property) return sameJson(property.const, value) ? "accepts" : "rejects";
  if (Array.isArray(property.enum))
    return property.enum.some((allowed) => sameJson(allowed, value)) ? "accepts" : "rejects";
  return "free";
}

/** A choice whose every violation rule 1 would drop keeps them all: which alternative was meant cannot be told. */
function keepEveryChoiceAnswered(
  errors: readonly SchemaError[],
  choicePlaces: Set<string>,
  dropped: Set<SchemaError>,
): void {
  const answered = placesAndAncestors(errors.filter((error) => !isChoice(error) && !dropped.has(error)));
  for (const place of choicePlaces) {
    if (answered.has(place)) continue;
    for (const error of errors) if (within(error.instancePath, place)) dropped.delete(error);
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

function within(pointer: string, place: string): boolean {
  return pointer === place || pointer.startsWith(`${place}/`);
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
    case "propertyNames":
      return `property name ${quoted(params.propertyName)} is invalid`;
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
