import { describe, expect, it } from "vitest";
import { clientScenarios } from "../support/client-scenarios.js";
import type { ClientUnderTest } from "../support/client-under-test.js";
import { BROKEN_JSON_HEADER } from "../support/everything-server.js";
import { importGenerated } from "../support/generated-module.js";
import { SERVER_RECEIVES_QUERY, startRecordingServer } from "../support/http-server.js";

interface ApiErrorLike {
  status: number;
  body: unknown;
}

const fetchClient: ClientUnderTest = {
  template: "fetch",
  setBaseUrl: (module, url) => {
    (module.clientDefaults as { baseUrl: string }).baseUrl = url;
  },
  nativeBody: (result) => result,
  failure: (error) => ({ status: (error as ApiErrorLike).status, body: (error as ApiErrorLike).body }),
  responseHeader: (headers, name) => (headers as Headers).get(name),
};

describe("fetch template against a live server", () => {
  const { load, lastRequest } = clientScenarios(fetchClient);

  it("rejects with the exported ApiError class", async () => {
    const { itemsClient, ApiError } = await load();
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError as new () => Error);
    expect(failure).toMatchObject({ name: "ApiError", status: 404, statusText: "Not Found" });
    // What an uncaught rejection prints: the operation's route, not the URL with its values.
    expect(String(failure)).toBe("ApiError: GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found");
  });

  it("keeps the text of a failure body labelled JSON that is not JSON (bodyText), body undefined", async () => {
    const { itemsClient } = await load();
    const page = "<html>Bad Gateway</html>";
    const failure = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, { headers: { [BROKEN_JSON_HEADER]: page } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "ApiError", status: 502, body: undefined, bodyText: page });
  });

  it("merges clientDefaults.init into every request, per-call options winning", async () => {
    const module = await load();
    (module.clientDefaults as { init: RequestInit }).init = {
      headers: { "X-Default": "d", "X-Both": "default" },
    };
    await module.itemsClient.listItems?.(undefined, undefined, undefined, undefined, {
      headers: { "X-Both": "call" },
    });
    expect(lastRequest().headers["x-default"]).toBe("d");
    expect(lastRequest().headers["x-both"]).toBe("call");
  });
});

describe("fetch template: OpenAPI 3.2 QUERY operations", () => {
  it.skipIf(!SERVER_RECEIVES_QUERY)("sends the QUERY method with its JSON body", async () => {
    const server = await startRecordingServer(() => ({ body: ["a", "b"] }));
    try {
      const { module } = await importGenerated<
        Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>>
      >("fixtures/clients/methods-3.2.yaml", { template: "fetch", baseUrl: server.url });
      expect(await module.defaultClient?.searchItems?.({ text: "x" })).toEqual(["a", "b"]);
      expect(server.requests[0]).toMatchObject({ method: "QUERY", path: "/search" });
      expect(server.requests[0]?.body.toString()).toBe('{"text":"x"}');
    } finally {
      await server.close();
    }
  });
});
