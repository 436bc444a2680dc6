// Builds the part of js-yaml the API uses (its loader, the core schema, the merge tag) into one ES module,
// dist/vendor/js-yaml.js, with js-yaml's licence header, and points dist's imports of "js-yaml" at it. Part of
// `npm run build`, after compact-scripts.js and before the bundles, which then take that file too. Why: the
// published package has no js-yaml dependency, whose install (its CommonJS, ES, browser builds, source maps and
// argparse for its own command) was a fifth of what installing typewright added; see docs/performance.md.
// The sources still import "js-yaml" (a devDependency), for tsc and the tests; only dist/ changes.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const output = path.join(dist, "vendor", "js-yaml.js");
const ENTRY = "\0js-yaml-used-part";

/** `import { a, b } from "js-yaml"` in dist's modules → the names they use, and the files that import it. */
const importers = [];
const used = new Set();
const importPattern = /import\s*\{([^}]*)\}\s*from\s*"js-yaml"/g;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith(".js")) continue;
  const file = path.join(entry.parentPath, entry.name);
  const text = readFileSync(file, "utf8");
  if (!text.includes('"js-yaml"')) continue;
  const matches = [...text.matchAll(importPattern)];
  if (matches.length === 0) throw new Error(`bundle-js-yaml: ${file} imports js-yaml other than by name`);
  for (const match of matches) {
    for (const name of match[1].split(",")) if (name.trim()) used.add(name.trim().split(/\s+as\s+/)[0]);
  }
  importers.push(file);
}
if (importers.length === 0) throw new Error("bundle-js-yaml: no module in dist/ imports js-yaml");

const bundle = await rolldown({
  input: ENTRY,
  platform: "neutral",
  logLevel: "warn",
  plugins: [
    {
      name: "js-yaml-used-part",
      resolveId: (id) => (id === ENTRY ? id : null),
      load: (id) => (id === ENTRY ? `export { ${[...used].join(", ")} } from "js-yaml";\n` : null),
    },
  ],
});
await bundle.write({
  file: output,
  format: "esm",
  codeSplitting: false,
  minify: true,
  comments: { legal: true, annotation: false, jsdoc: false },
});
await bundle.close();

const text = readFileSync(output, "utf8");
if (!/^\/\*! js-yaml [\d.]+ .*@license MIT \*\//.test(text)) {
  throw new Error("bundle-js-yaml: the bundle lost js-yaml's licence header");
}
for (const file of importers) {
  let specifier = path.relative(path.dirname(file), output).split(path.sep).join("/");
  if (!specifier.startsWith(".")) specifier = `./${specifier}`;
  writeFileSync(file, readFileSync(file, "utf8").replace(/from\s*"js-yaml"/g, `from "${specifier}"`));
}
console.log(
  `bundled ${path.relative(root, output)} (${[...used].join(", ")}): ${(text.length / 1024).toFixed(0)} KiB`,
);
