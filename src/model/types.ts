/**
 * The normalized, template-independent intermediate model. It records facts from the description
 * (`nullable: true`, `format: "date-time"`); the plan decides what the output options make of them
 * (`nullableStrategy`, `dateFormat`: plan/nullable-typing.ts, plan/schema-typing.ts), so the model does not
 * change when output options do. Plain data only: no TypeScript nodes, no strings of code.
 */

import type { JsonValue } from "../load/types.js";

/** Documentation facts every schema may carry; they become JSDoc. */
export interface SchemaDocs {
  title?: string;
  description?: string;
  deprecated?: boolean;
  format?: string;
  /** JSON-encodable values as written in the description. */
  default?: unknown;
  example?: unknown;
  readOnly?: boolean;
  writeOnly?: boolean;
}

export type PrimitiveType = "string" | "number" | "integer" | "boolean" | "null";
export type EnumValue = string | number | boolean | null;

/**
 * What a later stage writes on schema nodes and properties beyond what the description says, per kind of
 * node. The model's schemas carry none (`DescribedOnly`); the plan's type model adds its decisions
 * (plan/type-model.ts), which the model does not know of.
 */
export interface LaterFields {
  ref: object;
  /** `const` and `enum` nodes. */
  literal: object;
  union: object;
  /** Object properties (`PropertyNode`). */
  property: object;
}

/** The model's own schemas: what the description says, nothing more. */
export interface DescribedOnly extends LaterFields {
  ref: object;
  literal: object;
  union: object;
  property: object;
}

/** The closed set of schema kinds; `F`: what a later stage adds (see `LaterFields`). */
export type SchemaNode<F extends LaterFields = DescribedOnly> =
  /** A reference to a named schema (component or any other `$ref` target). */
  | ({ kind: "ref"; target: SchemaId } & F["ref"])
  /** `string` / `number` / `integer` / `boolean` / `null`; `format` says e.g. `date-time`. */
  | { kind: "primitive"; type: PrimitiveType; format?: string }
  /**
   * `format: binary` strings and 3.1 `contentMediaType` without `contentEncoding`: bytes. Text (`string`)
   * in JSON; a file (`Blob`) only in a multipart part (see emit/types/multipart.ts).
   */
  | { kind: "binary" }
  /** Untyped / free-form value (`{}`, `true`, a schema with no type information). */
  | { kind: "unknown" }
  /** Nothing can satisfy it (`false`, `not: {}`). */
  | { kind: "never" }
  | {
      kind: "object";
      properties: PropertyNode<F>[];
      /** `false`: closed; `true`: any extra value; a schema: extra values of that type; absent: not declared. */
      additionalProperties?: boolean | SchemaNode<F>;
    }
  | { kind: "array"; items: SchemaNode<F> }
  /** `prefixItems` (3.1) or fixed-length `items` arrays; `rest` is the type of further items, if allowed. */
  | { kind: "tuple"; items: SchemaNode<F>[]; rest?: SchemaNode<F> }
  | ({
      kind: "enum";
      values: EnumValue[];
      /** Member names from `x-enumNames` / `x-enum-varnames`, index-aligned with `values`. */
      names?: string[];
      /** Per-member descriptions from `x-enum-descriptions`, index-aligned with `values`. */
      descriptions?: string[];
    } & F["literal"])
  | ({ kind: "const"; value: EnumValue } & F["literal"])
  /** `allOf`: every member applies. */
  | { kind: "intersection"; members: SchemaNode<F>[] }
  /** `oneOf` / `anyOf` / `type: [a, b]`: one of the members applies. */
  | ({ kind: "union"; members: SchemaNode<F>[]; discriminator?: Discriminator } & F["union"])
  /** `x-ts-type`: TypeScript type text, emitted verbatim. */
  | { kind: "tsType"; text: string };

