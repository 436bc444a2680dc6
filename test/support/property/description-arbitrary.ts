/**
 * Random valid OpenAPI 3.0 and 3.1 descriptions: component schemas (schema-arbitrary.ts) with a discriminated
 * family (a `oneOf`/`anyOf` union of variants, or a base with `allOf` children), and path items with
 * operations: every method, parameters in the path, query, headers and cookies (declared on the path item or
 * the operation, with `x-name` and `x-position`), JSON, form and multipart bodies, and success and failure
 * responses of every kind. Names and texts come from the hostile alphabet. Outside live mode also: stated
 * parameter styles (`style`, `explode`, `allowReserved`), streamed responses, and security schemes of every
 * kind under hostile names with document and operation requirements.
 *
 * In `live` mode the description is one a fetch client can be called with against a real server, and the
 * values of parameters and bodies can be written down: parameter schemas are primitives, enums, dates,
 * arrays, query objects or JSON content (no refs), header values are what HTTP carries, no TRACE (fetch
 * refuses to send it), and multipart field names are ones the multipart format carries as they are.
 */
import fc from "fast-check";
import {
  HTTP_TOKEN,
  headerValue,
  hostileName,
  hostileText,
  pathLiteral,
  pathParameterName,
  tokenName,
} from "./hostile-text.js";
import {
  type Json,
  type JsonObject,
  jsonObject,
  type OpenApiVersion,
  objectSchema,
  type SchemaContext,
  schemaArbitrary,
  schemaRef,
  someOf,
} from "./schema-arbitrary.js";

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;
const BODY_METHODS = new Set(["put", "post", "delete", "patch"]);
const SCHEMA_DEPTH = 2;

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

type Location = "path" | "query" | "header" | "cookie";

