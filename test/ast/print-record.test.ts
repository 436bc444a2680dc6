/**
 * What print knows of a statement beyond its syntax is carried by the statement, recorded when it is built
 * (src/ast/print-record.ts): code printed ahead of time, a declaration the file may leave out, how an import
 * was made. Print keeps no table keyed by node.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { importDeclaration, namespaceImport } from "../../src/ast/imports.js";
import {
  droppableDeclaration,
  droppableStatement,
  printedStatement,
  printStatements,
} from "../../src/ast/print.js";
import { printRecordOf } from "../../src/ast/print-record.js";
import { referenceTo } from "../../src/ast/references.js";
import ts from "../../src/compiler-api.js";

const f = ts.factory;
const ROOT = path.resolve(import.meta.dirname, "../..");
const code = (text: string, references: string[] = [], words: string[] = []) => ({ text, references, words });
const constant = (name: string) =>
  f.createVariableStatement(
    undefined,
    f.createVariableDeclarationList(
      [f.createVariableDeclaration(name, undefined, undefined, f.createNumericLiteral(1))],
      ts.NodeFlags.Const,
    ),
  );
const use = (name: string, asReference = true) =>
  f.createExpressionStatement(asReference ? referenceTo(name) : f.createIdentifier(name));

describe("a statement's print record", () => {
  it("is what the statement was built with", () => {
    const printed = code("ahead();", ["ahead"], ["ahead"]);
    expect(printRecordOf(printedStatement(printed))).toEqual({ printed });
    expect(printRecordOf(droppableDeclaration(printed, ["ahead"]))).toEqual({
      printed,
      droppable: ["ahead"],
    });
    expect(printRecordOf(droppableStatement(constant("a"), ["a"]))).toEqual({ droppable: ["a"] });
    const parts = { names: ["a", { name: "B", typeOnly: true }] };
    expect(printRecordOf(importDeclaration("library", parts))).toEqual({
      imported: { module: "library", parts },
    });
    expect(printRecordOf(namespaceImport("api", "./api.js"))).toEqual({ imported: { alias: "api" } });
    expect(printRecordOf(constant("plain"))).toBeUndefined();
  });

  it("is set once, when the statement is built, and does not change", () => {
    const statement = droppableStatement(constant("once"), ["once"]);
    expect(() => droppableStatement(statement, ["other"])).toThrow(/set once/);
    const record = printRecordOf(statement);
    expect(Object.isFrozen(record)).toBe(true);
    expect(printRecordOf(statement)).toBe(record);
  });

  it("writes code printed ahead of time as it is, with the usual blank lines around it", () => {
    const odd = "const   spaced =1 ;// kept as is\nnext( )";
    expect(
      printStatements([use("before", false), printedStatement(code(odd)), use("after", false)], {
        header: [],
      }),
    ).toBe(`before;\n\n${odd}\n\nafter;\n`);
  });

  it("leaves a droppable statement out of a file that does not reference it and keeps it in one that does", () => {
    // The same statement in two files: the record travels with it, whichever file prints it.
    const droppable = droppableStatement(constant("shared"), ["shared"]);
    expect(printStatements([droppable, use("shared", false)], { header: [] })).toBe("shared;\n");
    expect(printStatements([droppable, use("shared")], { header: [] })).toBe(
      "const shared = 1;\n\nshared;\n",
    );
  });

  it("narrows an import to the names the file's code references", () => {
    const imports = importDeclaration("library", {
      default: "lib",
      names: ["used", { name: "Unused", typeOnly: true }],
    });
    expect(printStatements([imports, use("used")], { header: [] })).toBe(
      "import { used } from 'library';\n\nused;\n",
    );
    expect(printStatements([imports, use("lib")], { header: [] })).toBe(
      "import lib from 'library';\n\nlib;\n",
    );
  });
});

describe("print", () => {
  it("reads no table keyed by node: what it knows of a statement, the statement carries", () => {
    for (const file of ["print.ts", "imports.ts", "print-record.ts"]) {
      const text = readFileSync(path.join(ROOT, "src/ast", file), "utf8");
      expect(text, file).not.toMatch(/\bWeak(Map|Set)\b/);
      expect(text, file).not.toMatch(/\bnew Map<\s*ts\./);
    }
  });
});
