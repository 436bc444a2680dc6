/**
 * The runtime a client carries, decided once: which shared runtime files are spliced into it, and which
 * names the generated module keeps for itself (its templates' code and every runtime helper it may splice).
 */
import type { ResolvedOptions } from "../config/types.js";
import { streamKind } from "../model/read-stream-item.js";
import type { Model } from "../model/types.js";
import { builtinRuntimeFiles, type OutputCatalog, streamRuntimeFiles } from "../output-contract/catalog.js";
import type { ClientDeclaration } from "../output-contract/declaration.js";
import {
  MSW_RUNTIME_FILE,
  PAGES_RUNTIME_FILE,
  SECURITY_RUNTIME_FILES,
  SERVER_RUNTIME_FILES,
  SPLICED_INTO_EVERY_CLIENT,
  STYLE_RUNTIME_FILES,
  VALIDATION_RUNTIME_FILES,
} from "../output-contract/runtime-files.js";
import { BODY_ACCESS_NAMES, SECURITY_NAMES, SHARED_CLIENT_NAMES } from "../output-contract/shared-names.js";
import type { RuntimeFile } from "../splice/runtime-file.js";
import { libraryImportedNames } from "../splice/runtime-imports.js";
import { SHARED_BODY_HELPERS } from "../splice/runtime-names.js";
import { runtimeDeclaredNames } from "../splice/runtime-source.js";
import { isStreamed } from "./media-types.js";
import type { PlannedGroup } from "./operation-plan-types.js";
import { statedStyles } from "./parameter-wire.js";
import { type ListedServer, listedServers, serverNames, serversHaveVariables } from "./plan-servers.js";

/** The shared runtime of one client; the template's own files are its declaration's `runtimeFiles`. */
export interface RuntimePlan {
  /**
   * Shared runtime files spliced after the template's prelude, in output order: `errors`,
   * `request-parameters` and `retries` always, `dates` when
   * some method converts dates, `parameter-styles` when some parameter states its serialization, `security`
   * when the description declares schemes, `server-url` when the exported `serverUrl` needs it.
   */
  helpers: RuntimeFile[];
  /** The stream parser and the template's stream readers, when some method streams and the template can. */
  streaming: RuntimeFile[];
  /** Every top-level name those runtime files may declare (a separate hooks file qualifies them). */
  declaredNames: readonly string[];
}

/**
 * The runtime files whose names every output reserves: all but the ones spliced only where a description
 * needs them (authentication's, per-parameter serialization's, streaming's), whose names are reserved only
 * then, so that other descriptions keep their names.
 */
export function alwaysReservedFiles(builtins: OutputCatalog): RuntimeFile[] {
  const streaming = streamRuntimeFiles(builtins);
  return builtinRuntimeFiles(builtins).filter(
    (file) =>
      !SECURITY_RUNTIME_FILES.includes(file) &&
      !STYLE_RUNTIME_FILES.includes(file) &&
      !SERVER_RUNTIME_FILES.includes(file) &&
      !VALIDATION_RUNTIME_FILES.includes(file) &&
      !streaming.includes(file) &&
      // The handlers file's runtime goes into that file alone, which names its own declarations.
      file !== MSW_RUNTIME_FILE,
  );
}

/**
 * What of a model decides which runtime helpers its client may carry. Its servers are read through
 * `listedServers`, which a plan computes once and passes on (`listed`) rather than each reader walking every
 * operation again.
 */
type DescriptionNeeds = Partial<Pick<Model, "securitySchemes" | "operations" | "servers">>;

/**
 * The generated module's own top-level names, which planning reserves: what every built-in template's code
 * declares or imports (whichever runs, so a schema's type name does not depend on the template), a custom
 * template's own, and every runtime helper this description may need.
 */
