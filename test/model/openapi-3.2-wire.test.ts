/**
 * OpenAPI 3.2 fields that change what a call sends or receives, on fixtures/openapi-3.2/wire-3.2.yaml:
 * `$self` as the base of relative `$ref`s, the OAuth2 `deviceAuthorization` flow, `discriminator.defaultMapping`,
 * `components/mediaTypes` referenced from `content`, and hierarchical tags. Each is checked where it is
 * decided (load, model, plan) and in a client compiled in strict mode; the device flow also against a live
 * server. User-facing description: docs/openapi-3.2.md.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generate } from "../../src/index.js";
import { loadSpec } from "../../src/load/load-spec.js";
import type { JsonObject } from "../../src/load/types.js";
import { buildModel } from "../../src/model/build-model.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { loadWithWarnings } from "../support/load-fixtures.js";
import { planOf } from "../support/plan-of.js";
import { type StaticServer, serveFolder } from "../support/static-server.js";
import { withTempDir } from "../support/temp-dir.js";

const FIXTURE = fixturePath("openapi-3.2/wire-3.2.yaml");

describe("$self", () => {
  it("is the base relative $refs resolve against", async () => {
    const loaded = await loadWithWarnings(FIXTURE);
    // `dog.yaml` is read next to $self (wire-3.2-refs/), where nothing is next to the file itself.
    expect(loaded.inputFiles).toContain(fixturePath("openapi-3.2/wire-3.2-refs/dog.yaml"));
    expect(loaded.warnings).toEqual([]);
  });

  it("that names a folder (ending in `/`) is the folder relative $refs resolve in", async () => {
    await withTempDir(async (dir) => {
      await mkdir(path.join(dir, "refs"));
      // Only refs/dog.yaml exists: resolved against the description's own folder, the ref would not be found.
      await writeFile(path.join(dir, "refs", "dog.yaml"), "Dog: { type: string, enum: [woof] }\n");
      const description = {
        openapi: "3.2.0",
        $self: "refs/",
        info: { title: "t", version: "1" },
        paths: {},
        components: { schemas: { Dog: { $ref: "dog.yaml#/Dog" } } },
      };
      await writeFile(path.join(dir, "main.json"), JSON.stringify(description));
      const loaded = await loadWithWarnings(path.join(dir, "main.json"));
      expect(loaded.inputFiles).toContain(path.join(dir, "refs", "dog.yaml"));
      expect(loaded.warnings).toEqual([]);
    });
  });

  describe("on documents read from a URL", () => {
    let server: StaticServer;
    let folder: string;

    beforeAll(async () => {
      folder = await mkdtemp(path.join(tmpdir(), "typewright-self-"));
      await mkdir(path.join(folder, "api", "v2"), { recursive: true });
      await writeFile(path.join(folder, "api", "v2", "pet.yaml"), "Pet: { type: string, enum: [v2] }\n");
      await writeFile(path.join(folder, "api", "pet.yaml"), "Pet: { type: string, enum: [v1] }\n");
      server = await serveFolder(folder);
    });
    afterAll(async () => {
      await server.close();
      await rm(folder, { recursive: true, force: true });
    });

    /** Serves a description with this `$self` whose `Pet` is `pet.yaml#/Pet`, and loads it. */
    async function loadWithSelf(self: string) {
      const description = {
        openapi: "3.2.0",
        $self: self,
        info: { title: "t", version: "1" },
        paths: {},
        components: {
          schemas: {
            Pet: { $ref: "pet.yaml#/Pet" },
            Again: { $ref: "openapi.json#/components/schemas/Pet" },
          },
        },
      };
      await writeFile(path.join(folder, "api", "openapi.json"), JSON.stringify(description));
      const loaded = await loadWithWarnings(`${server.url}api/openapi.json`);
      const external = loaded.document["x-typewright-external"] as JsonObject;
      const schemas = (loaded.document.components as JsonObject).schemas as JsonObject;
      return { pet: (external.pet as JsonObject).Pet, again: schemas.Again, warnings: loaded.warnings };
    }

    it("resolves relative refs against an absolute or relative $self", async () => {
      expect((await loadWithSelf(`${server.url}api/v2/openapi.json`)).pet).toEqual({
        type: "string",
        enum: ["v2"],
      });
      const relative = await loadWithSelf("v2/openapi.json");
      expect(relative.pet).toEqual({ type: "string", enum: ["v2"] });
      // `openapi.json` next to $self is the document itself (api/v2/openapi.json does not exist).
      expect(relative.again).toEqual({ $ref: "#/components/schemas/Pet" });
    });

    it("is not used, with a warning, where it names a local file or a scheme that is not read", async () => {
      const local = await loadWithSelf("file:///etc/openapi.json");
      expect(local.pet).toEqual({ type: "string", enum: ["v1"] });
      expect(local.warnings).toEqual([
        `${server.url}api/openapi.json#/$self: "file:///etc/openapi.json" is not used as the base of relative $refs ` +
          "(a description read from a URL may only reference http(s) URLs, not local files); they resolve against the document's own location",
      ]);
      const urn = await loadWithSelf("urn:example:pets");
      expect(urn.pet).toEqual({ type: "string", enum: ["v1"] });
      expect(urn.warnings[0]).toContain('#/$self: "urn:example:pets" is not used');
    });
  });
});

