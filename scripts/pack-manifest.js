/**
 * The package.json that `npm pack` publishes has no `prepare` script. In a checkout, `prepare` makes `npm install`
 * leave a runnable CLI (it builds dist/); in an installed tarball, npm 11 reports any `prepare` as an install script
 * awaiting approval, although nothing of ours needs to run there. So `prepack` strips it and `postpack` puts the
 * file back byte for byte (the same idea as the `pinst` package, in a dozen lines).
 *
 *   node scripts/pack-manifest.js strip     (prepack)
 *   node scripts/pack-manifest.js restore   (postpack)
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const MANIFEST = "package.json";
const SAVED = ".package.json.before-pack";

/** The manifest as published: scripts that only serve a checkout are left out. */
export function publishedManifest(manifest) {
  const { prepare: _checkoutOnly, ...scripts } = manifest.scripts ?? {};
  return { ...manifest, scripts };
}

/**
 * Packs the package as `npm publish` would, into `folder`, and returns the tarball's path. Packed from a staged
 * copy with the published manifest, because `npm pack` with its scripts would rebuild dist/ (under tests that
 * are reading it). `env` is the environment npm runs in.
 */
export function packPublished(root, folder, env = process.env) {
  const manifest = JSON.parse(readFileSync(path.join(root, MANIFEST), "utf8"));
  const stage = path.join(folder, "stage");
  // Negated patterns (`!dist/**/*.map`) stay in the staged manifest, where npm applies them.
  for (const entry of [...manifest.files.filter((file) => !file.startsWith("!")), "README.md", "LICENSE"]) {
    cpSync(path.join(root, entry), path.join(stage, entry), { recursive: true });
  }
  writeFileSync(path.join(stage, MANIFEST), JSON.stringify(publishedManifest(manifest), null, 2));
  const packed = spawnSync("npm", ["pack", "--ignore-scripts", "--pack-destination", folder], {
    cwd: stage,
    encoding: "utf8",
    env,
    shell: process.platform === "win32",
  });
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  return path.join(folder, `${manifest.name}-${manifest.version}.tgz`);
}

function strip() {
  // A pack that died before `postpack` left the original here; it stays the one to restore.
  if (!existsSync(SAVED)) writeFileSync(SAVED, readFileSync(MANIFEST));
  const manifest = JSON.parse(readFileSync(SAVED, "utf8"));
  writeFileSync(MANIFEST, `${JSON.stringify(publishedManifest(manifest), null, 2)}\n`);
}

function restore() {
  if (existsSync(SAVED)) renameSync(SAVED, MANIFEST);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const command = process.argv[2];
  if (command === "strip") strip();
  else if (command === "restore") restore();
  else {
    console.error("usage: node scripts/pack-manifest.js strip|restore");
    process.exitCode = 2;
  }
}
