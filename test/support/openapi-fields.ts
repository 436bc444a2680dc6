/**
 * Every field of every object OpenAPI 3.0, 3.1 and 3.2 define, as `object.field` (`parameter.allowReserved`,
 * `mediaType.encoding`, `schema.xml`), read from the official JSON Schemas of the descriptions (the
 * devDependency @seriousme/openapi-schema-validator). 3.1 and 3.2 leave the Schema Object to JSON Schema
 * 2020-12, so its keywords come from the 2020-12 meta-schemas (ajv's copies) and OpenAPI's own vocabulary
 * beside them (written below: the description schemas do not hold it).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./cli-process.js";

export type OpenApiVersion = "3.0" | "3.1" | "3.2";
export const OPENAPI_VERSIONS: readonly OpenApiVersion[] = ["3.0", "3.1", "3.2"];

type JsonSchema = { [key: string]: unknown };

const DESCRIPTION_SCHEMAS = path.join(ROOT, "node_modules/@seriousme/openapi-schema-validator/schemas");
const JSON_SCHEMA_2020_12 = path.join(ROOT, "node_modules/ajv/dist/refs/json-schema-2020-12");

/**
 * Names of the schemas' definitions that differ from the object's name in OpenAPI's text: 3.0's
 * PascalCase names, and the variants one object is split into (a security scheme per type, a flow per kind).
 */
const OBJECT_NAMES: Readonly<Record<string, string>> = {
  root: "document",
  OAuthFlows: "oauthFlows",
  XML: "xml",
  APIKeySecurityScheme: "securityScheme",
  HTTPSecurityScheme: "securityScheme",
  OAuth2SecurityScheme: "securityScheme",
  OpenIdConnectSecurityScheme: "securityScheme",
  ImplicitOAuthFlow: "oauthFlow",
  PasswordOAuthFlow: "oauthFlow",
  ClientCredentialsFlow: "oauthFlow",
  AuthorizationCodeOAuthFlow: "oauthFlow",
  implicit: "oauthFlow",
  password: "oauthFlow",
  "client-credentials": "oauthFlow",
  "authorization-code": "oauthFlow",
  "device-authorization": "oauthFlow",
};

/** OpenAPI's vocabulary in a 3.1/3.2 Schema Object, and its two objects (3.2 added the marked fields). */
const OPENAPI_SCHEMA_VOCABULARY: Readonly<Record<OpenApiVersion, readonly string[]>> = {
  "3.0": [],
  "3.1": [
    ...["schema.discriminator", "schema.xml", "schema.externalDocs", "schema.example"],
    ...["discriminator.propertyName", "discriminator.mapping"],
    ...["xml.name", "xml.namespace", "xml.prefix", "xml.attribute", "xml.wrapped"],
  ],
  "3.2": [
    ...["schema.discriminator", "schema.xml", "schema.externalDocs", "schema.example"],
    ...["discriminator.propertyName", "discriminator.mapping", "discriminator.defaultMapping"],
    ...["xml.nodeType", "xml.name", "xml.namespace", "xml.prefix", "xml.attribute", "xml.wrapped"],
  ],
};

