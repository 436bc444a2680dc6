/**
 * What the generator knows of the runtime files is read from them or checked against them, never kept by
 * hand: the names generated code calls (src/splice/runtime-names.ts, checked by the compiler), the library
 * imports spliced code needs (src/splice/runtime-imports.ts), and the names templates reserve for them.
 */
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { ClientDeclaration } from "../../src/output-contract/declaration.js";
import { MSW_RUNTIME_FILE, SECURITY_RUNTIME_FILES } from "../../src/output-contract/runtime-files.js";
import { GLOBAL_NAMES_USED_BY_OUTPUT } from "../../src/plan/name-scope.js";
import { builtinClientNames, clientOwnNames, securityClientNames } from "../../src/plan/plan-runtime.js";
import { freeTypeNames, freeValueNames } from "../../src/splice/runtime-globals.js";
import { fileLibraryImports } from "../../src/splice/runtime-imports.js";
import { UNEXPORTED_RUNTIME_VALUES } from "../../src/splice/runtime-names.js";
import {
  parsedRuntimeDeclaredNames,
  RUNTIME_FILES,
  runtimeGlobalNames,
} from "../../src/splice/runtime-source.js";
import { readRuntimeSource } from "../../src/splice/runtime-text.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { compileInMemory } from "../support/compile.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The library imports of a runtime file as TypeScript parses them: module → `name`, `type name`, `name as alias`. */
function parsedLibraryImports(file: string): Map<string, string[]> {
  const source = ts.createSourceFile(`${file}.ts`, readRuntimeSource(file), ts.ScriptTarget.Latest, false);
  const imports = new Map<string, string[]>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const module = statement.moduleSpecifier.text;
    if (module.startsWith(".")) continue;
    const clause = statement.importClause;
    const names = imports.get(module) ?? [];
    if (clause?.name) names.push(`default ${clause.name.text}`);
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        const type = clause.isTypeOnly || element.isTypeOnly ? "type " : "";
        const alias = element.propertyName ? ` as ${element.name.text}` : "";
        names.push(`${type}${(element.propertyName ?? element.name).text}${alias}`);
      }
    }
    imports.set(module, names);
  }
  return imports;
}

function scannedLibraryImports(file: string): Map<string, string[]> {
  const imports = new Map<string, string[]>();
  for (const [module, imported] of fileLibraryImports(file)) {
    imports.set(module, [
      ...(imported.default === undefined ? [] : [`default ${imported.default}`]),
      ...imported.names.map(
        (entry) => `${entry.typeOnly ? "type " : ""}${entry.name}${entry.as ? ` as ${entry.as}` : ""}`,
      ),
    ]);
  }
  return imports;
}

describe("the runtime's library imports", () => {
  it.each(RUNTIME_FILES)("are read from %s.ts as TypeScript parses them", (file) => {
    const sorted = (imports: Map<string, string[]>) =>
      Object.fromEntries([...imports].map(([module, names]) => [module, [...names].sort()]));
    expect(sorted(scannedLibraryImports(file))).toEqual(sorted(parsedLibraryImports(file)));
  });

  it("are reserved by each template that splices them, so no schema type takes an imported name", () => {
    const importedBy = (files: readonly string[]) =>
      files.flatMap((file) =>
        [...fileLibraryImports(file).values()].flatMap((entry) => [
          ...(entry.default === undefined ? [] : [entry.default]),
          ...entry.names.map((name) => name.as ?? name.name),
        ]),
      );
    for (const declaration of BUILTIN_OUTPUTS.clients as readonly ClientDeclaration[]) {
      const files = [...declaration.runtimeFiles, ...(declaration.streaming?.runtimeFiles ?? [])];
      const reserved: readonly string[] = clientOwnNames(declaration);
      expect(
        importedBy(files).filter((name) => !reserved.includes(name)),
        declaration.id,
      ).toEqual([]);
    }
    // Authentication's files are spliced only where schemes are declared, and reserve their names then (with
    // every built-in template's, which every output reserves).
    const reserved = [...securityClientNames(BUILTIN_OUTPUTS), ...builtinClientNames(BUILTIN_OUTPUTS)];
    expect(importedBy(SECURITY_RUNTIME_FILES).filter((name) => !reserved.includes(name))).toEqual([]);
  });
});

