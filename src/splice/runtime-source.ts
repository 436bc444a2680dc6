import { statementNames, withoutExport } from "../ast/declarations.js";
import { withJsDoc } from "../ast/jsdoc.js";
import { doubleQuotedStringLiteral, stringLiteral } from "../ast/nodes.js";
import {
  createStandalonePrinter,
  droppableDeclaration,
  droppableStatement,
  printedStatement,
} from "../ast/print.js";
import { markReferences } from "../ast/references.js";
import { markSynthesized } from "../ast/typescript-internals.js";
import ts from "../compiler-api.js";
import type { RuntimeFile } from "./runtime-file.js";
import { listRuntimeFiles, readPrintedRuntime, runtimeFileExists } from "./runtime-files.js";
import { freeValueNames } from "./runtime-globals.js";
import { libraryImportedNames } from "./runtime-imports.js";
import { runtimePublicNames } from "./runtime-public.js";
import { readRuntimeSource } from "./runtime-text.js";

/**
 * Runtime helpers are real TypeScript files under `src/runtime/` (type-checked and unit-tested
 * like the rest of the code). Generated clients get their statements: parsed once per process, imports
 * dropped, `export` kept only on the file's public names (runtime-public.ts), and every node marked as
 * synthesized so the printer prints it from the node itself rather than from the helper file's text. The
 * package ships `src/runtime/` for this.
 */
/**
 * Every runtime file, as `src/runtime/` holds them: what the build prints, and whose names a spliced helper
 * may read. Read from the folder rather than from the templates' declarations, which sit above.
 */
export const RUNTIME_FILES: readonly string[] = listRuntimeFiles();

/**
 * The layout of `PrintedRuntime` this code reads; text printed by a build of another layout (an older one,
 * whose statements' references leave out the library names they read) is printed again.
 */
const PRINTED_RUNTIME_FORMAT = 3;

/** The runtime files as typewright's printer writes them, with what they were printed from. */
export interface PrintedRuntime {
  format?: number;
  typescript: string;
  // `globals`: the global values the file reads (absent in the runtime printed by an older build).
  // `exported`: the public names the text keeps exported (absent in the runtime printed by an older build).
  files: Record<
    RuntimeFile,
    | { source: string; printed: PrintedRuntimeStatement[]; globals?: string[]; exported?: string[] }
    | undefined
  >;
}

/**
 * One statement of a runtime file as printed, the names it declares when it is a module-private declaration,
 * which a generated file leaves out unless its code references one (see `droppableDeclaration`), and the names
 * it references: runtime declarations, and the names its file imports from libraries, which the generated
 * file imports for it. Empty lists are left out.
 */
export interface PrintedRuntimeStatement {
  text: string;
  droppable?: string[];
  references?: string[];
}

const helpers = new Map<RuntimeFile, readonly ts.Statement[]>();

/**
 * What a template puts into its output for its runtime files, in order. The build prints every runtime file
 * once, so a run splices that text in instead of parsing and printing the file again (a measurable part of a
 * small run, in which the parser runs cold: bench/HISTORY.md). The text is used only when it was printed
 * from exactly this source, with exactly these public names, by this TypeScript version; otherwise the file is
 * parsed ({@link runtimeStatements}), with the same output.
 */
export function runtimeHelpers(...files: RuntimeFile[]): readonly ts.Statement[] {
  return files.flatMap((file) => {
    let statements = helpers.get(file);
    if (!statements) {
      const printed =
        printedText(printedRuntime(), file, readRuntimeSource(file), ts.version) ?? printRuntimeFile(file);
      statements = printed.map(({ text, droppable, references = [] }) => {
        const code = { text, references };
        return droppable === undefined ? printedStatement(code) : droppableDeclaration(code, droppable);
      });
      helpers.set(file, statements);
    }
    return statements;
  });
}

/**
 * The build's text of `file`, if it was printed from exactly `source`, keeping exactly `exported` exported,
 * by TypeScript `version`.
 */
export function printedText(
  printed: PrintedRuntime | null,
  file: RuntimeFile,
  source: string,
  version: string,
  exported: readonly string[] = runtimePublicNames(file),
): PrintedRuntimeStatement[] | undefined {
  const current = printed?.typescript === version && printed.format === PRINTED_RUNTIME_FORMAT;
  const entry = current ? printed.files[file] : undefined;
  if (entry?.source !== source || !Array.isArray(entry.printed)) return undefined;
  return sameNames(entry.exported ?? [], exported) ? entry.printed : undefined;
}

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name) => b.includes(name));
}

