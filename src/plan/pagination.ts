/**
 * Whether an operation pages its answer, and how: decided once per operation from what the description says
 * (the `Link` header it documents, the names of its query parameters and of its body's properties), recorded
 * on the planned operation for the outputs that walk pages (docs/pagination.md).
 *
 * The rules, in the order they are tried (the first that holds decides); each needs a list in the body, the
 * page's items:
 * 1. `Link` header: the success response documents a `Link` header (RFC 8288's `rel="next"`, GitHub's).
 * 2. Cursor: a property of the body holds the next page's cursor, and a query parameter takes it
 *    (`next_cursor` and `cursor`, `nextPageToken` and `pageToken`, Stripe's search `next_page` and `page`).
 * 3. Next URL: a property of the body holds the next page's URL (`next`, `@odata.nextLink`, `links.next`,
 *    `next_page_url`, ...).
 * 4. Last item: the body says whether more follow (`has_more`) and a query parameter takes the last item's id
 *    (`starting_after`, Stripe's lists).
 * 5. Offset: query parameters `offset` and a page size (`limit`, ...); the walk ends on a short or empty page,
 *    or at a documented total.
 * 6. Page number: query parameters `page` (a number) and a page size (`per_page`, `page_size`, ...), likewise.
 * Only `GET` and `QUERY` operations are read by names: a `POST` that pages says so in configuration.
 *
 * An extension that states the paging (`x-ms-pageable`, `x-speakeasy-pagination`, read by model/read-paging.ts)
 * wins over the names, whatever the method; where the operation does not have what it states (the list, the
 * parameter, the property), the operation is not paged, with a warning.
 */
import type { PagingSetting } from "../config/types.js";
import { wildcardMatch } from "../config/wildcard.js";
import type {
  OperationModel,
  PagingStatement,
  ParameterModel,
  Schema,
  SchemaId,
  SchemaNode,
} from "../model/types.js";
import type { ClientDeclaration } from "../output-contract/declaration.js";
import { isStreamed } from "./media-types.js";
import type { PlannedOperation } from "./operation-plan-types.js";

/** Where a value is in the body: property names from the top (`[]`: the body itself). */
export type PropertyPath = readonly string[];

/** How the next page is asked for. */
export type PageRule =
  | { readonly kind: "linkHeader" }
  | { readonly kind: "cursor"; readonly parameter: string; readonly nextCursor: PropertyPath }
  | { readonly kind: "nextUrl"; readonly nextUrl: PropertyPath }
  | {
      readonly kind: "lastItem";
      readonly parameter: string;
      readonly hasMore: PropertyPath;
      /** The property of an item whose value the parameter takes. */
      readonly itemKey: string;
    }
  | {
      readonly kind: "offset" | "pageNumber";
      /** The parameter that says where the page starts (`offset`, `page`). */
      readonly parameter: string;
      /** The parameter that says how many items a page holds, if the operation takes one. */
      readonly pageSize?: string;
      /** The body's count of every item, if it documents one. */
      readonly total?: PropertyPath;
    };

/** An operation that pages: how, and where a page's items are. */
export interface PlannedPagination {
  readonly rule: PageRule;
  readonly items: PropertyPath;
}

/** Looks up a named schema (`$ref` target). */
export type SchemaLookup = (id: SchemaId) => Schema | undefined;

/** The body properties that hold the next page's URL, as their APIs name them. */
const NEXT_URL_PROPERTIES = [
  "next",
  "nextLink",
  "@odata.nextLink",
  "next_url",
  "nextUrl",
  "next_page_url",
  "nextPageUrl",
  "next_link",
  // Twilio: a URI relative to the API's server.
  "next_page_uri",
];

/** Objects of the body whose `next` is the next page's URL (`links.next`, JSON:API, HAL's `_links`). */
const LINK_OBJECTS = ["links", "_links", "paging", "pagination", "meta"];

/** Objects of the body that may hold the next cursor (Slack's `response_metadata.next_cursor`, ...). */
const CURSOR_OBJECTS = [
  "response_metadata",
  "meta",
  "metadata",
  "pagination",
  "paging",
  "page_info",
  "pageInfo",
];

