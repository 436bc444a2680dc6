/**
 * The request handlers of the `msw` file: one factory per operation, made by `operationHandler` from the
 * operation's route and default data. Spliced into the handlers file (imports are dropped when spliced); it
 * runs in a user's tests beside Mock Service Worker 2 or 3, never in the generator.
 */
import { HttpHandler, HttpResponse } from "msw";

/**
 * A value as JSON carries it: every `Date` of the client's types is the string it is revived from, every member
 * of a TypeScript enum (`enumDeclarationStyle: "enum"`) the string it stands for, the rest as it is. A
 * handler's data is typed so, since a handler answers with what the server would send.
 */
export type Wire<T> = T extends Date
  ? string
  : T extends string
    ? `${T}`
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

/** What a resolver is handed: the request, its path parameters by the description's names, its query and body. */
export interface MockRequest<Params, Body> {
  request: Request;
  params: Params;
  query: URLSearchParams;
  /** The request body as read for the operation's media type (JSON parsed); `undefined` when it has none. */
  body: Body;
}

/** The data a handler answers with, or a function of the request that gives it. */
export type MockAnswer<Data, Params, Body> =
  | Data
  | ((request: MockRequest<Params, Body>) => Data | Promise<Data>);

/**
 * The key of `Failures` that documents `Status`: its own code (`"404"`), else its class (`"4XX"`), else
 * `"default"`; never where none does.
 */
type FailureKey<Failures, Status extends number> = `${Status}` extends keyof Failures
  ? `${Status}`
  : `${Status}` extends `${infer Class}${string}`
    ? `${Class}XX` extends keyof Failures
      ? `${Class}XX`
      : "default" extends keyof Failures
        ? "default"
        : never
    : never;

/**
 * What `.failure(status, ...)` takes after the status: the documented body, which defaults to the failure's
 * default data.
 */
type FailureRest<Failures, Status extends number> =
  FailureKey<Failures, Status> extends infer Key extends keyof Failures
    ? [body?: Failures[Key], init?: ResponseInit]
    : never;

/**
 * The handler factory of one operation: called without arguments it answers with the default data; with data
 * or a resolver, with that. `.failure(status, body?)` answers with a documented failure: `Failures` holds each
 * documented status's body by the status as written (`"404"`, `"4XX"`, `"default"`).
 */
export interface OperationHandler<Data, Params, Body, Failures> {
  (answer?: MockAnswer<Data, Params, Body>, init?: MockInit): HttpHandler;
  failure<Status extends number>(status: Status, ...rest: FailureRest<Failures, Status>): HttpHandler;
}

/** How a handler writes the success body; the last four frame the items of a stream. */
type BodyFraming =
  | "json"
  | "text"
  | "binary"
  | "void"
  | "event-stream"
  | "event-text"
  | "json-lines"
  | "json-seq";

/** How a resolver's `body` is read from the request. */
type RequestReading = "json" | "text" | "form" | "binary";

/** What the generated file states of a documented failure: its media type, headers and default body. */
export interface MockFailure<Body> {
  /** Absent for a failure without content. */
  mediaType?: string;
  headers?: Readonly<Record<string, string>>;
  data?: Body;
}

/**
 * What the generated file states of one operation for its handler; `Failures` as the handler type's, so that
 * each failure's default body is checked against its type.
 */
export interface MockRoute<Failures = Record<string, unknown>> {
  method: string;
  /**
   * MSW's path, after a leading wildcard for any base URL or the origin of the operation's own server; absent
   * where `pattern` is given.
   */
  path?: string;
  /**
   * A regular expression of the whole URL instead of `path`, where the path holds what MSW's paths read as
   * syntax (`:`, `*`, parentheses) or may be sent percent-encoded (`|`, a space, non-ASCII text), or placeholder
   * names MSW cannot take: its groups are the placeholders.
   */
  pattern?: string;
  /** The description's names of the path parameters, in the order of the placeholders. */
  params?: readonly string[];
  /** Placeholders of a query written into the path key, each with the query parameter that holds its value. */
  queryParams?: readonly (readonly [string, string])[];
  status: number;
  framing: BodyFraming;
  mediaType?: string;
  request?: RequestReading;
  /** The success's documented headers, with the values sent; a call's own `init.headers` win. */
  headers?: Readonly<Record<string, string>>;
  /** Each documented failure, by status as written (`404`, `4XX`, `default`). */
  failures?: { readonly [Key in keyof Failures]?: MockFailure<Failures[Key]> };
  /**
   * Set where no value of the success body's type was found (the generator warned, naming the response): the
   * handler has no default data, and a call that gives none fails with this text.
   */
  noDefault?: string;
  /** How the operation pages, where it does: its default data is answered page by page ({@link pagedAnswer}). */
  paging?: MockPaging;
}

