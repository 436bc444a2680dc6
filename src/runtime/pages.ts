/**
 * Every page of a list, one request at a time: spliced into clients with an operation that pages (the plan's
 * `pagination`, docs/pagination.md) after request-parts.ts; imports are dropped when spliced. Generated
 * `listXPages` hands {@link walkPages} the first page's request, how the operation pages and the template's
 * own send; `listXItems` reads the items of those pages ({@link pageItems}).
 *
 * The walk never loops: it ends where the API says the list ends, and with an error where the API repeats a
 * cursor or URL or where more than `maxPages` pages would be read. A next URL on another origin than the
 * first page's is not followed: the client's credentials would go with it.
 */
import type { RequestDescriptor } from "./request-parts.js";
import { newIdempotencyKey } from "./retries.js";

/** How an operation pages, as the plan decided it (see plan/pagination.ts's `PageRule`). */
export interface PageWalk {
  readonly rule: "linkHeader" | "cursor" | "nextUrl" | "lastItem" | "offset" | "pageNumber";
  /** Where a page's items are: property names from the top of the body (none: the body is the list). */
  readonly items: readonly string[];
  /** The query parameter the next page's cursor, last item's key, offset or page number goes in. */
  readonly parameter?: string;
  /** Where the body holds the next cursor or URL, or (`lastItem`) whether more items follow. */
  readonly next?: readonly string[];
  /** `lastItem`: the property of an item whose value the parameter takes. */
  readonly itemKey?: string;
  /** `offset`, `pageNumber`: the parameter of the page size, where the operation takes one. */
  readonly pageSize?: string;
  /** `offset`, `pageNumber`: where the body counts every item, where it does. */
  readonly total?: readonly string[];
}

/** A template's answer to one page: its decoded body, its headers, and where it was read from. */
interface PageAnswer {
  data: unknown;
  /** `Headers` (fetch, ky, xior), axios' or Angular's headers object, `$http`'s getter, or a plain record. */
  headers?: unknown;
  /** The URL the answer came from (fetch, ky, ng2, ng1). */
  url?: string;
  /** The request's config (axios, xior): its base URL and URL. */
  config?: { baseURL?: string | undefined; url?: string | undefined };
}

/** What a template's send returns: a promise of the answer, or `$q`'s thenable of it (ng1). */
interface AnswerPromise {
  then(onAnswer: (answer: PageAnswer) => unknown, onFailure?: (reason: unknown) => unknown): unknown;
}

/** The options of a paged call that the walk reads; the template's own are passed on to each page. */
interface WalkOptions {
  /** The most pages read; a list longer than this ends with an error. Default 1000. */
  maxPages?: number;
  signal?: unknown;
}

/** Pages read at most unless a call says otherwise: a list this long is far more likely a loop. */
const DEFAULT_MAX_PAGES = 1000;

/**
 * The pages of a paged call, each its decoded body, fetched as the loop asks for them. `send` sends one
 * page's request with the options given (the caller's, but for a next URL without their base URL).
 */
export async function* walkPages(
  first: object,
  walk: PageWalk,
  // Not generic, and the options `any` in the send: a generic call per paged operation made a large client's
  // type-check measurably slower (as for the senders, see RequestDescriptor).
  // biome-ignore lint/suspicious/noExplicitAny: the template's own options, handed on as the call gave them
  send: (request: object, options: any) => AnswerPromise,
  options: WalkOptions | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling function declares the page type
): AsyncGenerator<any, void, undefined> {
  const firstRequest = first as RequestDescriptor;
  const route = `${firstRequest.method} ${firstRequest.path}`;
  const maxPages = options?.maxPages ?? DEFAULT_MAX_PAGES;
  const signal = options?.signal as AbortSignal | undefined;
  const seen = new Set<unknown>();
  let request = firstRequest;
  let pageOptions = options;
  let origin: string | undefined;
  let read = 0;
  for (let pages = 1; ; pages++) {
    const answer = await send(request, pageOptions);
    const url = answerUrl(answer, request);
    origin ??= url && new URL(url).origin;
    // An answer without content (a `204`) has no items and says nothing of a next page.
    if (answer.data === undefined) return;
    yield answer.data;
    const items = listAt(answer.data, walk.items);
    read += items.length;
    const next = nextPosition(walk, request, answer, items, read);
    if (next === undefined) return;
    if (seen.has(next)) throw new Error(`${route}: the API gave the same next page twice (${next}); stopped`);
    seen.add(next);
    if (pages >= maxPages)
      throw new Error(
        `${route}: the list is longer than ${maxPages} pages; pass a larger maxPages to read on`,
      );
    signal?.throwIfAborted?.();
    request = {
      ...request,
      idempotencyKey: request.idempotencyKey && [request.idempotencyKey[0], newIdempotencyKey()],
    };
    if (walk.rule === "linkHeader" || walk.rule === "nextUrl") {
      const nextUrl = resolvedUrl(String(next), url, route);
      if (new URL(nextUrl).origin !== origin)
        throw new Error(
          `${route}: the next page is on another origin (${nextUrl}); not followed with the client's credentials`,
        );
      // The whole URL as the API gave it: its query replaces the first page's, and no base URL joins it.
      request = { ...request, server: nextUrl, path: "", pathParams: undefined, query: undefined };
      pageOptions = withoutBaseUrl(options);
    } else {
      request = { ...request, query: { ...request.query, [walk.parameter as string]: next } };
    }
  }
}

