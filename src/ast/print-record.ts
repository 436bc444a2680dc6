/**
 * What print needs to know of a statement beyond its syntax, recorded in the statement itself when it is built,
 * as TypeScript's own emit helpers are: the code printed ahead of time it stands for, the names it declares when
 * the file may leave it out, how an import was made. Print reads it from the statement it is handed, so no
 * table keyed by node is kept, and the facts cannot come apart from their statement, however it travels
 * (lazily built, cached for the watcher, shared by every file that splices a runtime helper).
 *
 * A field of typewright's own (typescript-internals.ts, item 7) rather than TypeScript's emit node
 * (`ts.addEmitHelpers`): an emit helper is text the printer itself writes for a file or a function body that
 * needs it, and none of these facts is one (an import's parts, the names a declaration declares); and the emit
 * node of a parsed node asks for its source file, which the runtime's statements, parsed without parents, do
 * not have when they are marked droppable. Nor records handed from emit to print beside the statements:
 * statements travel as `ts.Statement` through templates (custom ones included), lazy files and the watch
 * cache, and a fact carried beside its statement can be separated from it.
 */
import type ts from "../compiler-api.js";
import type { ImportParts } from "./import-parts.js";
import { ownField, withOwnField } from "./typescript-internals.js";

/**
 * Code printed ahead of time (`createStandalonePrinter` in print.ts): its text and the names it references
 * (declarations and imports, see references.ts), which stand for it when the file decides what it keeps.
 */
export interface PrintedCode {
  text: string;
  references: readonly string[];
}

/** How an import built by imports.ts was made: named (and default) imports, or a namespace's alias. */
export type ImportMade = { module: string; parts: ImportParts } | { alias: string };

export interface PrintRecord {
  /** The code printed ahead of time the statement stands for, written as it is. */
  readonly printed?: PrintedCode;
  /** The names it declares, when the file leaves it out unless a statement it keeps references one. */
  readonly droppable?: readonly string[];
  /** How the import was made, so that print writes it again with only the names the file uses. */
  readonly imported?: ImportMade;
}

const PRINT_RECORD = Symbol("typewright print record");

/**
 * `statement`, carrying `record`. Set once, by the helper that builds the statement: what print reads of a
 * statement is what it was built with.
 */
export function withPrintRecord<T extends ts.Statement>(statement: T, record: PrintRecord): T {
  if (printRecordOf(statement) !== undefined) throw new Error("A statement's print record is set once");
  return withOwnField(statement, PRINT_RECORD, Object.freeze(record));
}

/** What `statement` was built with for print; `undefined` for a statement built without (most of them). */
export function printRecordOf(statement: ts.Statement): PrintRecord | undefined {
  return ownField(statement, PRINT_RECORD) as PrintRecord | undefined;
}
