#!/usr/bin/env node
/**
 * What installing typewright adds to a user's project. Packs the package as it is published (the manifest
 * `prepack` writes, from what is built now), then installs the tarball with npm into fresh projects: one with
 * no TypeScript, and one each with a TypeScript the project already has (5.9, 6 and 7 by default: the newest
 * release of each, pinned exactly as many projects pin it). Prints the bytes `node_modules` grows by, against
 * the goal of at most 6 MB, and where each copy of `typescript` ends up, so a second compiler shows.
 *
 *   npm run build && npm run bench:install
 *   npm run bench:install -- --typescript 6.0.2,6.0.3,7.0.2 --keep
 *
 * npm's cache is used (`--prefer-offline`); the first run on a machine downloads what it lacks.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { packPublished } from "../scripts/pack-manifest.js";
import { ROOT } from "./lib/config.js";
import { table } from "./lib/report.js";

const { values: options } = parseArgs({
  options: {
    typescript: { type: "string", default: "5.9,6,7" },
    keep: { type: "boolean", default: false },
  },
});

/** What an install may add to a project, whichever TypeScript it has. */
const GOAL_BYTES = 6e6;

const NPM_FLAGS = ["--prefer-offline", "--no-audit", "--no-fund", "--loglevel=error"];

function npm(args, cwd) {
  const result = spawnSync("npm", [...args, ...NPM_FLAGS], { cwd, encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed in ${cwd}:\n${result.stderr}`);
  return result.stdout;
}

/** Bytes of every file under `folder` (symlinks not followed), as `du -sb` counts file contents. */
function folderBytes(folder) {
  let bytes = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return bytes;
}

/** Each installed `typescript` package under `node_modules`: its folder and version. */
function typescriptCopies(project) {
  const copies = [];
  const visit = (modules) => {
    let names;
    try {
      names = readdirSync(modules);
    } catch {
      return;
    }
    for (const name of names) {
      const folder = path.join(modules, name);
      if (name.startsWith("@")) {
        for (const scoped of readdirSync(folder)) visit(path.join(folder, scoped, "node_modules"));
        continue;
      }
      if (name === "typescript") {
        const { version } = JSON.parse(readFileSync(path.join(folder, "package.json"), "utf8"));
        copies.push(`${path.relative(project, folder)}@${version}`);
      }
      visit(path.join(folder, "node_modules"));
    }
  };
  visit(path.join(project, "node_modules"));
  return copies;
}

function measure(work, tarball, typescriptVersion) {
  const project = path.join(work, `project-${typescriptVersion ?? "none"}`);
  mkdirSync(project);
  writeFileSync(path.join(project, "package.json"), '{ "name": "probe", "private": true }\n');
  if (typescriptVersion !== undefined)
    npm(["install", "-D", "--save-exact", `typescript@${typescriptVersion}`], project);
  const installed =
    typescriptVersion === undefined
      ? undefined
      : JSON.parse(readFileSync(path.join(project, "node_modules/typescript/package.json"), "utf8")).version;
  const before = typescriptVersion === undefined ? 0 : folderBytes(path.join(project, "node_modules"));
  npm(["install", "-D", tarball], project);
  const after = folderBytes(path.join(project, "node_modules"));
  return {
    project: installed === undefined ? "no TypeScript" : `typescript ${installed}`,
    added: after - before,
    copies: typescriptCopies(project),
  };
}

const work = mkdtempSync(path.join(tmpdir(), "typewright-install-size-"));
try {
  const tarball = packPublished(ROOT, work);
  const versions = options.typescript.split(",").filter(Boolean);
  const rows = [undefined, ...versions].map((version) => measure(work, tarball, version));
  const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const dependency = manifest.dependencies?.typescript;
  const peer = manifest.peerDependencies?.typescript;
  const optional = manifest.peerDependenciesMeta?.typescript?.optional === true;
  const relation = [
    dependency && `dependency typescript ${dependency}`,
    peer && `${optional ? "optional " : ""}peer typescript ${peer}`,
  ].filter(Boolean);
  console.log(`typewright: ${relation.join(", ") || "no typescript"}; tarball ${statSync(tarball).size} B\n`);
  const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
  console.log(
    table(
      [
        "project before the install",
        "node_modules grows by",
        `at most ${megabytes(GOAL_BYTES)}`,
        "copies of typescript after it",
      ],
      rows.map((row) => [
        row.project,
        megabytes(row.added),
        row.added <= GOAL_BYTES ? "yes" : "no",
        row.copies.join(", "),
      ]),
    ),
  );
} finally {
  if (options.keep) console.log(`\nkept ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
