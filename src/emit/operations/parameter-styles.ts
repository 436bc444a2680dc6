import { property } from "../../ast/keys.js";
import { call, id, stringLiteral } from "../../ast/nodes.js";
import ts from "../../compiler-api.js";
import type { ParameterLocation, ParameterModel } from "../../model/types.js";
import type { ParameterAccess, PlannedOperation } from "../../plan/operation-plan-types.js";

/** The styles OpenAPI defines per location (`tabDelimited`: Swagger 2.0's `tsv`), the first the default. */
const STYLES: Record<ParameterLocation, readonly string[]> = {
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject", "tabDelimited"],
  path: ["simple", "label", "matrix"],
  header: ["simple"],
  cookie: ["form"],
};

/**
 * Styles a primitive value is written in exactly as `queryParamsSerialization` and the default header and
 * path encodings write it (`name=value`, `value`): stating them changes nothing for such a parameter, so no
 * entry is generated (descriptions that write `explode: true` on every scalar keep their output).
 */
const SAME_FOR_PRIMITIVES: Record<ParameterLocation, readonly string[]> = {
  query: ["form", "spaceDelimited", "pipeDelimited", "deepObject", "tabDelimited"],
  path: ["simple"],
  header: ["simple"],
  cookie: [],
};

/**
 * The descriptor's `styles`: `styledParameters({ query: { fields: 'form' } })` (runtime parameter-styles.ts),
 * per location the wire names of the parameters that state their serialization, each with its code
 * (`matrix*`, `+form`); undefined when no parameter needs one.
 */
export function stylesValue(planned: PlannedOperation): ts.Expression | undefined {
  const stated = stylesObject(planned);
  return stated && call(id("styledParameters"), [stated]);
}

/** Whether some operation's descriptor has `styles`, so that the client needs the parameter-styles runtime. */
export function statesStyles(operations: readonly PlannedOperation[]): boolean {
  return operations.some((planned) =>
    [planned.path, planned.query, planned.headers, planned.cookies].some((accesses) =>
      accesses.some((access) => styleCode(access.parameter) !== undefined),
    ),
  );
}

function stylesObject(planned: PlannedOperation): ts.ObjectLiteralExpression | undefined {
  const locations: [string, ParameterAccess[]][] = [
    ["path", planned.path],
    ["query", planned.query],
    ["header", planned.headers],
    ["cookie", planned.cookies],
  ];
  const properties = locations.flatMap(([location, accesses]) => {
    const entries = accesses.flatMap((access) => {
      const code = styleCode(access.parameter);
      return code === undefined ? [] : [property(access.wireName, stringLiteral(code))];
    });
    return entries.length === 0
      ? []
      : [property(location, ts.factory.createObjectLiteralExpression(entries, false))];
  });
  return properties.length === 0 ? undefined : ts.factory.createObjectLiteralExpression(properties, false);
}

/**
 * The style, `*` when exploded, `+` first for `allowReserved`; a lone `+` when only `allowReserved` is stated.
 * A style the location does not know is read as the location's default (with the `explode` stated).
 */
export function styleCode(parameter: ParameterModel): string | undefined {
  // Described by `content`: the value is that media type's text (JSON text for JSON), not a styled value.
  if (parameter.mediaType !== undefined) return undefined;
  const reserved = parameter.in === "query" && parameter.allowReserved === true ? "+" : "";
  if (!parameter.styleStated) return reserved === "" ? undefined : reserved;
  const known = STYLES[parameter.in];
  const style = known.includes(parameter.style) ? parameter.style : (known[0] as string);
  if (reserved === "" && isPrimitive(parameter) && SAME_FOR_PRIMITIVES[parameter.in].includes(style)) {
    return undefined;
  }
  return `${reserved}${style}${parameter.explode ? "*" : ""}`;
}

/** A schema that only admits scalars (a `$ref` is not followed: it gets an entry, which is always right). */
function isPrimitive(parameter: ParameterModel): boolean {
  const { kind } = parameter.schema;
  return kind === "primitive" || kind === "enum" || kind === "const";
}
