/**
 * The shared stream parser on its own: every awkward cut of every body (and a body sent one byte at a time)
 * yields the same items. The live-server tests (live/runtime-streaming.test.ts) send the same bodies over HTTP.
 */
import { describe, expect, it } from "vitest";
import { StreamItemTooLong, streamedItems } from "../../src/runtime/stream-parts.js";
import { countRegExpRuns } from "../support/regexp-runs.js";
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
} from "../support/stream-bodies.js";

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

/**
 * Characters the text searches of `during` went through: `indexOf`, `lastIndexOf`, `includes`, `split`,
 * `search`, `match`, `matchAll`, `replace`, `replaceAll` on strings and every regular expression run (counted
 * from where each starts).
 */
async function charactersSearched<T>(during: () => Promise<T>): Promise<{ result: T; searched: number }> {
  const methods = [
    "indexOf",
    "lastIndexOf",
    "includes",
    "split",
    "search",
    "match",
    "matchAll",
    "replace",
    "replaceAll",
  ] as const;
  const prototype = String.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  const originals = methods.map((method) => [method, prototype[method]] as const);
  let searched = 0;
  for (const [method, original] of originals) {
    prototype[method] = function (this: string, ...args: unknown[]) {
      const from =
        (method === "indexOf" || method === "includes") && typeof args[1] === "number" ? args[1] : 0;
      if (typeof args[0] === "string") searched += Math.max(0, this.length - from);
      return original?.apply(this, args);
    };
  }
  try {
    const { result, characters } = await countRegExpRuns(during);
    for (const count of characters.values()) searched += count;
    return { result, searched };
  } finally {
    for (const [method, original] of originals)
      prototype[method] = original as (...args: unknown[]) => unknown;
  }
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
    expect(await collect(streamedItems(bodyOf(chunksAt(text, [])), descriptor, 200))).toEqual(expected);
  });

  it("yields the same items for every awkward cut, alone and all at once", async () => {
    const splits = awkwardSplits(text);
    expect(splits.length).toBeGreaterThan(0);
    for (const offset of splits) {
      expect(await collect(streamedItems(bodyOf(chunksAt(text, [offset])), descriptor, 200))).toEqual(
        expected,
      );
    }
    expect(await collect(streamedItems(bodyOf(chunksAt(text, splits)), descriptor, 200))).toEqual(expected);
  });

  it("yields the same items from a body sent one byte at a time", async () => {
    const everyByte = Array.from({ length: Buffer.byteLength(text) }, (_, index) => index);
    expect(await collect(streamedItems(bodyOf(chunksAt(text, everyByte)), descriptor, 200))).toEqual(
      expected,
    );
  });
});

describe("streamedItems: event fields", () => {
  const events = (text: string) =>
    collect(
      streamedItems(bodyOf(chunksAt(text, [])), { responseDecoding: "event-stream", eventData: "text" }, 200),
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
    for await (const item of streamedItems(body, { responseDecoding: "json-lines" }, 200)) {
      expect(item).toEqual({ id: 1 });
      break;
    }
    expect(cancelled).toBe(true);
  });
});

describe("streamedItems: bounded and linear", () => {
  /** A body that sends `chunks` of `chunk` and then `tail`, counting how many chunks were pulled. */
  function pulledBody(chunk: string, chunks: number, tail = "") {
    const bytes = new TextEncoder().encode(chunk);
    const state = { pulled: 0, cancelled: false };
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (state.pulled === chunks) {
          if (tail !== "") controller.enqueue(new TextEncoder().encode(tail));
          controller.close();
          return;
        }
        state.pulled++;
        controller.enqueue(bytes);
      },
      cancel() {
        state.cancelled = true;
      },
    });
    return { body, state };
  }

  it.each([
    ["json-lines", "a line without a line break", "x"],
    ["event-stream", "an event line without a line break", "data: x"],
    ["json-seq", "a record without an end", "\u001ex"],
  ])(
    "%s: %s longer than the limit ends the loop with StreamItemTooLong and cancels the body",
    async (decoding, _what, start) => {
      const { body, state } = pulledBody("x".repeat(1024), 10_000);
      const prefixed = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(new TextEncoder().encode(start));
        },
        async pull(controller) {
          const reader = body.getReader();
          const { done, value } = await reader.read();
          reader.releaseLock();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        cancel: () => body.cancel(),
      });
      const items = streamedItems(prefixed, { responseDecoding: decoding }, 200, 64 * 1024);
      const failure = await collect(items).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StreamItemTooLong);
      expect((failure as StreamItemTooLong).message).toBe(
        "a streamed item is longer than 65536 characters; the stream was cancelled",
      );
      expect(state.pulled).toBeLessThan(70);
      expect(state.cancelled).toBe(true);
    },
  );

  it("an event of many short data lines is bounded like one long line", async () => {
    const { body, state } = pulledBody("data: x\n", 100_000);
    const failure = await collect(
      streamedItems(body, { responseDecoding: "event-stream" }, 200, 64 * 1024),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StreamItemTooLong);
    // Each `data: x` line adds two characters (the value and the line break joining it): 32,768 lines fill it.
    expect(state.pulled).toBeLessThan(33_000);
  });

  it("a 4 MB JSON text sequence record in 8 KB chunks is searched once (not re-split per chunk)", async () => {
    // The work is counted, not timed: re-splitting the buffered text on every chunk searches 512 × 2 MB on
    // average, a quarter of a billion characters, where one pass searches the record's 4 MB once.
    const chunk = "7".repeat(8 * 1024);
    const { body } = pulledBody(chunk, 512, "\u001e");
    const { result, searched } = await charactersSearched(() =>
      collect(
        streamedItems(
          new ReadableStream<Uint8Array>({
            start: (controller) => controller.enqueue(new TextEncoder().encode("\u001e")),
            pull: async (controller) => {
              const reader = body.getReader();
              const { done, value } = await reader.read();
              reader.releaseLock();
              if (done) controller.close();
              else controller.enqueue(value);
            },
          }),
          { responseDecoding: "json-seq" },
          200,
          64 * 1024 * 1024,
        ),
      ),
    );
    expect(result).toHaveLength(1);
    expect(typeof result[0]).toBe("number");
    const length = 512 * chunk.length;
    expect(searched).toBeGreaterThanOrEqual(length);
    expect(searched).toBeLessThan(2 * length);
  });
});
