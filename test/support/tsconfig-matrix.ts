/**
 * The tsconfigs generated code is proven under (test/compile/tsconfig-matrix.test.ts, docs/generated-code.md, "Proven tsconfigs"):
 * two lib settings × the module settings projects use, every cell with the strict flags of
 * {@link BASE_COMPILER_OPTIONS}. Written as tsconfig JSON, as users know them.
 */
import type ts from "typescript";
import { convertOptions } from "./compile.js";

export interface LibSetting {
  name: string;
  /** Only the templates meant for Node are compiled without the DOM lib. */
  nodeTemplatesOnly: boolean;
  tsconfig: Record<string, unknown>;
}

export const LIB_SETTINGS: readonly LibSetting[] = [
  {
    // A project with the DOM lib and Node's types: web apps, and Node projects that keep the DOM lib.
    // Without @types/node (a browser-only project) is BASE_COMPILER_OPTIONS, proven by the other compile tests.
    name: "DOM lib",
    nodeTemplatesOnly: false,
    tsconfig: { lib: ["es2022", "dom", "dom.iterable"], types: ["node"] },
  },
  {
    name: "Node-only lib",
    nodeTemplatesOnly: true,
    tsconfig: { lib: ["es2023"], types: ["node"] },
  },
];

export interface ModuleSetting {
  name: string;
  tsconfig: Record<string, unknown>;
  /**
   * The `type` of the package.json above the files, which decides their module format under `nodenext`.
   * Given for every setting, so that none depends on the repository's own package.json.
   */
  packageType: "module" | "commonjs";
  /** Angular's packages declare their types only in `exports`, which `node10` resolution does not read. */
  withoutAngular?: boolean;
}

/**
 * `verbatimModuleSyntax` is off where files are CommonJS: with it, TypeScript refuses every `import` in a
 * CommonJS file (TS1286), so no CommonJS project has it on.
 */
export const MODULE_SETTINGS: readonly ModuleSetting[] = [
  {
    name: "esnext + bundler",
    tsconfig: { module: "esnext", moduleResolution: "bundler" },
    packageType: "module",
  },
  {
    name: "preserve + bundler",
    tsconfig: { module: "preserve", moduleResolution: "bundler" },
    packageType: "module",
  },
  {
    name: "nodenext, ESM package",
    tsconfig: { module: "nodenext", moduleResolution: "nodenext" },
    packageType: "module",
  },
  {
    name: "nodenext, CommonJS package",
    tsconfig: { module: "nodenext", moduleResolution: "nodenext", verbatimModuleSyntax: false },
    packageType: "commonjs",
  },
  {
    // TypeScript 6 resolves like `bundler` under `module: commonjs` when moduleResolution is not set.
    name: "commonjs",
    tsconfig: { module: "commonjs", verbatimModuleSyntax: false },
    packageType: "commonjs",
  },
  {
    // What `module: commonjs` meant before TypeScript 6 (`node` is `node10`), still in many tsconfigs.
    name: "commonjs + node10",
    tsconfig: {
      module: "commonjs",
      moduleResolution: "node10",
      ignoreDeprecations: "6.0",
      verbatimModuleSyntax: false,
    },
    packageType: "commonjs",
    withoutAngular: true,
  },
];

/** The compiler options of one cell, merged over the base options by `expectCompiles`. */
export function cellCompilerOptions(lib: LibSetting, module: ModuleSetting): ts.CompilerOptions {
  return convertOptions({ ...lib.tsconfig, ...module.tsconfig });
}
