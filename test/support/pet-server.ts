/**
 * The petstore server the framework layers' live tests (test/live/<layer>-runtime.test.ts) run their hooks
 * against, on 127.0.0.1, for the whole of a test file: what it answers, what it received, which held requests
 * the client gave up on; and waiting for a component's queries to settle.
 */
import { rmSync } from "node:fs";
import type { ServerResponse } from "node:http";
import { afterAll, beforeAll } from "vitest";
import { recordRequest, startLoopbackServer } from "./http-server.js";
import { MODULE_FOLDER } from "./reactive-modules.js";

/** Held until the client gives up. */
export const HELD = "/pets/held";
/** Answered 404 with the petstore's `Error`: {@link MISSING_BODY}. */
export const MISSING = "/pets/missing";
export const MISSING_BODY = { code: 404, message: "no such pet" };

/** One request as the server saw it. */
export interface Received {
  method: string;
  /** With the query. */
  path: string;
  body: string;
}

export interface PetServer {
  url: string;
  received: Received[];
  /** Paths of held requests whose connection closed before an answer was written. */
  abandoned: string[];
  close(): Promise<void>;
}

/**
 * `GET /pets?limit=n` answers n pets, `GET /pets/<id>` the pet of that id ({@link MISSING}: a 404), `POST /pets`
 * the body it was sent with an id, `HEAD /health` no body; {@link HELD} is held until the client gives up.
 */
async function startPetServer(): Promise<PetServer> {
  const received: Received[] = [];
  const abandoned: string[] = [];
  const held: ServerResponse[] = [];
  const server = await startLoopbackServer((req, res) => {
    void recordRequest(req).then((request) => {
      const body = request.body.toString("utf8");
      received.push({ method: request.method, path: request.url, body });
      const answer = (value: unknown, status = 200) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(value));
      };
      if (request.method === "HEAD" && request.path === "/health") {
        res.writeHead(200);
        res.end();
      } else if (request.url === HELD) {
        held.push(res);
        res.on("close", () => {
          if (!res.writableEnded) abandoned.push(request.url);
        });
      } else if (request.url === MISSING) {
        answer(MISSING_BODY, 404);
      } else if (request.method === "POST" && request.path === "/pets") {
        answer({ id: 7, ...JSON.parse(body) }, 201);
      } else if (request.path === "/pets") {
        const limit = Number(new URLSearchParams(request.query).get("limit") ?? "1");
        answer(Array.from({ length: limit }, (_, index) => ({ id: index + 1, name: `Pet ${index + 1}` })));
      } else {
        const id = request.path.slice("/pets/".length);
        answer({ id: Number(id), name: `Pet ${id}` });
      }
    });
  });
  return {
    url: server.url,
    received,
    abandoned,
    close: () => {
      for (const res of held) res.destroy();
      return server.close();
    },
  };
}

/**
 * Starts the pet server before the test file's tests; after them closes it and removes the generated modules
 * (reactive-modules.ts). `server()` is the running server, `requestsTo` what it received at a path (with the
 * query), of one method where given.
 */
export function petServerPerFile(): {
  server(): PetServer;
  requestsTo(path: string, method?: string): Received[];
} {
  let running: PetServer | undefined;
  beforeAll(async () => {
    running = await startPetServer();
  });
  afterAll(async () => {
    await running?.close();
    rmSync(MODULE_FOLDER, { recursive: true, force: true });
  });
  const server = (): PetServer => {
    if (!running) throw new Error("the pet server is not running");
    return running;
  };
  return {
    server,
    requestsTo: (path, method) =>
      server().received.filter(
        (received) => received.path === path && (method === undefined || received.method === method),
      ),
  };
}

/** Waits until `check` passes (it throws until then), as a component's queries settle. */
export async function until(check: () => void): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      check();
      return;
    } catch (error) {
      if (attempt >= 200) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}
