import { describe, expect, it } from "vitest";
import { statementNames } from "../../src/ast/declarations.js";
import { createStandalonePrinter, printNode, printStatements } from "../../src/ast/print.js";
import { referenceTo } from "../../src/ast/references.js";
import ts from "../../src/compiler-api.js";
import { alwaysReservedFiles } from "../../src/plan/plan-runtime.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

const ALWAYS_RESERVED_FILES = alwaysReservedFiles(BUILTIN_OUTPUTS);

import { readPrintedRuntime, readRuntimeFile } from "../../src/splice/runtime-files.js";
import { libraryImportedNames } from "../../src/splice/runtime-imports.js";
import { runtimePublicNames } from "../../src/splice/runtime-public.js";
import {
  type PrintedRuntime,
  parsedRuntimeDeclaredNames,
  printedText,
  RUNTIME_FILES,
  runtimeDeclaredNames,
  runtimeHelpers,
  runtimeStatements,
} from "../../src/splice/runtime-source.js";
import { stringLiteralNodes } from "../support/string-literals.js";

describe("runtime helper names", () => {
  it("the fast text scan finds exactly the top-level names the parser finds", () => {
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES).sort()).toEqual(
      parsedRuntimeDeclaredNames(ALWAYS_RESERVED_FILES).sort(),
    );
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).toContain("ApiError");
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).toContain("serializeQuery");
    // The security file's names are reserved only for descriptions with security schemes.
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).not.toContain("applyCredentials");
    expect(runtimeDeclaredNames(["security", "ng1-security", "ng2-security"]).sort()).toEqual(
      parsedRuntimeDeclaredNames(["security", "ng1-security", "ng2-security"]).sort(),
    );
    expect(runtimeDeclaredNames(["security"])).toContain("applyCredentials");
  });
});

describe("runtime helpers printed at build time", () => {
  it.each(RUNTIME_FILES)(
    "%s: the build's text is current and prints exactly like the parsed file",
    (file) => {
      // `npm test` builds first: if this fails, dist/runtime-printed.json is missing or older than the file.
      const built = JSON.parse(readPrintedRuntime() ?? "null") as PrintedRuntime | null;
      expect(printedText(built, file, readRuntimeFile(file), ts.version)).toBeDefined();
      const helpers = runtimeHelpers(file);
      const parsed = runtimeStatements(file);
      // One printed statement per parsed one, so that a file may leave out the declarations it does not use.
      expect(helpers).toHaveLength(parsed.length);
      // Between other statements, as in a generated file (the blank lines around it come from the printer),
      // and with a statement naming everything the file declares, so that none is left out.
      const neighbour = runtimeStatements("request-parts").slice(0, 1);
      const namesAll = usesOf(`[${parsedRuntimeDeclaredNames([file]).join(", ")}]`);
      const around = (statements: readonly ts.Statement[]) =>
        printStatements([...neighbour, ...statements, ...neighbour, namesAll], { header: ["h"] });
      expect(around(helpers)).toBe(around(parsed));
    },
  );

  it("quote string literals like the generated code: single quotes, double where the text holds one", () => {
    const quotes = { single: 0, double: 0 };
    for (const file of RUNTIME_FILES) {
      // Each statement on its own: printStatements would leave out the declarations nothing names.
      const text = runtimeStatements(file)
        .map((statement) => printNode(statement))
        .join("\n");
      for (const literal of stringLiteralNodes(text).map((node) => node.getText())) {
        const holdsApostrophe = literal.slice(1, -1).includes("'");
        expect(literal[0], `${file}: ${literal}`).toBe(holdsApostrophe ? '"' : "'");
        quotes[literal[0] === "'" ? "single" : "double"]++;
      }
    }
    // Both kinds occur, so the check above saw each rule applied.
    expect(quotes.single).toBeGreaterThan(100);
    expect(quotes.double).toBeGreaterThan(0);
  });

  it("is used only when printed from the same source by the same TypeScript version", () => {
    const statements = [{ text: "A" }];
    const files = { "request-parts": { source: "a", printed: statements } };
    const printed = { format: 3, typescript: "6.0.3", files };
    expect(printedText(printed, "request-parts", "a", "6.0.3")).toBe(statements);
    expect(printedText(printed, "request-parts", "a changed", "6.0.3")).toBeUndefined();
    expect(printedText(printed, "request-parts", "a", "6.0.4")).toBeUndefined();
    expect(printedText(printed, "fetch-client", "a", "6.0.3")).toBeUndefined();
    expect(printedText(null, "request-parts", "a", "6.0.3")).toBeUndefined();
    // Printed by a build of another layout (an older one recorded no library names among the references).
    expect(printedText({ typescript: "6.0.3", files }, "request-parts", "a", "6.0.3")).toBeUndefined();
    expect(printedText({ ...printed, format: 2 }, "request-parts", "a", "6.0.3")).toBeUndefined();
  });
});