/**
 * How an operation pages, as the client walks it (docs/pagination.md): the rule, where the items and the next
 * page's cursor, URL or `has_more` are, and the query parameters of the position and the page size. The same
 * literal as the client's `PageWalk` (runtime/pages.ts, written by emit's `walkLiteral`), typed here again: the
 * handlers file carries none of the client's runtime.
 */
export interface MockPaging {
  readonly rule: "linkHeader" | "cursor" | "nextUrl" | "lastItem" | "offset" | "pageNumber";
  readonly items: readonly string[];
  readonly parameter?: string;
  readonly next?: readonly string[];
  readonly itemKey?: string;
  readonly pageSize?: string;
  readonly total?: readonly string[];
}

/** What a handler's answer is sent with: the response's own fields, and the pages of a paged operation's default data. */
export type MockInit = ResponseInit & {
  /** How many pages a paged operation's default data makes; default 3. */
  pages?: number;
};

/**
 * The data of a handler type, by which `operationHandler` checks its default data. The handler type is the one
 * the declaration states (`const getPetHandler: OperationHandler<...> = operationHandler(route, data)`):
 * inferred from there, so that the file states each type once.
 */
type HandlerData<Handler> =
  Handler extends OperationHandler<infer Data, infer _Params, infer _Body, infer _Failures> ? Data : never;

/** The failures of a handler type, by which `operationHandler` checks each failure's default body. */
type HandlerFailures<Handler> =
  Handler extends OperationHandler<infer _Data, infer _Params, infer _Body, infer Failures>
    ? Failures
    : never;

// biome-ignore lint/suspicious/noExplicitAny: any handler type; the declaration that calls it states which
type AnyOperationHandler = OperationHandler<any, any, any, any>;

/** `data`: the default data; left out where the route has `noDefault`. */
export function operationHandler<Handler extends AnyOperationHandler>(
  route: MockRoute<HandlerFailures<Handler>>,
  data?: HandlerData<Handler>,
): Handler {
  type Data = HandlerData<Handler>;
  // The resolver's request is read as the runtime reads it; its declared type is the handler type's.
  type Params = unknown;
  type Body = unknown;
  const handler = (answer?: MockAnswer<Data, Params, Body>, given?: MockInit): HttpHandler =>
    new HttpHandler(route.method, handlerPath(route), async ({ request, params }) => {
      const { pages = DEFAULT_PAGES, ...init } = given ?? {};
      if (answer === undefined && route.paging !== undefined) {
        const page = pagedAnswer(route.paging, defaultData(route, data), new URL(request.url), pages);
        // The next page's `Link` replaces a documented one's default value, which would point elsewhere; the
        // call's own headers win over both.
        const linked = route.paging.rule === "linkHeader";
        const documented = Object.fromEntries(
          Object.entries(route.headers ?? {}).filter(([name]) => !(linked && name.toLowerCase() === "link")),
        );
        const headers = withDocumentedHeaders({ ...documented, ...page.headers }, init.headers);
        return mockSuccess({ ...route, headers: {} }, page.data, { ...init, headers });
      }
      const value =
        typeof answer === "function"
          ? await (answer as (request: MockRequest<Params, Body>) => Data | Promise<Data>)(
              await mockRequest<Params, Body>(route, request, params),
            )
          : answer === undefined
            ? defaultData(route, data)
            : answer;
      return mockSuccess(route, value, init);
    });
  const failure = (status: number, body?: unknown, init?: ResponseInit): HttpHandler =>
    new HttpHandler(route.method, handlerPath(route), () => {
      const documented = documentedFailure(route as MockRoute, status);
      const answered = {
        ...init,
        status,
        headers: withDocumentedHeaders(documented.headers, init?.headers),
      };
      return mockFailureResponse(documented.mediaType, body === undefined ? documented.data : body, answered);
    });
  return Object.assign(handler, { failure }) as unknown as Handler;
}

/** Pages a paged operation's default data makes unless the handler is given another count. */
const DEFAULT_PAGES = 3;

/** The query parameter of a mocked next URL that says which page it is. */
const PAGE_QUERY = "page";

