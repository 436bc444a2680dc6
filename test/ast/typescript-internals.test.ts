/**
 * One test per TypeScript internal typewright relies on (src/ast/typescript-internals.ts), each on the
 * compiler API the generator runs on: a TypeScript version that drops or changes one fails here first.
 * The layout of typescript.js that the build's trim relies on is tested by trim-typescript.test.ts.
 */
import { describe, expect, it } from "vitest";
import { createPrinter, emptySourceFile } from "../../src/ast/print.js";
import { createTextWriter } from "../../src/ast/text-writer.js";
import {
  markSynthesized,
  ownField,
  parseDiagnosticsOf,
  printerWriteNode,
  verbatimIdentifier,
  withOwnField,
  withSymbol,
} from "../../src/ast/typescript-internals.js";
import ts from "../../src/compiler-api.js";

describe("the TypeScript internals typewright relies on", () => {
  it("the printer's writeNode writes a node through a writer of ours", () => {
    const writeNode = printerWriteNode(createPrinter());
    expect(writeNode).toBeTypeOf("function");
    const writer = createTextWriter();
    const node = ts.factory.createReturnStatement(ts.factory.createIdentifier("value"));
    writeNode?.(node, emptySourceFile(), writer);
    expect(writer.getText()).toBe("return value;");
  });

  it("a parsed source file lists its syntax errors in parseDiagnostics", () => {
    const broken = ts.createSourceFile("a.ts", "type T = ;", ts.ScriptTarget.ESNext, false);
    expect(parseDiagnosticsOf(broken).map((diagnostic) => diagnostic.code)).toEqual([1110]);
    const fine = ts.createSourceFile("b.ts", "type T = string;", ts.ScriptTarget.ESNext, false);
    expect(parseDiagnosticsOf(fine)).toEqual([]);
  });

  it("a parsed node marked synthesized prints from its nodes, without the comments of its text", () => {
    const text =
      "// a comment of the file\nexport function f(a: [number,   number]) {\n  return a; // trailing\n}\n";
    const source = ts.createSourceFile("c.ts", text, ts.ScriptTarget.ESNext, false);
    const [statement] = source.statements;
    if (statement === undefined) throw new Error("no statement parsed");
    markSynthesized(statement);
    // Printed against another (empty) file: what is printed can only come from the nodes.
    const printed = createPrinter().printNode(ts.EmitHint.Unspecified, statement, emptySourceFile());
    expect(printed).toBe("export function f(a: [number, number]) {\n    return a;\n}");
  });

  it("an identifier made from any text prints that text unchanged", () => {
    const type = ts.factory.createTypeReferenceNode(verbatimIdentifier("Map<string, { a: 1 }>"));
    const printed = createPrinter().printNode(ts.EmitHint.Unspecified, type, emptySourceFile());
    expect(printed).toBe("Map<string, { a: 1 }>");
  });

  it("the printer hands an identifier's symbol to the writer's writeSymbol, and only that identifier's", () => {
    const writeNode = printerWriteNode(createPrinter());
    const symbol = { mine: true };
    const seen: [string, unknown][] = [];
    const writer = createTextWriter();
    const node = ts.factory.createReturnStatement(
      ts.factory.createCallExpression(withSymbol(ts.factory.createIdentifier("marked"), symbol), undefined, [
        ts.factory.createIdentifier("plain"),
      ]),
    );
    writeNode?.(node, emptySourceFile(), {
      ...writer,
      writeSymbol: (text: string, given: unknown) => {
        seen.push([text, given]);
        writer.writeSymbol(text, given);
      },
    });
    expect(seen).toEqual([["marked", symbol]]);
    expect(writer.getText()).toBe("return marked(plain);");
  });

  it("a node keeps a field of our own, which neither the factory nor the printer reads or clears", () => {
    const key = Symbol("a field of ours");
    const statement = ts.factory.createReturnStatement(ts.factory.createIdentifier("value"));
    expect(withOwnField(statement, key, "carried")).toBe(statement);
    const writer = createTextWriter();
    printerWriteNode(createPrinter())?.(statement, emptySourceFile(), writer);
    expect(writer.getText()).toBe("return value;");
    expect(createPrinter().printNode(ts.EmitHint.Unspecified, statement, emptySourceFile())).toBe(
      "return value;",
    );
    expect(ownField(statement, key)).toBe("carried");
    expect(ownField(ts.factory.createReturnStatement(), key)).toBeUndefined();
  });
});
