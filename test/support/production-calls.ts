/**
 * What the production tests of every template share: a server script by status, the timers a runtime function
 * asks for (a count of what was asked, never a clock), and a call's rejection as a value.
 */
import { expect, vi } from "vitest";
import type { RecordedRequest } from "./http-server.js";
import { answer, type Misbehaviour } from "./misbehaving-server.js";

/** `statuses[index]` for the request at `index`, the last one for every later request; `200 ["a"]` for `200`. */
export function statuses(...answers: number[]): Misbehaviour {
  return (_request, response, index) => {
    const status = answers[Math.min(index, answers.length - 1)] ?? 200;
    if (status === 200) answer(response, 200, {}, ["a"]);
    else answer(response, status, {}, { problem: status });
  };
}

/** A timer the client set: the delay it asked for, and whether it was cleared before it fired. */
export interface RecordedTimer {
  delay: number;
  cleared: boolean;
}

/**
 * The timers that `caller` (a runtime function: `retryPause`, `startRetryAttempt`) sets from now until the test
 * ends, each with its delay and whether it was cleared: a count of what was asked, not a clock. Other timers
 * (the HTTP stack's, the test's) are left out. `realm`: where the client's code runs (a page's window).
 */
export function recordTimers(caller: string, realmObject: object = globalThis): () => RecordedTimer[] {
  // A page's window has timers of the same shape, typed apart from Node's.
  const realm = realmObject as typeof globalThis;
  const timers = new Map<unknown, RecordedTimer>();
  const setTimer = realm.setTimeout.bind(realm);
  const clearTimer = realm.clearTimeout.bind(realm);
  vi.spyOn(realm, "setTimeout").mockImplementation(((
    callback: (...args: unknown[]) => void,
    delay?: number,
    ...args: unknown[]
  ) => {
    const handle = setTimer(callback, delay, ...args);
    if (new Error().stack?.includes(caller)) timers.set(handle, { delay: delay ?? 0, cleared: false });
    return handle;
  }) as unknown as typeof setTimeout);
  vi.spyOn(realm, "clearTimeout").mockImplementation(((handle?: Parameters<typeof clearTimeout>[0]) => {
    const timer = timers.get(handle);
    if (timer) timer.cleared = true;
    clearTimer(handle);
  }) as typeof clearTimeout);
  return () => [...timers.values()];
}

/** The waits the client's retry pause asks its timer for, in milliseconds (see {@link recordTimers}). */
export function recordRetryWaits(): () => number[] {
  const timers = recordTimers("retryPause");
  return () => timers().map((timer) => timer.delay);
}

export async function rejection(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    (value) => {
      throw new Error(`resolved to ${JSON.stringify(value)}`);
    },
    (error: unknown) => error,
  );
}

/**
 * Ten calls whose token has expired: the server answers the ten first requests `401` together, once all ten are
 * in, and `{ name: "me" }` to any request with the new token; `onUnauthorized` refreshes the token, counting its
 * calls. `expectShared` checks what the template must have done: one refresh, ten calls sent again with the new
 * token, ten results.
 */
export function expiredTokenScenario() {
  let token = "old";
  let refreshes = 0;
  const held: (() => void)[] = [];
  const script: Misbehaviour = (request, response) => {
    if (request.headers.authorization === "Bearer new") return answer(response, 200, {}, { name: "me" });
    held.push(() => answer(response, 401, {}, { problem: "expired" }));
    if (held.length === 10) for (const release of held) release();
  };
  return {
    script,
    token: () => token,
    onUnauthorized: async () => {
      refreshes++;
      token = "new";
      return true;
    },
    expectShared(calls: unknown[], requests: readonly RecordedRequest[]) {
      expect(calls).toEqual(Array(10).fill({ name: "me" }));
      expect(refreshes).toBe(1);
      expect(requests).toHaveLength(20);
      expect(requests.slice(10).map((request) => request.headers.authorization)).toEqual(
        Array(10).fill("Bearer new"),
      );
    },
  };
}
