// Builds the playground (playground/) into build/playground/, a folder of static files any static host can
// serve: `npm run build:playground` (after `npm run build`, whose dist/browser/typewright.js it serves as is).
//   index.html, style.css          the page
//   main.js                        the page's code with CodeMirror (bundled, minified)
//   generate-worker.js             module worker: imports ./typewright.js (typewright/browser, unchanged)
//   check-worker.js, typescript.js classic worker with TypeScript's own typescript.js, for the "compiles" check
//   types/                         lib and library declarations it checks against (scripts/lib/playground-types.js)
//   examples/                      example descriptions from fixtures/
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { rolldown } from "rolldown";
import { COMPILER_OPTIONS_JSON, collectTypeBundles } from "./lib/playground-types.js";

// The form lists the built-in templates from the build's registry, written into the page as data.
const { BUILTIN_OUTPUTS } = await import("../dist/templates/registry.js");
const { templateChoices } = await import("../dist/config/template-choices.js");
const TEMPLATE_CHOICES = JSON.stringify(templateChoices(BUILTIN_OUTPUTS));

const root = fileURLToPath(new URL("..", import.meta.url));
const source = path.join(root, "playground");
const output = path.join(root, "build", "playground");
const browserBundle = path.join(root, "dist", "browser", "typewright.js");
const require = createRequire(import.meta.url);

if (!existsSync(browserBundle)) throw new Error("build-playground: run `npm run build` first");
rmSync(output, { recursive: true, force: true });
mkdirSync(path.join(output, "types"), { recursive: true });
mkdirSync(path.join(output, "examples"), { recursive: true });

const started = performance.now();
for (const [input, format] of [
  ["main.ts", "esm"],
  ["generate-worker.ts", "esm"],
  ["check-worker.ts", "iife"],
]) {
  const bundle = await rolldown({
    input: path.join(source, input),
    platform: "browser",
    logLevel: "warn",
    external: ["typewright-openapi/browser"],
    transform: { define: { TEMPLATE_CHOICES } },
  });
  await bundle.write({
    file: path.join(output, input.replace(/\.ts$/, ".js")),
    format,
    codeSplitting: false,
    minify: true,
    paths: { "typewright-openapi/browser": "./typewright.js" },
  });
  await bundle.close();
}

copyFileSync(browserBundle, path.join(output, "typewright.js"));
copyFileSync(require.resolve("typescript/lib/typescript.js"), path.join(output, "typescript.js"));
for (const file of ["index.html", "style.css"])
  copyFileSync(path.join(source, file), path.join(output, file));
for (const example of ["petstore.yaml", "clients/everything.yaml", "clients/request-shapes.yaml"]) {
  copyFileSync(path.join(root, "fixtures", example), path.join(output, "examples", path.basename(example)));
}

const { lib, modules } = collectTypeBundles(root);
writeFileSync(path.join(output, "types", "lib.json"), JSON.stringify(lib));
const moduleFiles = {};
for (const [specifier, files] of Object.entries(modules)) {
  const file = `${specifier.replace(/[@/]/g, (character) => (character === "@" ? "" : "__"))}.json`;
  writeFileSync(path.join(output, "types", file), JSON.stringify(files));
  moduleFiles[specifier] = file;
}
writeFileSync(
  path.join(output, "types", "index.json"),
  JSON.stringify({ compilerOptions: COMPILER_OPTIONS_JSON, modules: moduleFiles }, null, 2),
);

const sizes = [
  "main.js",
  "generate-worker.js",
  "typewright.js",
  "check-worker.js",
  "typescript.js",
  "types/lib.json",
].map((file) => {
  const bytes = readFileSync(path.join(output, file));
  return `${file} ${kib(bytes.length)} (${kib(gzipSync(bytes).length)} gzip)`;
});
console.log(
  `built ${path.relative(root, output)} in ${Math.round(performance.now() - started)} ms: ${sizes.join(", ")}`,
);

function kib(bytes) {
  return `${Math.round(bytes / 1024)} KiB`;
}
