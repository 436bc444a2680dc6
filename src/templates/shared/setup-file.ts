import { withJsDoc } from "../../ast/jsdoc.js";
import {
  functionDeclaration,
  keywordType,
  objectLiteral,
  parameter,
  typeReference,
} from "../../ast/nodes.js";
import type ts from "../../compiler-api.js";

/** `export function <name>(<parameters>): void { <body> }` with a doc comment. */
export function exportedSetupFunction(
  name: string,
  parameters: ts.ParameterDeclaration[],
  body: ts.Statement[],
  description: string,
): ts.Statement {
  return withJsDoc(
    functionDeclaration(name, { exported: true, parameters, returnType: keywordType("void"), body }),
    { description },
  );
}

/** `headers: Record<string, string> = {}`: the headers every request of the set-up client sends. */
export function headersParameter(headers: ts.Identifier): ts.ParameterDeclaration {
  return parameter(headers, {
    type: typeReference("Record", [keywordType("string"), keywordType("string")]),
    initializer: objectLiteral(),
  });
}
