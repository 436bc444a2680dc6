/**
 * The axios, xior and ky clients in production, against a server that misbehaves on purpose: what they send
 * again and when (the retry loop every template shares, runtime/retries.ts), the idempotency key, each attempt's
 * time limit (the library's own `timeout`), and the call sent once more after `onUnauthorized` refreshed the
 * credentials. Every claim is a count of requests or the requests' own bytes; a wait is asserted by the delay
 * the client asks its timer for, never by a clock. What a call rejects with stays each template's own.
 */
import { Readable } from "node:stream";
import { afterEach, describe, expect, it, vi } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import type { RecordedRequest } from "../support/http-server.js";
import { KY_VERSIONS, pointKyImportAt } from "../support/ky-versions.js";
import {
  answer,
  type MisbehavingServer,
  type Misbehaviour,
  resetMidBody,
  startMisbehavingServer,
} from "../support/misbehaving-server.js";
import {
  expiredTokenScenario,
  recordRetryWaits,
  recordTimers,
  rejection,
  statuses,
} from "../support/production-calls.js";

type Call = (...args: unknown[]) => Promise<unknown>;

interface ProductionClient {
  listItems: Call;
  createItem: Call;
  createPayment: Call;
  putUpload: Call;
  getMe: Call;
  watchEvents: Call;
  http: { defaults?: { timeout?: number }; config?: { timeout?: number } };
  clientDefaults: Record<string, unknown> & { onUnauthorized?: () => boolean | Promise<boolean> };
  clientCredentials: { bearerAuth?: string | (() => string) };
}

/** What differs between the templates: names, errors, the default time limit, a stream body. */
interface TemplateCase {
  /** The template and, where it differs, the library version. */
  label: string;
  template: "axios" | "xior" | "ky";
  /** Points the generated code at another version of its library (ky 1), where the case runs one. */
  transformCode?: (code: string) => string;
  /** The per-call option and `clientDefaults` member of the retry count. */
  retries: "maxRetries" | "retry";
  /** What a failure answer rejects with. */
  failure: string;
  /** What a timed-out attempt rejects with. */
  timedOut: Record<string, unknown>;
  /** The time limit of an attempt as the generated client sets it (ky: ky's own default, not on the instance). */
  defaultTimeout: (client: ProductionClient) => number | undefined;
  streamBody: () => unknown;
  streamOptions: Record<string, unknown>;
}

const webStream = () =>
  new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode("bytes"));
      controller.close();
    },
  });

const CASES: TemplateCase[] = [
  {
    label: "axios",
    template: "axios",
    retries: "maxRetries",
    failure: "AxiosError",
    timedOut: { name: "AxiosError", code: "ECONNABORTED" },
    defaultTimeout: (client) => client.http.defaults?.timeout,
    streamBody: () => Readable.from([Buffer.from("bytes")]),
    streamOptions: {},
  },
  {
    label: "xior",
    template: "xior",
    retries: "maxRetries",
    failure: "XiorError",
    timedOut: { name: "XiorTimeoutError" },
    // xior keeps the options it was created with in `config`.
    defaultTimeout: (client) => client.http.config?.timeout,
    streamBody: webStream,
    streamOptions: { duplex: "half" },
  },
  ...KY_VERSIONS.map(
    ({ name, specifier }): TemplateCase => ({
      label: name,
      template: "ky",
      transformCode: (code) => pointKyImportAt(code, specifier),
      retries: "retry",
      failure: "ApiError",
      timedOut: { name: "TimeoutError" },
      defaultTimeout: () => undefined,
      streamBody: webStream,
      streamOptions: { duplex: "half" },
    }),
  ),
];

let server: MisbehavingServer | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

