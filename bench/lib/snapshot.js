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
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { CACHE, ROOT } from "./config.js";

export const SNAPSHOT_DIR = path.join(CACHE, "typewright");

/**
 * `dir`: where the copy goes (a second one, a baseline to compare with, goes beside the first).
 * @returns {{ cli: string, dist: string, builtAt: string, how: string, commit?: string } | { error: string }}
 */
export function snapshotTypewright({ source, commit: revision, dir = SNAPSHOT_DIR }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const dist = path.join(dir, "dist");
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
      execFileSync("tar", ["-xf", tar, "-C", dir]);
      rmSync(tar);
    } catch (error) {
      return { error: `could not extract ${revision} with git archive: ${error.message.split("\n")[0]}` };
    }
    const tsc = path.join(ROOT, "node_modules/typescript/bin/tsc");
    const result = spawnSync(process.execPath, [tsc, "-p", path.join(dir, "tsconfig.build.json")], {
      cwd: dir,
      encoding: "utf8",
    });
    // The rest of that commit's `npm run build`, its `node scripts/...` steps in its order (the trimmed
    // compiler, the printed runtime, the bundled command, ...), so that it is built as its users got it.
    for (const step of buildSteps(dir)) {
      const script = path.join(dir, "scripts", step);
      if (existsSync(script) && existsSync(path.join(dist, "cli.js")))
        spawnSync(process.execPath, [script], { cwd: dir, encoding: "utf8" });
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
    cpSync(path.join(ROOT, "bin"), path.join(dir, "bin"), { recursive: true });
    cpSync(path.join(ROOT, "package.json"), path.join(dir, "package.json"));
    // Older builds read the runtime files from src/templates/runtime/, newer ones from src/runtime/.
    for (const folder of ["src/runtime", "src/templates/runtime"]) {
      if (existsSync(path.join(ROOT, folder)))
        cpSync(path.join(ROOT, folder), path.join(dir, folder), { recursive: true });
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
    cli: path.join(dir, "bin/typewright.js"),
    dist,
    builtAt: statSync(path.join(dist, "cli.js")).mtime.toISOString(),
    how,
    commit,
  };
}

/** The scripts a commit's `npm run build` runs after tsc (`node scripts/<step>`), in order. */
function buildSteps(dir) {
  const manifest = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
  const build = manifest.scripts?.build ?? "";
  return [...build.matchAll(/\bnode scripts\/([\w.-]+\.js)\b/g)].map((match) => match[1]);
}
