// Bundles the browser entry point (dist/browser.js, `typewright-openapi/browser`) into one self-contained ES module,
// dist/browser/typewright.js (minified), plus the same as a classic script, dist/browser/typewright.iife.js
// (global `typewright`; what test/browser/browser-entry.test.ts runs in a bare vm context; not published). Part of `npm run build`,
// after tsc, trim-typescript.js and print-runtime.js. Prints each file's size, raw and gzip.
//
// The pipeline is the command's, module for module, with these swaps (no `node:` import is left):
// - the trimmed compiler API (dist/typescript-api.cjs) instead of typescript.cjs and its code cache;
// - the runtime helper files and their printed text (runtime-files.js) inlined as data;
// - `X.browser.js` instead of `X.js` where one exists (decode-text: TextDecoder instead of Buffer);
// - node:path is pathe (POSIX paths; the browser's names are relative to "/"), node:url two small functions,
//   node:module a require that knows only `yaml` (bundled), node:fs a module whose every function throws:
//   the modules that write files or load custom templates are imported by the pipeline but never called.

import * as nodeFs from "node:fs";
import { existsSync, readFileSync, rmSync } from "node:fs";
import * as nodeFsPromises from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { rolldown } from "rolldown";

const root = fileURLToPath(new URL("..", import.meta.url));
const dist = path.join(root, "dist");
const outputFolder = path.join(dist, "browser");
const typescriptApi = path.join(dist, "typescript-api.cjs");
const VIRTUAL = "\0typewright-browser:";

/** A module for node:fs / node:fs/promises: every export a function that throws. */
function throwingModule(name, keys) {
  const lines = [
    `const fail = () => { throw new Error("${name} is not available in typewright's browser build"); };`,
  ];
  for (const key of keys.filter((key) => /^[A-Za-z_$][\w$]*$/.test(key) && key !== "default")) {
    lines.push(`export const ${key} = fail;`);
  }
  lines.push("export default {};");
  return lines.join("\n");
}

const virtualModules = {
  "node:path": 'import * as pathe from "pathe";\nexport default { ...pathe, posix: pathe };\n',
  "node:url": [
    "export const fileURLToPath = (url) => decodeURIComponent(new URL(url).pathname);",
    'export const pathToFileURL = (file) => new URL("file://" + encodeURI(file).replace(/[?#]/g, encodeURIComponent));',
  ].join("\n"),
  "node:module": [
    'import * as yaml from "yaml";',
    "export const createRequire = () => (id) => {",
    '  if (id === "yaml") return yaml;',
    '  throw new Error(id + " is not available in typewright\'s browser build");',
    "};",
  ].join("\n"),
  "node:fs": throwingModule("the file system", Object.keys(nodeFs)),
  "node:fs/promises": throwingModule("the file system", Object.keys(nodeFsPromises)),
};

function runtimeFilesModule() {
  const printed = readFileSync(path.join(dist, "runtime-printed.json"), "utf8");
  const folder = path.join(root, "src", "runtime");
  // A moved folder would otherwise bundle no runtime at all, and the browser build would emit no helpers.
  if (!existsSync(folder)) throw new Error(`bundle-browser: the runtime folder ${folder} is missing`);
  const sources = {};
  for (const file of Object.keys(JSON.parse(printed).files)) {
    const source = path.join(folder, `${file}.ts`);
    if (existsSync(source)) sources[file] = readFileSync(source, "utf8");
  }
  return [
    `const sources = ${JSON.stringify(sources)};`,
    `const printed = ${JSON.stringify(printed)};`,
    "export const readRuntimeFile = (file) => sources[file];",
    "export const runtimeFileExists = (file) => Object.hasOwn(sources, file);",
    "export const readPrintedRuntime = () => printed;",
    "export const listRuntimeFiles = () => Object.keys(sources).sort();",
  ].join("\n");
}

rmSync(outputFolder, { recursive: true, force: true });
const bundle = await rolldown({
  input: path.join(dist, "browser.js"),
  platform: "browser",
  logLevel: "warn",
  // Only createRequire(import.meta.url) and runtime-files.js (replaced) read it; the iife has no import.meta.
  transform: { define: { "import.meta.url": JSON.stringify("file:///typewright/") } },
  plugins: [
    {
      name: "typewright-browser",
      resolveId(id, importer) {
        if (Object.hasOwn(virtualModules, id)) return VIRTUAL + id;
        if (importer && id.startsWith(".") && id.endsWith(".js")) {
          const resolved = path.resolve(path.dirname(importer), id);
          const browserTwin = resolved.replace(/\.js$/, ".browser.js");
          if (existsSync(browserTwin)) return browserTwin;
        }
        return null;
      },
      load(id) {
        if (id.startsWith(VIRTUAL)) return virtualModules[id.slice(VIRTUAL.length)];
        if (id === path.join(dist, "compiler-api.js"))
          return 'import ts from "./typescript-api.cjs";\nexport default ts;\n';
        if (id === path.join(dist, "splice", "runtime-files.js")) return runtimeFilesModule();
        if (id === path.join(dist, "whole-compiler-api.js") || id === path.join(dist, "import-module.js")) {
          const fail =
            '() => { throw new Error("custom templates are not available in typewright\'s browser build"); }';
          return `export const wholeCompilerApi = ${fail};\nexport const importModule = ${fail};\nexport class WholeCompilerApiMissing extends Error {}\n`;
        }
        if (id === typescriptApi) return browserCompilerApi(readFileSync(id, "latin1"));
        return null;
      },
    },
  ],
});

/** The trimmed API without its one Node-only part, perf_hooks. */
function browserCompilerApi(text) {
  const perfHooks = 'require("perf_hooks")';
  if (!text.includes(perfHooks)) throw new Error("bundle-browser: the trimmed compiler API changed");
  return text.replace(perfHooks, "{}");
}

const outputs = [
  { file: "typewright.js", format: "esm" },
  { file: "typewright.iife.js", format: "iife", name: "typewright" },
];
for (const output of outputs) {
  await bundle.write({
    file: path.join(outputFolder, output.file),
    format: output.format,
    name: output.name,
    codeSplitting: false,
    minify: true,
  });
}
await bundle.close();

for (const output of outputs) {
  const file = path.join(outputFolder, output.file);
  const text = readFileSync(file);
  if (/\bfrom\s*["']node:|\brequire\(["']|import\(["']node:/.test(text.toString("latin1"))) {
    throw new Error(`bundle-browser: ${output.file} still imports a Node module`);
  }
  const size = `${kib(text.length)} raw, ${kib(gzipSync(text, { level: 9 }).length)} gzip`;
  console.log(`bundled ${path.relative(root, file)}: ${size}`);
}

function kib(bytes) {
  return `${(bytes / 1024).toFixed(0)} KiB`;
}
