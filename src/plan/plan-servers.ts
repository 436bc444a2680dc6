/**
 * The description's servers as the generated module exports them: the `servers` list, and where some server
 * declares variables the `ServerVariables` type and the `serverUrl` function that fills them. Their names are
 * fixed (the module's own, reserved by `moduleOwnNames` only where the description lists servers).
 */
import type { ResolvedOptions } from "../config/types.js";
import type { Model, ServerModel } from "../model/types.js";

/** What the generated module says about the description's servers; absent when it lists none. */
export interface ServersPlan {
  /** In document order; never empty. */
  servers: ServerModel[];
  /** Some server declares variables: `ServerVariables` and `serverUrl` are emitted, and their runtime. */
  fillsVariables: boolean;
  /**
   * The first server as the base URL's documentation and the error of a call whose URL cannot be resolved
   * suggest it: `servers[0].url` and its URL, or `serverUrl(0)` and its URL with the defaults filled in when
   * the first server has variables.
   */
  example: { expression: string; url: string };
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

/** Only a client exports servers: `generationMode: schemas` writes types alone. */
export function planServers(
  model: Pick<Model, "servers">,
  options: Pick<ResolvedOptions, "generationMode">,
): ServersPlan | undefined {
  const [first] = model.servers;
  if (first === undefined || options.generationMode !== "full") return undefined;
  const expression = first.variables.length > 0 ? `${SERVER_URL_NAME}(0)` : `${SERVERS_NAME}[0].url`;
  return {
    servers: model.servers,
    fillsVariables: serversHaveVariables(model.servers),
    example: { expression, url: urlWithDefaults(first) },
  };
}

/** The URL as `serverUrl(index)` gives it: every variable with a default filled in. */
export function urlWithDefaults(server: ServerModel): string {
  return server.url.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const variable = server.variables.find((candidate) => candidate.name === name);
    return variable?.default ?? placeholder;
  });
}
