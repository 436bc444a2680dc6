/** The messages of an operation: JSON, form and multipart request bodies, and success and failure responses of every kind. */
import fc from "fast-check";
import type { DescriptionShape } from "./description-arbitrary.js";
import { hostileName, hostileText } from "./hostile-text.js";
import {
  type Json,
  type JsonObject,
  jsonObject,
  SCHEMA_DEPTH,
  type SchemaContext,
  schemaArbitrary,
} from "./schema-arbitrary.js";

const JSON_MEDIA_TYPES = ["application/json", "application/vnd.api+json", "*/*"];

export function requestBodyArbitrary(
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

export function responsesArbitrary(
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

/** Streamed success bodies: their items are typed by the schema (see src/plan/media-types.ts). */
const STREAM_MEDIA_TYPES = [
  "text/event-stream",
  "application/jsonl",
  "application/x-ndjson",
  "application/json-seq",
];
