/**
 * Rules between options. Problems make the options invalid; warnings only say that an option has no
 * effect. A rule is skipped when an option it reads was itself invalid, so one mistake is reported once.
 */
import path from "node:path";
import { findClient, layerDeclaration, type OutputCatalog } from "../output-contract/catalog.js";
import type { DiagnosticSink } from "../text/diagnostics.js";
import { hasUrlScheme } from "../text/url.js";
import type { OptionPath } from "./definitions.js";
import { templateChoices } from "./template-choices.js";
import { quoteList } from "./text.js";
import type { ResolvedOptions } from "./types.js";

interface RuleContext {
  readonly requireOut?: boolean;
  readonly outputs: OutputCatalog;
}

interface CombinationRule {
  readonly reads: readonly OptionPath[];
  readonly check: (options: ResolvedOptions, context: RuleContext) => string | undefined;
}

function reactiveHint(outputs: OutputCatalog): string {
  return `a reactive template (${quoteList(templateChoices(outputs).layers)} or a pair such as ["swr", "axios"])`;
}

/** `out` is missing and not already reported as required. */
function outMissing(options: ResolvedOptions, context: { requireOut?: boolean }): boolean {
  return options.out === undefined && context.requireOut !== true;
}

function requiresOut(
  option: "hooksOut" | "clientSetup" | "mocks" | "testingFramework" | "msw" | "validator",
  why: string,
): CombinationRule {
  return {
    reads: [option, "out"],
    check: (options, context) =>
      options[option] !== undefined && outMissing(options, context)
        ? `${option}: requires "out" (${why})`
        : undefined,
  };
}

function requiresValidator(
  option: "validateResponses" | "validateRequests" | "validatorExplicitTypes",
  why: string,
): CombinationRule {
  return {
    reads: [option, "validator"],
    check: (options) =>
      options[option] && options.validator === undefined
        ? `${option}: requires "validator" ("zod"): ${why}`
        : undefined,
  };
}

/** What `split: "tags"` does not yet write as a set of files: refused rather than written whole beside it. */
function splitRefuses(
  option: OptionPath,
  refused: (options: ResolvedOptions) => string | undefined,
): CombinationRule {
  return {
    reads: ["split", option],
    check: (options) => {
      const what = options.split === "tags" ? refused(options) : undefined;
      return what === undefined ? undefined : `split: "tags" does not work with ${what}`;
    },
  };
}

/** The outputs that name a folder of files with `split: "tags"`: the client's and its hooks'. */
export const SPLIT_FOLDER_OPTIONS = ["out", "hooksOut"] as const;

const RULES: readonly CombinationRule[] = [
  requiresOut("hooksOut", "the hooks file imports the main file"),
  requiresOut("clientSetup", "the setup file belongs to a generated client file"),
  requiresOut("mocks", "the mock file imports the generated client"),
  requiresOut("testingFramework", "it only applies to the mock file"),
  requiresOut("msw", "the handlers file imports the generated client's types"),
  {
    reads: ["msw", "generationMode"],
    check: ({ msw, generationMode }) =>
      msw !== undefined && generationMode === "schemas"
        ? 'msw: needs generationMode "full" (the handlers answer the client\'s operations, which "schemas" leaves out)'
        : undefined,
  },
  requiresOut("validator", "the schema file imports the generated types"),
  {
    reads: ["validator", "validatorOut"],
    check: ({ validator, validatorOut }) =>
      validatorOut !== undefined && validator === undefined
        ? 'validatorOut: requires "validator" ("zod")'
        : undefined,
  },
  requiresValidator("validateResponses", "the checks use its schemas"),
  requiresValidator("validateRequests", "the checks use its schemas"),
  requiresValidator("validatorExplicitTypes", "the types are those of its schema file"),
  {
    reads: ["hooksOut", "template"],
    check: ({ hooksOut, template }, { outputs }) =>
      // A custom template may or may not provide hooks; its loader decides.
      hooksOut !== undefined && template.kind === "builtin" && template.reactive === undefined
        ? `hooksOut: only works with ${reactiveHint(outputs)} (template is "${template.client}")`
        : undefined,
  },
  {
    reads: ["split", "out"],
    check: (options, context) =>
      options.split === "tags" && outMissing(options, context)
        ? 'split: "tags" requires "out" (the folder the files go to)'
        : undefined,
  },
  ...SPLIT_FOLDER_OPTIONS.map((option) => ({
    reads: ["split", option] as const,
    check: (options: ResolvedOptions) => {
      const folder = options[option];
      return options.split === "tags" && folder !== undefined && /\.[cm]?tsx?$/u.test(folder)
        ? `${option}: with split: "tags" it names a folder of files, and ${JSON.stringify(folder)} names a file`
        : undefined;
    },
  })),
  splitRefuses("template", (options) => {
    if (options.template.kind !== "builtin") return "a custom template";
    return options.template.reactive !== undefined && options.hooksOut === undefined
      ? 'a reactive template without "hooksOut" (the hooks go to a file of their own)'
      : undefined;
  }),
  ...(["clientSetup", "mocks", "msw", "validator"] as const).map((option) =>
    splitRefuses(option, (options) =>
      options[option] !== undefined ? `${option} (its file is not split yet)` : undefined,
    ),
  ),
  {
    reads: ["mocks", "testingFramework"],
    check: ({ mocks, testingFramework }) =>
      mocks !== undefined && testingFramework === undefined
        ? 'mocks: requires "testingFramework" ("vitest" or "jest")'
        : undefined,
  },
  {
    reads: ["mocks", "testingFramework"],
    check: ({ mocks, testingFramework }) =>
      testingFramework !== undefined && mocks === undefined
        ? 'testingFramework: requires "mocks" (the path of the mock file)'
        : undefined,
  },
];

