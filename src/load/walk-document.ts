import { treeDepthWithin } from "./document-bounds.js";
import { formatPointer } from "./json-pointer.js";
import { EXTERNAL_DOCUMENTS_KEY, type JsonObject, type JsonValue } from "./types.js";

/**
 * One walk over an OpenAPI/JSON Schema document that knows which keys are keywords and which are names.
 *
 * - In an object of keywords, `x-*` keys are extensions and `example`, `examples`, `default`, `const` and
 *   `enum` hold user data: none of them is entered, so `$ref`s in code samples and examples are never followed.
 * - Under `properties`, `$defs`, `components/schemas`, `headers`, `content`, ... every key is a *name*
 *   (a property may be called `example` or `x-id`), so every entry is entered.
 * - `paths`, `responses` and callback objects mix names with `x-*` extensions.
 */
type Role = "keywords" | "names" | "namesAndExtensions" | "callbacks" | "mapping";

const CHILD_ROLES = new Map<string, Role>([
  ["properties", "names"],
  ["patternProperties", "names"],
  ["dependentSchemas", "names"],
  ["$defs", "names"],
  ["definitions", "names"],
  ["schemas", "names"],
  ["parameters", "names"],
  ["requestBodies", "names"],
  ["headers", "names"],
  ["content", "names"],
  ["encoding", "names"],
  ["links", "names"],
  ["securitySchemes", "names"],
  ["securityDefinitions", "names"],
  ["pathItems", "names"],
  ["webhooks", "names"],
  ["variables", "names"],
  ["paths", "namesAndExtensions"],
  ["responses", "namesAndExtensions"],
  ["callbacks", "callbacks"],
]);

const DATA_KEYWORDS = new Set(["example", "examples", "default", "const", "enum"]);

export interface DocumentVisitor {
  /** Every object in keyword or name position, before its children; it may change the object. */
  object(object: JsonObject, path: readonly string[]): void;
  /** A `discriminator.mapping` object, whose values are schema names or references. */
  mapping?(mapping: JsonObject, path: readonly string[]): void;
}

export interface WalkOptions {
  /** YAML aliases make one object appear in several places (and could make cycles): visit each once. */
  sharedObjects: boolean;
  /**
   * When set (for a tree, not shared objects), the walk also checks that no container, entered or not, is
   * nested deeper than this many levels (the root is level 1), and stops at the first that is: the depth
   * check of a freshly parsed JSON document then costs no walk of its own (see document-bounds.ts).
   */
  depthLimit?: number;
}

/** Thrown inside the walk when `depthLimit` is exceeded, caught by `walkDocument`. */
const TOO_DEEP = new Error("nested too deeply");

/** Walks `root`; false when `depthLimit` is set and exceeded (the visitor then saw only part of it). */
export function walkDocument(root: JsonValue, visitor: DocumentVisitor, options: WalkOptions): boolean {
  const seen = options.sharedObjects ? new Set<object>() : undefined;
  const checksDepth = options.depthLimit !== undefined;
  const path: string[] = [];

  /** A subtree the walk does not enter (data, extensions, a mapping) is still measured. */
  const measure = (value: JsonObject | JsonValue[], levelsLeft: number): void => {
    if (checksDepth && !treeDepthWithin(value, levelsLeft)) throw TOO_DEEP;
  };

  const walk = (value: JsonObject | JsonValue[], role: Role, levelsLeft: number): void => {
    if (levelsLeft === 0) throw TOO_DEEP;
    if (seen) {
      if (seen.has(value)) return;
      seen.add(value);
    }
    if (Array.isArray(value)) {
      // Arrays sit under keywords (`allOf`, `parameters`, `prefixItems`, ...): their items are keyword objects.
      for (let index = 0; index < value.length; index++) {
        const item = value[index];
        if (item === null || typeof item !== "object") continue;
        path.push(String(index));
        walk(item, "keywords", levelsLeft - 1);
        path.pop();
      }
      return;
    }
    if (role === "mapping") {
      measure(value, levelsLeft);
      visitor.mapping?.(value, path);
      return;
    }
    visitor.object(value, path);
    for (const key in value) {
      const child = value[key];
      if (child === null || typeof child !== "object") continue;
      const childRole = roleOfChild(role, key, path);
      if (childRole === undefined) {
        measure(child, levelsLeft - 1);
        continue;
      }
      path.push(key);
      walk(child, childRole, levelsLeft - 1);
      path.pop();
    }
  };

  if (root === null || typeof root !== "object") return true;
  try {
    walk(root, "keywords", options.depthLimit ?? Number.POSITIVE_INFINITY);
  } catch (error) {
    if (error === TOO_DEEP) return false;
    throw error;
  }
  return true;
}

