/**
 * The ky client against a live server, once with ky 2 and once with ky 1 (the generated file's `'ky'`
 * import pointed at the `ky1` alias): the same scenarios as runtime-fetch.test.ts, plus ky's own concerns
 * (the instance from `createKyConfig()`, non-2xx without ky's HTTPError or retries).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generate } from "../src/index.js";
import { fixturePath } from "./support/generated-module.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "./support/http-server.js";
import { KY_VERSIONS, type KyVersion, pointKyImportAt } from "./support/ky-versions.js";

type Json = Record<string, unknown>;
// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type AnyClient = Record<string, (...args: any[]) => Promise<any>>;
type KyClientModule = Json & {
  itemsClient: AnyClient;
  filesClient: AnyClient;
  defaultClient: AnyClient;
  clientDefaults: { baseUrl: string };
  http: object;
};

/** Generated modules live in the repository (ignored by git) so `ky` and `ky1` resolve from node_modules. */
const MODULE_FOLDER = fileURLToPath(new URL("../.tmp/generated-modules/", import.meta.url));
const moduleFolders: string[] = [];

/** A fresh folder per generated module: each import must load new code, and setup files sit beside it. */
function moduleFolder(version: KyVersion): string {
  const folder = path.join(MODULE_FOLDER, `ky-${version.specifier}-${process.pid}-${moduleFolders.length}`);
  mkdirSync(folder, { recursive: true });
  moduleFolders.push(folder);
  return folder;
}

/** Generates the ky client for everything.yaml, pointed at `version`, and imports it. */
async function importKyClient(
  version: KyVersion,
  options: Omit<GenerateOptions, "src" | "out"> = {},
): Promise<KyClientModule> {
  const code = await generate({ src: fixturePath("clients/everything.yaml"), template: "ky", ...options });
  const file = path.join(moduleFolder(version), "client.ts");
  writeFileSync(file, pointKyImportAt(code, version.specifier));
  return (await import(file)) as KyClientModule;
}

/** Like `importKyClient`, with `clientSetup` and a setup file whose config adds a header to every request. */
async function importKyClientWithSetup(version: KyVersion): Promise<KyClientModule> {
  const folder = moduleFolder(version);
  const out = path.join(folder, "api", "client.ts");
  const setup = path.join(folder, "ky-setup.ts");
  const { files } = await generate({
    src: fixturePath("clients/everything.yaml"),
    template: "ky",
    out,
    clientSetup: setup,
  });
  writeFileSync(out, pointKyImportAt(files[0]?.content ?? "", version.specifier));
  // Written after generating: the test's own setup file, whatever the generator may scaffold there.
  writeFileSync(setup, "export const createKyConfig = () => ({ headers: { 'X-From-Setup': 'yes' } });\n");
  return (await import(out)) as KyClientModule;
}

/** Answers per route like the fixture describes, so every operation of everything.yaml can be called. */
function answer(request: RecordedRequest) {
  if (request.path.includes("explode")) {
    return { status: 503, headers: { "content-type": "text/plain" }, body: "exploded" };
  }
  if (request.path.includes("missing")) return { status: 404, body: { message: "no such item" } };
  if (request.path.startsWith("/items/") || request.path.startsWith("/api/items/")) {
    return { body: { id: 7, name: "wheel" } };
  }
  if (request.path === "/items" && request.method === "POST") {
    return { status: 201, body: { id: 1, name: "new" } };
  }
  if (request.path === "/items") return { body: [{ id: 1, name: "a" }] };
  if (request.path === "/uploads") return { status: 204 };
  if (request.path === "/forms") return { headers: { "content-type": "text/plain" }, body: "form ok" };
  if (request.path === "/blobs") {
    return { headers: { "content-type": "application/octet-stream" }, body: request.body };
  }
  if (request.path === "/notes") return { body: request.body.length as unknown as Json };
  return { status: 204 };
}

let server: RecordingServer;
beforeAll(async () => {
  server = await startRecordingServer(answer);
});
afterAll(async () => {
  await server.close();
  // Imported modules stay loaded; their files are no longer needed.
  for (const folder of moduleFolders) rmSync(folder, { recursive: true, force: true });
});

function lastRequest(): RecordedRequest {
  const request = server.requests.at(-1);
  if (!request) throw new Error("no request was received");
  return request;
}

