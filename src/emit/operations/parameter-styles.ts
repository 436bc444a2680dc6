import { property } from "../../ast/keys.js";
import { objectLiteral, stringLiteral } from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";
import type { ParameterAccess, PlannedOperation } from "../../plan/operation-plan-types.js";
import { runtimeCall } from "../../splice/runtime-names.js";

/**
 * The descriptor's `styles`: `styledParameters({ query: { fields: 'form' } })` (runtime parameter-styles.ts),
 * per location the wire names of the parameters whose planned style code says how they are written;
 * undefined when no parameter has one.
 */
export function stylesValue(planned: PlannedOperation): ts.Expression | undefined {
  const locations: [string, ParameterAccess[]][] = [
    ["path", planned.path],
    ["query", planned.query],
    ["header", planned.headers],
    ["cookie", planned.cookies],
  ];
  const properties = locations.flatMap(([location, accesses]) => {
    const entries = accesses.flatMap((access) =>
      access.styleCode === undefined ? [] : [property(access.wireName, stringLiteral(access.styleCode))],
    );
    return entries.length === 0 ? [] : [property(location, objectLiteral(entries))];
  });
  return properties.length === 0 ? undefined : runtimeCall("styledParameters", [objectLiteral(properties)]);
}
