/**
 * The runtime helpers are typed so that the output compiles without the DOM lib (Node's types only); these
 * pin what the parts written for that do with the values Node's types admit.
 */
import { describe, expect, it } from "vitest";
import { axiosErrorBody } from "../../src/runtime/axios-client.js";
import { kyRequestHeaders } from "../../src/runtime/ky-client.js";
import { binaryBody, encodeBody, type RequestDescriptor } from "../../src/runtime/request-parts.js";

function binaryRequest(body: unknown): RequestDescriptor {
  return { method: "POST", path: "/upload", body, bodyEncoding: binaryBody, responseDecoding: "void" };
}

/** Bytes 2..4 of 0..7, through a view that starts and ends inside its buffer. */
const MIDDLE = { buffer: new Uint8Array([0, 1, 2, 3, 4, 5, 6, 7]).buffer, offset: 2, length: 3 };

describe("a binary body given as a view", () => {
  it("is a Blob of exactly the bytes the view covers, whatever the view type", async () => {
    const { buffer, offset, length } = MIDDLE;
    for (const view of [new Uint8Array(buffer, offset, length), new DataView(buffer, offset, length)]) {
      const { body, contentType } = encodeBody(binaryRequest(view));
      expect(body).toBeInstanceOf(Blob);
      expect([...new Uint8Array(await (body as Blob).arrayBuffer())]).toEqual([2, 3, 4]);
      expect(contentType).toBe("application/octet-stream");
    }
  });
});

describe("axiosErrorBody", () => {
  it("decodes an ArrayBuffer, and only the bytes a view covers", () => {
    const json = new TextEncoder().encode('xx{"code":7}yy');
    const inner = { offset: 2, length: json.length - 4 };
    expect(axiosErrorBody(json.buffer.slice(2, -2), "application/json")).toEqual({ code: 7 });
    expect(axiosErrorBody(json.subarray(2, -2), "application/json")).toEqual({ code: 7 });
    expect(axiosErrorBody(new DataView(json.buffer, inner.offset, inner.length), "text/plain")).toBe(
      '{"code":7}',
    );
  });
});

describe("kyRequestHeaders", () => {
  it("joins a list value of a header record (Node's HeadersInit has them) as new Headers does", () => {
    const request: RequestDescriptor = {
      method: "GET",
      path: "/",
      headers: { "X-Own": "a" },
      responseDecoding: "json",
    };
    const overrides = { "X-List": ["b", "c"], "X-Own": undefined } as unknown as Record<string, string>;
    const headers = kyRequestHeaders(request, undefined, overrides);
    expect(headers.get("X-List")).toBe(new Headers({ "X-List": "b,c" }).get("X-List"));
    expect(headers.get("X-List")).toBe("b,c");
    expect(headers.has("X-Own")).toBe(false);
  });
});
