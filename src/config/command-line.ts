/**
 * argv → what to do. Flags are declared from the definitions table; their values are checked by the
 * same checkers as config values, but problems name the flag (`--arrayFormat: ...`). Pure apart from
 * reading package.json for `--version`: it never prints and never exits.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { TypewrightError } from "../errors.js";
import type { OutputCatalog } from "../output-contract/catalog.js";
import { hasUrlScheme } from "../text/url.js";
import { checkChoice, checkValue } from "./check-value.js";
import { COMMAND_FLAGS } from "./command-flags.js";
import { type CliFlag, OPTION_DEFINITIONS, OPTION_SYNONYMS, type OptionDefinition } from "./definitions.js";
import { closestName, didYouMean } from "./did-you-mean.js";
import { flagArgument, helpText } from "./help-text.js";
import { type ArgvFlag, parseArgv } from "./parse-argv.js";
import { templateChoices } from "./template-choices.js";
import { COMMAND_LINE_SPELLING, checkTemplate, isTemplatePath } from "./template-option.js";
import { type Checked, invalid, valid, writePath } from "./text.js";

/** Options given by flags, nested like the config file (`{ queryParamsSerialization: { arrayFormat } }`). */
export type OptionOverrides = Record<string, unknown>;

export type CommandLine =
  | { readonly action: "help"; readonly text: string }
  | { readonly action: "version"; readonly text: string }
  | {
      readonly action: "generate";
      /** Absolute path of `-c`, if given. */
      readonly configFile: string | undefined;
      /** Paths in here are already absolute (resolved against `cwd`). */
      readonly options: OptionOverrides;
      readonly verbose: boolean;
      /** `--timings`: report the time each pipeline stage took. */
      readonly timings: boolean;
      /** `--only`: wildcards picking jobs of the config file by name or out. */
      readonly only: readonly string[];
      /** `generate` writes; `check` (`--check`) compares with disk; `watch` (`--watch`) regenerates on changes. */
      readonly mode: "generate" | "check" | "watch";
      /** `--watchInterval`: seconds between polls of URL sources while watching; undefined: no polling. */
      readonly watchInterval: number | undefined;
    };

type FlagDefinition = OptionDefinition & { readonly cli: CliFlag };

const ALL_OPTIONS: readonly OptionDefinition[] = OPTION_DEFINITIONS;
const OPTION_FLAGS = ALL_OPTIONS.filter(
  (definition): definition is FlagDefinition => definition.cli !== undefined,
);

/** What running `typewright` without arguments answers: how to start, and where to read more. */
export const NO_ARGUMENTS_MESSAGE =
  "nothing to do: give the OpenAPI description and the output file (typewright -s <openapi.yaml|url> " +
  "-o <client.ts>) or a config file (typewright -c <config.json>); see typewright --help for every flag";

/** `outputs`: the built-in outputs' declarations, which `--template` may name and `--help` lists. */
export function parseCommandLine(argv: readonly string[], cwd: string, outputs: OutputCatalog): CommandLine {
  if (argv.length === 0) {
    throw new TypewrightError("options", NO_ARGUMENTS_MESSAGE, { problems: [NO_ARGUMENTS_MESSAGE] });
  }
  const parsed = parseArgv(argv, ARGV_FLAGS);
  const flags = parsed.flags;
  if (flags.help === true) return { action: "help", text: helpText(outputs) };
  if (flags.version === true) return { action: "version", text: packageVersion() };

  const problems = [
    ...parsed.problems,
    ...parsed.unknownFlags.map(unknownFlagProblem),
    ...parsed.positionals.map((argument) => unexpectedArgument(argument, outputs)),
  ];
  const options: OptionOverrides = {};
  for (const definition of OPTION_FLAGS) {
    const raw = flags[definition.cli.name];
    if (raw === undefined || (Array.isArray(raw) && raw.length === 0)) continue;
    const checked = checkFlag(definition, raw, cwd, outputs);
    if (checked.ok) writePath(options, definition.path, checked.value);
    else problems.push(...checked.problems);
  }
  const configFile = flags.config === undefined ? undefined : checkConfigFlag(flags.config, cwd, problems);
  const only = onlyPatterns(flags.only ?? []);
  const mode = flags.check === true ? "check" : flags.watch === true ? "watch" : "generate";
  if (flags.check === true && flags.watch === true) {
    problems.push("--check and --watch: use one or the other (--check compares once and exits)");
  }
  const watchInterval = checkWatchInterval(flags.watchInterval, mode, problems);
  if (problems.length > 0) {
    throw new TypewrightError("options", `invalid command line:\n${problems.join("\n")}`, { problems });
  }
  return {
    action: "generate",
    configFile,
    options,
    verbose: flags.verbose === true,
    timings: flags.timings === true,
    only,
    mode,
    watchInterval,
  };
}

