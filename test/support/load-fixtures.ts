import { fileURLToPath } from "node:url";
import { TypewrightError } from "../../src/errors.js";
import { formatPointer, parsePointer, resolveSegments } from "../../src/load/json-pointer.js";
import { type LoadSpecOptions, loadSpec } from "../../src/load/load-spec.js";
import {
  EXTERNAL_DOCUMENTS_KEY,
  type JsonObject,
  type JsonValue,
  type LoadedSpec,
} from "../../src/load/types.js";
import { collectRefs } from "../../src/load/walk-document.js";
import { diagnosticLines, diagnosticList } from "../../src/text/diagnostics.js";

export const FIXTURES = fileURLToPath(new URL("../../fixtures/load/", import.meta.url));
/** `fixtures/specs`: real public descriptions, copied unchanged with their origins (see its README.md). */
export const SPECS = fileURLToPath(new URL("../../fixtures/specs", import.meta.url));
export const NO_NETWORK: typeof fetch = async () => {
  throw new Error("network disabled in tests");
};

export async function loadFixture(source: string, options: LoadSpecOptions = {}) {
  return loadWithWarnings(source, { cwd: FIXTURES, fetch: NO_NETWORK, ...options });
}

/** The loaded description with the lines of what loading it found, as a run's `warnings` give them. */
export async function loadWithWarnings(
  source: string,
  options: LoadSpecOptions = {},
): Promise<LoadedSpec & { warnings: string[] }> {
  const diagnostics = diagnosticList();
  const spec = await loadSpec(source, { ...options, diagnostics });
  return { ...spec, warnings: diagnosticLines(diagnostics.diagnostics) };
}

export async function loadError(source: string, options: LoadSpecOptions = {}): Promise<TypewrightError> {
  try {
    await loadFixture(source, options);
  } catch (error) {
    if (error instanceof TypewrightError) return error;
    throw error;
  }
  throw new Error(`expected loading ${source} to fail`);
}

/** Walks a path of keys; fails the test with the path when a step is missing. */
export function at(value: JsonValue, ...keys: (string | number)[]): JsonValue {
  const found = resolveSegments(value, keys.map(String));
  if (found === undefined) throw new Error(`nothing at ${formatPointer(keys.map(String))}`);
  return found;
}

export function externals(document: JsonObject): JsonObject {
  return at(document, EXTERNAL_DOCUMENTS_KEY) as JsonObject;
}

/** The refs a generator would follow that are not local or do not resolve; `[]` for a good hand-off. */
export function brokenRefs(document: JsonObject): string[] {
  return collectRefs(document, { sharedObjects: true })
    .filter((site) => site.kind === "ref")
    .filter((site) => {
      const segments = site.ref.startsWith("#") ? parsePointer(site.ref.slice(1)) : undefined;
      return !segments || resolveSegments(document, segments) === undefined;
    })
    .map((site) => `${site.pointer} → ${site.ref}`);
}
