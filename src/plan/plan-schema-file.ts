/**
 * The schema file of `validator: "zod"`: which schemas it declares, under which names and in which order,
 * and which of them are written with their type because inference cannot follow them.
 *
 * Decisions:
 * - Every declared type gets one schema, `<TypeName>Schema` (`Pet` → `PetSchema`, `PetInput` →
 *   `PetInputSchema`, `CreatePetBody` → `CreatePetBodySchema`). Type names are unique and end differently
 *   from nothing else in that file (`z`, the namespace of the types), so appending keeps them unique.
 * - Named schemas come in the order of their references, what a schema uses before it (a const can only
 *   read what was declared above it); the plan's order among those that do not depend on each other. The
 *   request types follow, in group and operation order.
 * - A schema on a cycle of references (a tree, a linked list) cannot be inferred by TypeScript from its own
 *   initializer: it is annotated with its type (`z.ZodType<api.Node, api.Node>`) and a reference to a
 *   schema not declared yet is read lazily (`z.lazy(() => NodeSchema)`). So is a schema nested too deep for
 *   TypeScript to infer (see {@link INFERRED_NESTING_LIMIT}). Every other schema is inferred, so that the
 *   agreement of schema and type is proven, not assumed; with `validatorExplicitTypes` its inferred type is
 *   written out, which TypeScript checks the initializer against.
 */

import { pushChildSchemas } from "../model/schema-walk.js";
import { stronglyConnectedComponents } from "../model/strongly-connected.js";
import type { Schema, SchemaId } from "../model/types.js";
import { balancedDepth } from "./balanced-tree.js";
import type { DraftGroup, OperationDraft, PlannedArgument } from "./operation-plan-types.js";
import type { PlanNamedSchema, PlanSchema } from "./type-model.js";

export type ValidatedRequestType =
  | { kind: "body"; argument: Extract<PlannedArgument, { kind: "body" }>; planned: OperationDraft }
  | { kind: "query"; argument: Extract<PlannedArgument, { kind: "query" }>; planned: OperationDraft }
  | { kind: "object"; argument: Extract<PlannedArgument, { kind: "object" }>; planned: OperationDraft };

/** The schema of a success body that is not a named schema: declared in the schema file for the check. */
export interface ResponseSchemaDeclaration {
  schemaName: string;
  schema: Schema;
  /** The operation's method, for the schema's documentation. */
  methodName: string;
  /** The schema is of one item of a stream (or of one event's `data`). */
  streamed: boolean;
}

export interface ValidatorPlan {
  library: "zod";
  /** The named schemas in declaration order. */
  schemas: readonly PlanNamedSchema[];
  /**
   * The request types (`<Operation>Body`, `<Operation>Query`, `<Operation>Params`), declared after the named
   * schemas; a body before the object that holds it.
   */
  requestTypes: readonly ValidatedRequestType[];
  /** The schema's name of every declared type, by type name. */
  schemaNames: ReadonlyMap<string, string>;
  /** Named schemas on a cycle of references, or nested too deep to infer: annotated with their type. */
  annotated: ReadonlySet<SchemaId>;
  /** Annotated schemas nested too deep within their own definition to be checked: asserted to their type. */
  asserted: ReadonlySet<SchemaId>;
  /**
   * `validatorExplicitTypes`: every other constant declares the type TypeScript would infer for it, written
   * out (`z.ZodObject<...>`), as `isolatedDeclarations` needs.
   */
  explicitTypes: boolean;
  /** Position of each named schema in `schemas`; a reference to one not above the reader is lazy. */
  positions: ReadonlyMap<SchemaId, number>;
  /**
   * The client imports the file (`validateResponses`, `validateRequests`): the file then reads nothing of
   * the client at run time (enums written out), so that the two do not load each other.
   */
  clientImports?: boolean;
  /** With `validateResponses`: success bodies' own schemas, declared last (see plan-call-validation.ts). */
  responseSchemas?: readonly ResponseSchemaDeclaration[];
}

/**
 * The schema file's own top-level names: Zod's namespace import and the namespace import of the types. Its
 * schema names are claimed around them; emit/zod writes them from here.
 */
export const SCHEMA_FILE_NAMES = { zod: "z", types: "api" } as const;

export function schemaNameOf(typeName: string): string {
  return `${typeName}Schema`;
}

export function planValidator(
  schemas: readonly PlanNamedSchema[],
  typeNames: ReadonlyMap<SchemaId, string>,
  groups: readonly DraftGroup[],
  explicitTypes: boolean,
): ValidatorPlan {
  const { order, cyclic } = referenceOrder(schemas);
  const requestTypes = groups.flatMap((group) =>
    group.operations.flatMap((planned) =>
      planned.arguments.flatMap((argument): ValidatedRequestType[] => {
        if (argument.kind === "body") return [{ kind: "body", argument, planned }];
        if (argument.kind === "query") return [{ kind: "query", argument, planned }];
        if (argument.kind === "object") {
          const object: ValidatedRequestType = { kind: "object", argument, planned };
          return argument.body ? [{ kind: "body", argument: argument.body, planned }, object] : [object];
        }
        return [];
      }),
    ),
  );
  const schemaNames = new Map<string, string>();
  for (const named of order) {
    const typeName = typeNames.get(named.id);
    if (typeName !== undefined) schemaNames.set(typeName, schemaNameOf(typeName));
  }
  for (const { argument } of requestTypes)
    schemaNames.set(argument.typeName, schemaNameOf(argument.typeName));
  return {
    library: "zod",
    schemas: order,
    requestTypes,
    schemaNames,
    ...inferenceLimits(order, cyclic),
    explicitTypes,
    positions: new Map(order.map((named, index) => [named.id, index])),
  };
}

