/**
 * Named schemas made of one another through `allOf`, `oneOf` and `anyOf` alone, with no property, item or map
 * value between them: `Pet: oneOf [Cat, Dog]` with `Cat: allOf [Pet, {...}]`, or `A: anyOf [A, string]`.
 * Checking such a value never ends (a Pet is checked as a Cat, which is checked as a Pet), and no TypeScript
 * type can say it: a type alias may name itself inside an object or an array, never directly in a union or an
 * intersection (TS2456). So the model leaves such references out, each with a warning:
 *
 * - First every `allOf` reference, and every schema that is only a reference, to a schema of the same cycle:
 *   the child keeps its own properties and drops the base that lists it among its choices.
 * - Then, of a cycle left (`oneOf`/`anyOf` only), every reference to a schema of the same cycle: `A: anyOf
 *   [A, string]` is `string`.
 *
 * Both rules look at the whole cycle, not at the order schemas are read in, so the same description always
 * gives the same types.
 */
import type { SchemaRegistry } from "./schema-registry.js";
import { stronglyConnectedComponents } from "./strongly-connected.js";
import type { NamedSchema, Schema, SchemaId } from "./types.js";

/** A reference a named schema is made of directly: at its root or among union and intersection members. */
interface CompositionReference {
  from: SchemaId;
  target: SchemaId;
  node: Schema;
  /** `alias`: the schema is this reference; `intersection`: an `allOf` member; `union`: a choice. */
  place: "alias" | "intersection" | "union";
}

export function cutCompositionCycles(
  schemas: ReadonlyMap<SchemaId, NamedSchema>,
  warn: SchemaRegistry["warn"],
): void {
  const made: CompositionReference[] = [];
  for (const named of schemas.values()) collectCompositionReferences(named, made);
  // A reference to a schema made of no other schema lies on no cycle, and most references are of that kind
  // (`allOf: [Base, {...}]`): leaving them out spares nearly every description the search below.
  const makers = new Set(made.map((reference) => reference.from));
  const references = made.filter((reference) => makers.has(reference.target));
  if (references.length === 0) return;
  const ids = [...new Set(references.map((reference) => reference.from))];
  const cut = new Set<Schema>();
  const cutOnCycles = (placed: (reference: CompositionReference) => boolean) => {
    const kept = references.filter((reference) => !cut.has(reference.node));
    const component = stronglyConnected(ids, kept);
    for (const reference of kept) {
      if (!placed(reference) || !onCycle(reference, component)) continue;
      cut.add(reference.node);
      warn("composition-cycle", reference.from, cycleWarning(reference));
    }
  };
  cutOnCycles((reference) => reference.place !== "union");
  cutOnCycles((reference) => reference.place === "union");
  if (cut.size === 0) return;
  for (const named of schemas.values()) named.schema = withoutCut(named.schema, cut);
}

function cycleWarning({ from, target }: CompositionReference): string {
  const unsayable = "with no property or item between, which no TypeScript type can say";
  return target === from
    ? `its allOf, oneOf or anyOf names the schema itself ${unsayable}; that reference is left out`
    : `its allOf, oneOf or anyOf leads back to it through ${target} ${unsayable}; the reference to ${target} is left out`;
}

/** Whether both ends sit in one strongly connected component that holds a cycle. */
function onCycle(
  reference: CompositionReference,
  component: ReadonlyMap<SchemaId, { index: number; size: number }>,
): boolean {
  const from = component.get(reference.from);
  const target = component.get(reference.target);
  if (from === undefined || target === undefined || from.index !== target.index) return false;
  return from.size > 1 || reference.from === reference.target;
}

function collectCompositionReferences(named: NamedSchema, into: CompositionReference[]): void {
  const root = named.schema;
  // Most named schemas are objects, enums or primitives: made of no other schema.
  if (root.kind !== "ref" && root.kind !== "intersection" && root.kind !== "union") return;
  const pending: { node: Schema; place: CompositionReference["place"] }[] = [{ node: root, place: "alias" }];
  for (let entry = pending.pop(); entry !== undefined; entry = pending.pop()) {
    const { node, place } = entry;
    if (node.kind === "ref") into.push({ from: named.id, target: node.target, node, place });
    else if (node.kind === "intersection" || node.kind === "union")
      for (const member of node.members) pending.push({ node: member, place: node.kind });
  }
}

/** Each schema's strongly connected component (its index) and that component's size. */
function stronglyConnected(
  ids: readonly SchemaId[],
  references: readonly CompositionReference[],
): Map<SchemaId, { index: number; size: number }> {
  const targets = new Map<SchemaId, SchemaId[]>();
  for (const { from, target } of references) {
    const list = targets.get(from);
    if (list) list.push(target);
    else targets.set(from, [target]);
  }
  const component = new Map<SchemaId, { index: number; size: number }>();
  const components = stronglyConnectedComponents(ids, (id) => targets.get(id) ?? []);
  components.forEach((members, index) => {
    for (const member of members) component.set(member, { index, size: members.length });
  });
  return component;
}

/**
 * The schema without the references cut: a reference at the root admits every value, an intersection with no
 * member left admits every value, a union with no choice left admits none, and one member left is the schema
 * itself where the union or intersection says nothing of its own (as the reader writes it). Unions and
 * intersections are changed in place, as the model is still being built and nothing else holds them.
 */
function withoutCut(node: Schema, cut: ReadonlySet<Schema>): Schema {
  if (cut.has(node)) return keepingFacts(node, { kind: "unknown" });
  if (node.kind !== "intersection" && node.kind !== "union") return node;
  const members = node.members.filter((member) => !cut.has(member)).map((member) => withoutCut(member, cut));
  if (members.length === 0) return keepingFacts(node, { kind: node.kind === "union" ? "never" : "unknown" });
  const [only] = members;
  const saysNothingElse =
    !node.nullable && !node.docs && !node.constraints && !(node.kind === "union" && node.discriminator);
  if (members.length === 1 && only && saysNothingElse) return only;
  node.members.splice(0, node.members.length, ...members);
  return node;
}

/** `replacement` with the nullability and documentation of the node it stands for. */
function keepingFacts(node: Schema, replacement: Schema): Schema {
  if (node.nullable) replacement.nullable = node.nullable;
  if (node.docs) replacement.docs = node.docs;
  return replacement;
}
