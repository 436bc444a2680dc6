/**
 * What planning needs to know of a schema tree (not following references), read in one walk and kept per
 * tree object. The views (`plan/read-write-views.ts`), both directions of the date shapes
 * (`plan/date-shapes.ts`) and the emitted set (`reachable-schemas.ts`) each walked every tree of the
 * description for one of these.
 *
 * Trees are never modified (the model is read-only; view rewrites make new objects where they change
 * something), so facts kept per tree object never go stale, and the trees a rewrite leaves alone are walked
 * once for the whole plan.
 */
import { pushChildSchemas } from "./schema-walk.js";
import type { PropertyNode, Schema, SchemaId } from "./types.js";

export interface TreeFacts {
  /** The schema ids the tree references directly, discriminator mapping targets included, in walk order. */
  readonly targets: readonly SchemaId[];
  /**
   * The properties that may be readOnly or writeOnly: marked themselves or on their own schema, or whose
   * schema is a reference (the schemas it leads to may be marked). Every other property is neither.
   */
  readonly readWriteCandidates: readonly PropertyNode[];
  /** Whether a `format: date` string sits in the tree. */
  readonly hasDate: boolean;
  /** Whether a `format: date-time` string sits in the tree. */
  readonly hasDateTime: boolean;
  /** Whether an `allOf` sits in the tree (whose members may declare the same property). */
  readonly hasIntersection: boolean;
  /** Whether a union with a discriminator sits in the tree (whose members' tags may be typed). */
  readonly hasDiscriminator: boolean;
}

const factsByTree = new WeakMap<Schema, TreeFacts>();

export function treeFacts(root: Schema): TreeFacts {
  const known = factsByTree.get(root);
  if (known) return known;
  const facts = readTreeFacts(root);
  factsByTree.set(root, facts);
  return facts;
}

/**
 * Every named schema that references each id, in the order of `schemas` (one entry per reference); only the
 * schemas in `within` when given.
 */
export function referencingSchemas(
  schemas: ReadonlyMap<SchemaId, { schema: Schema }>,
  within?: ReadonlySet<SchemaId>,
): Map<SchemaId, SchemaId[]> {
  const referencedBy = new Map<SchemaId, SchemaId[]>();
  for (const [id, named] of schemas) {
    if (within !== undefined && !within.has(id)) continue;
    for (const target of treeFacts(named.schema).targets) {
      const sources = referencedBy.get(target);
      if (sources) sources.push(id);
      else referencedBy.set(target, [id]);
    }
  }
  return referencedBy;
}

/**
 * Whether an `allOf` sits in the tree, read without keeping facts: for the trees of operations (6,677 on
 * GitHub, mostly a reference or a primitive), asked once each, where keeping facts costs more than the walk.
 */
export function holdsIntersection(root: Schema): boolean {
  const known = factsByTree.get(root);
  if (known) return known.hasIntersection;
  if (root.kind === "ref" || root.kind === "primitive") return false;
  const pending: Schema[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    if (node.kind === "intersection") return true;
    pushChildSchemas(node, pending);
  }
  return false;
}

/**
 * Iterative: descriptions may nest deeply. One switch per node that also pushes its children (as
 * `pushChildSchemas` does) and indexed loops: this walk reads every node of every named schema (GitHub:
 * 38,898) and runs before the just-in-time compiler has optimized it, where each call and each iterator
 * costs.
 */
function readTreeFacts(root: Schema): TreeFacts {
  const targets: SchemaId[] = [];
  const readWriteCandidates: PropertyNode[] = [];
  let hasDate = false;
  let hasDateTime = false;
  let hasIntersection = false;
  let hasDiscriminator = false;
  const pending: Schema[] = [root];
  for (let node = pending.pop(); node !== undefined; node = pending.pop()) {
    switch (node.kind) {
      case "ref":
        targets.push(node.target);
        break;
      case "primitive":
        if (node.type === "string") {
          if (node.format === "date") hasDate = true;
          else if (node.format === "date-time") hasDateTime = true;
        }
        break;
      case "object": {
        const properties = node.properties;
        for (let index = 0; index < properties.length; index++) {
          const property = properties[index] as PropertyNode;
          if (mayBeReadWrite(property)) readWriteCandidates.push(property);
          pending.push(property.schema);
        }
        if (typeof node.additionalProperties === "object") pending.push(node.additionalProperties);
        break;
      }
      case "array":
        pending.push(node.items);
        break;
      case "tuple":
        for (let index = 0; index < node.items.length; index++) pending.push(node.items[index] as Schema);
        if (node.rest) pending.push(node.rest);
        break;
      case "intersection":
        hasIntersection = true;
        for (let index = 0; index < node.members.length; index++) pending.push(node.members[index] as Schema);
        break;
      case "union": {
        if (node.discriminator) hasDiscriminator = true;
        const mapping = node.discriminator?.mapping;
        if (mapping)
          for (let index = 0; index < mapping.length; index++)
            targets.push(mapping[index]?.target as SchemaId);
        for (let index = 0; index < node.members.length; index++) pending.push(node.members[index] as Schema);
        break;
      }
    }
  }
  return { targets, readWriteCandidates, hasDate, hasDateTime, hasIntersection, hasDiscriminator };
}

function mayBeReadWrite(property: PropertyNode): boolean {
  const { docs, schema } = property;
  return (
    docs?.readOnly === true ||
    docs?.writeOnly === true ||
    schema.docs?.readOnly === true ||
    schema.docs?.writeOnly === true ||
    schema.kind === "ref"
  );
}
