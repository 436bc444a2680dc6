#!/usr/bin/env node
/**
 * What the generated client costs in a user's bundle. Generates a fetch client of one description, then
 * bundles, with esbuild, Rollup and webpack in production mode:
 *   - one call (`reposGet` of GitHub's REST description by default, imported on its own), and
 *   - the whole client, once through every group object and once through every operation imported on its own,
 * and prints minified and gzip bytes of each. Exits 1 when the one-call bundle holds the path of another
 * operation of the description: the call did not tree-shake.
 *
 *   npm run bench:bundle                                    # GitHub REST (installed into bench/.cache once)
 *   npm run bench:bundle -- --input petstore --call petClient.showPetById   # through the group object
 *   npm run bench:bundle -- --skip-install                  # use only what bench/.cache already has
 *   npm run bench:bundle -- --argumentStyle object          # each operation takes one object (argumentStyle)
 *   npm run bench:bundle -- --layer pinia-colada            # the one hook of another layer (default tsq)
 *
 * The bundlers and GitHub's description are installed with npm into bench/.cache (pinned below), like the
 * rest of the benchmark's tools; nothing of them is a dependency of typewright.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import ts from "typescript";
import { CACHE, INPUTS, inputFile, PREFIXES, ROOT } from "./lib/config.js";
import { ensureInstalled } from "./lib/install.js";
import { table } from "./lib/report.js";

const BUNDLERS_PREFIX = {
  dir: path.join(CACHE, "bundlers"),
  packages: [
    { name: "esbuild", version: "0.28.2" },
    { name: "rollup", version: "4.68.8" },
    { name: "@rollup/plugin-node-resolve", version: "16.0.3" },
    { name: "@rollup/plugin-terser", version: "1.0.2" },
    { name: "webpack", version: "5.112.2" },
  ],
};

/** Libraries the generated code imports, left out of every bundle (an application has them anyway). */
const LIBRARIES = [
  "@tanstack/react-query",
  "@tanstack/vue-query",
  "swr",
  "swr/mutation",
  "swr/infinite",
  "@pinia/colada",
  "vue",
];

/** The call each bundled input makes by default: an operation imported on its own. */
const DEFAULT_CALLS = { github: "reposGet", petstore: "showPetById" };

const { values: args } = parseArgs({
  options: {
    input: { type: "string", default: "github" },
    call: { type: "string" },
    "skip-install": { type: "boolean", default: false },
    argumentStyle: { type: "string", default: "positional" },
    layer: { type: "string", default: "tsq" },
  },
});
if (!["positional", "object"].includes(args.argumentStyle))
  fail(`--argumentStyle takes positional or object (got ${args.argumentStyle})`);

const input = INPUTS.find((candidate) => candidate.id === args.input);
if (input === undefined) fail(`unknown --input ${args.input} (one of ${INPUTS.map((i) => i.id).join(", ")})`);
const call = args.call ?? DEFAULT_CALLS[input.id];
if (call === undefined || !/^(?:[\w$]+\.)?[\w$]+$/.test(call))
  fail("--call takes an operation's function (`showPetById`) or a group's method (`petClient.showPetById`)");

const prefixes = { bundlers: BUNDLERS_PREFIX, inputs: PREFIXES.inputs };
const ids = ["bundlers", ...(input.needs ? ["inputs"] : [])];
const installed = ensureInstalled(prefixes, { ids, allowInstall: !args["skip-install"], log: console.log });
if (!installed.bundlers.ok) fail(installed.bundlers.problems.join("; "));
const src = inputFile(input);
if (src === undefined) fail(`input ${input.id} is not installed: ${installed.inputs?.problems.join("; ")}`);