describe("deviceAuthorization", () => {
  it("is a bearer credential like the other OAuth2 flows", async () => {
    const model = buildModel(await loadSpec(FIXTURE));
    expect(model.securitySchemes).toEqual([
      expect.objectContaining({ name: "device", kind: "bearer", source: "oauth2" }),
    ]);
    expect(model.operations.every((operation) => operation.security?.[0]?.[0] === "device")).toBe(true);
  });

  describe("against a live server", () => {
    let server: RecordingServer;
    beforeAll(async () => {
      server = await startRecordingServer(() => ({ body: [] }));
    });
    afterAll(() => server.close());

    it("sends the token as Authorization: Bearer", async () => {
      const { module } = await importGenerated<{
        clientCredentials: { device?: string };
        catsClient: { listCats(): Promise<unknown> };
      }>(FIXTURE, { template: "fetch", baseUrl: server.url });
      module.clientCredentials.device = "device-token";
      await module.catsClient.listCats();
      expect(server.requests.at(-1)?.headers.authorization).toBe("Bearer device-token");
    });
  });
});

describe("defaultMapping", () => {
  it("leaves the default schema's discriminator unnarrowed: it takes every value no mapping names", async () => {
    const model = buildModel(await loadSpec(FIXTURE));
    const pet = model.schemas.get("#/components/schemas/Pet")?.schema;
    expect(pet?.kind === "union" && pet.discriminator?.mapping.map((entry) => entry.value)).toEqual([
      "cat",
      "dog",
    ]);
  });

  it("is bundled like a mapping value where it references another file", async () => {
    const discriminator = await withTempDir(async (folder) => {
      await writeFile(path.join(folder, "other.yaml"), "Other: { type: object }\n");
      const src = path.join(folder, "openapi.json");
      const union = {
        oneOf: [{ type: "object" }, { $ref: "other.yaml#/Other" }],
        discriminator: { propertyName: "kind", defaultMapping: "other.yaml#/Other" },
      };
      const info = { title: "t", version: "1" };
      await writeFile(
        src,
        JSON.stringify({ openapi: "3.2.0", info, components: { schemas: { Pet: union } } }),
      );
      const loaded = await loadSpec(src);
      return ((loaded.document.components as JsonObject).schemas as JsonObject).Pet as JsonObject;
    });
    expect(discriminator.discriminator).toEqual({
      propertyName: "kind",
      defaultMapping: "#/x-typewright-external/other/Other",
    });
  });

  it("keeps a child of a discriminating base that is its defaultMapping unnarrowed", async () => {
    const base = {
      type: "object",
      required: ["kind"],
      properties: { kind: { type: "string" } },
      discriminator: { propertyName: "kind", defaultMapping: "Other" },
    };
    const child = (name: string) => ({
      allOf: [{ $ref: "#/components/schemas/Base" }, { properties: { [name]: { type: "string" } } }],
    });
    const code = await withTempDir(async (folder) => {
      const src = path.join(folder, "openapi.json");
      await writeFile(
        src,
        JSON.stringify({
          openapi: "3.2.0",
          info: { title: "t", version: "1" },
          paths: {},
          components: { schemas: { Base: base, Cat: child("meow"), Other: child("note") } },
        }),
      );
      return generate({ src, generationMode: "schemas" });
    });
    expect(code).toMatch(/export type Cat = Base & \{\n {4}meow\?: string;\n\} & \{\n {4}kind: 'Cat';\n\};/);
    expect(code).toMatch(/export interface Other extends Base \{\n {4}note\?: string;\n\}/);
  });
});

describe("components/mediaTypes and hierarchical tags", () => {
  it("types bodies and responses through a referenced Media Type Object", async () => {
    const plan = await planOf((await loadSpec(FIXTURE)).document);
    const cats = plan.groups.find((group) => group.tag === "cats");
    const addCat = cats?.operations.find((planned) => planned.methodName === "addCat");
    expect(addCat?.body?.schema).toEqual({ kind: "ref", target: "#/components/schemas/Cat" });
    expect(addCat?.response).toMatchObject({ decoding: "json", schema: { kind: "ref" } });
  });

  it("keeps each tag's operations in that tag's client, whatever its parent", async () => {
    const plan = await planOf((await loadSpec(FIXTURE)).document);
    expect(
      plan.groups.map((group) => [group.clientName, group.operations.map((planned) => planned.methodName)]),
    ).toEqual([
      ["petsClient", ["listPets"]],
      ["catsClient", ["listCats", "addCat"]],
      ["dogsClient", ["getDog"]],
    ]);
  });
});

describe("a client of the 3.2 fields", () => {
  it("compiles in strict mode with the types the description states", async () => {
    const code = await generate({ src: FIXTURE, template: "fetch" });
    const check = [
      'import * as Api from "./client.js";',
      "type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;",
      "export const checks: true[] = [",
      // components/mediaTypes: the referenced media types keep their schemas.
      "  true as Equal<Awaited<ReturnType<typeof Api.catsClient.listCats>>, Api.Cat[]>,",
      "  true as Equal<Parameters<typeof Api.catsClient.addCat>[0], Api.Cat>,",
      "  true as Equal<Awaited<ReturnType<typeof Api.catsClient.addCat>>, Api.Cat>,",
      // $self: Dog was read from wire-3.2-refs/dog.yaml.
      "  true as Equal<Awaited<ReturnType<typeof Api.dogsClient.getDog>>, Api.Dog>,",
      "];",
      // defaultMapping: a kind no mapping names is a Pet (the OtherPet member), not an error.
      "export const fish: Api.Pet = { kind: 'fish' };",
      "export const cat: Api.Pet = { kind: 'cat', name: 'Tom' };",
      "// @ts-expect-error: a mapped kind with the wrong shape is still checked against the Cat member",
      "export const noName: Exclude<Api.Pet, Api.OtherPet> = { kind: 'cat' };",
      // deviceAuthorization: a bearer token like the other OAuth2 flows.
      "Api.clientCredentials.device = 'token';",
      "Api.clientCredentials.device = async () => 'token';",
    ].join("\n");
    expectCompiles({ "wire-3.2/client.ts": code, "wire-3.2/check.ts": check });
  });
});
