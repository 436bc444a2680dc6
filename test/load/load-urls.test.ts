import { readFileSync, statSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import { at, brokenRefs, externals, FIXTURES, loadError, loadFixture } from "../support/load-fixtures.js";

describe("loadSpec: URLs", () => {
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    server = createServer((request, response) => {
      const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
      if (pathname === "/hang") return; // never answers
      if (pathname.startsWith("/redirect/")) {
        response.writeHead(302, { location: pathname.slice("/redirect".length) }).end();
        return;
      }
      const file = path.join(FIXTURES, pathname);
      if (!file.startsWith(FIXTURES) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
        response.writeHead(404, { "content-type": "text/plain" }).end("not here");
        return;
      }
      response.writeHead(200, { "content-type": "application/yaml" }).end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it("loads a multi-file spec over HTTP with the same bundle as from disk", async () => {
    const fromUrl = await loadSpec(`${origin}/multi/spec/root.yaml`);
    const fromDisk = await loadFixture("multi/spec/root.yaml");
    expect(fromUrl.source).toBe(`${origin}/multi/spec/root.yaml`);
    expect(fromUrl.document).toEqual(fromDisk.document);
  });

  it("resolves relative refs against the final URL after a redirect", async () => {
    const spec = await loadSpec(`${origin}/redirect/multi/spec/root.yaml`);
    expect(Object.keys(externals(spec.document))).toHaveLength(8);
  });

  it("reports an HTTP error status with the URL", async () => {
    const error = await loadError(`${origin}/missing.yaml`, { fetch });
    expect(error.code).toBe("input");
    expect(error.message).toBe(`${origin}/missing.yaml: HTTP 404 Not Found`);
  });

  it("reports a ref to a missing URL at the ref, naming the referencing URL", async () => {
    const error = await loadError(`${origin}/url/broken-ref.yaml`, { fetch });
    expect(error.code).toBe("ref");
    expect(error.message).toBe(
      `${origin}/url/broken-ref.yaml: unresolved $ref "./gone.yaml#/Gone" at #/components/schemas/Gone (${origin}/url/gone.yaml: HTTP 404 Not Found)`,
    );
  });

  it("follows an absolute http URL ref from a file, through the `fetch` option", async () => {
    const redirectToServer: typeof fetch = (input, init) =>
      fetch(String(input).replace("http://typewright.invalid", origin), init);
    const spec = await loadFixture("url/absolute-ref.yaml", { fetch: redirectToServer });
    expect(at(spec.document, "components", "schemas", "Remote", "$ref")).toBe(
      "#/x-typewright-external/pet/Owner",
    );
    expect(brokenRefs(spec.document)).toEqual([]);
  });

  it("gives up on a server that never answers after timeoutMs", async () => {
    // Not timed: the read's own signal is aborted by its time-out, while a read given an hour, started first,
    // still waits (timers fire in the order they are due: under one shared time-out, the first read's would
    // have fired first). Closing the server's connections in afterAll ends it.
    const watched = (signals: AbortSignal[]): typeof fetch => {
      return (input, init) => {
        if (init?.signal) signals.push(init.signal);
        return fetch(input, init);
      };
    };
    const patientSignals: AbortSignal[] = [];
    const signals: AbortSignal[] = [];
    const patient = loadError(`${origin}/hang`, { fetch: watched(patientSignals), timeoutMs: 3_600_000 });
    const error = await loadError(`${origin}/hang`, { fetch: watched(signals), timeoutMs: 200 });
    expect(error.code).toBe("input");
    expect(error.message).toBe(`cannot read ${origin}/hang: no complete response within 200 ms`);
    expect(signals.map((signal) => [signal.aborted, (signal.reason as Error | undefined)?.name])).toEqual([
      [true, "TimeoutError"],
    ]);
    expect(patientSignals.map((signal) => signal.aborted)).toEqual([false]);
    patient.catch(() => undefined);
  });

  it("refuses a source URL of a scheme it does not read, instead of reading it as a path", async () => {
    const error = await loadError("ftp://example.test/spec.yaml");
    expect(error.code).toBe("input");
    expect(error.message).toBe(
      'cannot read ftp://example.test/spec.yaml: unsupported URI scheme "ftp:" (http, https and file are read)',
    );
  });

  it("reports a network failure with the URL", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const url = `http://127.0.0.1:${(closed.address() as AddressInfo).port}/spec.yaml`;
    await new Promise((resolve) => closed.close(resolve));
    const error = await loadError(url, { fetch });
    expect(error.code).toBe("input");
    expect(error.message).toMatch(
      new RegExp(`^cannot read ${url.replace(/[.]/g, "\\.")}: network error \\(.*ECONNREFUSED`),
    );
  });
});
