import { isTypewrightError, TypewrightError } from "../errors.js";
import type { Diagnostic, DiagnosticSink } from "../text/diagnostics.js";
import { checkLinks, type DocumentEntry, type RefLink, throwRefProblems } from "./check-links.js";
import { type Location, locationBaseName, locationKey, refLocation } from "./document-location.js";
import type { ReadDocument, SourceDocument } from "./document-source.js";
import { formatPointer } from "./json-pointer.js";
import { asObject, setOwnValue } from "./json-value.js";
import { settleLimited } from "./map-limited.js";
import { EXTERNAL_DOCUMENTS_KEY } from "./types.js";
import type { RefSite } from "./walk-document.js";

/** Files or URLs read at the same time while following external refs. */
const READ_CONCURRENCY = 16;

/**
 * Makes every followable `$ref` of `root` local, in place:
 * 1. follow refs breadth-first, reading each external document once (keyed by absolute path or URL);
 * 2. check that every ref (local or external) points at something, and that no chain of refs loops;
 * 3. copy each external document, as parsed, to `#/x-typewright-external/<name>` and rewrite the refs to it,
 *    including the refs inside it that are local to it.
 * Refs of the root to itself are left exactly as written. Reports the mappings that do not resolve, then what
 * reading each external document found. Returns each attached document's key → how messages name it.
 */
export async function bundleRefs(
  root: SourceDocument,
  readDocument: ReadDocument,
  diagnostics: DiagnosticSink,
): Promise<Map<string, string>> {
  const graph = new RefGraph(root);
  await graph.discover(readDocument);
  const problems = checkLinks(graph.links, diagnostics);
  if (problems.length > 0) throwRefProblems(problems);
  for (const link of graph.links) rewriteLink(link, graph.rootEntry);
  const attached = graph.attachExternalDocuments();
  for (const diagnostic of graph.externalDiagnostics()) diagnostics.report(diagnostic);
  return attached;
}

class RefGraph {
  readonly rootEntry: DocumentEntry;
  readonly links: RefLink[] = [];
  private readonly entries = new Map<string, DocumentEntry>();
  private readonly usedNames: Set<string>;
  private readonly nextCounter = new Map<string, number>();

  constructor(private readonly root: SourceDocument) {
    this.rootEntry = { name: undefined, location: root.location, document: root };
    this.entries.set(locationKey(root.location), this.rootEntry);
    this.entries.set(locationKey(root.base), this.rootEntry);
    // An input that was bundled before keeps its documents; new names must not overwrite them.
    this.usedNames = new Set(Object.keys(asObject(asObject(root.content)?.[EXTERNAL_DOCUMENTS_KEY]) ?? {}));
  }

  /** Walks the root, then each wave of newly found documents, until no new document turns up. */
  async discover(readDocument: ReadDocument): Promise<void> {
    let wave: DocumentEntry[] = [this.rootEntry];
    while (wave.length > 0) {
      const found: DocumentEntry[] = [];
      for (const entry of wave) {
        if (entry.document) this.linkRefsOf(entry, entry.document, found);
      }
      await this.read(found, readDocument);
      wave = found;
    }
  }

  private linkRefsOf(from: DocumentEntry, document: SourceDocument, found: DocumentEntry[]): void {
    for (const site of document.refs) {
      const hash = site.ref.indexOf("#");
      const uri = hash === -1 ? site.ref : site.ref.slice(0, hash);
      const fragment = hash === -1 ? "" : site.ref.slice(hash + 1);
      const to = uri === "" ? from : this.entryFor(uri, document, site, found);
      if (!to) continue;
      if (to.failure !== undefined && site.kind === "ref") throw unreadable(to.failure, document, site);
      this.links.push({ site, from, to, hasDocumentPart: uri !== "", fragment });
    }
  }

  private entryFor(
    uri: string,
    document: SourceDocument,
    site: RefSite,
    found: DocumentEntry[],
  ): DocumentEntry | undefined {
    let location: Location;
    try {
      location = refLocation(uri, document.base);
    } catch (error) {
      if (site.kind === "mapping") return undefined;
      throw new TypewrightError("ref", `${unresolvedAt(document, site)} (${(error as Error).message})`, {
        file: document.file,
        pointer: site.pointer,
        cause: error,
      });
    }
    if (document.base.kind === "url" && location.kind === "file") {
      // A remote description must not pull local files (their text would be printed into the client).
      if (site.kind === "mapping") return undefined;
      throw new TypewrightError(
        "ref",
        `${unresolvedAt(document, site)} (a description read from a URL may only reference http(s) URLs, not local files)`,
        { file: document.file, pointer: site.pointer },
      );
    }
    const key = locationKey(location);
    const known = this.entries.get(key);
    if (known) return known;
    const entry: DocumentEntry = { name: this.uniqueName(locationBaseName(location)), location };
    this.entries.set(key, entry);
    found.push(entry);
    return entry;
  }