/**
 * Page `n` of a paged operation's default data, `n` read from the request as the client asks for it: the
 * default items on each of `pages` pages, the next page's cursor, URL (in the body or a `Link` header) or
 * `has_more` on every page but the last, the body's total where it documents one, and no items past the last
 * page. A cursor is `page-<n>`; a next URL the request's own with `page=<n>`; the last item's key ends in
 * `-page-<n>` (a number: `n`).
 */
function pagedAnswer(
  paging: MockPaging,
  data: unknown,
  url: URL,
  pages: number,
): { data: unknown; headers?: Record<string, string> } {
  // A copy (the data is JSON): each page is changed on its own.
  const page: unknown = JSON.parse(JSON.stringify(data));
  const items = valueAtPath(page, paging.items);
  const list = Array.isArray(items) ? items : [];
  const { rule, parameter = "", next = [] } = paging;
  const asked = url.searchParams.get(rule === "nextUrl" || rule === "linkHeader" ? PAGE_QUERY : parameter);
  const number =
    rule === "offset"
      ? Math.floor(Number(asked ?? 0) / Math.max(list.length, 1)) + 1
      : rule === "lastItem"
        ? asked === null
          ? 1
          : Number(/(\d+)$/.exec(asked)?.[1] ?? 0) + 1
        : Number(asked === null ? 1 : /(\d+)$/.exec(asked)?.[1]);
  if (paging.total !== undefined) setAtPath(page, paging.total, list.length * pages);
  if (!(number >= 1 && number <= pages)) {
    setAtPath(page, paging.items, []);
    return { data: page };
  }
  const more = number < pages;
  const nextUrl = new URL(url);
  nextUrl.searchParams.set(PAGE_QUERY, String(number + 1));
  switch (rule) {
    case "cursor":
      setAtPath(page, next, more ? `page-${number + 1}` : "");
      break;
    case "nextUrl":
      setAtPath(page, next, more ? nextUrl.href : undefined);
      break;
    case "linkHeader":
      return { data: page, ...(more ? { headers: { link: `<${nextUrl.href}>; rel="next"` } } : {}) };
    case "lastItem": {
      setAtPath(page, next, more);
      const last = list[list.length - 1];
      const key = paging.itemKey ?? "id";
      if (last !== null && typeof last === "object") {
        const value = (last as Record<string, unknown>)[key];
        (last as Record<string, unknown>)[key] =
          typeof value === "number" ? number : `${value}-page-${number}`;
      }
      break;
    }
  }
  return { data: page };
}

function valueAtPath(value: unknown, path: readonly string[]): unknown {
  let at = value;
  for (const name of path)
    at = at !== null && typeof at === "object" ? (at as Record<string, unknown>)[name] : undefined;
  return at;
}

/** Sets the value at `path` (`undefined`: removes it), making the objects on the way where they are missing. */
function setAtPath(target: unknown, path: readonly string[], value: unknown): void {
  let at = target as Record<string, unknown>;
  for (const name of path.slice(0, -1)) {
    const inner = at[name];
    if (inner === null || typeof inner !== "object") at[name] = {};
    at = at[name] as Record<string, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === undefined) delete at[last];
  else at[last] = value;
}

/** The default data, or the route's reason why there is none (MSW answers a thrown error with a 500). */
function defaultData<Data>(route: Pick<MockRoute, "noDefault">, data: Data): Data {
  if (route.noDefault !== undefined) throw new Error(route.noDefault);
  return data;
}

function handlerPath(route: MockRoute): string | RegExp {
  return route.pattern === undefined ? (route.path ?? "*") : new RegExp(route.pattern);
}

async function mockRequest<Params, Body>(
  route: MockRoute,
  request: Request,
  matchedParams: Readonly<Record<string, unknown>>,
): Promise<MockRequest<Params, Body>> {
  const params: Record<string, unknown> = {};
  const query = new URL(request.url).searchParams;
  // An own property whatever the name: `params.__proto__ = ...` would set the object's prototype instead.
  const setParam = (name: string, value: unknown) =>
    Object.defineProperty(params, name, { value, enumerable: true, writable: true, configurable: true });
  const groups = route.pattern === undefined ? undefined : patternGroups(route.pattern, request.url);
  (route.params ?? []).forEach((name, index) => {
    setParam(name, groups === undefined ? matchedParams[name] : groups[index]);
  });
  for (const [name, key] of route.queryParams ?? []) setParam(name, query.get(key) ?? undefined);
  return { request, params: params as Params, query, body: (await readMockBody(route, request)) as Body };
}

/**
 * The placeholders of a pattern route, decoded, read here rather than from MSW: msw 2 decodes a regular
 * expression's groups and msw 3 hands them over as sent, so one reading gives the same value under both.
 */
