/**
 * Validation at the edge: `unknown` in, a frozen, fully defaulted `ResolvedOptions` out, or one
 * `TypewrightError("options")` listing every problem found, one line each.
 */
import path from "node:path";
import { TypewrightError } from "../errors.js";
import type { OutputCatalog } from "../output-contract/catalog.js";
import { hasUrlScheme } from "../text/url.js";
import { checkValue } from "./check-value.js";
import { combinationProblems, outputCollisionProblems } from "./combination-rules.js";
import { OPTION_DEFINITIONS, type OptionDefinition, type OptionPath } from "./definitions.js";
import { type Checked, describeValue, invalid, isPlainObject, valid, writePath } from "./text.js";
import type { ResolvedOptions, TemplateSelection } from "./types.js";
import { unknownKeyProblems } from "./unknown-keys.js";

export interface ResolveContext {
  /** The config file the input was read from: relative paths in it are resolved against its folder. */
  configFile?: string;
  /** Whether `out` is required. The CLI sets it; the programmatic API may omit `out` to get strings back. */
  requireOut?: boolean;
  /**
   * Default `true`. `false` when the input was merged from objects whose unknown keys were already reported
   * where they were written (the jobs of `configs`, see `jobs.ts`), so each is reported once.
   */
  reportUnknownKeys?: boolean;
}

/**
 * `outputs`: the declarations of the built-in outputs, handed in by the caller (the registry's, at the top of
 * the pipeline), whose ids the `template` option may name.
 */
export function resolveOptions(
  input: unknown,
  outputs: OutputCatalog,
  context: ResolveContext = {},
): ResolvedOptions {
  if (!isPlainObject(input)) {
    throw optionsError([`options must be an object (got ${describeValue(input)})`]);
  }
  const problems = context.reportUnknownKeys === false ? [] : unknownKeyProblems(input);
  const values = new Map<OptionPath, unknown>();
  const failed = new Set<OptionPath>();
  for (const definition of OPTION_DEFINITIONS) {
    const checked = checkDefinition(definition, readPath(input, definition.path), outputs, context);
    if (checked.ok) values.set(definition.path, checked.value);
    else {
      failed.add(definition.path);
      problems.push(...checked.problems);
    }
  }
  const baseDirectory = context.configFile === undefined ? undefined : path.dirname(context.configFile);
  const options = withNullableStrategy(withValidatorOut(assemble(values, baseDirectory)));
  problems.push(
    ...combinationProblems(options, failed, context, outputs),
    ...outputCollisionProblems(options),
  );
  if (problems.length > 0) throw optionsError(problems);
  return deepFreeze(options);
}

function optionsError(problems: readonly string[]): TypewrightError {
  const summary = problems.length === 1 ? "1 problem" : `${problems.length} problems`;
  return new TypewrightError("options", `invalid options (${summary}):\n${problems.join("\n")}`, {
    problems,
  });
}

function checkDefinition(
  definition: OptionDefinition,
  raw: unknown,
  outputs: OutputCatalog,
  context: ResolveContext,
): Checked {
  if (raw !== undefined) return checkValue(definition.value, raw, definition.path, outputs);
  const required =
    definition.required === "always" || (definition.required === "cli" && context.requireOut === true);
  if (required) return invalid(`${definition.path}: is required`);
  // Defaults go through the checker too, so `"axios"` becomes a TemplateSelection like a given value.
  return definition.default === undefined
    ? valid(undefined)
    : checkValue(definition.value, definition.default, definition.path, outputs);
}

/** The value at a dotted path, or `undefined` when it or a containing object is absent. */
function readPath(input: Record<string, unknown>, dottedPath: string): unknown {
  let current: unknown = input;
  for (const key of dottedPath.split(".")) {
    if (!isPlainObject(current) || !Object.hasOwn(current, key)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * Builds the nested options object. Values are copied so that freezing the result freezes neither the
 * caller's input nor the defaults of the table.
 */
function assemble(
  values: ReadonlyMap<OptionPath, unknown>,
  baseDirectory: string | undefined,
): ResolvedOptions {
  const result: Record<string, unknown> = {};
  for (const definition of OPTION_DEFINITIONS) {
    if (definition.path === "$schema") continue;
    const value = structuredClone(values.get(definition.path));
    writePath(result, definition.path, resolvePath(definition, value, baseDirectory));
  }
  // Each row of the table has been checked against its kind, and a type-level test keeps the table's
  // paths equal to the fields of ResolvedOptions.
  return result as unknown as ResolvedOptions;
}

/** Config-file paths are relative to the config file's folder; without a config file they stay as given. */
function resolvePath(
  definition: OptionDefinition,
  value: unknown,
  baseDirectory: string | undefined,
): unknown {
  if (baseDirectory === undefined || value === undefined) return value;
  const kind = definition.value.kind;
  if (kind === "path" && typeof value === "string") return path.resolve(baseDirectory, value);
  if (kind === "source" && typeof value === "string" && !hasUrlScheme(value))
    return path.resolve(baseDirectory, value);
  if (kind === "sources" && Array.isArray(value))
    return value.map((entry: string) => (hasUrlScheme(entry) ? entry : path.resolve(baseDirectory, entry)));
  const template = value as TemplateSelection;
  if (kind === "template" && template.kind === "custom") {
    // Spread, so a reactive layer over the custom template (`["swr", "./my-template"]`) is kept.
    return { ...template, directory: path.resolve(baseDirectory, template.directory) };
  }
  return value;
}

/** `validatorOut` defaults to the file beside `out`: `client.ts` → `client.zod.ts`. */
function withValidatorOut(options: ResolvedOptions): ResolvedOptions {
  if (options.validator === undefined || options.validatorOut !== undefined || options.out === undefined) {
    return options;
  }
  return { ...options, validatorOut: defaultValidatorOut(options.out) };
}

/**
 * `nullableStrategy` defaults to `include` where the client validates: the checks are the types' schemas, and
 * only `include` types admit a `null` the description allows, so without it a valid answer would fail.
 */
function withNullableStrategy(options: ResolvedOptions): ResolvedOptions {
  if (options.nullableStrategy !== undefined) return options;
  const validating = options.validateResponses || options.validateRequests;
  return { ...options, nullableStrategy: validating ? "include" : "ignore" };
}

export function defaultValidatorOut(out: string): string {
  const extension = path.extname(out);
  const stem = extension === "" ? out : out.slice(0, -extension.length);
  return `${stem}.zod${extension === "" ? ".ts" : extension}`;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}