/** Facts shared by every kind, kept beside the kind so a node stays one flat object. */
export type Schema<F extends LaterFields = DescribedOnly> = SchemaNode<F> & {
  /** 3.0 `nullable: true`, Swagger `x-nullable`, or `null` in a 3.1 type array / enum. */
  nullable?: boolean;
  docs?: SchemaDocs;
  /** What JSON Schema's validation keywords state about the values; types do not change with them. */
  constraints?: SchemaConstraints;
};

/**
 * The validation keywords of a schema as numbers, strings and flags. Exclusive bounds are numbers in every
 * version (3.0's `exclusiveMinimum: true` beside `minimum` becomes `exclusiveMinimum: <minimum>`).
 */
export interface SchemaConstraints {
  minLength?: number;
  maxLength?: number;
  /** An ECMA-262 regular expression, as written; only one the Zod schemas can use (`isCheckedPattern`). */
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  /**
   * The values an `enum` or `const` allows where one of them is an object or an array, which no literal type
   * spells: the type is the rest of the schema's, and only the Zod schema checks them, as JSON.
   */
  structuredValues?: StructuredValue[];
}

/** A JSON value as an `enum` or `const` holds it. */
export type StructuredValue =
  | string
  | number
  | boolean
  | null
  | StructuredValue[]
  | { [key: string]: StructuredValue };

export type PropertyNode<F extends LaterFields = DescribedOnly> = {
  /** The property name exactly as in the description. */
  name: string;
  schema: Schema<F>;
  required: boolean;
  docs?: SchemaDocs;
  /**
   * The property is the `propertyName` of a discriminator over this schema (declared beside it, or naming
   * it in a mapping): its value tells which schema a value is, so requests carry it even when `readOnly`.
   */
  discriminator?: true;
} & F["property"];

export interface Discriminator {
  propertyName: string;
  /** Discriminator value → named schema it selects. */
  mapping: { value: string; target: SchemaId }[];
  /** OpenAPI 3.2's `defaultMapping`: the schema of every value `mapping` does not name (or of none). */
  fallback?: SchemaId;
}

/** Identity of a named schema: the JSON pointer of its definition, e.g. `#/components/schemas/Pet`. */
export type SchemaId = string;

export interface NamedSchema<F extends LaterFields = DescribedOnly> {
  id: SchemaId;
  /** The name as written (last pointer segment, unescaped), before sanitizing. */
  rawName: string;
  /** True for entries of `components/schemas` (or Swagger `definitions`). */
  isComponent: boolean;
  schema: Schema<F>;
}

/**
 * `querystring` (OpenAPI 3.2): the whole query string, one value written by its `content` media type
 * (`mediaType`, always set).
 */
export type ParameterLocation = "path" | "query" | "querystring" | "header" | "cookie";

export interface ParameterModel<F extends LaterFields = DescribedOnly> {
  name: string;
  in: ParameterLocation;
  required: boolean;
  schema: Schema<F>;
  description?: string;
  deprecated?: boolean;
  /** Serialization as written, with OpenAPI's defaults applied (`form`/`simple`, explode for form). */
  style: string;
  explode: boolean;
  /**
   * True when the description writes `style` or `explode` (Swagger 2.0: `collectionFormat`): then the value is
   * sent as OpenAPI defines that style; otherwise as `queryParamsSerialization` says (the contract's rule).
   */
  styleStated?: boolean;
  /** `allowReserved: true` (query only): RFC 3986 reserved characters are sent unencoded. */
  allowReserved?: boolean;
  /** The media type when the value is described by `content` instead of `schema` (sent as that text). */
  mediaType?: string;
  /** `x-position`: sort key among the method's arguments. */
  position?: number;
  /** `x-name`: the argument name to use in generated code. */
  argumentName?: string;
  /** Where the parameter is written (the target of a `$ref`), for messages. */
  pointer?: string;
}

