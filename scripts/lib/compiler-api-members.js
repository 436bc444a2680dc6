/**
 * Which members of the compiler API typewright's sources use: what the build's trim of `typescript.js`
 * (trim-typescript.js) keeps.
 */

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/**
 * Every TypeScript module under `folder` (typewright's src/), for {@link usedCompilerApiMembers}.
 *
 * @param {string} folder
 * @returns {{ path: string; text: string }[]}
 */
export function readSourceModules(folder) {
  return readdirSync(folder, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?ts$/.test(file))
    .sort()
    .map((file) => ({
      path: path.join(path.basename(folder), file).split(path.sep).join("/"),
      text: readFileSync(path.join(folder, file), "utf8"),
    }));
}

/**
 * The members of the compiler API that the given modules use: every `ts.member` where `ts` is the default
 * import of `compiler-api.js`. Type positions (`ts.Node`, `typeof ts`) are not uses. A use of the API object
 * as a whole (passed on, destructured) is reported in `problems`, since its members cannot be known.
 *
 * @param {typeof import("typescript")} ts the full compiler API, to parse with
 * @param {{ path: string; text: string }[]} files TypeScript sources
 * @returns {{ members: string[]; problems: string[] }}
 */
export function usedCompilerApiMembers(ts, files) {
  const members = new Set();
  const problems = [];
  for (const file of files) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true);
    const local = compilerApiImportName(ts, source);
    if (local === undefined) continue;
    const visit = (node) => {
      if (ts.isIdentifier(node) && node.text === local) {
        const use = classifyUse(ts, node);
        if (use.member !== undefined) members.add(use.member);
        if (use.problem) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
          problems.push(`${file.path}:${line + 1}: the compiler API is used as a whole ("${use.problem}")`);
        }
      }
      ts.forEachChild(node, visit);
    };
    ts.forEachChild(source, visit);
  }
  return { members: [...members].sort(), problems };
}

/** `interface X extends ts.Printer`, `class X implements ts.Y`: a type, though written as an expression. */
function isTypeHeritage(ts, access) {
  const heritage = access.parent?.parent;
  if (!ts.isExpressionWithTypeArguments(access.parent) || !heritage || !ts.isHeritageClause(heritage))
    return false;
  return ts.isInterfaceDeclaration(heritage.parent) || heritage.token === ts.SyntaxKind.ImplementsKeyword;
}

function compilerApiImportName(ts, source) {
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!/(^|\/)compiler-api\.js$/.test(statement.moduleSpecifier.text)) continue;
    const clause = statement.importClause;
    if (clause?.name && !clause.isTypeOnly) return clause.name.text;
  }
  return undefined;
}

function classifyUse(ts, identifier) {
  const parent = identifier.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.expression === identifier) {
    return isTypeHeritage(ts, parent) ? {} : { member: parent.name.text };
  }
  // The import itself, and type positions: `ts.Node`, `typeof ts`.
  if (ts.isImportClause(parent) || ts.isQualifiedName(parent) || ts.isTypeQueryNode(parent)) return {};
  return { problem: parent.getText() };
}
