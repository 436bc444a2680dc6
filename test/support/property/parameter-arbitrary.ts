/** Parameters of an operation in the path, query, headers and cookies, and (outside live mode) stated styles. */
import fc from "fast-check";
import type { DescriptionShape } from "./description-arbitrary.js";
import { HTTP_TOKEN, headerValue, hostileName, hostileText } from "./hostile-text.js";
import {
  type Json,
  type JsonObject,
  jsonObject,
  type SchemaContext,
  schemaArbitrary,
  someOf,
} from "./schema-arbitrary.js";

type Location = "path" | "query" | "header" | "cookie";

export function parameterArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
  location: Location,
  name: string,
): fc.Arbitrary<JsonObject> {
  if (!HTTP_TOKEN.test(name) && (location === "header" || location === "cookie")) {
    throw new Error(`not a token: ${JSON.stringify(name)}`);
  }
  return fc
    .tuple(
      parameterSchemaArbitrary(context, shape, components, location),
      fc.boolean(),
      someOf({
        description: [hostileText, 3],
        deprecated: [fc.constant(true), 8],
        "x-name": [hostileName, 6],
        "x-position": [fc.integer({ min: 0, max: 3 }), 6],
      }),
      shape.live ? fc.constant({}) : serializationArbitrary(location),
    )
    .map(([schema, required, facts, serialization]) => ({
      name,
      in: location,
      ...(location === "path" || required ? { required: true } : {}),
      ...facts,
      // A `content` parameter has no style (OpenAPI allows one or the other).
      ...("content" in schema ? {} : serialization),
      ...schema,
    }));
}

/** `{ schema }` or `{ content }`: what a parameter is sent as. */
function parameterSchemaArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
  location: Location,
): fc.Arbitrary<JsonObject> {
  const text = location === "header" ? headerValue : hostileName;
  const scalar = fc.oneof(
    fc.constant({ type: "string" }),
    fc.constant({ type: "integer" }),
    fc.constant({ type: "boolean" }),
    fc.constantFrom({ type: "string", format: "date" }, { type: "string", format: "date-time" }),
    fc.uniqueArray(text, { minLength: 1, maxLength: 4 }).map((values) => ({ type: "string", enum: values })),
    fc
      .uniqueArray(fc.integer({ min: -9, max: 99 }), { minLength: 1, maxLength: 3 })
      .map((values) => ({ type: "integer", enum: values })),
  );
  const kinds: fc.Arbitrary<JsonObject>[] = [
    scalar.map((schema) => ({ schema })),
    scalar.map((items) => ({ schema: { type: "array", items } })),
    fc
      .uniqueArray(location === "header" ? fc.constantFrom("a", "b", "c") : hostileName, {
        minLength: 1,
        maxLength: 3,
      })
      .map((names) => ({
        content: {
          "application/json": {
            schema: {
              type: "object",
              properties: jsonObject(names.map((name) => [name, { type: "string" }])),
            },
          },
        },
      })),
  ];
  if (location === "query") {
    kinds.push(
      fc.uniqueArray(hostileName, { minLength: 1, maxLength: 3 }).map((names) => ({
        schema: { type: "object", properties: jsonObject(names.map((name) => [name, { type: "string" }])) },
      })),
    );
  }
  if (!shape.live) {
    const any = schemaArbitrary({ ...context, earlier: components }, 1);
    kinds.push(any.map((schema) => ({ schema })));
  }
  return fc.oneof(...kinds);
}

/** Every style OpenAPI defines, for any location (one the location lacks is read as its default). */
const STYLES = ["form", "simple", "label", "matrix", "spaceDelimited", "pipeDelimited", "deepObject"];

/** A stated `style`, `explode` and (in the query) `allowReserved`, each sometimes. */
function serializationArbitrary(location: Location): fc.Arbitrary<JsonObject> {
  return someOf({
    style: [fc.constantFrom(...STYLES), 2],
    explode: [fc.boolean(), 2],
    ...(location === "query" ? { allowReserved: [fc.boolean(), 4] as [fc.Arbitrary<Json>, number] } : {}),
  });
}
