/**
 * The schemas a plan declares, read as plan values: which named schemas it declares under which names, and
 * each one's shape in a short notation close to TypeScript's, so that a test states what was planned (a view
 * without a property, a merged `allOf` member) without printing the module. The notation is the test's, not
 * the emitter's: `Omit<List, 'items'>` is a reference that leaves properties out, `string(date-time)` a string
 * of that format, `{ a?: T; }` an object's properties, `(A & B)[]` an array of an intersection.
 */
import type { SchemaId } from "../../src/model/types.js";
import type { Plan } from "../../src/plan/plan-output.js";
import type {
  PlanPropertyNode as PropertyNode,
  PlanSchema as Schema,
  PlanSchemaNode as SchemaNode,
} from "../../src/plan/type-model.js";

/** The type names of the schemas the plan declares, in output order. */
export function declaredSchemaNames(plan: Plan): string[] {
  return plan.schemas.map((named) => typeNameOf(plan, named.id));
}

/** The planned shape of the schema declared as `typeName`. */
export function plannedShape(plan: Plan, typeName: string): string {
  return shapeOf(plan, schemaNamed(plan, typeName));
}

/** The planned properties of the object schema declared as `typeName`, each `name?: shape;`. */
export function plannedMembers(plan: Plan, typeName: string): string[] {
  const schema = schemaNamed(plan, typeName);
  if (schema.kind !== "object") throw new Error(`${typeName} is no object but ${schema.kind}`);
  return schema.properties.map((property) => memberOf(plan, property));
}

/** The planned shape of a schema, its references by the names the plan gives them. */
export function shapeOf(plan: Plan, schema: SchemaNode & { nullable?: boolean }): string {
  const text = nodeShape(plan, schema);
  return schema.nullable ? `${text} | null` : text;
}

function nodeShape(plan: Plan, schema: SchemaNode): string {
  // A member that is itself several types goes in parentheses: `(A & B)[]`, `A & (B | null)`.
  const inner = (node: SchemaNode & { nullable?: boolean }) => {
    const text = shapeOf(plan, node);
    const several = node.nullable === true || node.kind === "intersection" || node.kind === "union";
    return several && !(node.kind === "intersection" && node.members.length === 1) ? `(${text})` : text;
  };
  switch (schema.kind) {
    case "ref": {
      const name = typeNameOf(plan, schema.target);
      const without = schema.without?.map((property) => `'${property}'`).join(" | ");
      return without ? `Omit<${name}, ${without}>` : name;
    }
    case "primitive":
      return schema.format ? `${schema.type}(${schema.format})` : schema.type;
    case "object": {
      const members = schema.properties.map((property) => `${memberOf(plan, property)} `).join("");
      return `{ ${members}}`;
    }
    case "array":
      return `${inner(schema.items)}[]`;
    case "intersection":
      return schema.members.map(inner).join(" & ");
    case "union":
      return schema.members.map(inner).join(" | ");
    case "enum":
      return schema.values.map((value) => JSON.stringify(value)).join(" | ");
    case "const":
      return JSON.stringify(schema.value);
    case "tuple":
      return `[${schema.items.map(inner).join(", ")}]`;
    case "tsType":
      return schema.text;
    default:
      return schema.kind;
  }
}

function memberOf(plan: Plan, property: PropertyNode): string {
  return `${property.name}${property.required ? "" : "?"}: ${shapeOf(plan, property.schema)};`;
}

function typeNameOf(plan: Plan, id: SchemaId): string {
  const name = plan.typeNames.get(id);
  if (name === undefined) throw new Error(`no type name for ${id}`);
  return name;
}

function schemaNamed(plan: Plan, typeName: string): Schema {
  const found = [...plan.typeNames].find(([, name]) => name === typeName);
  const schema = found && plan.schemaTable.get(found[0])?.schema;
  if (!schema) throw new Error(`no schema declared as ${typeName}`);
  return schema;
}
