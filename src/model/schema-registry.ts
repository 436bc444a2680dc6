import { formatPointer, pointerSegments, resolvePointer } from "../load/json-pointer.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import type { DiagnosticCode, DiagnosticSink } from "../text/diagnostics.js";
import { FIXED_METHODS } from "./fixed-methods.js";
import type { NamedSchema, Schema, SchemaFeatures, SchemaId } from "./types.js";

/**
 * Collects named schemas while the model is read. Every `$ref` to a schema becomes a named schema
 * (identified by its pointer), so recursion stays a reference and nothing is expanded twice.
 */
export interface SchemaRegistry {
  readonly document: JsonObject;
  readonly schemas: Map<SchemaId, NamedSchema>;
  /** The optional features the schemas read so far use; set by the schema reader. */
  readonly features: SchemaFeatures;
  /**
   * Every discriminator of a `oneOf`/`anyOf` read so far, in the order read, with the schemas it tells apart
   * (its mapping's and its 3.2 `defaultMapping`'s): see `PropertyNode.discriminator`.
   */
  readonly discriminators: { propertyName: string; targets: SchemaId[] }[];
  /**
   * Reports that the construct at `pointer` is not honoured as written: `what` says what it is and what is
   * done instead, in the same words wherever the construct is, as reports with the same `what` share one line.
   */
  warn(code: DiagnosticCode, pointer: string, what: string): void;
  /**
   * Registers the schema at `pointer` (once) and returns its id. Called from outside a schema being read,
   * it returns once that schema and every schema it refers to are read; while a schema is read, the
   * schemas it refers to are read after it.
   */
  register(pointer: string): SchemaId;
  /**
   * The value at a local pointer (`#/...`), or `undefined`; remembered, as the model never changes the
   * document and shared parameters and responses are referenced thousands of times.
   */
  resolve(pointer: string): JsonValue | undefined;
}

export type ReadSchema = (raw: JsonValue, registry: SchemaRegistry) => Schema;

const COMPONENT_POINTER = /^#\/(?:components\/schemas|definitions)\/[^/]+$/;

export function createSchemaRegistry(
  document: JsonObject,
  readSchema: ReadSchema,
  diagnostics: DiagnosticSink,
): SchemaRegistry {
  const schemas = new Map<SchemaId, NamedSchema>();
  // Each `$ref` string as written → its id: big descriptions repeat the same refs thousands of times, and
  // normalizing one parses and re-formats the pointer.
  const idByRef = new Map<string, SchemaId>();
  const valueByPointer = new Map<string, JsonValue | undefined>();
  // Schemas registered but not read yet. Reading one registers the schemas it refers to; reading those at
  // once would nest a call per `$ref` of a chain (`A.next → B.next → C ...`), and a long chain would
  // exhaust the stack. The outermost `register` reads them in turn instead.
  const unread: NamedSchema[] = [];
  let reading = false;
  const readUnread = () => {
    reading = true;
    try {
      for (let index = 0; index < unread.length; index++) {
        const named = unread[index] as NamedSchema;
        named.schema = readSchema(registry.resolve(named.id) ?? true, registry);
      }
    } finally {
      unread.length = 0;
      reading = false;
    }
  };
  const registry: SchemaRegistry = {
    document,
    schemas,
    features: { readWriteMarks: false, dateFormats: false, calendarDates: false },
    discriminators: [],
    warn(code, pointer, what) {
      diagnostics.report({ code, severity: "warning", pointer, message: what });
    },
    register(pointer) {
      const known = idByRef.get(pointer);
      if (known !== undefined) return known;
      const id = normalizeSchemaId(pointer);
      idByRef.set(pointer, id);
      if (schemas.has(id)) return id;
      const named: NamedSchema = {
        id,
        rawName: rawNameOf(id),
        isComponent: COMPONENT_POINTER.test(id),
        schema: { kind: "unknown" },
      };
      const notSchema = nonSchemaObjectAt(id);
      if (notSchema !== undefined)
        registry.warn(
          "non-schema-ref",
          id,
          `a schema's $ref points to this ${notSchema}, which is no schema: the values are typed from its keys as if it were one`,
        );
      // Registered before reading so a schema that refers to itself finds its own entry.
      schemas.set(id, named);
      unread.push(named);
      if (!reading) readUnread();
      return id;
    },
    resolve(pointer) {
      if (valueByPointer.has(pointer)) return valueByPointer.get(pointer);
      const value = resolvePointer(document, pointer);
      valueByPointer.set(pointer, value);
      return value;
    },
  };
  return registry;
}

/** Pointers written with percent-encoding or a trailing slash identify the same schema. */
function normalizeSchemaId(pointer: string): SchemaId {
  return `#${formatPointer(pointerSegments(pointer))}`;
}

/** The objects of a description that a `$ref` meant for a schema may point to by mistake, by where they sit. */
const OBJECT_OF_COMPONENT_SECTION: Readonly<Record<string, string>> = {
  parameters: "Parameter Object",
  responses: "Response Object",
  requestBodies: "Request Body Object",
  headers: "Header Object",
  securitySchemes: "Security Scheme Object",
  links: "Link Object",
  callbacks: "Callback Object",
  examples: "Example Object",
  pathItems: "Path Item Object",
  mediaTypes: "Media Type Object",
};
const COMPONENT_OBJECT = /^#\/components\/([^/]+)\/[^/]+$/;
const PATH_ITEM = /^#\/paths\/[^/]+$/;
const PATH_ITEM_FIELD = /^#\/paths\/[^/]+\/([^/]+)$/;
/** A Path Item's fields that hold an Operation Object: its methods, in lower case. */
const OPERATION_FIELDS: ReadonlySet<string> = new Set(FIXED_METHODS.map((method) => method.toLowerCase()));

function nonSchemaObjectAt(id: SchemaId): string | undefined {
  const section = COMPONENT_OBJECT.exec(id)?.[1];
  if (section !== undefined)
    return Object.hasOwn(OBJECT_OF_COMPONENT_SECTION, section)
      ? OBJECT_OF_COMPONENT_SECTION[section]
      : undefined;
  if (PATH_ITEM.test(id)) return "Path Item Object";
  if (OPERATION_FIELDS.has(PATH_ITEM_FIELD.exec(id)?.[1] ?? "")) return "Operation Object";
  return undefined;
}

function rawNameOf(id: SchemaId): string {
  return pointerSegments(id).at(-1) || "Schema";
}
