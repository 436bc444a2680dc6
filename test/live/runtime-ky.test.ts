/**
 * The ky client against a live server, once with ky 2 and once with ky 1.7.4, the lowest (the generated
 * file's `'ky'` import pointed at the `ky1` alias): the shared client scenarios, plus ky's own concerns (the instance
 * from `createKyConfig()`, non-2xx without ky's HTTPError or retries, ky's header forms).
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { clientScenarios } from "../support/client-scenarios.js";
import type { ClientUnderTest, GeneratedClient } from "../support/client-under-test.js";
import { BROKEN_JSON_HEADER } from "../support/everything-server.js";
import { fixturePath } from "../support/generated-module.js";
import { KY_VERSIONS, type KyVersion, pointKyImportAt } from "../support/ky-versions.js";

interface ApiErrorLike {
  status: number;
  body: unknown;
}

/** Generated setup-file modules live in the repository (ignored by git) so `ky` and `ky1` resolve. */
const MODULE_FOLDER = fileURLToPath(new URL("../../.tmp/generated-modules/", import.meta.url));
const moduleFolders: string[] = [];
afterAll(() => {
  for (const folder of moduleFolders) rmSync(folder, { recursive: true, force: true });
});

/** The ky client with `clientSetup`, and a setup file whose config adds a header to every request. */
async function importKyClientWithSetup(version: KyVersion): Promise<GeneratedClient> {
  const folder = path.join(
    MODULE_FOLDER,
    `ky-setup-${version.specifier}-${process.pid}-${moduleFolders.length}`,
  );
  mkdirSync(folder, { recursive: true });
  moduleFolders.push(folder);
  const out = path.join(folder, "api", "client.ts");
  const setup = path.join(folder, "ky-setup.ts");
  const { files } = await generate({
    src: fixturePath("clients/everything.yaml"),
    template: "ky",
    out,
    clientSetup: setup,
  });
  writeFileSync(out, pointKyImportAt(files[0]?.content ?? "", version.specifier));
  // Written after generating: the test's own setup file, whatever the generator scaffolds there.
  writeFileSync(setup, "export const createKyConfig = () => ({ headers: { 'X-From-Setup': 'yes' } });\n");
  return (await import(out)) as GeneratedClient;
}

describe.each(KY_VERSIONS)("ky template against a live server ($name)", (version) => {
  const kyClient: ClientUnderTest = {
    template: "ky",
    setBaseUrl: (module, url) => {
      (module.clientDefaults as { baseUrl: string }).baseUrl = url;
    },
    nativeBody: (result) => result,
    failure: (error) => ({ status: (error as ApiErrorLike).status, body: (error as ApiErrorLike).body }),
    responseHeader: (headers, name) => (headers as Headers).get(name),
    transformCode: (code) => pointKyImportAt(code, version.specifier),
  };
  const { load, lastRequest, server } = clientScenarios(kyClient);

  it("runs on the ky version under test", async () => {
    const { http } = await load();
    // `ky.retry()` (force a retry from a hook) is in ky 2, not in ky 1.7.4 (the `ky1` alias).
    expect("retry" in (http as object)).toBe(version.specifier === "ky");
  });

  it("cannot send TRACE: the fetch standard forbids it, so ky's Request refuses it", async () => {
    const { defaultClient } = await load();
    await expect(defaultClient.traceHealth?.()).rejects.toThrow(/TRACE/);
  });

  it("rejects with the exported ApiError class (statusText and headers too)", async () => {
    const { itemsClient, ApiError } = await load();
    const failure = await itemsClient.getItemPart?.("missing", 1, "q").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError as new () => Error);
    expect(failure).toMatchObject({
      status: 404,
      statusText: "Not Found",
      body: { message: "no such item" },
    });
    expect((failure as { headers: Headers }).headers).toBeInstanceOf(Headers);
    expect(String(failure)).toBe("ApiError: GET /items/{item-id}/parts/{partId}: HTTP 404 Not Found");
  });

  it("keeps the text of a failure body labelled JSON that is not JSON (bodyText), body undefined", async () => {
    const { itemsClient } = await load();
    const page = "<html>Bad Gateway</html>";
    const failure = await itemsClient
      .listItems?.(undefined, undefined, undefined, undefined, { headers: { [BROKEN_JSON_HEADER]: page } })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ name: "ApiError", status: 502, body: undefined, bodyText: page });
  });

  it("does not let ky retry a 5xx", async () => {
    const { itemsClient } = await load();
    const before = server().requests.length;
    const failure = await itemsClient.getItemPart?.("explode", 1, "q").catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 500, body: "exploded" });
    expect(server().requests.length - before).toBe(1);
  });

  it("takes per-call headers as a Headers object, and removes a header set to undefined", async () => {
    const { itemsClient } = await load();
    const call = (requestId: string, headers: HeadersInit | Record<string, undefined>) =>
      itemsClient.getItemPart?.(
        "i",
        1,
        "q",
        undefined,
        undefined,
        undefined,
        undefined,
        requestId,
        undefined,
        {
          headers,
        },
      );
    await call("req-2", new Headers({ "X-Other": "2" }));
    expect(lastRequest().headers).toMatchObject({ "x-request-id": "req-2", "x-other": "2" });
    await call("req-3", { "X-Request-Id": undefined });
    expect(lastRequest().headers["x-request-id"]).toBeUndefined();
  });

  it("creates the instance from the setup file's createKyConfig() with clientSetup", async () => {
    const { itemsClient, clientDefaults } = await importKyClientWithSetup(version);
    (clientDefaults as { baseUrl: string }).baseUrl = server().url;
    await itemsClient.getItemPart?.("i", 1, "q");
    expect(lastRequest().headers["x-from-setup"]).toBe("yes");
  });
});