/** The list of a body with several arrays: the one named as APIs name their page's items. */
const ITEM_PROPERTIES = ["data", "items", "results", "value", "entries", "records", "elements"];

/** The body's count of every item. */
const TOTAL_PROPERTIES = ["total", "total_count", "totalCount", "total_items", "totalItems", "count"];

/** Parameters that say how many items a page holds. */
const PAGE_SIZE_PARAMETERS = [
  "limit",
  "per_page",
  "perPage",
  "page_size",
  "pageSize",
  "size",
  "count",
  "max_results",
  "maxResults",
];

/** Parameters that say which page (a number). */
const PAGE_PARAMETERS = ["page", "page_number", "pageNumber"];

/** Parameters that take the id of the last item seen. */
const AFTER_PARAMETERS = ["starting_after", "startingAfter", "after_id"];

/** Properties that say whether more items follow. */
const HAS_MORE_PROPERTIES = ["has_more", "hasMore", "has_next", "hasNext"];

/**
 * The operation with its paging as the `pagination` option states it, where a key names it: its operationId
 * exactly, else the first wildcard (in the order written) that matches it. The option wins over the
 * description's extensions and names; `false` says the operation is not walked.
 */
export function withPagingOption(
  operation: OperationModel,
  settings: Readonly<Record<string, PagingSetting | false>>,
): OperationModel {
  const id = operation.operationId ?? "";
  const key =
    Object.hasOwn(settings, id) && id !== ""
      ? id
      : Object.keys(settings).find((pattern) => wildcardMatch(pattern, id));
  if (key === undefined) return operation;
  const setting = settings[key] as PagingSetting | false;
  const stated = { extension: `pagination[${JSON.stringify(key)}]`, pointer: operation.pointer };
  if (setting === false) return { ...operation, paging: { ...stated, pages: false } };
  const next = setting.next === undefined ? undefined : settingPath(setting.next);
  const paging: PagingStatement = {
    ...stated,
    pages: true,
    kind: setting.rule,
    ...(setting.parameter === undefined ? {} : { parameter: setting.parameter }),
    ...(setting.pageSize === undefined ? {} : { pageSize: setting.pageSize }),
    ...(setting.items === undefined ? {} : { items: settingPath(setting.items) }),
    ...(setting.total === undefined ? {} : { total: settingPath(setting.total) }),
    ...(setting.itemKey === undefined ? {} : { itemKey: setting.itemKey }),
    ...(next === undefined
      ? {}
      : setting.rule === "cursor"
        ? { nextCursor: next }
        : setting.rule === "lastItem"
          ? { hasMore: next }
          : { nextUrl: next }),
  };
  return { ...operation, paging };
}

/** A path as the option writes it: dotted (`""` the body), or a list of names. */
function settingPath(path: string | readonly string[]): readonly string[] {
  if (typeof path !== "string") return path;
  return path === "" ? [] : path.split(".");
}

/** Says, at a pointer of the description, why a stated paging is not followed. */
export type PagingWarning = (pointer: string, message: string) => void;

/** How `operation` pages, or `undefined` where nothing says it does. */
export function planPagination(
  operation: OperationModel,
  lookup: SchemaLookup,
  warn: PagingWarning = () => {},
): PlannedPagination | undefined {
  if (operation.paging !== undefined) return statedPagination(operation, operation.paging, lookup, warn);
  if (operation.method !== "GET" && operation.method !== "QUERY") return undefined;
  const response = operation.response;
  if (response?.schema === undefined) return undefined;
  const body = resolved(response.schema, lookup);
  const items = itemsPath(body, lookup);
  if (items === undefined) return undefined;
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  // A `Link` header on an answer that is one thing (GitHub documents it on some) is not paging: the items must
  // be the body, or the operation takes a page or a page size.
  const takesPages = query.some((parameter) =>
    [...PAGE_SIZE_PARAMETERS, ...PAGE_PARAMETERS].includes(parameter.name),
  );
  if (
    response.headers?.some((header) => header.name.toLowerCase() === "link") &&
    (items.length === 0 || takesPages)
  )
    return { rule: { kind: "linkHeader" }, items };
  const properties = body.kind === "object" ? body : undefined;
  const rule =
    (properties && cursorRule(properties, query, lookup)) ??
    (properties && nextUrlRule(properties, lookup)) ??
    (properties && lastItemRule(properties, items, query, lookup)) ??
    countedRule(properties, query, lookup);
  return rule && { rule, items };
}

