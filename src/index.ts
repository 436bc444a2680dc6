/**
 * typewright's programmatic API. `generate()` validates the options exactly like the CLI does, runs the
 * pipeline and returns the generated code; with `out` it also writes the files. `check()` is `--check`:
 * it compares what would be written with the disk and writes nothing.
 */

import { type ResolveContext, resolveOptions as resolve } from "./config/resolve-options.js";
import type { PagingSetting, ParameterModifier, UserOptions } from "./config/types.js";
import { type GenerateResult, generate as runPipeline } from "./generate.js";
import { type CheckResult, checkOutputs } from "./jobs/check.js";
import type { TemplateOptions } from "./templates/custom-options.js";
import { BUILTIN_OUTPUTS } from "./templates/registry.js";

export type { ResolveContext } from "./config/resolve-options.js";
export type {
  ArrayFormat,
  PagingSetting,
  ParameterModifier,
  QueryParamsSerialization,
  UserOptions,
} from "./config/types.js";
export { type ErrorCode, isTypewrightError, TypewrightError } from "./errors.js";
export type { GeneratedFile, GenerateResult } from "./generate.js";
export type { CheckResult, Difference, FileCheck, FileStatus } from "./jobs/check.js";
export type {
  TemplateOptionName,
  TemplateOptions,
} from "./templates/custom-options.js";
export type {
  ArgumentDescription,
  ArgumentNames,
  BodyArgument,
  CustomDeclaration,
  CustomResponse,
  CustomTemplate,
  GroupDescription,
  GroupMethod,
  HooksSupport,
  JsDoc,
  NamedType,
  NativeResponse,
  OperationDescription,
  OperationDocs,
  ParameterArgument,
  ParamsObjectArgument,
  ParamsProperty,
  QueryObjectArgument,
  QueryProperty,
  ReadDeclaration,
  ResolvesTo,
  ResponseDescription,
  ServersDescription,
  TemplateContext,
} from "./templates/custom-surface.js";
export { defineTemplate, type TemplateDefinition } from "./templates/custom-template.js";
export type {
  RuntimeSender,
  TemplateContainers,
  TemplateKit,
  TemplateNodes,
  TypeKeyword,
} from "./templates/template-kit.js";
export type { Diagnostic, DiagnosticCode } from "./text/diagnostics.js";

/**
 * A built-in HTTP client's id (`template: "fetch"`; docs/configuration.md lists them). A string rather than
 * the ids themselves, so that the API's types do not repeat the list of templates, and a template added to it
 * needs no change here.
 */
export type HttpClientName = string;
/** A built-in reactive layer's id, which sits on a client (`template: ["tsq", "fetch"]`). */
export type ReactiveLayerName = string;

/** The template `template` selects: a built-in client or a custom template's folder, with a layer on it or not. */
export type TemplateSelection =
  | { kind: "builtin"; client: HttpClientName; reactive?: ReactiveLayerName }
  | { kind: "custom"; directory: string; reactive?: ReactiveLayerName };

/**
 * The options as `resolveOptions` returns them: validated, every default filled in, paths as given. Written
 * out here rather than exported from the option table, so that the pinned API does not follow its internal
 * types; a test holds the two to the same fields.
 */
export interface ResolvedOptions extends TemplateOptions {
  readonly src: string;
  readonly overlays: readonly string[];
  readonly out: string | undefined;
  readonly template: TemplateSelection;
  readonly generationMode: "full" | "schemas";
  readonly schemaDeclarationStyle: "interface" | "type";
  readonly enumDeclarationStyle: "union" | "enum";
  readonly enumNamesStyle: "original" | "PascalCase";
  readonly nullableStrategy: "ignore" | "include" | "nullableAsOptional";
  readonly preferAny: boolean;
  readonly readWriteViews: boolean;
  readonly skipDeprecated: boolean;
  readonly servicePrefix: string;
  readonly idempotencyHeader: string;
  readonly pagination: Readonly<Record<string, PagingSetting | false>>;
  readonly resources: boolean;
  readonly useClient: boolean;
  readonly hooksOut: string | undefined;
  readonly split: "none" | "tags";
  readonly forceSetup: boolean;
  readonly maxInputSize: number;
  readonly fetchDeadline: number;
  readonly strict: boolean;
  readonly validate: boolean;
  readonly mocks: string | undefined;
  readonly testingFramework: "vitest" | "jest" | undefined;
  readonly msw: string | undefined;
  readonly mockListSize: number | Readonly<Record<string, number>>;
  readonly validator: "zod" | undefined;
  readonly validatorOut: string | undefined;
  readonly validatorExplicitTypes: boolean;
  readonly validateResponses: boolean;
  readonly validateRequests: boolean;
  readonly modifiers: { readonly parameters: Readonly<Record<string, ParameterModifier>> };
  readonly exclude: { readonly tags: readonly string[]; readonly operationIds: readonly string[] };
}

/**
 * Validates options exactly like the command line (`TypewrightError` with `code: "options"` and a `problems`
 * list) and returns them with every default filled in.
 */
export function resolveOptions(input: unknown, context?: ResolveContext): ResolvedOptions {
  return resolve(input, BUILTIN_OUTPUTS, context);
}

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
  const resolved = resolve(options, BUILTIN_OUTPUTS, { requireOut: false });
  const result = await runPipeline(resolved);
  if (resolved.out !== undefined) return result;
  return result.files[0]?.content ?? "";
}

/**
 * Like `generate`, but always resolves to the full result (files, warnings and diagnostics), writing only
 * when `out` is set.
 */
export async function generateFiles(options: GenerateOptions): Promise<GenerateResult> {
  return runPipeline(resolve(options, BUILTIN_OUTPUTS, { requireOut: false }));
}

/**
 * `--check` as a function: generates in memory and compares every file a run would write (`out`, `hooksOut`,
 * `mocks`, `msw`) with what is on disk, byte for byte; the write-once `clientSetup` only for existence. Writes
 * nothing. `out` is required. Resolves to the files and which of them are stale (missing or different);
 * rejects like `generate()` when the options are invalid or the generation fails.
 */
export async function check(options: GenerateOptions & { out: string }): Promise<CheckResult> {
  return checkOutputs(resolve(options, BUILTIN_OUTPUTS, { requireOut: true }));
}
