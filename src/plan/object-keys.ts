/**
 * The keys of the one object an operation takes with `argumentStyle: "object"`.
 *
 * Decisions:
 * - A parameter's key is its name in the description (its `x-name` where it states one), as written:
 *   `owner`, `per_page`, `'X-Request-Id'`; the request body's key is `body`. No case is changed, so the keys
 *   are those of the description, of a grouped `query` object and of the request on the wire.
 * - Keys must be unique within the object. They are given in a fixed order: `body` first, then the
 *   parameters by location (path, query, querystring, header, cookie), each location in the description's
 *   order. A parameter whose name is already taken gets `_` and its location after it (`id` in the path
 *   and in the query: `id` and `id_query`; a query parameter `body` beside a body: `body_query`), numbered
 *   if that is taken too (`id_query2`). The order does not depend on the order the description lists
 *   locations in, so a user can tell the key from the description alone.
 * - `__proto__` is never a key: an object literal cannot give it as an own property, and reading it would
 *   read the object's prototype. Such a parameter gets its location after it, as if taken.
 */
import type { ParameterLocation } from "../model/types.js";
import { NameScope } from "./names.js";
import type { PlannedParameter } from "./operation-plan-types.js";

/** The key of the request body in the object. */
export const BODY_KEY = "body";

const LOCATION_ORDER: readonly ParameterLocation[] = ["path", "query", "querystring", "header", "cookie"];

/** Sets each parameter's `name` to its key in the object (see the decisions above). */
export function planObjectKeys(parameters: readonly PlannedParameter[], hasBody: boolean): void {
  const keys = new NameScope(["__proto__", ...(hasBody ? [BODY_KEY] : [])]);
  for (const location of LOCATION_ORDER) {
    for (const planned of parameters) {
      if (planned.parameter.in !== location) continue;
      const desired = planned.parameter.argumentName ?? planned.parameter.name;
      planned.name = keys.has(desired) ? keys.claim(`${desired}_${location}`) : keys.claim(desired);
    }
  }
}
