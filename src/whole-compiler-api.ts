import { createRequire } from "node:module";
import type ts from "typescript";

/**
 * The whole `typescript` module, for custom templates, which may call any of it: typewright itself loads only
 * the part of the compiler API it uses (see typescript.cts). Loaded on first use. It is the same version, so
 * nodes made with either mix.
 */
export function wholeCompilerApi(): typeof ts {
  return createRequire(import.meta.url)("typescript");
}