const work = path.join(CACHE, "bundle", input.id);
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });
const clientJs = await generateClient(src, work);
const [imported] = call.split(".");
writeFileSync(
  path.join(work, "one-call.js"),
  `import { ${imported} } from "./client.js";\nexport const call = (...args) => ${call}(...args);\n`,
);
// The whole client as an application uses it: every group object, none of the exported names kept (a bundle
// that re-exported every function would keep thousands of export names no application bundle has).
const groups = [...clientJs.matchAll(/^export const (\w+) = \{$/gm)].map((match) => match[1]);
writeFileSync(
  path.join(work, "whole-client.js"),
  `import { ${groups.join(", ")} } from "./client.js";\nexport const groups = [${groups.join(", ")}];\n`,
);
// The whole client as an application that imports every operation on its own uses it (the way a client of
// functions only is used): the groups' members, without the group objects and their member names, each
// called where the application needs it. Listing the functions as values instead (`[reposGet, ...]`) lets
// terser inline each into the list, which no application that calls them gets.
// The walkers of paged operations (`listXPages`, `listXItems`) are group members too, but no call of an
// operation: an application walks the lists it pages, so they are left out here, as they are of the figures
// measured before them.
const walkers = new Set(
  [...clientJs.matchAll(/^export function ([\w$]+)\(.*\) \{\n\s+return (?:walkPages|pageItems)\(/gm)].map(
    (match) => match[1],
  ),
);
const operations = groupMembers(clientJs).filter((member) => !walkers.has(member));
writeFileSync(
  path.join(work, "every-operation.js"),
  `import { ${operations.join(", ")} } from "./client.js";\n` +
    `export function callEveryOperation(a, b, c) {\n  return [${operations.map((name) => `${name}(a, b, c)`).join(", ")}];\n}\n`,
);

const requireBundler = createRequire(path.join(BUNDLERS_PREFIX.dir, "package.json"));
const BUNDLERS = { esbuild: bundleWithEsbuild, rollup: bundleWithRollup, webpack: bundleWithWebpack };
const otherPaths = operationPaths(src, clientJs, call);

// One hook of the same operation (TanStack Query's, or the --layer's), from a separate hooks file over the same client: the hook
// and the operation it calls, the library left out (an application has it anyway).
const hookName = `use${imported.charAt(0).toUpperCase()}${imported.slice(1)}`;
const hooksJs = await generateHooks(src, work, args.layer);
// A tsq hook is a constant (`export const useReposGet = queryHook(...)`), an swr or Pinia Colada hook a function.
const hasHook = new RegExp(`^export (?:function|const) ${hookName}\\b`, "m").test(hooksJs);
if (hasHook) {
  writeFileSync(path.join(work, "one-hook.js"), `export { ${hookName} } from "./hooks.js";\n`);
}

const rows = [];
let leaks = 0;
const routes = (list) => new Set(list.map((quoted) => quoted.slice(1, -1))).size;
for (const [name, bundle] of Object.entries(BUNDLERS)) {
  const oneCall = await bundle(path.join(work, "one-call.js"));
  const whole = await bundle(path.join(work, "whole-client.js"));
  const everyOperation = await bundle(path.join(work, "every-operation.js"));
  const oneHook = hasHook ? await bundle(path.join(work, "one-hook.js")) : undefined;
  const leaked = otherPaths.filter((route) => oneCall.includes(route));
  const hookLeaked = oneHook === undefined ? [] : otherPaths.filter((route) => oneHook.includes(route));
  leaks += leaked.length + hookLeaked.length;
  rows.push([
    name,
    sizes(oneCall),
    oneHook === undefined ? "(no such hook)" : sizes(oneHook),
    sizes(whole),
    sizes(everyOperation),
    `${routes(leaked)} / ${routes(hookLeaked)} of ${routes(otherPaths)}`,
  ]);
}
console.log(
  `\n${input.title}, fetch client (${args.argumentStyle} arguments), \`${call}\` and its ${args.layer} hook \`${hookName}\` bundled alone, and the whole client:\n`,
);
console.log(
  table(
    [
      "bundler",
      "one call: minified / gzip",
      "one hook: minified / gzip",
      "whole client (every group): minified / gzip",
      "whole client (every operation imported on its own): minified / gzip",
      "other operations' paths in the one-call / one-hook bundle",
    ],
    rows,
  ),
);
if (leaks > 0) {
  console.log(
    `\nbench:bundle: the one-call or one-hook bundle holds other operations (${leaks} paths over all bundlers)`,
  );
  process.exitCode = 1;
}

/** The generated client, transpiled to JavaScript so that every bundler gets the same module. */
function generateClient(description, folder) {
  return generateTranspiled(description, folder, "client", { template: "fetch" });
}

/** `-t <layer>,fetch` with a separate hooks file, transpiled like the client (its client is the same). */
function generateHooks(description, folder, layer) {
  const hooksOut = path.join(folder, "hooks.ts");
  return generateTranspiled(description, folder, "hooks", { template: [layer, "fetch"], hooksOut });
}

/** Generates `client.ts` (and what `options` add) and writes one of the files, `<name>.ts`, as `<name>.js`. */
async function generateTranspiled(description, folder, name, options) {
  const { generateFiles } = await import(pathToFileURL(path.join(ROOT, "dist/index.js")).href);
  const wanted = path.join(folder, `${name}.ts`);
  const { files } = await generateFiles({
    src: description,
    out: path.join(folder, "client.ts"),
    argumentStyle: args.argumentStyle,
    ...options,
  });
  const file = files.find((candidate) => path.resolve(candidate.path) === wanted);
  if (file === undefined) fail(`the generator wrote no ${name}.ts`);
  const { outputText } = ts.transpileModule(file.content, {
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
    },
  });
  writeFileSync(path.join(folder, `${name}.js`), outputText);
  return outputText;
}

/**
 * The routes of the description's other operations, each as the client writes it and as a minifier may
 * rewrite it (single or double quotes): what must not reach a bundle that makes one call.
 */
function operationPaths(description, client, groupAndMethod) {
  const text = readFileSync(description, "utf8");
  const document = /\.ya?ml$/i.test(description)
    ? createRequire(path.join(ROOT, "package.json"))("yaml").parse(text)
    : JSON.parse(text);
  const methodName = groupAndMethod.split(".").at(-1);
  // The called method's own route, from its request descriptor in the generated client.
  const own = new RegExp(`\\b${methodName}\\([^)]*\\)\\s*\\{[\\s\\S]*?path: '([^']+)'`).exec(client)?.[1];
  if (own === undefined) fail(`the client has no method ${groupAndMethod}`);
  // "/" (GitHub's root route) is also a string of the runtime's own URL joining: it tells nothing.
  const routes = Object.keys(document.paths ?? {}).filter((route) => route !== own && route !== "/");
  return routes.flatMap((route) => [`'${route}'`, `"${route}"`]);
}

/** The members of the client's group objects (`export const reposClient = {\n    reposGet,\n ...};`). */
function groupMembers(client) {
  const members = [...client.matchAll(/^export const \w+ = \{\n((?:\s+[\w$]+,?\n)+)\};$/gm)].flatMap(
    (match) =>
      match[1]
        .split(",")
        .map((member) => member.trim())
        .filter((member) => member !== ""),
  );
  if (members.length === 0) fail("the client has no group objects of shorthand members");
  return [...new Set(members)];
}

function sizes(code) {
  const bytes = (count) => `${count.toLocaleString("en-US")} B`;
  return `${bytes(Buffer.byteLength(code))} / ${bytes(gzipSync(code, { level: 9 }).length)}`;
}

async function bundleWithEsbuild(entry) {
  const esbuild = requireBundler("esbuild");
  const result = await esbuild.build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: "esm",
    platform: "browser",
    external: LIBRARIES,
    write: false,
    logLevel: "silent",
  });
  return result.outputFiles[0].text;
}

