// Writes dist/typescript-api.cjs: typescript.js trimmed to the compiler API members src/ uses (see
// scripts/lib/trim-typescript.js). Part of `npm run build`, after tsc and before anything that runs dist/.
// src/typescript.cts loads it instead of the whole typescript.js; its first statement hands over the whole
// module instead when the installed TypeScript is not the version it was trimmed from.
import { copyFileSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { readSourceModules, usedCompilerApiMembers } from "./lib/compiler-api-members.js";
import { trimTypeScript } from "./lib/trim-typescript.js";

const root = fileURLToPath(new URL("..", import.meta.url));
const target = path.join(root, "dist", "typescript-api.cjs");
const require = createRequire(import.meta.url);

const { members, problems } = usedCompilerApiMembers(ts, readSourceModules(path.join(root, "src")));
if (problems.length > 0) {
  throw new Error(
    `trim-typescript: cannot tell which compiler API members are used:\n${problems.join("\n")}`,
  );
}

const started = performance.now();
const typescriptFile = require.resolve("typescript");
const original = readFileSync(typescriptFile, "latin1");
const trimmed = trimTypeScript(ts, original, members);
const header = `// typescript@${ts.version}, trimmed by typewright's scripts/trim-typescript.js to: ${members.join(", ")}\n`;
const temporary = `${target}.${process.pid}.tmp`;
writeFileSync(temporary, `${header}${versionGuard(ts.version)}\n${trimmed.text}`, "latin1");

// The trimmed API must have every member, from the same version; a broken file is never left in dist/.
const api = require(temporary);
const absent = members.filter((member) => api[member] === undefined);
if (absent.length > 0 || api.version !== ts.version) {
  rmSync(temporary);
  throw new Error(`trim-typescript: the trimmed API lacks ${absent.join(", ") || `version ${ts.version}`}`);
}
renameSync(temporary, target);
copyFileSync(path.join(root, "src", "typescript-api.d.cts"), path.join(root, "dist", "typescript-api.d.cts"));
const size = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const took = Math.round(performance.now() - started);
console.log(
  `trimmed typescript.js to ${members.length} members: ${trimmed.keptStatements} of ${trimmed.statements} ` +
    `statements, ${size(trimmed.text.length)} of ${size(original.length)} (${took} ms)`,
);

/**
 * `if (require("typescript/package.json").version !== "<version>") { module.exports = require("typescript");
 * return; }`
 */
function versionGuard(version) {
  const { factory } = ts;
  const requireCall = (specifier) =>
    factory.createCallExpression(factory.createIdentifier("require"), undefined, [
      factory.createStringLiteral(specifier),
    ]);
  const guard = factory.createIfStatement(
    factory.createStrictInequality(
      factory.createPropertyAccessExpression(requireCall("typescript/package.json"), "version"),
      factory.createStringLiteral(version),
    ),
    factory.createBlock([
      factory.createExpressionStatement(
        factory.createAssignment(
          factory.createPropertyAccessExpression(factory.createIdentifier("module"), "exports"),
          requireCall("typescript"),
        ),
      ),
      factory.createReturnStatement(),
    ]),
  );
  return ts
    .createPrinter()
    .printNode(ts.EmitHint.Unspecified, guard, ts.createSourceFile("guard.js", "", ts.ScriptTarget.Latest));
}
