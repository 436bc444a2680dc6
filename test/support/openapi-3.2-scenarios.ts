/**
 * Live-server scenarios for what OpenAPI 3.2 adds to a request (fixtures/openapi-3.2/methods-and-parameters.yaml):
 * the `QUERY` method, methods of `additionalOperations`, an `in: querystring` parameter (form and JSON) and
 * `style: cookie`. Each asserts the bytes that arrive: the request line's method and target, the `Cookie`
 * header. Registered by `clientScenarios` for every template, on its server.
 */
import { expect, it } from "vitest";
import type { ClientOptions, GeneratedClient } from "./client-under-test.js";
import { type CannedResponse, type RecordedRequest, SERVER_RECEIVES_QUERY } from "./http-server.js";

export const OPENAPI_32_FIXTURE = "fixtures/openapi-3.2/methods-and-parameters.yaml";

/** The fixture's answers the shared server gives (other routes are everything.yaml's). */
export function answerOpenApi32(request: RecordedRequest): CannedResponse | undefined {
  if (request.method === "QUERY" && request.path === "/search") return { body: ["a", "b"] };
  if (request.method === "COPY") return { status: 201, body: { id: "8", name: "copy" } };
  if (["/find", "/select", "/cookies"].includes(request.path)) return { body: [] };
  return undefined;
}

export interface OpenApi32Context {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** The decoded body of what a method resolves to with `responseShape` unset. */
  body(result: Promise<unknown> | undefined): Promise<unknown> | undefined;
  /** False in a page: XMLHttpRequest drops a `Cookie` header set by script. */
  sendsCookies: boolean;
}

/** The request line as it arrived, without the HTTP version: `LINK /items/7`. */
export function requestLine(request: RecordedRequest): string {
  return `${request.method} ${request.url}`;
}

const PREFS = { theme: "dark", lang: "en/GB" };

/** `sendCookies(session, ids, tags, prefs, flatPrefs, formPrefs)`: one argument at a time, and what arrives. */
const COOKIE_CELLS: [string, unknown[], string][] = [
  ["primitive, not percent-encoded", ["a/b:c"], "session=a/b:c"],
  ["array, exploded (the default)", [undefined, [1, 2]], "ids=1; ids=2"],
  ["array, not exploded", [undefined, undefined, ["x", "y"]], "tags=x,y"],
  ["object, exploded (the default)", [undefined, undefined, undefined, PREFS], "theme=dark; lang=en/GB"],
  [
    "object, not exploded",
    [undefined, undefined, undefined, undefined, PREFS],
    "flatPrefs=theme,dark,lang,en/GB",
  ],
  // `form` percent-encodes, as before 3.2.
  [
    "form style beside it",
    [undefined, undefined, undefined, undefined, undefined, PREFS],
    "formPrefs=theme,dark,lang,en%2FGB",
  ],
];

export function openApi32Scenarios({ lastRequest, load, body, sendsCookies }: OpenApi32Context): void {
  const loadFixture = async () => (await load({}, OPENAPI_32_FIXTURE)).itemsClient;

  it.skipIf(!SERVER_RECEIVES_QUERY)(
    "OpenAPI 3.2: sends QUERY with its JSON body and decodes the answer",
    async () => {
      const items = await loadFixture();
      expect(await body(items.searchItems?.({ text: "x" }))).toEqual(["a", "b"]);
      expect(requestLine(lastRequest())).toBe("QUERY /search");
      expect(lastRequest().body.toString()).toBe('{"text":"x"}');
    },
  );

  it("OpenAPI 3.2: sends the methods of additionalOperations as written (LINK, COPY)", async () => {
    const items = await loadFixture();
    // No operationId: named from the method and the path.
    await items.linkItemsById?.("a b", '</items/2>; rel="related"');
    expect(requestLine(lastRequest())).toBe("LINK /items/a%20b");
    expect(lastRequest().headers.link).toBe('</items/2>; rel="related"');
    expect(await body(items.copyItem?.("7", "/items/8"))).toEqual({ id: "8", name: "copy" });
    expect(requestLine(lastRequest())).toBe("COPY /items/7");
    expect(lastRequest().headers.destination).toBe("/items/8");
  });

  it("OpenAPI 3.2: an `in: querystring` form parameter is the whole query string, written as a form body", async () => {
    const items = await loadFixture();
    await items.findItems?.({ text: "a b&c", tags: ["x", "y"], limit: 5 });
    expect(requestLine(lastRequest())).toBe("GET /find?text=a+b%26c&tags=x&tags=y&limit=5");
  });

  it("OpenAPI 3.2: an `in: querystring` JSON parameter is its JSON text, percent-encoded; none when omitted", async () => {
    const items = await loadFixture();
    await items.selectItems?.({ name: "a b", ids: [1, 2] });
    expect(requestLine(lastRequest())).toBe(
      "GET /select?%7B%22name%22%3A%22a%20b%22%2C%22ids%22%3A%5B1%2C2%5D%7D",
    );
    await items.selectItems?.();
    expect(requestLine(lastRequest())).toBe("GET /select");
  });

  it("OpenAPI 3.2: an `in: querystring` form that is a string or a list is sent as the form text it holds", async () => {
    const items = await loadFixture();
    // Never the string's characters by index (`0=a&1=%3D`): `=` and `&` keep their meaning, the rest is encoded.
    await items.rawQuery?.("a=1&b=x y&c=%C3%A9");
    expect(requestLine(lastRequest())).toBe("GET /raw?a=1&b=x+y&c=%C3%A9");
    await items.rawQueryList?.(["a=1", "b=2"]);
    expect(requestLine(lastRequest())).toBe("GET /raw-list?a=1&b=2");
    await items.rawQuery?.();
    expect(requestLine(lastRequest())).toBe("GET /raw");
  });

  it("OpenAPI 3.2: query parameters next to an `in: querystring` one (forbidden) follow it after `&`", async () => {
    const items = await loadFixture();
    await items.mixedQuery?.({ text: "t" }, 2);
    expect(requestLine(lastRequest())).toBe("GET /mixed?text=t&page=2");
    await items.mixedQuery?.(undefined, 3);
    expect(requestLine(lastRequest())).toBe("GET /mixed?page=3");
  });

  if (sendsCookies) {
    it("OpenAPI 3.2: cookies in the cookie style: `; ` between cookies, nothing percent-encoded", async () => {
      const items = await loadFixture();
      const sent: Record<string, string | undefined> = {};
      const expected: Record<string, string> = {};
      for (const [cell, args, header] of COOKIE_CELLS) {
        await items.sendCookies?.(...args);
        sent[cell] = lastRequest().headers.cookie;
        expected[cell] = header;
      }
      expect(sent).toEqual(expected);
      await items.sendCookies?.("s", [1], ["x"], { theme: "dark" }, { lang: "en" }, { lang: "en" });
      expect(lastRequest().headers.cookie).toBe(
        "session=s; ids=1; tags=x; theme=dark; flatPrefs=lang,en; formPrefs=lang,en",
      );
    });
  }
}