type ObjectNode = Extract<SchemaNode, { kind: "object" }>;

/** The paging an extension states, where the operation has what it names. */
function statedPagination(
  operation: OperationModel,
  statement: PagingStatement,
  lookup: SchemaLookup,
  warn: PagingWarning,
): PlannedPagination | undefined {
  if (!statement.pages) return undefined;
  const unmet = (what: string) => {
    warn(statement.pointer, `${statement.extension} names ${what}; the operation is not paged`);
    return undefined;
  };
  const body = operation.response?.schema && resolved(operation.response.schema, lookup);
  if (body === undefined) return unmet("a list in a body the success response does not have");
  const items = statement.items ?? itemsPath(body, lookup);
  if (items === undefined || resolvedPath(body, items, lookup)?.kind !== "array")
    return unmet(`the items ${JSON.stringify(items?.join(".") ?? "")}, which are no list of the body`);
  const query = operation.parameters.filter((parameter) => parameter.in === "query");
  const takes = (name: string | undefined) =>
    name !== undefined && query.some((parameter) => parameter.name === name);
  for (const name of [statement.parameter, statement.pageSize]) {
    if (name !== undefined && !takes(name))
      return unmet(`the query parameter "${name}", which the operation does not take`);
  }
  const property = (path: readonly string[] | undefined, what: string) =>
    path !== undefined && isText(resolvedPath(body, path, lookup))
      ? path
      : unmet(`${what} "${path?.join(".") ?? ""}", no text property of the body`);
  switch (statement.kind) {
    case "nextUrl": {
      const nextUrl = property(statement.nextUrl, "the next URL");
      return nextUrl && { rule: { kind: "nextUrl", nextUrl }, items };
    }
    case "cursor": {
      const nextCursor = property(statement.nextCursor, "the next cursor");
      if (nextCursor === undefined) return undefined;
      if (statement.parameter === undefined) return unmet("no parameter that takes the cursor");
      return { rule: { kind: "cursor", parameter: statement.parameter, nextCursor }, items };
    }
    case "linkHeader":
      return { rule: { kind: "linkHeader" }, items };
    case "lastItem": {
      const hasMore = statement.hasMore;
      if (hasMore === undefined || resolvedPath(body, hasMore, lookup) === undefined)
        return unmet(`whether more follow "${hasMore?.join(".") ?? ""}", no property of the body`);
      if (statement.parameter === undefined) return unmet("no parameter that takes the last item's key");
      const itemKey = statement.itemKey ?? "id";
      return { rule: { kind: "lastItem", parameter: statement.parameter, hasMore, itemKey }, items };
    }
    default: {
      if (statement.parameter === undefined) return unmet("no parameter that takes the offset or page");
      const total = statement.total ?? (body.kind === "object" ? totalOf(body, lookup) : undefined);
      const rule: PageRule = {
        kind: statement.kind ?? "offset",
        parameter: statement.parameter,
        ...(statement.pageSize === undefined ? {} : { pageSize: statement.pageSize }),
        ...(total === undefined ? {} : { total: typeof total === "string" ? [total] : total }),
      };
      return { rule, items };
    }
  }
}

/** The schema at `path` of the body (`[]`: the body), references followed; `undefined` where there is none. */
function resolvedPath(
  body: SchemaNode,
  path: readonly string[],
  lookup: SchemaLookup,
): SchemaNode | undefined {
  let node: SchemaNode | undefined = body;
  for (const name of path) node = node?.kind === "object" ? propertyOf(node, name, lookup) : undefined;
  return node;
}

