/**
 * The shared stream parser on its own: every awkward cut of every body (and a body sent one byte at a time)
 * yields the same items. The live-server tests (runtime-streaming.test.ts) send the same bodies over HTTP.
 */
import { describe, expect, it } from "vitest";
import { streamedItems } from "../src/runtime/stream-parts.js";
import {
  awkwardSplits,
  chunksAt,
  LOG_EVENTS,
  LOG_ITEMS,
  ROW_ITEMS,
  ROW_LINES,
  ROW_SEQUENCE,
  TICK_EVENTS,
  TICK_ITEMS,
} from "./support/stream-bodies.js";

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

async function collect(items: AsyncIterable<unknown>): Promise<unknown[]> {
  const collected: unknown[] = [];
  for await (const item of items) collected.push(item);
  return collected;
}

const reviveTick = (value: unknown) => {
  const tick = value as { at: string };
  return { ...tick, at: new Date(tick.at) };
};

const cases = [
  {
    name: "JSON events",
    text: TICK_EVENTS,
    descriptor: { responseDecoding: "event-stream", eventData: "json", revive: reviveTick },
    expected: TICK_ITEMS,
  },
  {
    name: "text events",
    text: LOG_EVENTS,
    descriptor: { responseDecoding: "event-stream", eventData: "text" },
    expected: LOG_ITEMS,
  },
  {
    name: "JSON Lines",
    text: ROW_LINES,
    descriptor: { responseDecoding: "json-lines" },
    expected: ROW_ITEMS,
  },
  {
    name: "JSON text sequences",
    text: ROW_SEQUENCE,
    descriptor: { responseDecoding: "json-seq" },
    expected: ROW_ITEMS,
  },
];

describe.each(cases)("streamedItems: $name", ({ text, descriptor, expected }) => {
  it("yields the items from the body in one chunk", async () => {
    expect(await collect(streamedItems(bodyOf(chunksAt(text, [])), descriptor))).toEqual(expected);
  });

  it("yields the same items for every awkward cut, alone and all at once", async () => {
    const splits = awkwardSplits(text);
    expect(splits.length).toBeGreaterThan(0);
    for (const offset of splits) {
      expect(await collect(streamedItems(bodyOf(chunksAt(text, [offset])), descriptor))).toEqual(expected);
    }
    expect(await collect(streamedItems(bodyOf(chunksAt(text, splits)), descriptor))).toEqual(expected);
  });

  it("yields the same items from a body sent one byte at a time", async () => {
    const everyByte = Array.from({ length: Buffer.byteLength(text) }, (_, index) => index);
    expect(await collect(streamedItems(bodyOf(chunksAt(text, everyByte)), descriptor))).toEqual(expected);
  });
});

describe("streamedItems: event fields", () => {
  const events = (text: string) =>
    collect(
      streamedItems(bodyOf(chunksAt(text, [])), { responseDecoding: "event-stream", eventData: "text" }),
    );

  it("ignores an id holding U+0000 and keeps the last one", async () => {
    expect(await events("id: 7\ndata: a\n\nid: x\u0000y\ndata: b\n\nid\ndata: c\n\n")).toEqual([
      { id: "7", data: "a" },
      { id: "7", data: "b" },
      { data: "c" },
    ]);
  });

  it("drops one leading space of a value only, and ignores unknown fields", async () => {
    expect(await events("data:  two spaces\nfoo: bar\nevent:custom\n\n")).toEqual([
      { data: " two spaces", event: "custom" },
    ]);
  });

  it("dispatches nothing for a block without data, and the event type does not carry over", async () => {
    expect(await events("event: lonely\n\ndata: x\n\n")).toEqual([{ data: "x" }]);
  });

  it("keeps retry only when it is all digits", async () => {
    expect(await events("retry: 10\ndata: a\n\nretry: -1\ndata: b\n\nretry: 1.5\ndata: c\n\n")).toEqual([
      { retry: 10, data: "a" },
      { data: "b" },
      { data: "c" },
    ]);
  });

  it("strips a leading byte order mark", async () => {
    expect(await events("\ufeffdata: a\n\n")).toEqual([{ data: "a" }]);
  });
});

describe("streamedItems: leaving early", () => {
  it("cancels the body when the loop is left", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"id":1}\n{"id":2}\n'));
      },
      cancel() {
        cancelled = true;
      },
    });
    for await (const item of streamedItems(body, { responseDecoding: "json-lines" })) {
      expect(item).toEqual({ id: 1 });
      break;
    }
    expect(cancelled).toBe(true);
  });
});