describe("the runtime names generated code uses", () => {
  it("include unexported values only where a runtime file declares them at the top level, unexported", () => {
    const declared = parsedRuntimeDeclaredNames(RUNTIME_FILES);
    for (const name of UNEXPORTED_RUNTIME_VALUES) {
      expect(declared).toContain(name);
      const exported = RUNTIME_FILES.some((file) =>
        new RegExp(`^export\\s+(?:async\\s+)?(?:function|const|let)\\s+${name}\\b`, "m").test(
          readRuntimeSource(file),
        ),
      );
      expect(exported, `${name} is exported: name it through the exports instead`).toBe(false);
    }
  });

  it("include each declaration's per-call options type where no library provides it", () => {
    const globals = ["RequestInit"];
    const declared = parsedRuntimeDeclaredNames(RUNTIME_FILES);
    for (const declaration of BUILTIN_OUTPUTS.clients as readonly ClientDeclaration[]) {
      const { name, module } = declaration.requestOptions;
      if (module === undefined) expect([...globals, ...declared], declaration.id).toContain(name);
    }
  });

  it("are checked by the compiler: a name no runtime file declares does not compile", () => {
    const module = path.relative(
      path.join(ROOT, ".tmp-virtual"),
      path.join(ROOT, "src/splice/runtime-names.js"),
    );
    const uses = (value: string, type: string) =>
      [
        `import { runtimeCall, runtimeType } from "${module.split(path.sep).join("/")}";`,
        `export const call = runtimeCall("${value}", []);`,
        `export const type = runtimeType("${type}");`,
      ].join("\n");
    // Only this file's diagnostics: the generator's own files are checked under their own tsconfig by the build.
    const diagnostics = (text: string) =>
      compileInMemory({ "names.ts": text }).diagnostics.filter((line) => line.startsWith("names.ts:"));
    expect(diagnostics(uses("sendRequest", "APIResponse"))).toEqual([]);
    const misspelled = diagnostics(uses("sendReqest", "APIRespons"));
    expect(misspelled).toEqual([
      expect.stringMatching(/names\.ts:2:\d+ TS2345 .*"sendReqest"/),
      expect.stringMatching(/names\.ts:3:\d+ TS2345 .*"APIRespons"/),
    ]);
  });
});

describe("the global values the runtime reads", () => {
  it("are the identifiers read in value positions that the file declares nowhere", () => {
    const text = [
      "import { helper } from './x.js';",
      "interface Shape { fetch: Headers }",
      "export function send<Method extends string>(request: Shape, method: Method): unknown {",
      "  const local = encodeURIComponent(request.fetch.get('a') ?? '');",
      "  const copy = { ...request, local, key: JSON.stringify(local) };",
      "  return helper(copy, new TextDecoder(), Object.keys(copy), method);",
      "}",
    ].join("\n");
    expect(freeValueNames("x.ts", text)).toEqual(["JSON", "Object", "TextDecoder", "encodeURIComponent"]);
  });

  it("come from the build's scan when it was made of the same source, and equal a scan made now", () => {
    for (const file of RUNTIME_FILES) {
      expect(runtimeGlobalNames([file]).sort(), file).toEqual(
        freeValueNames(`${file}.ts`, readRuntimeSource(file)),
      );
    }
    expect(runtimeGlobalNames(RUNTIME_FILES)).toEqual(expect.arrayContaining(["encodeURIComponent", "btoa"]));
  });
});

describe("the global types the runtime names", () => {
  it("are the type references the file declares and imports nowhere", () => {
    const text = [
      "import type { AxiosResponse } from 'axios';",
      "interface Shape<Item> { headers: Headers; items: Item[]; raw: AxiosResponse }",
      "export function read(shape: Shape<Blob>): Promise<Response> | TypeError { return fetch('', {}); }",
    ].join("\n");
    expect(freeTypeNames("x.ts", text)).toEqual(["Blob", "Headers", "Promise", "Response", "TypeError"]);
  });

  it("are all names no type of the generated module takes (a schema, a failure union, a request type)", () => {
    const clientFiles = RUNTIME_FILES.filter((file) => file !== MSW_RUNTIME_FILE);
    const named = clientFiles.flatMap((file) => freeTypeNames(`${file}.ts`, readRuntimeSource(file)));
    const unguarded = [...new Set(named)].filter((name) => !GLOBAL_NAMES_USED_BY_OUTPUT.has(name)).sort();
    expect(unguarded).toEqual([]);
  });

  it("of the MSW handlers file are names that file never declares (`handlers`, `api`, `<operation>Handler`)", () => {
    // The handlers file declares no schema: only its runtime's own names and these (see plan/plan-msw.ts).
    const named = freeTypeNames(`${MSW_RUNTIME_FILE}.ts`, readRuntimeSource(MSW_RUNTIME_FILE));
    expect(named).toContain("ResponseInit");
    const declarable = named.filter(
      (name) => ["handlers", "api"].includes(name) || /^[a-z].*Handler$/.test(name),
    );
    expect(declarable).toEqual([]);
  });
});
