import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { MINIMAL } from "../support/options-problems.js";

describe("resolveOptions: paths", () => {
  const configFile = path.resolve("/projects/app/config/typewright.json");
  const folder = path.dirname(configFile);

  it("resolves config-file paths against the config file's folder", () => {
    const options = resolveOptions(
      {
        src: "../openapi.yaml",
        out: "generated/client.ts",
        hooksOut: "generated/hooks.ts",
        clientSetup: "setup.ts",
        mocks: "/abs/mocks.ts",
        testingFramework: "vitest",
        template: ["swr", "fetch"],
      },
      BUILTIN_OUTPUTS,
      { configFile },
    );
    expect(options.src).toBe(path.resolve(folder, "../openapi.yaml"));
    expect(options.out).toBe(path.join(folder, "generated/client.ts"));
    expect(options.hooksOut).toBe(path.join(folder, "generated/hooks.ts"));
    expect(options.clientSetup).toBe(path.join(folder, "setup.ts"));
    expect(options.mocks).toBe(path.resolve("/abs/mocks.ts"));
  });

  it("resolves a custom template directory but leaves URLs and names alone", () => {
    expect(
      resolveOptions({ ...MINIMAL, template: "./tpl" }, BUILTIN_OUTPUTS, { configFile }).template,
    ).toEqual({
      kind: "custom",
      directory: path.join(folder, "tpl"),
    });
    expect(resolveOptions({ ...MINIMAL, template: "ky" }, BUILTIN_OUTPUTS, { configFile }).template).toEqual({
      kind: "builtin",
      client: "ky",
    });
    // The reactive layer over a custom template stays.
    expect(
      resolveOptions({ ...MINIMAL, template: ["swr", "./tpl"] }, BUILTIN_OUTPUTS, { configFile }).template,
    ).toEqual({
      kind: "custom",
      directory: path.join(folder, "tpl"),
      reactive: "swr",
    });
    expect(
      resolveOptions({ ...MINIMAL, src: "http://localhost:8080/api.json" }, BUILTIN_OUTPUTS, { configFile })
        .src,
    ).toBe("http://localhost:8080/api.json");
  });

  it("keeps paths as given without a config file", () => {
    const options = resolveOptions(
      { src: "spec.yaml", out: "out/client.ts", template: "./tpl" },
      BUILTIN_OUTPUTS,
    );
    expect([options.src, options.out, options.template]).toEqual([
      "spec.yaml",
      "out/client.ts",
      { kind: "custom", directory: "./tpl" },
    ]);
  });
});
