// A package whose declarations enter the playground's "compiles" check only because a library's declarations
// name a few of its types can be cut down to those names: its entry file (a barrel re-exporting the whole
// package) is replaced by one that re-exports just the names imported from it, from the package's own
// declaration files. msw's declarations import three types from graphql, whose index would otherwise bring
// 457 KiB of declarations for the page to fetch and parse for nothing. The names are read from the program
// itself; an import the narrowing cannot follow (a default or namespace import, `export *`, `import("…")`)
// stops the build instead of leaving a name out.
import path from "node:path";
import ts from "typescript";

/** Packages cut down to what the libraries' declarations import from them. */
export const NARROWED_PACKAGES = ["graphql"];

/**
 * `{ entry file: replacement text }` for each narrowed package `program` reads, resolved as the files
 * importing it resolve it.
 */
export function narrowedEntries(program, options, host) {
  const replacements = new Map();
  for (const name of NARROWED_PACKAGES) {
    const importers = program
      .getSourceFiles()
      .filter((file) => !isInPackage(file.fileName, name) && importsPackage(file, name));
    if (importers.length === 0) continue;
    const entry = ts.resolveModuleName(name, importers[0].fileName, options, host).resolvedModule;
    if (entry === undefined) continue;
    const names = new Set(importers.flatMap((file) => importedNames(file, name)));
    replacements.set(path.resolve(entry.resolvedFileName), reexports(program, entry.resolvedFileName, names));
  }
  return replacements;
}

function isInPackage(fileName, name) {
  return fileName.split(path.sep).join("/").includes(`/node_modules/${name}/`);
}

function importsPackage(file, name) {
  return file.statements.some((statement) => moduleSpecifierOf(statement) === name);
}

function moduleSpecifierOf(statement) {
  const specifier =
    ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)
      ? statement.moduleSpecifier
      : undefined;
  return specifier !== undefined && ts.isStringLiteral(specifier) ? specifier.text : undefined;
}

/** The names `file` imports (or re-exports) from package `name`; throws where it cannot tell. */
function importedNames(file, name) {
  const refuse = (what) => {
    throw new Error(`narrow-barrels: ${file.fileName} ${what} "${name}": cannot narrow it`);
  };
  if (new RegExp(`(import|require)\\(\\s*["']${name}["']\\s*\\)`).test(file.text))
    refuse("has import() or require() of");
  const names = [];
  for (const statement of file.statements) {
    if (moduleSpecifierOf(statement) !== name) continue;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause === undefined) continue; // `import "graphql"`: for its side effects, names nothing
      if (clause.name !== undefined) refuse("default-imports");
      const bindings = clause.namedBindings;
      if (bindings !== undefined && !ts.isNamedImports(bindings)) refuse("namespace-imports");
      for (const element of bindings?.elements ?? []) names.push((element.propertyName ?? element.name).text);
    } else {
      const clause = statement.exportClause;
      if (clause === undefined || !ts.isNamedExports(clause)) refuse("re-exports all of");
      for (const element of clause.elements) names.push((element.propertyName ?? element.name).text);
    }
  }
  return names;
}

/** An entry file re-exporting `names` from the declaration files that declare them. */
function reexports(program, entryFile, names) {
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(entryFile);
  const moduleSymbol = entry && checker.getSymbolAtLocation(entry);
  if (moduleSymbol === undefined) throw new Error(`narrow-barrels: ${entryFile} is not a module`);
  const exports = new Map(checker.getExportsOfModule(moduleSymbol).map((symbol) => [symbol.name, symbol]));
  const byFile = new Map();
  for (const name of [...names].sort()) {
    const exported = exports.get(name);
    if (exported === undefined) throw new Error(`narrow-barrels: ${entryFile} does not export ${name}`);
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declared = symbol.declarations?.[0]?.getSourceFile().fileName;
    if (declared === undefined) throw new Error(`narrow-barrels: no declaration of ${name}`);
    const relative = path.relative(path.dirname(entryFile), declared).split(path.sep).join("/");
    const specifier = `./${relative.replace(/\.d\.([cm]?)ts$/, (_, kind) => (kind ? `.${kind}js` : ""))}`;
    const binding = symbol.name === name ? name : `${symbol.name} as ${name}`;
    byFile.set(specifier, [...(byFile.get(specifier) ?? []), binding]);
  }
  return [...byFile]
    .map(([specifier, bindings]) => `export { ${bindings.join(", ")} } from '${specifier}';\n`)
    .join("");
}
