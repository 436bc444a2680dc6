/**
 * Random valid OpenAPI 3.0 and 3.1 descriptions: component schemas (schema-arbitrary.ts) with a discriminated
 * family (a `oneOf`/`anyOf` union of variants, or a base with `allOf` children), and path items with
 * operations: every method, parameters in the path, query, headers and cookies (declared on the path item or
 * the operation, with `x-name` and `x-position`), JSON, form and multipart bodies, and success and failure
 * responses of every kind. Names and texts come from the hostile alphabet. Outside live mode also: stated
 * parameter styles (`style`, `explode`, `allowReserved`), streamed responses, and security schemes of every
 * kind under hostile names with document and operation requirements. The parts are drawn in
 * parameter-arbitrary.ts, message-arbitrary.ts and security-arbitrary.ts.
 *
 * In `live` mode the description is one a fetch client can be called with against a real server, and the
 * values of parameters and bodies can be written down: parameter schemas are primitives, enums, dates,
 * arrays, query objects or JSON content (no refs), header values are what HTTP carries, no TRACE (fetch
 * refuses to send it), and multipart field names are ones the multipart format carries as they are.
 */
import fc from "fast-check";
import { hostileName, hostileText, pathLiteral, pathParameterName, tokenName } from "./hostile-text.js";
import { requestBodyArbitrary, responsesArbitrary } from "./message-arbitrary.js";

import { parameterArbitrary } from "./parameter-arbitrary.js";
import {
  type Json,
  type JsonObject,
  jsonObject,
  type OpenApiVersion,
  objectSchema,
  SCHEMA_DEPTH,
  type SchemaContext,
  schemaArbitrary,
  schemaRef,
  someOf,
} from "./schema-arbitrary.js";
import { securityArbitrary, withSecurity } from "./security-arbitrary.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const BODY_METHODS = new Set(["put", "post", "delete", "patch"]);

export interface DescriptionShape {
  /** Operations that can be called against a live server, with values that can be written down. */
  live: boolean;
}

/** A description, and its version for the reader of a failure. */
export const descriptionArbitrary = (shape: DescriptionShape): fc.Arbitrary<JsonObject> =>
  fc
    .tuple(fc.constantFrom<OpenApiVersion>("3.0", "3.1"), fc.uniqueArray(hostileName, { maxLength: 8 }))
    .chain(([version, names]) =>
      fc.integer({ min: 0, max: names.length }).chain((familyStart) => {
        const context = { version, anyTarget: names, binary: !shape.live };
        const regular = names.slice(0, familyStart);
        const family = names.slice(familyStart);
        return fc
          .tuple(
            fc.tuple(
              ...regular.map((_, index) =>
                schemaArbitrary({ ...context, earlier: names.slice(0, index) }, SCHEMA_DEPTH),
              ),
            ),
            familyArbitrary({ ...context, earlier: [] }, family),
            fc.array(pathItemArbitrary(context, shape, names), { minLength: 1, maxLength: 4 }),
            fc.record(
              { title: hostileText, description: hostileText, version: hostileText },
              { requiredKeys: ["title", "version"] },
            ),
            fc.option(hostileText.map((text) => [{ url: `https://api.example.com/${text}` }])),
            // Authentication is compiled, not called live (the live checker reads the parameters only).
            shape.live ? fc.constant(null) : fc.option(securityArbitrary, { freq: 2 }),
          )
          .map(([schemas, familySchemas, pathItems, info, servers, security]) => {
            const description: JsonObject = {
              openapi: version === "3.0" ? "3.0.3" : "3.1.0",
              info,
              ...(servers ? { servers } : {}),
              paths: jsonObject(pathItems.map((item, index) => [item.path(index), item.value])),
              components: {
                schemas: jsonObject([
                  ...regular.map((name, index) => [name, schemas[index] as JsonObject] as const),
                  ...familySchemas,
                ]),
              },
            };
            return shape.live ? description : withSecurity(withComponentReferences(description), security);
          });
      }),
    );

