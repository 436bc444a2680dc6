/**
 * An older version of a library, installed beside the newest as an npm alias (`xior-0-5`, `swr-2-2`), whose
 * own files import the library by its name (`xior/utils`, `swr/_internal`, `swr` itself). npm resolves those
 * imports to the newest version, so a test that only points the generated import at the alias runs and
 * type-checks a mix of the two versions. These helpers make the alias the library everywhere: for a
 * program, compiler `paths`; for Node, a copy of the alias under the library's name. Test plumbing: the
 * generator always imports the library itself.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type ts from "typescript";

const REPO_ROOT = fileURLToPath(new URL("../../", import.meta.url));
const NODE_MODULES = path.join(REPO_ROOT, "node_modules");
const PRIVATE_INSTALLS = path.join(REPO_ROOT, ".tmp", "private-installs");

type Conditions = string | { [condition: string]: Conditions };

function manifestOf(alias: string): { version: string; exports: Record<string, Conditions> } {
  return JSON.parse(readFileSync(path.join(NODE_MODULES, alias, "package.json"), "utf8"));
}

/** The `types` entry of an `exports` target, however deep its conditions nest. */
function typesOf(target: Conditions): string | undefined {
  if (typeof target === "string") return undefined;
  if (typeof target.types === "string") return target.types;
  for (const nested of Object.values(target)) {
    const found = typesOf(nested);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Compiler options that resolve `library` and each of its entry points (`library/utils`, ...) to the typings
 * of `alias`, read off the alias's `exports`: the generated code and the alias's own declarations then see
 * one version.
 */
export function typingsOf(library: string, alias: string): ts.CompilerOptions {
  const manifest = manifestOf(alias);
  const paths: Record<string, string[]> = {};
  for (const [subpath, target] of Object.entries(manifest.exports)) {
    const types = typesOf(target);
    if (types === undefined || subpath.includes("*")) continue;
    const specifier = subpath === "." ? library : `${library}/${subpath.slice(2)}`;
    paths[specifier] = [path.join(NODE_MODULES, alias, types)];
  }
  return { paths };
}

/**
 * A folder in which `library` is `alias`: `<folder>/node_modules/<library>` is a copy of the alias, so a module
 * written under the folder imports the alias as `library`, and the alias's own imports of `library/...` find
 * the copy too (a link would not do: Node resolves a module's imports from its real path). Its other
 * dependencies (React, ...) are the repository's. Made once per version of the alias, shared by test files.
 */
export function privateInstall(library: string, alias: string): string {
  const folder = path.join(PRIVATE_INSTALLS, `${alias}@${manifestOf(alias).version}`);
  const target = path.join(folder, "node_modules", library);
  if (existsSync(target)) return folder;
  mkdirSync(PRIVATE_INSTALLS, { recursive: true });
  // Copied aside, then renamed into place: test files running at once never see half a copy.
  const staging = mkdtempSync(path.join(PRIVATE_INSTALLS, `${alias}-`));
  cpSync(path.join(NODE_MODULES, alias), path.join(staging, "node_modules", library), { recursive: true });
  try {
    renameSync(staging, folder);
  } catch (error) {
    // Another test file put it in place first.
    rmSync(staging, { recursive: true, force: true });
    if (!existsSync(target)) throw error;
  }
  return folder;
}
