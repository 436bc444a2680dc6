// The type declarations the playground's "compiles" check needs, collected by letting TypeScript itself
// resolve them here, on disk: one program per library the generated code imports (`import * as m from
// "axios"`), with the options the page compiles with, recording every file the compiler read (the
// package.json files module resolution looks at included). The page serves these files to the same compiler
// from memory, so it resolves exactly what it resolved here. Paths are made relative to the repository root
// ("/node_modules/axios/index.d.ts"); TypeScript's own lib files go into a bundle of their own.
import { realpathSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { STRICT_COMPILER_OPTIONS_JSON } from "./compile-options.js";
import { narrowedEntries } from "./narrow-barrels.js";

// Read from the build: the playground is built after it (scripts/build-playground.js).
const { BUILTIN_OUTPUTS } = await import("../../dist/templates/registry.js");
const { builtinRuntimeFiles } = await import("../../dist/output-contract/catalog.js");
const { fileLibraryImports } = await import("../../dist/splice/runtime-imports.js");

/** The libraries the companion files import: the mocks' test runners and the schema file's Zod. */
const COMPANION_MODULES = ["vitest", "@jest/globals", "zod"];

/**
 * What generated files import (checked by the playground's browser test): what the runtime files import,
 * the libraries each template's and layer's own names and types come from, and the companions' libraries.
 */
export const LIBRARY_MODULES = [
  ...new Set([
    ...builtinRuntimeFiles(BUILTIN_OUTPUTS).flatMap((file) => [...fileLibraryImports(file).keys()]),
    ...BUILTIN_OUTPUTS.clients.flatMap((client) => [
      ...Object.values(client.names).map((written) => written.module),
      client.requestOptions.module,
      client.response.native?.module,
    ]),
    ...BUILTIN_OUTPUTS.layers.flatMap((layer) =>
      Object.values(layer.names.imports).map((name) => name.module),
    ),
    ...COMPANION_MODULES,
  ]),
].filter((module) => module !== undefined);

/** The strict options of the compile proofs, as a tsconfig would write them. */
export const COMPILER_OPTIONS_JSON = STRICT_COMPILER_OPTIONS_JSON;

/**
 * `{ lib: {path: text}, modules: {specifier: {path: text}} }`: the lib files, and per library the files
 * it needs beyond them.
 */
export function collectTypeBundles(root) {
  const { options, errors } = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS_JSON, root);
  if (errors.length > 0) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, "\n"));
  const libFolder = realpathSync(path.dirname(ts.getDefaultLibFilePath(options)));
  // node_modules may be a link to another checkout's (a worktree's): files are named as if it were here.
  const nodeModules = realpathSync(path.join(root, "node_modules"));
  const lib = {};
  const modules = {};
  // Every program reads the same lib files: parsed once, they are not parsed again for each library.
  const parsed = new Map();
  for (const specifier of [undefined, ...LIBRARY_MODULES]) {
    const files = readNarrowedFilesOf(root, options, specifier, parsed);
    const own = {};
    for (const [found, text] of files) {
      const file = realpathSync(found);
      const relative = file.startsWith(nodeModules + path.sep)
        ? path.join("node_modules", path.relative(nodeModules, file))
        : path.relative(root, file);
      const key = `/${relative.split(path.sep).join("/")}`;
      if (key.startsWith("/..")) throw new Error(`playground types: ${file} is outside the repository`);
      if (file.startsWith(libFolder + path.sep)) lib[key] = text;
      else own[key] = text;
    }
    if (specifier !== undefined) modules[specifier] = own;
  }
  return { lib, modules };
}

/** `readFilesOf`, again with the entries of narrowed packages replaced where the first program read any. */
function readNarrowedFilesOf(root, options, specifier, parsed) {
  const { read, program, host } = readFilesOf(root, options, specifier, parsed, new Map());
  const replacements = narrowedEntries(program, options, host);
  return replacements.size === 0 ? read : readFilesOf(root, options, specifier, parsed, replacements).read;
}

/**
 * Every file the compiler read for a program importing `specifier` (none: the lib files alone), with the
 * text of `replacements` (by absolute path) instead of theirs. `parsed` keeps source files across programs.
 */
function readFilesOf(root, options, specifier, parsed, replacements) {
  const entry = path.join(root, ".playground-types", "entry.ts");
  const entryText =
    specifier === undefined ? "export {};\n" : `import * as m from "${specifier}";\nexport { m };\n`;
  const host = ts.createCompilerHost(options);
  const read = new Map();
  const readFile = host.readFile.bind(host);
  host.readFile = (file) => {
    if (file === entry) return entryText;
    const text = replacements.get(path.resolve(file)) ?? readFile(file);
    if (text !== undefined) read.set(path.resolve(file), text);
    return text;
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => file === entry || fileExists(file);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, languageVersion, onError) => {
    if (file === entry) return ts.createSourceFile(file, entryText, languageVersion);
    const text = host.readFile(file);
    if (text === undefined) return getSourceFile(file, languageVersion, onError);
    // The same text parsed for the same target and module format is the same tree.
    const { languageVersion: target, impliedNodeFormat } = languageVersion;
    const kept = parsed.get(file);
    if (kept?.text === text && kept.target === target && kept.impliedNodeFormat === impliedNodeFormat)
      return kept.sourceFile;
    const sourceFile = ts.createSourceFile(file, text, languageVersion);
    parsed.set(file, { text, target, impliedNodeFormat, sourceFile });
    return sourceFile;
  };
  const program = ts.createProgram([entry], options, host);
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
  if (problems.length > 0) throw new Error(`playground types for ${specifier}: ${problems.join("; ")}`);
  for (const file of read.keys()) {
    if (!/\.(d\.[cm]?ts|json)$/.test(file)) read.delete(file);
  }
  return { read, program, host };
}