async function bundleWithRollup(entry) {
  const { rollup } = requireBundler("rollup");
  const { nodeResolve } = requireBundler("@rollup/plugin-node-resolve");
  const terser = requireBundler("@rollup/plugin-terser");
  const build = await rollup({
    input: entry,
    external: LIBRARIES,
    plugins: [nodeResolve(), terser()],
    logLevel: "silent",
  });
  const { output } = await build.generate({ format: "es" });
  await build.close();
  return output[0].code;
}

async function bundleWithWebpack(entry) {
  const webpack = requireBundler("webpack");
  const outDir = path.join(path.dirname(entry), `webpack-${path.basename(entry, ".js")}`);
  const compiler = webpack({
    mode: "production",
    entry,
    target: "web",
    output: { path: outDir, filename: "bundle.js", library: { type: "module" } },
    externals: Object.fromEntries(LIBRARIES.map((name) => [name, `module ${name}`])),
    externalsType: "module",
    experiments: { outputModule: true },
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => (error ? reject(error) : resolve(result))),
  );
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) fail(`webpack: ${stats.toJson().errors?.[0]?.message ?? "failed"}`);
  return readFileSync(path.join(outDir, "bundle.js"), "utf8");
}

function fail(message) {
  console.error(`bench:bundle: ${message}`);
  process.exit(2);
}
