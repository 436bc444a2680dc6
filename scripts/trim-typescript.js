// Writes dist/typescript-api.cjs: typescript.js trimmed to the compiler API members src/ uses (see
// scripts/lib/trim-typescript.js). Part of `npm run build`, after tsc and before anything that runs dist/.
// src/typescript.cts loads it instead of the whole typescript.js. It stands alone: typewright does not depend on
// the package `typescript` at run time (only custom templates that ask for the whole API need it installed).
import { readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire, isBuiltin } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "rolldown/utils";
import ts from "typescript";
import { readSourceModules, usedCompilerApiMembers } from "./lib/compiler-api-members.js";
import { trimTypeScript } from "./lib/trim-typescript.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = path.join(root, "dist", "typescript-api.cjs");
const require = createRequire(import.meta.url);

const { members, problems } = usedCompilerApiMembers(ts, readSourceModules(path.join(root, "src")));
if (problems.length > 0) {
  throw new Error(
    `trim-typescript: cannot tell which compiler API members are used:\n${problems.join("\n")}`,
  );
}

const started = performance.now();
const typescriptFile = require.resolve("typescript");
const original = readFileSync(typescriptFile, "latin1");
const trimmed = trimTypeScript(ts, original, members);
const header = `// typescript@${ts.version}, trimmed by typewright's scripts/trim-typescript.js to: ${members.join(", ")}\n`;
const temporary = `${target}.${process.pid}.tmp`;
const written = `${header}${withoutWhiteSpace(trimmed.text)}`;
writeFileSync(temporary, written, "latin1");

// The trimmed API must have every member, from the same version, and load nothing but Node's own modules (an
// installed `typescript` may be absent or another version); a broken file is never left in dist/.
const api = require(temporary);
const absent = members.filter((member) => api[member] === undefined);
const loaded = [...trimmed.text.matchAll(/\brequire\(\s*(["'`])([^"'`]+)\1\s*\)/g)].map((match) => match[2]);
const packages = loaded.filter((specifier) => !isBuiltin(specifier));
if (absent.length > 0 || api.version !== ts.version || packages.length > 0) {
  rmSync(temporary);
  throw new Error(
    packages.length > 0
      ? `trim-typescript: the trimmed API loads ${packages.join(", ")}; it must stand alone`
      : `trim-typescript: the trimmed API lacks ${absent.join(", ") || `version ${ts.version}`}`,
  );
}
renameSync(temporary, target);
writeFileSync(path.join(root, "dist", "typescript-api.d.cts"), standaloneDeclarations(typescriptFile));
const size = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const took = Math.round(performance.now() - started);
console.log(
  `trimmed typescript.js to ${members.length} members: ${trimmed.keptStatements} of ${trimmed.statements} ` +
    `statements, ${size(written.length)} of ${size(original.length)} (${took} ms)`,
);

/**
 * The trimmed text without its white space: a third of it, for the install size (docs/performance.md). Nothing
 * else changes: names, code and TypeScript's licence header stay as written, so stack traces still name the
 * compiler's functions.
 */
function withoutWhiteSpace(text) {
  const licence = /^\/\*![\s\S]*?\*\/\n/.exec(text)?.[0];
  if (licence === undefined)
    throw new Error("trim-typescript: typescript.js no longer starts with its licence");
  const minified = minifySync("typescript-api.cjs", text.slice(licence.length), {
    compress: false,
    mangle: false,
    codegen: { removeWhitespace: true },
  });
  if (minified.errors.length > 0) {
    throw new Error(`trim-typescript: could not minify the trimmed API: ${minified.errors[0].message}`);
  }
  // The minifier writes escapes such as "\u0085" as the character itself; the file is ASCII (read and written
  // as latin1, run as UTF-8), so they become escapes again, which mean the same in strings, regular
  // expressions and names.
  const ascii = minified.code.replace(
    /[\u0080-\uffff]/g,
    (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
  return `${licence}${ascii}`;
}

/**
 * The compiler API's own declarations (typescript.d.ts beside typescript.js) for users: the public types of
 * custom templates name its nodes (`ts.Statement`), and a user's project may have no TypeScript 6 to resolve
 * `typescript` to (TypeScript 7's package declares no compiler API). Without comments (but the licence) and
 * without the language server's namespace `ts.server`, a quarter of it, which no template builds nodes with.
 */
function standaloneDeclarations(typescriptFile) {
  const declarationFile = typescriptFile.replace(/\.js$/, ".d.ts");
  const text = readFileSync(declarationFile, "utf8");
  const parse = (source) => ts.createSourceFile(declarationFile, source, ts.ScriptTarget.Latest);
  const [namespace] = parse(text).statements;
  const server = namespace?.body?.statements.find(
    (statement) => ts.isModuleDeclaration(statement) && statement.name.text === "server",
  );
  if (server === undefined) throw new Error(`trim-typescript: ${declarationFile} has no namespace ts.server`);
  const withoutServer = text.slice(0, server.getFullStart()) + text.slice(server.end);
  // The printer keeps `/*!` comments, the licence's form.
  const printer = ts.createPrinter({ removeComments: true, newLine: ts.NewLineKind.LineFeed });
  const printed = printer.printFile(parse(withoutServer));
  if (!printed.startsWith("/*!")) throw new Error(`trim-typescript: ${declarationFile} lost its licence`);
  return `${printed}// The types of typescript-api.cjs: typescript@${ts.version}'s lib/typescript.d.ts without comments and ts.server.\n`;
}