/**
 * A schema with its `$ref`s followed (a cycle of references ends in `unknown`), and an `allOf` of objects as
 * one object of all their properties (Microsoft Graph's lists: a paging base and the list's own `value`).
 */
function resolved(schema: SchemaNode, lookup: SchemaLookup, depth = 0): SchemaNode {
  let node = schema;
  for (let step = 0; node.kind === "ref" && step < 32; step++) {
    const target = lookup(node.target);
    if (target === undefined) return { kind: "unknown" };
    node = target;
  }
  if (node.kind === "intersection" && depth < 8) {
    const members = node.members.map((member) => resolved(member, lookup, depth + 1));
    if (members.every((member) => member.kind === "object"))
      return { kind: "object", properties: members.flatMap((member) => (member as ObjectNode).properties) };
  }
  return node.kind === "ref" ? { kind: "unknown" } : node;
}

function propertyOf(object: ObjectNode, name: string, lookup: SchemaLookup): SchemaNode | undefined {
  const property = object.properties.find((candidate) => candidate.name === name);
  return property && resolved(property.schema, lookup);
}

/** The page's items: the body where it is a list, else its only list, else its list named as items are. */
function itemsPath(body: SchemaNode, lookup: SchemaLookup): PropertyPath | undefined {
  if (body.kind === "array") return [];
  if (body.kind !== "object") return undefined;
  const lists = body.properties.filter((property) => resolved(property.schema, lookup).kind === "array");
  if (lists.length === 1) return [(lists[0] as (typeof lists)[number]).name];
  const named = ITEM_PROPERTIES.find((name) => lists.some((list) => list.name === name));
  return named === undefined ? undefined : [named];
}

/** A name compared loosely: `next_page_token`, `nextPageToken` and `NextPageToken` are one. */
function looseName(name: string): string {
  return name.replace(/[-_]/g, "").toLowerCase();
}

/** A string property (`string`, or a `string` union with `null`). */
function isText(schema: SchemaNode | undefined): boolean {
  if (schema === undefined) return false;
  if (schema.kind === "primitive") return schema.type === "string";
  return schema.kind === "union" && schema.members.some((member) => isText(member));
}

/**
 * A body property that holds the next cursor (its name `next` + the parameter's, or `cursor`-like) paired with
 * the query parameter that takes it; at the top of the body or in one object under it.
 */
function cursorRule(
  body: ObjectNode,
  query: readonly ParameterModel[],
  lookup: SchemaLookup,
): PageRule | undefined {
  for (const [path, holder] of propertyHolders(body, CURSOR_OBJECTS, lookup)) {
    for (const property of holder.properties) {
      if (!isText(resolved(property.schema, lookup))) continue;
      const name = looseName(property.name);
      const parameter = query.find((candidate) => {
        const taken = looseName(candidate.name);
        return (
          name === `next${taken}` || (taken === "cursor" && /cursor$/.test(name) && name !== "prevcursor")
        );
      });
      if (parameter !== undefined)
        return { kind: "cursor", parameter: parameter.name, nextCursor: [...path, property.name] };
    }
  }
  return undefined;
}

/** The body, and each object property of it named in `names`, with the path to it. */
function propertyHolders(
  body: ObjectNode,
  names: readonly string[],
  lookup: SchemaLookup,
): [PropertyPath, ObjectNode][] {
  const holders: [PropertyPath, ObjectNode][] = [[[], body]];
  for (const name of names) {
    const holder = propertyOf(body, name, lookup);
    if (holder?.kind === "object") holders.push([[name], holder]);
  }
  return holders;
}

/** A body property holding the next page's URL: at the top, or as `next` of a links object. */
function nextUrlRule(body: ObjectNode, lookup: SchemaLookup): PageRule | undefined {
  const top = NEXT_URL_PROPERTIES.find((name) => isText(propertyOf(body, name, lookup)));
  if (top !== undefined) return { kind: "nextUrl", nextUrl: [top] };
  for (const name of LINK_OBJECTS) {
    const links = propertyOf(body, name, lookup);
    if (links?.kind !== "object") continue;
    const next = propertyOf(links, "next", lookup);
    if (isText(next)) return { kind: "nextUrl", nextUrl: [name, "next"] };
    // HAL: `_links.next.href`.
    if (next?.kind === "object" && isText(propertyOf(next, "href", lookup)))
      return { kind: "nextUrl", nextUrl: [name, "next", "href"] };
  }
  return undefined;
}

