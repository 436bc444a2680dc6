/**
 * In-process compile proof for generated code: one `ts.createProgram` over many in-memory files, checked
 * strictly against the real library typings in node_modules.
 *
 * Speed: parsing and binding the lib and library `.d.ts` files is most of a program's cost, so those
 * SourceFiles are kept in a module-level cache and shared by every later program of the test run.
 */
import { createHash } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { STRICT_COMPILER_OPTIONS_JSON } from "../../scripts/lib/compile-options.js";

const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));

/**
 * Virtual files live under this (non-existent) folder of the repository, so that imports of real packages
 * (`axios`, `@angular/common/http`, ...) resolve from the repository's node_modules like on disk.
 */
export const VIRTUAL_ROOT = path.join(REPO_ROOT, ".tmp-virtual");

/** Written like a tsconfig and converted once (shared with the playground's check). */
const BASE_OPTIONS_JSON = STRICT_COMPILER_OPTIONS_JSON;

export const BASE_COMPILER_OPTIONS: Readonly<ts.CompilerOptions> = convertOptions(BASE_OPTIONS_JSON);

export interface CompileOptions {
  /** Merged over the base options, e.g. `{ experimentalDecorators: true }`. */
  extraCompilerOptions?: ts.CompilerOptions;
  /**
   * Packages the program must not see, as if not installed (`["@types/jest"]`): neither `types` nor a
   * `/// <reference types>` nor an import finds them.
   */
  absentPackages?: readonly string[];
  /**
   * How many leading segments of a path in `files` name one combination's output (4 for
   * `reactive/swr-fetch/petstore_yaml/native-single/...`; a single file's whole path where each output is one
   * file), for a matrix whose outputs are folders (or files) of their own, every file inside one. Outputs that
   * are byte for byte the same (the same relative paths, the same texts) are then checked once: fetch's native
   * `responseShape` is its body, so the two give the same files, and checking the second (the same text, the
   * same options, at the same depth, so resolving the same packages) proves nothing the first does not. The
   * first output stands for the others: a diagnostic in it names them too. An output whose relative imports
   * reach outside it is always checked. So is one whose folder lies inside another output's.
   *
   * An output byte for byte the same as one an earlier call of this process proved (zero diagnostics, under the
   * same compiler options and absent packages) is not checked again either: another row of a matrix whose
   * options leave a description's output as it was, or another test file in the same worker, proves nothing
   * new with it. A test file run alone checks every output itself.
   */
  outputDepth?: number;
}

export interface CompileResult {
  /** One line per diagnostic: `path:line:col TSxxxx message` (path as given in `files`). */
  diagnostics: string[];
  /** The TypeScript sources of `files` the program checked (those of outputs left out are not among them). */
  checked: string[];
}

/** Shared across programs. Only files under node_modules (which includes TypeScript's lib files). */
const sharedSourceFiles = new Map<string, ts.SourceFile>();

/** Gives the key of the options that change how a file is parsed or bound (TypeScript's own list). */
const documentRegistry = ts.createDocumentRegistry();

/**
 * Type-checks `files` (virtual path → source) as one program.
 * Paths may be absolute-looking (`/virtual/petstore/client.ts`) or relative; both are placed under
 * {@link VIRTUAL_ROOT}. Files other than TypeScript sources (a `package.json` giving the folder's module
 * format) are served to the compiler but are not roots of the program.
 */
export function compileInMemory(files: Record<string, string>, options: CompileOptions = {}): CompileResult {
  const { diagnostics, virtualFiles, standsFor, rootNames } = check(files, options);
  const lines = diagnostics.map((d) => formatDiagnostic(d, virtualFiles));
  return {
    diagnostics: [...sameOutputs(diagnostics, virtualFiles, standsFor), ...lines],
    checked: rootNames.map((file) => virtualFiles.displayPath(file)),
  };
}

/** Throws an Error listing every diagnostic with the source lines around it. For use in vitest tests. */
export function expectCompiles(files: Record<string, string>, options: CompileOptions = {}): void {
  const { diagnostics, virtualFiles, standsFor } = check(files, options);
  if (diagnostics.length === 0) return;
  const report = [
    ...diagnostics.map((d) => `${formatDiagnostic(d, virtualFiles)}\n${excerpt(d)}`),
    ...sameOutputs(diagnostics, virtualFiles, standsFor),
  ].join("\n\n");
  throw new Error(`Generated code does not compile (${diagnostics.length} diagnostics):\n\n${report}`);
}