describe("runtime declarations a file does not use", () => {
  const printed = (statements: readonly ts.Statement[]) => printStatements(statements, { header: [] });

  it("are left out, with what only they name; what the file's code names stays, and what that names", () => {
    const helpers = runtimeHelpers("request-parts", "request-parameters");
    const everything = printed(helpers);
    // Nothing names them: every module-private declaration goes, the public ones (none here) stay.
    expect(everything).toBe("");
    const code = printed([
      ...helpers,
      ...runtimeStatements("fetch-client").slice(0, 0),
      usesOf("expandPath"),
    ]);
    expect(code).toContain("function expandPath(");
    // expandPath calls encodePathValue, which calls encodeValue and simpleValue: kept too, and the
    // descriptor it reads, from the other file.
    for (const name of ["encodePathValue", "encodeValue", "simpleValue"])
      expect(code).toContain(`function ${name}(`);
    expect(code).toContain("interface RequestDescriptor");
    for (const name of ["multipartBody", "toFormData", "cookieHeader"])
      expect(code).not.toContain(`function ${name}(`);
  });
});

/** A statement referencing `name`, as generated code would. */
function usesOf(name: string): ts.Statement {
  return ts.factory.createExpressionStatement(referenceTo(name));
}

describe("runtime JSDoc", () => {
  it("a declaration the generated module exports keeps its JSDoc from the helper file, a module-private one none", () => {
    let documented = 0;
    for (const file of RUNTIME_FILES) {
      const exported = new Set(runtimePublicNames(file));
      for (const statement of runtimeStatements(file)) {
        const text = printNode(statement);
        const isPublic = statementNames(statement).some((name) => exported.has(name));
        expect({ file, text: text.slice(0, 60), documented: text.startsWith("/**") }).toEqual({
          file,
          text: text.slice(0, 60),
          documented: isPublic,
        });
        if (isPublic) documented++;
      }
    }
    expect(documented).toBeGreaterThan(20);
  });

  it("records for each statement the runtime declarations and library names its code reads, as the build printed them", () => {
    const declared = new Set(parsedRuntimeDeclaredNames(RUNTIME_FILES));
    const built = JSON.parse(readPrintedRuntime() ?? "null") as PrintedRuntime;
    let referencing = 0;
    let naming = 0;
    for (const file of RUNTIME_FILES) {
      const importable = new Set(libraryImportedNames(file));
      const recorded = built.files[file]?.printed ?? [];
      const print = createStandalonePrinter();
      const fresh = runtimeStatements(file).map(print);
      expect(
        recorded.map(({ references = [] }) => references),
        file,
      ).toEqual(fresh.map(({ references }) => references));
      for (const { references } of fresh) {
        for (const name of references)
          expect(declared.has(name) || importable.has(name), `${file}: ${name}`).toBe(true);
        if (references.some((name) => declared.has(name))) referencing++;
        if (references.some((name) => importable.has(name))) naming++;
      }
    }
    expect(referencing).toBeGreaterThan(50);
    // The statements that name an axios, ky, xior, Angular or rxjs type or value.
    expect(naming).toBeGreaterThan(10);
  });

  it("carries isApiError's usage line", () => {
    const isApiError = runtimeStatements("axios-client").find((s) =>
      statementNames(s).includes("isApiError"),
    );
    expect(isApiError && printNode(isApiError)).toContain(
      " * `method`'s description: `if (isApiError(error, petClient.getPet) && error.status === 404) error.body`.\n */\nexport function isApiError",
    );
  });
});
