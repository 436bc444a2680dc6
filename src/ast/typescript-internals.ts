/**
 * Every use typewright makes of what TypeScript does not promise, in one module. TypeScript 7's API will
 * differ from 6's, so a port starts here; `test/ast/typescript-internals.test.ts` has one test per item, which
 * fails when a TypeScript version stops providing it.
 *
 * 1. `printer.writeNode(hint, node, sourceFile, writer)`, marked internal: the printer writes into a writer
 *    of typewright's own (src/ast/text-writer.ts), whose methods are those of the internal `EmitTextWriter`
 *    the printer calls ({@link PrinterTextWriter}). Without it, printing falls back to `printNode`.
 * 2. `sourceFile.parseDiagnostics`, internal: the syntax errors of a parsed text, without a program.
 * 3. Parsed nodes printed as if made by the factory: `NodeFlags.Synthesized` set on a node's flags (which
 *    the API exposes read-only) and -1 text ranges make the printer print from the nodes, not from the text
 *    they were parsed from ({@link markSynthesized}).
 * 4. An identifier made from any text prints that text unchanged: the factory does not check it is an
 *    identifier ({@link verbatimIdentifier}).
 * 5. The printer hands the writer an identifier's `symbol` (`writeSymbol(text, symbol)`), and reads it for
 *    nothing else: an identifier made by typewright carries in it what it refers to ({@link withSymbol}).
 * 6. The layout of `typescript.js`, on which the build's trim relies (scripts/lib/trim-typescript.js, tested
 *    by test/ast/trim-typescript.test.ts): one esbuild bundle whose top-level statements declare the compiler's
 *    functions and whose API object is filled by `__export(...)` lists.
 * 7. A node object takes a field of typewright's own, under a symbol of its own, which nothing of TypeScript
 *    reads, copies or clears: a statement carries what print needs to know of it (src/ast/print-record.ts)
 *    ({@link withOwnField}). The API types nodes as read-only interfaces and promises no more; a node the
 *    factory updates is a new object without it, so it is set on statements no one updates afterwards.
 */
import ts from "../compiler-api.js";

/** The members of TypeScript's internal `EmitTextWriter` that the printer calls. */
export interface PrinterTextWriter {
  write(text: string): void;
  rawWrite(text: string): void;
  writeLiteral(text: string): void;
  writeLine(force?: boolean): void;
  increaseIndent(): void;
  decreaseIndent(): void;
  getIndent(): number;
  getTextPos(): number;
  getLine(): number;
  getColumn(): number;
  getText(): string;
  isAtStartOfLine(): boolean;
  hasTrailingComment(): boolean;
  hasTrailingWhitespace(): boolean;
  clear(): void;
  writeKeyword(text: string): void;
  writeOperator(text: string): void;
  writeParameter(text: string): void;
  writeProperty(text: string): void;
  writePunctuation(text: string): void;
  writeSpace(text: string): void;
  writeStringLiteral(text: string): void;
  writeSymbol(text: string, symbol: unknown): void;
  writeTrailingSemicolon(text: string): void;
  writeComment(text: string): void;
}

/** Writes one node through `writer`. */
export type WriteNode = (node: ts.Node, sourceFile: ts.SourceFile, writer: PrinterTextWriter) => void;

interface PrinterWithWriter extends ts.Printer {
  writeNode?(hint: ts.EmitHint, node: ts.Node, sourceFile: ts.SourceFile, writer: PrinterTextWriter): void;
}

/** The printer's internal `writeNode`, bound to it; undefined when this TypeScript has none. */
export function printerWriteNode(printer: ts.Printer): WriteNode | undefined {
  const { writeNode } = printer as PrinterWithWriter;
  if (typeof writeNode !== "function") return undefined;
  return (node, sourceFile, writer) =>
    writeNode.call(printer, ts.EmitHint.Unspecified, node, sourceFile, writer);
}

/** The syntax errors the parser found in `source`. */
export function parseDiagnosticsOf(source: ts.SourceFile): readonly ts.Diagnostic[] {
  return (source as unknown as { parseDiagnostics: readonly ts.Diagnostic[] }).parseDiagnostics;
}

/**
 * Makes a parsed node (and everything in it) print like one the factory made: text comes from the nodes, and
 * no comments are read from the text it was parsed from.
 */
export function markSynthesized(node: ts.Node): void {
  ts.setTextRange(node, { pos: -1, end: -1 });
  (node as { flags: ts.NodeFlags }).flags |= ts.NodeFlags.Synthesized;
  // Without source positions the printer would break tuples over lines.
  if (ts.isTupleTypeNode(node)) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
  ts.forEachChild(node, markSynthesized, (nodes) => {
    ts.setTextRange(nodes, { pos: -1, end: -1 });
    for (const child of nodes) markSynthesized(child);
  });
}

/** An identifier node that prints `text` exactly, whatever it is (checked by the caller). */
export function verbatimIdentifier(text: string): ts.Identifier {
  return ts.factory.createIdentifier(text);
}

/**
 * `identifier`, with `symbol` in the place the binder would put its symbol. The printer gives an identifier's
 * symbol to the writer's `writeSymbol`; typewright's writer reads it to learn which declarations a statement
 * references (see references.ts).
 */
export function withSymbol(identifier: ts.Identifier, symbol: object): ts.Identifier {
  (identifier as unknown as { symbol: object }).symbol = symbol;
  return identifier;
}

/**
 * `node` with `value` in the field `key`, a symbol of the caller's own: defined once (neither writable nor
 * enumerable), so it stays as it was set and no copy of the node's properties takes it along.
 */
export function withOwnField<T extends ts.Node>(node: T, key: symbol, value: unknown): T {
  Object.defineProperty(node, key, { value });
  return node;
}

/** The field `key` of `node` (see {@link withOwnField}); `undefined` when it has none. */
export function ownField(node: ts.Node, key: symbol): unknown {
  return (node as unknown as { readonly [key: symbol]: unknown })[key];
}
