import type { CompileOptions } from "./compile.js";

/**
 * The two ways a jest project has its types, as options of the strict compile of compile.ts: jest alone
 * (`@jest/globals`, a dependency of jest, is all there is; the repository's @types/jest is hidden), and with
 * @types/jest, whose global `jest` namespace the generated file must not clash with.
 */
export const JEST_TYPE_SETUPS: readonly [name: string, options: CompileOptions][] = [
  ["@jest/globals only", { extraCompilerOptions: { types: [] }, absentPackages: ["@types/jest"] }],
  ["@types/jest installed", { extraCompilerOptions: { types: ["jest"] } }],
];

/** `setup` with more compiler options merged in. */
export function withCompilerOptions(setup: CompileOptions, extra: CompileOptions["extraCompilerOptions"]) {
  return { ...setup, extraCompilerOptions: { ...setup.extraCompilerOptions, ...extra } };
}
