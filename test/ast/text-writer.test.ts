/**
 * The printer writes into typewright's own text writer (src/ast/text-writer.ts) instead of TypeScript's. The
 * writer must not change a single byte: every statement of every template's output, and nodes with the comment
 * shapes the printer treats specially, print the same through both writers.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { createPrinter, emptySourceFile } from "../../src/ast/print.js";
import {
  createStatementPrinter,
  createTextWriter,
  type PrinterTextWriter,
} from "../../src/ast/text-writer.js";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { emitFiles } from "../../src/emit/emit-files.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { RUNTIME_FILES, runtimeHelpers, runtimeStatements } from "../../src/splice/runtime-source.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import { fixturePath } from "../support/generated-module.js";

const TEMPLATES = ["fetch", "axios", "xior", "ky", "ng1", "ng2", "swr", "tsq"] as const;
const FIXTURES = ["clients/everything.yaml", "types/kitchen-sink-3.0.yaml", "types/naming.yaml"];

/** Each statement printed by TypeScript's own writer (`printNode`) and by ours. */
function printBothWays(statements: Iterable<ts.Statement>): { typescript: string[]; ours: string[] } {
  const printer = createPrinter();
  const sourceFile = emptySourceFile();
  const printStatement = createStatementPrinter(printer, sourceFile);
  const typescript: string[] = [];
  const ours: string[] = [];
  for (const statement of statements) {
    typescript.push(printer.printNode(ts.EmitHint.Unspecified, statement, sourceFile));
    ours.push(printStatement(statement));
  }
  return { typescript, ours };
}

describe("typewright's text writer", () => {
  it("is the one the printer writes into (TypeScript still has the internal writeNode)", () => {
    expect(typeof (createPrinter() as { writeNode?: unknown }).writeNode).toBe("function");
  });

  for (const fixture of FIXTURES) {
    it(`prints ${fixture} byte for byte like TypeScript's writer, for every template`, async () => {
      let statementCount = 0;
      for (const template of TEMPLATES) {
        const options = resolveOptions({ src: fixturePath(fixture), template }, BUILTIN_OUTPUTS, {
          requireOut: false,
        });
        const model = buildModel(await loadSpec(options.src));
        const templates = await resolveTemplate(options.template);
        const plan = planOutput(model, options, templates.outputs);
        const files = emitFiles(model, plan, options, {
          templates,
          runtimeHelpers,
          sourceLabel: fixture,
        });
        for (const file of files) {
          const { typescript, ours } = printBothWays(file.statements);
          expect(ours).toEqual(typescript);
          statementCount += ours.length;
        }
      }
      // Not vacuous: several statements per template (the runtime helpers, printed at build time, aside).
      expect(statementCount).toBeGreaterThan(TEMPLATES.length * 4);
    });
  }

  it("prints every runtime helper file byte for byte like TypeScript's writer (as the build does)", () => {
    const statements = RUNTIME_FILES.flatMap((file) => runtimeStatements(file));
    const { typescript, ours } = printBothWays(statements);
    expect(ours).toEqual(typescript);
    expect(ours.length).toBeGreaterThan(RUNTIME_FILES.length * 3);
  });

  it("keeps line, column and indentation bookkeeping for comments with CR LF, U+2028 and trailing text", () => {
    const f = ts.factory;
    const property = f.createPropertySignature(
      undefined,
      "value",
      undefined,
      f.createTypeReferenceNode("string"),
    );
    ts.addSyntheticLeadingComment(
      property,
      ts.SyntaxKind.MultiLineCommentTrivia,
      "*\r\n * a\r\n *   b\r\n ",
      true,
    );
    ts.addSyntheticTrailingComment(property, ts.SyntaxKind.SingleLineCommentTrivia, " after", true);
    const other = f.createPropertySignature(
      undefined,
      "other",
      undefined,
      f.createTypeReferenceNode("number"),
    );
    ts.addSyntheticLeadingComment(other, ts.SyntaxKind.MultiLineCommentTrivia, "* line\u2028break ", false);
    const declaration = f.createInterfaceDeclaration(undefined, "Shape", undefined, undefined, [
      property,
      other,
    ]);
    const namespace = f.createModuleDeclaration(
      undefined,
      f.createIdentifier("Outer"),
      f.createModuleBlock([declaration]),
      ts.NodeFlags.Namespace,
    );
    const { typescript, ours } = printBothWays([namespace]);
    expect(ours).toEqual(typescript);
    expect(ours[0]).toContain("        /**\n         * a\n         *   b\n         */");
  });

  it("answers every question the printer asks exactly like TypeScript's writer, after every kind of write", () => {
    // TypeScript's own writer is internal but present at run time; the same calls go to both.
    const theirs = (
      ts as unknown as { createTextWriter(newLine: string): PrinterTextWriter }
    ).createTextWriter("\n");
    const ours = createTextWriter();
    const texts = [
      "",
      "a",
      "b c ",
      "x\n",
      "\n",
      "// c\r\nd ",
      "e\r",
      "\rf",
      "g\u2028",
      "h\u2029i",
      "\u00a0",
      "\u0085",
      "\t",
    ];
    const calls: ((writer: PrinterTextWriter) => void)[] = [
      ...texts.flatMap((text) => [
        (writer: PrinterTextWriter) => writer.write(text),
        (writer: PrinterTextWriter) => writer.rawWrite(text),
        (writer: PrinterTextWriter) => writer.writeComment(text),
        (writer: PrinterTextWriter) => writer.writeLiteral(text),
        (writer: PrinterTextWriter) => writer.writeSymbol(text, undefined),
      ]),
      (writer) => writer.writeLine(),
      (writer) => writer.writeLine(true),
      (writer) => writer.increaseIndent(),
      (writer) => writer.decreaseIndent(),
    ];
    const state = (writer: PrinterTextWriter) => [
      writer.getText(),
      writer.getTextPos(),
      writer.getLine(),
      writer.getColumn(),
      writer.getIndent(),
      writer.isAtStartOfLine(),
      writer.hasTrailingComment(),
      writer.hasTrailingWhitespace(),
    ];
    // Every pair of calls, from a fresh writer, at indent 1 (so indentation is written too).
    for (const first of calls) {
      for (const second of calls) {
        for (const writer of [theirs, ours]) {
          writer.clear();
          writer.increaseIndent();
          first(writer);
          second(writer);
        }
        expect(state(ours)).toEqual(state(theirs));
      }
    }
  });
});