export interface BodyModel<F extends LaterFields = DescribedOnly> {
  mediaType: string;
  schema: Schema<F>;
  required: boolean;
  description?: string;
  /**
   * An `application/x-www-form-urlencoded` or `multipart/form-data` body's fields whose Encoding Object states
   * `style`, `explode` or `allowReserved`, by field name: written as query parameters of that style (in
   * multipart, as the parts that query text names). Absent when none states any.
   */
  fieldEncodings?: Record<string, FieldEncodingModel>;
}

/** How one form field is written, as its Encoding Object states it, with OpenAPI's defaults applied. */
export interface FieldEncodingModel {
  /** `form` unless stated. */
  style: string;
  /** True unless stated, or for a style other than `form`. */
  explode: boolean;
  allowReserved: boolean;
}

/** A Header Object of a response: what a mock server sends with the answer. */
export interface ResponseHeaderModel<F extends LaterFields = DescribedOnly> {
  /** As the description writes it. */
  name: string;
  required: boolean;
  /** The header's `schema`, else the schema of its `content`'s media type. */
  schema: Schema<F>;
  /** Its `example`, else the first of its `examples` (or of its `content`'s). */
  example?: JsonValue;
  /** `explode: true`: an object's entries are written `key=value` (the `simple` style's other form). */
  explode?: true;
}

export interface ResponseModel<F extends LaterFields = DescribedOnly> {
  /** The status code as written (`200`, `2XX`, `default`). */
  status: string;
  /** Absent for responses without content (e.g. 204). */
  mediaType?: string;
  schema?: Schema<F>;
  /**
   * The schema of each item of a streamed body (`text/event-stream`, JSON Lines, `application/json-seq`):
   * OpenAPI 3.2's `itemSchema`; for an event stream, the schema of one event's `data` (see read-stream-item.ts).
   */
  itemSchema?: Schema<F>;
  /**
   * The media type's `example`, else the first of its `examples` (`dataValue`, else `value`; a `$ref` to
   * `components/examples` followed): a whole body as the description shows it. Absent when it gives none.
   */
  example?: JsonValue;
  /** The documented headers, in the description's order; `Content-Type` is left out, as OpenAPI says. */
  headers?: ResponseHeaderModel<F>[];
  description?: string;
  /**
   * The success response only: an answer may also come without content, so a call can resolve without a
   * body. Another 2xx states none (a `201` with JSON beside a `204`), or the status itself has none (`204`,
   * `205`).
   */
  mayBeEmpty?: true;
  /**
   * The success response only, where other 2xx responses state other bodies of its media type: `schema` is
   * the union of the bodies (the picked one first), and this holds, for each member, the statuses that
   * answer with it (exact codes ascending, then `2XX`).
   */
  bodyStatuses?: string[][];
}

export interface OperationModel<F extends LaterFields = DescribedOnly> {
  /** `operationId` exactly as written; absent when the description has none. */
  operationId?: string;
  /**
   * The HTTP method as it is sent: a fixed field's upper case (`GET`, `QUERY`), an `additionalOperations` key
   * as written (`LINK`).
   */
  method: string;
  path: string;
  /** All tags as written; the first decides the group. */
  tags: string[];
  summary?: string;
  description?: string;
  deprecated: boolean;
  /** Path-level parameters merged with operation-level ones (operation wins), in declaration order. */
  parameters: ParameterModel<F>[];
  requestBody?: BodyModel<F>;
  /** The success response: the lowest 2xx, else `default`; absent when there is none. */
  response?: ResponseModel<F>;
  /**
   * The documented failures a call rejects with: explicit 3xx–5xx codes, the `3XX`–`5XX` ranges and
   * `default`, in that order (codes ascending).
   */
  errors: ResponseModel<F>[];
  /** JSON pointer of the operation, for error messages. */
  pointer: string;
  /**
   * The security requirements that apply (its own `security`, else the document's), each the names of the
   * schemes that must all be sent; `[]` in the list is the empty requirement `{}` (optional auth). Absent
   * when the description declares no schemes or states no requirement.
   */
  security?: SecurityRequirement[];
  /**
   * The operation's own `servers`, else its path item's (OpenAPI: the innermost list replaces the outer ones),
   * in document order; absent where neither lists one, and the document's `servers` apply.
   */
  servers?: ServerModel[];
  /** What an extension of the operation states about its paging (`x-ms-pageable`, `x-speakeasy-pagination`). */
  paging?: PagingStatement;
}