/** The items of every page of `pages`, one at a time. */
export async function* pageItems(
  pages: AsyncIterable<unknown>,
  items: readonly string[],
  // biome-ignore lint/suspicious/noExplicitAny: the calling function declares the item type
): AsyncGenerator<any, void, undefined> {
  for await (const page of pages) yield* listAt(page, items);
}

/**
 * Where the next page starts, by the walk's rule, or `undefined` where the list ends: a cursor, a URL, the
 * last item's key, an offset or a page number. A counted walk ends on an empty page, on a page shorter than
 * the page size the call asked for, or once the body's total is read.
 */
function nextPosition(
  walk: PageWalk,
  request: RequestDescriptor,
  answer: PageAnswer,
  items: readonly unknown[],
  read: number,
): unknown {
  const { rule, parameter = "" } = walk;
  if (rule === "linkHeader") return nextLink(headerOf(answer.headers, "link"));
  const at = walk.next && valueAt(answer.data, walk.next);
  if (rule === "cursor" || rule === "nextUrl") {
    // HAL's `next` may be the link object itself.
    const value = isObjectLike(at) ? valueAt(at, ["href"]) : at;
    return value === null || value === undefined || value === "" ? undefined : value;
  }
  if (items.length === 0) return undefined;
  if (rule === "lastItem") {
    const last = items[items.length - 1];
    return at === true && isObjectLike(last) ? last[walk.itemKey as string] : undefined;
  }
  const asked = walk.pageSize === undefined ? undefined : request.query?.[walk.pageSize];
  const total = walk.total && valueAt(answer.data, walk.total);
  if ((typeof asked === "number" && items.length < asked) || (typeof total === "number" && read >= total))
    return undefined;
  const current = Number(request.query?.[parameter] ?? (rule === "offset" ? 0 : 1));
  return rule === "offset" ? current + items.length : current + 1;
}

/** The `rel="next"` target of a `Link` header (RFC 8288), if it has one. */
function nextLink(header: string | undefined): string | undefined {
  for (const link of header?.split(/,(?=\s*<)/) ?? []) {
    const target = /^\s*<([^>]*)>/.exec(link);
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(link);
    if (target && rel && (rel[1] ?? rel[2] ?? "").toLowerCase().split(/\s+/).includes("next"))
      return target[1];
  }
  return undefined;
}

/** A header of an answer, whichever library's headers it has. */
function headerOf(headers: unknown, name: string): string | undefined {
  const get = valueAt(headers, ["get"]);
  const value =
    typeof headers === "function"
      ? headers(name)
      : typeof get === "function"
        ? get.call(headers, name)
        : valueAt(headers, [name]);
  return value === undefined || value === null ? undefined : String(value);
}

/**
 * The URL an answer came from: fetch's and ky's own, axios' and xior's config joined, else the whole URL the
 * walk asked for (a next page's). Empty where none of these says (a custom `fetch` whose responses lack it).
 */
function answerUrl(answer: PageAnswer, request: RequestDescriptor): string {
  if (answer.url) return answer.url;
  const { baseURL = "", url = "" } = answer.config ?? {};
  const joined = /^[a-z][a-z\d+.-]*:/i.test(url) ? url : baseURL.replace(/\/$/, "") + url;
  if (/^[a-z][a-z\d+.-]*:/i.test(joined)) return joined;
  return request.path === "" && request.server !== undefined ? request.server : "";
}

/** A next URL as the API wrote it, made whole against the page that gave it. */
function resolvedUrl(next: string, base: string, route: string): string {
  try {
    return new URL(next, base || (globalThis as { location?: { href: string } }).location?.href).href;
  } catch {
    throw new Error(
      `${route}: the next page's URL '${next}' cannot be resolved: the page's own URL is unknown`,
    );
  }
}

/** The caller's options without their base URL, which a next page's whole URL replaces. */
function withoutBaseUrl<Options extends object>(options: Options | undefined): Options | undefined {
  if (options === undefined) return undefined;
  const {
    baseUrl: _baseUrl,
    baseURL: _baseURL,
    ...rest
  } = options as Options & {
    baseUrl?: unknown;
    baseURL?: unknown;
  };
  return rest as Options;
}

/** The value at a path of property names. */
function valueAt(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const name of path) at = isObjectLike(at) ? at[name] : undefined;
  return at;
}

/** The list at a path, or none where the body has none there. */
function listAt(value: unknown, path: readonly string[]): readonly unknown[] {
  const list = valueAt(value, path);
  return Array.isArray(list) ? list : [];
}

function isObjectLike(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}
