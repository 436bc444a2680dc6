/**
 * The request and response views of schemas (OpenAPI `readOnly` / `writeOnly`): a request never carries a
 * `readOnly` property and a response never a `writeOnly` one. Which named schemas get a request view beside
 * their response view (`readWriteViews`), and the model as the rest of the plan sees it: requests (bodies and
 * parameters) name request views, responses and failures name response views.
 *
 * Decisions:
 * - A named schema gets two views when its reach (its properties, items, `allOf` / `oneOf` / `anyOf`
 *   members and the schemas it references, transitively) has a `readOnly` or `writeOnly` property. Any other
 *   schema stays one type, shared by requests and responses.
 * - The response view keeps the schema's id and name (`Pet`: what users read most); the request view is a new
 *   schema named `<Name>Input` (`PetInput`), claimed after every schema's own name so a schema really named
 *   `PetInput` keeps its name and the view becomes `PetInput2`.
 * - Parameters are requests: a query object whose schema has readOnly properties takes the request view.
 * - Request views sit right after their response view in the output, and count as components when the
 *   schema is one (so `generationMode: "schemas"` emits both views).
 *
 * Rewrites return the very same object when nothing in the tree changes, so schemas without either
 * keyword cost nothing and stay shared with the model (which is never modified).
 */

import { referencingSchemas, treeFacts } from "../model/schema-facts.js";
import { MAX_SCHEMA_DEPTH, mapChildSchemas, sameOrNew } from "../model/schema-walk.js";
import type {
  LaterFields,
  Model,
  NamedSchema,
  OperationModel,
  PropertyNode,
  Schema,
  SchemaId,
} from "../model/types.js";
import { toTypeName } from "./names.js";
import { rewriteOperationSchemas } from "./operation-schemas.js";
import type { TopLevelNames } from "./top-level-names.js";
import type { View, ViewedModel } from "./viewed-model.js";

/** The suffix of a request view's id: not a JSON pointer, so it cannot be a schema's own id. */
const REQUEST_VIEW_ID = " (request view)";

export function planViews(model: Model, operations: OperationModel[], enabled: boolean): ViewedModel {
  // Without a readOnly or writeOnly schema every view is the schema itself.
  if (!enabled || model.features?.readWriteMarks === false) {
    return { schemas: model.schemas, operations, requestViews: new Map() };
  }
  const twoViews = schemasWithTwoViews(model.schemas);
  const requestViews = new Map([...twoViews].map((id) => [id, id + REQUEST_VIEW_ID]));
  const lookup = (id: SchemaId) => model.schemas.get(id)?.schema;
  const rewrites: Record<View, ViewRewrite> = {
    request: { view: "request", lookup, targetOf: (id) => requestViews.get(id) ?? id },
    response: { view: "response", lookup, targetOf: (id) => id },
  };
  // Inline schemas of operations may mark properties too, where no named schema does.
  const viewedOperations = operations.map((operation) => viewOperation(operation, rewrites));
  if (twoViews.size === 0) return { schemas: model.schemas, operations: viewedOperations, requestViews };
  const schemas = new Map<SchemaId, NamedSchema>();
  for (const named of model.schemas.values()) {
    if (!twoViews.has(named.id)) {
      schemas.set(named.id, named);
      continue;
    }
    schemas.set(named.id, { ...named, schema: rewriteSchema(named.schema, rewrites.response) });
    const requestId = requestViews.get(named.id) as SchemaId;
    schemas.set(requestId, {
      ...named,
      id: requestId,
      schema: rewriteSchema(named.schema, rewrites.request),
    });
  }
  return {
    schemas,
    operations: viewedOperations,
    requestViews,
  };
}

/**
 * The schemas that are named by their own (raw) name: every emitted schema but the request views, plus
 * the response view of each emitted request view even where that response view is not emitted itself
 * (a schema only requests use), so its request view is still named after the name the schema would have.
 */
export function schemasNamedByOwnName<F extends LaterFields>(
  emitted: readonly NamedSchema<F>[],
  viewed: ViewedModel<F>,
): NamedSchema<F>[] {
  const requestIds = new Set(viewed.requestViews.values());
  const named = emitted.filter((schema) => !requestIds.has(schema.id));
  const emittedIds = new Set(emitted.map((schema) => schema.id));
  for (const [id, requestId] of viewed.requestViews) {
    const responseView = viewed.schemas.get(id);
    if (emittedIds.has(requestId) && !emittedIds.has(id) && responseView) named.push(responseView);
  }
  return named;
}

