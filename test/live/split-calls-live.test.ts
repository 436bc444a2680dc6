/**
 * `split: "tags"` against a live server on 127.0.0.1: the same calls through the split set's `index.ts` and
 * through the single file send the same requests, byte for byte, and resolve to the same decoded values, on
 * every template that runs in Node; and so do the query and mutation options of the hooks, split by tag too.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { generate as generateInMemory } from "../../src/generate.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { type BaseUrlSettings, fixturePath, pointClientAt } from "../support/generated-module.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "../support/http-server.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDER = path.join(REPO_ROOT, ".tmp", "generated-modules", `split-${process.pid}`);

// biome-ignore lint/suspicious/noExplicitAny: the generated modules are checked by the compile tests; here they run.
type Call = (...args: any[]) => Promise<any>;
type PetstoreModule = BaseUrlSettings & {
  listPets: Call;
  showPetById: Call;
  createPet: Call;
  deletePet: Call;
  placeOrder: Call;
  petClient: Record<string, Call>;
};

/** Writes the files of `split` (or the single file) for `template` and imports the module a user imports. */
async function importOutput(template: string, split: "none" | "tags"): Promise<PetstoreModule> {
  const folder = path.join(FOLDER, template, split);
  const out = split === "tags" ? folder : path.join(folder, "client.ts");
  const options = resolveOptions(
    { src: fixturePath("petstore.yaml"), out, template, split, responseShape: "body" },
    BUILTIN_OUTPUTS,
  );
  const result = await generateInMemory(options, { write: false });
  mkdirSync(folder, { recursive: true });
  for (const file of result.files) writeFileSync(file.path, file.content);
  return (await import(split === "tags" ? path.join(folder, "index.ts") : out)) as PetstoreModule;
}

// biome-ignore lint/suspicious/noExplicitAny: the generated modules are checked by the compile tests; here they run.
type HooksModule = Record<string, (...args: any[]) => any>;

/**
 * Writes the client and TanStack Query hooks over fetch (`hooksOut`), one file each or split by tag, and imports
 * the client and the hooks a user imports.
 */
async function importHooks(split: "none" | "tags"): Promise<{ client: PetstoreModule; hooks: HooksModule }> {
  const folder = path.join(FOLDER, "tsq-hooks", split);
  const [out, hooksOut] =
    split === "tags"
      ? [path.join(folder, "api"), path.join(folder, "hooks")]
      : [path.join(folder, "client.ts"), path.join(folder, "hooks.ts")];
  const options = resolveOptions(
    { src: fixturePath("petstore.yaml"), out, hooksOut, template: ["tsq", "fetch"], split },
    BUILTIN_OUTPUTS,
  );
  const result = await generateInMemory(options, { write: false });
  for (const file of result.files) {
    mkdirSync(path.dirname(file.path), { recursive: true });
    writeFileSync(file.path, file.content);
  }
  const entry = (at: string) => (split === "tags" ? path.join(at, "index.ts") : at);
  return {
    client: (await import(entry(out))) as PetstoreModule,
    hooks: (await import(entry(hooksOut))) as HooksModule,
  };
}

/** What a call sent, without what differs between two connections (the port is the same server's). */
function sent(request: RecordedRequest) {
  const { connection: _connection, ...headers } = request.headers;
  return { method: request.method, url: request.url, headers, body: request.body.toString("utf8") };
}

/** A few calls of both groups: query, path, body and date revival, and a failure. */
async function calls(module: PetstoreModule): Promise<unknown[]> {
  const outcomes: unknown[] = [];
  const run = async (call: () => Promise<unknown>) => {
    try {
      outcomes.push({ resolved: await call() });
    } catch (error) {
      outcomes.push({ rejected: (error as { status?: number }).status ?? String(error) });
    }
  };
  await run(() => module.listPets(5, "available"));
  await run(() => module.showPetById("7"));
  await run(() => (module.petClient.createPet as Call)({ name: "Rex", status: "pending" }));
  await run(() => module.placeOrder({ petId: 7, quantity: 2 }));
  await run(() => module.deletePet("missing"));
  return outcomes;
}

let server: RecordingServer;

beforeAll(async () => {
  server = await startRecordingServer((request) => {
    if (request.method === "DELETE") return { status: 404, body: { code: 404, message: "no such pet" } };
    if (request.path.startsWith("/store"))
      return { body: { id: 1, petId: 7, quantity: 2, shipDate: "2024-05-06T07:08:09Z" } };
    const pet = { id: 7, name: "Rex", birthDate: "2020-01-02" };
    return { body: request.path === "/pets" && request.method === "GET" ? [pet] : pet };
  });
});

afterAll(async () => {
  await server.close();
});

describe('the same calls through a split: "tags" set and the single file', () => {
  for (const template of ["fetch", "axios", "xior", "ky"]) {
    it(`${template}: the same requests and the same decoded answers`, async () => {
      const single = await importOutput(template, "none");
      const split = await importOutput(template, "tags");
      pointClientAt(single, server.url);
      pointClientAt(split, server.url);
      const before = server.requests.length;
      const fromSingle = await calls(single);
      const singleRequests = server.requests.slice(before).map(sent);
      const fromSplit = await calls(split);
      const splitRequests = server.requests.slice(before + singleRequests.length).map(sent);
      expect(singleRequests).toHaveLength(5);
      expect(splitRequests).toEqual(singleRequests);
      expect(fromSplit).toEqual(fromSingle);
      // The dates were revived (a Date, not the string sent), so the comparison covers the converters.
      expect((fromSplit[1] as { resolved: { birthDate: unknown } }).resolved.birthDate).toBeInstanceOf(Date);
    });
  }
});

describe('the hooks of a split: "tags" set and of the single hooks file', () => {
  it("tsq over fetch: the same keys, the same requests and the same answers from the query and mutation options", async () => {
    const outcomes = async ({ client, hooks }: Awaited<ReturnType<typeof importHooks>>) => {
      pointClientAt(client, server.url);
      const list = hooks.listPetsQueryOptions?.(5, "available");
      const detail = hooks.showPetByIdQueryOptions?.("7");
      const create = hooks.createPetMutationOptions?.();
      const signal = new AbortController().signal;
      return [
        list.queryKey,
        await list.queryFn({ signal, queryKey: list.queryKey }),
        detail.queryKey,
        await detail.queryFn({ signal, queryKey: detail.queryKey }),
        create.mutationKey,
        await create.mutationFn({ body: { name: "Rex", status: "pending" } }),
      ];
    };
    const before = server.requests.length;
    const fromSingle = await outcomes(await importHooks("none"));
    const singleRequests = server.requests.slice(before).map(sent);
    const fromSplit = await outcomes(await importHooks("tags"));
    const splitRequests = server.requests.slice(before + singleRequests.length).map(sent);
    expect(singleRequests).toHaveLength(3);
    expect(splitRequests).toEqual(singleRequests);
    expect(fromSplit).toEqual(fromSingle);
    expect(fromSplit[0]).toEqual(["pet", "listPets", 5, "available"]);
  });
});
