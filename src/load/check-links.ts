import { TypewrightError } from "../errors.js";
import type { DiagnosticSink } from "../text/diagnostics.js";
import type { Location } from "./document-location.js";
import type { SourceDocument } from "./document-source.js";
import { formatPointer, parsePointer, resolvablePrefixLength, resolveSegments } from "./json-pointer.js";
import type { JsonObject, JsonValue } from "./types.js";
import type { RefSite } from "./walk-document.js";

/** A document taking part in bundling: the root (no name) or an external one. */
export interface DocumentEntry {
  /** Key under `x-typewright-external`; `undefined` for the root. */
  name: string | undefined;
  location: Location;
  document?: SourceDocument;
  /** Why the document could not be read, when it could not. */
  failure?: unknown;
}

/** One reference from a document to a place in (another or the same) document. */
export interface RefLink {
  site: RefSite;
  from: DocumentEntry;
  to: DocumentEntry;
  /** The ref names a document (`./pet.yaml#/Pet`, `main.yaml#/x`), not only a fragment. */
  hasDocumentPart: boolean;
  /** The text after `#`, still URI-encoded. */
  fragment: string;
  /** Set by `checkLinks` when the fragment is a JSON pointer that resolves. */
  segments?: string[];
  target?: JsonValue;
}

export interface RefProblem {
  message: string;
  file: string;
  pointer: string;
}

/**
 * Resolves every link. A `$ref` that does not resolve, or that starts a chain of refs that loops back on itself
 * (the model would follow it forever), is a problem; a discriminator mapping that does not resolve is a warning,
 * because the generator can still fall back to the `oneOf` members.
 */
export function checkLinks(links: readonly RefLink[], diagnostics: DiagnosticSink): RefProblem[] {
  const problems: RefProblem[] = [];
  const fragments = new FragmentCache();
  for (const link of links) {
    const failure = resolveLink(link, fragments);
    if (failure === undefined) continue;
    const from = link.from.document as SourceDocument;
    if (link.site.kind === "mapping") {
      diagnostics.report({
        code: "unresolved-mapping",
        severity: "warning",
        file: from.display,
        pointer: link.site.pointer,
        message: `discriminator mapping "${link.site.ref}" does not resolve (${failure})`,
        // Mappings that fail alike (all into one file that cannot be read) share one line: the first
        // mapping, and how many others fail for the same reason.
        construct: failure,
      });
    } else {
      const message = `${from.display}: unresolved $ref "${link.site.ref}" at ${link.site.pointer} (${failure})`;
      problems.push({ message, file: from.file, pointer: link.site.pointer });
    }
  }
  problems.push(...findRefCycles(links));
  return problems;
}

/** Sets `segments` and `target`; returns why the link does not resolve, if it does not. */
function resolveLink(link: RefLink, fragments: FragmentCache): string | undefined {
  const document = link.to.document;
  if (!document) return link.to.failure instanceof Error ? link.to.failure.message : "cannot be read";
  const { segments, target } = fragments.resolve(document, link.fragment);
  if (segments === undefined) return "the part after # is not a JSON pointer; anchors are not supported";
  if (target === undefined) {
    const found = resolvablePrefixLength(document.content, segments);
    const where = link.to === link.from && !link.hasDocumentPart ? "" : document.display;
    return `no "${segments[found]}" in ${where}#${formatPointer(segments.slice(0, found))}`;
  }
  link.segments = segments;
  link.target = target;
  return undefined;
}

interface FragmentResolution {
  /** `undefined` when the fragment is not a JSON pointer. */
  segments: string[] | undefined;
  /** `undefined` when the pointer does not resolve. */
  target: JsonValue | undefined;
}

/**
 * Each fragment of a document parsed and resolved once: big descriptions point at the same places from
 * many refs (GitHub: 9,249 refs to 953 places). Links share the `segments` array, which nothing changes.
 */
class FragmentCache {
  private readonly byDocument = new Map<SourceDocument, Map<string, FragmentResolution>>();

  resolve(document: SourceDocument, fragment: string): FragmentResolution {
    let resolutions = this.byDocument.get(document);
    if (!resolutions) {
      resolutions = new Map();
      this.byDocument.set(document, resolutions);
    }
    let resolution = resolutions.get(fragment);
    if (!resolution) {
      const segments = parsePointer(fragment);
      const target = segments === undefined ? undefined : resolveSegments(document.content, segments);
      resolution = { segments, target };
      resolutions.set(fragment, resolution);
    }
    return resolution;
  }
}

/** `A: {$ref: B}`, `B: {$ref: A}`: chains of refs that never reach a value. */
function findRefCycles(links: readonly RefLink[]): RefProblem[] {
  // Only a ref whose target is itself a `$ref` object can be part of a chain; in a real description those
  // are few, so the holders of all other refs are never keyed (GitHub: 9,249 refs, Graph: 53,770).
  const towardRefs = links.filter((link) => link.site.kind === "ref" && isRefObject(link.target));
  if (towardRefs.length === 0) return [];
  const refTargets = new Set<object>(towardRefs.map((link) => link.target as JsonObject));
  const linkOfHolder = new Map<object, RefLink>();
  for (const link of links) {
    const holder = link.site.holder;
    if (link.site.kind === "ref" && link.target !== undefined && refTargets.has(holder))
      linkOfHolder.set(holder, link);
  }
  const problems: RefProblem[] = [];
  const settled = new Set<RefLink>();
  // Only a ref whose target holds another ref can start a chain; in link order.
  const starts = towardRefs.filter((link) => linkOfHolder.has(link.target as JsonObject));
  for (const start of starts) {
    const chain: RefLink[] = [];
    let current: RefLink | undefined = start;
    while (current && !settled.has(current)) {
      const loopStart = chain.indexOf(current);
      if (loopStart !== -1) {
        problems.push(cycleProblem(chain.slice(loopStart)));
        break;
      }
      chain.push(current);
      const target: JsonValue | undefined = current.target;
      current = target !== null && typeof target === "object" ? linkOfHolder.get(target) : undefined;
    }
    for (const link of chain) settled.add(link);
  }
  return problems;
}

function isRefObject(value: JsonValue | undefined): value is JsonObject {
  return value !== null && typeof value === "object" && typeof (value as JsonObject).$ref === "string";
}

function cycleProblem(cycle: RefLink[]): RefProblem {
  const first = cycle[0] as RefLink;
  const from = first.from.document as SourceDocument;
  const steps = [...cycle, first].map((link) => `"${link.site.ref}"`).join(" → ");
  return {
    message: `${from.display}: circular $ref at ${first.site.pointer}: ${steps} never reaches a value`,
    file: from.file,
    pointer: first.site.pointer,
  };
}

/** All problems in one error: the message names the first, `problems` lists each on its own line. */
export function throwRefProblems(problems: readonly RefProblem[]): never {
  const first = problems[0] as RefProblem;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more $ref problems)` : "";
  throw new TypewrightError("ref", `${first.message}${more}`, {
    file: first.file,
    pointer: first.pointer,
    problems: problems.map((problem) => problem.message),
  });
}
