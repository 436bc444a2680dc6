/**
 * The plan's tests assert planned values (names, groups, views, servers), not printed text: a plan test that
 * printed the module would pass or fail with the emitter and hide which of the two decided. So no file of
 * `test/plan/` imports the generator's printing entry points, nor a helper of `test/support/` that reaches
 * them; what a module prints is tested in `test/emit/`, that it compiles in `test/compile/`.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The functions that print a module or a node, by the file that exports them; the built command prints too,
 * run by the helpers that spawn it.
 */
const PRINTING_ENTRY_POINTS: Readonly<Record<string, readonly string[]>> = {
  "src/index.ts": ["generate", "generateFiles"],
  "src/generate.ts": ["generate"],
  "src/browser.ts": ["generate"],
  "src/emit/emit-files.ts": ["emitFiles"],
  "src/ast/print.ts": ["printStatements", "printNode"],
  "test/support/run-cli.ts": ["runCli"],
  "test/support/cli-process.ts": ["runCli", "runCliAsync"],
};

/** Plan tests allowed a printing import, each with the reason; none needs one today. */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

interface ValueImport {
  /** The imported file, relative to the repository (`src/index.ts`). */
  module: string;
  /** The exported name, or `*` for a namespace import. */
  imported: string;
  /** The name the importing file reads it under. */
  local: string;
}

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(path.join(REPO_ROOT, file), "utf8"), ts.ScriptTarget.Latest);
}

/** The values a file imports from files of the repository (type-only imports print nothing). */
function valueImports(file: string, source: ts.SourceFile): ValueImport[] {
  return source.statements.flatMap((statement): ValueImport[] => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) return [];
    const clause = statement.importClause;
    const specifier = statement.moduleSpecifier.text;
    if (!clause || clause.isTypeOnly || !specifier.startsWith(".")) return [];
    const module = path.posix.join(path.posix.dirname(file), specifier).replace(/\.js$/, ".ts");
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings))
      return [{ module, imported: "*", local: bindings.name.text }];
    return (bindings?.elements ?? [])
      .filter((element) => !element.isTypeOnly)
      .map((element) => ({
        module,
        imported: (element.propertyName ?? element.name).text,
        local: element.name.text,
      }));
  });
}

function reaches(printing: ReadonlyMap<string, ReadonlySet<string>>, value: ValueImport): boolean {
  const names = printing.get(value.module);
  return names !== undefined && (value.imported === "*" ? names.size > 0 : names.has(value.imported));
}

/** The names a top-level statement declares, and whether it exports them. */
function declared(statement: ts.Statement): { names: string[]; exported: boolean } {
  const exported =
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  if (ts.isVariableStatement(statement)) {
    const names = statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
    return { names, exported };
  }
  const name = (statement as { name?: ts.Node }).name;
  return { names: name && ts.isIdentifier(name) ? [name.text] : [], exported };
}

function mentions(node: ts.Node, names: ReadonlySet<string>): boolean {
  if (ts.isIdentifier(node) && names.has(node.text)) return true;
  return ts.forEachChild(node, (child) => mentions(child, names) || undefined) ?? false;
}

const SUPPORT_FILES = readdirSync(path.join(REPO_ROOT, "test/support"), { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts"))
  .map((name) => `test/support/${name.split(path.sep).join("/")}`);

/**
 * The entry points, and every helper of `test/support/` whose declaration reaches one (through other helpers
 * too, in its file or another), by file.
 */
function printingExports(): Map<string, Set<string>> {
  const printing = new Map(
    Object.entries(PRINTING_ENTRY_POINTS).map(([file, names]) => [file, new Set(names)]),
  );
  const sources = new Map(SUPPORT_FILES.map((file) => [file, sourceOf(file)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const [file, source] of sources) {
      const reached = new Set(
        valueImports(file, source)
          .filter((value) => reaches(printing, value))
          .map((value) => value.local),
      );
      // Within the file, until no other declaration mentions one that prints.
      for (let grew = true; grew; ) {
        grew = false;
        for (const statement of source.statements) {
          const { names } = declared(statement);
          if (names.some((name) => !reached.has(name)) && mentions(statement, reached)) {
            for (const name of names) reached.add(name);
            grew = true;
          }
        }
      }
      const exports = printing.get(file) ?? new Set<string>();
      for (const statement of source.statements) {
        const { names, exported } = declared(statement);
        for (const name of names) {
          if (exported && reached.has(name) && !exports.has(name)) {
            exports.add(name);
            changed = true;
          }
        }
      }
      if (exports.size > 0) printing.set(file, exports);
    }
  }
  return printing;
}

const PLAN_TESTS = readdirSync(path.join(REPO_ROOT, "test/plan"))
  .filter((name) => name.endsWith(".test.ts"))
  .map((name) => `test/plan/${name}`);

describe("the plan's tests", () => {
  const printing = printingExports();

  it("know the printing entry points by the names their files export", () => {
    for (const [file, names] of Object.entries(PRINTING_ENTRY_POINTS)) {
      const exported = new Set(
        sourceOf(file).statements.flatMap((statement) => {
          const { names: declaredNames, exported } = declared(statement);
          return exported ? declaredNames : [];
        }),
      );
      expect(names.filter((name) => !exported.has(name))).toEqual([]);
    }
  });

  it("find the support helpers that print through an entry point", () => {
    expect([...(printing.get("test/support/generated-module.ts") ?? [])]).toEqual(
      expect.arrayContaining(["importGenerated", "generateFromDocument"]),
    );
    expect([...(printing.get("test/support/reactive-runs.ts") ?? [])]).toEqual(["generateInto"]);
  });

  it("import no printing entry point, nor a helper that reaches one", () => {
    const found = PLAN_TESTS.flatMap((file) =>
      valueImports(file, sourceOf(file))
        .filter((value) => reaches(printing, value))
        .map((value) => `${file} imports ${value.imported} from ${value.module}`),
    );
    expect(
      found.filter((line) => !Object.keys(EXCEPTIONS).some((file) => line.startsWith(`${file} `))),
    ).toEqual([]);
    // A listed exception that no longer imports one is left over.
    expect(
      Object.keys(EXCEPTIONS).filter((file) => !found.some((line) => line.startsWith(`${file} `))),
    ).toEqual([]);
  });
});
