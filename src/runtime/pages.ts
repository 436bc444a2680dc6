/**
 * Every page of a list, one request at a time: spliced into clients with an operation that pages (the plan's
 * `pagination`, docs/pagination.md) after request-parts.ts; imports are dropped when spliced. Generated
 * `listXPages` hands {@link walkPages} the first page's request, how the operation pages and the template's
 * own send; `listXItems` reads the items of those pages ({@link pageItems}). Each page says where the next
 * starts (`PageOf.next`), where a later walk may start (`from`): the reactive layers' infinite queries read one
 * page a request that way.
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

/**
 * One page of a walk: its decoded body, and where the next page starts (`null`: the list ends there, or goes
 * on where the walk does not follow), which `from` takes to go on from there, later or elsewhere.
 */
export interface PageOf<Body> {
  body: Body;
  /** A cursor, a whole URL, the last item's key, an offset or a page number, as the operation pages. */
  next: string | number | null;
}

/** What a walker's options add to the template's own, which are passed on to each page. */
export interface WalkOptions {
  /** The most pages read; a list longer than this ends with an error. Default 1000. */
  maxPages?: number;
  /** Where to start: a page's `next` (where absent, the first page the arguments ask for). */
  from?: string | number;
}

/** Pages read at most unless a call says otherwise: a list this long is far more likely a loop. */
const DEFAULT_MAX_PAGES = 1000;

/**
 * The pages of a paged call, each its decoded body and the next page's position, fetched as the loop asks
 * for them. `send` sends one page's request with the options given (the caller's, but for a next URL
 * without their base URL).
 */
export async function* walkPages(
  first: object,
  walk: PageWalk,
  // Not generic, and the options `any` in the send: a generic call per paged operation made a large client's
  // type-check measurably slower (as for the senders, see RequestDescriptor).
  // biome-ignore lint/suspicious/noExplicitAny: the template's own options, handed on as the call gave them
  send: (request: object, options: any) => AnswerPromise,
  options: (WalkOptions & { signal?: unknown }) | undefined,
  // biome-ignore lint/suspicious/noExplicitAny: the calling function declares the page type
): AsyncGenerator<PageOf<any>, void, undefined> {
  const firstRequest = first as RequestDescriptor;
  const route = `${firstRequest.method} ${firstRequest.path}`;
  const maxPages = options?.maxPages ?? DEFAULT_MAX_PAGES;
  const signal = options?.signal as AbortSignal | undefined;
  const seen = new Set<unknown>();
  const { from } = options ?? {};
  let request = from === undefined ? firstRequest : requestAt(firstRequest, walk, from);
  let origin: string | undefined;
  let read = 0;
  for (let pages = 1; ; pages++) {
    const answer = await send(
      request,
      isUrlRule(walk) && request !== firstRequest ? withoutBaseUrl(options) : options,
    );
    const url = answerUrl(answer, request);
    origin ??= url && new URL(url).origin;
    // An answer without content (a `204`) has no items and says nothing of a next page.
    if (answer.data === undefined) return;
    const items = listAt(answer.data, walk.items);
    read += items.length;
    const given = nextPosition(walk, request, answer, items, read);
    const next = given === undefined ? given : followable(given, walk, url, origin, route);
    yield { body: answer.data, next: next === undefined || next instanceof Error ? null : next };
    if (next === undefined) return;
    if (next instanceof Error) throw next;
    if (seen.has(next)) throw new Error(`${route}: the API gave the same next page twice (${next}); stopped`);
    seen.add(next);
    if (pages >= maxPages)
      throw new Error(
        `${route}: the list is longer than ${maxPages} pages; pass a larger maxPages to read on`,
      );
    signal?.throwIfAborted?.();
    request = requestAt(firstRequest, walk, next);
  }
}

/** Whether the operation's next page is a whole URL (from a `Link` header or the body). */
function isUrlRule(walk: PageWalk): boolean {
  return walk.rule === "linkHeader" || walk.rule === "nextUrl";
}

/**
 * A next position as the walk goes on from it: a next URL made whole against its page, or the error that
 * keeps the walk from following it (another origin than the first page's: the client's credentials would go
 * with it; a page whose own URL is unknown).
 */
function followable(
  given: string | number,
  walk: PageWalk,
  url: string,
  origin: string | undefined,
  route: string,
): string | number | Error {
  if (!isUrlRule(walk)) return given;
  let nextUrl: string;
  try {
    nextUrl = new URL(String(given), url || (globalThis as { location?: { href: string } }).location?.href)
      .href;
  } catch {
    return new Error(
      `${route}: the next page's URL '${given}' cannot be resolved: the page's own URL is unknown`,
    );
  }
  return new URL(nextUrl).origin === origin
    ? nextUrl
    : new Error(
        `${route}: the next page is on another origin (${nextUrl}); not followed with the client's credentials`,
      );
}

/**
 * The request of the page at `position`: the first page's with the position in its parameter, or (a whole
 * URL) with that URL instead of its server, path and query, as the API gave it. A new idempotency key.
 */
function requestAt(first: RequestDescriptor, walk: PageWalk, position: string | number): RequestDescriptor {
  const request: RequestDescriptor = {
    ...first,
    idempotencyKey: first.idempotencyKey && [first.idempotencyKey[0], newIdempotencyKey()],
  };
  return isUrlRule(walk)
    ? { ...request, server: String(position), path: "", pathParams: undefined, query: undefined }
    : { ...request, query: { ...first.query, [walk.parameter as string]: position } };
}

/** The items of every page of `pages`, one at a time. */
export async function* pageItems(
  pages: AsyncIterable<PageOf<unknown>>,
  items: readonly string[],
  // biome-ignore lint/suspicious/noExplicitAny: the calling function declares the item type
): AsyncGenerator<any, void, undefined> {
  for await (const page of pages) yield* listAt(page.body, items);
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
): string | number | undefined {
  const { rule, parameter = "" } = walk;
  if (rule === "linkHeader") return nextLink(headerOf(answer.headers, "link"));
  const at = walk.next && valueAt(answer.data, walk.next);
  if (rule === "cursor" || rule === "nextUrl") {
    // HAL's `next` may be the link object itself.
    const value = isObjectLike(at) ? valueAt(at, ["href"]) : at;
    return typeof value === "string" || typeof value === "number" ? value || undefined : undefined;
  }
  if (items.length === 0) return undefined;
  if (rule === "lastItem") {
    const last = items[items.length - 1];
    const key = isObjectLike(last) ? last[walk.itemKey as string] : undefined;
    return at === true && (typeof key === "string" || typeof key === "number") ? key : undefined;
  }
  const asked = walk.pageSize === undefined ? undefined : request.query?.[walk.pageSize];
  const current = Number(request.query?.[parameter] ?? (rule === "offset" ? 0 : 1));
  // Items read up to this page's end: counted from the position too, for a walk that starts at a later page.
  const upTo = Math.max(read, rule === "offset" ? current + items.length : current * items.length);
  const total = walk.total && valueAt(answer.data, walk.total);
  if ((typeof asked === "number" && items.length < asked) || (typeof total === "number" && upTo >= total))
    return undefined;
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
