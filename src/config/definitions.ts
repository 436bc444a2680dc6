/**
 * The one table of options. The validator (`resolve-options.ts`), the command-line flags and `--help`
 * (`command-line.ts`) and the JSON Schema (`json-schema.ts`) are all derived from it, so they cannot
 * drift apart. Adding an option means adding one row here (and its field in `types.ts`).
 */
import type { OutputCatalog } from "../output-contract/catalog.js";
import { type TemplateChoices, templateChoices } from "./template-choices.js";
import { spokenList } from "./text.js";

/** The kinds of value an option takes; each has one checker and one JSON Schema. */
export type OptionValue =
  /** Any string, the empty string included. */
  | { readonly kind: "text" }
  /** A non-empty file path, resolved against the config file's folder. */
  | { readonly kind: "path" }
  /** A URL (`scheme://...`), or else a path like `path`. */
  | { readonly kind: "source" }
  /** A list of what `source` takes. */
  | { readonly kind: "sources" }
  | { readonly kind: "boolean" }
  /** One string of `choices`; the command line also accepts `cliAliases` (alias → choice). */
  | {
      readonly kind: "choice";
      readonly choices: readonly string[];
      readonly cliAliases?: Readonly<Record<string, string>>;
    }
  /** A template name, a `[layer, client]` pair or a custom template directory. */
  | { readonly kind: "template" }
  /** `true`/`false`, or a non-negative integer threshold. */
  | { readonly kind: "threshold" }
  /** A size in megabytes: a positive integer. */
  | { readonly kind: "megabytes" }
  /** A time in seconds: a positive integer. */
  | { readonly kind: "seconds" }
  /** An array of wildcard patterns; regex-looking entries are rejected. */
  | { readonly kind: "patterns" }
  /** An object mapping names to one of `choices`. */
  | { readonly kind: "choiceMap"; readonly choices: readonly string[] }
  /** An object mapping operationIds or wildcards to `false` or a paging rule (`PagingSetting`). */
  | { readonly kind: "pagingMap" }
  /**
   * A count from 0 to `max`, or an object mapping operationIds or wildcards to one (`"*"` for the rest); the
   * command line takes the count.
   */
  | { readonly kind: "countMap"; readonly max: number };

export type DefaultValue =
  | string
  | boolean
  | number
  | readonly string[]
  | Readonly<Record<string, string>>
  | Readonly<Record<string, never>>;

/** Sections of `--help`, in display order. */
export const HELP_SECTIONS = {
  io: "Input and output",
  client: "Client",
  types: "Types",
  query: "Query parameters",
  filter: "Filtering and parameters",
  companions: "Companion files",
  loop: "Several jobs, checking and watching",
  other: "Other",
} as const;
export type HelpSection = keyof typeof HELP_SECTIONS;

export interface CliFlag {
  /** The long flag without dashes, e.g. `arrayFormat` for `--arrayFormat`. */
  readonly name: string;
  readonly short?: string;
  /** The argument shown in `--help`; choices are shown by default, booleans take none. */
  readonly argument?: string;
  /** The flag may be given several times and takes comma-separated lists. */
  readonly repeatable?: true;
}

export interface OptionDefinition {
  /** Dotted path in the config object, e.g. `queryParamsSerialization.arrayFormat`. */
  readonly path: string;
  readonly value: OptionValue;
  /** Absent means "unset" (`undefined` in `ResolvedOptions`). */
  readonly default?: DefaultValue;
  /** `always`: even for the programmatic API. `cli`: only when `requireOut` is set (CLI and config files). */
  readonly required?: "always" | "cli";
  /** A function where the text lists the built-in templates, which the caller's catalog holds. */
  readonly help: string | ((choices: TemplateChoices) => string);
  /** Absent: config file only. */
  readonly cli?: CliFlag;
  readonly section: HelpSection;
}

const MODES = ["full", "schemas"] as const;
const ON_OFF = { kind: "boolean" } as const;

