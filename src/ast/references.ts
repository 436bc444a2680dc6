/**
 * References to the module-level declarations of the file being printed, recorded in the nodes when they are
 * built, as TypeScript's own emit helpers are. A file keeps a module-private declaration (a runtime helper,
 * a date converter, a constant several operations share) only while a statement it keeps references it (see
 * print.ts): an identifier made by {@link referenceTo} is such a reference, and any other is not, so an
 * argument or a local named like a helper (`toFormData`) does not keep that helper in the file.
 */
import ts from "../compiler-api.js";
import { withSymbol } from "./typescript-internals.js";

/** What a referencing identifier carries: the printer hands it to the writer (see text-writer.ts). */
const DECLARATION_REFERENCE: object = Object.freeze({ reference: "module-level declaration" });

/** An identifier that references the module-level declaration called `name`. */
export function referenceTo(name: string): ts.Identifier {
  return withSymbol(ts.factory.createIdentifier(name), DECLARATION_REFERENCE);
}

/** Whether the writer was handed the symbol of a {@link referenceTo} identifier. */
export function isDeclarationReference(symbol: unknown): boolean {
  return symbol === DECLARATION_REFERENCE;
}

/**
 * Adds to `into` the name of each reference within `node`, for a printer that takes no writer of ours (see
 * `createStatementPrinter`).
 */
export function collectReferences(node: ts.Node, into: Set<string>): void {
  forEachIdentifier(node, undefined, (identifier) => {
    if (isDeclarationReference((identifier as unknown as { symbol?: unknown }).symbol))
      into.add(identifier.text);
  });
}

/** Adds to `into` each name the identifiers within `node` read (see {@link markReferences}). */
export function collectReadNames(node: ts.Node, into: Set<string>): void {
  forEachIdentifier(node, undefined, (identifier, parent) => {
    if (parent === undefined || readsName(identifier, parent)) into.add(identifier.text);
  });
}

/**
 * Marks as references the identifiers within `nodes` that read a name (not a declaration's own name, a
 * property's name or a name after a `.`): each of `declared`, or every one without it. So fixed code (the
 * runtime helpers) references the helpers it calls like built code does, and so does a custom template's code,
 * which names helpers with plain identifiers.
 */
export function markReferences(nodes: readonly ts.Node[], declared?: ReadonlySet<string>): void {
  for (const node of nodes) {
    forEachIdentifier(node, undefined, (identifier, parent) => {
      const named = declared === undefined || declared.has(identifier.text);
      // An identifier given alone is an expression: it reads its name.
      if (named && (parent === undefined || readsName(identifier, parent))) {
        withSymbol(identifier, DECLARATION_REFERENCE);
      }
    });
  }
}

/** Calls `found` with each identifier within `node` (itself included) and the node it is a child of. */
function forEachIdentifier(
  node: ts.Node,
  parent: ts.Node | undefined,
  found: (identifier: ts.Identifier, parent: ts.Node | undefined) => void,
): void {
  if (ts.isIdentifier(node)) {
    found(node, parent);
    return;
  }
  ts.forEachChild(
    node,
    (child) => forEachIdentifier(child, node, found),
    (children) => {
      for (const child of children) forEachIdentifier(child, node, found);
    },
  );
}

/** Whether `identifier`, a child of `parent`, reads a name in scope rather than declaring or selecting one. */
function readsName(identifier: ts.Identifier, parent: ts.Node): boolean {
  if (ts.isShorthandPropertyAssignment(parent)) return true;
  if (ts.isPropertyAccessExpression(parent)) return parent.name !== identifier;
  if (ts.isQualifiedName(parent)) return parent.right !== identifier;
  const named = parent as { name?: ts.Node; propertyName?: ts.Node };
  return named.name !== identifier && named.propertyName !== identifier;
}
