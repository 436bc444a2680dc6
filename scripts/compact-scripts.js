// Writes the JavaScript tsc puts in dist/ (the programmatic API's modules) without comments and white space.
// Part of `npm run build`, right after tsc. The comments explain the sources to their developers and the
// white space lays them out for reading; a user who installs typewright runs the code and reads the API's
// documentation in the declaration files (dist/**/*.d.ts), which keep theirs. Names are kept (no mangling, no
// rewriting), so a stack trace still names the function. The bundles made later from dist/ are compacted the
// same way, and dist/typescript-api.cjs (written later, by trim-typescript.js) keeps its header.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { minifySync } from "rolldown/experimental";

const dist = fileURLToPath(new URL("../dist/", import.meta.url));
const COMPACT = { compress: false, mangle: false, codegen: { removeWhitespace: true } };

let before = 0;
let after = 0;
for (const file of emittedScripts(dist)) {
  const text = readFileSync(file, "utf8");
  const { code, errors } = minifySync(file, text, COMPACT);
  if (errors.length > 0)
    throw new Error(`compact-scripts: ${file}: ${errors.map((e) => e.message).join("; ")}`);
  before += text.length;
  after += code.length;
  writeFileSync(file, code);
}
console.log(`compact-scripts: dist/ scripts ${kilobytes(before)} → ${kilobytes(after)}`);

/** Every .js and .cjs file tsc wrote, in dist/ and its folders (the bundles' folders are made later). */
function emittedScripts(folder) {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.c?js$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !/[\\/]dist[\\/](bundle|browser|vendor)[\\/]/.test(file))
    .filter((file) => path.basename(file) !== "typescript-api.cjs");
}

function kilobytes(characters) {
  return `${Math.round(characters / 1024)} KiB`;
}