function roleOfChild(role: Role, key: string, path: readonly string[]): Role | undefined {
  switch (role) {
    case "names":
      return "keywords";
    case "namesAndExtensions":
      return isExtension(key) ? undefined : "keywords";
    case "callbacks":
      return "namesAndExtensions";
    default:
      // The bundled documents of an input that was bundled before are walked like the root.
      if (isExtension(key)) return path.length === 0 && key === EXTERNAL_DOCUMENTS_KEY ? "names" : undefined;
      if (DATA_KEYWORDS.has(key)) return undefined;
      if (key === "mapping") return path.at(-1) === "discriminator" ? "mapping" : "keywords";
      return CHILD_ROLES.get(key) ?? "keywords";
  }
}

/** `x-...`; checked per key of every object, so without allocating. */
function isExtension(key: string): boolean {
  return key.charCodeAt(0) === 120 && key.charCodeAt(1) === 45;
}

/** A `$ref` (or a discriminator mapping value that is a reference) found by `collectRefs`. */
export class RefSite {
  constructor(
    readonly kind: "ref" | "mapping",
    /** The object holding the reference: the `$ref` object, the `mapping` object or the `discriminator`. */
    readonly holder: JsonObject,
    /** `$ref`, the mapping key, or `defaultMapping`. */
    readonly key: string,
    /** The reference as written. */
    readonly ref: string,
    /** Where the reference is, as keys from the document root. */
    readonly path: readonly string[],
  ) {}

  /** `#/...` within its own document; built on demand, as only messages need it. */
  get pointer(): string {
    return `#${formatPointer(this.path)}`;
  }
}

/** Every followable reference of a document, in document order. */
export function collectRefs(root: JsonValue, options: { sharedObjects: boolean }): RefSite[] {
  return refSites(root, options) as RefSite[];
}

/**
 * The same for a tree (a parsed JSON document), checking its depth on the way; `undefined` when a container
 * is nested deeper than `depthLimit`.
 */
export function collectRefsWithinDepth(root: JsonValue, depthLimit: number): RefSite[] | undefined {
  return refSites(root, { sharedObjects: false, depthLimit });
}

function refSites(root: JsonValue, options: WalkOptions): RefSite[] | undefined {
  const sites: RefSite[] = [];
  const whole = walkDocument(
    root,
    {
      object(object, path) {
        const ref = object.$ref;
        if (typeof ref === "string") sites.push(new RefSite("ref", object, "$ref", ref, path.slice()));
        // OpenAPI 3.2's `discriminator.defaultMapping` is written like a mapping value.
        const fallback = object.defaultMapping;
        if (typeof fallback === "string" && path.at(-1) === "discriminator" && isMappingReference(fallback)) {
          sites.push(new RefSite("mapping", object, "defaultMapping", fallback, [...path, "defaultMapping"]));
        }
      },
      mapping(mapping, path) {
        for (const [key, target] of Object.entries(mapping)) {
          if (typeof target === "string" && isMappingReference(target)) {
            sites.push(new RefSite("mapping", mapping, key, target, [...path, key]));
          }
        }
      },
    },
    options,
  );
  return whole ? sites : undefined;
}

/**
 * Mapping values are schema names (`Cat`, `Event.tui.show`) or references (`#/components/schemas/Cat`,
 * `./cat.yaml`). Only the references need bundling; a bare name never contains `#` or `/`.
 */
function isMappingReference(value: string): boolean {
  return value.includes("#") || value.includes("/") || /\.(?:json|ya?ml)$/i.test(value);
}
