/**
 * What an operation's extensions state about its paging, read as written: AutoRest's `x-ms-pageable`
 * (Microsoft's descriptions) and Speakeasy's `x-speakeasy-pagination`. The plan decides what the statement
 * means for the operation (plan/pagination.ts); an extension that cannot be read is a warning at its pointer.
 */
import { childPointer } from "../load/json-pointer.js";
import { asObject } from "../load/json-value.js";
import type { JsonObject, JsonValue } from "../load/types.js";
import type { SchemaRegistry } from "./schema-registry.js";
import type { PagingStatement } from "./types.js";

/** The statement of the first of the two extensions the operation carries, or `undefined`. */
export function readPagingStatement(
  raw: JsonObject,
  pointer: string,
  registry: SchemaRegistry,
): PagingStatement | undefined {
  if (raw["x-ms-pageable"] !== undefined)
    return readMsPageable(raw["x-ms-pageable"], childPointer(pointer, "x-ms-pageable"), registry);
  if (raw["x-speakeasy-pagination"] !== undefined)
    return readSpeakeasy(
      raw["x-speakeasy-pagination"],
      childPointer(pointer, "x-speakeasy-pagination"),
      registry,
    );
  return undefined;
}

/**
 * `x-ms-pageable: { nextLinkName, itemName }`: the next page's URL is the body's `nextLinkName` (`null`: the
 * operation answers one page), the items its `itemName` (default `value`).
 */
function readMsPageable(
  value: JsonValue | undefined,
  pointer: string,
  registry: SchemaRegistry,
): PagingStatement | undefined {
  const statement = asObject(value);
  if (statement === undefined) return unreadable(registry, pointer, "is no object");
  const { nextLinkName, itemName } = statement;
  if (nextLinkName === null) return { extension: "x-ms-pageable", pointer, pages: false };
  if (typeof nextLinkName !== "string" || nextLinkName === "")
    return unreadable(registry, pointer, "has no nextLinkName (a property name, or null)");
  return {
    extension: "x-ms-pageable",
    pointer,
    pages: true,
    kind: "nextUrl",
    nextUrl: [nextLinkName],
    items: [typeof itemName === "string" && itemName !== "" ? itemName : "value"],
  };
}

/** Speakeasy's paging types, by the plan's names. */
const SPEAKEASY_KINDS = { offsetLimit: "offset", cursor: "cursor", url: "nextUrl" } as const;

/**
 * `x-speakeasy-pagination: { type, inputs: [{ name, in: parameters, type }], outputs: { results, nextCursor,
 * nextUrl } }`: `offsetLimit` (an `offset` or a `page` input, and a `limit`), `cursor` (a `cursor` input and
 * `outputs.nextCursor`) or `url` (`outputs.nextUrl`); outputs are JSONPaths of plain property steps.
 */
function readSpeakeasy(
  value: JsonValue | undefined,
  pointer: string,
  registry: SchemaRegistry,
): PagingStatement | undefined {
  const statement = asObject(value);
  if (statement === undefined) return unreadable(registry, pointer, "is no object");
  const type = statement.type;
  if (typeof type !== "string" || !Object.hasOwn(SPEAKEASY_KINDS, type))
    return unreadable(registry, pointer, `has type ${JSON.stringify(type)}, not offsetLimit, cursor or url`);
  let kind: NonNullable<PagingStatement["kind"]> = SPEAKEASY_KINDS[type as keyof typeof SPEAKEASY_KINDS];
  const inputs = Array.isArray(statement.inputs) ? statement.inputs.map(asObject) : [];
  const input = (role: string) => {
    const found = inputs.find((candidate) => candidate?.type === role);
    if (found === undefined) return undefined;
    // Inputs in the request body are not sent by a page walk over query parameters.
    return found.in === "parameters" && typeof found.name === "string" ? found.name : null;
  };
  const start =
    kind === "offset" ? (input("offset") ?? input("page")) : kind === "cursor" ? input("cursor") : undefined;
  if (kind === "offset" && input("offset") === undefined && input("page") !== undefined) kind = "pageNumber";
  if (start === null || input("limit") === null)
    return unreadable(registry, pointer, "takes an input from the request body; only parameters are read");
  const outputs = asObject(statement.outputs) ?? {};
  const paths: Partial<Record<"items" | "nextCursor" | "nextUrl", string[]>> = {};
  for (const [output, field] of [
    ["results", "items"],
    ["nextCursor", "nextCursor"],
    ["nextUrl", "nextUrl"],
  ] as const) {
    if (outputs[output] === undefined) continue;
    const path = propertySteps(outputs[output]);
    if (path === undefined)
      return unreadable(
        registry,
        childPointer(childPointer(pointer, "outputs"), output),
        "is no JSONPath of property steps ($.data.next)",
      );
    paths[field] = path;
  }
  const pageSize = input("limit") ?? undefined;
  return {
    extension: "x-speakeasy-pagination",
    pointer,
    pages: true,
    kind,
    ...(start === undefined ? {} : { parameter: start }),
    ...(pageSize === undefined ? {} : { pageSize }),
    ...paths,
  };
}

/** `$.a.b`, `$['@odata.nextLink']`, `$.links["next"]` as `["a", "b"]`...; `undefined` for anything else. */
export function propertySteps(value: unknown): string[] | undefined {
  if (typeof value !== "string" || !value.startsWith("$")) return undefined;
  const steps: string[] = [];
  const step = /\.([A-Za-z_$@][\w$@-]*)|\[(?:'([^']*)'|"([^"]*)")\]/y;
  step.lastIndex = 1;
  while (step.lastIndex < value.length) {
    const match = step.exec(value);
    if (match === null) return undefined;
    steps.push(match[1] ?? match[2] ?? match[3] ?? "");
  }
  return steps;
}

function unreadable(registry: SchemaRegistry, pointer: string, what: string): undefined {
  registry.warn(
    "malformed-description",
    pointer,
    `the paging extension ${what}; the operation is read as if it had none`,
  );
  return undefined;
}