export const OPTION_DEFINITIONS = [
  {
    path: "$schema",
    value: { kind: "text" },
    help: "JSON Schema of the config file, for editor completion; ignored by typewright.",
    section: "io",
  },
  {
    path: "src",
    value: { kind: "source" },
    required: "always",
    help:
      "URL or file path of the OpenAPI description (OpenAPI 3.0, 3.1, 3.2 or Swagger 2.0), JSON or YAML: " +
      ".json, .yaml, .yml or any other name, even none (the content decides; a .json file must be JSON).",
    cli: { name: "src", short: "s", argument: "<path|url>" },
    section: "io",
  },
  {
    path: "overlays",
    value: { kind: "sources" },
    default: [],
    help:
      "OpenAPI Overlays (1.0 or 1.1; URLs or file paths; the flag once per overlay) applied in order to the " +
      "description before it is read: fixes to a description you do not own (docs/overlays.md).",
    cli: { name: "overlay", argument: "<path|url>", repeatable: true },
    section: "io",
  },
  {
    path: "out",
    value: { kind: "path" },
    required: "cli",
    help: "Output file of the generated client and types.",
    cli: { name: "out", short: "o", argument: "<file>" },
    section: "io",
  },
  {
    path: "split",
    value: { kind: "choice", choices: ["none", "tags"] },
    default: "none",
    help:
      "none: one output file; tags: out names a folder that gets one client file per tag group, types.ts, " +
      "runtime.ts and an index.ts re-exporting them; hooksOut a folder split the same way (docs/large-apis.md).",
    cli: { name: "split" },
    section: "io",
  },
  {
    path: "generationMode",
    value: { kind: "choice", choices: MODES },
    default: "full",
    help: "full: client methods and the types they use; schemas: only the types of components/schemas.",
    cli: { name: "mode" },
    section: "io",
  },
  {
    path: "template",
    value: { kind: "template" },
    default: "axios",
    help: ({ clients, layers, reactiveClients }: TemplateChoices) =>
      `Template: one of ${[...clients, ...layers].join(", ")} (${spokenList(layers, "and")} use ${reactiveClients[0]}); ` +
      `a pair [layer, client] with layer ${spokenList(layers, "or")} and client ${reactiveClients.join(", ")} or a custom template ` +
      "(comma-separated on the command line: swr,axios); or the path of a custom template directory, " +
      'which must contain "/" or "\\" or start with "." (e.g. ./my-template).',
    cli: { name: "template", short: "t", argument: "<name|layer,client|dir>" },
    section: "client",
  },
  {
    path: "baseUrl",
    value: { kind: "text" },
    default: "",
    help: "Default base URL baked into the generated client, e.g. a path prefix.",
    cli: { name: "baseUrl", argument: "<url>" },
    section: "client",
  },
  {
    path: "servicePrefix",
    value: { kind: "text" },
    default: "",
    help: "Prefix of every generated client object name: <Prefix><Tag>Client.",
    cli: { name: "servicePrefix", argument: "<prefix>" },
    section: "client",
  },
  {
    path: "idempotencyHeader",
    value: { kind: "text" },
    default: "Idempotency-Key",
    help:
      "The header parameter of an idempotency key: where an operation declares it, the client makes a key per " +
      "call you give none, and retries the call whatever its method. Empty: none.",
    cli: { name: "idempotencyHeader", argument: "<name>" },
    section: "client",
  },
  {
    path: "responseShape",
    value: { kind: "choice", choices: ["body", "full"] },
    help: "body: methods return the response body; full: an APIResponse<T> with data, headers and status. Unset: each template's own default.",
    cli: { name: "responseShape" },
    section: "client",
  },
  {
    path: "argumentStyle",
    value: { kind: "choice", choices: ["positional", "object"] },
    default: "positional",
    help:
      "How a method takes its parameters and body: positional arguments (camelCase names), or one object " +
      "keyed by the description's parameter names and body; the per-call options stay a second argument.",
    cli: { name: "argumentStyle" },
    section: "client",
  },
  {
    path: "skipDeprecated",
    value: ON_OFF,
    default: false,
    help: "Leave out operations marked deprecated.",
    cli: { name: "skipDeprecated" },
    section: "client",
  },
  {
    path: "resources",
    value: ON_OFF,
    default: true,
    help:
      "ng2: each GET operation answering JSON or text also gets <method>Resource(args), its request over " +
      "Angular's httpResource, following signals; false: the Observable methods alone.",
    cli: { name: "resources" },
    section: "client",
  },
  {
    path: "useClient",
    value: ON_OFF,
    default: false,
    help: "Start the hooks file (or the main file without hooksOut) with 'use client'; for the reactive templates.",
    cli: { name: "useClient" },
    section: "client",
  },
  {
    path: "schemaDeclarationStyle",
    value: { kind: "choice", choices: ["interface", "type"] },
    default: "interface",
    help: "Declare object schemas as interfaces or as type aliases.",
    cli: { name: "schemaStyle" },
    section: "types",
  },
  {
    path: "enumDeclarationStyle",
    value: { kind: "choice", choices: ["union", "enum"] },
    default: "union",
    help: "Declare string enums as union types or as TypeScript enums (numeric and mixed enums are always unions).",
    cli: { name: "enumStyle" },
    section: "types",
  },
  {
    path: "enumNamesStyle",
    value: { kind: "choice", choices: ["original", "PascalCase"], cliAliases: { pascal: "PascalCase" } },
    default: "original",
    help: "Enum member names: the raw value, or PascalCase (the command line also accepts pascal). Only with enumStyle enum.",
    cli: { name: "enumNamesStyle", argument: "<original|PascalCase|pascal>" },
    section: "types",
  },
  {
    path: "nullableStrategy",
    value: { kind: "choice", choices: ["ignore", "include", "nullableAsOptional"] },
    help: "nullable: true is ignored, adds | null, or makes the property optional. Default: include with validateResponses or validateRequests (so a null the description allows passes the check), else ignore.",
    cli: { name: "nullableStrategy" },
    section: "types",
  },
  {
    path: "dateFormat",
    value: { kind: "choice", choices: ["Date", "string"] },
    default: "Date",
    help: "TypeScript type of date and date-time fields.",
    cli: { name: "dateFormat" },
    section: "types",
  },
  {
    path: "preferAny",
    value: ON_OFF,
    default: false,
    help: "Type untyped and free-form values as any instead of unknown.",
    cli: { name: "preferAny" },
    section: "types",
  },
  {
    path: "readWriteViews",
    value: ON_OFF,
    default: true,
    help:
      "Schemas with readOnly or writeOnly properties get a response type (Pet, without writeOnly ones) and a " +
      "request type (PetInput, without readOnly ones); false: one type per schema with every property.",
    cli: { name: "readWriteViews" },
    section: "types",
  },
  {
    path: "queryParamsSerialization.allowDots",
    value: ON_OFF,
    default: true,
    help: "Nested query objects use dot notation (k.n=v); false: brackets (k[n]=v).",
    cli: { name: "allowDots" },
    section: "query",
  },
  {
    path: "queryParamsSerialization.arrayFormat",
    value: { kind: "choice", choices: ["repeat", "brackets", "indices"] },
    default: "repeat",
    help: "Query arrays as arr=1&arr=2 (repeat), arr[]=1&arr[]=2 (brackets) or arr[0]=1&arr[1]=2 (indices).",
    cli: { name: "arrayFormat" },
    section: "query",
  },
  {
    path: "queryParamsSerialization.queryParamsAsObject",
    value: { kind: "threshold" },
    default: false,
    help: "Group query parameters into one object argument: true always, a number N only for operations with more than N query parameters.",
    cli: { name: "queryParamsAsObject", argument: "[N]" },
    section: "query",
  },
  {
    path: "exclude.tags",
    value: { kind: "patterns" },
    default: [],
    help: "Leave out operations having a tag that matches one of these wildcards (* any characters, ? one), as written in the description.",
    cli: { name: "excludeTags", argument: "<pattern,...>", repeatable: true },
    section: "filter",
  },
  {
    path: "exclude.operationIds",
    value: { kind: "patterns" },
    default: [],
    help: "Leave out operations whose operationId, as written, matches one of these wildcards.",
    cli: { name: "excludeOperationIds", argument: "<pattern,...>", repeatable: true },
    section: "filter",
  },
  {
    path: "modifiers.parameters",
    value: { kind: "choiceMap", choices: ["ignore", "optional", "required"] },
    default: {},
    help: "Parameter name → ignore (removed from signatures), optional or required.",
    cli: { name: "modifier", argument: "<name=ignore|optional|required>", repeatable: true },
    section: "filter",
  },
  {
    path: "pagination",
    value: { kind: "pagingMap" },
    default: {},
    help:
      "operationId or wildcard → false (no listXPages / listXItems) or how it pages: " +
      '{ "rule": "cursor", "parameter": "cursor", "next": "meta.next_cursor", "items": "data" } (docs/pagination.md).',
    section: "client",
  },
  {
    path: "hooksOut",
    value: { kind: "path" },
    help: "Write the hooks of a reactive template (swr, tsq) to this file (a folder with split tags) and the client to out.",
    cli: { name: "hooksOut", argument: "<file>" },
    section: "companions",
  },
  {
    path: "clientSetup",
    value: { kind: "path" },
    help: "Write a client setup file here once; later runs keep it.",
    cli: { name: "clientSetup", argument: "<file>" },
    section: "companions",
  },
  {
    path: "maxInputSize",
    value: { kind: "megabytes" },
    default: 256,
    help: "Largest description file or URL response read, in megabytes (each external $ref document too).",
    cli: { name: "maxInputSize", argument: "<N>" },
    section: "io",
  },
  {
    path: "fetchDeadline",
    value: { kind: "seconds" },
    default: 120,
    help: "Most seconds all URL reads of a run take together: the description and every remote $ref document (each read also stops after 30 s).",
    cli: { name: "fetchDeadline", argument: "<seconds>" },
    section: "io",
  },
  {
    path: "strict",
    value: ON_OFF,
    default: false,
    help: "Fail the run (exit 1, nothing written) when it finds any warning: for CI, where a description that changes what a call does should stop the build.",
    cli: { name: "strict" },
    section: "io",
  },
  {
    path: "validate",
    value: ON_OFF,
    default: false,
    help: "Check the description against the official JSON Schema of its OpenAPI version and warn about each violation, with its place (needs the optional package @seriousme/openapi-schema-validator).",
    cli: { name: "validate" },
    section: "io",
  },
  {
    path: "forceSetup",
    value: ON_OFF,
    default: false,
    help: "Overwrite the client setup file even if it exists.",
    cli: { name: "forceSetup" },
    section: "companions",
  },
  {
    path: "mocks",
    value: { kind: "path" },
    help: "Write typed spy stubs of every client method and hook to this file; needs testingFramework.",
    cli: { name: "mocks", argument: "<file>" },
    section: "companions",
  },
  {
    path: "msw",
    value: { kind: "path" },
    help: "Write Mock Service Worker (msw 2 or 3) request handlers for every operation to this file (handlers, <operation>Handler), answering with data made from the description; needs out.",
    cli: { name: "msw", argument: "<file>" },
    section: "companions",
  },
  {
    path: "mockListSize",
    value: { kind: "countMap", max: 100 },
    default: 3,
    help: 'How many items each list of the MSW handlers\' default data holds, within its minItems and maxItems (0 to 100); in a config file also per operation: { "listPets": 10, "*": 3 }. Needs msw.',
    cli: { name: "mockListSize", argument: "<count>" },
    section: "companions",
  },
  {
    path: "testingFramework",
    value: { kind: "choice", choices: ["vitest", "jest"] },
    help: "Whose spy function the mock file uses (vi.fn or jest.fn); needs mocks.",
    cli: { name: "testingFramework" },
    section: "companions",
  },
  {
    path: "validator",
    value: { kind: "choice", choices: ["zod"] },
    help: "Write a Zod 4 schema of every generated type (<Type>Schema) to validatorOut; needs out.",
    cli: { name: "validator" },
    section: "companions",
  },
  {
    path: "validatorOut",
    value: { kind: "path" },
    help: "The schema file of validator. Default: beside out, <name>.zod.ts.",
    cli: { name: "validatorOut", argument: "<file>" },
    section: "companions",
  },
  {
    path: "validatorExplicitTypes",
    value: ON_OFF,
    default: false,
    help: "Write each Zod schema's type out (z.ZodObject<...>): the explicit type annotations a declaration build with isolatedDeclarations needs, and lighter declaration files for a library; the schema file itself then takes longer to type-check. Needs validator.",
    cli: { name: "validatorExplicitTypes" },
    section: "companions",
  },
  {
    path: "validateResponses",
    value: ON_OFF,
    default: false,
    help: "Check each success body (each streamed item) against its Zod schema; a mismatch rejects with ResponseValidationError. Needs validator.",
    cli: { name: "validateResponses" },
    section: "companions",
  },
  {
    path: "validateRequests",
    value: ON_OFF,
    default: false,
    help: "Check a call's body, query and parameters against their Zod schemas before sending; a mismatch fails the call with RequestValidationError. Needs validator.",
    cli: { name: "validateRequests" },
    section: "companions",
  },
] as const satisfies readonly OptionDefinition[];

/** Every option path, e.g. `"queryParamsSerialization.arrayFormat"`. */
export type OptionPath = (typeof OPTION_DEFINITIONS)[number]["path"];

/** Names people reach for out of habit from other generators, mapped to our option paths. */
export const OPTION_SYNONYMS: Readonly<Record<string, OptionPath>> = {
  source: "src",
  input: "src",
  spec: "src",
  output: "out",
  outFile: "out",
  outputFile: "out",
  templates: "template",
  mode: "generationMode",
};

/** Options that are objects holding other options; their keys are the first segment of a dotted path. */
export const OPTION_GROUPS = {
  queryParamsSerialization: "How query parameters are serialized, and when they are grouped into one object.",
  modifiers: "Changes applied to parameters of every operation.",
  exclude: "Operations to leave out; entries are wildcards (* any characters, ? one character).",
} as const;

/** An option's help text, the built-in templates in it taken from `outputs`. */
export function optionHelp(definition: OptionDefinition, outputs: OutputCatalog): string {
  return typeof definition.help === "string" ? definition.help : definition.help(templateChoices(outputs));
}

/** The name of the option or group that holds `path`'s value: its first segment. */
export function topLevelKey(path: string): string {
  return path.split(".")[0] ?? path;
}
