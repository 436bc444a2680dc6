import { asObject, ownValue, setOwnValue } from "./json-value.js";
import type { JsonObject, JsonValue } from "./types.js";

/**
 * Swagger 2.0 parameters in OpenAPI 3 shape. A 2.0 parameter carries its schema keywords itself (`type`,
 * `items`, `enum`, ...) and says how an array is written with `collectionFormat`; in 3.x those move into
 * `schema` and become `style`/`explode`. Body and formData parameters are not parameters in 3.x: they make
 * the operation's `requestBody`.
 */

/** The keywords of a 2.0 parameter, header or items object that belong to its schema in 3.x. */
const SCHEMA_KEYWORDS = [
  ...["type", "format", "default", "items", "enum", "multipleOf", "x-nullable"],
  ...["maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum"],
  ...["maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems"],
];

export const DEFAULT_MEDIA_TYPE = "application/json";
const FORM_MEDIA_TYPES = ["multipart/form-data", "application/x-www-form-urlencoded"];

type Serialization = { style: string; explode: boolean };

/** `collectionFormat` → `style`/`explode` of a query parameter or a form field. */
const QUERY_STYLES: Record<string, Serialization> = {
  csv: { style: "form", explode: false },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  multi: { style: "form", explode: true },
};
/**
 * `tsv` has no OpenAPI 3 style; a query parameter gets typewright's own `tabDelimited` (like
 * `spaceDelimited`, with `%09` between the values), which the runtime sends as 2.0 describes it.
 */
const QUERY_PARAMETER_STYLES: Record<string, Serialization> = {
  ...QUERY_STYLES,
  tsv: { style: "tabDelimited", explode: false },
};
/**
 * Path and header parameters: `csv` is their 3.x default style, `simple`; `ssv`, `pipes` and `tsv` have no
 * 3.x style there and get the delimited ones of the query, which the runtime writes in these locations too.
 */
const SIMPLE_STYLES: Record<string, Serialization> = {
  csv: { style: "simple", explode: false },
  ssv: { style: "spaceDelimited", explode: false },
  pipes: { style: "pipeDelimited", explode: false },
  tsv: { style: "tabDelimited", explode: false },
};

export function isBodyParameter(parameter: JsonObject): boolean {
  return parameter.in === "body" || parameter.in === "formData";
}

/** The parameters of a path item or operation: the others converted, and the body they make. */
export function convertParameterList(
  parameters: readonly JsonValue[],
  consumes: readonly string[],
): { parameters: JsonValue[]; requestBody: JsonObject | undefined } {
  const converted: JsonValue[] = [];
  const formFields: JsonObject[] = [];
  let body: JsonObject | undefined;
  for (const value of parameters) {
    const parameter = asObject(value);
    // A 2.0 reference object ignores its siblings.
    if (!parameter) converted.push(value);
    else if (typeof parameter.$ref === "string") converted.push({ $ref: parameter.$ref });
    else if (parameter.in === "body") body = parameter;
    else if (parameter.in === "formData") formFields.push(parameter);
    else converted.push(convertParameter(parameter));
  }
  let requestBody = body && convertBodyParameter(body, consumes);
  if (formFields.length > 0) {
    const form = convertFormParameters(formFields, consumes);
    requestBody = requestBody ? { ...requestBody, content: mergedContent(requestBody, form) } : form;
  }
  return { parameters: converted, requestBody };
}

/**
 * A query, path or header parameter. `multi` on a path or header array has no meaning (2.0 allows it in the
 * query and form data only) and no 3.x style: the parameter states none, and keeps its `collectionFormat`
 * so that the model reports what is sent instead (model/unhonoured-fields.ts).
 */
export function convertParameter(parameter: JsonObject): JsonObject {
  const serialization = serializationOf(parameter);
  const { collectionFormat, ...rest } = parameter;
  const schema = takeSchemaKeywords(rest);
  const meaningless = collectionFormat === "multi" && rest.in !== "query" && schema.type === "array";
  return { ...rest, ...serialization, schema, ...(meaningless ? { collectionFormat } : {}) };
}

/** A response header: like a parameter without `name`, `in` or a style to choose. */
export function convertHeader(header: JsonObject): JsonObject {
  if (typeof header.$ref === "string") return header;
  const { collectionFormat: _, ...rest } = header;
  const schema = takeSchemaKeywords(rest);
  return { ...rest, schema };
}

/** A body parameter → a request body with its schema under each media type the operation consumes. */
export function convertBodyParameter(parameter: JsonObject, consumes: readonly string[]): JsonObject {
  const { name: _name, in: _in, schema, ...rest } = parameter;
  const content: JsonObject = {};
  for (const mediaType of consumes) setOwnValue(content, mediaType, schema === undefined ? {} : { schema });
  return { content, ...rest };
}

/**
 * formData parameters → one request body whose object schema has a property per field, under each form
 * media type the operation consumes (multipart when it names none). An array field's `collectionFormat`
 * becomes its `encoding`, as form fields are written like query parameters.
 */
export function convertFormParameters(
  fields: readonly JsonObject[],
  consumes: readonly string[],
): JsonObject {
  const mediaTypes = consumes.filter((mediaType) => FORM_MEDIA_TYPES.includes(mediaType));
  const content: JsonObject = {};
  for (const mediaType of mediaTypes.length > 0 ? mediaTypes : [FORM_MEDIA_TYPES[0] as string]) {
    const properties: JsonObject = {};
    const required: string[] = [];
    const encoding: JsonObject = {};
    for (const field of fields) {
      if (typeof field.name !== "string") continue;
      const property = takeSchemaKeywords({ ...field });
      if (typeof field.description === "string") property.description = field.description;
      // Field names and media types are description text (`__proto__` included): defined as own properties.
      setOwnValue(properties, field.name, property);
      if (field.required === true) required.push(field.name);
      const style =
        field.type === "array" ? ownValue(QUERY_STYLES, String(field.collectionFormat ?? "")) : undefined;
      if (style) setOwnValue(encoding, field.name, { ...style });
    }
    const schema: JsonObject = { type: "object", properties };
    if (required.length > 0) schema.required = required;
    setOwnValue(content, mediaType, Object.keys(encoding).length > 0 ? { schema, encoding } : { schema });
  }
  return { content };
}

/**
 * The style a written `collectionFormat` states. Without one (2.0's default is csv) the parameter states no
 * style, and is sent as `queryParamsSerialization` says, like a 3.x parameter without `style`/`explode`.
 */
function serializationOf(parameter: JsonObject): Serialization | undefined {
  if (parameter.type !== "array" || typeof parameter.collectionFormat !== "string") return undefined;
  const styles = parameter.in === "query" ? QUERY_PARAMETER_STYLES : SIMPLE_STYLES;
  const style = ownValue(styles, parameter.collectionFormat);
  return style && { ...style };
}

/** Moves the schema keywords out of `holder` into a new schema. */
function takeSchemaKeywords(holder: JsonObject): JsonObject {
  const schema: JsonObject = {};
  for (const keyword of SCHEMA_KEYWORDS) {
    const value = holder[keyword];
    if (value === undefined) continue;
    schema[keyword] = value;
    delete holder[keyword];
  }
  return schema;
}

function mergedContent(first: JsonObject, second: JsonObject): JsonObject {
  return { ...asObject(first.content), ...asObject(second.content) };
}
