/**
 * OpenAPI 3.2's `in: querystring`: one parameter that is the whole query string, written by its `content`
 * media type. The rules a description may break are reported here, with what is sent instead.
 */
import { asObject } from "../load/json-value.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type { ParameterModel } from "./types.js";

/** The media type of a querystring parameter that states none: the one OpenAPI names first. */
export const FORM_MEDIA_TYPE = "application/x-www-form-urlencoded";

/**
 * The operation's parameters with at most one querystring parameter, which always has a media type. A
 * second one is left out; `in: query` parameters next to it are kept (sent after it, see docs/openapi-3.2.md).
 */
export function checkQueryString(parameters: ParameterModel[], registry: SchemaRegistry): ParameterModel[] {
  const wholeQueries = parameters.filter((parameter) => parameter.in === "querystring");
  const [kept, ...extra] = wholeQueries;
  if (kept === undefined) return parameters;
  const at = (parameter: ParameterModel) => parameter.pointer ?? "#";
  for (const parameter of extra) {
    registry.warn(
      "querystring-misuse",
      at(parameter),
      `a second \`in: querystring\` parameter (OpenAPI allows one per operation): only ${JSON.stringify(kept.name)} is sent, this one is no argument`,
    );
  }
  if (parameters.some((parameter) => parameter.in === "query")) {
    registry.warn(
      "querystring-misuse",
      at(kept),
      "`in: querystring` next to `in: query` parameters (OpenAPI forbids them together): the query " +
        "parameters are sent after the query string it writes, joined by `&`",
    );
  }
  if (kept.mediaType === undefined) {
    registry.warn(
      "querystring-misuse",
      at(kept),
      `an \`in: querystring\` parameter without \`content\` (OpenAPI requires it): written as ${FORM_MEDIA_TYPE}`,
    );
    kept.mediaType = FORM_MEDIA_TYPE;
  }
  const notAForm = kept.mediaType === FORM_MEDIA_TYPE ? nonObjectType(kept, registry) : undefined;
  if (notAForm !== undefined) {
    registry.warn(
      "querystring-misuse",
      at(kept),
      `an \`in: querystring\` form of type ${notAForm} (a form is an object of names and values): its text is sent as form text as it is (\`a=1&b=2\`), each item of a list in turn`,
    );
  }
  return extra.length === 0 ? parameters : parameters.filter((parameter) => !extra.includes(parameter));
}

/** The JSON Schema type of a querystring parameter's value where it is no object (`string`, `array`, ...). */
function nonObjectType(parameter: ParameterModel, registry: SchemaRegistry): string | undefined {
  const { schema } = parameter;
  switch (schema.kind) {
    case "primitive":
      return schema.type;
    case "array":
    case "tuple":
      return "array";
    case "ref": {
      const type = asObject(registry.resolve(schema.target))?.type;
      return typeof type === "string" && type !== "object" ? type : undefined;
    }
    default:
      return undefined;
  }
}