/** Every `object.field` of one version, sorted. */
export function openApiFields(version: OpenApiVersion): string[] {
  const document = readJson(path.join(DESCRIPTION_SCHEMAS, `v${version}`, "schema.json"));
  const fields = new Set<string>(OPENAPI_SCHEMA_VOCABULARY[version]);
  const definitions = (document.$defs ?? document.definitions) as Record<string, JsonSchema>;
  const mixins = new Set<JsonSchema>();
  // `X-or-reference` (3.1/3.2) is a choice between a Reference Object and X, not an object of its own.
  const objects: [string, JsonSchema][] = [
    ["root", document],
    ...Object.entries(definitions).filter(([name]) => !name.endsWith("-or-reference")),
  ];
  // Definitions reached only through a property's `$ref` into another definition's `$defs` (the OAuth
  // flows of 3.1/3.2) are objects of their own.
  for (const [, definition] of Object.entries(definitions)) {
    for (const [name, nested] of Object.entries((definition.$defs ?? {}) as Record<string, JsonSchema>)) {
      if (OBJECT_NAMES[name]) objects.push([name, nested]);
    }
  }
  const fieldsByObject = objects.map(([name, definition]) => ({
    name,
    definition,
    fields: fieldNames(definition, document, mixins),
  }));
  // A definition that others include (3.0's `ParameterLocation`, 3.1's `examples`) adds fields to them.
  for (const { name, definition, fields: names } of fieldsByObject) {
    if (mixins.has(definition)) continue;
    for (const field of names) fields.add(`${objectName(name)}.${field}`);
  }
  if (version !== "3.0") for (const keyword of jsonSchemaKeywords()) fields.add(`schema.${keyword}`);
  return [...fields].sort();
}

function objectName(definition: string): string {
  const named = OBJECT_NAMES[definition];
  if (named) return named;
  const camel = definition.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return camel.charAt(0).toLowerCase() + camel.slice(1);
}

/**
 * The property names a definition allows: its `properties`, and those of the subschemas that apply to the
 * same object (`allOf`, `oneOf`, `anyOf`, `if`/`then`/`else`, `dependentSchemas`, and `$ref`s among them to
 * mixins such as 3.1's `examples` or 3.2's `styles-for-path`). A `$ref` inside a property leads to another
 * object and is not followed.
 */
function fieldNames(definition: JsonSchema, document: JsonSchema, mixins: Set<JsonSchema>): Set<string> {
  const names = new Set<string>();
  const seen = new Set<JsonSchema>();
  const pending: JsonSchema[] = [definition];
  for (let schema = pending.pop(); schema !== undefined; schema = pending.pop()) {
    if (seen.has(schema)) continue;
    seen.add(schema);
    for (const name of Object.keys((schema.properties ?? {}) as JsonSchema)) names.add(name);
    for (const keyword of ["allOf", "oneOf", "anyOf"]) {
      for (const member of (schema[keyword] ?? []) as JsonSchema[]) pending.push(member);
    }
    for (const keyword of ["if", "then", "else"]) {
      if (typeof schema[keyword] === "object") pending.push(schema[keyword] as JsonSchema);
    }
    for (const member of Object.values((schema.dependentSchemas ?? {}) as Record<string, JsonSchema>)) {
      pending.push(member);
    }
    const target = typeof schema.$ref === "string" ? localTarget(document, schema.$ref) : undefined;
    if (target) {
      mixins.add(target);
      pending.push(target);
    }
  }
  return names;
}

/** A `#/...` pointer within the same schema; `undefined` for references to other documents. */
function localTarget(document: JsonSchema, ref: string): JsonSchema | undefined {
  if (!ref.startsWith("#/")) return undefined;
  let current: unknown = document;
  for (const segment of ref.slice(2).split("/")) {
    current = (current as JsonSchema | undefined)?.[segment.replace(/~1/g, "/").replace(/~0/g, "~")];
  }
  return current as JsonSchema | undefined;
}

/** The keywords of JSON Schema 2020-12: the properties of its meta-schemas (every vocabulary). */
function jsonSchemaKeywords(): Set<string> {
  const files = [
    path.join(JSON_SCHEMA_2020_12, "schema.json"),
    ...readdirSync(path.join(JSON_SCHEMA_2020_12, "meta")).map((name) =>
      path.join(JSON_SCHEMA_2020_12, "meta", name),
    ),
  ];
  const keywords = new Set<string>();
  for (const file of files) {
    for (const name of Object.keys((readJson(file).properties ?? {}) as JsonSchema)) keywords.add(name);
  }
  return keywords;
}

function readJson(file: string): JsonSchema {
  return JSON.parse(readFileSync(file, "utf8")) as JsonSchema;
}