/** `--watchInterval <seconds>`: a positive number, and only with `--watch`. */
function checkWatchInterval(raw: unknown, mode: string, problems: string[]): number | undefined {
  if (raw === undefined) return undefined;
  const seconds = typeof raw === "string" && /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(seconds > 0)) {
    problems.push(`--watchInterval: expects a positive number of seconds (got ${JSON.stringify(raw)})`);
    return undefined;
  }
  if (mode !== "watch") problems.push("--watchInterval: only applies with --watch");
  return seconds;
}

/** How each flag is read from argv. */
const ARGV_FLAGS: readonly ArgvFlag[] = [
  ...COMMAND_FLAGS.map((flag) => ({
    name: flag.name,
    ...("short" in flag ? { short: flag.short } : {}),
    takesValue: "argument" in flag,
    repeatable: "repeatable" in flag,
    ...("argument" in flag ? { argument: flag.argument } : {}),
  })),
  ...OPTION_FLAGS.map(({ cli, value }) => ({
    name: cli.name,
    ...(cli.short === undefined ? {} : { short: cli.short }),
    takesValue: value.kind !== "boolean",
    // `-t` may be repeated as well as comma-separated, like the list flags.
    repeatable: cli.repeatable === true || value.kind === "template",
    // `--queryParamsAsObject` alone means true.
    valueOptional: value.kind === "threshold",
    argument: flagArgument(cli, value),
  })),
];

/** typewright's version, from its package.json (two folders up from src/config, dist/config and dist/bundle). */
function packageVersion(): string {
  const manifest: { version?: unknown } = JSON.parse(
    readFileSync(new URL("../../package.json", import.meta.url), "utf8"),
  );
  return typeof manifest.version === "string" ? manifest.version : "unknown";
}

/** Flag spellings → the flag to suggest: every flag, and the synonyms of options (`--source` → `--src`). */
const FLAG_SUGGESTIONS: ReadonlyMap<string, string> = new Map([
  ...Object.entries(OPTION_SYNONYMS).flatMap(([synonym, optionPath]) => {
    const flag = OPTION_FLAGS.find((definition) => definition.path === optionPath)?.cli.name;
    return flag === undefined ? [] : [[synonym, `--${flag}`] as const];
  }),
  ...ARGV_FLAGS.map(({ name }) => [name, `--${name}`] as const),
]);

/** `typed` as given (`--sourcee`, `-x`), with the flag it most likely meant. */
function unknownFlagProblem(typed: string): string {
  const suggestion = closestName(typed.replace(/^-+/, ""), FLAG_SUGGESTIONS);
  return `unknown flag ${typed}${didYouMean(suggestion)}; see --help`;
}

/**
 * A stray positional argument, with the flag it most likely belongs to, judged by its shape: a URL or a
 * `.yaml`/`.yml` file is a description (`-s`), a `.ts` file an output (`-o`), a template name or pair a
 * template (`-t`). A `.json` file may be a description or a config file, so both are offered; anything
 * else gets the three main flags.
 */
function unexpectedArgument(argument: string, outputs: OutputCatalog): string {
  const start = `unexpected argument ${JSON.stringify(argument)}: every input is a flag`;
  const shown = shellWord(argument);
  const flag = flagForArgument(argument, outputs);
  if (flag !== undefined) return `${start}, e.g. ${flag} ${shown}`;
  if (path.extname(argument).toLowerCase() === ".json") {
    return `${start}, e.g. -s ${shown} for an OpenAPI description or -c ${shown} for a config file`;
  }
  return `${start}: -s <openapi.yaml|url>, -o <client.ts>, -c <config.json>; see --help`;
}

const OUTPUT_EXTENSIONS: ReadonlySet<string> = new Set([".ts", ".mts", ".cts", ".tsx"]);
const DESCRIPTION_EXTENSIONS: ReadonlySet<string> = new Set([".yaml", ".yml"]);
function flagForArgument(argument: string, outputs: OutputCatalog): string | undefined {
  if (hasUrlScheme(argument)) return "-s";
  const extension = path.extname(argument).toLowerCase();
  if (OUTPUT_EXTENSIONS.has(extension)) return "-o";
  if (DESCRIPTION_EXTENSIONS.has(extension)) return "-s";
  const names = argument.split(",");
  const { clients, layers } = templateChoices(outputs);
  const isTemplateName = (name: string) => clients.includes(name) || layers.includes(name);
  if (names.length <= 2 && names.every(isTemplateName)) return "-t";
  return undefined;
}

