import { pureCall } from "../../ast/expressions.js";
import { property } from "../../ast/keys.js";
import { constDeclaration, objectLiteral, stringLiteral } from "../../ast/nodes.js";
import { referenceTo } from "../../ast/references.js";
import type ts from "../../compiler-api.js";
import type { PlannedOperation } from "../../plan/operation-plan-types.js";
import { statedStyles } from "../../plan/parameter-wire.js";
import type { SharedStyles } from "../../plan/plan-said-once.js";
import { runtimeCall, SHARED_BODY_HELPERS } from "../../splice/runtime-names.js";

/**
 * The descriptor's `styles`: `styledParameters({ query: { fields: 'form' } })` (runtime parameter-styles.ts),
 * per location the wire names of the parameters whose planned style code says how they are written;
 * undefined when no parameter has one.
 */
export function stylesValue(planned: PlannedOperation): ts.Expression | undefined {
  if (planned.sharedStyles !== undefined) return referenceTo(planned.sharedStyles);
  return stylesCall(planned);
}

/** `styledParameters({ ... })` for the styles `planned` states; undefined when it states none. */
function stylesCall(
  planned: Pick<PlannedOperation, "path" | "query" | "headers" | "cookies" | "body">,
): ts.CallExpression | undefined {
  const stated = statedStyles(planned);
  if (stated.length === 0) return undefined;
  const properties = stated.map(([location, entries]) =>
    property(
      location,
      objectLiteral(entries.map(([wireName, code]) => property(wireName, stringLiteral(code)))),
    ),
  );
  return runtimeCall(SHARED_BODY_HELPERS.styledParameters, [objectLiteral(properties)]);
}

/**
 * `const parameterStyles = /* @__PURE__ *\/ styledParameters({ ... });` for each set of styles the plan
 * shares: made once when the module loads, and left out of a bundle whose calls do not use it.
 */
export function sharedStylesDeclarations(shared: readonly SharedStyles[]): ts.Statement[] {
  return shared.flatMap(({ name, first }) => {
    const value = stylesCall(first);
    return value === undefined ? [] : [constDeclaration(name, pureCall(value))];
  });
}
