import { createRequire } from "node:module";
import type ts from "typescript";
import typewrightCompilerApi from "./compiler-api.js";

/**
 * Why a custom template cannot have the whole compiler API: the package `typescript` is not installed where
 * typewright is, or is another version. The message is a clause that goes after the template's name.
 */
export class WholeCompilerApiMissing extends Error {
  constructor(installed: string | undefined) {
    const major = typewrightCompilerApi.version.split(".")[0];
    super(
      `needs the package typescript ${major} (npm install -D typescript@${major}` +
        `${installed === undefined ? "" : `; the installed typescript ${installed} builds other nodes`}); ` +
        "typewright itself carries only the part of the compiler API it uses",
    );
    this.name = "WholeCompilerApiMissing";
  }
}

let loaded: typeof ts | undefined;

/**
 * The whole `typescript` module, for custom templates, which may call any of it: typewright itself runs on the
 * part of the compiler API it uses (see typescript.cts) and does not depend on the package. So the user's own
 * `typescript` (an optional peer) is loaded, on first use (through the code cache typescript.cts sets up), and
 * only when its nodes mix with typewright's: the same syntax kinds and flags (TypeScript 7's package has no
 * JavaScript API at all). Throws {@link WholeCompilerApiMissing} otherwise.
 */
export function wholeCompilerApi(): typeof ts {
  if (loaded !== undefined) return loaded;
  const require = createRequire(import.meta.url);
  let file: string;
  try {
    file = require.resolve("typescript");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "MODULE_NOT_FOUND")
      throw new WholeCompilerApiMissing(undefined);
    throw error;
  }
  const whole = require(file) as Partial<typeof ts> & { version?: string };
  if (!buildsTheSameNodes(whole)) throw new WholeCompilerApiMissing(whole.version ?? "of unknown version");
  loaded = whole as typeof ts;
  return loaded;
}

/** Nodes of one module print and mix with the other's when they number syntax kinds and flags alike. */
function buildsTheSameNodes(whole: Partial<typeof ts>): boolean {
  const sameTable = (ours: object, theirs: object | undefined) =>
    theirs !== undefined && JSON.stringify(ours) === JSON.stringify(theirs);
  return (
    sameTable(typewrightCompilerApi.SyntaxKind, whole.SyntaxKind) &&
    sameTable(typewrightCompilerApi.NodeFlags, whole.NodeFlags) &&
    sameTable(typewrightCompilerApi.EmitFlags, whole.EmitFlags)
  );
}
