/**
 * `enumDeclarationStyle: enum`: which named schemas are declared as TypeScript enums, and their member names,
 * decided once so that emit only writes them down.
 */
import type { ResolvedOptions } from "../config/types.js";
import type { NamedSchema, SchemaId, SchemaNode } from "../model/types.js";
import { enumMemberName, NameScope } from "./names.js";
import { type NullableTyping, typeAdmitsNull } from "./nullable-typing.js";

type EnumSchema = Extract<SchemaNode, { kind: "enum" }> & { nullable?: boolean };
type EnumOptions = Pick<ResolvedOptions, "enumDeclarationStyle" | "enumNamesStyle">;

/** The member names of every named schema declared as an enum, index-aligned with its values. */
export function planEnumMembers(
  schemas: readonly NamedSchema[],
  options: EnumOptions,
  nullable: NullableTyping,
): ReadonlyMap<SchemaId, readonly string[]> {
  const members = new Map<SchemaId, readonly string[]>();
  if (options.enumDeclarationStyle !== "enum") return members;
  for (const named of schemas) {
    if (named.schema.kind === "enum" && isEnumDeclarable(named.schema, nullable)) {
      members.set(named.id, enumMemberNames(named.schema, options));
    }
  }
  return members;
}

/**
 * `enumDeclarationStyle: enum` applies to plain string enums only. A nullable enum under
 * `nullableStrategy: include` stays a union, because an enum declaration cannot hold `null`.
 */
function isEnumDeclarable(schema: EnumSchema, nullable: NullableTyping): boolean {
  if (schema.values.length === 0 || !schema.values.every((value) => typeof value === "string")) return false;
  return !typeAdmitsNull(schema, nullable);
}

function enumMemberNames(schema: EnumSchema, options: EnumOptions): string[] {
  const scope = new NameScope();
  return (schema.values as string[]).map((value, index) => {
    const custom = schema.names?.[index];
    // Custom names (x-enumNames / x-enum-varnames) are used as given, enumNamesStyle never touches them;
    // like original names they cannot be numeric or `__proto__`.
    const desired = enumMemberName(
      custom ?? value,
      custom === undefined ? options.enumNamesStyle : "original",
    );
    const claimed = scope.claim(desired);
    // A numbered duplicate can be numeric itself (`""` twice gives `2`, `-` twice `-2`): renamed like one.
    const safe = enumMemberName(claimed, "original");
    return safe === claimed ? claimed : scope.claim(safe);
  });
}
