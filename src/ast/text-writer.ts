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
import { collectReadNames, collectReferences, isDeclarationReference } from "./references.js";
import { type PrinterTextWriter, printerWriteNode } from "./typescript-internals.js";

export type { PrinterTextWriter };

/**
 * Prints one node at a time to a string, through {@link createTextWriter} when the printer accepts a writer.
 * The words a call's node writes as code go into the set the call names, if any (see
 * {@link createTextWriter}); falling back to `printNode`, the names its identifiers read.
 */
export function createStatementPrinter(printer: ts.Printer, sourceFile: ts.SourceFile): StatementPrinter {
  const writeNode = printerWriteNode(printer);
  if (writeNode === undefined) {
    // TypeScript's own writer tells nothing: the nodes say what they read and reference.
    return (node, codeWords, references) => {
      if (codeWords !== undefined) collectReadNames(node, codeWords);
      if (references !== undefined) collectReferences(node, references);
      return printer.printNode(ts.EmitHint.Unspecified, node, sourceFile);
    };
  }
  const writer = createTextWriter();
  const print = (node: ts.Node, codeWords?: Set<string>, references?: Set<string>): string => {
    writer.collectInto(codeWords, references);
    writeNode(node, sourceFile, writer);
    const text = writer.getText();
    writer.clear();
    return text;
  };
  return print;
}

/**
 * Prints a node. `codeWords`: where the words the node writes as code go; `references`: where the names of the
 * declarations it references go (see references.ts).
 */
export type StatementPrinter = (node: ts.Node, codeWords?: Set<string>, references?: Set<string>) => string;

/** The writer the statement printer writes into; `collectInto` says where the words it collects go. */
export interface WordCollectingWriter extends PrinterTextWriter {
  /**
   * From now on, the words written as code go into `codeWords`, and the names of references into
   * `references` (none are kept without a set).
   */
  collectInto(codeWords: Set<string> | undefined, references?: Set<string>): void;
}

/** What TypeScript counts as a line break (`isLineBreak`). */
const LINE_BREAK = /[\n\r\u2028\u2029]/;
const INDENT_UNIT = "    ";

/**
 * A writer with the semantics of TypeScript's `createTextWriter("\n")`, 4-space indents. Given a set of
 * words (`collectInto`), what the printer writes as code (identifiers among it; not comments, string literals, keywords,
 * punctuation, a name right after a `.`, nor a property signature's name) goes into that set: which names
 * the code mentions, where a search of the text would also count those in a description or a string.
 * `collectInto` changes the set (or stops collecting), so that one writer serves every statement.
 */
export function createTextWriter(): WordCollectingWriter {
  let words: Set<string> | undefined;
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
  // The printer writes identifiers with `write` (or `writeSymbol`), a parameter's name with
  // `writeParameter` (it declares the name: an overload's `textBody?: string` does not use a helper of that
  // name), and the name of a property signature with `writeProperty`: a declared name, unless inside
  // brackets (a computed name reads a value; counting one of a signature nested in a tuple type too only
  // keeps a helper in doubt).
  // A word right before a `:` names a property of an object literal, or declares a parameter or variable
  // with its type: not a use either (`queryOptions: {}` does not use an import of that name). So a word is
  // held until the next piece, and dropped when that is the `:`, except after `case`, where it is read.
  let afterDot = false;
  let bracketDepth = 0;
  let heldWord: string | undefined;
  let inCaseLabel = false;
  const commitHeldWord = () => {
    if (heldWord === undefined) return;
    words?.add(heldWord);
    heldWord = undefined;
  };
  const writeAfterHeld = (piece: string) => {
    commitHeldWord();
    write(piece);
  };
  const writeCode = (piece: string) => {
    commitHeldWord();
    if (!afterDot) heldWord = piece;
    afterDot = false;
    write(piece);
  };
  const writePunctuation = (piece: string) => {
    if (piece === ":" && !inCaseLabel) heldWord = undefined;
    else commitHeldWord();
    if (piece === ":") inCaseLabel = false;
    afterDot = piece === "." || piece === "?.";
    if (piece === "[") bracketDepth++;
    else if (piece === "]" && bracketDepth > 0) bracketDepth--;
    write(piece);
  };
  const writeOther = (piece: string) => {
    commitHeldWord();
    if (piece === "case") inCaseLabel = true;
    afterDot = false;
    write(piece);
  };
  const writeProperty = (piece: string) => (bracketDepth > 0 ? writeCode(piece) : writeOther(piece));

  return {
    write: writeCode,
    rawWrite(piece) {
      if (piece === undefined) return;
      commitHeldWord();
      words?.add(piece);
      append(piece);
      trailingComment = false;
    },
    writeLiteral: writeCode,
    writeLine(force) {
      commitHeldWord();
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
    getText: () => {
      commitHeldWord();
      return text;
    },
    isAtStartOfLine: () => lineStart,
    hasTrailingComment: () => trailingComment,
    hasTrailingWhitespace: () => length > 0 && isWhiteSpaceLike(lastCharacter),
    clear: () => {
      commitHeldWord();
      reset();
      afterDot = false;
      bracketDepth = 0;
      inCaseLabel = false;
    },
    writeKeyword: writeOther,
    writeOperator: writeOther,
    writeParameter: writeOther,
    writeProperty,
    writePunctuation,
    writeSpace: writeAfterHeld,
    writeStringLiteral: writeOther,
    // The printer passes the symbol of an identifier that has one: a reference typewright recorded.
    writeSymbol: (piece, symbol) => {
      if (isDeclarationReference(symbol)) references?.add(piece);
      writeCode(piece);
    },
    writeTrailingSemicolon: writeOther,
    collectInto(wordsTarget, referencesTarget) {
      words = wordsTarget;
      references = referencesTarget;
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
