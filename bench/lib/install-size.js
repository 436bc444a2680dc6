/**
 * What installing typewright adds to a user's project. Packs the package as it is published (the manifest
 * `prepack` writes, from what is built now), then installs the tarball with npm into fresh projects: one with
 * no TypeScript, and one each with a TypeScript the project already has (the newest release of each version
 * asked for, pinned exactly as many projects pin it). Measures the bytes `node_modules` grows by, and where
 * each copy of `typescript` ends up, so a second compiler shows. Used by `npm run bench:install` and by
 * `npm run bench` (its "Installing typewright" section). npm's cache is used (`--prefer-offline`).
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { packPublished } from "../../scripts/pack-manifest.js";
import { ROOT } from "./config.js";
import { table } from "./format.js";

/** What an install may add to a project, whichever TypeScript it has. */
export const INSTALL_GOAL_BYTES = 6e6;

/** The TypeScript versions a project may already have, by default. */
export const INSTALL_TYPESCRIPT_VERSIONS = ["5.9", "6", "7"];

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

function measureProject(work, tarball, typescriptVersion) {
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

/**
 * Packs the working tree's package and installs it beside each TypeScript of `versions` (and none):
 * `{ tarballBytes, relation, rows: [{ project, added, copies }] }`. `keep`: the projects stay (their folder
 * is returned as `kept`).
 */
export function measureInstallSizes({ versions = INSTALL_TYPESCRIPT_VERSIONS, keep = false } = {}) {
  const work = mkdtempSync(path.join(tmpdir(), "typewright-install-size-"));
  try {
    const tarball = packPublished(ROOT, work);
    const rows = [undefined, ...versions].map((version) => measureProject(work, tarball, version));
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
    const dependency = manifest.dependencies?.typescript;
    const peer = manifest.peerDependencies?.typescript;
    const optional = manifest.peerDependenciesMeta?.typescript?.optional === true;
    const relation = [
      dependency && `dependency typescript ${dependency}`,
      peer && `${optional ? "optional " : ""}peer typescript ${peer}`,
    ]
      .filter(Boolean)
      .join(", ");
    return { tarballBytes: statSync(tarball).size, relation, rows, ...(keep ? { kept: work } : {}) };
  } finally {
    if (!keep) rmSync(work, { recursive: true, force: true });
  }
}

const megabytes = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;

/** The measurement as a Markdown table, one row per project. */
export function installSizeTable(sizes) {
  return table(
    [
      "project before the install",
      "node_modules grows by",
      `at most ${megabytes(INSTALL_GOAL_BYTES)}`,
      "copies of typescript after it",
    ],
    sizes.rows.map((row) => [
      row.project,
      megabytes(row.added),
      row.added <= INSTALL_GOAL_BYTES ? "yes" : "no",
      row.copies.join(", "),
    ]),
  );
}
