/**
 * swaggie 2.4.3, the generator whose behaviour typewright's contract follows: the anchor typewright's wall time
 * is held against. It is not on the npm registry here; a build of it sits in `../shared/anchors/swaggie-2.4.3`
 * beside the repository (read-only, shared). The benchmark copies it into bench/.cache/peers/swaggie and installs
 * its dependencies there with npm, so the shared folder is never written to.
 */
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import path from "node:path";
import { ROOT, SWAGGIE_DIR } from "./config.js";
import { installedVersion, npmInstall } from "./install.js";

const DEFAULT_ANCHOR = path.join(ROOT, "../shared/anchors/swaggie-2.4.3");
const COPIED = ["dist", "templates", "package.json", "LICENSE"];

/** The anchor folder: `--swaggie DIR`, else `TYPEWRIGHT_SWAGGIE_ANCHOR`, else the shared one. */
export function swaggieAnchor(flag) {
  return path.resolve(flag ?? process.env.TYPEWRIGHT_SWAGGIE_ANCHOR ?? DEFAULT_ANCHOR);
}

// The anchor's files are read-only; their copies keep that mode, which would stop npm and the next copy.
function makeWritable(target) {
  const stat = statSync(target);
  chmodSync(target, stat.mode | 0o200);
  if (stat.isDirectory()) for (const entry of readdirSync(target)) makeWritable(path.join(target, entry));
}

/**
 * Copies the anchor (fresh every run, it is small) and installs its dependencies when any is missing or its
 * package.json changed since the last copy.
 * @returns {{ ok: true, version: string, anchor: string, dependencies: string[] } | { ok: false, problem: string }}
 */
export function prepareSwaggie({ anchor, allowInstall, log }) {
  if (!existsSync(anchor))
    return { ok: false, problem: `swaggie anchor not found at ${anchor}; swaggie not measured` };
  if (!existsSync(path.join(anchor, "dist/cli.js")))
    return { ok: false, problem: `swaggie anchor at ${anchor} has no dist/cli.js; swaggie not measured` };
  const manifestFile = path.join(SWAGGIE_DIR, "package.json");
  const before = existsSync(manifestFile) ? readFileSync(manifestFile, "utf8") : undefined;
  mkdirSync(SWAGGIE_DIR, { recursive: true });
  for (const entry of COPIED) {
    const target = path.join(SWAGGIE_DIR, entry);
    rmSync(target, { recursive: true, force: true });
    if (!existsSync(path.join(anchor, entry))) continue;
    cpSync(path.join(anchor, entry), target, { recursive: true });
    makeWritable(target);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8"));
  const dependencies = Object.keys(manifest.dependencies ?? {});
  const missing = () => dependencies.filter((name) => installedVersion(SWAGGIE_DIR, name) === undefined);
  if (missing().length > 0 || before !== readFileSync(manifestFile, "utf8")) {
    if (!allowInstall && missing().length > 0)
      return {
        ok: false,
        problem: `swaggie's dependencies (${missing().join(", ")}) are not installed in ${SWAGGIE_DIR} (--skip-install given); swaggie not measured`,
      };
    if (allowInstall) {
      log(`installing swaggie's dependencies (${dependencies.join(", ")}) into ${SWAGGIE_DIR}`);
      const error = npmInstall(SWAGGIE_DIR, [], log);
      if (error) return { ok: false, problem: `npm install of swaggie's dependencies failed: ${error}` };
    }
  }
  if (missing().length > 0)
    return {
      ok: false,
      problem: `swaggie's dependencies ${missing().join(", ")} are still missing after npm install`,
    };
  // Its dependencies come by caret ranges: the versions npm picked belong in the report.
  const installed = dependencies.map((name) => `${name}@${installedVersion(SWAGGIE_DIR, name)}`);
  return { ok: true, version: manifest.version, anchor, dependencies: installed };
}

/**
 * swaggie's `-t` for typewright's: the same value when swaggie ships every template it names (`axios`,
 * `swr,fetch`), otherwise axios, with a note (the outputs then differ in kind).
 * @returns {{ template: string, note?: string }}
 */
export function swaggieTemplate(template) {
  const parts = template.split(",").map((part) => part.trim());
  const shipped = parts.every(
    (part) => /^[a-z0-9]+$/i.test(part) && existsSync(path.join(SWAGGIE_DIR, "templates", part)),
  );
  if (shipped) return { template };
  return {
    template: "axios",
    note: `swaggie has no template "${template}" (typewright's -t); swaggie runs with -t axios`,
  };
}
