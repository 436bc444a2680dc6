/**
 * How the generated types write a date, a value no schema types and a named object type, decided here once
 * for the type and Zod emitters, the date converters and the MSW handlers' wire types, which must agree.
 * What `nullableStrategy` makes of a nullable schema is nullable-typing.ts; which enums are TypeScript enums,
 * and their members, plan-enums.ts.
 */
import type { ResolvedOptions } from "../config/types.js";

export interface SchemaTyping {
  /** `dateFormat: "Date"`: a `date` or `date-time` string is a `Date` in the types, converted by the client. */
  readonly datesAsDate: boolean;
  /** The type of a value no schema types: `unknown`, or `any` with `preferAny`. */
  readonly untypedValue: "unknown" | "any";
  /** `schemaDeclarationStyle: interface`: a named object type is an interface where it can be one. */
  readonly objectsAsInterfaces: boolean;
}

export function schemaTyping(
  options: Pick<ResolvedOptions, "dateFormat" | "preferAny" | "schemaDeclarationStyle">,
): SchemaTyping {
  return {
    datesAsDate: options.dateFormat === "Date",
    untypedValue: options.preferAny ? "any" : "unknown",
    objectsAsInterfaces: options.schemaDeclarationStyle === "interface",
  };
}