describe.each(KY_VERSIONS)("ky template against a live server ($name)", (version) => {
  async function client(options: Omit<GenerateOptions, "src" | "out"> = {}): Promise<KyClientModule> {
    const module = await importKyClient(version, options);
    module.clientDefaults.baseUrl = server.url;
    return module;
  }

  it("runs on the ky version under test", async () => {
    const { http } = await client();
    // `ky.retry()` (force a retry from a hook) only exists since ky 2.
    expect("retry" in http).toBe(version.specifier === "ky");
  });

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
    const cells: [boolean, "repeat" | "brackets" | "indices", string][] = [
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
    await itemsClient.getItemPart?.("i", 1, { q: "s", limit: 5, tags: ["t"], since: undefined });
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
    expect(request.method).toBe("POST");
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
    expect(multipart).toContain("Content-Type: image/png");
    expect(multipart).toContain("PNG!");
    expect(multipart.match(/name="labels"/g)).toHaveLength(2);
    expect(multipart).toContain('{"origin":"cam"}');

    expect(await filesClient.submitForm?.({ name: "a b", count: 2 })).toBe("form ok");
    request = lastRequest();
    expect(request.headers["content-type"]).toBe("application/x-www-form-urlencoded");
    expect(request.body.toString()).toBe("name=a+b&count=2");

    const bytes = new Uint8Array([0, 1, 2, 255]);
    const echoed = await filesClient.putBlob?.(new Blob([bytes]));
    expect(lastRequest().method).toBe("PUT");
    expect(lastRequest().headers["content-type"]).toBe("application/octet-stream");
    expect([...lastRequest().body]).toEqual([0, 1, 2, 255]);
    expect(echoed).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (echoed as Blob).arrayBuffer())).toEqual(bytes);

    expect(await filesClient.postNote?.("héllo")).toBe(6);
    expect(lastRequest().headers["content-type"]).toBe("text/plain");
    expect(lastRequest().body.toString()).toBe("héllo");
  });

  it("returns undefined for 204 and sends HEAD and OPTIONS", async () => {
    const { defaultClient, filesClient } = await client();
    expect(await filesClient.uploadFile?.({ file: new Blob(["x"]) })).toBeUndefined();
    expect(await defaultClient.headHealth?.()).toBeUndefined();
    expect(lastRequest().method).toBe("HEAD");
    expect(await defaultClient.optionsHealth?.()).toBeUndefined();
    expect(lastRequest().method).toBe("OPTIONS");
  });

  it("cannot send TRACE: the fetch standard forbids it, so ky's Request refuses it", async () => {
    const { defaultClient } = await client();
    await expect(defaultClient.traceHealth?.()).rejects.toThrow(/TRACE/);
  });

  it("rejects a 4xx with ApiError carrying status and the parsed JSON body", async () => {
    const { itemsClient, ApiError } = await client();
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError as new () => Error);
    expect(failure).toMatchObject({
      status: 404,
      statusText: "Not Found",
      body: { message: "no such item" },
    });
    expect((failure as { headers: Headers }).headers).toBeInstanceOf(Headers);
  });

  it("rejects a 5xx with ApiError carrying the text body, without ky retrying it", async () => {
    const { itemsClient, ApiError } = await client();
    const before = server.requests.length;
    const failure = await itemsClient.getItemPart?.("explode", 1, "q").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError as new () => Error);
    expect(failure).toMatchObject({ status: 503, body: "exploded" });
    expect(server.requests.length - before).toBe(1);
  });

  it("wraps responses in APIResponse with responseShape full", async () => {
    const { itemsClient } = await client({ responseShape: "full" });
    const response = await itemsClient.createItem?.({ name: "new" });
    expect(response.status).toBe(201);
    expect(response.data).toEqual({ id: 1, name: "new" });
    expect(response.headers).toBeInstanceOf(Headers);
    expect(response.headers.get("content-type")).toContain("application/json");
  });

  it("passes per-call ky options: an AbortSignal, extra headers, header removal", async () => {
    const { itemsClient } = await client();
    const controller = new AbortController();
    controller.abort();
    await expect(
      itemsClient.listItems?.(undefined, undefined, undefined, undefined, { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
    await itemsClient.listItems?.("o", "h", 2, "ignored", { headers: { "X-Extra": "1" } });
    expect(lastRequest().headers["x-extra"]).toBe("1");
    expect(lastRequest().query).toBe("options=o&http=h&page=2");
    await itemsClient.getItemPart?.(
      "i",
      1,
      "q",
      undefined,
      undefined,
      undefined,
      undefined,
      "req-2",
      undefined,
      {
        headers: new Headers({ "X-Other": "2" }),
      },
    );
    expect(lastRequest().headers).toMatchObject({ "x-request-id": "req-2", "x-other": "2" });
    await itemsClient.getItemPart?.(
      "i",
      1,
      "q",
      undefined,
      undefined,
      undefined,
      undefined,
      "req-3",
      undefined,
      {
        headers: { "X-Request-Id": undefined },
      },
    );
    expect(lastRequest().headers["x-request-id"]).toBeUndefined();
  });

  it("uses the baked-in baseUrl and follows a runtime override", async () => {
    const module = await importKyClient(version, { baseUrl: `${server.url}/api/` });
    await module.itemsClient.getItemPart?.("i", 1, "q");
    expect(lastRequest().path).toBe("/api/items/i/parts/1");
    module.clientDefaults.baseUrl = server.url;
    await module.itemsClient.getItemPart?.("i", 1, "q");
    expect(lastRequest().path).toBe("/items/i/parts/1");
  });

  it("creates the instance from the setup file's createKyConfig() with clientSetup", async () => {
    const { itemsClient, clientDefaults } = await importKyClientWithSetup(version);
    clientDefaults.baseUrl = server.url;
    await itemsClient.getItemPart?.("i", 1, "q");
    expect(lastRequest().headers["x-from-setup"]).toBe("yes");
  });
});
