/**
 * The ky template must work with ky 1 (what npm installs on Node 20) and ky 2 (Node 22+). The repository
 * has both ends: `ky` is the newest 2.x and `ky1` an npm alias of 1.7.4, the lowest (before 1.7.2
 * `ky.create()` wants an argument; before 1.7.4 an aborted per-call `signal` is dropped). Tests point a generated client at ky 1 by
 * rewriting its import specifier; that is test plumbing, the generator always imports `'ky'`.
 */
import { pointImportAt } from "./library-versions.js";

export interface KyVersion {
  name: string;
  /** The package to import instead of `ky`. */
  specifier: "ky" | "ky1";
}

export const KY_VERSIONS: readonly KyVersion[] = [
  { name: "ky 2", specifier: "ky" },
  { name: "ky 1", specifier: "ky1" },
];

/** The same code importing `specifier` instead of `ky`; throws if the code has no ky import to rewrite. */
export function pointKyImportAt(code: string, specifier: KyVersion["specifier"]): string {
  return specifier === "ky" ? code : pointImportAt(code, "ky", specifier);
}
