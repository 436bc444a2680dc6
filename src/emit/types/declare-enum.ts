import { enumDeclaration, enumMember } from "../../ast/declarations.js";
import { withJsDoc } from "../../ast/jsdoc.js";
import type ts from "../../compiler-api.js";
import type { PlanSchemaNode } from "../../plan/type-model.js";

type EnumSchema = Extract<PlanSchemaNode, { kind: "enum" }>;

/** `export enum Name { member = 'value', ... }` with the planned member names (plan-enums.ts). */
export function declareEnum(
  name: string,
  schema: EnumSchema,
  memberNames: readonly string[],
): ts.EnumDeclaration {
  const members = (schema.values as string[]).map((value, index) => {
    const member = enumMember(memberNames[index] as string, value);
    const description = schema.descriptions?.[index];
    return description ? withJsDoc(member, { description }) : member;
  });
  return enumDeclaration(name, members);
}
