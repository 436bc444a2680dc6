/**
 * The plan's type model: the schema nodes the plan hands to the emitters, the model's with the plan's
 * decisions written in. The model says what the description says; what the types make of it is decided here,
 * once, by one plan step (plan-type-model.ts), and `emit/types` and `emit/zod` read it alike:
 * - `without` (plan/merge-all-of.ts): on a reference that is an `allOf` member whose properties the merge
 *   wrote elsewhere, the names left out, `Omit<Name, ...>`;
 * - `memberOf` (plan/sibling-typing.ts): on a literal whose property another `allOf` member types with a
 *   named enum declared as a TypeScript enum, that enum: the values are written as its members, since the
 *   enum and a literal have no value in common;
 * - `tagEnums` (plan/sibling-typing.ts): on a discriminated union, per member, the enum declared as a
 *   TypeScript enum that types the member's tag, where one does;
 * - `fromSibling` (plan/sibling-typing.ts): on a property an inline `allOf` member requires without typing
 *   it, whose type the plan took from another member's declaration: that member's converter converts its
 *   dates, so the date shapes read the property as written, untyped (plan/date-shapes.ts).
 * A model schema is a plan schema with none of them; a node keeps its fields through every later step.
 */
import type {
  BodyModel,
  LaterFields,
  NamedSchema,
  OperationModel,
  ParameterModel,
  PropertyNode,
  ResponseModel,
  Schema,
  SchemaId,
  SchemaNode,
} from "../model/types.js";

export interface PlanFields extends LaterFields {
  ref: { without?: string[] };
  literal: { memberOf?: SchemaId };
  union: { tagEnums?: (SchemaId | undefined)[] };
  property: { fromSibling?: true };
}

export type PlanSchema = Schema<PlanFields>;
export type PlanPropertyNode = PropertyNode<PlanFields>;
export type PlanNamedSchema = NamedSchema<PlanFields>;
export type PlanOperation = OperationModel<PlanFields>;
export type PlanParameter = ParameterModel<PlanFields>;
export type PlanBody = BodyModel<PlanFields>;
export type PlanResponse = ResponseModel<PlanFields>;
export type PlanSchemaNode = SchemaNode<PlanFields>;

/** The names a reference leaves out (`without`), for `declaredProperties` (model/composition.ts). */
export function omittedNames(reference: Extract<PlanSchema, { kind: "ref" }>): readonly string[] | undefined {
  return reference.without;
}
