/**
 * `validateResponses` on streamed bodies, against a live server on 127.0.0.1: every item is checked as it
 * arrives (JSON Lines, and each event's JSON `data`), on every template that streams. The items before a
 * wrong one are handed over untouched; the wrong one ends the iteration with `ResponseValidationError`.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";

const ROWS = '{"id":1,"label":"a","extra":true}\n{"id":"2","label":"b"}\n{"id":3,"label":"c"}\n';
const TICKS =
  'data: {"seq":1,"at":"2024-01-02T03:04:05.000Z"}\n\n' +
  'data: {"seq":2,"at":"2024-01-02T03:04:06.000Z","note":7}\n\n';

type StreamMethod = (...args: unknown[]) => Promise<AsyncIterable<unknown>>;

/** The items before the iteration ends, and what it ended with. */
async function drain(items: AsyncIterable<unknown>): Promise<{ items: unknown[]; error: unknown }> {
  const collected: unknown[] = [];
  try {
    for await (const item of items) collected.push(item);
  } catch (error) {
    return { items: collected, error };
  }
  return { items: collected, error: undefined };
}

describe.each(["fetch", "axios", "xior", "ky"] as const)("validated streams (%s)", (template) => {
  let server: RecordingServer;
  let module: Record<string, unknown>;
  let client: Record<string, StreamMethod>;
  beforeAll(async () => {
    server = await startRecordingServer((request) =>
      request.path === "/rows.jsonl"
        ? { headers: { "content-type": "application/jsonl" }, body: ROWS }
        : { headers: { "content-type": "text/event-stream" }, body: TICKS },
    );
    ({ module } = await importGenerated<Record<string, unknown>>("fixtures/clients/streaming.yaml", {
      template,
      baseUrl: server.url,
      responseShape: "body",
      validator: "zod",
      validateResponses: true,
    }));
    client = module.defaultClient as Record<string, StreamMethod>;
  });
  afterAll(() => server.close());

  it("checks JSON Lines item by item: the valid ones pass untouched, a wrong one ends the stream", async () => {
    const { items, error } = await drain(await (client.streamRows as StreamMethod)());
    expect(items).toEqual([{ id: 1, label: "a", extra: true }]);
    expect(error).toBeInstanceOf(module.ResponseValidationError as new () => unknown);
    expect((error as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path)).toEqual([["id"]]);
    expect((error as { body: unknown }).body).toEqual({ id: "2", label: "b" });
  });

  it("checks each event's JSON data after reviving its dates", async () => {
    const { items, error } = await drain(await (client.streamTicks as StreamMethod)());
    expect(items).toEqual([{ data: { seq: 1, at: new Date("2024-01-02T03:04:05.000Z") } }]);
    expect(error).toBeInstanceOf(module.ResponseValidationError as new () => unknown);
    expect((error as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path)).toEqual([
      ["note"],
    ]);
  });
});
