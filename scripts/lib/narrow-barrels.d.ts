/** See narrow-barrels.js: packages cut down to the names the playground's libraries import from them. */
import type ts from "typescript";

export declare const NARROWED_PACKAGES: readonly string[];
/** `{ entry file (absolute): replacement text }` for each narrowed package `program` reads. */
export declare function narrowedEntries(
  program: ts.Program,
  options: ts.CompilerOptions,
  host: ts.ModuleResolutionHost,
): Map<string, string>;
