import type { Schema } from "./types.js";

/**
 * The members of an `allOf` that constrain its values: all but the untyped ones (`{}`, a member with only
 * docs), which admit every value and add nothing. A nullable untyped member stays: it says `null` is allowed.
 */
export function constrainingMembers(members: readonly Schema[]): Schema[] {
  return members.filter((member) => member.kind !== "unknown" || member.nullable === true);
}