export function moduleOwnNames(
  model: DescriptionNeeds,
  options: Pick<ResolvedOptions, "template">,
  client: ClientNames,
  builtins: OutputCatalog,
  listed: readonly ListedServer[] = listedServers(model),
  runtimeNames: readonly string[] = runtimeNamesOf(model, builtins, false, listed),
): string[] {
  const custom = options.template.kind === "custom" ? clientOwnNames(client) : [];
  // Authentication's names only where the description declares schemes: others keep their names.
  const security = model.securitySchemes ? securityClientNames(builtins) : [];
  // The servers' names only where the description lists servers (emit/servers.ts).
  return [...builtinClientNames(builtins), ...custom, ...runtimeNames, ...security, ...serverNames(listed)];
}

/** What of a client's declaration says which top-level names its code writes. */
type ClientNames = Pick<
  ClientDeclaration,
  "names" | "runtimeFiles" | "streaming" | "requestOptions" | "response"
>;

/** Every name a built-in client's code may write at the top level: reserved all, whichever template runs. */
export function builtinClientNames(builtins: OutputCatalog): string[] {
  return [...Object.values(SHARED_CLIENT_NAMES), ...builtins.clients.flatMap(clientOwnNames)];
}

/**
 * The top-level names a client's code writes: its own (its declaration's `names`, which its emitter writes
 * from there), what its runtime files import from libraries (read from those files) and the library types its
 * declaration names (the per-call options, the native response and its promise).
 */
export function clientOwnNames(client: ClientNames): string[] {
  const files = [...client.runtimeFiles, ...(client.streaming?.runtimeFiles ?? [])] as RuntimeFile[];
  const { native } = client.response;
  const libraryTypes = [client.requestOptions, ...(native === undefined ? [] : [native])].filter(
    (type) => type.module !== undefined,
  );
  return [
    ...Object.values(client.names).map((written) => written.name),
    ...files.flatMap(libraryImportedNames),
    ...libraryTypes.map((type) => type.as ?? type.name),
    ...(native?.promise === undefined ? [] : [native.promise]),
  ];
}

/**
 * The names a client declares or imports only where the description declares security schemes: the shared
 * security emitter's, each template's own (`securityNames`), and what the security runtime files import
 * (rxjs' `defer`, angular's `IQService`), read from those files.
 */
export function securityClientNames(builtins: OutputCatalog): string[] {
  return [
    ...Object.values(SECURITY_NAMES),
    ...builtins.clients.flatMap((declaration): string[] => Object.values(declaration.securityNames ?? {})),
    ...SECURITY_RUNTIME_FILES.flatMap(libraryImportedNames),
  ];
}

/** The top-level names of the runtime helpers every client carries and of those this description needs. */
export function runtimeNamesOf(
  model: DescriptionNeeds,
  builtins: OutputCatalog,
  validates = false,
  listed: readonly ListedServer[] = listedServers(model),
): string[] {
  return [
    ...runtimeDeclaredNames(alwaysReservedFiles(builtins)),
    ...runtimeDeclaredNames(runtimeFilesNeeded(model, builtins, listed)),
    // The validation runtime's names only where the client validates: other outputs keep their names.
    ...(validates ? runtimeDeclaredNames(VALIDATION_RUNTIME_FILES) : []),
  ];
}

/**
 * The runtime files beyond those every output has that this description may splice in: authentication's
 * where it declares schemes, per-parameter serialization's where a parameter states it, streaming's where
 * a response streams, `serverUrl`'s where a server declares variables. Read from the whole model (operations that are excluded too), so it never misses one.
 */
function runtimeFilesNeeded(
  model: DescriptionNeeds,
  builtins: OutputCatalog,
  listed: readonly ListedServer[],
): RuntimeFile[] {
  const operations = model.operations ?? [];
  const styled = operations.some(
    (operation) =>
      operation.requestBody?.fieldEncodings !== undefined ||
      operation.parameters.some(
        (parameter) =>
          parameter.styleStated === true ||
          parameter.allowReserved === true ||
          parameter.in === "querystring",
      ),
  );
  const streams = operations.some(
    (operation) => operation.response?.mediaType !== undefined && streamKind(operation.response.mediaType),
  );
  return [
    ...(model.securitySchemes ? SECURITY_RUNTIME_FILES : []),
    ...(styled ? STYLE_RUNTIME_FILES : []),
    ...(streams ? streamRuntimeFiles(builtins) : []),
    ...(serversHaveVariables(listed) ? SERVER_RUNTIME_FILES : []),
  ];
}

