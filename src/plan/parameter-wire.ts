/**
 * How each parameter goes on the wire, decided once per parameter: the serialization it states (a style
 * code the runtime's `styledParameters` reads) and whether its value is sent as JSON text.
 */

import { pathPlaceholders } from "../model/path-placeholders.js";
import { FORM_MEDIA_TYPE } from "../model/query-string.js";
import type { FieldEncodingModel, ParameterLocation, ParameterModel } from "../model/types.js";
import { isJsonMediaType } from "./media-types.js";
import type { BodyEncoding, ParameterAccess, PlannedOperation } from "./operation-plan-types.js";

/**
 * The path parameters in the order the runtime's `expandPath` pairs a list of values with the path's
 * placeholders (each `{name}` once, in order of first appearance), where those placeholders are exactly the
 * parameters' wire names; otherwise undefined, and the descriptor names each value.
 */
export function pathInPlaceholderOrder(
  requestPath: string,
  accesses: readonly ParameterAccess[],
): ParameterAccess[] | undefined {
  const names = pathPlaceholders(requestPath);
  if (names.length !== accesses.length) return undefined;
  const byName = new Map(accesses.map((access) => [access.wireName, access]));
  const ordered = names.map((name) => byName.get(name));
  return ordered.every((access) => access !== undefined) ? ordered : undefined;
}

/**
 * The styles written per location, the first the default: OpenAPI's, and the delimited styles Swagger 2.0's
 * `collectionFormat` gives (`tabDelimited` is its `tsv`; on a path or header its `ssv`, `pipes`, `tsv`).
 */
const DELIMITED = ["spaceDelimited", "pipeDelimited", "tabDelimited"];
const STYLES: Record<Exclude<ParameterLocation, "querystring">, readonly string[]> = {
  query: ["form", "deepObject", ...DELIMITED],
  path: ["simple", "label", "matrix", ...DELIMITED],
  header: ["simple", ...DELIMITED],
  cookie: ["form", "cookie"],
};

/**
 * Styles a primitive value is written in exactly as `queryParamsSerialization` and the default header and
 * path encodings write it (`name=value`, `value`): stating them changes nothing for such a parameter, so no
 * entry is generated (descriptions that write `explode: true` on every scalar keep their output).
 */
const SAME_FOR_PRIMITIVES: Record<Exclude<ParameterLocation, "querystring">, readonly string[]> = {
  query: ["form", "deepObject", ...DELIMITED],
  path: ["simple", ...DELIMITED],
  header: ["simple", ...DELIMITED],
  cookie: [],
};

/**
 * The style, `*` when exploded, `+` first for `allowReserved`; a lone `+` when only `allowReserved` is stated;
 * undefined when the parameter is written the default way. A style the location does not know is read as
 * the location's default (with the `explode` stated).
 */
export function styleCode(parameter: ParameterModel): string | undefined {
  if (parameter.in === "querystring") return queryStringCode(parameter);
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

/**
 * The style code of a form body's field whose encoding states its serialization: the field is written as a
 * query parameter of that style (OpenAPI's rule for these media types), so the code is read like a query
 * parameter's. Always the full code, never left to a default: the body's default writing (arrays repeated,
 * objects as JSON text) is not the query's. `allowReserved` only in urlencoded: no multipart part is
 * percent-encoded.
 */
export function fieldStyleCode(encoding: FieldEncodingModel, body: BodyEncoding): string {
  const style = STYLES.query.includes(encoding.style) ? encoding.style : "form";
  const reserved = encoding.allowReserved && body === "urlencoded";
  return `${reserved ? "+" : ""}${style}${encoding.explode ? "*" : ""}`;
}

/**
 * The whole query string (`in: querystring`): `querystring:form` writes an object as a form body of that
 * media type is written; `querystring:text` percent-encodes the value's text (JSON text for JSON).
 */
function queryStringCode(parameter: ParameterModel): string {
  const mediaType = parameter.mediaType?.split(";")[0]?.trim().toLowerCase();
  return mediaType === FORM_MEDIA_TYPE ? "querystring:form" : "querystring:text";
}

/**
 * A parameter described by `content: application/json` is sent as its JSON text, in any location. The runtime
 * drops the `undefined` that `JSON.stringify` gives for an omitted optional value.
 */
export function sentAsJsonText(parameter: ParameterModel): boolean {
  return parameter.mediaType !== undefined && isJsonMediaType(parameter.mediaType);
}

/** A schema that only admits scalars (a `$ref` is not followed: it gets an entry, which is always right). */
function isPrimitive(parameter: ParameterModel): boolean {
  const { kind } = parameter.schema;
  return kind === "primitive" || kind === "enum" || kind === "const";
}

/** Where a style code applies: a parameter's location, or `form` for the fields of a form body. */
export type StyleLocation = ParameterLocation | "form";

/**
 * The style codes `planned` states, per location in descriptor order, each `[wire name, code]`; locations
 * without one are left out. What a descriptor's `styles` writes, and what tells two operations' styles alike.
 */
export function statedStyles(
  planned: Pick<PlannedOperation, "path" | "query" | "headers" | "cookies" | "body">,
): [StyleLocation, [string, string][]][] {
  // Asked for every operation, which mostly states none: then nothing is built.
  if (planned.body?.fieldStyles === undefined && !statesStyle(planned)) return [];
  const locations: [ParameterLocation, ParameterAccess[]][] = [
    ["path", planned.path],
    ["query", planned.query],
    ["header", planned.headers],
    ["cookie", planned.cookies],
  ];
  const stated: [StyleLocation, [string, string][]][] = locations.flatMap(([location, accesses]) => {
    const entries = accesses.flatMap((access): [string, string][] =>
      access.styleCode === undefined ? [] : [[access.wireName, access.styleCode]],
    );
    return entries.length === 0 ? [] : [[location, entries]];
  });
  const fields = planned.body?.fieldStyles;
  return fields === undefined ? stated : [...stated, ["form", fields]];
}

function statesStyle(planned: Pick<PlannedOperation, "path" | "query" | "headers" | "cookies">): boolean {
  for (const accesses of [planned.path, planned.query, planned.headers, planned.cookies]) {
    for (let index = 0; index < accesses.length; index++) {
      if ((accesses[index] as ParameterAccess).styleCode !== undefined) return true;
    }
  }
  return false;
}
