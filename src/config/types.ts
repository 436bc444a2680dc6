/** The fully validated, fully defaulted options every later stage reads. Built once by `resolveOptions`. */

export const HTTP_CLIENTS = ["axios", "fetch", "xior", "ky", "ng1", "ng2"] as const;
export type HttpClientName = (typeof HTTP_CLIENTS)[number];

export const REACTIVE_LAYERS = ["swr", "tsq"] as const;
export type ReactiveLayerName = (typeof REACTIVE_LAYERS)[number];

/** HTTP clients a reactive layer can sit on (ng1/ng2 have their own change detection). */
export const REACTIVE_CLIENTS = ["fetch", "axios", "xior", "ky"] as const satisfies readonly HttpClientName[];

export type TemplateSelection =
  | { kind: "builtin"; client: HttpClientName; reactive?: ReactiveLayerName }
  | { kind: "custom"; directory: string };

export type ArrayFormat = "repeat" | "brackets" | "indices";
export type ParameterModifier = "ignore" | "optional" | "required";

export interface QueryParamsSerialization {
  allowDots: boolean;
  arrayFormat: ArrayFormat;
  /** `true`: always group; a number N: group when an operation has more than N query parameters. */
  queryParamsAsObject: boolean | number;
}

export interface ResolvedOptions {
  src: string;
  out: string | undefined;
  template: TemplateSelection;
  baseUrl: string;
  generationMode: "full" | "schemas";
  schemaDeclarationStyle: "interface" | "type";
  enumDeclarationStyle: "union" | "enum";
  enumNamesStyle: "original" | "PascalCase";
  nullableStrategy: "ignore" | "include" | "nullableAsOptional";
  dateFormat: "Date" | "string";
  preferAny: boolean;
  skipDeprecated: boolean;
  servicePrefix: string;
  responseShape: "body" | "full" | undefined;
  useClient: boolean;
  hooksOut: string | undefined;
  clientSetup: string | undefined;
  forceSetup: boolean;
  queryParamsSerialization: QueryParamsSerialization;
  mocks: string | undefined;
  testingFramework: "vitest" | "jest" | undefined;
  modifiers: { parameters: Readonly<Record<string, ParameterModifier>> };
  exclude: { tags: readonly string[]; operationIds: readonly string[] };
}

/** What users write: the JSON config file / `generate()` argument. Validated by `resolveOptions`. */
export interface UserOptions {
  $schema?: string;
  src: string;
  out?: string;
  template?: string | [string, string];
  baseUrl?: string;
  generationMode?: "full" | "schemas";
  schemaDeclarationStyle?: "interface" | "type";
  enumDeclarationStyle?: "union" | "enum";
  enumNamesStyle?: "original" | "PascalCase";
  nullableStrategy?: "ignore" | "include" | "nullableAsOptional";
  dateFormat?: "Date" | "string";
  preferAny?: boolean;
  skipDeprecated?: boolean;
  servicePrefix?: string;
  responseShape?: "body" | "full";
  useClient?: boolean;
  hooksOut?: string;
  clientSetup?: string;
  forceSetup?: boolean;
  queryParamsSerialization?: Partial<QueryParamsSerialization>;
  mocks?: string;
  testingFramework?: "vitest" | "jest";
  modifiers?: { parameters?: Record<string, ParameterModifier> };
  exclude?: { tags?: string[]; operationIds?: string[] };
}