function patternGroups(pattern: string, url: string): (string | undefined)[] {
  const { origin, pathname } = new URL(url);
  const groups = new RegExp(pattern).exec(origin + pathname)?.slice(1) ?? [];
  return groups.map((group) => {
    if (group === undefined) return undefined;
    try {
      return decodeURIComponent(group);
    } catch {
      return group; // A lone `%` that starts no escape: the text as sent.
    }
  });
}

async function readMockBody(route: MockRoute, request: Request): Promise<unknown> {
  const reading = route.request;
  if (reading === undefined) return undefined;
  const copy = request.clone();
  if (reading === "form") return copy.formData();
  if (reading === "binary") return copy.arrayBuffer();
  const text = await copy.text();
  if (reading === "text") return text;
  return text === "" ? undefined : JSON.parse(text);
}

/** The documented headers, then the call's own over them. */
function withDocumentedHeaders(
  documented: Readonly<Record<string, string>> | undefined,
  own: ResponseInit["headers"],
): Headers {
  const headers = new Headers(documented);
  new Headers(own).forEach((value, name) => {
    headers.set(name, value);
  });
  return headers;
}

function mockSuccess(route: MockRoute, value: unknown, given: ResponseInit | undefined): Response {
  const init = { ...given, headers: withDocumentedHeaders(route.headers, given?.headers) };
  const status = init.status ?? route.status;
  if (route.framing === "void" || value === undefined) return new HttpResponse(null, { ...init, status });
  const stream = framedItems(route.framing, value);
  if (stream !== undefined) return responseOfType(stream, route.mediaType, { ...init, status });
  if (route.framing === "json")
    return responseOfType(JSON.stringify(value), sentJsonType(route.mediaType), { ...init, status });
  return responseOfType(value as SentBody, route.mediaType, { ...init, status });
}

/** A stream's items framed as its media type frames them; undefined for a body that is not a stream. */
function framedItems(framing: BodyFraming, value: unknown): string | undefined {
  const items = Array.isArray(value) ? value : [value];
  switch (framing) {
    case "event-stream":
      return items.map((item) => `data: ${JSON.stringify(item)}\n\n`).join("");
    case "event-text":
      return items.map((item) => `${String(item).replace(/^/gm, "data: ")}\n\n`).join("");
    case "json-lines":
      return items.map((item) => `${JSON.stringify(item)}\n`).join("");
    case "json-seq":
      return items.map((item) => `\u001e${JSON.stringify(item)}\n`).join("");
    default:
      return undefined;
  }
}

/** A failure's body: JSON for a JSON media type, the text or bytes as they are for others; none without one. */
function mockFailureResponse(mediaType: string | undefined, body: unknown, init: ResponseInit): Response {
  if (mediaType === undefined || body === undefined) return new HttpResponse(null, init);
  if (isJsonType(mediaType)) return responseOfType(JSON.stringify(body), sentJsonType(mediaType), init);
  return responseOfType(body as SentBody, mediaType, init);
}

/** As the generator tells JSON (plan/media-types.ts `isJsonMediaType`). */
function isJsonType(mediaType: string): boolean {
  const type = (mediaType.split(";")[0] ?? "").trim().toLowerCase();
  return type === "*/*" || type === "text/json" || /^application\/([\w.+-]+\+)?json$/.test(type);
}

/** The wildcard says nothing of the body a handler sends: JSON is sent as `application/json`. */
function sentJsonType(mediaType: string | undefined): string {
  return mediaType === undefined || mediaType.trim() === "*/*" ? "application/json" : mediaType;
}

/** What a response is made of; `BodyInit` without naming it, which Node's types (without the DOM's) lack. */
type SentBody = ConstructorParameters<typeof Response>[0];

function responseOfType(body: SentBody, mediaType: string | undefined, init: ResponseInit): Response {
  const headers = new Headers(init.headers);
  if (mediaType !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", mediaType);
  return new HttpResponse(body, { ...init, headers });
}

/**
 * The failure documented for `status`: its own code, then its class, then `default`; one that is not
 * documented is sent as JSON.
 */
function documentedFailure(route: MockRoute, status: number): MockFailure<unknown> {
  const failures = route.failures ?? {};
  for (const key of [String(status), `${String(status).charAt(0)}XX`, "default"]) {
    if (Object.prototype.hasOwnProperty.call(failures, key)) return failures[key] ?? {};
  }
  return { mediaType: "application/json" };
}