describe.each(CASES)("$label in production", (templateCase) => {
  const { template, retries } = templateCase;
  /** A fresh client (its module state too) over a server running `script`; calls resolve to the body. */
  async function clientOver(
    script: Misbehaviour,
  ): Promise<{ client: ProductionClient; requests: RecordedRequest[] }> {
    server = await startMisbehavingServer(script);
    const { module } = await importGenerated<ProductionClient>(
      "fixtures/clients/production.yaml",
      { template, baseUrl: server.url, responseShape: "body" },
      templateCase.transformCode ? { transformCode: templateCase.transformCode } : {},
    );
    return { client: module, requests: server.requests };
  }

  it("sends a GET answered 503, 503, 200 three times and resolves to the data", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 200));
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual(
      Array(3).fill("GET /items"),
    );
  });

  it("gives up after two retries with the template's own error for the last answer; 500 and 404 once", async () => {
    const { client, requests } = await clientOver(statuses(503));
    const failure = await rejection(client.listItems());
    expect(failure).toMatchObject({ name: templateCase.failure, status: 503 });
    expect(requests).toHaveLength(3);
    for (const status of [500, 404]) {
      const once = await clientOver(statuses(status, 200));
      expect(await rejection(once.client.listItems())).toMatchObject({ status });
      expect(once.requests).toHaveLength(1);
    }
  });

  it(`takes ${retries} per call and from clientDefaults; 0 turns retries off`, async () => {
    const { client, requests } = await clientOver(statuses(503));
    await rejection(client.listItems({ [retries]: 0 }));
    expect(requests).toHaveLength(1);
    client.clientDefaults[retries] = 1;
    await rejection(client.listItems());
    expect(requests).toHaveLength(3);
    await rejection(client.listItems({ [retries]: 3 }));
    expect(requests).toHaveLength(7);
    if (retries === "retry") {
      // ky's own form, `{ limit }`.
      await rejection(client.listItems({ retry: { limit: 0 } }));
      expect(requests).toHaveLength(8);
    }
  });

  it("sends a POST answered 503 once, but three times where it carries an idempotency key, the same each time", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 201));
    expect(await rejection(client.createItem({ name: "n" }))).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    const paid = await clientOver(statuses(503, 503, 201));
    await paid.client.createPayment({ name: "n" });
    const keys = paid.requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    await paid.client.createPayment({ name: "n" }, "mine");
    expect(paid.requests.slice(3).map((request) => request.headers["idempotency-key"])).toEqual(["mine"]);
  });

  it("waits the seconds of Retry-After before sending again", async () => {
    const { client, requests } = await clientOver((_request, response, index) =>
      index === 0 ? answer(response, 429, { "retry-after": "1" }) : answer(response, 200, {}, ["a"]),
    );
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    expect(waits()).toEqual([1000]);
  });

  it("rejects a call whose body cannot be encoded (a cycle), rather than throwing, and sends nothing", async () => {
    const { client, requests } = await clientOver(statuses(201));
    const cyclic: Record<string, unknown> = { name: "n" };
    cyclic.self = cyclic;
    let sent: Promise<unknown> | undefined;
    expect(() => {
      sent = client.createItem(cyclic);
    }).not.toThrow();
    expect(await rejection(sent as Promise<unknown>)).toBeInstanceOf(TypeError);
    expect(requests).toHaveLength(0);
  });

  it("sends a GET again after the connection is reset under the body", async () => {
    const { client, requests } = await clientOver((_request, response, index) =>
      index === 0 ? resetMidBody(response) : answer(response, 200, {}, ["a"]),
    );
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
  });

  it("times an attempt out with the library's timeout, and sends a GET again", async () => {
    const { client, requests } = await clientOver((_request, response, index) => {
      // The first request never gets an answer.
      if (index > 0) answer(response, 200, {}, ["a"]);
    });
    expect(templateCase.defaultTimeout(client)).toBe(template === "ky" ? undefined : 60_000);
    expect(await client.listItems({ timeout: 50 })).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    const stalled = await clientOver(() => {});
    const failure = await rejection(stalled.client.listItems({ timeout: 20, [retries]: 0 }));
    expect(failure).toMatchObject(templateCase.timedOut);
  });

  // ky's own `timeout` ends at the headers already (ky-stream.ts): the loop times no ky call.
  if (template !== "ky")
    it("times a streamed answer until its headers only, by the loop's timer rather than the library's", async () => {
      let release = () => {};
      const { client } = await clientOver((_request, response) => {
        response.writeHead(200, { "content-type": "application/x-ndjson" });
        response.write('{"name":"first"}\n');
        release = () => response.end('{"name":"second"}\n');
      });
      const timers = recordTimers("startRetryAttempt");
      const items = (await client.watchEvents({ timeout: 30_000 })) as AsyncIterable<unknown>;
      // Headers in: the attempt's one timer is cleared, and the library was given none that could end the body.
      expect(timers()).toEqual([{ delay: 30_000, cleared: true }]);
      release();
      const read: unknown[] = [];
      for await (const item of items) read.push(item);
      expect(read).toEqual([{ name: "first" }, { name: "second" }]);
    });

  it("ends the wait at once when the caller aborts, and sends nothing more", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 503, { "retry-after": "30" }),
    );
    const controller = new AbortController();
    const waits = recordRetryWaits();
    const call = rejection(client.listItems({ signal: controller.signal }));
    // Once the 503 is in and the client waits its 30 s, the caller gives up.
    await vi.waitFor(() => expect(waits()).toEqual([30_000]));
    controller.abort(new Error("gave up"));
    expect(await call).toMatchObject({ message: "gave up" });
    expect(requests).toHaveLength(1);
  });

  it("never sends a body that is a stream twice", async () => {
    const { client, requests } = await clientOver(statuses(503, 204));
    const failure = await rejection(
      client.putUpload("file", templateCase.streamBody(), templateCase.streamOptions),
    );
    expect(failure).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.toString()).toBe("bytes");
  });

  it("shares one onUnauthorized among ten calls answered 401, and sends each once more with the new token", async () => {
    const expired = expiredTokenScenario();
    const { client, requests } = await clientOver(expired.script);
    client.clientCredentials.bearerAuth = expired.token;
    client.clientDefaults.onUnauthorized = expired.onUnauthorized;
    expired.expectShared(await Promise.all(Array.from({ length: 10 }, () => client.getMe())), requests);
  });
});
