/**
 * Names met in real descriptions, as the plan's naming functions make them (plan/unique-names.test.ts),
 * declared as a type, a value and enum members of both enum styles: the printed module compiles.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { enumMemberKey } from "../../src/ast/keys.js";
import { exportModifier, stringLiteral } from "../../src/ast/nodes.js";
import { printStatements } from "../../src/ast/print.js";
import {
  assignUniqueNames,
  enumMemberName,
  NameScope,
  toMemberName,
  toTypeName,
} from "../../src/plan/names.js";
import { ENUM_OUTPUT, expectCompiles } from "../support/compile.js";
import { REAL_NAMES } from "../support/real-names.js";

describe("generated names compile", () => {
  it("declares a type, a value and enum members for every real name", () => {
    const typeNames = assignUniqueNames(entriesOf(REAL_NAMES), toTypeName);
    const values = new NameScope();
    const statements = REAL_NAMES.flatMap((raw, index): ts.Statement[] => [
      ts.factory.createInterfaceDeclaration(
        [exportModifier()],
        typeNames.get(raw) ?? "",
        undefined,
        undefined,
        [],
      ),
      ts.factory.createVariableStatement(
        [exportModifier()],
        ts.factory.createVariableDeclarationList(
          [
            ts.factory.createVariableDeclaration(
              values.claim(toMemberName(raw)),
              /* exclamationToken */ undefined,
              /* type */ undefined,
              ts.factory.createNumericLiteral(index),
            ),
          ],
          ts.NodeFlags.Const,
        ),
      ),
    ]);
    const enums = (["original", "PascalCase"] as const).map((style) => {
      const scope = new NameScope();
      const members = REAL_NAMES.map((raw) =>
        ts.factory.createEnumMember(
          enumMemberKey(scope.claim(enumMemberName(raw, style))),
          stringLiteral(raw),
        ),
      );
      return ts.factory.createEnumDeclaration([exportModifier()], `Enum${style}`, members);
    });
    const text = printStatements([...statements, ...enums]);
    expect(text).toContain("export interface Schema3eNum1Период {");
    expect(text).toContain("export enum EnumPascalCase {");
    expectCompiles({ "names.ts": text }, ENUM_OUTPUT);
  });
});

function entriesOf(raws: readonly string[]): { key: string; raw: string }[] {
  return raws.map((raw) => ({ key: raw, raw }));
}
