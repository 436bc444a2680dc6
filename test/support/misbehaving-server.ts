/**
 * A loopback HTTP server that misbehaves on purpose, for the production behaviours of generated clients
 * (retries, timeouts, refreshed credentials): each request gets what the test's script does with it, by its
 * place in the order of arrival; every request is recorded first, as by http-server.ts.
 */
import type { ServerResponse } from "node:http";
import { type RecordedRequest, recordRequest, startLoopbackServer } from "./http-server.js";

/** What the script does with the request at `index` (0-based, in arrival order). */
export type Misbehaviour = (request: RecordedRequest, response: ServerResponse, index: number) => void;

export interface MisbehavingServer {
  url: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export async function startMisbehavingServer(script: Misbehaviour): Promise<MisbehavingServer> {
  const requests: RecordedRequest[] = [];
  const server = await startLoopbackServer((req, res) => {
    void recordRequest(req).then((request) => {
      requests.push(request);
      script(request, res, requests.length - 1);
    });
  });
  return { ...server, requests };
}

/** Answers `status` with these headers and, if given, a JSON body. */
export function answer(
  response: ServerResponse,
  status: number,
  headers: Record<string, string> = {},
  body?: unknown,
): void {
  if (body === undefined) {
    response.writeHead(status, headers);
    response.end();
    return;
  }
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(body));
}

/** Sends the headers of a `200` and half of a JSON body, then drops the connection. */
export function resetMidBody(response: ServerResponse): void {
  response.writeHead(200, { "content-type": "application/json", "content-length": "100" });
  response.write('["half of the ');
  // Once the headers and the half are out, the connection goes down under the body.
  setImmediate(() => response.socket?.destroy());
}
