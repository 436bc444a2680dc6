/** Import and export declarations: the one place generated files get their `import` and re-export statements from. */
import ts from "../compiler-api.js";
import type { ImportName, ImportParts } from "./import-parts.js";
import { stringLiteral } from "./nodes.js";
import { printRecordOf, withPrintRecord } from "./print-record.js";
import { referenceTo } from "./references.js";

/** `import [type] [Default, ]{ a, type b, c as d } from 'module';` */
export function importDeclaration(module: string, parts: ImportParts): ts.ImportDeclaration {
  return withPrintRecord(buildImportDeclaration(module, parts), { imported: { module, parts } });
}

/**
 * `declaration` with only the names `isUsed` says the file's code uses, or `undefined` when it keeps none.
 * A file imports what every case of its template might use, and an unused import is an error under
 * `noUnusedLocals`; what the file uses is known only once its code is printed, so the import carries how it
 * was made (see print-record.ts). An import not built here (a custom template's own) is kept as it is.
 */
export function withNamesUsed(
  declaration: ts.ImportDeclaration,
  isUsed: (localName: string) => boolean,
): ts.ImportDeclaration | undefined {
  const made = printRecordOf(declaration)?.imported;
  if (made === undefined) return declaration;
  if ("alias" in made) return isUsed(made.alias) ? declaration : undefined;
  const { parts } = made;
  const defaultName = parts.default !== undefined && isUsed(parts.default) ? parts.default : undefined;
  const names = (parts.names ?? []).filter((entry) => isUsed(localName(entry)));
  if (defaultName === undefined && names.length === 0) return undefined;
  if (defaultName === parts.default && names.length === (parts.names ?? []).length) return declaration;
  return buildImportDeclaration(made.module, { ...parts, default: defaultName, names });
}

/** The names an import built here brings into scope; `undefined` for any other import. */
export function importedNames(declaration: ts.ImportDeclaration): string[] | undefined {
  const made = printRecordOf(declaration)?.imported;
  if (made === undefined) return undefined;
  if ("alias" in made) return [made.alias];
  const names = (made.parts.names ?? []).map(localName);
  return made.parts.default === undefined ? names : [made.parts.default, ...names];
}

/** The name an imported entry has in the importing file. */
function localName(entry: string | ImportName): string {
  return typeof entry === "string" ? entry : (entry.as ?? entry.name);
}

function buildImportDeclaration(module: string, parts: ImportParts): ts.ImportDeclaration {
  const specifiers = (parts.names ?? []).map((entry) => {
    const { name, as, typeOnly } = typeof entry === "string" ? { name: entry } : entry;
    const alias = as !== undefined && as !== name ? as : undefined;
    return ts.factory.createImportSpecifier(
      typeOnly ?? false,
      alias === undefined ? undefined : ts.factory.createIdentifier(name),
      ts.factory.createIdentifier(alias ?? name),
    );
  });
  return ts.factory.createImportDeclaration(
    /* modifiers */ undefined,
    ts.factory.createImportClause(
      parts.typeOnly ? ts.SyntaxKind.TypeKeyword : undefined,
      parts.default === undefined ? undefined : ts.factory.createIdentifier(parts.default),
      specifiers.length === 0 ? undefined : ts.factory.createNamedImports(specifiers),
    ),
    stringLiteral(module),
  );
}

/** `import { a, b, type C } from 'module';` */
export function namedImport(module: string, names: string[], typeNames: string[] = []): ts.ImportDeclaration {
  return importDeclaration(module, {
    names: [...names, ...typeNames.map((name) => ({ name, typeOnly: true }))],
  });
}

/** `import [type] * as alias from 'module';` */
export function namespaceImport(alias: string, module: string, typeOnly = false): ts.ImportDeclaration {
  const declaration = ts.factory.createImportDeclaration(
    /* modifiers */ undefined,
    ts.factory.createImportClause(
      typeOnly ? ts.SyntaxKind.TypeKeyword : undefined,
      /* name */ undefined,
      ts.factory.createNamespaceImport(ts.factory.createIdentifier(alias)),
    ),
    stringLiteral(module),
  );
  return withPrintRecord(declaration, { imported: { alias } });
}

/**
 * `export { a, b };` of declarations of the file itself, each name a reference (see references.ts), so that a
 * module-private declaration another file of a split output imports is kept and exported.
 */
export function exportLocalNames(names: readonly string[]): ts.ExportDeclaration {
  return ts.factory.createExportDeclaration(
    /* modifiers */ undefined,
    /* isTypeOnly */ false,
    ts.factory.createNamedExports(
      names.map((name) => ts.factory.createExportSpecifier(false, undefined, referenceTo(name))),
    ),
  );
}

/** `export { a, type B } from 'module';` */
export function exportNamesFrom(
  module: string,
  names: readonly { name: string; typeOnly: boolean }[],
): ts.ExportDeclaration {
  return ts.factory.createExportDeclaration(
    /* modifiers */ undefined,
    /* isTypeOnly */ false,
    ts.factory.createNamedExports(
      names.map(({ name, typeOnly }) => ts.factory.createExportSpecifier(typeOnly, undefined, name)),
    ),
    stringLiteral(module),
  );
}