/** The shared runtime files the planned client splices, from what its methods do. */
export function planRuntime(
  groups: readonly PlannedGroup[],
  needs: { secured: boolean; fillsServerVariables: boolean },
  client: Pick<ClientDeclaration, "streaming" | "pages">,
  declaredNames: readonly string[],
): RuntimePlan {
  const operations = groups.flatMap((group) => group.operations);
  const convertsDates = operations.some((planned) => planned.dates);
  const statesStyles = operations.some((planned) => statedStyles(planned).length > 0);
  // Only clients with a streaming operation carry the stream parser (and only templates that can stream).
  const streams =
    client.streaming !== undefined && operations.some((planned) => isStreamed(planned.response));
  const validates = operations.some((planned) => planned.validation !== undefined);
  const pages = client.pages !== undefined && operations.some((planned) => planned.pagingNames !== undefined);
  return {
    helpers: [
      ...SPLICED_INTO_EVERY_CLIENT,
      ...(convertsDates ? ["dates"] : []),
      ...(statesStyles ? STYLE_RUNTIME_FILES : []),
      ...(needs.secured ? ["security"] : []),
      ...(needs.fillsServerVariables ? SERVER_RUNTIME_FILES : []),
      ...(validates ? VALIDATION_RUNTIME_FILES : []),
      ...(pages ? [PAGES_RUNTIME_FILE] : []),
    ],
    streaming: streams ? ["stream-parts", ...(client.streaming?.runtimeFiles ?? [])] : [],
    declaredNames,
  };
}

/**
 * What else every template's method bodies may name at module level: the query style and the credentials
 * the shared emitters declare, and the globals they read (`JSON.stringify` for a value sent as JSON text,
 * `new Error` for a stream the client cannot read).
 */
const SHARED_BODY_NAMES = [
  SHARED_CLIENT_NAMES.queryStyle,
  SECURITY_NAMES.schemes,
  SECURITY_NAMES.credentials,
  "JSON",
  "Error",
];

/**
 * The module-level values an operation's body may name with this client: an argument of one of these names
 * is read under another inside the body (plan-operations.ts), where it would hide the value: the names its
 * declaration marks `inBodies` and what its `bodyAccess` writes; where a custom template does not state them,
 * every name its code may declare and every runtime helper it may splice (the kit hands it any runtime file);
 * with `validates`, the validation runtime's checks. Not listed: the planned converters and the schema
 * namespace, which the caller adds, and what is said once, which is left unsaid in a body whose argument
 * would hide it (plan-said-once.ts).
 */
export function operationBodyNames(
  client: Pick<ClientDeclaration, "names" | "bodyNamesUnstated" | "response">,
  builtins: OutputCatalog,
  validates = false,
): string[] {
  const written = Object.values(client.names);
  const own = client.bodyNamesUnstated
    ? [...written.map((name) => name.name), ...runtimeDeclaredNames(builtinRuntimeFiles(builtins))]
    : [
        ...written.filter((name) => name.inBodies).map((name) => name.name),
        ...(client.response.bodyAccess === "pipe" ? Object.values(BODY_ACCESS_NAMES.pipe) : []),
      ];
  // A validating body calls the validation runtime's checks, read from the file that declares them.
  const checks = validates ? runtimeDeclaredNames(VALIDATION_RUNTIME_FILES) : [];
  return [...Object.values(SHARED_BODY_HELPERS), ...SHARED_BODY_NAMES, ...own, ...checks];
}