/**
 * Names the request views among `emitted`: `<own name of the schema>Input`, claimed after every schema's own
 * name, in output order so the result does not depend on anything else.
 */
export function nameRequestViews(
  emitted: readonly NamedSchema[],
  viewed: ViewedModel,
  ownNames: ReadonlyMap<SchemaId, string>,
  typeNames: Map<SchemaId, string>,
  names: TopLevelNames,
): void {
  const responseViewOf = new Map([...viewed.requestViews].map(([id, requestId]) => [requestId, id]));
  for (const named of emitted) {
    const id = responseViewOf.get(named.id);
    if (id === undefined) continue;
    const base = ownNames.get(id) ?? toTypeName(named.rawName);
    typeNames.set(named.id, names.claim("requestView", `${base}Input`));
  }
}

function viewOperation(operation: OperationModel, rewrites: Record<View, ViewRewrite>): OperationModel {
  return rewriteOperationSchemas(operation, (schema, view) => rewriteSchema(schema, rewrites[view]));
}

/**
 * The named schemas whose reach marks a property readOnly or writeOnly: those that mark one themselves, and
 * every schema that references one of them (walked backwards along references, so cycles end).
 */
function schemasWithTwoViews(schemas: ReadonlyMap<SchemaId, NamedSchema>): Set<SchemaId> {
  const lookup = (id: SchemaId) => schemas.get(id)?.schema;
  const pending: SchemaId[] = [];
  for (const named of schemas.values()) {
    if (marksReadWrite(named.schema, lookup)) pending.push(named.id);
  }
  const twoViews = new Set(pending);
  if (pending.length === 0) return twoViews;
  const referencedBy = referencingSchemas(schemas);
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    for (const source of referencedBy.get(id) ?? []) {
      if (twoViews.has(source)) continue;
      twoViews.add(source);
      pending.push(source);
    }
  }
  return twoViews;
}

export interface ViewRewrite {
  view: View;
  /** Named schemas by id (the model's), to see whether a referenced schema is itself read- or write-only. */
  lookup: (id: SchemaId) => Schema | undefined;
  /** The id a reference to `id` takes in this view (a request view's id, or `id` itself). */
  targetOf: (id: SchemaId) => SchemaId;
}

const NO_NAMES: ReadonlySet<string> = new Set();

/**
 * Whether `property` is left out of `view`: `readOnly` ones from requests (but a discriminator property),
 * `writeOnly` ones from responses.
 */
export function isDroppedIn(property: PropertyNode, view: View, lookup: ViewRewrite["lookup"]): boolean {
  // A discriminator's value says which schema a request body is: the receiver needs it, readOnly or not.
  if (view === "request" && property.discriminator) return false;
  const key = view === "request" ? "readOnly" : "writeOnly";
  if (property.docs?.[key] === true) return true;
  // Marked on the property's schema, or on the schema a reference (chain) names: `id: { $ref: ReadOnlyId }`.
  // Called for every property of every schema an operation uses: no allocation on this path.
  let schema: Schema | undefined = property.schema;
  for (let steps = 0; schema !== undefined && steps < MAX_SCHEMA_DEPTH; steps++) {
    if (schema.docs?.[key] === true) return true;
    if (schema.kind !== "ref") return false;
    schema = lookup(schema.target);
  }
  return false;
}

/** Whether the tree of `schema` (not following references) has a property marked readOnly or writeOnly. */
export function marksReadWrite(schema: Schema, lookup: ViewRewrite["lookup"]): boolean {
  return treeFacts(schema).readWriteCandidates.some(
    (property) => isDroppedIn(property, "request", lookup) || isDroppedIn(property, "response", lookup),
  );
}

