// Builds the part of each vendored package the API uses into one ES module, dist/vendor/<package>.js, with the
// package's licence header, and points dist's imports of the package at it. Part of `npm run build`, after
// compact-scripts.js and before the bundles, which then take those files too. Why: the published package has
// no such dependency. js-yaml's install (its CommonJS, ES, browser builds, source maps and argparse for its own
// command) was a fifth of what installing typewright added; jsonpath-rfc9535's (its sources, two builds and
// their maps, 2.4 MB) would have been a third; see docs/performance.md.
// The sources still import the packages (devDependencies), for tsc and the tests; only dist/ changes.
import { copyFileSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { rolldown } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");

/**
 * Each vendored package: its licence header, kept by the bundle or written as its banner, and a licence file
 * shipped beside it when the licence asks for a copy of its text (Apache-2.0).
 */
const VENDORED = [
  { name: "js-yaml", header: /^\/\*! js-yaml [\d.]+ .*@license MIT \*\//, licenceFile: false },
  { name: "jsonpath-rfc9535", header: undefined, licenceFile: true },
];

for (const vendored of VENDORED) await bundle(vendored);

async function bundle({ name, header, licenceFile }) {
  const output = path.join(dist, "vendor", `${name}.js`);
  const entry = `\0${name}-used-part`;
  const quoted = `"${name}"`;
  // `import { a, b } from "<name>"` in dist's modules → the names they use, and the files that import it.
  const importers = [];
  const used = new Set();
  const importPattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${quoted}`, "g");
  for (const found of readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!found.isFile() || !found.name.endsWith(".js")) continue;
    const file = path.join(found.parentPath, found.name);
    const text = readFileSync(file, "utf8");
    if (!text.includes(quoted)) continue;
    const matches = [...text.matchAll(importPattern)];
    if (matches.length === 0) throw new Error(`bundle-vendor: ${file} imports ${name} other than by name`);
    for (const match of matches) {
      for (const part of match[1].split(",")) if (part.trim()) used.add(part.trim().split(/\s+as\s+/)[0]);
    }
    importers.push(file);
  }
  if (importers.length === 0) throw new Error(`bundle-vendor: no module in dist/ imports ${name}`);

  const manifest = JSON.parse(readFileSync(path.join(root, "node_modules", name, "package.json"), "utf8"));
  const build = await rolldown({
    input: entry,
    platform: "neutral",
    logLevel: "warn",
    plugins: [
      {
        name: `${name}-used-part`,
        resolveId: (id) => (id === entry ? id : null),
        load: (id) => (id === entry ? `export { ${[...used].join(", ")} } from "${name}";\n` : null),
      },
    ],
  });
  await build.write({
    file: output,
    format: "esm",
    codeSplitting: false,
    minify: true,
    comments: { legal: true, annotation: false, jsdoc: false },
    ...(header === undefined
      ? { banner: `/*! ${name} ${manifest.version} ${manifest.homepage} @license ${manifest.license} */` }
      : {}),
  });
  await build.close();

  const text = readFileSync(output, "utf8");
  if (header !== undefined && !header.test(text)) {
    throw new Error(`bundle-vendor: the bundle lost ${name}'s licence header`);
  }
  if (licenceFile)
    copyFileSync(path.join(root, "node_modules", name, "LICENSE"), `${output.slice(0, -3)}.LICENSE`);
  for (const file of importers) {
    let specifier = path.relative(path.dirname(file), output).split(path.sep).join("/");
    if (!specifier.startsWith(".")) specifier = `./${specifier}`;
    const from = new RegExp(`from\\s*${quoted}`, "g");
    writeFileSync(file, readFileSync(file, "utf8").replace(from, `from "${specifier}"`));
  }
  console.log(
    `bundled ${path.relative(root, output)} (${[...used].join(", ")}): ${(text.length / 1024).toFixed(0)} KiB`,
  );
}
