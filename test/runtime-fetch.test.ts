import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGenerated } from "./support/generated-module.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "./support/http-server.js";

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type AnyClient = Record<string, (...args: any[]) => Promise<any>>;

/** Answers per route like the fixture describes, so every operation of everything.yaml can be called. */
function answer(request: RecordedRequest) {
  if (request.path.startsWith("/items/") && request.path.includes("missing")) {
    return { status: 404, body: { message: "no such item" } };
  }
  if (request.path.startsWith("/items/")) return { body: { id: 7, name: "wheel" } };
  if (request.path === "/items" && request.method === "POST")
    return { status: 201, body: { id: 1, name: "new" } };
  if (request.path === "/items") return { body: [{ id: 1, name: "a" }] };
  if (request.path === "/uploads") return { status: 204 };
  if (request.path === "/forms") return { headers: { "content-type": "text/plain" }, body: "form ok" };
  if (request.path === "/blobs")
    return { headers: { "content-type": "application/octet-stream" }, body: request.body };
  if (request.path === "/notes") return { body: request.body.length as unknown as Json };
  if (request.path === "/boom")
    return { status: 500, headers: { "content-type": "text/plain" }, body: "exploded" };
  return { status: 204 };
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer(answer);
});
afterAll(async () => {
  await server.close();
});

async function client(options: Json = {}) {
  const { module } = await importGenerated<Json>("fixtures/clients/everything.yaml", {
    template: "fetch",
    ...options,
  });
  (module.clientDefaults as { baseUrl: string }).baseUrl = server.url;
  return module as Json & { itemsClient: AnyClient; filesClient: AnyClient; defaultClient: AnyClient };
}

function lastRequest(): RecordedRequest {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request was received");
  return request;
}

describe("fetch template against a live server", () => {
  it("sends path, query, header and cookie parameters and decodes JSON", async () => {
    const { itemsClient } = await client();
    const part = await itemsClient.getItemPart?.(
      "a/b c",
      3,
      "wheels",
      10,
      ["x", "y"],
      { color: "red", size: 2 },
      new Date("2024-01-02T03:04:05Z"),
      "req-1",
      "s3cret",
    );
    expect(part).toEqual({ id: 7, name: "wheel" });
    const request = lastRequest();
    expect(request.method).toBe("GET");
    expect(request.path).toBe("/items/a%2Fb%20c/parts/3");
    expect(request.query).toBe(
      "q=wheels&limit=10&tags=x&tags=y&filter.color=red&filter.size=2&since=2024-01-02T03%3A04%3A05.000Z",
    );
    expect(request.headers["x-request-id"]).toBe("req-1");
    expect(request.headers.cookie).toBe("session=s3cret");
  });

  it("serializes queries for all six allowDots × arrayFormat cells", async () => {
    const cells: [boolean, string, string][] = [
      [true, "repeat", "q=s&tags=a&tags=b&filter.color=red"],
      [true, "brackets", "q=s&tags[]=a&tags[]=b&filter.color=red"],
      [true, "indices", "q=s&tags[0]=a&tags[1]=b&filter.color=red"],
      [false, "repeat", "q=s&tags=a&tags=b&filter[color]=red"],
      [false, "brackets", "q=s&tags[]=a&tags[]=b&filter[color]=red"],
      [false, "indices", "q=s&tags[0]=a&tags[1]=b&filter[color]=red"],
    ];
    for (const [allowDots, arrayFormat, expected] of cells) {
      const { itemsClient } = await client({ queryParamsSerialization: { allowDots, arrayFormat } });
      await itemsClient.getItemPart?.("i", 1, "s", undefined, ["a", "b"], { color: "red" });
      expect(lastRequest().query, `${allowDots} ${arrayFormat}`).toBe(expected);
    }
  });

  it("groups query parameters into one object with queryParamsAsObject", async () => {
    const { itemsClient } = await client({ queryParamsSerialization: { queryParamsAsObject: true } });
    await itemsClient.getItemPart?.("i", 1, { q: "s", limit: 5, tags: ["t"] });
    expect(lastRequest().query).toBe("q=s&limit=5&tags=t");
  });

  it("sends JSON, multipart, urlencoded, binary and text bodies byte for byte", async () => {
    const { itemsClient, filesClient } = await client();
    const created = await itemsClient.createItem?.(
      { name: "new", createdAt: new Date("2024-01-01T00:00:00Z") },
      true,
      "trace-1",
    );
    expect(created).toEqual({ id: 1, name: "new" });
    let request = lastRequest();
    expect(request.query).toBe("dryRun=true");
    expect(request.headers["x-trace"]).toBe("trace-1");
    expect(request.headers["content-type"]).toBe("application/json");
    expect(request.body.toString()).toBe('{"name":"new","createdAt":"2024-01-01T00:00:00.000Z"}');

    await filesClient.uploadFile?.({
      file: new Blob(["PNG!"], { type: "image/png" }),
      description: "pic",
      labels: ["a", "b"],
      meta: { origin: "cam" },
    });
    request = lastRequest();
    expect(request.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const multipart = request.body.toString();
    expect(multipart).toContain('name="file"');
    expect(multipart).toContain("PNG!");
    expect(multipart.match(/name="labels"/g)).toHaveLength(2);
    expect(multipart).toContain('{"origin":"cam"}');

    expect(await filesClient.submitForm?.({ name: "a b", count: 2 })).toBe("form ok");
    request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body.toString()).toBe("name=a+b&count=2");

    const bytes = new Uint8Array([0, 1, 2, 255]);
    const echoed = await filesClient.putBlob?.(new Blob([bytes]));
    expect(lastRequest().headers["content-type"]).toBe("application/octet-stream");
    expect([...lastRequest().body]).toEqual([0, 1, 2, 255]);
    expect(echoed).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (echoed as Blob).arrayBuffer())).toEqual(bytes);

    expect(await filesClient.postNote?.("héllo")).toBe(6);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("héllo");
  });

  it("returns undefined for 204 and sends HEAD, OPTIONS and TRACE", async () => {
    const { defaultClient } = await client();
    expect(await defaultClient.headHealth?.()).toBeUndefined();
    expect(lastRequest().method).toBe("HEAD");
    expect(await defaultClient.optionsHealth?.()).toBeUndefined();
    expect(lastRequest().method).toBe("OPTIONS");
  });

  it("rejects non-2xx responses with ApiError carrying status and parsed body", async () => {
    const { itemsClient, ApiError } = await client();
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError as new () => Error);
    expect(failure).toMatchObject({ status: 404, body: { message: "no such item" } });
  });

  it("wraps responses in APIResponse with responseShape full", async () => {
    const { itemsClient } = await client({ responseShape: "full" });
    const response = await itemsClient.createItem?.({ name: "new" });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 1, name: "new" });
    expect(response.headers).toBeInstanceOf(Headers);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("passes per-call options such as an AbortSignal and extra headers", async () => {
    const { itemsClient } = await client();
    const controller = new AbortController();
    controller.abort();
    await expect(
      itemsClient.listItems?.(undefined, undefined, undefined, undefined, { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
    await itemsClient.listItems?.("o", "h", 2, "ignored", { headers: { "X-Extra": "1" } });
    expect(lastRequest().headers["x-extra"]).toBe("1");
    expect(lastRequest().query).toBe("options=o&http=h&page=2");
  });
});
