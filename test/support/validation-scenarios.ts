/**
 * Live-server scenarios of `validateResponses` and `validateRequests` (the Zod schemas of `validator: "zod"`
 * checked by the client), registered by `clientScenarios` for every template: a valid body passes untouched,
 * a wrong one rejects with the typed error naming the path, without the options nothing is checked, and a
 * wrong argument is stopped before the server sees anything.
 */
import { expect, it } from "vitest";
import type { ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { RecordingServer } from "./http-server.js";

/** A request with this header is answered with its value labelled JSON (what validation must check). */
export const JSON_ANSWER_HEADER = "x-json-answer";
/** With the header above: the status to answer with (200 when absent). */
export const ANSWER_STATUS_HEADER = "x-answer-status";

export interface ValidationContext {
  load(options: ClientOptions): Promise<GeneratedClient>;
  server(): RecordingServer;
  /** The decoded body of what a call resolves to. */
  body(result: Promise<unknown> | undefined): Promise<unknown> | undefined;
  /** The status and decoded body of a failure response's rejection. */
  failure(error: unknown): { status: unknown; body: unknown };
  /** The `Date` class revived values are made with (a page's own in a browser). */
  Date(): DateConstructor;
  /**
   * Whether the client runs in a page (jsdom) while Zod runs in Node: `z.date()` checks `instanceof` Node's
   * `Date`, so such a client is generated with string dates.
   */
  inPage: boolean;
  /** Whether the template's methods return promises (fetch, axios, xior, ky), which reject rather than throw. */
  promises: boolean;
}

/** What `listItems` answers with, per the header. */
function answering(body: unknown, status = 200) {
  return { headers: { [JSON_ANSWER_HEADER]: JSON.stringify(body), [ANSWER_STATUS_HEADER]: String(status) } };
}

/** What a call rejects with, or throws before it returns (the argument checks throw). */
async function rejection(call: () => PromiseLike<unknown> | undefined): Promise<unknown> {
  try {
    const resolved = await call();
    throw new Error(`expected a rejection, got ${JSON.stringify(resolved)}`);
  } catch (error) {
    return error;
  }
}

const CREATED_AT = "2024-01-02T03:04:05.000Z";

export function validationScenarios(context: ValidationContext): void {
  const options = (more: ClientOptions = {}): ClientOptions => ({
    validator: "zod",
    ...(context.inPage ? { dateFormat: "string" } : {}),
    ...more,
  });
  const sent = [{ id: 1, name: "a", createdAt: CREATED_AT, extra: { kept: [true] } }];

  it("validateResponses: a valid body passes untouched (unknown keys kept, dates revived)", async () => {
    const { itemsClient } = await context.load(options({ validateResponses: true }));
    const items = await context.body(
      itemsClient.listItems?.(undefined, undefined, undefined, undefined, answering(sent)),
    );
    const createdAt = context.inPage ? CREATED_AT : new (context.Date())(CREATED_AT);
    expect(items).toEqual([{ id: 1, name: "a", createdAt, extra: { kept: [true] } }]);
  });

  it("validateResponses: each 2xx status's body is revived as its own schema says, then checked", async () => {
    const { itemsClient } = await context.load(options({ validateResponses: true }));
    const at = "2026-01-02T03:04:05.000Z";
    const date = context.inPage ? at : new (context.Date())(at);
    const queued = await context.body(itemsClient.publishItem?.("later"));
    expect(queued).toEqual({ message: "queued", createdAt: at, retryAt: date });
    const published = await context.body(itemsClient.publishItem?.("i1"));
    expect(published).toEqual({ id: 5, name: "published", createdAt: date });
  });

  it("validateResponses: a wrong body rejects with ResponseValidationError naming the path", async () => {
    const module = await context.load(options({ validateResponses: true }));
    const wrong = [
      { id: 1, name: "a" },
      { id: "two", name: "b" },
    ];
    const error = await rejection(() =>
      module.itemsClient.listItems?.(undefined, undefined, undefined, undefined, answering(wrong)),
    );
    expect(error).toBeInstanceOf(module.ResponseValidationError as new () => unknown);
    const { issues, status, body, message } = error as {
      issues: { path: unknown[]; message: string }[];
      status: number;
      body: unknown;
      message: string;
    };
    expect(issues.map((issue) => issue.path)).toEqual([[1, "id"]]);
    expect(status).toBe(200);
    expect(body).toEqual(wrong);
    // The status is the one the response came with, documented or not.
    const other = await rejection(() =>
      module.itemsClient.listItems?.(undefined, undefined, undefined, undefined, answering(wrong, 203)),
    );
    expect(other).toBeInstanceOf(module.ResponseValidationError as new () => unknown);
    expect((other as { status: number }).status).toBe(203);
    expect(message).toMatch(/^GET \/items: the response body does not match its schema: \[1\]\.id: /);
  });

  it("without validateResponses nothing is checked, and no validation code is in the client", async () => {
    const module = await context.load(options());
    const wrong = [{ id: "two" }];
    const items = await context.body(
      module.itemsClient.listItems?.(undefined, undefined, undefined, undefined, answering(wrong)),
    );
    expect(items).toEqual(wrong);
    expect(module.ResponseValidationError).toBeUndefined();
    expect(module.RequestValidationError).toBeUndefined();
  });

  it("validateRequests: a wrong argument is stopped before the server sees anything", async () => {
    const module = await context.load(options({ validateRequests: true }));
    const received = context.server().requests.length;
    let returned: PromiseLike<unknown> | undefined;
    const call = () => {
      returned = module.itemsClient.createItem?.({ name: 5 });
    };
    // A promise-returning method rejects, as with any request that cannot be made; ng1 and ng2 throw.
    if (context.promises) expect(call).not.toThrow();
    const error = await rejection(() =>
      context.promises ? returned : module.itemsClient.createItem?.({ name: 5 }),
    );
    expect(error).toBeInstanceOf(module.RequestValidationError as new () => unknown);
    const { issues, argument } = error as { issues: { path: unknown[] }[]; argument: string };
    expect(argument).toBe("body");
    expect(issues.map((issue) => issue.path)).toEqual([["name"]]);
    expect(context.server().requests).toHaveLength(received);
    // A valid argument goes out as it was given.
    const created = await context.body(module.itemsClient.createItem?.({ name: "new" }));
    expect(created).toMatchObject({ id: 1, name: "new" });
    expect(context.server().requests).toHaveLength(received + 1);
  });
}
