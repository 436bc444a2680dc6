/**
 * The description's servers as the generated module exports them: the `servers` list, and where some server
 * declares variables the `ServerVariables` type and the `serverUrl` function that fills them. Their names are
 * fixed (the module's own, reserved by `moduleOwnNames` only where the description lists servers). And the
 * server each operation is sent to where it is not the client's base URL (see docs/servers.md).
 */
import type { ResolvedOptions } from "../config/types.js";
import { unfilledPlaceholders, urlWithDefaults } from "../model/read-servers.js";
import type { Model, OperationModel, ServerModel } from "../model/types.js";

/** A server of the `servers` list: the document's own, or one only paths or operations list. */
export interface ListedServer extends ServerModel {
  /** The routes (`POST /v1/files`) whose `servers` list it, where the document's `servers` do not. */
  routes?: string[];
}

/** What the generated module says about the description's servers; absent when it lists none. */
export interface ServersPlan {
  /** The document's servers in document order, then those only paths and operations list; never empty. */
  servers: ListedServer[];
  /** Some server declares variables: `ServerVariables` and `serverUrl` are emitted, and their runtime. */
  fillsVariables: boolean;
  /**
   * The document's first server as the base URL's documentation and the error of a call whose URL cannot be
   * resolved suggest it: `servers[0].url` and its URL, or `serverUrl(0)` and its URL with the defaults filled
   * in when the first server has variables. Absent where the document itself lists no servers.
   */
  example?: { expression: string; url: string };
}

/** `servers` first, then what the variables need. */
export const SERVERS_NAME = "servers";
export const SERVER_VARIABLES_NAME = "ServerVariables";
export const SERVER_URL_NAME = "serverUrl";

export function serversHaveVariables(servers: readonly ServerModel[]): boolean {
  return servers.some((server) => server.variables.length > 0);
}

/** The names the module declares for these servers, which planning keeps schemas and operations from taking. */
export function serverNames(servers: readonly ServerModel[]): string[] {
  if (servers.length === 0) return [];
  return serversHaveVariables(servers)
    ? [SERVERS_NAME, SERVER_VARIABLES_NAME, SERVER_URL_NAME]
    : [SERVERS_NAME];
}

/**
 * The document's servers, then each server that paths and operations list and the document does not, once
 * (the same URL and variables), with the routes that list it. Read from every operation of the model (the
 * excluded ones too), as the names it reserves are. In time linear in the operations' servers: a server
 * every operation lists has as many routes, so each is looked up in a set rather than in the list. A plan
 * computes it once (`planOutput`) and hands it to what reads it.
 */
export function listedServers(model: Partial<Pick<Model, "servers" | "operations">>): ListedServer[] {
  const listed: ListedServer[] = [...(model.servers ?? [])];
  // The document's own servers list no routes: their entry is known, with no routes to add to.
  const known = new Map<string, { server: ListedServer; routes: Set<string> } | undefined>(
    listed.map((server) => [serverKey(server), undefined]),
  );
  for (const operation of model.operations ?? []) {
    for (const server of operation.servers ?? []) {
      const key = serverKey(server);
      const route = `${operation.method} ${operation.path}`;
      if (!known.has(key)) {
        const added: ListedServer = { ...server, routes: [route] };
        known.set(key, { server: added, routes: new Set([route]) });
        listed.push(added);
      } else {
        const added = known.get(key);
        if (added === undefined || added.routes.has(route)) continue;
        added.routes.add(route);
        added.server.routes?.push(route);
      }
    }
  }
  return listed;
}

/** Two entries are one server where URL and variables are alike; descriptions are left out. */
function serverKey(server: ServerModel): string {
  return JSON.stringify([
    server.url,
    server.variables.map(({ name, default: value, enum: values }) => [name, value, values]),
  ]);
}

/** Only a client exports servers: `generationMode: schemas` writes types alone. `servers`: `listedServers(model)`. */
export function planServers(
  model: Pick<Model, "servers">,
  options: Pick<ResolvedOptions, "generationMode">,
  servers: ListedServer[],
): ServersPlan | undefined {
  if (servers.length === 0 || options.generationMode !== "full") return undefined;
  const [first] = model.servers;
  const plan: ServersPlan = { servers, fillsVariables: serversHaveVariables(servers) };
  if (first !== undefined) {
    const expression = first.variables.length > 0 ? `${SERVER_URL_NAME}(0)` : `${SERVERS_NAME}[0].url`;
    plan.example = { expression, url: urlWithDefaults(first) };
  }
  return plan;
}

/** The base URL an operation is sent to instead of the client's (`PlannedOperation.server`), if any. */
export type OperationServerOf = (operation: Pick<OperationModel, "servers">) => string | undefined;

/**
 * The server an operation is sent to instead of the client's base URL: the first of its own (or its path
 * item's) `servers`, its variables' defaults filled in. None, and the client's base URL serves, where
 * - it lists none;
 * - its first server is one the document lists: the client is pointed at one of those, or elsewhere on
 *   purpose (a staging host) for every such call;
 * - every operation lists that same first server: it is the API's server written on each operation rather
 *   than once, which the client's base URL stands for;
 * - its URL keeps a placeholder no default fills (reported by model/unhonoured-fields.ts).
 */
export function operationServerOf(model: Pick<Model, "servers" | "operations">): OperationServerOf {
  const documentUrls = new Set(model.servers.map((server) => server.url));
  const firstUrls = new Set(model.operations.map((operation) => operation.servers?.[0]?.url));
  const sharedByAll = firstUrls.size === 1 && model.operations.length > 1 ? [...firstUrls][0] : undefined;
  return (operation) => {
    const first = operation.servers?.[0];
    if (first === undefined || documentUrls.has(first.url) || first.url === sharedByAll) return undefined;
    return unfilledPlaceholders(first).length > 0 ? undefined : urlWithDefaults(first);
  };
}
