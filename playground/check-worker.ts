/**
 * The "compiles" check: the generated files type-checked by TypeScript itself (typescript.js, loaded as a
 * classic script) with the strict options of typewright's own compile proofs, against the real type
 * declarations of the libraries the files import. Those come from types/*.json, collected at build time by
 * letting TypeScript resolve each library on disk (scripts/lib/playground-types.js), and are fetched the
 * first time a generated file imports that library.
 */
import type TypeScript from "typescript";
import type { CheckReply, CheckRequest } from "./messages.js";

declare const ts: typeof TypeScript;
declare function importScripts(...urls: string[]): void;

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(reply: CheckReply): void;
};

importScripts("typescript.js");

interface TypesIndex {
  compilerOptions: Record<string, unknown>;
  modules: Record<string, string>;
}

const bundles = new Map<string, Promise<Record<string, string>>>();
function bundle(file: string): Promise<Record<string, string>> {
  let loaded = bundles.get(file);
  if (!loaded) {
    loaded = fetch(`types/${file}`).then((response) => response.json() as Promise<Record<string, string>>);
    bundles.set(file, loaded);
  }
  return loaded;
}
const index: Promise<TypesIndex> = fetch("types/index.json").then(
  (response) => response.json() as Promise<TypesIndex>,
);

/** Parsed lib and library files, kept across checks: parsing them is most of a check's time. */
const sourceFiles = new Map<string, TypeScript.SourceFile>();

const IMPORTED = /\bfrom\s+'([^'.][^']*)'/g;

scope.onmessage = async ({ data }) => {
  const started = performance.now();
  try {
    const { compilerOptions, modules } = await index;
    const specifiers = new Set(
      data.files.flatMap((file) => [...file.content.matchAll(IMPORTED)].map((match) => match[1] as string)),
    );
    const needed = ["lib.json", ...[...specifiers].flatMap((specifier) => modules[specifier] ?? [])];
    const files: Record<string, string> = Object.assign({}, ...(await Promise.all(needed.map(bundle))));
    for (const file of data.files) files[`/src/${file.path}`] = file.content;
    const diagnostics = check(
      files,
      data.files.map((file) => `/src/${file.path}`),
      compilerOptions,
    );
    scope.postMessage({ id: data.id, diagnostics, milliseconds: performance.now() - started });
  } catch (error) {
    scope.postMessage({ id: data.id, error: error instanceof Error ? error.message : String(error) });
  }
};

function check(files: Record<string, string>, roots: string[], json: Record<string, unknown>): string[] {
  const { options } = ts.convertCompilerOptionsFromJson(json, "/");
  const has = (file: string) => Object.hasOwn(files, file);
  const folders = new Set<string>();
  for (const file of Object.keys(files)) {
    for (let slash = file.indexOf("/", 1); slash !== -1; slash = file.indexOf("/", slash + 1))
      folders.add(file.slice(0, slash));
  }
  const host: TypeScript.CompilerHost = {
    getSourceFile(file, languageVersion) {
      const text = files[file];
      if (text === undefined) return undefined;
      if (file.startsWith("/src/")) return ts.createSourceFile(file, text, languageVersion);
      let sourceFile = sourceFiles.get(file);
      if (!sourceFile) {
        sourceFile = ts.createSourceFile(file, text, languageVersion);
        sourceFiles.set(file, sourceFile);
      }
      return sourceFile;
    },
    getDefaultLibFileName: (compilerOptions) =>
      `/node_modules/typescript/lib/${ts.getDefaultLibFileName(compilerOptions)}`,
    getDefaultLibLocation: () => "/node_modules/typescript/lib",
    writeFile: () => undefined,
    getCurrentDirectory: () => "/",
    getCanonicalFileName: (file) => file,
    useCaseSensitiveFileNames: () => true,
    getNewLine: () => "\n",
    fileExists: has,
    readFile: (file) => files[file],
    directoryExists: (folder) => folder === "/" || folders.has(folder.replace(/\/$/, "")),
    realpath: (file) => file,
  };
  const program = ts.createProgram(roots, options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
    if (!diagnostic.file || diagnostic.start === undefined) return `TS${diagnostic.code}: ${message}`;
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${diagnostic.file.fileName.replace(/^\/src\//, "")}:${line + 1}:${character + 1} TS${diagnostic.code}: ${message}`;
  });
}