  /** Reads a wave; a document that cannot be read is an error for the first `$ref` that needs it. */
  private async read(entries: DocumentEntry[], readDocument: ReadDocument): Promise<void> {
    const results = await settleLimited(entries, READ_CONCURRENCY, (entry) => readDocument(entry.location));
    results.forEach((result, index) => {
      const entry = entries[index] as DocumentEntry;
      if (result.status === "fulfilled" && asObject(result.value.content) === undefined) {
        // An HTML page or a text file can parse as YAML (one string); it holds no schema to point at.
        entry.failure = new Error(`${result.value.display} is not a JSON or YAML document of objects`);
      } else if (result.status === "fulfilled") {
        entry.document = result.value;
        const baseKey = locationKey(result.value.base);
        if (!this.entries.has(baseKey)) this.entries.set(baseKey, entry);
      } else {
        entry.failure = result.reason;
      }
    });
    for (const entry of entries) {
      if (entry.failure === undefined) continue;
      const needed = this.links.find((link) => link.to === entry && link.site.kind === "ref");
      const from = needed?.from.document;
      if (needed && from) throw unreadable(entry.failure, from, needed.site);
    }
  }

  private uniqueName(base: string): string {
    let name = base;
    // Counters below the last one handed out for `base` are taken: thousands of `schema.yaml` stay linear.
    let counter = this.nextCounter.get(base) ?? 2;
    while (this.usedNames.has(name)) name = `${base}_${counter++}`;
    this.nextCounter.set(base, counter);
    this.usedNames.add(name);
    return name;
  }

  attachExternalDocuments(): Map<string, string> {
    const attached = new Map<string, string>();
    const rootObject = asObject(this.root.content);
    const externals = [...new Set(this.entries.values())].filter(
      (entry) => entry.name !== undefined && entry.document,
    );
    if (!rootObject || externals.length === 0) return attached;
    const bundled = asObject(rootObject[EXTERNAL_DOCUMENTS_KEY]) ?? {};
    for (const entry of externals) {
      const document = entry.document as SourceDocument;
      setOwnValue(bundled, entry.name as string, document.content);
      attached.set(entry.name as string, document.display);
    }
    rootObject[EXTERNAL_DOCUMENTS_KEY] = bundled;
    return attached;
  }

  externalDiagnostics(): Diagnostic[] {
    return [...new Set(this.entries.values())].flatMap((entry) =>
      entry.name !== undefined && entry.document ? entry.document.diagnostics : [],
    );
  }
}

/** Rewrites one reference to a pointer into the bundled root; root-local refs stay as written. */
function rewriteLink(link: RefLink, rootEntry: DocumentEntry): void {
  if (link.segments === undefined || link.to.failure !== undefined) return;
  if (link.from === rootEntry && link.to === rootEntry && !link.hasDocumentPart) return;
  const prefix = link.to === rootEntry ? [] : [EXTERNAL_DOCUMENTS_KEY, link.to.name as string];
  const ref = `#${formatPointer([...prefix, ...link.segments])}`;
  // A mapping key is description text (`__proto__` included): written as an own property.
  if (link.site.kind === "mapping") setOwnValue(link.site.holder, link.site.key, ref);
  else link.site.holder[link.site.key] = ref;
}

function unresolvedAt(document: SourceDocument, site: RefSite): string {
  return `${document.display}: unresolved $ref "${site.ref}" at ${site.pointer}`;
}

/** A referenced document that cannot be read or parsed, reported at the ref that needs it. */
function unreadable(failure: unknown, from: SourceDocument, site: RefSite): TypewrightError {
  const reason = failure instanceof Error ? failure.message : String(failure);
  if (isTypewrightError(failure) && failure.code === "spec") {
    // The file exists but does not parse: a problem of that file, which its message names.
    return new TypewrightError("spec", `${reason} (referenced from ${from.display} at ${site.pointer})`, {
      file: failure.file ?? from.file,
      cause: failure,
    });
  }
  return new TypewrightError("ref", `${unresolvedAt(from, site)} (${reason})`, {
    file: from.file,
    pointer: site.pointer,
    cause: failure,
  });
}
