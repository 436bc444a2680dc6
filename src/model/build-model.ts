import { childPointer } from "../load/json-pointer.js";
import { asObject } from "../load/json-value.js";
import type { LoadedSpec } from "../load/types.js";
import { type DiagnosticSink, IGNORED_DIAGNOSTICS } from "../text/diagnostics.js";
import { startPatternBudget } from "./backtracking-pattern.js";
import { declaredProperties } from "./composition.js";
import { cutCompositionCycles } from "./composition-cycles.js";
import { reportDescriptionStructure } from "./description-structure.js";
import { readOperations } from "./read-operations.js";
import { readSchema } from "./read-schema.js";
import { applySecurity, readRequirements, readSecuritySchemes } from "./read-security.js";
import { readServers } from "./read-servers.js";
import { createSchemaRegistry, type SchemaRegistry } from "./schema-registry.js";
import type { Model, NamedSchema, Schema } from "./types.js";
import { reportUnhonouredFields } from "./unhonoured-fields.js";

/**
 * The only stage that looks at the description's shape: document → normalized model. What the description
 * says that generated code does not honour as written goes to `diagnostics` (default: nowhere, for callers
 * that want the model only).
 */
export function buildModel(spec: LoadedSpec, diagnostics: DiagnosticSink = IGNORED_DIAGNOSTICS): Model {
  startPatternBudget();
  const registry = createSchemaRegistry(spec.document, readSchema, diagnostics);
  reportDescriptionStructure(registry, sourceName(spec.source));
  const components = asObject(asObject(spec.document.components)?.schemas) ?? {};
  const componentIds = Object.keys(components).map((name) => childPointer("#/components/schemas", name));
  for (const id of componentIds) registry.register(id);
  const operations = readOperations(registry);
  const securitySchemes = readSecuritySchemes(spec.document);
  applySecurity(operations, securitySchemes, readRequirements(spec.document.security));
  narrowDiscriminatedChildren(registry);
  markDiscriminatorProperties(registry);
  // After the children are narrowed: that reads the `allOf` reference to a base that the cut may leave out.
  cutCompositionCycles(registry.schemas, registry.warn);
  reportUnhonouredFields(registry);
  const info = asObject(spec.document.info) ?? {};
  const model: Model = {
    schemas: inStableOrder(registry.schemas, componentIds),
    operations,
    servers: readServers(spec.document),
    info: {
      title: typeof info.title === "string" ? info.title : "API",
      version:
        typeof info.version === "string" || typeof info.version === "number" ? String(info.version) : "",
    },
  };
  if (securitySchemes.length > 0) model.securitySchemes = securitySchemes;
  model.features = { ...registry.features };
  if (typeof info.description === "string") model.info.description = info.description;
  return model;
}

/**
 * A schema that extends a base with a `discriminator` (`Cat: allOf: [Pet, {...}]`) gets its discriminator
 * property narrowed to its own mapping value(s), so a union of the children is discriminated.
 */
function narrowDiscriminatedChildren(registry: SchemaRegistry): void {
  const bases = new Map<string, DiscriminatingBase | undefined>();
  const baseOf = (id: string) => {
    if (!bases.has(id)) bases.set(id, discriminatingBase(registry, id));
    return bases.get(id);
  };
  for (const named of registry.schemas.values()) {
    const { schema } = named;
    if (schema.kind !== "intersection") continue;
    const narrowings: Schema[] = [];
    for (const member of schema.members) {
      if (member.kind !== "ref" || member.target === named.id) continue;
      const base = baseOf(member.target);
      // The schema of every value no mapping names (3.2's `defaultMapping`) keeps the base's property as is.
      if (base && !isFallback(base, named)) narrowings.push(narrowingFor(base, named));
    }
    schema.members.push(...narrowings);
  }
}

/**
 * The discriminator property of every schema a `oneOf`/`anyOf` discriminator tells apart (declared there or
 * in an `allOf` member), marked once every schema is read: a mapping may name a schema read later.
 */
function markDiscriminatorProperties(registry: SchemaRegistry): void {
  const lookup = (id: string) => registry.schemas.get(id)?.schema;
  const marked = new Set<string>();
  for (const { propertyName, targets } of registry.discriminators) {
    for (const target of targets) {
      const key = `${target}\n${propertyName}`;
      if (marked.has(key)) continue;
      marked.add(key);
      const schema = lookup(target);
      if (!schema) continue;
      for (const property of declaredProperties(schema, lookup)) {
        if (property.name === propertyName) property.discriminator = true;
      }
    }
  }
}

/** A base schema's discriminator, with its mapping indexed by target (a mapping can have hundreds of entries). */
interface DiscriminatingBase {
  propertyName: string;
  valuesByTarget: Map<string, string[]>;
  /** `defaultMapping` as written: a schema name or a reference. */
  fallback?: string;
}

function isFallback(base: DiscriminatingBase, child: NamedSchema): boolean {
  return base.fallback !== undefined && (base.fallback === child.id || base.fallback === child.rawName);
}

function discriminatingBase(registry: SchemaRegistry, baseId: string): DiscriminatingBase | undefined {
  const base = asObject(registry.resolve(baseId));
  const discriminator = asObject(base?.discriminator);
  if (!base || !discriminator || typeof discriminator.propertyName !== "string") return undefined;
  // A base that is itself a union of its children is discriminated there already.
  if (base.oneOf || base.anyOf) return undefined;
  const valuesByTarget = new Map<string, string[]>();
  for (const [value, target] of Object.entries(asObject(discriminator.mapping) ?? {})) {
    if (typeof target !== "string") continue;
    const values = valuesByTarget.get(target);
    if (values) values.push(value);
    else valuesByTarget.set(target, [value]);
  }
  const fallback =
    typeof discriminator.defaultMapping === "string" ? discriminator.defaultMapping : undefined;
  return { propertyName: discriminator.propertyName, valuesByTarget, ...(fallback ? { fallback } : {}) };
}

/** `{ petType: 'cat' }`: the child's mapping value(s), or its own name without a mapping entry. */
function narrowingFor(base: DiscriminatingBase, child: NamedSchema): Schema {
  const values = [
    ...(base.valuesByTarget.get(child.id) ?? []),
    ...(base.valuesByTarget.get(child.rawName) ?? []),
  ];
  const tags = values.length > 0 ? values : [child.rawName];
  const tagSchema: Schema =
    tags.length === 1 ? { kind: "const", value: tags[0] as string } : { kind: "enum", values: tags };
  return {
    kind: "object",
    properties: [{ name: base.propertyName, schema: tagSchema, required: true }],
  };
}

/** Components in document order, then every other named schema by id, so output order never depends on traversal. */
function inStableOrder(
  schemas: Map<string, NamedSchema>,
  componentIds: readonly string[],
): Map<string, NamedSchema> {
  const ordered = new Map<string, NamedSchema>();
  for (const id of componentIds) {
    const named = schemas.get(id);
    if (named) ordered.set(id, named);
  }
  const rest = [...schemas.keys()].filter((id) => !ordered.has(id)).sort();
  for (const id of rest) ordered.set(id, schemas.get(id) as NamedSchema);
  return ordered;
}

/** A description as messages name it: a URL as it is, a file by its name (`petstore.yaml`). */
function sourceName(source: string): string {
  return /^https?:/i.test(source) ? source : (source.split(/[\\/]/).at(-1) ?? source);
}
