/**
 * A private build of typewright for one benchmark run, in bench/.cache/typewright. Several engineers edit src/
 * and rebuild dist/ while they work; a benchmark running for half an hour must neither pick up a half-written
 * build nor measure an uncommitted mid-edit state.
 *
 * - "dist" (default): a copy of the working tree's dist/ (what `npm run build` last produced), taken once at the
 *   start of the run.
 * - "commit" (--commit REV): the committed tree (`git archive <rev> src bin package.json
 *   tsconfig*.json`, read-only on the repository) compiled with the project's tsc. Reproducible, named by its commit.
 *
 * Either way the copy holds dist/, bin/, package.json ("type": "module") and src/runtime/ (read at run
 * time, relative to dist/). Packages resolve from the repository's node_modules by walking up the folders.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { CACHE, ROOT } from "./config.js";

export const SNAPSHOT_DIR = path.join(CACHE, "typewright");

/** @returns {{ cli: string, dist: string, builtAt: string, how: string, commit?: string } | { error: string }} */
export function snapshotTypewright({ source, commit: revision }) {
  rmSync(SNAPSHOT_DIR, { recursive: true, force: true });
  mkdirSync(SNAPSHOT_DIR, { recursive: true });
  const dist = path.join(SNAPSHOT_DIR, "dist");
  let how;
  let commit;
  if (source === "commit") {
    try {
      commit = execFileSync("git", ["rev-parse", "--short", `${revision}^{commit}`], {
        cwd: ROOT,
        encoding: "utf8",
      }).trim();
      const tar = path.join(CACHE, "typewright-head.tar");
      execFileSync(
        "git",
        [
          "archive",
          "--format=tar",
          "-o",
          tar,
          commit,
          "src",
          "bin",
          "scripts",
          "package.json",
          "tsconfig.json",
          "tsconfig.build.json",
        ],
        { cwd: ROOT },
      );
      execFileSync("tar", ["-xf", tar, "-C", SNAPSHOT_DIR]);
      rmSync(tar);
    } catch (error) {
      return { error: `could not extract ${revision} with git archive: ${error.message.split("\n")[0]}` };
    }
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    const result = spawnSync(process.execPath, [tsc, "-p", path.join(SNAPSHOT_DIR, "tsconfig.build.json")], {
      cwd: SNAPSHOT_DIR,
      encoding: "utf8",
    });
    // The rest of that commit's `npm run build`, in its order; older commits lack some of these scripts:
    // the trimmed compiler (dist/typescript-api.cjs), the printed runtime, then the bundled command.
    for (const step of ["trim-typescript.js", "print-runtime.js", "bundle-cli.js"]) {
      const script = path.join(SNAPSHOT_DIR, "scripts", step);
      if (existsSync(script) && existsSync(path.join(dist, "cli.js")))
        spawnSync(process.execPath, [script], { cwd: SNAPSHOT_DIR, encoding: "utf8" });
    }
    if (!existsSync(path.join(dist, "cli.js"))) {
      return {
        error: `compiling ${commit} failed: ${(result.stdout || result.stderr || "").split("\n")[0]}`,
      };
    }
    how = `commit ${commit} compiled by the benchmark${result.status === 0 ? "" : " (tsc reported type errors)"}`;
  } else {
    if (!existsSync(path.join(ROOT, "dist/cli.js")))
      return { error: "dist/cli.js is missing: run `npm run build` first" };
    cpSync(path.join(ROOT, "dist"), dist, { recursive: true });
    cpSync(path.join(ROOT, "bin"), path.join(SNAPSHOT_DIR, "bin"), { recursive: true });
    cpSync(path.join(ROOT, "package.json"), path.join(SNAPSHOT_DIR, "package.json"));
    // Older builds read the runtime files from src/templates/runtime/, newer ones from src/runtime/.
    for (const folder of ["src/runtime", "src/templates/runtime"]) {
      if (existsSync(path.join(ROOT, folder)))
        cpSync(path.join(ROOT, folder), path.join(SNAPSHOT_DIR, folder), { recursive: true });
    }
    const built = statSync(path.join(ROOT, "dist/cli.js"))
      .mtime.toISOString()
      .replace("T", " ")
      .replace(/\.\d+Z$/, " UTC");
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], {
      cwd: ROOT,
      encoding: "utf8",
    }).trim();
    how = `working tree's dist/ (built ${built}, HEAD ${head})`;
  }
  return {
    cli: path.join(SNAPSHOT_DIR, "bin/typewright.js"),
    dist,
    builtAt: statSync(path.join(dist, "cli.js")).mtime.toISOString(),
    how,
    commit,
  };
}
