/**
 * The xior client against a live server: the scenarios every client passes (support/client-scenarios.ts),
 * plus xior's own shapes: the native `XiorResponse` (with fetch's `Response` and `Headers`) and `XiorError`.
 */
import { describe, expect, it } from "vitest";
import { isXiorError, XiorError, type XiorInstance, type XiorResponse } from "xior";
import { clientScenarios } from "../support/client-scenarios.js";
import { DELAY_HEADER } from "../support/everything-server.js";
import { xiorClientUnderTest } from "../support/xior-client.js";

describe("xior template against a live server", () => {
  const { lastRequest, load } = clientScenarios(xiorClientUnderTest(isXiorError));

  it("resolves to xior's own response by default", async () => {
    const { itemsClient } = await load();
    const response: XiorResponse = await itemsClient.getItemPart?.("i", 1, "q");
    expect(response.status).toBe(200);
    expect(response.headers).toBeInstanceOf(Headers);
    expect(response.response).toBeInstanceOf(Response);
    // The query is written into the URL (a `params` object would lose `__proto__` in xior's merge).
    expect(response.config.url).toMatch(/\/items\/i\/parts\/1\?q=q$/);
  });

  it("rejects with xior's own XiorError", async () => {
    const { itemsClient } = await load({ responseShape: "body" });
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(isXiorError(failure)).toBe(true);
    expect(failure).toMatchObject({ response: { status: 404, data: { message: "no such item" } } });
    // xior's own message names no operation; the runtime restates it, in the stack Node prints too.
    expect(String(failure)).toBe("GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found");
    expect((failure as Error).stack?.split("\n")[0]).toBe(
      "XiorError: GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found",
    );
  });

  it("a success response refused on the client is no API failure: the message keeps the reason", async () => {
    const module = await load({ responseShape: "body" });
    const { itemsClient } = module;
    const isApiError = module.isApiError as (error: unknown, method: unknown) => boolean;
    // An interceptor that refuses a 200, as one that reads an envelope's `ok: false` does.
    (module.http as XiorInstance).interceptors.response.use((response) => {
      throw new XiorError("the envelope says no", response.config, response);
    });
    const failure = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined)
      .catch((error: unknown) => error);
    expect(isXiorError(failure)).toBe(true);
    expect(failure).toMatchObject({ response: { status: 200 } });
    expect(isApiError(failure, itemsClient.listItems)).toBe(false);
    expect((failure as Error).message).toBe(
      "GET /items: the HTTP 200 OK response failed: the envelope says no",
    );
  });

  it("aborts with fetch's AbortError, before sending and in flight", async () => {
    const { itemsClient } = await load();
    const before = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, { signal: AbortSignal.abort() })
      .catch((error: unknown) => error);
    expect(before).toMatchObject({ name: "AbortError" });
    const inFlight = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, {
        signal: AbortSignal.timeout(50),
        headers: { [DELAY_HEADER]: "1000" },
      })
      .catch((error: unknown) => error);
    expect(inFlight).toMatchObject({ name: "TimeoutError" });
  });

  it("merges per-call headers over generated ones whatever their case", async () => {
    const { itemsClient } = await load();
    await itemsClient.createItem?.({ name: "n" }, undefined, "trace-1", {
      headers: { "content-type": "application/vnd.items+json", "X-Extra": 2 },
    });
    const request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/vnd.items+json");
    expect(request.headers["x-extra"]).toBe("2");
    expect(request.headers["x-trace"]).toBe("trace-1");
  });

  it("keeps instance defaults (headers, params) set at runtime", async () => {
    const module = await load();
    const http = module.http as XiorInstance;
    http.defaults.headers["X-Tenant"] = "t1";
    await module.itemsClient.listItems?.("o");
    expect(lastRequest().headers["x-tenant"]).toBe("t1");
  });
});
