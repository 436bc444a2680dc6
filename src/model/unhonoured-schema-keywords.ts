import type { JsonObject, JsonValue } from "../load/types.js";
import { kindOf } from "../text/value-kind.js";
import { patternKeyProblem } from "./checked-pattern.js";
import { formatPointer, type LazyPointer, warnUnhonouredAt } from "./lazy-pointer.js";
import type { SchemaRegistry } from "./schema-registry.js";
import { VALUE_KEYWORDS, valueProblem } from "./schema-values.js";

/**
 * JSON Schema keywords that change what a value may be (so what a caller can send or is handed) and that
 * the schema reader does not honour. Validation-only keywords (`minimum`, `pattern`, `not`, ...) are not
 * here: they narrow the allowed values, and a client that does not validate sends what it is given.
 * Which keyword is which: docs/openapi-fields.md.
 */
const SCHEMA_WARNINGS: ReadonlyMap<string, string> = new Map([
  ["$id", "`$id` is not honoured as a base URI: `$ref`s inside the schema resolve against the document"],
  [
    "$schema",
    "`$schema` names a dialect typewright does not read: the schema is read as JSON Schema 2020-12 with OpenAPI's vocabulary",
  ],
  [
    "$dynamicRef",
    "`$dynamicRef` is not followed: the rest of the schema gives the type (`unknown` when nothing else does)",
  ],
  [
    "$recursiveRef",
    "`$recursiveRef` is not followed: the rest of the schema gives the type (`unknown` when nothing else does)",
  ],
  [
    "then",
    "`if`/`then` is not honoured: the type is the schema without the condition (what `then` adds is not declared)",
  ],
  [
    "else",
    "`if`/`else` is not honoured: the type is the schema without the condition (what `else` adds is not declared)",
  ],
  [
    "dependentSchemas",
    "`dependentSchemas` is not honoured: the type is the schema without them (what they add is not declared)",
  ],
  [
    "dependencies",
    "`dependencies` with schemas is not honoured: the type is the schema without them (what they add is not declared)",
  ],
  [
    "unevaluatedItems",
    "`unevaluatedItems` is not honoured: items past `prefixItems` are typed as if it were absent (`unknown`)",
  ],
]);