/** `schema` as seen in one view; the same object when the view changes nothing in it. */
export function rewriteSchema(schema: Schema, rewrite: ViewRewrite): Schema {
  switch (schema.kind) {
    case "ref": {
      const target = rewrite.targetOf(schema.target);
      return target === schema.target ? schema : { ...schema, target };
    }
    case "object": {
      const properties = rewriteProperties(schema.properties, rewrite, NO_NAMES);
      const extra = schema.additionalProperties;
      const additional = typeof extra === "object" ? rewriteSchema(extra, rewrite) : extra;
      if (properties === schema.properties && additional === extra) return schema;
      return {
        ...schema,
        properties,
        ...(additional === undefined ? {} : { additionalProperties: additional }),
      };
    }
    case "array":
    case "tuple":
      return mapChildSchemas(schema, (child) => rewriteSchema(child, rewrite));
    case "intersection":
      return rewriteIntersection(schema, rewrite);
    case "union": {
      const members = rewriteList(schema.members, rewrite);
      const discriminator = schema.discriminator;
      const mapping = discriminator?.mapping.map((entry) => {
        const target = rewrite.targetOf(entry.target);
        return target === entry.target ? entry : { ...entry, target };
      });
      const fallback =
        discriminator?.fallback === undefined ? undefined : rewrite.targetOf(discriminator.fallback);
      const mappingChanged =
        mapping?.some((entry, index) => entry !== discriminator?.mapping[index]) === true ||
        fallback !== discriminator?.fallback;
      if (members === schema.members && !mappingChanged) return schema;
      return {
        ...schema,
        members,
        ...(discriminator && mapping
          ? { discriminator: { ...discriminator, mapping, ...(fallback === undefined ? {} : { fallback }) } }
          : {}),
      };
    }
    default:
      return schema;
  }
}

/**
 * `allOf` members in one view. A member that only requires a property another member declares
 * (`allOf: [{ $ref: Pet }, { required: [id] }]`) loses that requirement where the view drops the
 * declaration: otherwise the request would still demand the readOnly `id`, as any present value.
 */
function rewriteIntersection(
  schema: Extract<Schema, { kind: "intersection" }>,
  rewrite: ViewRewrite,
): Schema {
  const dropped = droppedNames(schema.members, rewrite);
  const members = schema.members.map((member) => {
    if (member.kind !== "object" || dropped.size === 0) return rewriteSchema(member, rewrite);
    const properties = rewriteProperties(member.properties, rewrite, dropped);
    const extra = member.additionalProperties;
    const additional = typeof extra === "object" ? rewriteSchema(extra, rewrite) : extra;
    if (properties === member.properties && additional === extra) return member;
    return {
      ...member,
      properties,
      ...(additional === undefined ? {} : { additionalProperties: additional }),
    };
  });
  const changed = members.some((member, index) => member !== schema.members[index]);
  return changed ? { ...schema, members } : schema;
}

/** Names of properties the view drops from the members (through references and nested `allOf`s). */
function droppedNames(members: readonly Schema[], rewrite: ViewRewrite): Set<string> {
  const names = new Set<string>();
  const pending = [...members];
  const seen = new Set<SchemaId>();
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.kind === "ref") {
      if (seen.has(next.target)) continue;
      seen.add(next.target);
      const target = rewrite.lookup(next.target);
      if (target) pending.push(target);
    } else if (next.kind === "intersection") pending.push(...next.members);
    else if (next.kind === "object") {
      for (const property of next.properties) {
        if (isDroppedIn(property, rewrite.view, rewrite.lookup)) names.add(property.name);
      }
    }
  }
  return names;
}

/**
 * Properties in one view: dropped ones left out, the rest rewritten. `siblingDropped`: names a sibling
 * `allOf` member drops; a property here that only requires such a name (untyped) goes too.
 */
function rewriteProperties(
  properties: PropertyNode[],
  rewrite: ViewRewrite,
  siblingDropped: ReadonlySet<string>,
): PropertyNode[] {
  // Made at the first change only: most objects an operation uses have nothing to change.
  let kept: PropertyNode[] | undefined;
  for (let index = 0; index < properties.length; index++) {
    const property = properties[index] as PropertyNode;
    const untypedRequirement = property.schema.kind === "unknown" && siblingDropped.has(property.name);
    if (untypedRequirement || isDroppedIn(property, rewrite.view, rewrite.lookup)) {
      kept ??= properties.slice(0, index);
      continue;
    }
    const schema = rewriteSchema(property.schema, rewrite);
    if (schema !== property.schema) kept ??= properties.slice(0, index);
    kept?.push(schema === property.schema ? property : { ...property, schema });
  }
  return kept ?? properties;
}

function rewriteList(schemas: Schema[], rewrite: ViewRewrite): Schema[] {
  return sameOrNew(schemas, (schema) => rewriteSchema(schema, rewrite));
}
