/**
 * The library imports of the runtime files. Spliced runtime code loses its `import` statements, so the
 * generated file must import for it what it imported: read here from the runtime files themselves, so that
 * no template keeps a copy of the list.
 */
import { importDeclaration } from "../ast/imports.js";
import type ts from "../compiler-api.js";
import type { RuntimeFile } from "./runtime-file.js";
import { readRuntimeSource } from "./runtime-text.js";

/** One name a runtime file imports from a library. */
export interface LibraryName {
  /** The exported name (`Options`). */
  name: string;
  /** The local name where the import renames it (`KyOptions`). */
  as?: string;
  /** Imported for types only (`import type`, `type X`). */
  typeOnly: boolean;
}

/** What a set of runtime files imports from one library. */
export interface LibraryImport {
  /** The default import's local name (`axios`), if any file has one. */
  default?: string;
  /** Each name once, values before types, each part sorted; a name some file uses as a value is a value. */
  names: LibraryName[];
}

/** `import [type] [Default,] [{ ... }] from "library";` as the biome-formatted runtime files write them. */
const LIBRARY_IMPORT =
  /^import\s+(type\s+)?(?:([A-Za-z_$][\w$]*)\s*(?:,\s*)?)?(?:\{([^}]*)\})?\s*from\s*"([^".][^"]*)";/gm;

const importsByFile = new Map<RuntimeFile, ReadonlyMap<string, LibraryImport>>();

/**
 * What one runtime file imports, per library (relative imports of other runtime files are left out); each
 * file is read once per process, like its declared names.
 */
export function fileLibraryImports(file: RuntimeFile): ReadonlyMap<string, LibraryImport> {
  let imports = importsByFile.get(file);
  if (imports === undefined) {
    imports = scanLibraryImports(file);
    importsByFile.set(file, imports);
  }
  return imports;
}

function scanLibraryImports(file: RuntimeFile): Map<string, LibraryImport> {
  const imports = new Map<string, LibraryImport>();
  for (const [, typeClause, defaultName, named, module] of readRuntimeSource(file).matchAll(LIBRARY_IMPORT)) {
    const entry = imports.get(module as string) ?? { names: [] };
    if (defaultName !== undefined) entry.default = defaultName;
    for (const specifier of (named ?? "").split(",")) {
      const parts = specifier.trim().split(/\s+/);
      if (parts[0] === "") continue;
      const typeOnly = typeClause !== undefined || parts[0] === "type";
      const [name, , as] = parts[0] === "type" ? parts.slice(1) : parts;
      entry.names.push({ name: name as string, ...(as === undefined ? {} : { as }), typeOnly });
    }
    imports.set(module as string, entry);
  }
  return imports;
}

/** The local names `file` imports from libraries (`defer`, `switchMap`, `KyOptions`, the default's). */
export function libraryImportedNames(file: RuntimeFile): string[] {
  return [...fileLibraryImports(file).values()].flatMap((entry) => [
    ...(entry.default === undefined ? [] : [entry.default]),
    ...entry.names.map((name) => name.as ?? name.name),
  ]);
}

/**
 * What `files` import from `module`, with the names the template's own code imports from it (`own`), merged:
 * each name once, values before types, each part sorted.
 */
export function runtimeLibraryImport(
  files: readonly RuntimeFile[],
  module: string,
  own: readonly LibraryName[] = [],
): LibraryImport {
  const byName = new Map<string, LibraryName>();
  let defaultName: string | undefined;
  const imports = files.map((file) => fileLibraryImports(file).get(module) ?? { names: [] });
  for (const imported of [...imports, { names: [...own] }]) {
    defaultName ??= imported.default;
    for (const entry of imported.names) {
      const known = byName.get(entry.name);
      byName.set(
        entry.name,
        known === undefined ? entry : { ...known, typeOnly: known.typeOnly && entry.typeOnly },
      );
    }
  }
  return {
    ...(defaultName === undefined ? {} : { default: defaultName }),
    names: sortedNames(byName.values()),
  };
}

/** Values first, then types, each sorted by name: the order the generated files have always listed them. */
export function sortedNames(names: Iterable<LibraryName>): LibraryName[] {
  const all = [...names];
  const byName = (a: LibraryName, b: LibraryName) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
  return [
    ...all.filter((entry) => !entry.typeOnly).sort(byName),
    ...all.filter((entry) => entry.typeOnly).sort(byName),
  ];
}

/** How a library import of the generated file is written. */
export interface LibraryImportParts {
  /** Names the template's own code imports from the library besides the runtime's. */
  own?: readonly LibraryName[];
  /** The default import's local name (`ky`); the runtime files' default imports are not taken over. */
  default?: string;
  /** `import type { ... }`: the whole import is erased (every name is then a type). */
  typeOnly?: boolean;
}

/** `import [type] [Default, ]{ a, type B } from 'module';` with what `files` import from it, merged with the template's own names. */
export function libraryImportDeclaration(
  files: readonly RuntimeFile[],
  module: string,
  { own = [], default: defaultName, typeOnly = false }: LibraryImportParts = {},
): ts.ImportDeclaration {
  const { names } = runtimeLibraryImport(files, module, own);
  return importDeclaration(module, {
    ...(defaultName === undefined ? {} : { default: defaultName }),
    typeOnly,
    // Inside `import type { ... }` no name may say `type` again.
    names: names.map(({ name, as, typeOnly: typeName }) => ({ name, as, typeOnly: !typeOnly && typeName })),
  });
}