/** The dialects the schema reader follows: JSON Schema 2020-12 and OpenAPI 3.1/3.2's own (with or without `#`). */
export function isReadDialect(uri: string): boolean {
  return (
    uri.replace(/#$/, "") === "https://json-schema.org/draft/2020-12/schema" ||
    /^https:\/\/spec\.openapis\.org\/oas\/3\.[12]\/dialect\//.test(uri)
  );
}

/** How a keyword holds subschemas: one, a list, or a map of names to them. */
const SUBSCHEMAS: ReadonlyMap<string, "one" | "list" | "map"> = new Map([
  ...["additionalProperties", "unevaluatedProperties", "additionalItems", "unevaluatedItems"].map(one),
  ...["not", "if", "then", "else", "contains", "propertyNames", "contentSchema"].map(one),
  ...["allOf", "anyOf", "oneOf", "prefixItems", "items"].map((keyword) => [keyword, "list"] as const),
  ...["properties", "patternProperties", "dependentSchemas", "$defs", "definitions"].map(
    (keyword) => [keyword, "map"] as const,
  ),
]);

function one(keyword: string) {
  return [keyword, "one"] as const;
}

/** What a keyword is to the walk: its warning, whether its value is checked, how it holds subschemas. */
interface KeywordRole {
  warning?: string;
  checksValue?: true;
  holds?: "one" | "list" | "map";
}

/** JSON Schema's type names. */
const JSON_SCHEMA_TYPES = ["array", "boolean", "integer", "null", "number", "object", "string"];
/** The `type` names a schema may give: JSON Schema's, and Swagger 2.0's `file`, which the reader takes. */
const SCHEMA_TYPES: ReadonlySet<string> = new Set([...JSON_SCHEMA_TYPES, "file"]);

/** `SCHEMA_WARNINGS`, `VALUE_KEYWORDS` and `SUBSCHEMAS` in one table, so the walk looks each key up once. */
const ROLES: ReadonlyMap<string, KeywordRole> = new Map(
  [...new Set([...SCHEMA_WARNINGS.keys(), ...VALUE_KEYWORDS, ...SUBSCHEMAS.keys()])].map((keyword) => {
    const role: KeywordRole = {};
    const warning = SCHEMA_WARNINGS.get(keyword);
    const holds = SUBSCHEMAS.get(keyword);
    if (warning !== undefined) role.warning = warning;
    if (VALUE_KEYWORDS.includes(keyword)) role.checksValue = true;
    if (holds !== undefined) role.holds = holds;
    return [keyword, role];
  }),
);

/**
 * Reports the keywords of `SCHEMA_WARNINGS` in a schema and every subschema written inside it (not those
 * it refers to: they are walked where they are written). Iterative: schemas nest deeply. This passes every
 * schema node of the description: a subschema with no keyword of `ROLES` (most are leaves, such as
 * `{ type: string }`) has nothing to report or to walk into, so it is not pushed, and no location is made for it.
 */
export function reportSchemaKeywords(
  root: JsonValue | undefined,
  at: LazyPointer,
  registry: SchemaRegistry,
): void {
  if (!isSchema(root)) {
    reportNonSchema(registry, at, root);
    return;
  }
  const schemas: (JsonValue | undefined)[] = [root];
  const locations: LazyPointer[] = [at];
  while (locations.length > 0) {
    const schema = schemas.pop();
    const here = locations.pop() as LazyPointer;
    if (!schema || typeof schema !== "object" || Array.isArray(schema)) continue;
    for (const keyword in schema) {
      const value = schema[keyword];
      if (keyword === "type") {
        const unknown = unknownTypes(value);
        if (unknown !== undefined) reportUnknownType(registry, [here, keyword], unknown);
        continue;
      }
      const role = ROLES.get(keyword);
      if (role === undefined) continue;
      if (role.warning !== undefined && unhonoured(schema, keyword, value)) {
        warnUnhonouredAt(registry, [here, keyword], role.warning);
      }
      const problem = role.checksValue ? valueProblem(keyword, value, schema) : undefined;
      if (problem !== undefined) registry.warn(problem.code, formatPointer([here, keyword]), problem.message);
      if (keyword === "patternProperties") reportPatternKeys(registry, [here, keyword], value);
      // `items` is one schema, or a list of them before 2020-12.
      const holds = keyword === "items" && !Array.isArray(value) ? "one" : role.holds;
      if (holds === "one" && !isSchema(value)) reportNonSchema(registry, [here, keyword], value);
      if (holds === undefined || !value || typeof value !== "object") continue;
      if (holds === "one") {
        if (hasRole(value)) {
          schemas.push(value);
          locations.push([here, keyword]);
        }
      } else if (holds === "list") {
        if (!Array.isArray(value)) continue;
        let listAt: LazyPointer | undefined;
        for (let index = 0; index < value.length; index++) {
          const entry = value[index];
          if (hasRole(entry)) {
            listAt ??= [here, keyword];
            schemas.push(entry);
            locations.push([listAt, index]);
          } else if (!isSchema(entry)) reportNonSchema(registry, [[here, keyword], index], entry);
        }
      } else if (!Array.isArray(value)) {
        let mapAt: LazyPointer | undefined;
        for (const name in value) {
          const entry = value[name];
          if (hasRole(entry)) {
            mapAt ??= [here, keyword];
            schemas.push(entry);
            locations.push([mapAt, name]);
          } else if (!isSchema(entry) && keyword !== "dependentSchemas")
            reportNonSchema(registry, [[here, keyword], name], entry);
        }
      }
    }
  }
}

/**
 * Whether `value` is a schema with a keyword of `ROLES`, or a `type` to report (`true`, `false` and values of
 * the wrong type have none).
 */
function hasRole(value: JsonValue | undefined): boolean {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  for (const keyword in value) {
    if (ROLES.has(keyword)) return true;
    if (keyword === "type" && unknownTypes(value.type) !== undefined) return true;
  }
  return false;
}

/** A schema is an object or a boolean; a one-schema keyword's `undefined` is no value at all. */
function isSchema(value: JsonValue | undefined): boolean {
  return (
    value === undefined ||
    typeof value === "boolean" ||
    (typeof value === "object" && value !== null && !Array.isArray(value))
  );
}

function reportPatternKeys(registry: SchemaRegistry, at: LazyPointer, value: JsonValue | undefined): void {
  if (!value || typeof value !== "object" || Array.isArray(value)) return;
  for (const key in value) {
    const problem = patternKeyProblem(key);
    if (problem !== undefined) registry.warn(problem.code, formatPointer([at, key]), problem.message);
  }
}

function reportNonSchema(registry: SchemaRegistry, at: LazyPointer, value: JsonValue | undefined): void {
  registry.warn(
    "malformed-description",
    formatPointer(at),
    `${kindOf(value)} is no schema (a schema is an object or a boolean): read as any value (\`unknown\`)`,
  );
}

/** The names `type` gives that are no JSON Schema type (`["strnig"]`); `undefined` where it gives none. */
function unknownTypes(value: JsonValue | undefined): string[] | undefined {
  // The common case, on every schema node the walk looks at, without building a list.
  if (typeof value === "string" && SCHEMA_TYPES.has(value)) return undefined;
  const names = Array.isArray(value) ? value : [value];
  const unknown = names
    .filter((name) => typeof name !== "string" || !SCHEMA_TYPES.has(name))
    .map((name) => (typeof name === "string" ? JSON.stringify(name) : kindOf(name)));
  return unknown.length === 0 ? undefined : unknown;
}

function reportUnknownType(registry: SchemaRegistry, at: LazyPointer, unknown: readonly string[]): void {
  registry.warn(
    "malformed-description",
    formatPointer(at),
    `${unknown.join(", ")} ${unknown.length === 1 ? "is no" : "are no"} JSON Schema type (${JSON_SCHEMA_TYPES.join(", ")}): the schema is read without ${unknown.length === 1 ? "it" : "them"}`,
  );
}

function unhonoured(schema: JsonObject, keyword: string, value: JsonValue | undefined): boolean {
  switch (keyword) {
    case "$id":
    case "$dynamicRef":
    case "$recursiveRef":
      return typeof value === "string";
    case "$schema":
      return typeof value === "string" && !isReadDialect(value);
    // Without `if`, `then` and `else` have no effect (JSON Schema ignores them).
    case "then":
    case "else":
      return schema.if !== undefined && isConstraining(value);
    case "dependentSchemas":
      return hasEntries(value);
    // `dependencies` with lists of names only is `dependentRequired`: validation, no effect on the type.
    case "dependencies":
      return hasEntries(value) && Object.values(value as JsonObject).some((entry) => !Array.isArray(entry));
    case "unevaluatedItems":
      return value !== true;
    default:
      return false;
  }
}

/** A subschema that allows less than everything (`true` and `{}` allow everything). */
function isConstraining(value: JsonValue | undefined): boolean {
  if (value === undefined || value === true) return false;
  return !(
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length === 0
  );
}

function hasEntries(value: JsonValue | undefined): boolean {
  return !!value && typeof value === "object" && !Array.isArray(value) && Object.keys(value).length > 0;
}