function parameterArbitrary(
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

const JSON_MEDIA_TYPES = ["application/json", "application/vnd.api+json", "*/*"];

function requestBodyArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
): fc.Arbitrary<JsonObject> {
  const any = schemaArbitrary({ ...context, earlier: components }, SCHEMA_DEPTH);
  // Multipart field names with a quote or a line break are escaped on the wire (the HTML form rules), so a
  // server reads another name: the live test writes down only names the format carries as they are.
  const fieldName = shape.live ? hostileName.map((name) => name.replace(/["\r\n]/g, "")) : hostileName;
  const fieldSchema = fc.constantFrom<JsonObject>(
    { type: "string" },
    { type: "integer" },
    { type: "boolean" },
    { type: "string", format: "date" },
    { type: "string", format: "date-time" },
    { type: "string", format: "binary" },
    { type: "array", items: { type: "string", format: "binary" } },
    { type: "array", items: { type: "string" } },
  );
  const formObject = fc
    .uniqueArray(fc.tuple(fieldName, fieldSchema), { selector: ([name]) => name, maxLength: 4 })
    .map((fields) => ({ type: "object", properties: jsonObject(fields) }));
  const content = fc.oneof(
    fc.tuple(fc.constantFrom(...JSON_MEDIA_TYPES), any),
    fc.tuple(fc.constant("application/x-www-form-urlencoded"), formObject),
    fc.tuple(fc.constant("multipart/form-data"), formObject),
    fc.constant(["text/plain", { type: "string" }] as const),
    fc.constant(["application/octet-stream", { type: "string", format: "binary" }] as const),
  );
  return fc
    .tuple(content, fc.boolean(), fc.option(hostileText))
    .map(([[mediaType, schema], required, description]) => ({
      content: jsonObject([[mediaType, { schema }]]),
      ...(required ? { required: true } : {}),
      ...(description === null ? {} : { description }),
    }));
}

const STATUSES = [
  "200",
  "201",
  "202",
  "204",
  "2XX",
  "default",
  "301",
  "400",
  "401",
  "404",
  "409",
  "4XX",
  "500",
  "5XX",
];

function responsesArbitrary(
  context: Omit<SchemaContext, "earlier">,
  shape: DescriptionShape,
  components: readonly string[],
): fc.Arbitrary<JsonObject> {
  const any = schemaArbitrary({ ...context, earlier: components }, SCHEMA_DEPTH);
  // Streamed bodies (event streams, JSON Lines, JSON text sequences) are compiled, not called live.
  const streams = shape.live ? 0 : 1;
  const content: fc.Arbitrary<Json | null> = fc.option(
    fc
      .oneof(
        { weight: 3, arbitrary: fc.tuple(fc.constantFrom(...JSON_MEDIA_TYPES.slice(0, 2)), any) },
        { weight: 1, arbitrary: fc.constant(["text/plain", { type: "string" }] as const) },
        {
          weight: 1,
          arbitrary: fc.constant(["application/octet-stream", { type: "string", format: "binary" }] as const),
        },
        {
          weight: streams,
          arbitrary: fc.tuple(fc.constantFrom(...STREAM_MEDIA_TYPES), any),
        },
      )
      .map(([mediaType, schema]) => jsonObject([[mediaType, { schema }]])),
    { freq: 4 },
  );
  return fc
    .uniqueArray(fc.tuple(fc.constantFrom(...STATUSES), hostileText, content), {
      selector: ([status]) => status,
      minLength: 1,
      maxLength: 4,
    })
    .map((responses) =>
      jsonObject(
        responses.map(([status, description, body]) => [
          status,
          { description, ...(body === null ? {} : { content: body }) },
        ]),
      ),
    );
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

/** Streamed success bodies: their items are typed by the schema (see src/plan/media-types.ts). */
const STREAM_MEDIA_TYPES = [
  "text/event-stream",
  "application/jsonl",
  "application/x-ndjson",
  "application/json-seq",
];

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

/** One security scheme of every kind the generator sends, with hostile names where a description has them. */
const securitySchemeArbitrary: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.constant({ type: "http", scheme: "bearer", bearerFormat: "JWT" }),
  fc.constant({ type: "http", scheme: "basic" }),
  fc.constant({ type: "http", scheme: "digest" }),
  tokenName.map((name) => ({ type: "apiKey", in: "header", name })),
  hostileName.map((name) => ({ type: "apiKey", in: "query", name })),
  tokenName.map((name) => ({ type: "apiKey", in: "cookie", name })),
  fc.constant({
    type: "oauth2",
    flows: { clientCredentials: { tokenUrl: "https://auth.example.com/token", scopes: {} } },
  }),
  fc.constant({ type: "openIdConnect", openIdConnectUrl: "https://auth.example.com/.well-known" }),
);

/**
 * Security schemes under hostile names, the document's `security` and some operations' own: each a list of
 * requirements (picks of scheme indexes, the empty requirement `{}` included), or `[]`.
 */
export const securityArbitrary = fc.record({
  schemes: fc.uniqueArray(fc.tuple(hostileName, securitySchemeArbitrary), {
    selector: ([name]) => name,
    minLength: 1,
    maxLength: 3,
  }),
  global: fc.option(fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 2 })),
  perOperation: fc.array(fc.option(fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 2 })), {
    maxLength: 6,
  }),
});

/** `description` with `components.securitySchemes` and `security` requirements (a copy). */
export function withSecurity(
  description: JsonObject,
  security: (typeof securityArbitrary extends fc.Arbitrary<infer T> ? T : never) | null,
): JsonObject {
  if (security === null) return description;
  const names = security.schemes.map(([name]) => name);
  const requirements = (picks: number[][]): Json =>
    picks.map((pick) =>
      jsonObject(pick.map((index) => [names[index % names.length] as string, []] as const)),
    );
  const copy = structuredClone(description);
  (copy.components as JsonObject).securitySchemes = jsonObject(security.schemes);
  if (security.global !== null) copy.security = requirements(security.global);
  let next = 0;
  for (const pathItem of Object.values(copy.paths as JsonObject)) {
    for (const [key, operation] of Object.entries(pathItem as JsonObject)) {
      if (key === "parameters" || typeof operation !== "object" || operation === null) continue;
      const picks = security.perOperation[next++];
      if (picks) (operation as JsonObject).security = requirements(picks);
    }
  }
  return copy;
}