/**
 * What a library's tsconfig adds: declaration files, each made from its own file's text
 * (`isolatedDeclarations`), so every exported value's type must be written where TypeScript cannot read it
 * off the syntax. Client, setup, mock and hooks files are proven under it; Zod schema files with
 * `validatorExplicitTypes` (docs/validation.md, "Explicit types").
 */
export const ISOLATED_DECLARATIONS: Readonly<ts.CompilerOptions> = {
  declaration: true,
  isolatedDeclarations: true,
};

/**
 * The standard library of ES2020 instead of ES2022 (`lib: ["es2020", "dom", "dom.iterable"]`), as in projects
 * set up a few years ago: generated code reads nothing newer (`Object.hasOwn` is ES2022).
 */
export const ES2020_LIB: Readonly<ts.CompilerOptions> = convertOptions({
  lib: ["es2020", "dom", "dom.iterable"],
});

/**
 * Output generated with `enumDeclarationStyle: "enum"` declares TypeScript enums, the one construct the
 * generator emits that is not erasable syntax; it is checked with every other flag, without erasableSyntaxOnly.
 */
export const ENUM_OUTPUT: CompileOptions = { extraCompilerOptions: { erasableSyntaxOnly: false } };

/**
 * {@link expectCompiles} for the outputs of a matrix, `withEnums` being those generated with
 * `enumDeclarationStyle: "enum"`: they are checked in a program of their own under {@link ENUM_OUTPUT}, the
 * others with every flag.
 */
export function expectCompilesApart(
  files: Record<string, string>,
  withEnums: Record<string, string>,
  options: CompileOptions = {},
): void {
  expectCompiles(files, options);
  if (Object.keys(withEnums).length === 0) return;
  const extraCompilerOptions = { ...options.extraCompilerOptions, ...ENUM_OUTPUT.extraCompilerOptions };
  expectCompiles(withEnums, { ...options, extraCompilerOptions });
}

/**
 * Outputs (see `outputDepth`) proven to compile with zero diagnostics by an earlier call of this process, by
 * a hash of their files and what they were checked under: the texts themselves, kept for the whole run of a
 * shared worker, would hold every proven output in memory.
 */
const provenOutputs = new Set<string>();

/**
 * `files` with those `asDeclaration` picks given as their declarations (`client.ts` as `client.d.ts`, made from
 * the file's own text, as a library's declaration build makes them under `isolatedDeclarations`). For a
 * second program that differs from one which proved these files only in what they do not import (a library's
 * other version, put in place by `paths`), or for files another proof proves (support/proven-clients.ts): it
 * checks the others against the same types, and does not check declarations again (`skipLibCheck`).
 */
export function withDeclarations(
  files: Record<string, string>,
  asDeclaration: (file: string) => boolean,
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [file, text] of Object.entries(files)) {
    if (!asDeclaration(file) || !/\.ts$/.test(file) || file.endsWith(".d.ts")) {
      result[file] = text;
      continue;
    }
    result[file.replace(/\.ts$/, ".d.ts")] = declarationsOf(file, text);
  }
  return result;
}

/** Declarations already made, by a hash of their file's text: the same client serves many proofs of a run. */
const declarationsMade = new Map<string, string>();

function declarationsOf(file: string, text: string): string {
  const key = createHash("sha256").update(text).digest("base64");
  const made = declarationsMade.get(key);
  if (made !== undefined) return made;
  const { outputText, diagnostics = [] } = ts.transpileDeclaration(text, {
    compilerOptions: { ...BASE_COMPILER_OPTIONS, ...ISOLATED_DECLARATIONS },
    fileName: file,
    reportDiagnostics: true,
  });
  if (diagnostics.length > 0) {
    const messages = diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
    throw new Error(`${file} has no declarations of its own text: ${messages.join("; ")}`);
  }
  declarationsMade.set(key, outputText);
  return outputText;
}

function check(files: Record<string, string>, options: CompileOptions) {
  const compilerOptions = { ...BASE_COMPILER_OPTIONS, ...options.extraCompilerOptions };
  const checkedUnder = JSON.stringify([compilerOptions, options.absentPackages ?? []]);
  const { distinct, standsFor, checkedOnce } =
    options.outputDepth === undefined
      ? { distinct: files, standsFor: new Map<string, string[]>(), checkedOnce: new Map<string, string>() }
      : distinctOutputs(files, options.outputDepth, checkedUnder);
  const virtualFiles = new VirtualFiles(distinct);
  const host = createHost(virtualFiles, compilerOptions, options.absentPackages ?? []);
  const rootNames = virtualFiles.hostPaths().filter((file) => TYPESCRIPT_SOURCE.test(file));
  const program = ts.createProgram({ rootNames, options: compilerOptions, host });
  const diagnostics = [...ts.getPreEmitDiagnostics(program)].sort(
    (a, b) => virtualFiles.order(a.file) - virtualFiles.order(b.file) || (a.start ?? 0) - (b.start ?? 0),
  );
  rememberProven(checkedOnce, diagnostics, virtualFiles);
  return { diagnostics, virtualFiles, standsFor, rootNames };
}

