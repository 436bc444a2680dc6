import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import type { ServerModel, ServerVariableModel } from "./types.js";

/**
 * The description's top-level `servers` (Swagger 2.0's `host`, `basePath` and `schemes` arrive here converted),
 * in document order. An entry without a string `url` is skipped; variables keep the description's order.
 * Path-level and operation-level `servers` are not read: every call goes to the one base URL of the client.
 */
export function readServers(document: JsonObject): ServerModel[] {
  const listed = Array.isArray(document.servers) ? document.servers : [];
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
