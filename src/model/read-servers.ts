import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import type { ServerModel, ServerVariableModel } from "./types.js";

/**
 * The description's top-level `servers` (Swagger 2.0's `host`, `basePath` and `schemes` arrive here converted),
 * in document order. An entry without a string `url` is skipped; variables keep the description's order.
 */
export function readServers(document: JsonObject): ServerModel[] {
  return readServerList(document.servers);
}

/** A `servers` list (of the document, a path item or an operation) as read; empty where none is written. */
export function readServerList(value: JsonValue | undefined): ServerModel[] {
  const listed = Array.isArray(value) ? value : [];
  const servers: ServerModel[] = [];
  for (const entry of listed) {
    const server = asObject(entry);
    if (!server || typeof server.url !== "string") continue;
    const read: ServerModel = { url: server.url, variables: readVariables(asObject(server.variables)) };
    if (typeof server.description === "string") read.description = server.description;
    servers.push(read);
  }
  return servers;
}

/** The URL as `serverUrl(index)` gives it: every variable with a default filled in. */
export function urlWithDefaults(server: ServerModel): string {
  return server.url.replace(/\{([^{}]+)\}/g, (placeholder, name: string) => {
    const variable = server.variables.find((candidate) => candidate.name === name);
    return variable?.default ?? placeholder;
  });
}

/** The `{name}`s of the URL that no variable with a default fills in (OpenAPI requires a default). */
export function unfilledPlaceholders(server: ServerModel): string[] {
  return [...server.url.matchAll(/\{([^{}]+)\}/g)]
    .map((match) => match[1] as string)
    .filter((name) => server.variables.find((variable) => variable.name === name)?.default === undefined);
}

function readVariables(variables: JsonObject | undefined): ServerVariableModel[] {
  return Object.entries(variables ?? {}).flatMap(([name, value]) => {
    const variable = asObject(value);
    if (!variable) return [];
    const read: ServerVariableModel = { name };
    // OpenAPI requires a string default and string enum values; numbers written unquoted in YAML are read as written.
    const fallback = scalarText(variable.default);
    if (fallback !== undefined) read.default = fallback;
    const values = Array.isArray(variable.enum)
      ? variable.enum.flatMap((item) => scalarText(item) ?? [])
      : [];
    if (values.length > 0) read.enum = [...new Set(values)];
    if (typeof variable.description === "string") read.description = variable.description;
    return [read];
  });
}

function scalarText(value: JsonValue | undefined): string | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean"
    ? String(value)
    : undefined;
}
