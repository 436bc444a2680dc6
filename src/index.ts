/**
 * typewright's programmatic API. `generate()` validates the options exactly like the CLI does, runs the
 * pipeline and returns the generated code; with `out` it also writes the files. `check()` is `--check`:
 * it compares what would be written with the disk and writes nothing.
 */
import { resolveOptions } from "./config/resolve-options.js";
import type { UserOptions } from "./config/types.js";
import { type GenerateResult, generate as runPipeline } from "./generate.js";
import { type CheckResult, checkOutputs } from "./jobs/check.js";

export type {
  ArrayFormat,
  HttpClientName,
  ParameterModifier,
  QueryParamsSerialization,
  ReactiveLayerName,
  ResolvedOptions,
  UserOptions,
} from "./config/types.js";
export { type ErrorCode, isTypewrightError, TypewrightError } from "./errors.js";
export type { GeneratedFile, GenerateResult } from "./generate.js";
export type { CheckResult, Difference, FileCheck, FileStatus } from "./jobs/check.js";
export type {
  ClientDeclaration,
  DeclaredType,
  ResponseDeclaration,
} from "./template-declarations/template-declaration.js";
export type {
  ArgumentDescription,
  ArgumentNames,
  BodyArgument,
  CustomDeclaration,
  CustomTemplate,
  GroupDescription,
  GroupMethod,
  OperationDescription,
  OperationDocs,
  ParameterArgument,
  ParamsObjectArgument,
  ParamsProperty,
  QueryObjectArgument,
  QueryProperty,
  ResolvesTo,
  ResponseDescription,
  ServersDescription,
  TemplateContext,
} from "./templates/custom-surface.js";
export {
  defineTemplate,
  type TemplateDefinition,
  type TemplateKit,
} from "./templates/custom-template.js";
export type { Diagnostic, DiagnosticCode } from "./text/diagnostics.js";
export { resolveOptions };

/** Options of the programmatic API: the configuration file's fields; `out` may be omitted. */
export type GenerateOptions = UserOptions;

/**
 * With `out`: writes the files and resolves to what was generated and written.
 * Without `out`: writes nothing and resolves to the main file's code as a string.
 */
export async function generate(options: GenerateOptions & { out: string }): Promise<GenerateResult>;
export async function generate(options: Omit<GenerateOptions, "out">): Promise<string>;
export async function generate(options: GenerateOptions): Promise<GenerateResult | string>;
export async function generate(options: GenerateOptions): Promise<GenerateResult | string> {
  const resolved = resolveOptions(options, { requireOut: false });
  const result = await runPipeline(resolved);
  if (resolved.out !== undefined) return result;
  return result.files[0]?.content ?? "";
}

/**
 * Like `generate`, but always resolves to the full result (files, warnings and diagnostics), writing only
 * when `out` is set.
 */
export async function generateFiles(options: GenerateOptions): Promise<GenerateResult> {
  return runPipeline(resolveOptions(options, { requireOut: false }));
}

/**
 * `--check` as a function: generates in memory and compares every file a run would write (`out`, `hooksOut`,
 * `mocks`, `msw`) with what is on disk, byte for byte; the write-once `clientSetup` only for existence. Writes
 * nothing. `out` is required. Resolves to the files and which of them are stale (missing or different);
 * rejects like `generate()` when the options are invalid or the generation fails.
 */
export async function check(options: GenerateOptions & { out: string }): Promise<CheckResult> {
  return checkOutputs(resolveOptions(options, { requireOut: true }));
}
