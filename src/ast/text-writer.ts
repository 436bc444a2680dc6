/**
 * The text writer the printer writes into. `printer.printNode` uses TypeScript's own writer, which scans
 * every token it writes for line breaks with a fresh array per token and builds the text with `+=`; on a
 * 2.6 MB client that was a quarter of the print time. This writer keeps the same bookkeeping (line, column,
 * indent, trailing comment and whitespace), so the printer lays out code exactly as before (a test compares
 * both on every template), but finds line breaks with one regular expression test per token. A statement's
 * text is built with `+=` (a rope, flattened once by the caller's `trimEnd`): cheaper than collecting
 * its hundreds of tokens in an array and joining them.
 *
 * The printer takes a writer through `writeNode`, which TypeScript marks internal (see
 * typescript-internals.ts); `createStatementPrinter` falls back to `printNode` if a TypeScript version lacks it.
 */
import ts from "../compiler-api.js";
import { addReferencedNames, collectReferences } from "./references.js";
import { type PrinterTextWriter, printerWriteNode } from "./typescript-internals.js";

export type { PrinterTextWriter };

/**
 * Prints one node at a time to a string, through {@link createTextWriter} when the printer accepts a writer.
 * The names a call's node references go into the set the call names, if any (see references.ts).
 */
export function createStatementPrinter(printer: ts.Printer, sourceFile: ts.SourceFile): StatementPrinter {
  const writeNode = printerWriteNode(printer);
  if (writeNode === undefined) {
    // TypeScript's own writer tells nothing: the nodes say what they reference.
    return (node, references) => {
      if (references !== undefined) collectReferences(node, references);
      return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
    };
  }
  const writer = createTextWriter();
  const print = (node: ts.Node, references?: Set<string>): string => {
    writer.collectInto(references);
    writeNode(node, sourceFile, writer);
    const text = writer.getText();
    writer.clear();
    return text;
  };
  return print;
}

/** Prints a node. `references`: where the names it references go (see references.ts). */
export type StatementPrinter = (node: ts.Node, references?: Set<string>) => string;

/** The writer the statement printer writes into; `collectInto` says where the references it collects go. */
export interface ReferenceCollectingWriter extends PrinterTextWriter {
  /** From now on, the names of references go into `references` (none are kept without a set). */
  collectInto(references: Set<string> | undefined): void;
}

/** What TypeScript counts as a line break (`isLineBreak`). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const INDENT_UNIT = "    ";

/**
 * A writer with the semantics of TypeScript's `createTextWriter("\n")`, 4-space indents. Given a set
 * (`collectInto`), the names of the references the printer hands it with an identifier's symbol (see
 * references.ts) go into it. `collectInto` changes the set (or stops collecting), so that one writer serves
 * every statement.
 */
export function createTextWriter(): ReferenceCollectingWriter {
  let references: Set<string> | undefined;
  let text = "";
  let length = 0;
  let lastCharacter = -1;
  let indent = 0;
  let lineStart = true;
  let lineCount = 0;
  let linePos = 0;
  let trailingComment = false;
  const indents = [""];

  const reset = () => {
    text = "";
    length = 0;
    lastCharacter = -1;
    indent = 0;
    lineStart = true;
    lineCount = 0;
    linePos = 0;
    trailingComment = false;
  };
  const indentText = (level: number) => {
    while (indents.length <= level) indents.push(INDENT_UNIT.repeat(indents.length));
    return indents[level] as string;
  };
  // Appends and then updates the line bookkeeping as TypeScript does: `lineStart` ends up true only
  // when the text ends with a line break.
  const append = (piece: string) => {
    text += piece;
    length += piece.length;
    if (piece.length > 0) lastCharacter = piece.charCodeAt(piece.length - 1);
    if (!LINE_BREAK.test(piece)) {
      lineStart = false;
      return;
    }
    let breaks = 0;
    let lastLineStart = 0;
    for (let index = 0; index < piece.length; index++) {
      const code = piece.charCodeAt(index);
      if (code === 13) {
        if (piece.charCodeAt(index + 1) === 10) index++;
      } else if (code !== 10 && code !== 0x2028 && code !== 0x2029) {
        continue;
      }
      breaks++;
      lastLineStart = index + 1;
    }
    lineCount += breaks;
    linePos = length - piece.length + lastLineStart;
    lineStart = linePos === length;
  };
  const writeText = (piece: string) => {
    if (!piece) return;
    if (lineStart) {
      append(indentText(indent) + piece);
    } else {
      append(piece);
    }
  };
  const write = (piece: string) => {
    if (piece) trailingComment = false;
    writeText(piece);
  };
  return {
    write,
    rawWrite(piece) {
      if (piece === undefined) return;
      append(piece);
      trailingComment = false;
    },
    writeLiteral: write,
    writeLine(force) {
      if (lineStart && !force) return;
      text += "\n";
      length++;
      lastCharacter = 10;
      lineCount++;
      linePos = length;
      lineStart = true;
      trailingComment = false;
    },
    increaseIndent: () => {
      indent++;
    },
    decreaseIndent: () => {
      indent--;
    },
    getIndent: () => indent,
    getTextPos: () => length,
    getLine: () => lineCount,
    getColumn: () => (lineStart ? indent * INDENT_UNIT.length : length - linePos),
    getText: () => text,
    isAtStartOfLine: () => lineStart,
    hasTrailingComment: () => trailingComment,
    hasTrailingWhitespace: () => length > 0 && isWhiteSpaceLike(lastCharacter),
    clear: reset,
    writeKeyword: write,
    writeOperator: write,
    writeParameter: write,
    writeProperty: write,
    writePunctuation: write,
    writeSpace: write,
    writeStringLiteral: write,
    // The printer passes the symbol of an identifier that has one: a reference typewright recorded.
    writeSymbol: (piece, symbol) => {
      if (references !== undefined && symbol !== undefined) addReferencedNames(piece, symbol, references);
      write(piece);
    },
    writeTrailingSemicolon: write,
    collectInto(target) {
      references = target;
    },
    writeComment(piece) {
      if (piece) trailingComment = true;
      writeText(piece);
    },
  };
}

/** TypeScript's `isWhiteSpaceLike`: single-line white space or a line break. */
function isWhiteSpaceLike(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200b) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}
