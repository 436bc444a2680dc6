#!/usr/bin/env node
/**
 * Generates every fixture and corpus description under a wide matrix of templates and options with the
 * built typewright (dist/), and records a SHA-256 digest of every file each run produces (or the error it
 * ends with). Refactorings that must not change the output compare two such records:
 *
 *   node scripts/output-matrix.js --write before.json          # on the old commit (after npm run build)
 *   node scripts/output-matrix.js --compare before.json        # on the new one: exit 1 on any difference
 *
 * --keep DIR also writes every generated file under DIR (one folder per run), for `diff -r`.
 * --corpus DIR names the real-world descriptions (default fixtures/specs; left out when missing).
 * --quick limits the corpus to the four configurations the corpus tests compile.
 */
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const { values: args } = parseArgs({
  options: {
    write: { type: "string" },
    compare: { type: "string" },
    keep: { type: "string" },
    corpus: { type: "string", default: path.join(ROOT, "fixtures/specs") },
  },
});

const { generateFiles } = await import(path.join(ROOT, "dist/index.js"));

const FIXTURES = [
  "petstore.yaml",
  "cli/tiny.yaml",
  "clients/everything.yaml",
  "clients/methods-3.2.yaml",
  "clients/operation-servers.yaml",
  "types/kitchen-sink-3.0.yaml",
  "types/naming.yaml",
  "types/openapi-3.1.yaml",
].map((file) => path.join(ROOT, "fixtures", file));

// Every built-in template, from the build's registry of them.
const { BUILTIN_OUTPUTS } = await import(path.join(ROOT, "dist/templates/registry.js"));
const CLIENTS = BUILTIN_OUTPUTS.clients.map((declaration) => declaration.id);
const LAYERS = BUILTIN_OUTPUTS.layers.map((declaration) => declaration.id);
const CUSTOM = path.join(ROOT, "fixtures/custom-template");

/** Every template and pair, the custom template included; unsupported pairs record their option error. */
const TEMPLATES = [
  ...CLIENTS.map((client) => ({ id: client, template: client })),
  ...LAYERS.map((layer) => ({ id: layer, template: layer })),
  ...LAYERS.flatMap((layer) =>
    CLIENTS.map((client) => ({ id: `${layer}+${client}`, template: [layer, client] })),
  ),
  { id: "custom", template: CUSTOM },
  ...LAYERS.map((layer) => ({ id: `${layer}+custom`, template: [layer, CUSTOM] })),
];

/**
 * Option variants; `files` ones set out-relative paths for hooks, mocks, the setup file and the MSW handlers
 * (`msw`, in the variants that change the client's types, whose default data the handlers type by them).
 */
const VARIANTS = [
  ["native", { msw: "handlers.ts" }],
  ["body", { responseShape: "body" }],
  ["full", { responseShape: "full" }],
  ["query-object", { queryParamsSerialization: { queryParamsAsObject: true } }],
  ["query-threshold", { queryParamsSerialization: { queryParamsAsObject: 2 }, responseShape: "full" }],
  [
    "everything-else",
    {
      skipDeprecated: true,
      servicePrefix: "My",
      baseUrl: "https://api.example.com/v1",
      exclude: { tags: ["admin"], operationIds: ["put*"] },
      modifiers: { parameters: { "Ignored-Header": "ignore", page: "required", q: "optional" } },
      nullableStrategy: "include",
      dateFormat: "string",
      enumDeclarationStyle: "enum",
      schemaDeclarationStyle: "type",
      validator: "zod",
      msw: "handlers.ts",
    },
  ],
  [
    "names-and-nulls",
    {
      enumNamesStyle: "PascalCase",
      nullableStrategy: "nullableAsOptional",
      preferAny: true,
      enumDeclarationStyle: "enum",
      validator: "zod",
      msw: "handlers.ts",
    },
  ],
  [
    "query-styles",
    { queryParamsSerialization: { allowDots: false, arrayFormat: "brackets" }, responseShape: "body" },
  ],
  [
    "files-vitest",
    { mocks: "mocks.ts", testingFramework: "vitest", clientSetup: "setup.ts", hooksOut: "hooks.ts" },
  ],
  [
    "files-jest-full",
    { mocks: "mocks.ts", testingFramework: "jest", responseShape: "full", hooksOut: "hooks.ts" },
  ],
  [
    "object-arguments",
    {
      argumentStyle: "object",
      validator: "zod",
      validateRequests: true,
      mocks: "mocks.ts",
      testingFramework: "vitest",
      hooksOut: "hooks.ts",
      msw: "handlers.ts",
    },
  ],
  ["schemas", { generationMode: "schemas" }],
  ["schemas-zod", { generationMode: "schemas", validator: "zod" }],
  [
    "validating",
    {
      validator: "zod",
      validateResponses: true,
      validateRequests: true,
      enumDeclarationStyle: "enum",
      queryParamsSerialization: { queryParamsAsObject: true },
    },
  ],
];