/**
 * An operation's paging as an extension states it (model/read-paging.ts); the plan decides what it makes of it
 * (plan/pagination.ts). Paths are property names from the top of the body.
 */
export interface PagingStatement {
  /** What states it, for messages: the extension (`x-ms-pageable`), or the option (`pagination["listThings"]`). */
  readonly extension: string;
  /** Where the extension is written (the operation, for the option), for messages. */
  readonly pointer: string;
  /** `false`: the operation answers one page (`nextLinkName: null`; the option's `false`). */
  readonly pages: boolean;
  readonly kind?: "offset" | "pageNumber" | "cursor" | "nextUrl" | "lastItem" | "linkHeader";
  /** The parameter that takes the offset, the page number, the cursor or the last item's key. */
  readonly parameter?: string;
  /** `lastItem`: whether more items follow, and the item's property the parameter takes. */
  readonly hasMore?: readonly string[];
  readonly itemKey?: string;
  /** The body's count of every item. */
  readonly total?: readonly string[];
  /** The parameter that takes the page size. */
  readonly pageSize?: string;
  readonly items?: readonly string[];
  readonly nextCursor?: readonly string[];
  readonly nextUrl?: readonly string[];
}

/** The scheme names of one security requirement object; all of them apply together. */
export type SecurityRequirement = string[];

/** How a declared security scheme sends its credential. */
export type SecuritySchemeKind =
  /** `http` bearer, `oauth2` and `openIdConnect`: `Authorization: Bearer <token>`. */
  | { kind: "bearer"; source: "http" | "oauth2" | "openIdConnect" }
  /** `http` basic: `Authorization: Basic base64(username:password)`. */
  | { kind: "basic" }
  /** Another `http` scheme: `Authorization: <scheme> <credentials>`. */
  | { kind: "http"; scheme: string }
  | { kind: "apiKey"; in: "header" | "query" | "cookie"; parameterName: string };

/** One entry of the description's `servers`: a URL that may hold `{variable}` placeholders. */
export interface ServerModel {
  url: string;
  description?: string;
  /** The variables the entry declares, in document order. */
  variables: ServerVariableModel[];
}

/** A server variable: OpenAPI requires `default`; `enum` limits the values. */
export interface ServerVariableModel {
  name: string;
  default?: string;
  enum?: string[];
  description?: string;
}

/** A declared security scheme, reduced to how a client sends its credential. */
export type SecuritySchemeModel = SecuritySchemeKind & { name: string; description?: string };

/** Features of JSON Schema that only some descriptions use, each with planning work of its own. */
export interface SchemaFeatures {
  /** Some schema is marked `readOnly` or `writeOnly` (request and response views). */
  readWriteMarks: boolean;
  /** Some string schema has `format: date` or `format: date-time` (date converters). */
  dateFormats: boolean;
  /** Some string schema has `format: date` (the only dates a request formats). */
  calendarDates?: boolean;
  /** Some schema admits `null` (`nullable`, a type list with `"null"`), which only some strategies type. */
  nullableValues?: boolean;
}

export interface Model {
  /** Every named schema, in a stable order (components first in document order, then others by id). */
  schemas: Map<SchemaId, NamedSchema>;
  operations: OperationModel[];
  info: { title: string; version: string; description?: string };
  /** The description's top-level servers, in document order; empty when it lists none. */
  servers: ServerModel[];
  /** The declared security schemes a client can send, in document order; absent when none. */
  securitySchemes?: SecuritySchemeModel[];
  /**
   * Which optional features the schemas (named and inline) use, so that planning skips what a feature needs
   * where the description does not use it. Absent: not known, planned as if used.
   */
  features?: SchemaFeatures;
}
