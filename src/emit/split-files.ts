/**
 * `split: "tags"`: the files of an output folder, each with the statements the plan places in it (see
 * plan/plan-split.ts) and imports of what it reads from the others. The statements are those of the single
 * file; what one file reads of another is known from its nodes: the references they carry (see
 * references.ts), and the reads of another file's names, marked here as references, so that print keeps an
 * import only while a kept statement reads it. A file exports the module-private declarations (runtime
 * helpers, shared constants) another file imports.
 */
import path from "node:path";
import { statementNames } from "../ast/declarations.js";
import { exportLocalNames, exportNamesFrom, importDeclaration } from "../ast/imports.js";
import { printRecordOf } from "../ast/print-record.js";
import { markOuterReferences, type NameTest } from "../ast/references.js";
import ts from "../compiler-api.js";
import { SPLIT_FILES, type SplitPlan } from "../plan/plan-split.js";
import { runtimeNameKinds, topLevelDeclarations } from "../splice/runtime-source.js";
import type { OutputFile } from "./emit-files.js";
import { moduleSpecifier } from "./module-specifier.js";

/** The statements of a set (the client's, or its hooks') by where the plan puts them. */
export interface SplitParts {
  /** What each file but the index begins with (`'use client'`). */
  directive?: readonly ts.Statement[];
  /** The imports of libraries (and, for the hooks, of the client's index); each file keeps those it uses. */
  imports: readonly ts.Statement[];
  /** Servers, prelude, runtime and what several operations share; for the hooks, the layer's prelude. */
  runtime: Iterable<ts.Statement>;
  /** The named schemas' types (none for the hooks). */
  types: Iterable<ts.Statement>;
  /**
   * The statements of each group (container, request types, failures; or its hooks), index-aligned with the
   * plan's `groupFiles`.
   */
  groups: readonly Iterable<ts.Statement>[];
}

interface Declared {
  typeOnly: boolean;
  exported: boolean;
}

interface Draft {
  path: string;
  statements: ts.Statement[];
  declared: Map<string, Declared>;
}

export function splitOutputFiles(
  folder: string,
  split: SplitPlan,
  parts: SplitParts,
  header: string[],
  role: OutputFile["role"] = "api",
): OutputFile[] {
  const byFile = new Map<string, ts.Statement[]>();
  const into = (file: string, statements: Iterable<ts.Statement>) => {
    const list = byFile.get(file) ?? [];
    list.push(...statements);
    byFile.set(file, list);
  };
  into(SPLIT_FILES.types, parts.types);
  into(SPLIT_FILES.runtime, parts.runtime);
  parts.groups.forEach((statements, index) => {
    into(split.groupFiles[index] as string, statements);
  });
  const { kept, references } = keptAsInOneFile(byFile);
  // A file without statements (the types of a description without schemas) is not written.
  const drafts: Draft[] = [...byFile]
    .map(([file, statements]) => [file, statements.filter((statement) => kept.has(statement))] as const)
    .filter(([, statements]) => statements.length > 0)
    .map(([file, statements]) => ({
      path: path.join(folder, file),
      statements,
      declared: declaredNames(statements),
    }));
  // Each name's file, and its place there: what a file reads of another is found by name, in one pass over its
  // reads (a pass over every other file's names, for each file, grew with the square of a large API's tags).
  const owners = new Map<string, { draft: Draft; at: number }>();
  drafts.forEach((draft) => {
    let at = 0;
    for (const name of draft.declared.keys()) if (!owners.has(name)) owners.set(name, { draft, at: at++ });
  });
  const wanted = new Map<Draft, Set<string>>(drafts.map((draft) => [draft, new Set()]));
  const imports = new Map<Draft, ts.Statement[]>();
  for (const draft of drafts) {
    const byOwner = new Map<Draft, { name: string; at: number }[]>();
    const reads = new Set(draft.statements.flatMap((statement) => [...(references.get(statement) ?? [])]));
    for (const name of reads) {
      const owner = owners.get(name);
      if (owner === undefined || draft.declared.has(name)) continue;
      const names = byOwner.get(owner.draft) ?? [];
      names.push({ name, at: owner.at });
      byOwner.set(owner.draft, names);
    }
    imports.set(
      draft,
      drafts.flatMap((other) => {
        const names = (byOwner.get(other) ?? []).sort((a, b) => a.at - b.at).map(({ name }) => name);
        if (names.length === 0) return [];
        for (const name of names) wanted.get(other)?.add(name);
        const specifier = moduleSpecifier(draft.path, other.path);
        const entries = names.map((name) =>
          other.declared.get(name)?.typeOnly ? { name, typeOnly: true } : name,
        );
        return [importDeclaration(specifier, { names: entries })];
      }),
    );
  }
  const files: OutputFile[] = drafts.map((draft) => {
    const importedElsewhere = [...(wanted.get(draft) ?? [])].sort();
    const exported = importedElsewhere.filter((name) => !draft.declared.get(name)?.exported);
    const exports = exported.length === 0 ? [] : [exportLocalNames(exported)];
    return {
      path: draft.path,
      role,
      statements: [
        ...(parts.directive ?? []),
        ...parts.imports,
        ...(imports.get(draft) ?? []),
        ...draft.statements,
        ...exports,
      ],
      header,
      // An exported declaration the file may leave out (a type only some hooks use) stays while another file
      // imports it.
      ...(importedElsewhere.length === 0 ? {} : { importedElsewhere }),
    };
  });
  const index = path.join(folder, SPLIT_FILES.index);
  files.push({
    path: index,
    role,
    // The names the single file exports, each from its file: not the helpers the files export to each other.
    statements: drafts.flatMap((draft) => {
      const names = [...draft.declared]
        .filter(([, declared]) => declared.exported)
        .map(([name, { typeOnly }]) => ({ name, typeOnly }))
        .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      return names.length === 0 ? [] : [exportNamesFrom(moduleSpecifier(index, draft.path), names)];
    }),
    header,
  });
  return files;
}

