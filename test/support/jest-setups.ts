import type { CompileOptions } from "./compile.js";
import { typingsOf } from "./private-install.js";

/**
 * The ways a jest project has its types, as options of the strict compile of compile.ts: jest alone
 * (`@jest/globals`, a dependency of jest, is all there is; the repository's @types/jest is hidden), with
 * @types/jest, whose global `jest` namespace the generated file must not clash with, and jest 29 alone, the
 * lowest supported (`jest-globals-29`, an npm alias of its `@jest/globals`, whose own dependencies npm nests
 * at 29).
 */
export const JEST_TYPE_SETUPS: readonly [name: string, options: CompileOptions][] = [
  ["@jest/globals only", { extraCompilerOptions: { types: [] }, absentPackages: ["@types/jest"] }],
  ["@types/jest installed", { extraCompilerOptions: { types: ["jest"] } }],
  [
    "jest 29, @jest/globals only",
    {
      extraCompilerOptions: { types: [], ...typingsOf("@jest/globals", "jest-globals-29") },
      absentPackages: ["@types/jest"],
    },
  ],
];

/** `setup` with more compiler options merged in. */
export function withCompilerOptions(setup: CompileOptions, extra: CompileOptions["extraCompilerOptions"]) {
  return { ...setup, extraCompilerOptions: { ...setup.extraCompilerOptions, ...extra } };
}
