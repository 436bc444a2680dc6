import type { HttpClientName, ReactiveLayerName } from "../../src/config/types.js";
import type { GenerateOptions } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";

/** Generation options a matrix row sets (the fixture and the template are the matrix's other axes). */
export type Variant = Omit<GenerateOptions, "src" | "out">;

/** Fixtures every client template is compiled for. */
export const CLIENT_FIXTURES = [
  "petstore.yaml",
  "clients/everything.yaml",
  "clients/methods-3.2.yaml",
  // OpenAPI 3.2: additionalOperations, in: querystring, style: cookie.
  "openapi-3.2/methods-and-parameters.yaml",
  "clients/request-shapes.yaml",
  "clients/streaming.yaml",
  // readOnly / writeOnly: request and response views (readWriteViews is on by default).
  "types/read-write.yaml",
  "clients/parameter-styles.yaml",
  "clients/collection-formats.yaml",
  // Path keys with a fragment, nested deepObject values.
  "clients/wire-rules.yaml",
  // Urlencoded bodies whose fields state their encoding (Stripe's deepObject forms).
  "clients/form-encodings.yaml",
  "clients/security.yaml",
  // Servers with variables (`servers`, `ServerVariables`, `serverUrl`), and names that give way to them.
  "clients/servers.yaml",
  // Servers of paths and operations: each call's own server in its descriptor, all of them in `servers`.
  "clients/operation-servers.yaml",
  // An idempotency key (made per call, `newIdempotencyKey`), a stream body, a secured call, a streamed answer.
  "clients/production.yaml",
  // One list paged each way APIs page: the walkers `listXPages` and `listXItems` (runtime/pages.ts).
  "clients/paging.yaml",
];

/**
 * The client templates compile/clients-compile.test.ts proves over every client fixture × variant (every
 * built-in client, as the registry lists them); other proofs give those outputs as their declarations
 * (support/proven-clients.ts).
 */
export const PROVEN_CLIENT_TEMPLATES: readonly HttpClientName[] = BUILTIN_OUTPUTS.clients.map(
  (client) => client.id as HttpClientName,
);

/** The three response shapes. */
export const RESPONSE_SHAPES: [string, Variant][] = [
  ["native", {}],
  ["body", { responseShape: "body" }],
  ["full", { responseShape: "full" }],
];

/**
 * Options that change signatures: query grouping (both forms), object arguments and every filter and
 * modifier at once.
 */
export const SIGNATURE_VARIANTS: [string, Variant][] = [
  ["query-object", { queryParamsSerialization: { queryParamsAsObject: true } }],
  ["query-threshold", { queryParamsSerialization: { queryParamsAsObject: 2 }, responseShape: "full" }],
  // One object of every parameter and the body, keyed by the description's names.
  ["object-arguments", { argumentStyle: "object", responseShape: "body" }],
  [
    "everything-else",
    {
      skipDeprecated: true,
      servicePrefix: "My",
      baseUrl: "https://api.example.com/v1",
      exclude: { tags: ["admin"], operationIds: ["put*"] },
      modifiers: { parameters: { "Ignored-Header": "ignore", page: "required", q: "optional" } },
      nullableStrategy: "include",
      dateFormat: "string",
      enumDeclarationStyle: "enum",
      schemaDeclarationStyle: "type",
    },
  ],
];

/** Response shapes and signature variants together: the HTTP client compile matrix. */
export const CLIENT_VARIANTS: [string, Variant][] = [...RESPONSE_SHAPES, ...SIGNATURE_VARIANTS];

/** Whether output of `variant` declares TypeScript enums, which are not erasable syntax (see ENUM_OUTPUT). */
export function declaresEnums(variant: Variant): boolean {
  return variant.enumDeclarationStyle === "enum";
}

/** A template as the options take it: one id, or a reactive layer over a client. */
export type TemplateOption = NonNullable<GenerateOptions["template"]>;

/**
 * The client each reactive layer sits on in {@link EVERY_TEMPLATE} where it is not its default one: tsq over
 * axios, so that a layer meets a client whose calls resolve to the library's own response.
 */
const LAYER_CLIENTS: Partial<Record<ReactiveLayerName, HttpClientName>> = { tsq: "axios" };

/**
 * Every built-in client template, and each reactive layer over one client: a test's templates in one row
 * each, read from the lists of templates, so that a template added there is in every test that takes these.
 */
export const EVERY_TEMPLATE: readonly [string, TemplateOption][] = [
  ...BUILTIN_OUTPUTS.clients.map((client): [string, TemplateOption] => [client.id, client.id]),
  ...BUILTIN_OUTPUTS.layers.map((layer): [string, TemplateOption] => [
    layer.id,
    [layer.id, LAYER_CLIENTS[layer.id] ?? (layer.defaultClient as HttpClientName)],
  ]),
];
