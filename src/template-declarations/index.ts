/**
 * What every built-in template states about itself, as plain data: the one list of templates that option
 * validation, `schema.json`, help text, planning's reserved names and the hook layers derive from. Each
 * template has a file here (`<id>.ts`) and its emitter in `src/templates/<id>/`; the data sits apart, below
 * config, so that the early stages can read it without loading any emitting code.
 */
import { axiosDeclaration } from "./axios.js";
import { fetchDeclaration } from "./fetch.js";
import { kyDeclaration } from "./ky.js";
import { ng1Declaration } from "./ng1.js";
import { ng2Declaration } from "./ng2.js";
import { swrDeclaration } from "./swr.js";
import type { ClientDeclaration, LayerDeclaration } from "./template-declaration.js";
import { tsqDeclaration } from "./tsq.js";
import { xiorDeclaration } from "./xior.js";

/** The built-in HTTP clients, in the order help text and messages list them. */
export const CLIENT_DECLARATIONS = [
  axiosDeclaration,
  fetchDeclaration,
  xiorDeclaration,
  kyDeclaration,
  ng1Declaration,
  ng2Declaration,
] as const satisfies readonly ClientDeclaration[];

/** The built-in reactive layers. */
export const LAYER_DECLARATIONS = [
  swrDeclaration,
  tsqDeclaration,
] as const satisfies readonly LayerDeclaration[];

/**
 * Names the shared client emitter declares in every client (`const queryStyle = ...`), by what each is:
 * the emitters write them from here, and planning reserves them from here.
 */
export const SHARED_CLIENT_NAMES = { queryStyle: "queryStyle" } as const;

/**
 * Names the shared security emitter (emit/operations/security.ts) declares where the description declares
 * security schemes: the credentials' type, the credentials object and the schemes' table. Reserved only
 * then (with each template's `securityNames` and what the security runtime files import; plan-runtime.ts),
 * so descriptions without schemes keep their names.
 */
export const SECURITY_NAMES = {
  credentialsType: "SecurityCredentials",
  credentials: "clientCredentials",
  schemes: "securitySchemes",
} as const;

/** The runtime file of `serverUrl`, spliced only where some server declares variables. */
export const SERVER_RUNTIME_FILES: readonly string[] = ["server-url"];

/** The runtime files of authentication, spliced only where the description declares security schemes. */
export const SECURITY_RUNTIME_FILES: readonly string[] = ["security", "ng1-security", "ng2-security"];

/** The runtime file of `validateResponses` and `validateRequests`, spliced only into clients generated with one. */
export const VALIDATION_RUNTIME_FILES: readonly string[] = ["validation"];

/** The runtime file of per-parameter serialization, spliced only where some parameter states it. */
export const STYLE_RUNTIME_FILES: readonly string[] = ["parameter-styles"];

export type HttpClientName = (typeof CLIENT_DECLARATIONS)[number]["id"];
export type ReactiveLayerName = (typeof LAYER_DECLARATIONS)[number]["id"];

export function layerDeclaration(id: ReactiveLayerName): LayerDeclaration {
  return LAYER_DECLARATIONS.find((declaration) => declaration.id === id) as LayerDeclaration;
}

/**
 * Names the shared response emitter (emit/response-shape.ts) writes into a method's body to reach the body,
 * by `bodyAccess`: rxjs' `map` for `pipe` (`call.pipe(map(r => r.data))`). Written from here, and the plan
 * counts them among the names a body reads.
 */
export const BODY_ACCESS_NAMES = { pipe: { map: "map" } } as const;

/**
 * Runtime files the shared emitter splices into any client that needs them, whichever the template:
 * `errors` (failure types) where the template types failures, `request-parameters` (each parameter as sent by
 * default, and the URL) always, `dates` when some operation converts dates,
 * `parameter-styles` when some parameter states its serialization, `stream-parts` when some operation streams
 * and the template can, `security` when the description declares security schemes (`ng1-security`,
 * `ng2-security` too, by those templates), `server-url` when some server of the description declares variables,
 * `validation` when the client checks bodies or arguments against the Zod schemas.
 */
export const SHARED_RUNTIME_FILES: readonly string[] = [
  "errors",
  "request-parameters",
  "dates",
  ...STYLE_RUNTIME_FILES,
  "stream-parts",
  ...SECURITY_RUNTIME_FILES,
  ...SERVER_RUNTIME_FILES,
  ...VALIDATION_RUNTIME_FILES,
];

/** The runtime files of streamed responses: the shared parser and each library's sender. */
export function streamRuntimeFiles(): string[] {
  return [
    ...new Set([
      "stream-parts",
      ...CLIENT_DECLARATIONS.flatMap(
        (declaration: ClientDeclaration) => declaration.streaming?.runtimeFiles ?? [],
      ),
    ]),
  ];
}

/** The runtime of the MSW handlers file (`msw`), spliced there, never into a client. */
export const MSW_RUNTIME_FILE = "msw-handlers";

/** Every runtime helper file a built-in client or companion file splices in, each once. */
export function builtinRuntimeFiles(): string[] {
  return [
    ...new Set([
      ...CLIENT_DECLARATIONS.flatMap((declaration) => declaration.runtimeFiles),
      ...SHARED_RUNTIME_FILES,
      MSW_RUNTIME_FILE,
      ...CLIENT_DECLARATIONS.flatMap(
        (declaration: ClientDeclaration) => declaration.streaming?.runtimeFiles ?? [],
      ),
    ]),
  ];
}
