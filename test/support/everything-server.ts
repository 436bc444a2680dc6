/**
 * The recording server on 127.0.0.1 for fixtures/clients/everything.yaml: it answers every operation as the
 * fixture describes (and the other fixtures' scenarios their routes), and a few request headers ask it for
 * other answers.
 */
import { afterAll, beforeAll } from "vitest";
import { answerEvents } from "./date-scenarios.js";
import {
  type CannedResponse,
  type RecordedRequest,
  type RecordingServer,
  startRecordingServer,
} from "./http-server.js";
import { answerOpenApi32 } from "./openapi-3.2-scenarios.js";
import { answerRuntimeNames } from "./runtime-name-scenarios.js";
import { ANSWER_STATUS_HEADER, JSON_ANSWER_HEADER } from "./validation-scenarios.js";

export const EVERYTHING_FIXTURE = "fixtures/clients/everything.yaml";

/** A request with this header is answered after that many milliseconds (to abort requests in flight). */
export const DELAY_HEADER = "x-delay-ms";

/**
 * A request with this header is never answered: only the client giving up on it (an abort, a time-out) settles
 * its call, so a test of aborting in flight needs no clock. `nextHeldRequest()` tells when one has arrived.
 */
export const HOLD_HEADER = "x-hold";

const heldWaiters: ((request: RecordedRequest) => void)[] = [];

/** The next request with `HOLD_HEADER`, once the server holds it (the call is then in flight). */
export function nextHeldRequest(): Promise<RecordedRequest> {
  return new Promise((resolve) => heldWaiters.push(resolve));
}

/** A request with this header is answered with its value as `text/plain` (e.g. text that looks like JSON). */
export const TEXT_ANSWER_HEADER = "x-text-answer";

/** A request with this header fails (502) with its value labelled JSON, as a proxy's HTML page can be. */
export const BROKEN_JSON_HEADER = "x-broken-json";

/** Answers per route like the fixture describes, so every operation of everything.yaml can be called. */
export async function answerEverything(request: RecordedRequest): Promise<CannedResponse> {
  if (request.headers[HOLD_HEADER] !== undefined) {
    for (const waiter of heldWaiters.splice(0)) waiter(request);
    // Never settles, and holds no timer: the connection ends when the client closes it, or at the server's close.
    return new Promise<never>(() => undefined);
  }
  const broken = request.headers[BROKEN_JSON_HEADER];
  if (broken !== undefined)
    return { status: 502, headers: { "content-type": "application/json" }, body: broken };
  const delay = Number(request.headers[DELAY_HEADER] ?? 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const json = request.headers[JSON_ANSWER_HEADER];
  if (json !== undefined) {
    const status = Number(request.headers[ANSWER_STATUS_HEADER] ?? 200);
    return { status, headers: { "content-type": "application/json" }, body: json };
  }
  const text = request.headers[TEXT_ANSWER_HEADER];
  if (text !== undefined) return { headers: { "content-type": "text/plain" }, body: text };
  const canned = answerEvents(request) ?? answerRuntimeNames(request) ?? answerOpenApi32(request);
  if (canned) return canned;
  // A body saying `reject` gets a JSON 422, so errors of text and binary operations can be checked too.
  if (request.body.includes("reject")) return { status: 422, body: { message: "rejected" } };
  if (request.path.includes("explode")) {
    return { status: 500, headers: { "content-type": "text/plain" }, body: "exploded" };
  }
  if (request.path.startsWith("/items/") && request.path.includes("missing")) {
    return { status: 404, body: { message: "no such item" } };
  }
  if (request.path.endsWith("/publish")) {
    const at = "2026-01-02T03:04:05.000Z";
    return request.path.includes("later")
      ? { status: 202, body: { message: "queued", createdAt: at, retryAt: at } }
      : { status: 201, body: { id: 5, name: "published", createdAt: at } };
  }
  // An item named `none` has no draft: the same operation answers 204 (`empty`: a 200 that says it has no content).
  if (request.path.endsWith("/draft")) {
    if (request.path.includes("none")) return { status: 204 };
    if (request.path.includes("empty")) return { status: 200, headers: { "content-length": "0" } };
    return { body: { id: 3, name: "draft" } };
  }
  if (request.path.startsWith("/items/")) return { body: { id: 7, name: "wheel" } };
  if (request.path === "/items" && request.method === "POST")
    return { status: 201, body: { id: 1, name: "new" } };
  if (request.path === "/items") return { body: [{ id: 1, name: "a" }] };
  if (request.path === "/uploads") return { status: 204 };
  if (request.path === "/forms") return { headers: { "content-type": "text/plain" }, body: "form ok" };
  if (request.path === "/blobs") {
    return { headers: { "content-type": "application/octet-stream" }, body: request.body };
  }
  if (request.path === "/notes") {
    return { headers: { "content-type": "application/json" }, body: String(request.body.length) };
  }
  return { status: 204 };
}

/** `allowDots` × `arrayFormat` → the query string of `getItemPart('i', 1, 's', undefined, ['a', 'b'], { color: 'red' })`. */
export const QUERY_SERIALIZATION_CELLS: readonly [boolean, "repeat" | "brackets" | "indices", string][] = [
  [true, "repeat", "q=s&tags=a&tags=b&filter.color=red"],
  [true, "brackets", "q=s&tags[]=a&tags[]=b&filter.color=red"],
  [true, "indices", "q=s&tags[0]=a&tags[1]=b&filter.color=red"],
  [false, "repeat", "q=s&tags=a&tags=b&filter[color]=red"],
  [false, "brackets", "q=s&tags[]=a&tags[]=b&filter[color]=red"],
  [false, "indices", "q=s&tags[0]=a&tags[1]=b&filter[color]=red"],
];

/** Starts the fixture's server for the calling test file and stops it afterwards. */
export function registerEverythingServer(): { server(): RecordingServer; lastRequest(): RecordedRequest } {
  let server: RecordingServer | undefined;
  beforeAll(async () => {
    server = await startRecordingServer(answerEverything);
  });
  afterAll(async () => {
    await server?.close();
  });
  const running = () => {
    if (!server) throw new Error("the recording server is not running");
    return server;
  };
  return {
    server: running,
    lastRequest: () => {
      const request = running().requests.at(-1);
      if (!request) throw new Error("no request was received");
      return request;
    },
  };
}
