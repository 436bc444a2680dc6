/**
 * What a file's code reads of the names its imports bring, recorded in its nodes as they are built, before
 * print (and before the watch cache prints them ahead of time): print keeps an imported name only while a kept
 * statement references it (see references.ts). The templates and layers write library and module names with
 * plain identifiers through their own helpers (and a custom template through `ts.factory`), so the reads of
 * the names a file's imports bring are marked here, syntactically (`markReferences`: not a declaration's own
 * name, a property's name nor a name after a `.`), once per statement, where the file's statements come
 * together. A local named like an import then keeps that import, which is never wrong, only unused.
 */
import { importedNames } from "../ast/imports.js";
import { markReferences } from "../ast/references.js";
import ts from "../compiler-api.js";

/** The local names the imports among `statements` bring (those built by `src/ast/imports.ts`). */
export function namesImportedBy(statements: Iterable<ts.Statement>): Set<string> {
  const names = new Set<string>();
  for (const statement of statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    for (const name of importedNames(statement) ?? []) names.add(name);
  }
  return names;
}

/** `statements`, each marked for its reads of `names` as it is read (statements are built lazily). */
export function* referencingNames(
  statements: Iterable<ts.Statement>,
  names: ReadonlySet<string>,
): Iterable<ts.Statement> {
  for (const statement of statements) {
    if (names.size > 0) markReferences([statement], names);
    yield statement;
  }
}

/**
 * A whole file's `statements` (its imports first), each other statement marked for its reads of the names the
 * imports before it bring.
 */
export function* referencingImports(statements: Iterable<ts.Statement>): Iterable<ts.Statement> {
  const names = new Set<string>();
  for (const statement of statements) {
    if (ts.isImportDeclaration(statement)) {
      for (const name of importedNames(statement) ?? []) names.add(name);
    } else if (names.size > 0) markReferences([statement], names);
    yield statement;
  }
}