/** Adds the outputs of `checkedOnce` (output → key) that no diagnostic names to {@link provenOutputs}. */
function rememberProven(
  checkedOnce: ReadonlyMap<string, string>,
  diagnostics: readonly ts.Diagnostic[],
  virtualFiles: VirtualFiles,
): void {
  if (diagnostics.some((d) => d.file === undefined)) return;
  const failing = diagnostics.map((d) => virtualFiles.displayPath((d.file as ts.SourceFile).fileName));
  for (const [output, key] of checkedOnce) {
    if (!failing.some((file) => file === output || file.startsWith(`${output}/`))) provenOutputs.add(key);
  }
}

/**
 * `files` with each output (the paths sharing their first `depth` segments) that repeats an earlier one byte for
 * byte, or one proven by an earlier call under `checkedUnder`, left out; which outputs each kept one stands for;
 * and the kept outputs a clean check proves for later calls, with their keys. Packages resolve alike from any
 * folder of the virtual tree (it holds no node_modules), so an output's check depends on its files, on the
 * files of its parent folders (none, unless a file of another output sits there: a `package.json`) and on its
 * relative imports (one whose imports leave it is kept whatever it repeats).
 */
function distinctOutputs(
  files: Record<string, string>,
  depth: number,
  checkedUnder: string,
): { distinct: Record<string, string>; standsFor: Map<string, string[]>; checkedOnce: Map<string, string> } {
  const folders = new Set(
    Object.keys(files)
      .filter((file) => !TYPESCRIPT_SOURCE.test(file) || file.includes("node_modules/"))
      .map((file) => path.posix.dirname(file)),
  );
  const outputs = new Map<string, [string, string][]>();
  for (const [file, text] of Object.entries(files)) {
    const segments = file.split("/");
    if (segments.length < depth) throw new Error(`${file} is shallower than outputDepth ${depth}`);
    const output = segments.slice(0, depth).join("/");
    const entries = outputs.get(output) ?? [];
    entries.push([segments.slice(depth).join("/"), text]);
    outputs.set(output, entries);
  }
  const firstOf = new Map<string, string>();
  const standsFor = new Map<string, string[]>();
  const checkedOnce = new Map<string, string>();
  const distinct: Record<string, string> = {};
  for (const [output, entries] of outputs) {
    const key = JSON.stringify(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    const selfContained =
      !entries.some(([file, text]) => importsOutside(file, text)) && !insideAnother(output, folders);
    const provenKey = createHash("sha256").update(checkedUnder).update("\n").update(key).digest("base64");
    if (selfContained) {
      if (provenOutputs.has(provenKey)) continue;
      const first = firstOf.get(key);
      if (first !== undefined) {
        standsFor.set(first, [...(standsFor.get(first) ?? []), output]);
        continue;
      }
      firstOf.set(key, output);
      checkedOnce.set(output, provenKey);
    }
    for (const [file, text] of entries) distinct[file === "" ? output : `${output}/${file}`] = text;
  }
  return { distinct, standsFor, checkedOnce };
}

/**
 * Whether a file of the call that could bear on `output` without being imported (a `package.json`, a package
 * under a `node_modules` folder) sits in a folder above it: `folders` holds the folders of those files.
 */
function insideAnother(output: string, folders: ReadonlySet<string>): boolean {
  for (let folder = path.posix.dirname(output); folder !== "." && folder !== "/"; ) {
    if (folders.has(folder)) return true;
    folder = path.posix.dirname(folder);
  }
  return false;
}

/** Whether a file at `file` (relative to its output's folder) names a module outside that folder. */
function importsOutside(file: string, text: string): boolean {
  for (const [, specifier] of text.matchAll(
    /(?:from|import|import\(|require\(|reference path=)\s*['"](\.{1,2}\/[^'"]*)['"]/g,
  )) {
    const resolved = path.posix.normalize(
      path.posix.join(path.posix.dirname(`output/${file}`), specifier ?? ""),
    );
    if (file === "" || !resolved.startsWith("output/")) return true;
  }
  return false;
}

/** For each output with a diagnostic that stands for byte-identical others: which they are. */
function sameOutputs(
  diagnostics: readonly ts.Diagnostic[],
  virtualFiles: VirtualFiles,
  standsFor: ReadonlyMap<string, readonly string[]>,
): string[] {
  if (standsFor.size === 0) return [];
  const failing = new Set(diagnostics.map((d) => (d.file ? virtualFiles.displayPath(d.file.fileName) : "")));
  return [...standsFor]
    .filter(([output]) => [...failing].some((file) => file === output || file.startsWith(`${output}/`)))
    .map(
      ([output, others]) =>
        `${output} is byte for byte the same as (so these fail too): ${others.join(", ")}`,
    );
}

const TYPESCRIPT_SOURCE = /\.[cm]?tsx?$/;

/** Maps between the caller's paths and the paths the compiler sees. */
class VirtualFiles {
  private readonly byHostPath = new Map<string, { displayPath: string; text: string; index: number }>();
  private readonly directories = new Set<string>();

  constructor(files: Record<string, string>) {
    for (const [index, [displayPath, text]] of Object.entries(files).entries()) {
      const hostPath = toHostPath(displayPath);
      this.byHostPath.set(hostPath, { displayPath, text, index });
      for (let dir = path.dirname(hostPath); dir.startsWith(VIRTUAL_ROOT); dir = path.dirname(dir)) {
        this.directories.add(dir);
      }
    }
  }

  hostPaths(): string[] {
    return [...this.byHostPath.keys()];
  }

  text(hostPath: string): string | undefined {
    return this.byHostPath.get(hostPath)?.text;
  }

  hasDirectory(hostPath: string): boolean {
    return this.directories.has(hostPath);
  }

  /** Diagnostics are listed in the order of `files`; those without a file first, other files last. */
  order(file: ts.SourceFile | undefined): number {
    if (file === undefined) return -1;
    return this.byHostPath.get(file.fileName)?.index ?? this.byHostPath.size;
  }

  displayPath(hostPath: string): string {
    return this.byHostPath.get(hostPath)?.displayPath ?? path.relative(REPO_ROOT, hostPath);
  }
}

function toHostPath(displayPath: string): string {
  return displayPath.startsWith(`${VIRTUAL_ROOT}/`) ? displayPath : path.join(VIRTUAL_ROOT, displayPath);
}

/**
 * Module resolution asks the disk thousands of questions per program; the answers for node_modules do not
 * change during a test run, so they are cached like the SourceFiles.
 */
function cachedForNodeModules<T>(lookUp: (path: string) => T): (path: string) => T {
  const answers = new Map<string, T>();
  return (fileName) => {
    if (!fileName.includes("/node_modules/")) return lookUp(fileName);
    if (answers.has(fileName)) return answers.get(fileName) as T;
    const answer = lookUp(fileName);
    answers.set(fileName, answer);
    return answer;
  };
}

const diskFileExists = cachedForNodeModules(ts.sys.fileExists);
const diskDirectoryExists = cachedForNodeModules(ts.sys.directoryExists);
const diskReadFile = cachedForNodeModules((fileName) => ts.sys.readFile(fileName));
const diskRealpath = cachedForNodeModules((fileName) => ts.sys.realpath?.(fileName) ?? fileName);

/** Serves virtual files from memory, the rest from disk, and library SourceFiles from the shared cache. */
function createHost(
  virtualFiles: VirtualFiles,
  options: ts.CompilerOptions,
  absentPackages: readonly string[],
): ts.CompilerHost {
  const host = ts.createCompilerHost(options, /* setParentNodes */ true);
  const settingsKey = documentRegistry.getKeyForCompilationSettings(options);
  const declarationSettingsKey = documentRegistry.getKeyForCompilationSettings({
    ...options,
    ...DECLARATION_KEY_MODULE_OPTIONS,
  });
  const readFromDisk = host.getSourceFile.bind(host);
  const absent = absentPackages.map((name) => `/node_modules/${name}`);
  const isAbsent = (fileName: string) =>
    absent.some((folder) => fileName.endsWith(folder) || fileName.includes(`${folder}/`));

  host.fileExists = (fileName) =>
    virtualFiles.text(fileName) !== undefined || (!isAbsent(fileName) && diskFileExists(fileName));
  host.readFile = (fileName) =>
    virtualFiles.text(fileName) ?? (isAbsent(fileName) ? undefined : diskReadFile(fileName));
  // Module resolution skips folders that do not exist, so virtual folders must be reported as existing.
  host.directoryExists = (dir) =>
    virtualFiles.hasDirectory(dir) || (!isAbsent(dir) && diskDirectoryExists(dir));
  host.realpath = (fileName) =>
    virtualFiles.text(fileName) !== undefined ? fileName : diskRealpath(fileName);

  host.getSourceFile = (fileName, languageVersionOrOptions, onError, shouldCreateNew) => {
    if (isAbsent(fileName)) return undefined;
    const virtualText = virtualFiles.text(fileName);
    if (virtualText !== undefined) {
      return ts.createSourceFile(fileName, virtualText, languageVersionOrOptions, /* setParentNodes */ true);
    }
    if (!fileName.includes("/node_modules/")) {
      return readFromDisk(fileName, languageVersionOrOptions, onError, shouldCreateNew);
    }
    const fileSettingsKey = fileName.endsWith(".d.ts") ? declarationSettingsKey : settingsKey;
    const key = sharedSourceFileKey(fileName, languageVersionOrOptions, fileSettingsKey);
    let sourceFile = sharedSourceFiles.get(key);
    if (sourceFile === undefined) {
      sourceFile = readFromDisk(fileName, languageVersionOrOptions, onError, shouldCreateNew);
      if (sourceFile !== undefined) sharedSourceFiles.set(key, sourceFile);
    }
    return sourceFile;
  };
  return host;
}

/**
 * `module` and `moduleResolution` are among TypeScript's source-file-affecting options because they decide
 * whether a source file is a module by its format; declaration files are exempt from that rule (they are
 * modules only by their own imports and exports) and their format is part of the key anyway. So library
 * typings are shared by programs that differ only in these two options, as a tsconfig matrix's are.
 */
const DECLARATION_KEY_MODULE_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
};

/**
 * A SourceFile is bound once, with the options of the first program that uses it, so the key holds
 * everything that affects parsing and binding: language version, module format, JSDoc mode and
 * TypeScript's list of source-file-affecting options (`experimentalDecorators` is not among them).
 */
function sharedSourceFileKey(
  fileName: string,
  languageVersionOrOptions: ts.ScriptTarget | ts.CreateSourceFileOptions,
  settingsKey: string,
): string {
  const fileOptions =
    typeof languageVersionOrOptions === "object"
      ? languageVersionOrOptions
      : { languageVersion: languageVersionOrOptions };
  return [
    fileName,
    fileOptions.languageVersion,
    fileOptions.impliedNodeFormat ?? "",
    fileOptions.jsDocParsingMode ?? "",
    settingsKey,
  ].join("|");
}

function formatDiagnostic(diagnostic: ts.Diagnostic, virtualFiles: VirtualFiles): string {
  const code = `TS${diagnostic.code}`;
  const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n");
  if (diagnostic.file === undefined || diagnostic.start === undefined) return `${code} ${message}`;
  const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  const location = `${virtualFiles.displayPath(diagnostic.file.fileName)}:${line + 1}:${character + 1}`;
  return `${location} ${code} ${message}`;
}

/** Two lines of context either side of the diagnostic, with a caret under its start. */
function excerpt(diagnostic: ts.Diagnostic, context = 2): string {
  const { file, start } = diagnostic;
  if (file === undefined || start === undefined) return "";
  const { line, character } = file.getLineAndCharacterOfPosition(start);
  const lines = file.text.split(/\r?\n/);
  const first = Math.max(0, line - context);
  const last = Math.min(lines.length - 1, line + context);
  const width = String(last + 1).length;
  const out: string[] = [];
  for (let i = first; i <= last; i++) {
    out.push(`${i === line ? ">" : " "} ${String(i + 1).padStart(width)} | ${lines[i]}`);
    if (i === line) out.push(`  ${" ".repeat(width)} | ${" ".repeat(character)}^`);
  }
  return out.join("\n");
}

/** Compiler options from tsconfig JSON (`{ module: "nodenext" }`); throws on an invalid option. */
export function convertOptions(json: Record<string, unknown>): ts.CompilerOptions {
  const { options, errors } = ts.convertCompilerOptionsFromJson(json, REPO_ROOT);
  if (errors.length > 0) {
    const messages = errors.map((e) => ts.flattenDiagnosticMessageText(e.messageText, "\n"));
    throw new Error(`Invalid compiler options: ${messages.join("; ")}`);
  }
  return options;
}
