#!/usr/bin/env node
/**
 * Builds and tests each app of examples/ as a user would, with typewright as published: packs the working tree
 * (`npm pack`, which builds it), copies each example into a fresh folder outside the repository, installs its
 * dependencies from the registry and typewright from the tarball, then runs its `generate`, `build` and `test`
 * scripts. Called by .ci/run after the test suite; needs the npm registry. An example whose `engines.node` asks
 * for a newer Node than the one running (Angular 22's CLI wants 22.22) is installed and run under that Node,
 * taken from the registry's `node` package, as a user on that Node would.
 *
 *   node scripts/run-examples.js                    # every example
 *   node scripts/run-examples.js node-fetch-zod     # the named ones
 *   node scripts/run-examples.js --tarball FILE     # an already packed typewright
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const EXAMPLES = path.join(ROOT, "examples");
/** What a copy leaves out: what the example's own install, generation and build make. */
const NOT_COPIED = new Set(["node_modules", "dist", "api"]);
const STEPS = ["generate", "build", "test"];

const { values: flags, positionals: named } = parseArgs({
  options: { tarball: { type: "string" } },
  allowPositionals: true,
});

const all = readdirSync(EXAMPLES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(path.join(EXAMPLES, entry.name, "package.json")))
  .map((entry) => entry.name)
  .sort();
const unknown = named.filter((name) => !all.includes(name));
if (unknown.length > 0) fail(`no example ${unknown.join(", ")} (there are ${all.join(", ")})`);
const chosen = named.length > 0 ? named : all;

const work = mkdtempSync(path.join(tmpdir(), "typewright-examples-"));
let failed = 0;
try {
  const tarball = flags.tarball ? path.resolve(flags.tarball) : pack(work);
  for (const name of chosen) {
    const started = Date.now();
    const folder = path.join(work, name);
    cpSync(path.join(EXAMPLES, name), folder, {
      recursive: true,
      filter: (source) => !NOT_COPIED.has(path.basename(source)),
    });
    try {
      const env = environmentFor(folder, work);
      run("npm", ["install", "--no-audit", "--no-fund", "-D", tarball], folder, env);
      for (const step of STEPS) run("npm", ["run", step], folder, env);
      console.log(`example ${name}: passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    } catch (error) {
      failed++;
      console.error(`example ${name}: FAILED (${error instanceof Error ? error.message : String(error)})`);
    }
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}
if (failed > 0) fail(`${failed} of ${chosen.length} examples failed`);

/** `npm pack` of the working tree into `folder` (its prepack builds it); the tarball's path. */
function pack(folder) {
  const output = execFileSync("npm", ["pack", "--silent", "--pack-destination", folder], {
    cwd: ROOT,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const file = output.trim().split("\n").at(-1);
  if (!file) fail("npm pack named no tarball");
  return path.join(folder, file);
}

function run(command, args, cwd, env = process.env) {
  console.log(`$ (${path.basename(cwd)}) ${command} ${args.join(" ")}`);
  execFileSync(command, args, { cwd, stdio: "inherit", env });
}

/**
 * The environment an example's steps run in: this one, or, where its `engines.node` asks for a newer major
 * than the running Node's, this one with that major's Node (the registry's `node` package, installed into the
 * work folder once) first on the PATH, so that npm and every script run under it.
 */
function environmentFor(folder, work) {
  const manifest = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
  const major = lowestNodeMajor(manifest.engines?.node);
  if (major === undefined || major <= Number(process.versions.node.split(".")[0])) return process.env;
  const prefix = path.join(work, `node-${major}`);
  const bin = path.join(prefix, "node_modules", "node", "bin");
  if (!existsSync(bin)) {
    mkdirSync(prefix, { recursive: true });
    run("npm", ["install", "--no-audit", "--no-fund", "--prefix", prefix, `node@${major}`], prefix);
  }
  return { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ""}` };
}

/**
 * The lowest major an `engines.node` range admits, read from each alternative's first version (`^22.22.3 ||
 * >=24` → 22); undefined without a range. Examples state simple ranges, so no semver parser is needed.
 */
function lowestNodeMajor(range) {
  if (typeof range !== "string") return undefined;
  const majors = range
    .split("||")
    .map((alternative) => /(\d+)/.exec(alternative)?.[1])
    .filter((major) => major !== undefined)
    .map(Number);
  return majors.length === 0 ? undefined : Math.min(...majors);
}

function fail(message) {
  console.error(`run-examples: ${message}`);
  process.exit(1);
}
