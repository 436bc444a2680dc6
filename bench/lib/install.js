/**
 * Installs the pinned packages into their bench/.cache prefixes with the ordinary npm client, once: a package
 * whose installed version already matches is not touched. A failure is reported and the benchmark goes on
 * without whatever needed that package.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export function installedVersion(dir, name) {
  const file = path.join(dir, "node_modules", name, "package.json");
  if (!existsSync(file)) return undefined;
  try {
    return JSON.parse(readFileSync(file, "utf8")).version;
  } catch {
    return undefined;
  }
}

/** package.json of a prefix: private, with the prefix's overrides merged in (npm reads them at install time). */
function preparePrefix(id, prefix) {
  mkdirSync(prefix.dir, { recursive: true });
  const file = path.join(prefix.dir, "package.json");
  const current = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {};
  const wanted = { ...current, name: `bench-${id.replace(/[^a-z0-9-]/g, "-")}`, private: true };
  if (prefix.overrides) wanted.overrides = { ...current.overrides, ...prefix.overrides };
  if (JSON.stringify(wanted) !== JSON.stringify(current))
    writeFileSync(file, `${JSON.stringify(wanted, null, 2)}\n`);
}

/** `npm install` into `dir`: the given specs, or with none the dependencies of `dir`'s package.json. */
export function npmInstall(dir, specs, log) {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const args = [
    "install",
    "--prefix",
    dir,
    ...(specs.length > 0 ? ["--save-exact"] : []),
    "--no-audit",
    "--no-fund",
    "--loglevel=error",
    ...specs,
  ];
  log(`  npm ${args.join(" ")}`);
  const result = spawnSync(npm, args, { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  if (result.status === 0) return undefined;
  const text = `${result.stderr ?? ""}${result.stdout ?? ""}${result.error ? String(result.error) : ""}`;
  const lines = text.split("\n").filter((line) => /error/i.test(line) && !/A complete log/.test(line));
  return (lines.slice(0, 3).join(" | ") || `npm exited with ${result.status}`).replace(/\s+/g, " ").trim();
}

/**
 * @param {Record<string, {dir: string, packages: {name: string, version: string}[], overrides?: object, separately?: boolean}>} prefixes
 * @param {{ ids: string[], allowInstall: boolean, log: (line: string) => void }} options
 * @returns {Record<string, {ok: boolean, problems: string[], versions: Record<string, string|undefined>}>}
 */
export function ensureInstalled(prefixes, { ids, allowInstall, log }) {
  const status = {};
  for (const id of ids) {
    const prefix = prefixes[id];
    const problems = [];
    const missing = prefix.packages.filter((pkg) => installedVersion(prefix.dir, pkg.name) !== pkg.version);
    if (missing.length > 0 && allowInstall) {
      preparePrefix(id, prefix);
      const groups = prefix.separately ? missing.map((pkg) => [pkg]) : [missing];
      for (const group of groups) {
        const specs = group.map((pkg) => `${pkg.name}@${pkg.version}`);
        log(`installing ${specs.join(" ")} into ${path.relative(process.cwd(), prefix.dir) || "."}`);
        const error = npmInstall(prefix.dir, specs, log);
        if (error) problems.push(`npm install ${specs.join(" ")} failed: ${error}`);
      }
    }
    const versions = {};
    for (const pkg of prefix.packages) {
      versions[pkg.name] = installedVersion(prefix.dir, pkg.name);
      if (versions[pkg.name] !== pkg.version && !problems.some((p) => p.includes(pkg.name))) {
        problems.push(
          allowInstall
            ? `${pkg.name}@${pkg.version} is not installed in ${prefix.dir}`
            : `${pkg.name}@${pkg.version} is not installed (found ${versions[pkg.name] ?? "nothing"}; --skip-install given)`,
        );
      }
    }
    status[id] = { ok: problems.length === 0, problems, versions };
  }
  return status;
}
