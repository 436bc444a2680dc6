/**
 * Live-server scenarios for request bodies whose media type and schema disagree (fixtures/clients/
 * request-shapes.yaml): every value a body's type admits must reach the wire as the media type
 * says, byte for byte. Registered by `clientScenarios` for every template, on its server (and, for ng1, in
 * its page: values handed to the client are made with the page's own classes, like the page's code would).
 */
import { expect, it } from "vitest";
import type { BrowserPage, ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { RecordedRequest } from "./http-server.js";

export const REQUEST_SHAPES_FIXTURE = "fixtures/clients/request-shapes.yaml";

export interface RequestShapeContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
  /** The classes values handed to the client are made with: the page's in a browser, else Node's. */
  values(): Pick<BrowserPage, "Blob" | "Uint8Array">;
}

/** The multipart part named `name` (headers and content), from the raw body. */
function multipartParts(request: RecordedRequest, name: string): string[] {
  const boundary = /boundary=(.+)$/.exec(request.headers["content-type"] ?? "")?.[1];
  if (!boundary) throw new Error(`not a multipart request: ${request.headers["content-type"]}`);
  return request.body
    .toString("latin1")
    .split(`--${boundary}`)
    .filter((part) => part.includes(`name="${name}"`));
}

/** A part's content: what follows the blank line after its headers, without the closing line break. */
function partContent(part: string): string {
  return part.slice(part.indexOf("\r\n\r\n") + 4, -2);
}

export function requestShapeScenarios({ lastRequest, load, values }: RequestShapeContext): void {
  const loadShapes = () => load({}, REQUEST_SHAPES_FIXTURE);

  it("request shapes: a binary body with an object schema sends Blob, ArrayBuffer, Uint8Array and string bytes", async () => {
    const { filesClient } = await loadShapes();
    const page = values();
    // A view into the middle of a larger buffer: only its own bytes may be sent.
    const view = new page.Uint8Array([9, 0, 1, 2, 255, 9]).subarray(1, 5);
    const sent: [string, unknown, number[]][] = [
      ["Blob", new page.Blob([new page.Uint8Array([0, 1, 2, 255])]), [0, 1, 2, 255]],
      ["ArrayBuffer", new page.Uint8Array([0, 1, 2, 255]).buffer, [0, 1, 2, 255]],
      ["Uint8Array", view, [0, 1, 2, 255]],
      ["string", "héllo", [...new TextEncoder().encode("héllo")]],
    ];
    for (const [kind, body, bytes] of sent) {
      await filesClient.putOctetObject?.(body);
      expect(lastRequest().headers["content-type"], kind).toBe("application/octet-stream");
      expect([...lastRequest().body], kind).toEqual(bytes);
    }
  });

  it("request shapes: a binary body keeps its own media type (image/png over an object schema)", async () => {
    const { filesClient } = await loadShapes();
    await filesClient.putImage?.(new (values().Blob)(["PNG!"]));
    expect(lastRequest().headers["content-type"]).toBe("image/png");
    expect(lastRequest().body.toString()).toBe("PNG!");
  });

  it("request shapes: XML and numbers under text/plain are sent as their text; Content-Type and Accept parameters are gone", async () => {
    const { filesClient } = await loadShapes();
    await filesClient.postXmlNote?.("<note><text>hi</text></note>", "n-1");
    expect(lastRequest().headers["content-type"]).toBe("application/xml");
    expect(lastRequest().headers["x-note-id"]).toBe("n-1");
    expect(lastRequest().body.toString()).toBe("<note><text>hi</text></note>");
    await filesClient.postCount?.(42);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("42");
  });

  it("request shapes: object and array header values go in simple style; content: application/json parameters as JSON text", async () => {
    const { filesClient } = await loadShapes();
    await filesClient.searchFiles?.({ owner: "ann", size: 2 }, { x: 1, y: -2 }, ["a b", "c"], {
      name: "x&y",
    });
    const request = lastRequest();
    expect(request.headers["x-filter"]).toBe('{"owner":"ann","size":2}');
    expect(request.headers["x-point"]).toBe("x,1,y,-2");
    expect(request.headers["x-tags"]).toBe("a b,c");
    expect(request.query).toBe("where=%7B%22name%22%3A%22x%26y%22%7D");
    // Optional ones left out send nothing.
    await filesClient.searchFiles?.({ owner: "bo" });
    expect(lastRequest().headers["x-filter"]).toBe('{"owner":"bo"}');
    expect(lastRequest().headers).not.toHaveProperty("x-point");
    expect(lastRequest().headers).not.toHaveProperty("x-tags");
    expect(lastRequest().query).toBe("");
  });

  it("request shapes: format binary inside a JSON body is a string on the wire", async () => {
    const { filesClient } = await loadShapes();
    await filesClient.postAttachmentJson?.({ name: "a", data: "aGk=", thumbnails: ["dA=="] });
    expect(lastRequest().headers["content-type"]).toBe("application/json");
    expect(lastRequest().body.toString()).toBe('{"name":"a","data":"aGk=","thumbnails":["dA=="]}');
  });

  it("request shapes: the same schema as a multipart body sends its binary parts as files", async () => {
    const { filesClient } = await loadShapes();
    const page = values();
    await filesClient.uploadAttachment?.({
      name: "n",
      data: new page.Blob(["PNG!"], { type: "image/png" }),
      thumbnails: [new page.Blob(["t1"]), new page.Blob(["t2"])],
      origin: { raw: "r" },
    });
    const request = lastRequest();
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const [data] = multipartParts(request, "data");
    expect(data).toMatch(/filename="[^"]*"\r\nContent-Type: image\/png\r\n/);
    expect(partContent(data ?? "")).toBe("PNG!");
    const thumbnails = multipartParts(request, "thumbnails");
    expect(thumbnails.map(partContent)).toEqual(["t1", "t2"]);
    expect(thumbnails.every((part) => part.includes("filename="))).toBe(true);
    expect(multipartParts(request, "name").map(partContent)).toEqual(["n"]);
    // Below a part, values are JSON text: a binary property there is a string.
    expect(multipartParts(request, "origin").map(partContent)).toEqual(['{"raw":"r"}']);
  });

  it("request shapes: multipart arrays of files, a named binary part and a JSON part", async () => {
    const { filesClient } = await loadShapes();
    const page = values();
    await filesClient.uploadBatch?.({
      files: [new page.Blob(["f1"]), new page.Blob(["f2"])],
      cover: new page.Blob(["cover"]),
      meta: { name: "m", data: "aGk=" },
    });
    const request = lastRequest();
    expect(multipartParts(request, "files").map(partContent)).toEqual(["f1", "f2"]);
    expect(multipartParts(request, "cover").map(partContent)).toEqual(["cover"]);
    expect(multipartParts(request, "meta").map(partContent)).toEqual(['{"name":"m","data":"aGk="}']);
  });

  it("request shapes: object enum values and required names without a declared property are sent", async () => {
    const { itemsClient } = await loadShapes();
    await itemsClient.putState?.("s1", { mode: { any: "object" }, revision: 3, extra: 4, "x-tag": "t" });
    expect(lastRequest().path).toBe("/items/s1/state");
    expect(lastRequest().headers["content-type"]).toBe("application/json");
    expect(lastRequest().body.toString()).toBe(
      '{"mode":{"any":"object"},"revision":3,"extra":4,"x-tag":"t"}',
    );
  });
}
