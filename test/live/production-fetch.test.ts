/**
 * The fetch client in production, against a server that misbehaves on purpose: what it sends again and when
 * (retries), the idempotency key it makes, how long an attempt may take (timeouts), and the call it sends once
 * more after `onUnauthorized` refreshed the credentials. Every claim is a count of requests or the requests'
 * own bytes; a wait is asserted by the delay the client asks its timer for, never by a clock.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import type { RecordedRequest } from "../support/http-server.js";
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
  clientDefaults: {
    baseUrl: string;
    init: RequestInit;
    maxRetries?: number;
    timeout?: number;
    onUnauthorized?: () => boolean | Promise<boolean>;
  };
  clientCredentials: { bearerAuth?: string | (() => string) };
  withResponse: <T>(
    call: (options: object) => Promise<T>,
    options?: object,
  ) => Promise<{ data: T; status: number; headers: Headers }>;
}

let server: MisbehavingServer | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

/** A fresh client (its module state too) over a server running `script`. */
async function clientOver(
  script: Misbehaviour,
): Promise<{ client: ProductionClient; requests: RecordedRequest[] }> {
  server = await startMisbehavingServer(script);
  const { module } = await importGenerated<ProductionClient>("fixtures/clients/production.yaml", {
    template: "fetch",
    baseUrl: server.url,
  });
  return { client: module, requests: server.requests };
}

describe("fetch: retries", () => {
  it("sends a GET answered 503, 503, 200 three times and resolves to the data", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 200));
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests.map((request) => `${request.method} ${request.url}`)).toEqual([
      "GET /items",
      "GET /items",
      "GET /items",
    ]);
  });

  it.each([408, 429, 502, 504])("sends a GET answered %i again", async (status) => {
    const { client, requests } = await clientOver(statuses(status, 200));
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
  });

  it("gives up after two retries by default, with the last answer", async () => {
    const { client, requests } = await clientOver(statuses(503));
    expect(await rejection(client.listItems())).toMatchObject({ name: "ApiError", status: 503 });
    expect(requests).toHaveLength(3);
  });

  it.each([500, 404])("does not send again what a retry would not change (%i)", async (status) => {
    const { client, requests } = await clientOver(statuses(status, 200));
    expect(await rejection(client.listItems())).toMatchObject({ status });
    expect(requests).toHaveLength(1);
  });

  it("takes maxRetries per call and from clientDefaults; 0 turns retries off", async () => {
    const { client, requests } = await clientOver(statuses(503));
    await rejection(client.listItems({ maxRetries: 0 }));
    expect(requests).toHaveLength(1);
    client.clientDefaults.maxRetries = 1;
    await rejection(client.listItems());
    expect(requests).toHaveLength(3);
    await rejection(client.listItems({ maxRetries: 3 }));
    expect(requests).toHaveLength(7);
  });

  it("sends a POST answered 503 once", async () => {
    const { client, requests } = await clientOver(statuses(503, 201));
    expect(await rejection(client.createItem({ name: "n" }))).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
  });

  it("sends a POST with an idempotency key three times, each with the same key it made", async () => {
    const { client, requests } = await clientOver(statuses(503, 503, 201));
    await client.createPayment({ name: "n" });
    expect(requests).toHaveLength(3);
    const keys = requests.map((request) => request.headers["idempotency-key"]);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(keys)).toEqual(new Set([keys[0]]));
    expect(requests.map((request) => request.body.toString())).toEqual(Array(3).fill('{"name":"n"}'));
    // The next call makes a key of its own; a key the caller gives is sent as given, on every attempt.
    await client.createPayment({ name: "n" });
    expect(requests[3]?.headers["idempotency-key"]).not.toBe(keys[0]);
    await client.createPayment({ name: "n" }, "mine");
    expect(requests.slice(4).map((request) => request.headers["idempotency-key"])).toEqual(["mine"]);
  });

  it("never sends a body that is a stream twice", async () => {
    const { client, requests } = await clientOver(statuses(503, 204));
    const body = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("bytes"));
        controller.close();
      },
    });
    const failure = await rejection(client.putUpload("file", body, { duplex: "half" }));
    expect(failure).toMatchObject({ status: 503 });
    expect(requests).toHaveLength(1);
    expect(requests[0]?.body.toString()).toBe("bytes");
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

  it("does not send again a call whose answer it could not decode (not a connection error)", async () => {
    const { client, requests } = await clientOver((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end("{ not JSON");
    });
    expect(await rejection(client.listItems())).toBeInstanceOf(SyntaxError);
    expect(requests).toHaveLength(1);
  });

  it("sends a GET again after the connection is refused, then fails with fetch's error", async () => {
    const { client } = await clientOver(statuses(200));
    const closed = server?.url;
    await server?.close();
    server = undefined;
    client.clientDefaults.baseUrl = closed ?? "";
    const waits = recordRetryWaits();
    expect(await rejection(client.listItems())).toBeInstanceOf(TypeError);
    // A wait before each of the two retries, within its bound (full jitter: up to 0.5 s, then up to 1 s).
    expect(waits()).toHaveLength(2);
    expect(waits()[0]).toBeLessThanOrEqual(500);
    expect(waits()[1]).toBeLessThanOrEqual(1000);
  });
});

