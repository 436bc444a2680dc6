// TypeScript nodes are built only in src/ast/: everywhere else code asks a named helper for a node, so the
// emitters read as what they build, and a change of the compiler's factory API touches one folder. This
// check fails on any use of the compiler's `factory` outside src/ast/: `ts.factory.createX(...)`,
// `const { factory } = ts`, `import { factory } from "typescript"`, `ts["factory"]`.
//
//   node scripts/check-factory.js   prints each use with its file and line, and exits 1 if there is any
//
// test/architecture/factory-check.test.ts runs the same check in `npm test`, and tests the checker on small examples.
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { readSourceFiles } from "./check-layers.js";

/** Where `ts.factory` may be used: the node helpers. */
export const FACTORY_FOLDER = "src/ast/";

/**
 * Every use of the compiler's `factory` in one file, with its line.
 *
 * @param {string} fileName
 * @param {string} text
 * @returns {{ line: number; text: string }[]}
 */
export function factoryUses(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const uses = [];
  const add = (node) => {
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    uses.push({ line, text: node.getText(source).split("\n")[0] });
  };
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === "factory") add(node);
    else if (
      ts.isElementAccessExpression(node) &&
      ts.isStringLiteralLike(node.argumentExpression) &&
      node.argumentExpression.text === "factory"
    )
      add(node);
    else if (ts.isBindingElement(node) && (node.propertyName ?? node.name).getText(source) === "factory")
      add(node);
    else if (ts.isImportSpecifier(node) && (node.propertyName ?? node.name).text === "factory") add(node);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return uses;
}

/**
 * The uses of `factory` outside src/ast/, one message each.
 *
 * @param {{ path: string; text: string }[]} files every source module, paths from the repository root
 * @returns {string[]}
 */
export function checkFactoryUses(files) {
  return files
    .filter((file) => !file.path.startsWith(FACTORY_FOLDER))
    .flatMap((file) =>
      factoryUses(file.path, file.text).map(
        (use) => `${file.path}:${use.line}: ${use.text} (build nodes through a helper in ${FACTORY_FOLDER})`,
      ),
    );
}

if (process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL("..", import.meta.url));
  const problems = checkFactoryUses(readSourceFiles(root));
  for (const problem of problems) console.log(problem);
  console.log(
    problems.length === 0
      ? `check-factory: ts.factory is used only in ${FACTORY_FOLDER}`
      : `check-factory: ${problems.length} uses of ts.factory outside ${FACTORY_FOLDER}`,
  );
  process.exitCode = problems.length === 0 ? 0 : 1;
}