/**
 * TypeScript stops working out a Zod schema's type about 25 calls deep (an object's property, `.exactOptional()`,
 * an array's items, ... counted along the deepest path, through the inferred schemas it reads): every use of
 * the schema is then TS2589, "Type instantiation is excessively deep", in the client that validates with it
 * and in the user's code (`z.infer`, `.parse`). A schema inferred deeper than this limit is annotated with its
 * type instead, which ends the count for its readers. The margin below 25 leaves room for what the client and
 * the user wrap around a schema (`z.array(...)`, `.optional()`).
 */
export const INFERRED_NESTING_LIMIT = 16;

/**
 * Past this many calls within one schema's own initializer (what it reads counted as above), TypeScript
 * cannot relate the initializer to its annotation either: TS2589 at the declaration itself, from about 30
 * calls on (Azure's `network-applicationGateway` nests 36 deep, written out inline). Such a schema is asserted
 * to its type (`... as unknown as z.ZodType<api.X, api.X>`): it validates as before, but nothing checks that
 * it agrees with the type.
 */
export const CHECKED_NESTING_LIMIT = 24;

/**
 * The named schemas to annotate (on a cycle, or inferred deeper than the limit) and those of them to assert,
 * in declaration order.
 */
function inferenceLimits(
  order: readonly PlanNamedSchema[],
  cyclic: ReadonlySet<SchemaId>,
): { annotated: Set<SchemaId>; asserted: Set<SchemaId> } {
  const annotated = new Set(cyclic);
  const asserted = new Set<SchemaId>();
  const nesting = new Map<SchemaId, number>();
  // What a schema reads is declared above it; an annotated schema counts as one call for its readers.
  const ofReference = (target: SchemaId) => nesting.get(target) ?? 1;
  for (const named of order) {
    const depth = zodNesting(named.schema, ofReference);
    if (depth > INFERRED_NESTING_LIMIT) annotated.add(named.id);
    if (depth > CHECKED_NESTING_LIMIT) asserted.add(named.id);
    nesting.set(named.id, annotated.has(named.id) ? 1 : depth);
  }
  return { annotated, asserted };
}

/** The Zod calls along the schema's deepest path: one per node, one more for a wrapper it takes. */
export function zodNesting(schema: PlanSchema, ofReference: (target: SchemaId) => number): number {
  const wrapped = schema.nullable ? 1 : 0;
  switch (schema.kind) {
    case "ref":
      return wrapped + (schema.without ? 1 : 0) + ofReference(schema.target);
    case "object": {
      let deepest = 0;
      for (const property of schema.properties) {
        const optional = property.required ? 0 : 1;
        deepest = Math.max(deepest, optional + zodNesting(property.schema, ofReference));
      }
      if (typeof schema.additionalProperties === "object")
        deepest = Math.max(deepest, zodNesting(schema.additionalProperties, ofReference));
      return wrapped + 1 + deepest;
    }
    case "array":
      return wrapped + 1 + zodNesting(schema.items, ofReference);
    case "tuple":
    case "intersection":
    case "union": {
      const children: PlanSchema[] = [];
      pushChildSchemas(schema, children);
      let deepest = 0;
      for (const child of children) deepest = Math.max(deepest, zodNesting(child, ofReference));
      return wrapped + callsAround(schema.kind, children.length) + deepest;
    }
    default:
      return wrapped + 1;
  }
}

/** An `allOf` is a balanced tree of `z.intersection` calls (`balancedTree`); the others one call. */
function callsAround(kind: PlanSchema["kind"], members: number): number {
  return kind === "intersection" ? Math.max(1, balancedDepth(members)) : 1;
}

/** The schemas a tree references, in walk order (discriminator mappings are not references of the value). */
function referencesOf(schema: PlanSchema): SchemaId[] {
  const targets: SchemaId[] = [];
  const pending: PlanSchema[] = [schema];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    if (next.kind === "ref") targets.push(next.target);
    else pushChildSchemas(next, pending);
  }
  return targets;
}

/**
 * The schemas in declaration order (what a schema references first: see `stronglyConnectedComponents`), and
 * those on a cycle of references.
 */
function referenceOrder(schemas: readonly PlanNamedSchema[]): {
  order: PlanNamedSchema[];
  cyclic: Set<SchemaId>;
} {
  const byId = new Map(schemas.map((named) => [named.id, named]));
  const planIndex = new Map(schemas.map((named, position) => [named.id, position]));
  const edges = new Map(
    schemas.map((named) => [named.id, referencesOf(named.schema).filter((id) => byId.has(id))]),
  );
  const order: PlanNamedSchema[] = [];
  const cyclic = new Set<SchemaId>();
  const components = stronglyConnectedComponents(
    schemas.map((named) => named.id),
    (id) => edges.get(id) ?? [],
  );
  for (const component of components) {
    const [first] = component;
    const selfReference = first !== undefined && (edges.get(first) ?? []).includes(first);
    if (component.length > 1 || selfReference) for (const id of component) cyclic.add(id);
    // Within a component, the plan's order.
    component.sort((left, right) => (planIndex.get(left) as number) - (planIndex.get(right) as number));
    for (const id of component) order.push(byId.get(id) as PlanNamedSchema);
  }
  return { order, cyclic };
}