/**
 * The statements the single file would keep: every statement but a droppable one (see `droppableStatement`)
 * that no kept statement of any file references. Names are planned for the single file, so a name means the
 * same declaration in every file of the set, and the split keeps exactly what that file keeps: the index then
 * exports exactly its names, and no file exports a helper for a statement that is left out.
 */
function keptAsInOneFile(byFile: ReadonlyMap<string, readonly ts.Statement[]>): {
  kept: Set<ts.Statement>;
  references: ReadonlyMap<ts.Statement, ReadonlySet<string>>;
} {
  const ownerOf = new Map<string, string>();
  for (const [file, statements] of byFile) {
    for (const name of declaredNames(statements).keys()) if (!ownerOf.has(name)) ownerOf.set(name, file);
  }
  const references = new Map<ts.Statement, ReadonlySet<string>>();
  for (const [file, statements] of byFile) {
    const outside: NameTest = { has: (name) => (ownerOf.get(name) ?? file) !== file };
    for (const statement of statements) references.set(statement, statementReferences(statement, outside));
  }
  const kept = new Set<ts.Statement>();
  const referenced = new Set<string>();
  const keep = (statement: ts.Statement) => {
    kept.add(statement);
    for (const name of references.get(statement) ?? []) referenced.add(name);
  };
  let waiting = [...references.keys()].filter((statement) => {
    if (printRecordOf(statement)?.droppable !== undefined) return true;
    keep(statement);
    return false;
  });
  for (let grew = true; grew; ) {
    grew = false;
    waiting = waiting.filter((statement) => {
      const declares = printRecordOf(statement)?.droppable ?? [];
      if (!declares.some((name) => referenced.has(name))) return true;
      keep(statement);
      grew = true;
      return false;
    });
  }
  return { kept, references };
}

/** The module-level names `statement` references, its reads of `outside` (other files' names) marked first. */
function statementReferences(statement: ts.Statement, outside: NameTest): Set<string> {
  const printed = printRecordOf(statement)?.printed;
  if (printed !== undefined) return new Set(printed.references);
  const references = new Set<string>();
  markOuterReferences(statement, outside, references);
  return references;
}

/** The top-level names `statements` declare, whether each is a type and exported. */
function declaredNames(statements: readonly ts.Statement[]): Map<string, Declared> {
  const declared = new Map<string, Declared>();
  const runtime = runtimeNameKinds();
  for (const statement of statements) {
    const record = printRecordOf(statement);
    if (record?.printed !== undefined) {
      // Runtime code printed ahead of time: its text says what it declares, the runtime's files which of
      // those are public.
      for (const { name, typeOnly } of topLevelDeclarations(record.printed.text)) {
        declared.set(name, { typeOnly, exported: runtime.get(name)?.exported ?? false });
      }
      continue;
    }
    const typeOnly = ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement);
    const exported =
      ts.canHaveModifiers(statement) &&
      (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    for (const name of statementNames(statement)) declared.set(name, { typeOnly, exported });
  }
  return declared;
}