/**
 * A discriminated family over `names`: the first is the union (or the base), the others its variants (or
 * children); each variant declares the discriminator property as a required string. The mapping is
 * absent, partial or complete, its keys hostile names.
 */
function familyArbitrary(
  context: SchemaContext,
  names: readonly string[],
): fc.Arbitrary<(readonly [string, JsonObject])[]> {
  const [head, ...variants] = names;
  if (head === undefined || variants.length === 0) {
    return fc.constant(head === undefined ? [] : [[head, { type: "object" }] as const]);
  }
  const inner = schemaArbitrary({ ...context, earlier: context.anyTarget }, 1);
  return fc
    .tuple(
      hostileName,
      fc.constantFrom("oneOf", "anyOf", "allOf"),
      fc.array(fc.option(hostileName, { freq: 2 }), {
        minLength: variants.length,
        maxLength: variants.length,
      }),
    )
    .chain(([propertyName, style, mappingKeys]): fc.Arbitrary<(readonly [string, JsonObject])[]> => {
      const discriminatorProperty = [[propertyName, { type: "string" }] as const];
      const mappingEntries = variants.flatMap((variant, index) => {
        const key = mappingKeys[index];
        return key === null || key === undefined ? [] : [[key, schemaRef(variant).$ref as string] as const];
      });
      // Two variants may not share a mapping key.
      const mapping = jsonObject(new Map(mappingEntries));
      const discriminator: JsonObject = {
        propertyName,
        ...(Object.keys(mapping).length > 0 ? { mapping } : {}),
      };
      if (style === "allOf") {
        return fc
          .tuple(
            objectSchema(inner, discriminatorProperty),
            fc.tuple(...variants.map(() => objectSchema(inner))),
          )
          .map(([base, children]) => [
            [head, { ...base, discriminator }],
            ...variants.map((variant, index): [string, JsonObject] => [
              variant,
              { allOf: [schemaRef(head), children[index] as JsonObject] },
            ]),
          ]);
      }
      return fc
        .tuple(...variants.map(() => objectSchema(inner, discriminatorProperty)))
        .map((objects) => [
          [head, { [style]: variants.map(schemaRef), discriminator }] as const,
          ...variants.map((variant, index) => [variant, objects[index] as JsonObject] as const),
        ]);
    });
}

interface PathItem {
  /** The path of the `index`th item: a literal first segment makes every path distinct. */
  path(index: number): string;
  value: JsonObject;
}

function pathItemArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
): fc.Arbitrary<PathItem> {
  const methods = shape.live ? METHODS.filter((method) => method !== "trace") : METHODS;
  return fc
    .tuple(
      fc.uniqueArray(fc.tuple(pathParameterName, fc.option(pathLiteral, { freq: 2 })), {
        selector: ([name]) => name,
        maxLength: 3,
      }),
      fc.option(pathLiteral, { freq: 2 }),
      fc.boolean(),
      fc.uniqueArray(fc.constantFrom(...methods), { minLength: 1, maxLength: 3 }),
    )
    .chain(([pathParameters, literal, shared, itemMethods]) => {
      const declared = fc.tuple(
        ...pathParameters.map(([name]) => parameterArbitrary(context, shape, components, "path", name)),
      );
      const operations = fc.tuple(
        ...itemMethods.map((method) =>
          operationArbitrary(context, shape, components, method, shared ? undefined : declared),
        ),
      );
      const sharedDeclared: fc.Arbitrary<JsonObject[]> = shared ? declared : fc.constant([]);
      return fc.tuple(sharedDeclared, operations).map(([sharedParameters, built]) => ({
        path: (index: number) =>
          [
            `/o${index}`,
            ...(literal === null ? [] : [`/${literal}`]),
            ...pathParameters.map(([name, prefix]) => `/${prefix ?? ""}{${name}}`),
          ].join(""),
        value: jsonObject([
          ...(sharedParameters.length > 0 ? [["parameters", sharedParameters] as [string, Json]] : []),
          ...itemMethods.map((method, index) => [method, built[index] as JsonObject] as const),
        ]),
      }));
    });
}

function operationArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
  method: (typeof METHODS)[number],
  pathParameters: fc.Arbitrary<JsonObject[]> | undefined,
): fc.Arbitrary<JsonObject> {
  const location = fc.constantFrom("query", "header", "cookie") as fc.Arbitrary<
    "query" | "header" | "cookie"
  >;
  const others = fc
    .uniqueArray(
      location.chain((where) =>
        (where === "query" ? hostileName : tokenName).map((name) => [where, name] as const),
      ),
      // Header names are case-insensitive: `X` and `x` are one header.
      {
        selector: ([where, name]) => `${where}:${where === "header" ? name.toLowerCase() : name}`,
        maxLength: 5,
      },
    )
    .filter((list) =>
      list.every(([where, name]) => where !== "header" || !/^(accept|content-type)$/i.test(name)),
    )
    .chain((list) =>
      fc.tuple(...list.map(([where, name]) => parameterArbitrary(context, shape, components, where, name))),
    );
  return fc
    .tuple(
      someOf({
        tags: [fc.array(hostileName, { maxLength: 2 }), 2],
        operationId: [hostileName, 2],
        summary: [hostileText, 3],
        description: [hostileText, 3],
        deprecated: [fc.constant(true), 8],
      }),
      pathParameters ?? fc.constant([]),
      others,
      BODY_METHODS.has(method)
        ? fc.option(requestBodyArbitrary(context, shape, components), { freq: 2 })
        : fc.constant(null),
      responsesArbitrary(context, shape, components),
    )
    .map(([facts, inPath, parameters, requestBody, responses]) => ({
      ...facts,
      ...(inPath.length + parameters.length > 0 ? { parameters: [...inPath, ...parameters] } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    }));
}

/**
 * Some parameters, request bodies and responses moved to `components` and named by `$ref` (every second or
 * third one, under a hostile name), as descriptions share them. Not in live mode, whose calls read the
 * operations as written.
 */
function withComponentReferences(generated: JsonObject): JsonObject {
  // A copy: fast-check may map the same generated value again while shrinking.
  const description = structuredClone(generated);
  const components = description.components as JsonObject;
  const moved = {
    parameters: [] as [string, Json][],
    requestBodies: [] as [string, Json][],
    responses: [] as [string, Json][],
  };
  let counter = 0;
  const refer = (kind: keyof typeof moved, value: Json, every: number): Json => {
    counter++;
    if (counter % every !== 0) return value;
    const name = `${kind === "responses" ? "$" : "__proto__"} ${counter}`;
    moved[kind].push([name, value]);
    return { $ref: `#/components/${kind}/${encodeURIComponent(name)}` };
  };
  for (const item of Object.values(description.paths as JsonObject) as JsonObject[]) {
    for (const [key, value] of Object.entries(item)) {
      if (key === "parameters") {
        item[key] = (value as Json[]).map((parameter) => refer("parameters", parameter, 3));
        continue;
      }
      const operation = value as JsonObject;
      if (Array.isArray(operation.parameters)) {
        operation.parameters = operation.parameters.map((parameter) => refer("parameters", parameter, 3));
      }
      if (operation.requestBody) operation.requestBody = refer("requestBodies", operation.requestBody, 2);
      const responses = operation.responses as JsonObject;
      for (const status of Object.keys(responses)) {
        responses[status] = refer("responses", responses[status] as Json, 3);
      }
    }
  }
  for (const [kind, entries] of Object.entries(moved)) {
    if (entries.length > 0) components[kind] = jsonObject(entries);
  }
  return description;
}
