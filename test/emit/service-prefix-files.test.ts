/**
 * `servicePrefix` in the files written: the name is planned once (plan/service-prefix.test.ts); this checks
 * that every file using it prints it alike, and compiles: the client, the hooks calling it (in one file and
 * split), the mock file and the ng1/ng2 classes.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";

const ROOT = "/virtual/service-prefix";

async function filesFor(folder: string, options: Omit<GenerateOptions, "src" | "out">) {
  const at = (file: string) => path.join(ROOT, folder, file);
  const result = await generateFiles({
    src: fixturePath("petstore.yaml"),
    out: at("client.ts"),
    servicePrefix: "Acme",
    ...options,
    ...(options.hooksOut === undefined ? {} : { hooksOut: at(options.hooksOut) }),
    ...(options.mocks === undefined ? {} : { mocks: at(options.mocks) }),
  });
  return Object.fromEntries(
    result.files.map((file) => [path.relative(ROOT, file.path).split(path.sep).join("/"), file.content]),
  );
}

describe("servicePrefix", () => {
  it('"Acme" with tag "pet" names the client AcmePetClient in the client, the hooks and the mocks', async () => {
    const files = {
      ...(await filesFor("split", {
        template: ["tsq", "fetch"],
        hooksOut: "hooks.ts",
        mocks: "mocks.ts",
        testingFramework: "vitest",
      })),
      ...(await filesFor("single", { template: "swr", mocks: "mocks.ts", testingFramework: "vitest" })),
    };
    expect(files["split/client.ts"]).toContain("export const AcmePetClient: {");
    expect(files["split/client.ts"]).toContain("export const AcmeStoreClient: {");
    // In the code, that is: the runtime's own comments show `isApiError` with an example client.
    const code = (files["split/client.ts"] ?? "")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/^\s*\/\/.*$/gm, "");
    expect(code).not.toMatch(/\bacmePetClient\b|\bpetClient\b/);
    expect(code).toContain("AcmePetClient");
    // Hooks call the operation's own function; the client module's mock names the prefixed client.
    expect(files["split/hooks.ts"]).toContain(
      "queryOptionsFactory(['pet', 'listPets'], () => api.listPets, 2)",
    );
    expect(files["split/mocks.ts"]).toContain("AcmePetClient: AcmePetClientMock,");
    // Hook namespaces are the tags (`<tag>.queries`), without the prefix.
    expect(files["split/hooks.ts"]).toContain("export const pet: {");
    expect(files["split/mocks.ts"]).toContain("export const AcmePetClientMock: {");
    expect(files["split/mocks.ts"]).toContain("vi.fn<typeof api.AcmePetClient.listPets>()");
    expect(files["split/mocks.ts"]).toContain("vi.fn<typeof hooks.pet.queries.useListPets>()");
    expect(files["single/client.ts"]).toContain("export const AcmePetClient: {");
    expect(files["single/client.ts"]).toContain("() => listPets(");
    expectCompiles(files);
  });

  it("names the ng1 and ng2 classes and the ng1 service alike", async () => {
    const files = {
      ...(await filesFor("ng1", { template: "ng1", mocks: "mocks.ts", testingFramework: "vitest" })),
      ...(await filesFor("ng2", { template: "ng2", mocks: "mocks.ts", testingFramework: "vitest" })),
    };
    expect(files["ng1/client.ts"]).toContain("export class AcmePetClient {");
    expect(files["ng1/client.ts"]).toContain("addClientService('AcmePetClient', AcmePetClient);");
    expect(files["ng2/client.ts"]).toContain("export class AcmePetClient {");
    expect(files["ng2/mocks.ts"]).toContain("export const AcmePetClientMock: {");
    expectCompiles(files, { extraCompilerOptions: { experimentalDecorators: true } });
  });

  it("keeps a lower-case prefix as written", async () => {
    const files = await filesFor("lower", { template: "fetch", servicePrefix: "acme" });
    expect(files["lower/client.ts"]).toContain("export const acmePetClient: {");
  });
});
