import { withJsDoc } from "../../ast/jsdoc.js";
import { enumMemberKey } from "../../ast/keys.js";
import { exportModifier, stringLiteral } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { SchemaNode } from "../../model/types.js";
import { enumMemberName, NameScope } from "../../plan/names.js";
import type { TypeEmitContext } from "./context.js";

type EnumSchema = Extract<SchemaNode, { kind: "enum" }> & { nullable?: boolean };

/**
 * `enumDeclarationStyle: enum` applies to plain string enums only. A nullable enum under
 * `nullableStrategy: include` stays a union, because an enum declaration cannot hold `null`.
 */
export function isEnumDeclarable(schema: EnumSchema, ctx: TypeEmitContext): boolean {
  if (ctx.options.enumDeclarationStyle !== "enum") return false;
  if (schema.values.length === 0 || !schema.values.every((value) => typeof value === "string")) return false;
  return !(schema.nullable && ctx.options.nullableStrategy === "include");
}

export function declareEnum(name: string, schema: EnumSchema, ctx: TypeEmitContext): ts.EnumDeclaration {
  const scope = new NameScope();
  const members = (schema.values as string[]).map((value, index) => {
    const custom = schema.names?.[index];
    // Custom names (x-enumNames / x-enum-varnames) are used as given, enumNamesStyle never touches them;
    // like original names they cannot be numeric or `__proto__`.
    const desired = enumMemberName(
      custom ?? value,
      custom === undefined ? ctx.options.enumNamesStyle : "original",
    );
    const claimed = scope.claim(desired);
    // A numbered duplicate can be numeric itself (`""` twice gives `2`, `-` twice `-2`): renamed like one.
    const safe = enumMemberName(claimed, "original");
    const memberName = safe === claimed ? claimed : scope.claim(safe);
    const member = ts.factory.createEnumMember(enumMemberKey(memberName), stringLiteral(value));
    const description = schema.descriptions?.[index];
    return description ? withJsDoc(member, { description }) : member;
  });
  return ts.factory.createEnumDeclaration([exportModifier()], name, members);
}
