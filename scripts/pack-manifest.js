/**
 * The package.json that `npm pack` publishes has no `prepare` script. In a checkout, `prepare` makes `npm install`
 * leave a runnable CLI (it builds dist/); in an installed tarball, npm 11 reports any `prepare` as an install script
 * awaiting approval, although nothing of ours needs to run there. So `prepack` strips it and `postpack` puts the
 * file back byte for byte (the same idea as the `pinst` package, in a dozen lines).
 *
 *   node scripts/pack-manifest.js strip     (prepack)
 *   node scripts/pack-manifest.js restore   (postpack)
 */
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const MANIFEST = "package.json";
const SAVED = ".package.json.before-pack";

/** The manifest as published: scripts that only serve a checkout are left out. */
export function publishedManifest(manifest) {
  const { prepare: _checkoutOnly, ...scripts } = manifest.scripts ?? {};
  return { ...manifest, scripts };
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