/** Every runtime file printed as `printStatements` would print its statements (run by `npm run build`). */
export function printRuntimeFiles(): PrintedRuntime {
  const files: PrintedRuntime["files"] = {};
  for (const file of RUNTIME_FILES) {
    const source = readRuntimeSource(file);
    files[file] = {
      source,
      printed: printRuntimeFile(file).map(({ text, droppable, references = [] }) => ({
        text,
        ...(droppable === undefined ? {} : { droppable }),
        ...nonEmpty("references", references),
      })),
      globals: freeValueNames(`${file}.ts`, source),
      exported: [...runtimePublicNames(file)],
    };
  }
  return { format: PRINTED_RUNTIME_FORMAT, typescript: ts.version, files };
}

function nonEmpty<K extends string>(key: K, list: string[]): { [key in K]?: string[] } {
  return list.length === 0 ? {} : ({ [key]: list } as { [key in K]: string[] });
}

/** The statements of `file` as printed, each module-private declaration marked droppable. */
function printRuntimeFile(file: RuntimeFile): PrintedRuntimeStatement[] {
  const exported = runtimePublicNames(file);
  const print = createStandalonePrinter();
  return runtimeStatements(file).map((statement) => {
    const { text, references } = print(statement);
    const code = { text, references: [...references] };
    const names = statementNames(statement);
    const isPublic = names.length === 0 || names.some((name) => exported.includes(name));
    return isPublic ? code : { ...code, droppable: names };
  });
}

let printedRuntimeCache: PrintedRuntime | null | undefined;

function printedRuntime(): PrintedRuntime | null {
  if (printedRuntimeCache === undefined) {
    const text = readPrintedRuntime();
    try {
      printedRuntimeCache = text === undefined ? null : (JSON.parse(text) as PrintedRuntime);
    } catch {
      printedRuntimeCache = null; // not built (yet): parse the runtime files instead
    }
  }
  return printedRuntimeCache;
}

const parsed = new Map<RuntimeFile, readonly ts.Statement[]>();

/**
 * The statements of one runtime file, without its imports and with `export` only on its public names (for
 * custom templates and the build).
 */
