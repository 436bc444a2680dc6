/** Import declarations: the one place generated files get their `import` statements from. */
import ts from "../compiler-api.js";
import { stringLiteral } from "./nodes.js";

/** A named import: `name`, `type name`, or `name as alias`. */
export interface ImportName {
  name: string;
  as?: string | undefined;
  typeOnly?: boolean | undefined;
}

export interface ImportParts {
  /** The default import's local name (`axios` in `import axios from 'axios'`). */
  default?: string | undefined;
  names?: readonly (string | ImportName)[];
  /**
   * `import type { ... }`: erased entirely under `verbatimModuleSyntax`, unlike `import { type A }`, which
   * still loads the module at run time.
   */
  typeOnly?: boolean;
}

/** `import [type] [Default, ]{ a, type b, c as d } from 'module';` */
export function importDeclaration(module: string, parts: ImportParts): ts.ImportDeclaration {
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
  return ts.factory.createImportDeclaration(
    /* modifiers */ undefined,
    ts.factory.createImportClause(
      typeOnly ? ts.SyntaxKind.TypeKeyword : undefined,
      /* name */ undefined,
      ts.factory.createNamespaceImport(ts.factory.createIdentifier(alias)),
    ),
    stringLiteral(module),
  );
}
