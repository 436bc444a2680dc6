/**
 * The ng2 template must compile with every Angular major still supported. The repository installs them
 * side by side: `@angular/*` is 21 (the newest that installs on Node 20, where the runtime tests run) and
 * `angular20-*` / `angular22-*` are npm aliases of 20 and 22, for compile checks only.
 *
 * A program is pointed at one major with compiler `paths`: every `@angular/core` and `@angular/common`
 * entry point (`@angular/common/http`, ...) maps to that package's typings, so the generated code and
 * Angular's own declarations (common's `.d.ts` import `@angular/core`) all see the same major. The
 * generator always imports `@angular/...`; the mapping is test plumbing.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type ts from "typescript";

const NODE_MODULES = fileURLToPath(new URL("../../node_modules/", import.meta.url));

export interface AngularVersion {
  major: 20 | 21 | 22;
  /** The installed package that stands for each `@angular/*` package the generated code uses. */
  packages: Record<"@angular/core" | "@angular/common", string>;
}

export const ANGULAR_VERSIONS: readonly AngularVersion[] = [
  { major: 20, packages: { "@angular/core": "angular20-core", "@angular/common": "angular20-common" } },
  { major: 21, packages: { "@angular/core": "@angular/core", "@angular/common": "@angular/common" } },
  { major: 22, packages: { "@angular/core": "angular22-core", "@angular/common": "angular22-common" } },
];

interface PackageJson {
  version: string;
  exports: Record<string, { types?: string } | string>;
}

function packageJson(installed: string): PackageJson {
  return JSON.parse(readFileSync(path.join(NODE_MODULES, installed, "package.json"), "utf8")) as PackageJson;
}

/** The version npm installed for `version`'s packages, e.g. `{ "@angular/core": "20.3.35", ... }`. */
export function installedVersions(version: AngularVersion): Record<string, string> {
  return Object.fromEntries(
    Object.entries(version.packages).map(([name, installed]) => [name, packageJson(installed).version]),
  );
}

/**
 * Compiler options that resolve `@angular/core` and `@angular/common` (with their subpaths) to `version`'s
 * typings. Built from each package's `exports` map, since the typings' layout differs between majors
 * (`http/index.d.ts` in 20, `types/http.d.ts` from 21).
 */
export function angularCompilerOptions(version: AngularVersion): ts.CompilerOptions {
  const paths: Record<string, string[]> = {};
  for (const [name, installed] of Object.entries(version.packages)) {
    for (const [subpath, target] of Object.entries(packageJson(installed).exports)) {
      if (typeof target === "string" || target.types === undefined || subpath.includes("*")) continue;
      const specifier = subpath === "." ? name : `${name}/${subpath.slice(2)}`;
      paths[specifier] = [path.join(NODE_MODULES, installed, target.types)];
    }
  }
  return { paths };
}