/** The configurations the corpus tests compile (with the MSW handlers under fetch and axios), plus a hook layer with its own file. */
const CORPUS_RUNS = [
  ["schemas", { generationMode: "schemas" }],
  ["fetch", { template: "fetch", msw: "handlers.ts" }],
  ["axios", { template: "axios", msw: "handlers.ts" }],
  ["ng2-full", { template: "ng2", responseShape: "full" }],
  ["tsq+axios", { template: ["tsq", "axios"] }],
  ["swr+ky-body-hooks", { template: ["swr", "ky"], responseShape: "body", hooksOut: "hooks.ts" }],
];

const scratch = mkdtempSync(path.join(tmpdir(), "typewright-matrix-"));
const digests = {};
let runs = 0;

async function record(key, src, options) {
  runs++;
  const folder = path.join(scratch, String(runs));
  const withPaths = { ...options, src, out: path.join(folder, "client.ts") };
  for (const option of ["mocks", "clientSetup", "hooksOut", "msw"]) {
    if (withPaths[option] !== undefined) withPaths[option] = path.join(folder, withPaths[option]);
  }
  // Reactive-only options are an error elsewhere; only send hooksOut where a layer is chosen.
  const template = withPaths.template;
  const layered = Array.isArray(template) || LAYERS.includes(template);
  if (!layered) delete withPaths.hooksOut;
  try {
    const result = await generateFiles(withPaths);
    for (const file of result.files) {
      const name = path.relative(folder, file.path) || path.basename(file.path);
      digests[`${key} ${name}`] = sha(file.content);
      if (args.keep) keep(key, name, file.content);
    }
    if (result.warnings.length > 0) digests[`${key} (warnings)`] = sha(result.warnings.join("\n"));
  } catch (error) {
    // Machine paths out, so records made in two checkouts (or with the corpus elsewhere) compare.
    const message = String(error?.message ?? error)
      .replaceAll(folder, "<out>")
      .replaceAll(path.resolve(args.corpus), "<corpus>")
      .replaceAll(path.relative(process.cwd(), path.resolve(args.corpus)), "<corpus>")
      .replaceAll(ROOT, "<root>/");
    digests[`${key} (error)`] = `error: ${message.replaceAll("\n", " | ")}`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function sha(text) {
  return createHash("sha256").update(text).digest("hex").slice(0, 20);
}

function keep(key, name, content) {
  const target = path.join(args.keep, key.replace(/[^\w.+-]+/g, "_"), name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
}

for (const fixture of FIXTURES) {
  const label = path.relative(path.join(ROOT, "fixtures"), fixture);
  for (const { id, template } of TEMPLATES) {
    for (const [variant, options] of VARIANTS) {
      if (variant === "schemas" && id !== "axios") continue; // schemas mode ignores the template
      await record(`${label} ${id} ${variant}`, fixture, { template, ...options });
    }
  }
}

// Its `$ref` points at a public host: nothing here sends traffic off this machine.
const OFF_MACHINE = new Set(["swaggie/external-refs/main-http-ref.yml"]);
const corpusRoots = existsSync(args.corpus)
  ? findRoots(args.corpus).filter((file) => !OFF_MACHINE.has(path.relative(args.corpus, file)))
  : [];
for (const file of corpusRoots) {
  const label = `corpus/${path.relative(args.corpus, file)}`;
  for (const [id, options] of CORPUS_RUNS) await record(`${label} ${id}`, file, options);
}
rmSync(scratch, { recursive: true, force: true });

const sorted = Object.fromEntries(Object.entries(digests).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const errors = Object.values(sorted).filter((value) => value.startsWith("error:")).length;
console.log(
  `${runs} runs (${FIXTURES.length} fixtures, ${corpusRoots.length} corpus descriptions): ` +
    `${Object.keys(sorted).length} entries, ${errors} option or input errors`,
);
if (args.write) {
  writeFileSync(args.write, `${JSON.stringify(sorted, null, 1)}\n`);
  console.log(`written to ${args.write}`);
}
if (args.compare) {
  const before = JSON.parse(readFileSync(args.compare, "utf8"));
  const keys = [...new Set([...Object.keys(before), ...Object.keys(sorted)])].sort();
  const changed = keys.filter((key) => before[key] !== sorted[key]);
  for (const key of changed.slice(0, 60)) {
    console.log(
      `differs: ${key}\n  before: ${before[key] ?? "(none)"}\n  now:    ${sorted[key] ?? "(none)"}`,
    );
  }
  if (changed.length > 60) console.log(`... and ${changed.length - 60} more`);
  console.log(changed.length === 0 ? "identical to the record" : `${changed.length} entries differ`);
  process.exitCode = changed.length === 0 ? 0 : 1;
}

/** Files whose top level declares `openapi` or `swagger` (component files do not), in a stable order. */
function findRoots(folder) {
  const found = [];
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...findRoots(full));
    else if (/\.(ya?ml|json)$/.test(entry.name) && declaresVersion(full)) found.push(full);
  }
  return found.sort();
}

function declaresVersion(file) {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}
