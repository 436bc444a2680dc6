/**
 * An `allOf` member that only states checks the model could carry onto no member written inline
 * (`{maxLength: 10}` beside `$ref: Email`, model/meet-constraints.ts): its checks are written on the type the
 * member beside it resolves to, `z.intersection(EmailSchema, z.string().max(10))`, so that they hold where
 * JSON Schema says they do (a string's length, a number's range, an array's count). The type it adds to the
 * intersection is one the other member's already is.
 */
import { resolveReferences } from "../../model/composition.js";
import { isChecksOnly } from "../../model/meet-constraints.js";
import type { PlanSchema } from "../../plan/type-model.js";
import type { ZodEmitContext } from "./zod-context.js";

/** `members` with each checks-only member typed (see the module); one no member's type fits stays as it is. */
export function typedCheckMembers(members: readonly PlanSchema[], ctx: ZodEmitContext): PlanSchema[] {
  if (!members.some(isChecksOnly)) return [...members];
  const lookup = (id: string) => ctx.types.schemas.get(id)?.schema;
  const resolved = members
    .filter((member) => !isChecksOnly(member))
    .map((member) => resolveReferences(member, lookup));
  return members.map((member): PlanSchema => {
    const constraints = member.constraints;
    if (!isChecksOnly(member) || constraints === undefined) return member;
    for (const other of resolved) {
      if (other?.kind === "primitive" && other.type !== "boolean" && other.type !== "null") {
        // The format keeps a date string a date where the types revive dates (`z.date()` has no lengths).
        const format = other.format === undefined ? {} : { format: other.format };
        return { kind: "primitive", type: other.type, ...format, constraints };
      }
      if (other?.kind === "array" || other?.kind === "tuple") {
        return { kind: "array", items: { kind: "unknown" }, constraints };
      }
    }
    return member;
  });
}
