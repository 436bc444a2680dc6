/**
 * The axios client against a live server: the scenarios every client passes (support/client-scenarios.ts),
 * plus axios' own shapes: the native `AxiosResponse`, `AxiosError` and `CanceledError`, `AxiosHeaders`.
 */
import axios, { AxiosHeaders, type AxiosResponse } from "axios";
import { describe, expect, it } from "vitest";
import { axiosClientUnderTest } from "../support/axios-client.js";
import { clientScenarios } from "../support/client-scenarios.js";
import { DELAY_HEADER } from "../support/everything-server.js";
import { JSON_ANSWER_HEADER } from "../support/validation-scenarios.js";

describe("axios template against a live server", () => {
  const { lastRequest, load } = clientScenarios(axiosClientUnderTest());

  it("resolves to axios' own response by default", async () => {
    const { itemsClient } = await load();
    const response: AxiosResponse = await itemsClient.getItemPart?.("i", 1, "q");
    expect(response.status).toBe(200);
    expect(response.statusText).toBe("OK");
    expect(response.headers).toBeInstanceOf(AxiosHeaders);
    // The query is written into the URL (a `params` object would lose `__proto__` in axios' merge).
    expect(response.config.url).toBe("/items/i/parts/1?q=q");
    expect(response.config.params).toBeUndefined();
  });

  it("rejects with axios' own AxiosError", async () => {
    const { itemsClient } = await load({ responseShape: "body" });
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(axios.isAxiosError(failure)).toBe(true);
    expect(failure).toMatchObject({ status: 404, response: { status: 404 } });
    // axios' own message names no operation; the runtime restates it, in the stack Node prints too.
    expect(String(failure)).toBe("AxiosError: GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found");
    expect((failure as Error).stack?.split("\n")[0]).toBe(
      "AxiosError: GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found",
    );
  });

  it("a success response axios cannot read is no API failure: the message keeps axios' reason", async () => {
    const module = await load({ responseShape: "body" });
    const { itemsClient } = module;
    const isApiError = module.isApiError as (error: unknown, method: unknown) => boolean;
    const failure = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, {
        headers: { [JSON_ANSWER_HEADER]: "{not json" },
        // axios then rejects a body that is not JSON, with the 200 response attached.
        transitional: { silentJSONParsing: false },
      })
      .catch((error: unknown) => error);
    expect(axios.isAxiosError(failure)).toBe(true);
    expect(failure).toMatchObject({ response: { status: 200 } });
    expect(isApiError(failure, itemsClient.listItems)).toBe(false);
    // axios keeps the parser's error name (`SyntaxError`) on its own error.
    expect((failure as Error).message).toMatch(/^GET \/items: the HTTP 200 OK response failed: \S.*JSON/);
  });

  it("cancels with axios' own CanceledError, before sending and in flight", async () => {
    const { itemsClient } = await load();
    const before = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, { signal: AbortSignal.abort() })
      .catch((error: unknown) => error);
    expect(axios.isCancel(before)).toBe(true);
    const inFlight = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, {
        signal: AbortSignal.timeout(50),
        headers: { [DELAY_HEADER]: "1000" },
      })
      .catch((error: unknown) => error);
    expect(axios.isCancel(inFlight)).toBe(true);
  });

  it("merges per-call headers, also AxiosHeaders, over generated ones whatever their case", async () => {
    const { itemsClient } = await load();
    await itemsClient.createItem?.({ name: "n" }, undefined, "trace-1", {
      headers: new AxiosHeaders({ "content-type": "application/vnd.items+json", "x-extra": "2" }),
    });
    const request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/vnd.items+json");
    expect(request.headers["x-extra"]).toBe("2");
    expect(request.headers["x-trace"]).toBe("trace-1");
  });

  it("sends TRACE (Node's http module allows it, unlike fetch)", async () => {
    const { defaultClient } = await load({ responseShape: "body" });
    // `message/http` is not text to the generator, so the (empty) echo comes back as a Blob.
    expect(await defaultClient.traceHealth?.()).toBeInstanceOf(Blob);
    expect(lastRequest().method).toBe("TRACE");
  });
});
