/**
 * The client setup file (`clientSetup`) as the generator scaffolds it, run against a live server for the
 * templates whose setup is a `setupClient(baseUrl, headers)` function (fetch, axios, xior; swr and tsq use
 * their HTTP client's): called once, every later call goes to that server with those headers. ky's
 * `createKyConfig`, ng1's `setupClient(module)` and ng2's `provideApiClient` are run in their own files.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import type { GeneratedClient } from "../support/client-under-test.js";
import { registerEverythingServer } from "../support/everything-server.js";
import { fixturePath } from "../support/generated-module.js";

/** In the repository (ignored by git), so that the generated files' `axios` and `xior` imports resolve. */
const MODULE_FOLDER = fileURLToPath(new URL("../../.tmp/generated-modules/", import.meta.url));
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

interface SetupModule {
  setupClient(baseUrl?: string, headers?: Record<string, string>): void;
}

/** Generates the client and its setup file into a folder of their own and imports both. */
async function importWithSetup(template: "fetch" | "axios" | "xior") {
  const folder = path.join(MODULE_FOLDER, `client-setup-${template}-${process.pid}-${folders.length}`);
  folders.push(folder);
  const { files } = await generateFiles({
    src: fixturePath("clients/everything.yaml"),
    template,
    out: path.join(folder, "api", "client.ts"),
    clientSetup: path.join(folder, "setup.ts"),
  });
  for (const file of files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
  }
  const setup = (await import(path.join(folder, "setup.ts"))) as SetupModule;
  const api = (await import(path.join(folder, "api", "client.ts"))) as GeneratedClient;
  return { setup, api };
}

describe.each(["fetch", "axios", "xior"] as const)("the scaffolded client setup of %s", (template) => {
  const { server, lastRequest } = registerEverythingServer();

  it("points every call at the server it is given and sends its headers with each", async () => {
    const { setup, api } = await importWithSetup(template);
    setup.setupClient(server().url, { Authorization: "Bearer from-setup", "X-From-Setup": "yes" });
    await api.itemsClient.getItemPart?.("i", 1, "q");
    expect(lastRequest().path).toBe("/items/i/parts/1");
    expect(lastRequest().headers).toMatchObject({
      authorization: "Bearer from-setup",
      "x-from-setup": "yes",
    });
    await api.itemsClient.getItemPart?.("j", 2, "q", undefined, undefined, undefined, undefined, "req-9");
    expect(lastRequest().path).toBe("/items/j/parts/2");
    expect(lastRequest().headers).toMatchObject({
      authorization: "Bearer from-setup",
      "x-from-setup": "yes",
      "x-request-id": "req-9",
    });
  });
});