/** The argument as it would be typed in a POSIX shell: quoted when it holds more than safe characters. */
function shellWord(text: string): string {
  return /^[\w@%+=:,./~-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

function checkConfigFlag(raw: unknown, cwd: string, problems: string[]): string | undefined {
  if (typeof raw === "string" && raw !== "") return path.resolve(cwd, raw);
  problems.push("--config: expects the path of a JSON config file");
  return undefined;
}

/** Turns a flag's text into the option's value, checks it, and makes paths absolute. */
function checkFlag(definition: FlagDefinition, raw: unknown, cwd: string, outputs: OutputCatalog): Checked {
  const label = `--${definition.cli.name}`;
  const value = definition.value;
  switch (value.kind) {
    case "threshold":
      return parseThreshold(raw, label);
    case "megabytes":
    case "seconds":
    case "countMap":
      return checkValue(
        value,
        typeof raw === "string" && /^\d+$/.test(raw) ? Number(raw) : raw,
        label,
        outputs,
      );
    case "template":
      return parseTemplate(raw, label, cwd, outputs);
    case "patterns":
      return checkValue(value, splitList(raw), label, outputs);
    case "choiceMap":
      return parseModifiers(splitList(raw), value.choices, label);
    case "choice":
      return checkValue(
        value,
        typeof raw === "string" ? cliAlias(value.cliAliases, raw) : raw,
        label,
        outputs,
      );
    case "sources": {
      // One path or URL per flag, not split at commas: a URL may hold one.
      const checked = checkValue(value, listEntries(raw), label, outputs);
      if (!checked.ok) return checked;
      const sources = checked.value as string[];
      return valid(sources.map((source) => (hasUrlScheme(source) ? source : path.resolve(cwd, source))));
    }
    case "path":
    case "source": {
      const checked = checkValue(value, raw, label, outputs);
      if (!checked.ok || (value.kind === "source" && hasUrlScheme(String(checked.value)))) return checked;
      return valid(path.resolve(cwd, String(checked.value)));
    }
    default:
      return checkValue(value, raw, label, outputs);
  }
}

/** `--queryParamsAsObject` alone means true; with a value, it is a threshold N (or an explicit true/false). */
function parseThreshold(raw: unknown, label: string): Checked {
  if (raw === "" || raw === "true") return valid(true);
  if (raw === "false") return valid(false);
  if (typeof raw === "string" && /^\d+$/.test(raw)) return valid(Number(raw));
  return invalid(
    `${label}: takes no value (always group) or a non-negative integer N (got ${JSON.stringify(raw)})`,
  );
}

function parseTemplate(raw: unknown, label: string, cwd: string, outputs: OutputCatalog): Checked {
  const names = splitList(raw);
  if (names.length > 2) {
    return invalid(
      `${label}: takes one template or a pair layer,client such as swr,axios (got ${names.join(",")})`,
    );
  }
  const template = names.length === 1 ? (names[0] ?? "") : names;
  const checked = checkTemplate(template, label, outputs, COMMAND_LINE_SPELLING);
  if (!checked.ok) return checked;
  // The override keeps the config-file form (a name or a pair), since the merged options are resolved again;
  // a directory is made absolute here, since a flag's paths are relative to the current folder.
  const absolute = (name: string) => (isTemplatePath(name) ? path.resolve(cwd, name) : name);
  return valid(typeof template === "string" ? absolute(template) : template.map(absolute));
}

/** `--modifier limit=optional,offset=ignore` → `{ limit: "optional", offset: "ignore" }`. */
function parseModifiers(entries: readonly string[], choices: readonly string[], label: string): Checked {
  const modifiers: Record<string, string> = {};
  const problems: string[] = [];
  for (const entry of entries) {
    // Split at the last "=": a modifier never contains one, a parameter name might. The name may be empty, as
    // in a config file: a description may name a parameter "" (which is then refused unless left out).
    const at = entry.lastIndexOf("=");
    const checked =
      at < 0
        ? invalid(`${label}: expects name=${choices.join("|")} (got ${JSON.stringify(entry)})`)
        : checkChoice(choices, entry.slice(at + 1), `${label} ${entry}`);
    // An own property even for `__proto__` (a parameter may be called that): assignment would set the prototype.
    if (checked.ok) Object.defineProperty(modifiers, entry.slice(0, at), ownValue(entry.slice(at + 1)));
    else problems.push(...checked.problems);
  }
  return problems.length === 0 ? valid(modifiers) : invalid(...problems);
}

/** The value a CLI alias stands for (`pascal` → `PascalCase`); only own entries (not `constructor`). */
function cliAlias(aliases: Readonly<Record<string, string>> | undefined, raw: string): string {
  return aliases !== undefined && Object.hasOwn(aliases, raw) ? (aliases[raw] as string) : raw;
}

function ownValue(value: unknown): PropertyDescriptor {
  return { value, enumerable: true, writable: true, configurable: true };
}

/** Repeated flags and comma-separated values, flattened; blanks dropped. */
function splitList(raw: unknown): string[] {
  return listEntries(raw).filter((value) => value !== "");
}

/**
 * `--only` patterns, blanks kept: `--only ''` (an unset variable in a script) must not run every job, so a
 * blank pattern reaches job selection, where it matches none and is reported with the jobs there are.
 */
function onlyPatterns(raw: unknown): string[] {
  return listEntries(raw);
}

function listEntries(raw: unknown): string[] {
  const values = Array.isArray(raw) ? raw : [raw];
  return values.flatMap((value) => String(value).split(",")).map((value) => value.trim());
}