/** `has_more` with a parameter taking the last item's `id` (Stripe's lists). */
function lastItemRule(
  body: ObjectNode,
  items: PropertyPath,
  query: readonly ParameterModel[],
  lookup: SchemaLookup,
): PageRule | undefined {
  const hasMore = HAS_MORE_PROPERTIES.find((name) => {
    const schema = propertyOf(body, name, lookup);
    return schema?.kind === "primitive" && schema.type === "boolean";
  });
  const parameter = query.find((candidate) => AFTER_PARAMETERS.includes(candidate.name));
  if (hasMore === undefined || parameter === undefined) return undefined;
  const list = propertyOf(body, items[0] ?? "", lookup);
  const hasId = list?.kind === "array" && hasProperty(list.items, "id", lookup);
  return hasId
    ? { kind: "lastItem", parameter: parameter.name, hasMore: [hasMore], itemKey: "id" }
    : undefined;
}

/** Whether every value of `schema` is an object with property `name` (each member of a union, or of `allOf` one). */
function hasProperty(schema: SchemaNode, name: string, lookup: SchemaLookup): boolean {
  const node = resolved(schema, lookup);
  if (node.kind === "object") return node.properties.some((property) => property.name === name);
  if (node.kind === "union") return node.members.every((member) => hasProperty(member, name, lookup));
  if (node.kind === "intersection") return node.members.some((member) => hasProperty(member, name, lookup));
  return false;
}

/** The body's count of every item, by its name. */
function totalOf(body: ObjectNode, lookup: SchemaLookup): string | undefined {
  return TOTAL_PROPERTIES.find((name) => {
    const schema = propertyOf(body, name, lookup);
    return schema?.kind === "primitive" && (schema.type === "integer" || schema.type === "number");
  });
}

/** `offset` or `page` (a number) with a page size, and the body's total if it documents one. */
function countedRule(
  body: ObjectNode | undefined,
  query: readonly ParameterModel[],
  lookup: SchemaLookup,
): PageRule | undefined {
  const named = (names: readonly string[]) => query.find((parameter) => names.includes(parameter.name));
  const isCount = (parameter: ParameterModel | undefined) => {
    const schema = parameter && resolved(parameter.schema, lookup);
    return schema?.kind === "primitive" && (schema.type === "integer" || schema.type === "number");
  };
  const pageSize = named(PAGE_SIZE_PARAMETERS)?.name;
  const total =
    body &&
    TOTAL_PROPERTIES.find((name) => {
      const schema = propertyOf(body, name, lookup);
      return schema?.kind === "primitive" && (schema.type === "integer" || schema.type === "number");
    });
  const counted = (kind: "offset" | "pageNumber", parameter: string): PageRule => ({
    kind,
    parameter,
    ...(pageSize === undefined ? {} : { pageSize }),
    ...(total === undefined ? {} : { total: [total] }),
  });
  const offset = named(["offset", "skip"]);
  if (isCount(offset) && pageSize !== undefined) return counted("offset", (offset as ParameterModel).name);
  const page = named(PAGE_PARAMETERS);
  if (isCount(page) && pageSize !== undefined) return counted("pageNumber", (page as ParameterModel).name);
  return undefined;
}

/**
 * Whether the client has walkers for `planned` (`listXPages`, `listXItems`): the operation pages, the template
 * walks pages, and its answer is no stream (a stream is read as it arrives, not as pages). The mocks stub, and
 * the reactive layers' infinite queries read, what this says is there.
 */
export function walksPages(
  planned: Pick<PlannedOperation, "pagingNames" | "response">,
  client: Pick<ClientDeclaration, "pages">,
): boolean {
  return planned.pagingNames !== undefined && client.pages !== undefined && !isStreamed(planned.response);
}
