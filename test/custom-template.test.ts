import path from "node:path";
import { describe, expect, it } from "vitest";
import { generate, isTypewrightError } from "../src/index.js";
import { expectCompiles } from "./support/compile.js";
import { fixturePath, importGenerated } from "./support/generated-module.js";
import { startRecordingServer } from "./support/http-server.js";

const TEMPLATE = fixturePath("custom-template");

describe("custom template directories", () => {
  it("generate with a template built on the kit, and the output compiles", async () => {
    const code = await generate({ src: fixturePath("petstore.yaml"), template: TEMPLATE });
    expect(code).toContain("export const petApi = {");
    expect(code).toContain(
      "listPets(limit?: number, status?: PetStatus, options?: RequestInit): Promise<Pet[]>",
    );
    expectCompiles({ "custom/petstore.ts": code });
  });

  it("the generated client works against a live server", async () => {
    const server = await startRecordingServer(() => ({ body: [{ id: 1, name: "Rex" }] }));
    try {
      const { module } = await importGenerated<
        Record<string, Record<string, (...args: unknown[]) => unknown>>
      >("fixtures/petstore.yaml", { template: TEMPLATE, baseUrl: server.url });
      expect(await module.petApi?.listPets?.(2)).toEqual([{ id: 1, name: "Rex" }]);
      expect(server.requests[0]).toMatchObject({ method: "GET", path: "/pets", query: "limit=2" });
    } finally {
      await server.close();
    }
  });

  it("reports a template that misses parts of the interface, and a folder that is not a template", async () => {
    const broken = await generate({
      src: fixturePath("petstore.yaml"),
      template: fixturePath("custom-template-broken"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(broken) && broken.code).toBe("template");
    const problems = isTypewrightError(broken) ? broken.problems : [];
    for (const name of [
      "containerKind",
      "prelude",
      "requestOptionsType",
      "returnType",
      "methodBody",
      "container",
    ]) {
      expect(problems.some((problem) => problem.includes(`"${name}"`))).toBe(true);
    }
    const missing = await generate({
      src: fixturePath("petstore.yaml"),
      template: path.join(TEMPLATE, "nope"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(missing) && missing.message).toMatch(/is not a folder/);
    const notATemplate = await generate({
      src: fixturePath("petstore.yaml"),
      template: fixturePath("types"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(notATemplate) && notATemplate.message).toMatch(/has none of index\.js/);
  });
});
