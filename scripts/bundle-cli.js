// Bundles the command (dist/cli.js and everything it imports, js-yaml included) into one CommonJS
// file, dist/bundle/typewright.cjs, that bin/typewright.js compiles through a V8 code cache. Part of
// `npm run build`, after tsc. Why: Node 20 has no compile cache for ES modules, and resolving, reading and
// compiling ~100 modules on every start cost more than a small generation itself (see bench/RESULTS.md).
// TypeScript and `yaml` (only for YAML that js-yaml rejects) stay outside and load when needed; code-cache.cjs
// stays outside because bin/typewright.js and the bundle must share it, and typescript.cjs because it finds
// dist/typescript-api.cjs (the trimmed compiler API) beside itself.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RolldownMagicString, rolldown } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const codeCache = path.join(dist, "code-cache.cjs");
const typescriptLoader = path.join(dist, "typescript.cjs");
// Two folders deep like dist/templates/*.js, so that paths relative to import.meta.url still hold.
const output = path.join(dist, "bundle", "typewright.cjs");

const importModule = path.join(dist, "import-module.js");
const compilerApi = path.join(dist, "compiler-api.js");

const bundle = await rolldown({
  input: path.join(dist, "cli.js"),
  platform: "node",
  logLevel: "warn",
  plugins: [
    {
      // An ES default import of a CommonJS module becomes an interop namespace with a getter per export
      // (~2,250 for TypeScript: ~8 ms per run). A require() hands over the module object itself.
      name: "typescript-without-interop",
      load: (id) => (id === compilerApi ? 'export default require("./typescript.cjs");\n' : null),
    },
    {
      // The same for the CommonJS modules the bundle imports with a default import (Node's `path` and
      // `process`, code-cache.cjs): rolldown makes each an interop namespace with a bound getter per export
      // at every start (~0.5 ms on Node 20, ~3 ms on Node 24). An object that inherits from the module reads
      // every export the same, live, and has the module as `default`.
      name: "commonjs-defaults-without-interop",
      renderChunk: (code) => {
        const interop = /^(\w+) = __toESM\(\1, 1\);$/gm;
        const edited = new RolldownMagicString(code);
        let replaced = 0;
        for (const match of code.matchAll(interop)) {
          const name = match[1];
          edited.overwrite(
            match.index,
            match.index + match[0].length,
            `${name} = { __proto__: ${name}, default: ${name} };`,
          );
          replaced++;
        }
        if (replaced === 0) console.warn("bundle-cli: rolldown's interop changed; default imports keep it");
        return edited;
      },
    },
    {
      // Inside the bundle, import() must go through code-cache.cjs (see src/import-module.ts).
      name: "import-through-code-cache",
      load: (id) =>
        id === importModule
          ? 'import codeCache from "./code-cache.cjs";\nexport const importModule = codeCache.importModule;\n'
          : null,
    },
  ],
  external: (id, importer) => {
    if (/^(typescript|yaml)$/.test(id)) return true;
    if (importer === undefined) return false;
    const resolved = path.resolve(path.dirname(importer), id);
    return resolved === codeCache || resolved === typescriptLoader;
  },
});
await bundle.write({
  file: output,
  format: "cjs",
  codeSplitting: false,
  // Only licences: nobody reads the bundle (the source map points at the sources), and its JSDoc was a
  // seventh of what the package ships for the command.
  comments: { legal: true, annotation: false, jsdoc: false },
  // Without its white space (a sixth of the bundle, for the install size: docs/performance.md); names and
  // code stay as written, so stack traces name the functions, and the source map still maps every column.
  minify: { compress: false, mangle: false, codegen: { removeWhitespace: true } },
  paths: (id) => (/(code-cache|typescript)\.cjs$/.test(id) ? `../${path.basename(id)}` : id),
  // For bench/profile.js, which maps profiled frames back to their modules. Not published (package.json
  // `files`), so the bundle does not name it.
  sourcemap: "hidden",
});
await bundle.close();
console.log(`bundled ${path.relative(root, output)}`);
