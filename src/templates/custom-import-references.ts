/**
 * A custom template's reads of the names its imports bring. The built-in templates and emitters write each
 * imported name as a reference when they build it (`referenceTo`, see references.ts), and print keeps an
 * import only while a kept statement references it. A custom template's code writes those names with plain
 * identifiers (`nodes.id("axios")`, `ts.factory`), which cannot tell its imports' names from its own locals:
 * the code it returns is marked afterwards, syntactically (`markReferences`: not a declaration's own name, a
 * property's name nor a name after a `.`). A local named like an import then keeps that import, which is
 * never wrong, only unused.
 */
import { importedNames } from "../ast/imports.js";
import { markReferences } from "../ast/references.js";
import ts from "../compiler-api.js";

/** The local names the imports among `statements` bring (those built by `src/ast/imports.ts`). */
export function namesImportedBy(statements: Iterable<ts.Statement>): ReadonlySet<string> {
  const names = new Set<string>();
  for (const statement of statements) {
    if (!ts.isImportDeclaration(statement)) continue;
    for (const name of importedNames(statement) ?? []) names.add(name);
  }
  return names;
}

/** Marks the reads of `names` within `nodes` as references. */
export function markImportReads(nodes: readonly ts.Node[], names: ReadonlySet<string>): void {
  if (names.size > 0) markReferences(nodes, names);
}

/**
 * A whole file's `statements` (a custom template's setup file), each marked for its reads of the names the
 * file's imports bring.
 */
export function referencingImports(statements: ts.Statement[]): ts.Statement[] {
  markImportReads(
    statements.filter((statement) => !ts.isImportDeclaration(statement)),
    namesImportedBy(statements),
  );
  return statements;
}
