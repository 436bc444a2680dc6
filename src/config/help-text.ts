/** `--help`, written from the definitions table so every flag, choice and default is listed. */
import type { OutputCatalog } from "../output-contract/catalog.js";
import { COMMAND_FLAGS } from "./command-flags.js";
import {
  type CliFlag,
  type DefaultValue,
  HELP_SECTIONS,
  type HelpSection,
  OPTION_DEFINITIONS,
  type OptionValue,
  optionHelp,
} from "./definitions.js";

const WIDTH = 100;
const FLAG_COLUMN = 36;

interface HelpRow {
  readonly flag: CliFlag;
  readonly value: OptionValue | undefined;
  readonly help: string;
  readonly default: DefaultValue | undefined;
  readonly section: HelpSection;
}

/** `outputs`: the built-in outputs' declarations, which the `--template` line lists. */
export function helpText(outputs: OutputCatalog): string {
  const rows = [
    ...COMMAND_FLAGS.map(commandRow),
    ...OPTION_DEFINITIONS.flatMap((definition) => optionRow(definition, outputs)),
  ];
  const sections = (Object.keys(HELP_SECTIONS) as HelpSection[]).map((section) =>
    [`${HELP_SECTIONS[section]}`, ...rows.filter((row) => row.section === section).flatMap(formatRow)].join(
      "\n",
    ),
  );
  return [
    "Usage",
    "  $ typewright -c <config.json> [flags]",
    "  $ typewright -s <openapi.yaml|openapi.yml|openapi.json|url> -o <client.ts> [flags]",
    "  $ typewright -c <config.json> --check      (in CI: is the committed client current?)",
    "  $ typewright -c <config.json> --watch      (while developing: regenerate on every change)",
    "",
    "Generates a TypeScript client and types from an OpenAPI description, JSON or YAML, read from a URL",
    "or a file of any name.",
    "",
    sections.join("\n\n"),
    "",
    "Flags override the config file. Paths on the command line are relative to the current folder.",
    "Boolean flags are turned off with --no-<flag>, e.g. --no-allowDots.",
    "--excludeTags, --excludeOperationIds and --modifier may be repeated or take comma-separated lists.",
    'A config file may hold several jobs: "configs": [{...}, {...}], its other options being defaults.',
    "Exit codes: 0 success, 1 generation failed (or, with --check, a file is out of date or missing),",
    "2 invalid flags or options.",
    "",
  ].join("\n");
}

function commandRow(flag: (typeof COMMAND_FLAGS)[number]): HelpRow {
  return { flag, value: undefined, help: flag.help, default: undefined, section: flag.section };
}

function optionRow(definition: (typeof OPTION_DEFINITIONS)[number], outputs: OutputCatalog): HelpRow[] {
  if (!("cli" in definition)) return [];
  const defaultValue = "default" in definition ? definition.default : undefined;
  return [
    {
      flag: definition.cli,
      value: definition.value,
      help: optionHelp(definition, outputs),
      default: defaultValue,
      section: definition.section,
    },
  ];
}

function formatRow(row: HelpRow): string[] {
  const short = row.flag.short === undefined ? "    " : `-${row.flag.short}, `;
  const argument = flagArgument(row.flag, row.value);
  const left = `  ${short}--${row.flag.name}${argument === "" ? "" : ` ${argument}`}`;
  const text = `${row.help}${defaultNote(row.default)}`;
  const lines = wrap(text, WIDTH - FLAG_COLUMN);
  const indent = " ".repeat(FLAG_COLUMN);
  // A flag too long for its column gets its description on the following lines.
  const first = left.length < FLAG_COLUMN ? [left.padEnd(FLAG_COLUMN) + (lines.shift() ?? "")] : [left];
  return [...first, ...lines.map((line) => indent + line)];
}

/** What a flag's value is, as the help writes it after the flag (`<path|url>`); `""` for a yes/no flag. */
export function flagArgument(flag: CliFlag, value: OptionValue | undefined): string {
  if (flag.argument !== undefined) return flag.argument;
  if (value?.kind === "choice") return `<${value.choices.join("|")}>`;
  return "";
}

/** Defaults worth printing: not the "off" values false, "" and empty lists. */
function defaultNote(value: DefaultValue | undefined): string {
  if (value === undefined || value === false || value === "") return "";
  if (typeof value === "object") return "";
  return ` (default: ${String(value)})`;
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return lines;
}
