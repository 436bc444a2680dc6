/**
 * A loopback HTTP server that records every request, for runtime tests of generated clients: the test
 * calls the client, then asserts on exactly what went over the wire.
 */
import {
  createServer,
  type IncomingMessage,
  METHODS,
  type RequestListener,
  type ServerResponse,
} from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Whether this Node's HTTP server parses the `QUERY` method (20.20, 22 and 24 do; 20.19.0 does not and answers
 * 400 before any handler runs). The clients send `QUERY` on every Node; only this server cannot receive it
 * there, so the tests of a `QUERY` call against it run where it can (Node 20.19, the oldest supported,
 * runs the smoke tests in CI).
 */
export const SERVER_RECEIVES_QUERY: boolean = METHODS.includes("QUERY");

export interface RecordedRequest {
  method: string;
  /** Path and query string exactly as received, e.g. `/pets?tags=a&tags=b`. */
  url: string;
  /** The part of `url` before `?`. */
  path: string;
  /** The part of `url` after `?` (without it); empty when there is none. */
  query: string;
  /** Lower-case names; repeated headers joined with `, ` as Node does. */
  headers: Record<string, string>;
  body: Buffer;
}

export interface CannedResponse {
  /** Default 200. */
  status?: number;
  headers?: Record<string, string>;
  /**
   * An object is sent as JSON with `content-type: application/json` (unless `headers` sets one); a string
   * or bytes are sent as they are, with only the headers given.
   */
  body?: string | Uint8Array | object;
}

export type RequestHandler = (request: RecordedRequest) => CannedResponse | Promise<CannedResponse>;

export interface RecordingServer {
  /** Base URL without a trailing slash, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** Every request received so far, in arrival order. */
  requests: RecordedRequest[];
  close(): Promise<void>;
}

/** Starts a server on 127.0.0.1 on a free port. Without a handler every request gets an empty 200. */
export async function startRecordingServer(handler: RequestHandler = () => ({})): Promise<RecordingServer> {
  const requests: RecordedRequest[] = [];
  const server = await startLoopbackServer((req, res) => {
    void respond(req, res, requests, handler);
  });
  return { ...server, requests };
}

/** A server on 127.0.0.1 on a free port, each request handed to `listener`. */
export async function startLoopbackServer(
  listener: RequestListener,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(listener);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        // Clients with keep-alive sockets, and answers a test holds, would otherwise hold close() open.
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function respond(
  req: IncomingMessage,
  res: ServerResponse,
  requests: RecordedRequest[],
  handler: RequestHandler,
): Promise<void> {
  try {
    const request = await recordRequest(req);
    requests.push(request);
    const { status = 200, headers = {}, body } = await handler(request);
    const { payload, contentType } = encodeBody(body);
    const hasContentType = Object.keys(headers).some((name) => name.toLowerCase() === "content-type");
    res.writeHead(
      status,
      contentType && !hasContentType ? { "content-type": contentType, ...headers } : headers,
    );
    res.end(payload);
  } catch (error) {
    // A throwing handler is a bug in the test; answer 500 with the message so the client side shows it.
    res.writeHead(500, { "content-type": "text/plain" });
    res.end(`recording server handler failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** The request as received: method, URL, headers and the whole body. */
export async function recordRequest(req: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const headers = recordedHeaders(req);
  return {
    method: req.method ?? "GET",
    url,
    path: queryStart === -1 ? url : url.slice(0, queryStart),
    query: queryStart === -1 ? "" : url.slice(queryStart + 1),
    headers,
    body: Buffer.concat(chunks),
  };
}

/**
 * `req.headers`, plus what Node leaves out of it: its parser assigns each name, so a header named
 * `__proto__` sets the object's prototype instead. Names missing as own properties are taken from
 * `rawHeaders`; every name here is an own property.
 */
function recordedHeaders(req: IncomingMessage): Record<string, string> {
  const entries = Object.entries(req.headers).flatMap(([name, value]) =>
    value === undefined ? [] : [[name, Array.isArray(value) ? value.join(", ") : value] as const],
  );
  const known = new Set(entries.map(([name]) => name));
  const missing = new Map<string, string[]>();
  for (let index = 0; index < req.rawHeaders.length; index += 2) {
    const name = (req.rawHeaders[index] ?? "").toLowerCase();
    if (!known.has(name)) missing.set(name, [...(missing.get(name) ?? []), req.rawHeaders[index + 1] ?? ""]);
  }
  return Object.fromEntries([...entries, ...[...missing].map(([name, values]) => [name, values.join(", ")])]);
}

/** Only objects get a content type: a test of a text or binary response states its own. */
function encodeBody(body: CannedResponse["body"]): {
  payload: string | Uint8Array | undefined;
  contentType?: string;
} {
  if (body === undefined || typeof body === "string" || body instanceof Uint8Array) return { payload: body };
  return { payload: JSON.stringify(body), contentType: "application/json" };
}
