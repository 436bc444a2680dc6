import { existsSync, readFileSync } from "node:fs";
import ts from "../compiler-api.js";

/**
 * Runtime helpers are real TypeScript files under `src/templates/runtime/` (type-checked and unit-tested
 * like the rest of the code). Generated clients get their statements: parsed once per process, imports
 * dropped, and every node marked as synthesized so the printer prints it from the node itself rather than
 * from the helper file's text. The package ships `src/templates/runtime/` for this.
 */
const RUNTIME_FOLDER = new URL("../../src/templates/runtime/", import.meta.url);

export const RUNTIME_FILES = [
  "request-parts",
  "response-parts",
  "fetch-client",
  "axios-client",
  "xior-client",
  "ky-client",
  "ng1-client",
  "ng2-client",
] as const;
export type RuntimeFile = (typeof RUNTIME_FILES)[number];

const parsed = new Map<RuntimeFile, readonly ts.Statement[]>();

/** The statements of one runtime file, without its imports. */
export function runtimeStatements(file: RuntimeFile): readonly ts.Statement[] {
  let statements = parsed.get(file);
  if (!statements) {
    const text = readFileSync(new URL(`${file}.ts`, RUNTIME_FOLDER), "utf8");
    // Comments are not carried over (see markSynthesized), so JSDoc is not parsed either.
    const source = ts.createSourceFile(
      `${file}.ts`,
      text,
      { languageVersion: ts.ScriptTarget.ESNext, jsDocParsingMode: ts.JSDocParsingMode.ParseNone },
      false,
      ts.ScriptKind.TS,
    );
    statements = source.statements.filter((statement) => !ts.isImportDeclaration(statement));
    for (const statement of statements) markSynthesized(statement);
    parsed.set(file, statements);
  }
  return statements;
}

/**
 * Positions of -1 and the `Synthesized` flag make the printer (and `setEmitFlags`) treat parsed nodes like
 * factory-made ones: text comes from the nodes, and no comments are read from the helper file's text.
 */
function markSynthesized(node: ts.Node): void {
  ts.setTextRange(node, { pos: -1, end: -1 });
  (node as { flags: ts.NodeFlags }).flags |= ts.NodeFlags.Synthesized;
  // Without source positions the printer would break tuples over lines.
  if (ts.isTupleTypeNode(node)) ts.setEmitFlags(node, ts.EmitFlags.SingleLine);
  ts.forEachChild(node, markSynthesized, (nodes) => {
    ts.setTextRange(nodes, { pos: -1, end: -1 });
    for (const child of nodes) markSynthesized(child);
  });
}

/**
 * Every top-level name any runtime file declares. Planning reserves them so no schema type, client or
 * parameter can shadow a helper the generated code calls. Read from the text (top-level declarations
 * start at column 0 in these biome-formatted files) rather than parsed, because planning runs on every
 * generation and parsing all runtime files would cost more than the rest of a small run; a test checks
 * this against the parsed declarations.
 */
export function runtimeDeclaredNames(): string[] {
  declaredNames ??= scanDeclaredNames();
  return [...declaredNames];
}

/** Scanned once per process: planning and the hooks emitter both ask. */
let declaredNames: readonly string[] | undefined;

function scanDeclaredNames(): string[] {
  const names = new Set<string>();
  for (const file of RUNTIME_FILES) {
    const url = new URL(`${file}.ts`, RUNTIME_FOLDER);
    if (!existsSync(url)) continue;
    for (const match of readFileSync(url, "utf8").matchAll(TOP_LEVEL_DECLARATION))
      names.add(match[1] as string);
  }
  return [...names];
}

const TOP_LEVEL_DECLARATION =
  /^(?:export\s+)?(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;

/** The same names, from the parsed statements (the reference the text scan is tested against). */
export function parsedRuntimeDeclaredNames(): string[] {
  const names = new Set<string>();
  for (const file of RUNTIME_FILES) {
    if (!existsSync(new URL(`${file}.ts`, RUNTIME_FOLDER))) continue;
    for (const statement of runtimeStatements(file)) {
      const name = (statement as { name?: ts.Node }).name;
      if (name && ts.isIdentifier(name)) names.add(name.text);
      if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) {
          if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
        }
      }
    }
  }
  return [...names];
}