export function runtimeStatements(file: RuntimeFile): readonly ts.Statement[] {
  let statements = parsed.get(file);
  if (!statements) {
    const text = readRuntimeSource(file);
    // Comments are not carried over (see markSynthesized), except a public declaration's JSDoc, which is read
    // from the text: JSDoc is not parsed.
    const source = ts.createSourceFile(
      `${file}.ts`,
      text,
      { languageVersion: ts.ScriptTarget.ESNext, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
      ts.ScriptKind.TS,
    );
    const exported = runtimePublicNames(file);
    // A module-private declaration is left out of a file whose code does not name it, as in the text the
    // build prints for the built-in templates (see `runtimeHelpers`).
    statements = source.statements
      .filter((statement) => !ts.isImportDeclaration(statement))
      .map((parsedStatement) => {
        const statement = inGeneratedQuoteStyle(parsedStatement);
        const names = statementNames(statement);
        if (names.some((name) => exported.includes(name))) {
          const description = helperJsDoc(text, parsedStatement);
          // A parsed node takes a comment of its own only once it no longer points into its file.
          markSynthesized(statement);
          return description === undefined ? statement : withJsDoc(statement, { description });
        }
        const modulePrivate = withoutExport(statement);
        return names.length === 0 ? modulePrivate : droppableStatement(modulePrivate, names);
      });
    for (const statement of statements) markSynthesized(statement);
    // What the helpers call of each other (in this file or another spliced beside it) keeps the callee, and
    // what they read of their libraries keeps that name in the import the generated file makes for them.
    markRuntimeReferences(statements);
    markReferences(statements, new Set(libraryImportedNames(file)));
    parsed.set(file, statements);
  }
  return statements;
}

let runtimeNames: ReadonlySet<string> | undefined;

/**
 * Marks as references the reads of runtime helpers' names within `nodes` (see `markReferences`): the
 * runtime's own statements, and what a custom template's code returns, which names helpers with plain
 * identifiers. One rule for both, so marking a spliced runtime statement again changes nothing in it.
 */
export function markRuntimeReferences(nodes: readonly ts.Node[]): void {
  runtimeNames ??= new Set(runtimeDeclaredNames(RUNTIME_FILES));
  markReferences(nodes, runtimeNames);
}

/**
 * The text of the JSDoc a declaration has in its helper file: what a user reads on hover of the names a
 * generated module exports from its runtime (`isApiError`, `ApiError`, ...). Module-private helpers carry none.
 */
function helperJsDoc(text: string, parsed: ts.Statement): string | undefined {
  const comment = ts.getLeadingCommentRanges(text, parsed.pos)?.at(-1);
  if (comment?.kind !== ts.SyntaxKind.MultiLineCommentTrivia) return undefined;
  const raw = text.slice(comment.pos, comment.end);
  // A file's own comment, a blank line above its first declaration, is not that declaration's.
  const gap = /^\s*/.exec(text.slice(comment.end))?.[0] ?? "";
  if (!raw.startsWith("/**") || gap.split("\n").length !== 2) return undefined;
  const lines = raw.slice(3, -2).split("\n");
  return lines
    .map((line) => line.replace(/^\s*\* ?/, "").trimEnd())
    .join("\n")
    .trim();
}

/**
 * The statement with its string literals single-quoted like the rest of the generated code (see
 * `stringLiteral`); the helper files are formatted with double quotes. A literal holding a single quote keeps
 * double quotes, which read better than an escaped quote.
 */
function inGeneratedQuoteStyle<T extends ts.Statement>(statement: T): T {
  const visit = (node: ts.Node): ts.Node => {
    if (ts.isStringLiteral(node))
      return node.text.includes("'") ? doubleQuotedStringLiteral(node.text) : stringLiteral(node.text);
    return ts.visitEachChild(node, visit, /* context */ undefined);
  };
  return visit(statement) as T;
}

/**
 * Every top-level name any runtime file declares. Planning reserves them so no schema type, client or
 * parameter can shadow a helper the generated code calls. Read from the text (top-level declarations
 * start at column 0 in these biome-formatted files) rather than parsed, because planning runs on every
 * generation and parsing all runtime files would cost more than the rest of a small run; a test checks
 * this against the parsed declarations.
 */
export function runtimeDeclaredNames(files: readonly RuntimeFile[]): string[] {
  const names = new Set<string>();
  for (const file of files) for (const name of fileDeclaredNames(file)) names.add(name);
  return [...names];
}

/** Each file scanned once per process: every generation asks (and a watcher's many). */
const declaredNamesByFile = new Map<RuntimeFile, readonly string[]>();

function fileDeclaredNames(file: RuntimeFile): readonly string[] {
  let names = declaredNamesByFile.get(file);
  if (names === undefined) {
    names = runtimeFileExists(file)
      ? [...readRuntimeSource(file).matchAll(TOP_LEVEL_DECLARATION)].map((match) => match[1] as string)
      : [];
    declaredNamesByFile.set(file, names);
  }
  return names;
}

/** What a file of a split output needs to know of a runtime name to import it from another. */
export interface RuntimeNameKind {
  /** A type (`interface`, `type`): imported with `type`. */
  typeOnly: boolean;
  /** Exported by the spliced runtime (see runtime-public.ts); the others are module-private. */
  exported: boolean;
}

let nameKinds: ReadonlyMap<string, RuntimeNameKind> | undefined;

/** Every runtime file's top-level names, read from the text like {@link runtimeDeclaredNames}. */
export function runtimeNameKinds(): ReadonlyMap<string, RuntimeNameKind> {
  if (nameKinds !== undefined) return nameKinds;
  const kinds = new Map<string, RuntimeNameKind>();
  for (const file of RUNTIME_FILES) {
    if (!runtimeFileExists(file)) continue;
    const exported = runtimePublicNames(file);
    for (const { name, typeOnly } of topLevelDeclarations(readRuntimeSource(file))) {
      kinds.set(name, { typeOnly, exported: exported.includes(name) });
    }
  }
  nameKinds = kinds;
  return kinds;
}

/** The names a runtime text declares at its top level, and whether each is a type. */
export function topLevelDeclarations(text: string): { name: string; typeOnly: boolean }[] {
  return [...text.matchAll(TOP_LEVEL_DECLARATION)].map((match) => ({
    name: match[1] as string,
    typeOnly: /\b(?:interface|type)\s+[A-Za-z_$][\w$]*$/u.test(match[0]),
  }));
}

const TOP_LEVEL_DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** The same names, from the parsed statements (the reference the text scan is tested against). */
export function parsedRuntimeDeclaredNames(files: readonly RuntimeFile[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    if (!runtimeFileExists(file)) continue;
    for (const statement of runtimeStatements(file))
      for (const name of statementNames(statement)) names.add(name);
  }
  return [...names];
}

const globalsByFile = new Map<RuntimeFile, readonly string[]>();

/**
 * The global values the code of `files` reads (see runtime-globals.ts): from the build's scan when it was made
 * of exactly this source, else scanned now.
 */
export function runtimeGlobalNames(files: readonly RuntimeFile[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    let globals = globalsByFile.get(file);
    if (globals === undefined) {
      const source = readRuntimeSource(file);
      const printed = printedRuntime();
      const entry = printed?.typescript === ts.version ? printed.files[file] : undefined;
      globals =
        entry?.source === source && entry.globals ? entry.globals : freeValueNames(`${file}.ts`, source);
      globalsByFile.set(file, globals);
    }
    for (const name of globals) names.add(name);
  }
  return [...names];
}
