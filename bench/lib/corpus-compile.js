/**
 * Type-checks generated clients under the strict options generated code is proven under
 * (scripts/lib/compile-options.js), many clients per program. Each client is a module, so clients of
 * different descriptions cannot clash; a program is cut when its sources pass a size, to bound memory.
 * TypeScript's lib files and the libraries' typings are parsed once and shared by every program.
 */
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { STRICT_COMPILER_OPTIONS_JSON } from "../../scripts/lib/compile-options.js";
import { ROOT } from "./config.js";

const { options: COMPILER_OPTIONS, errors } = ts.convertCompilerOptionsFromJson(
  STRICT_COMPILER_OPTIONS_JSON,
  ROOT,
);
if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, "\n"));

/** The TypeScript files one client's folder holds (the client and any companion file). */
export function sourcesOf(folder) {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".ts"))
    .sort()
    .map((name) => path.join(folder, name));
}

/** Folders in order, cut into lists whose sources add up to at most `maxBytes` (one folder at least). */
export function chunkBySize(folders, maxBytes) {
  const chunks = [];
  let current = [];
  let bytes = 0;
  for (const folder of folders) {
    const size = sourcesOf(folder).reduce((sum, file) => sum + statSync(file).size, 0);
    if (current.length > 0 && bytes + size > maxBytes) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(folder);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const sharedSourceFiles = new Map();

function compilerHost(options) {
  const host = ts.createCompilerHost(options, true);
  const readSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const shared = fileName.includes(`${path.sep}node_modules${path.sep}`);
    if (shared && sharedSourceFiles.has(fileName)) return sharedSourceFiles.get(fileName);
    const file = readSourceFile(fileName, languageVersion, onError, shouldCreate);
    if (shared && file !== undefined) sharedSourceFiles.set(fileName, file);
    return file;
  };
  return host;
}

/**
 * Diagnostics of one program over the given client folders, by folder: `file:line:col TSxxxx message`, the
 * file relative to its folder. A folder without diagnostics is absent from the result. `withEnums`: the
 * clients declare TypeScript enums (`enumStyle: enum`), the one construct generated that is not erasable.
 * `declarations`: as a library's declaration build too (`declaration`, and `isolatedDeclarations` unless
 * `isolated` is false).
 */
export function compileFolders(folders, { withEnums = false, declarations = false, isolated = true } = {}) {
  const files = folders.flatMap(sourcesOf);
  const options = {
    ...COMPILER_OPTIONS,
    ...(withEnums ? { erasableSyntaxOnly: false } : {}),
    ...(declarations ? { declaration: true, isolatedDeclarations: isolated } : {}),
  };
  const program = ts.createProgram({ rootNames: files, options, host: compilerHost(options) });
  const byFolder = new Map();
  const diagnostics = [...program.getOptionsDiagnostics(), ...program.getSyntacticDiagnostics()];
  if (diagnostics.length === 0) diagnostics.push(...program.getSemanticDiagnostics());
  if (diagnostics.length === 0 && declarations) diagnostics.push(...program.getDeclarationDiagnostics());
  for (const diagnostic of diagnostics) {
    const fileName = diagnostic.file?.fileName;
    const folder =
      folders.find((candidate) => fileName?.startsWith(`${candidate}${path.sep}`)) ?? "(program)";
    const lines = byFolder.get(folder) ?? [];
    lines.push(formatDiagnostic(diagnostic, folder));
    byFolder.set(folder, lines);
  }
  return byFolder;
}

function formatDiagnostic(diagnostic, folder) {
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, " ");
  if (diagnostic.file === undefined || diagnostic.start === undefined)
    return `TS${diagnostic.code} ${message}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const file = path.relative(folder, diagnostic.file.fileName);
  return `${file}:${line + 1}:${character + 1} TS${diagnostic.code} ${message}`;
}
