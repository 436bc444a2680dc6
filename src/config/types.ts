/** The fully validated, fully defaulted options every later stage reads. Built once by `resolveOptions`. */

/**
 * A built-in client's id and a built-in layer's: strings, checked against the declarations of the built-in
 * outputs when the options are resolved (template-option.ts), since config sits below the templates.
 */
export type HttpClientName = string;
export type ReactiveLayerName = string;

/**
 * A built-in client, or a custom template folder; either may carry a reactive layer (`["swr", "axios"]`,
 * `["tsq", "./my-template"]`).
 */
export type TemplateSelection =
  | { kind: "builtin"; client: HttpClientName; reactive?: ReactiveLayerName }
  | { kind: "custom"; directory: string; reactive?: ReactiveLayerName };

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
  /** OpenAPI Overlays applied in order to the description as read: absolute paths or URLs. */
  overlays: readonly string[];
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
  /** Request (`<Name>Input`) and response views of schemas with readOnly / writeOnly properties. */
  readWriteViews: boolean;
  skipDeprecated: boolean;
  /** Positional arguments, or one object of every parameter and the body (see plan-operations.ts). */
  argumentStyle: "positional" | "object";
  servicePrefix: string;
  /** The header parameter that makes an operation's calls idempotent (see docs/production.md); `""`: none. */
  idempotencyHeader: string;
  /**
   * How operations page, by operationId or wildcard (docs/pagination.md): `false` turns an operation's walkers
   * off, a setting states its rule; both win over what the description says.
   */
  pagination: Readonly<Record<string, PagingSetting | false>>;
  responseShape: "body" | "full" | undefined;
  /** Clients that write resources (`ng2`): a `<method>Resource(args)` per `GET` operation answering JSON or text. */
  resources: boolean;
  useClient: boolean;
  hooksOut: string | undefined;
  /** `tags`: `out` is a folder of one file per tag group (see plan/plan-split.ts). */
  split: "none" | "tags";
  clientSetup: string | undefined;
  forceSetup: boolean;
  /** The size cap of every read (the description and each external document), in megabytes. */
  maxInputSize: number;
  /** How long all URL reads of a run (the description and each remote document) may take together, in seconds. */
  fetchDeadline: number;
  /** Any warning fails the run (exit 1) before it writes. */
  strict: boolean;
  /** The description is checked against the official JSON Schema of its version; each violation is a warning. */
  validate: boolean;
  queryParamsSerialization: QueryParamsSerialization;
  mocks: string | undefined;
  testingFramework: "vitest" | "jest" | undefined;
  /** The MSW handlers file: request handlers of every operation, answering with data made from the description. */
  msw: string | undefined;
  /**
   * How many items each list of the MSW handlers' default data holds, within its `minItems`/`maxItems`: one
   * count, or counts by operationId or wildcard (see `mockListSizeOf`).
   */
  mockListSize: number | Readonly<Record<string, number>>;
  /** Which schema library the schema file is written for; undefined: no schema file. */
  validator: "zod" | undefined;
  /** The schema file; set whenever `validator` is (default: beside `out`, see `defaultValidatorOut`). */
  validatorOut: string | undefined;
  /**
   * Every constant of the schema file declares its type (`isolatedDeclarations`); otherwise TypeScript infers
   * it, except on a cycle or past the inference depth (see plan/plan-schema-file.ts).
   */
  validatorExplicitTypes: boolean;
  /** Client methods check success bodies against the schemas of `validator`. */
  validateResponses: boolean;
  /** Client methods check their arguments against the schemas of `validator` before sending. */
  validateRequests: boolean;
  modifiers: { parameters: Readonly<Record<string, ParameterModifier>> };
  exclude: { tags: readonly string[]; operationIds: readonly string[] };
}

/** What users write: the JSON config file / `generate()` argument. Validated by `resolveOptions`. */
export interface UserOptions {
  $schema?: string;
  src: string;
  overlays?: string[];
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
  readWriteViews?: boolean;
  skipDeprecated?: boolean;
  argumentStyle?: "positional" | "object";
  servicePrefix?: string;
  idempotencyHeader?: string;
  pagination?: Record<string, PagingSetting | false>;
  responseShape?: "body" | "full";
  resources?: boolean;
  useClient?: boolean;
  hooksOut?: string;
  split?: "none" | "tags";
  clientSetup?: string;
  forceSetup?: boolean;
  maxInputSize?: number;
  fetchDeadline?: number;
  strict?: boolean;
  validate?: boolean;
  queryParamsSerialization?: Partial<QueryParamsSerialization>;
  mocks?: string;
  testingFramework?: "vitest" | "jest";
  msw?: string;
  mockListSize?: number | Record<string, number>;
  validator?: "zod";
  validatorOut?: string;
  validatorExplicitTypes?: boolean;
  validateResponses?: boolean;
  validateRequests?: boolean;
  modifiers?: { parameters?: Record<string, ParameterModifier> };
  exclude?: { tags?: string[]; operationIds?: string[] };
}

/**
 * How one operation pages, as the `pagination` option states it (docs/pagination.md). Paths are property names
 * from the top of the body: a dotted string (`response_metadata.next_cursor`), or a list where a name holds a
 * dot (`["@odata.nextLink"]`).
 */
export interface PagingSetting {
  rule: "linkHeader" | "cursor" | "nextUrl" | "lastItem" | "offset" | "pageNumber";
  /** Where the page's items are (`""`: the body); absent: found as by the names. */
  items?: string | string[];
  /** The query parameter that takes the cursor, the last item's key, the offset or the page number. */
  parameter?: string;
  /** The next cursor or URL in the body, or (`lastItem`) whether more follow. */
  next?: string | string[];
  /** `lastItem`: the item's property the parameter takes; default `id`. */
  itemKey?: string;
  /** `offset`, `pageNumber`: the query parameter of the page size. */
  pageSize?: string;
  /** `offset`, `pageNumber`: the body's count of every item. */
  total?: string | string[];
}
