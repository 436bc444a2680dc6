/**
 * References to the module-level names of the file being printed, recorded in the nodes when they are built,
 * as TypeScript's own emit helpers are. A file keeps a module-private declaration (a runtime helper, a date
 * converter, a constant several operations share) only while a statement it keeps references it, and an
 * imported name only while a statement it keeps references that name (see print.ts): an identifier made by
 * {@link referenceTo} is such a reference, and any other is not, so an argument or a local named like a helper
 * (`toFormData`) or an import does not keep it in the file.
 */
import ts from "../compiler-api.js";
import { entityName, typeReference } from "./nodes.js";
import { verbatimIdentifier, withSymbol } from "./typescript-internals.js";

/** What a referencing identifier carries: the printer hands it to the writer (see text-writer.ts). */
const DECLARATION_REFERENCE: object = Object.freeze({ reference: "module-level name" });

/** What an identifier made from a type's text carries: the names that text reads. */
class NamesReference {
  constructor(readonly names: readonly string[]) {
    Object.freeze(this);
  }
}

/** An identifier that references the module-level declaration or import called `name`. */
export function referenceTo(name: string): ts.Identifier {
  return withSymbol(ts.factory.createIdentifier(name), DECLARATION_REFERENCE);
}

/**
 * `name<typeArguments>`, whose name references the module-level declaration or import called `name`; of a
 * dotted `api.Pet`, its first name (`api`, a namespace import) does.
 */
export function referencedType(name: string, typeArguments?: readonly ts.TypeNode[]): ts.TypeReferenceNode {
  return typeReference(entityName(name, referenceTo), typeArguments);
}

/**
 * An identifier that prints `text` unchanged (a type's text, see `verbatimType`) and references each of
 * `names`, the names that text reads.
 */
export function verbatimReference(text: string, names: readonly string[]): ts.Identifier {
  const identifier = verbatimIdentifier(text);
  return names.length === 0 ? identifier : withSymbol(identifier, new NamesReference([...names]));
}

/**
 * Adds to `into` the names the writer's `piece` references, given the symbol the printer handed with it: the
 * piece itself for a {@link referenceTo} identifier, the recorded names for a {@link verbatimReference}.
 */
export function addReferencedNames(piece: string, symbol: unknown, into: Set<string>): void {
  if (symbol === DECLARATION_REFERENCE) into.add(piece);
  else if (symbol instanceof NamesReference) for (const name of symbol.names) into.add(name);
}

/**
 * Adds to `into` the name of each reference within `node`, for a printer that takes no writer of ours (see
 * `createStatementPrinter`).
 */
export function collectReferences(node: ts.Node, into: Set<string>): void {
  forEachIdentifier(node, undefined, (identifier) => {
    addReferencedNames(identifier.text, (identifier as unknown as { symbol?: unknown }).symbol, into);
  });
}

/** The names the identifiers within `node` read (see {@link markReferences}), each once. */
export function namesReadIn(node: ts.Node): string[] {
  const names = new Set<string>();
  forEachIdentifier(node, undefined, (identifier, parent) => {
    if (parent === undefined || readsName(identifier, parent)) names.add(identifier.text);
  });
  return [...names];
}

/**
 * Marks as references the identifiers within `nodes` that read a name (not a declaration's own name, a
 * property's name or a name after a `.`): each of `declared`, or every one without it. So fixed code (the
 * runtime helpers) references the helpers it calls and the library names it imports like built code does, and
 * so does a custom template's code, which names helpers and its imports with plain identifiers.
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

/** Which names a question is about: a set, or a test that answers as one would. */
export interface NameTest {
  has(name: string): boolean;
}

/**
 * Marks as references the reads within `node` of each of `names` that no local binding of that name hides: a
 * function's parameters and the names declared anywhere inside it hide the names from its whole body (a local
 * declared in a nested block hides the name in the function around it too, which only leaves a read unmarked).
 * For the files of a split output, which import from each other the names their code reads. `into`, when
 * given, gets the name of each reference within `node` afterwards, as {@link collectReferences} gives them.
 */
export function markOuterReferences(node: ts.Node, names: NameTest, into?: Set<string>): void {
  const visit = (current: ts.Node, parent: ts.Node | undefined, hidden: ReadonlySet<string>): void => {
    if (ts.isIdentifier(current)) {
      const read = parent === undefined || readsName(current, parent);
      if (read && names.has(current.text) && !hidden.has(current.text))
        withSymbol(current, DECLARATION_REFERENCE);
      if (into !== undefined) {
        addReferencedNames(current.text, (current as unknown as { symbol?: unknown }).symbol, into);
      }
      return;
    }
    let inside = hidden;
    if (ts.isFunctionLike(current) || ts.isClassLike(current)) {
      const locals = localBindings(current).filter((name) => names.has(name) && !hidden.has(name));
      if (locals.length > 0) inside = new Set([...hidden, ...locals]);
    }
    ts.forEachChild(
      current,
      (child) => visit(child, current, inside),
      (children) => {
        for (const child of children) visit(child, current, inside);
      },
    );
  };
  visit(node, undefined, new Set());
}

/** The names bound within `node`: parameters, variables, functions, classes and destructured names. */
function localBindings(node: ts.Node): string[] {
  const names: string[] = [];
  const visit = (current: ts.Node): void => {
    if (
      (ts.isParameter(current) ||
        ts.isVariableDeclaration(current) ||
        ts.isBindingElement(current) ||
        ts.isFunctionDeclaration(current) ||
        ts.isFunctionExpression(current) ||
        ts.isClassDeclaration(current) ||
        ts.isClassExpression(current)) &&
      current.name !== undefined &&
      ts.isIdentifier(current.name) &&
      current !== node
    ) {
      names.push(current.name.text);
    }
    ts.forEachChild(current, visit);
  };
  ts.forEachChild(node, visit);
  return names;
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