describe("fetch: waits the server asks for", () => {
  it("waits the seconds of Retry-After before sending again", async () => {
    const { client, requests } = await clientOver((_request, response, index) =>
      index === 0 ? answer(response, 429, { "retry-after": "1" }) : answer(response, 200, {}, ["a"]),
    );
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    expect(waits()).toEqual([1000]);
  });

  it("sends again at once after a Retry-After date in the past", async () => {
    const { client, requests } = await clientOver((_request, response, index) =>
      index === 0
        ? answer(response, 503, { "retry-after": "Wed, 21 Oct 2015 07:28:00 GMT" })
        : answer(response, 200, {}, ["a"]),
    );
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    expect(waits()).toEqual([]);
  });

  it("counts a Retry-After date and an X-RateLimit-Reset moment from the answer's own Date", async () => {
    const date = "Wed, 21 Oct 2015 07:28:00 GMT";
    const answers = [
      { "retry-after": "Wed, 21 Oct 2015 07:28:02 GMT", date },
      // 07:28:00 is 1445412480 seconds since 1970; the reset is 3 seconds later.
      { "x-ratelimit-reset": "1445412483", date },
    ];
    const { client, requests } = await clientOver((_request, response, index) => {
      const headers = answers[index];
      if (headers) answer(response, 429, headers);
      else answer(response, 200, {}, ["a"]);
    });
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(3);
    expect(waits()).toEqual([2000, 3000]);
  });

  it("backs off where a Retry-After date comes without the answer's Date to count it from", async () => {
    const { client, requests } = await clientOver((_request, response, index) => {
      if (index > 0) return answer(response, 200, {}, ["a"]);
      response.sendDate = false;
      // Counted from the client's clock, a wait of decades: the call would fail at once.
      answer(response, 503, { "retry-after": "Fri, 01 Jan 2100 00:00:00 GMT" });
    });
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(requests).toHaveLength(2);
    // The first retry's backoff: up to half a second (no timer at all when the random draw is 0).
    expect(waits().length).toBeLessThanOrEqual(1);
    expect(waits().every((wait) => wait <= 500)).toBe(true);
  });

  it("reads RateLimit-Reset (seconds) of a 429", async () => {
    const { client } = await clientOver((_request, response, index) =>
      index === 0 ? answer(response, 429, { "ratelimit-reset": "0" }) : answer(response, 200, {}, ["a"]),
    );
    const waits = recordRetryWaits();
    expect(await client.listItems()).toEqual(["a"]);
    expect(waits()).toEqual([]);
  });

  it.each([
    ["Retry-After: 3600", { "retry-after": "3600" }],
    ["a Retry-After date in 2100", { "retry-after": "Fri, 01 Jan 2100 00:00:00 GMT" }],
    ["X-RateLimit-Reset at 2100 (seconds since 1970)", { "x-ratelimit-reset": "4102444800" }],
  ])(
    "fails at once with the server's answer where it asks for longer than a minute (%s)",
    async (_, headers) => {
      const { client, requests } = await clientOver((_request, response) => answer(response, 429, headers));
      const waits = recordRetryWaits();
      expect(await rejection(client.listItems())).toMatchObject({ name: "ApiError", status: 429 });
      expect(requests).toHaveLength(1);
      expect(waits()).toEqual([]);
    },
  );

  it("ends the wait at once when the caller aborts, with the caller's reason, and sends nothing more", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 503, { "retry-after": "30" }),
    );
    const waits = recordRetryWaits();
    const controller = new AbortController();
    const call = rejection(client.listItems({ signal: controller.signal }));
    // Once the answer is read and the 30-second wait has begun.
    await vi.waitFor(() => expect(waits()).toEqual([30_000]));
    const reason = new Error("left the page");
    controller.abort(reason);
    expect(await call).toBe(reason);
    expect(requests).toHaveLength(1);
  });
});

describe("fetch: signals", () => {
  it("ends a call with the signal of clientDefaults.init where the call gives none", async () => {
    const { client, requests } = await clientOver(() => {
      // Never answers.
    });
    const controller = new AbortController();
    client.clientDefaults.init = { signal: controller.signal };
    const call = rejection(client.listItems());
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    const reason = new Error("shutting down");
    controller.abort(reason);
    expect(await call).toBe(reason);
    expect(requests).toHaveLength(1);
  });
});

