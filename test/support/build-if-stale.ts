import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const BUILT_CLI = path.join(ROOT, "dist/bundle/typewright.cjs");

/** `npm test` builds first; a direct `vitest run` rebuilds dist/ when a source file is newer than it. */
export function buildIfStale(): void {
  const builtAt = existsSync(BUILT_CLI) ? statSync(BUILT_CLI).mtimeMs : 0;
  const sources = readdirSync(path.join(ROOT, "src"), { recursive: true, encoding: "utf8" });
  const stale = sources.some((source) => statSync(path.join(ROOT, "src", source)).mtimeMs > builtAt);
  if (!stale) return;
  // Type errors elsewhere in the tree still emit JavaScript; only a missing bundle is fatal.
  spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-p", "tsconfig.build.json"],
    { cwd: ROOT },
  );
  spawnSync(process.execPath, [path.join(ROOT, "scripts/bundle-cli.js")], { cwd: ROOT });
  expect(existsSync(BUILT_CLI)).toBe(true);
}