export function combinationProblems(
  options: ResolvedOptions,
  failed: ReadonlySet<OptionPath>,
  context: { requireOut?: boolean },
  outputs: OutputCatalog,
): string[] {
  return RULES.filter((rule) => !rule.reads.some((read) => failed.has(read)))
    .map((rule) => rule.check(options, { ...context, outputs }))
    .filter((problem) => problem !== undefined);
}

/** The options that name a file a run writes. */
export const OUTPUT_OPTIONS = ["out", "hooksOut", "clientSetup", "mocks", "msw", "validatorOut"] as const;

/** Two outputs on the same file, or an output on the source, would silently destroy one of them. */
export function outputCollisionProblems(options: ResolvedOptions): string[] {
  const claimed = new Map<string, string>();
  if (typeof options.src === "string" && !hasUrlScheme(options.src))
    claimed.set(path.resolve(options.src), "src");
  for (const [index, overlay] of (options.overlays ?? []).entries()) {
    if (typeof overlay === "string" && !hasUrlScheme(overlay))
      claimed.set(path.resolve(overlay), `overlays[${index}]`);
  }
  const problems: string[] = [];
  for (const option of OUTPUT_OPTIONS) {
    const file = options[option];
    if (typeof file !== "string") continue;
    const owner = claimed.get(path.resolve(file));
    if (owner === undefined) claimed.set(path.resolve(file), option);
    else problems.push(`${option}: is the same file as ${owner} (${file})`);
  }
  return problems;
}

/**
 * Reports the options that are valid but have no effect in this combination. A warning about what a
 * template does names the template as the user chose it.
 */
export function reportOptionWarnings(
  options: ResolvedOptions,
  diagnostics: DiagnosticSink,
  outputs: OutputCatalog,
): void {
  const noEffect = (message: string) =>
    diagnostics.report({ code: "option-no-effect", severity: "warning", message });
  if (options.forceSetup && options.clientSetup === undefined) {
    noEffect('forceSetup: has no effect without "clientSetup"');
  }
  if (options.enumNamesStyle === "PascalCase" && options.enumDeclarationStyle !== "enum") {
    noEffect('enumNamesStyle: "PascalCase" has no effect unless enumDeclarationStyle is "enum"');
  }
  if (options.argumentStyle === "object" && options.queryParamsSerialization.queryParamsAsObject !== false) {
    noEffect(
      'queryParamsAsObject: has no effect with argumentStyle "object", whose one object already holds the query parameters under their own names',
    );
  }
  const client =
    options.template.kind === "builtin" ? findClient(outputs, options.template.client) : undefined;
  if (!options.resources && client?.resources !== true) {
    const writers = outputs.clients.filter((declaration) => declaration.resources === true);
    noEffect(
      `resources: false has no effect with ${client === undefined ? "a custom template" : `"${client.id}"`}: resources are written by ${quoteList(writers.map((declaration) => declaration.id))}`,
    );
  }
  if (options.useClient && options.template.kind === "builtin" && options.template.reactive === undefined) {
    noEffect(
      `useClient: 'use client' is meant for ${reactiveHint(outputs)} (template is "${options.template.client}")`,
    );
  }
  const { reactive } = options.template.kind === "builtin" ? options.template : { reactive: undefined };
  if (options.useClient && reactive !== undefined && !layerDeclaration(outputs, reactive).serverComponents) {
    noEffect(
      `useClient: has no effect with "${reactive}": 'use client' marks React's server components' client modules`,
    );
  }
}