describe("fetch: timeouts", () => {
  it("fails an attempt that gets no answer in time with a TimeoutError, and sends a GET again", async () => {
    const { client, requests } = await clientOver(() => {
      // Never answers.
    });
    const failure = await rejection(client.listItems({ timeout: 50, maxRetries: 1 }));
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ name: "TimeoutError" });
    // No status: narrowed like any rejection without an answer (`NoResponseError`).
    expect((failure as { status?: number }).status).toBeUndefined();
    expect(requests).toHaveLength(2);
  });

  it("takes the timeout from clientDefaults; 0 waits as long as the server takes", async () => {
    const { client, requests } = await clientOver((_request, response, index) => {
      if (index === 0) return;
      setTimeout(() => answer(response, 200, {}, ["late"]), 100);
    });
    client.clientDefaults.timeout = 20;
    expect(await rejection(client.listItems({ maxRetries: 0 }))).toMatchObject({ name: "TimeoutError" });
    expect(await client.listItems({ timeout: 0 })).toEqual(["late"]);
    expect(requests).toHaveLength(2);
  });

  it("ends a streamed answer's timeout when its headers arrive", async () => {
    let release = () => {};
    const { client } = await clientOver((_request, response) => {
      response.writeHead(200, { "content-type": "application/x-ndjson" });
      response.write('{"name":"first"}\n');
      // The rest only once the test has seen the time-out stopped: the body is the caller's to read.
      release = () => response.end('{"name":"second"}\n');
    });
    const timers = recordTimers("startRetryAttempt");
    const items = (await client.watchEvents({ timeout: 30_000 })) as AsyncIterable<unknown>;
    // Headers in: the attempt's one timer is cleared, so no time-out can end the body.
    expect(timers()).toEqual([{ delay: 30_000, cleared: true }]);
    release();
    const read: unknown[] = [];
    for await (const item of items) read.push(item);
    expect(read).toEqual([{ name: "first" }, { name: "second" }]);
  });
});

describe("fetch: credentials that expire", () => {
  it("shares one onUnauthorized among ten calls answered 401, and sends each once more with the new token", async () => {
    const expired = expiredTokenScenario();
    const { client, requests } = await clientOver(expired.script);
    client.clientCredentials.bearerAuth = expired.token;
    client.clientDefaults.onUnauthorized = expired.onUnauthorized;
    expired.expectShared(await Promise.all(Array.from({ length: 10 }, () => client.getMe())), requests);
  });

  it("rejects with the 401 where onUnauthorized resolves false, or where the call was sent again already", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 401, {}, { problem: "expired" }),
    );
    client.clientCredentials.bearerAuth = "token";
    let refreshes = 0;
    client.clientDefaults.onUnauthorized = () => {
      refreshes++;
      return refreshes > 1;
    };
    expect(await rejection(client.getMe())).toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(await rejection(client.getMe())).toMatchObject({ status: 401 });
    expect(requests).toHaveLength(3);
    expect(refreshes).toBe(2);
  });
});

describe("fetch: the response beside the data", () => {
  it("gives one call's status and headers with its data (withResponse), the call's own options passed on", async () => {
    const { client, requests } = await clientOver((_request, response) =>
      answer(response, 200, { "x-total-count": "7" }, ["a", "b"]),
    );
    const seen: number[] = [];
    const { data, status, headers } = await client.withResponse((options) => client.listItems(options), {
      headers: { "x-trace": "t" },
      onResponse: (response: { status: number }) => seen.push(response.status),
    });
    expect(data).toEqual(["a", "b"]);
    expect(status).toBe(200);
    expect(headers.get("x-total-count")).toBe("7");
    expect(requests[0]?.headers["x-trace"]).toBe("t");
    expect(seen).toEqual([200]);
  });

  it.each([
    [{ "x-request-id": "req_1" }, "req_1"],
    [{ "request-id": "req_2" }, "req_2"],
    [{ "x-amzn-requestid": "aws-3" }, "aws-3"],
    [{ "x-correlation-id": "c-4", "x-request-id": "req_4" }, "req_4"],
    [{}, undefined],
  ])("puts the request id the server sent on ApiError (%o)", async (headers, requestId) => {
    const { client } = await clientOver((_request, response) =>
      answer(response, 404, headers, { problem: 404 }),
    );
    const failure = await rejection(client.listItems());
    expect(failure).toMatchObject({ name: "ApiError", status: 404 });
    expect((failure as { requestId?: string }).requestId).toBe(requestId);
  });
});
