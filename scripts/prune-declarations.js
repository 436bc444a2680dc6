// Keeps in dist/ only the declaration files a user's compiler can reach: those the package's entry points
// (`types` of package.json's `exports`) import, directly or through each other. tsc writes one per module,
// and most describe internals no user can import (the `exports` map admits the entry points only): they
// were 200 KB of every install and names an editor could suggest. Part of `npm run build`, once every
// declaration is in dist/ (trim-typescript.js copies the compiler API's). The kept set is compiled on its own
// before anything is deleted; a declaration it needs that is not kept fails the build.
import { readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const DIST = path.join(ROOT, "dist");
const DECLARATION = /\.d\.[cm]?ts$/;

const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
const entries = Object.values(manifest.exports)
  .map((target) => (typeof target === "object" ? target.types : undefined))
  .filter((types) => typeof types === "string")
  .map((types) => path.join(ROOT, types));

const kept = reachableDeclarations(entries);
checkAlone(entries, kept);
const all = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && DECLARATION.test(entry.name))
  .map((entry) => path.join(entry.parentPath, entry.name));
let removedBytes = 0;
let removed = 0;
for (const file of all) {
  if (kept.has(file)) continue;
  removedBytes += statSync(file).size;
  rmSync(file);
  removed++;
}
console.log(
  `prune-declarations: kept ${kept.size} declaration files the entry points reach, removed ${removed} (${Math.round(removedBytes / 1024)} KiB)`,
);

/** The declaration files `entries` import, transitively (relative imports only: packages are the user's). */
function reachableDeclarations(entries) {
  const reached = new Set();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop();
    if (reached.has(file)) continue;
    reached.add(file);
    const info = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
    for (const { fileName } of [...info.importedFiles, ...info.referencedFiles]) {
      if (!fileName.startsWith(".")) continue;
      pending.push(declarationOf(path.resolve(path.dirname(file), fileName), file));
    }
  }
  return reached;
}

/** The declaration file of an imported module path (`./a.js` → `./a.d.ts`, `./b.cjs` → `./b.d.cts`). */
function declarationOf(modulePath, importer) {
  const candidates = /\.[cm]?js$/.test(modulePath)
    ? [modulePath.replace(/\.([cm]?)js$/, ".d.$1ts")]
    : [`${modulePath}.d.ts`, path.join(modulePath, "index.d.ts")];
  const found = candidates.find((candidate) => {
    try {
      return statSync(candidate).isFile();
    } catch {
      return false;
    }
  });
  if (found === undefined)
    throw new Error(`prune-declarations: ${importer} imports ${modulePath}, which has no declaration`);
  return found;
}

/** Fails when the entry points do not compile with the kept declarations alone. */
function checkAlone(entries, kept) {
  const options = {
    noEmit: true,
    strict: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2022,
    types: [],
    skipLibCheck: false,
  };
  const host = ts.createCompilerHost(options);
  const fileExists = host.fileExists.bind(host);
  // Outside dist/ (the user's packages, TypeScript's lib) as usual; inside it, only what is kept.
  host.fileExists = (file) =>
    path.resolve(file).startsWith(DIST + path.sep) && DECLARATION.test(file)
      ? kept.has(path.resolve(file))
      : fileExists(file);
  const program = ts.createProgram(entries, options, host);
  const missing = ts
    .getPreEmitDiagnostics(program)
    .filter(
      (diagnostic) =>
        diagnostic.file !== undefined && path.resolve(diagnostic.file.fileName).startsWith(DIST),
    );
  if (missing.length > 0) {
    const text = ts.formatDiagnostics(missing.slice(0, 5), {
      getCanonicalFileName: (name) => name,
      getCurrentDirectory: () => ROOT,
      getNewLine: () => "\n",
    });
    throw new Error(
      `prune-declarations: the entry points do not compile with the kept declarations:\n${text}`,
    );
  }
}
