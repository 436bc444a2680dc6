// Takes the comments out of the JavaScript tsc writes to dist/ (the programmatic API's modules). Part of
// `npm run build`, right after tsc. The comments explain the sources to their developers and are a third of
// these files; a user who installs typewright runs the code and reads the API's documentation in the
// declaration files (dist/**/*.d.ts), which keep theirs. The bundles made later from dist/ keep no comments
// either, and dist/typescript-api.cjs (written later, by trim-typescript.js) keeps its header.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const printer = ts.createPrinter({ removeComments: true });

let before = 0;
let after = 0;
for (const file of emittedScripts(dist)) {
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.JS);
  const stripped = printer.printFile(source);
  before += text.length;
  after += stripped.length;
  writeFileSync(file, stripped);
}
console.log(`strip-comments: dist/ scripts ${kilobytes(before)} → ${kilobytes(after)}`);

/** Every .js and .cjs file tsc wrote, in dist/ and its folders (the bundles' folders are made later). */
function emittedScripts(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.c?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]dist[\\/](bundle|browser)[\\/]/.test(file))
    .filter((file) => path.basename(file) !== "typescript-api.cjs");
}

function kilobytes(characters) {
  return `${Math.round(characters / 1024)} KiB`;
}
