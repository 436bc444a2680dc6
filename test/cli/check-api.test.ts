import { readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadModel, type ModelSource, generate as runPipeline } from "../../src/generate.js";
// The types of check() are pinned by type-tests/check-api.test-d.ts (tsd, against the build).
import { check, type GenerateOptions, generate, TypewrightError } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { snapshot } from "../support/cli-process.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PETSTORE = path.join(ROOT, "fixtures/petstore.yaml");
const EVERYTHING = path.join(ROOT, "fixtures/clients/everything.yaml");

describe("check(): --check as a function", () => {
  let temp: TempDir;
  beforeEach(async () => {
    temp = await makeTempDir("typewright-check-api-");
  });
  afterEach(() => temp.cleanup());

  const file = (name: string) => path.join(temp.path, name);
  const options = () =>
    ({
      src: PETSTORE,
      out: file("client.ts"),
      template: ["swr", "fetch"],
      hooksOut: file("hooks.ts"),
      clientSetup: file("setup.ts"),
    }) satisfies GenerateOptions;

  it("lists every file a run would write, stale ones apart, and writes nothing", async () => {
    const missing = await check(options());
    expect(missing.upToDate).toBe(false);
    expect(missing.files.map(({ path: filePath, status }) => [path.basename(filePath), status])).toEqual([
      ["client.ts", "missing"],
      ["hooks.ts", "missing"],
      ["setup.ts", "missing"],
    ]);
    expect(snapshot(temp.path)).toEqual({});

    await generate(options());
    const before = snapshot(temp.path);
    expect(await check(options())).toMatchObject({ upToDate: true, stale: [] });

    const hooks = readFileSync(file("hooks.ts"), "utf8");
    writeFileSync(file("hooks.ts"), hooks.replace("useListPets", "useAllPets"));
    writeFileSync(file("setup.ts"), "// the user's own setup\n");
    rmSync(file("client.ts"));
    const edited = snapshot(temp.path);
    const stale = await check(options());
    expect(stale.upToDate).toBe(false);
    expect(stale.stale.map((entry) => [path.basename(entry.path), entry.status])).toEqual([
      ["client.ts", "missing"],
      ["hooks.ts", "differs"],
    ]);
    const firstLine = hooks.split("\n").findIndex((line) => line.includes("useListPets")) + 1;
    expect(stale.stale[1]?.difference).toMatchObject({
      firstLine,
      onDisk: expect.stringContaining("useAllPets"),
      generated: expect.stringContaining("useListPets"),
      lineEndingsOnly: false,
    });
    // The setup file is written once and then the user's: it only has to exist.
    expect(stale.files.find((entry) => entry.path.endsWith("setup.ts"))).toMatchObject({
      status: "current",
      writeOnce: true,
    });
    expect(snapshot(temp.path)).toEqual(edited);
    expect(before).not.toEqual(edited);
  });

  it("rejects invalid options like generate(), and needs out", async () => {
    await expect(check({ ...options(), template: "vue" })).rejects.toBeInstanceOf(TypewrightError);
    // @ts-expect-error: without out there is nothing to compare
    await expect(check({ src: PETSTORE })).rejects.toMatchObject({ problems: ["out: is required"] });
  });
});

describe("jobs sharing a description share its model", () => {
  const cases: [string, GenerateOptions][] = [
    ["fetch", { src: EVERYTHING, template: "fetch" }],
    ["axios full", { src: EVERYTHING, template: "axios", responseShape: "full" }],
    ["xior", { src: EVERYTHING, template: "xior", queryParamsSerialization: { queryParamsAsObject: true } }],
    ["ky", { src: EVERYTHING, template: "ky" }],
    ["ng1", { src: EVERYTHING, template: "ng1", enumDeclarationStyle: "enum" }],
    ["ng2", { src: EVERYTHING, template: "ng2", dateFormat: "string" }],
    ["swr", { src: EVERYTHING, template: ["swr", "axios"], nullableStrategy: "include" }],
    ["tsq", { src: EVERYTHING, template: "tsq", skipDeprecated: true, exclude: { tags: ["a*"] } }],
    ["schemas", { src: EVERYTHING, generationMode: "schemas", schemaDeclarationStyle: "type" }],
  ];

  it("and every template leaves it as it was: a frozen model gives the same output", async () => {
    const first = resolveOptions(cases[0]?.[1] ?? {}, BUILTIN_OUTPUTS);
    const frozen = deepFreeze(await loadModel(first));
    const shared = async (): Promise<ModelSource> => frozen;
    for (const [name, userOptions] of cases) {
      const resolved = resolveOptions(userOptions, BUILTIN_OUTPUTS);
      const alone = await runPipeline(resolved);
      const sharing = await runPipeline(resolved, { loadModel: shared });
      expect(
        sharing.files.map((entry) => entry.content),
        name,
      ).toEqual(alone.files.map((entry) => entry.content));
    }
  });
});

/** Freezes objects, arrays and the values of maps and sets, all the way down. */
function deepFreeze<T>(value: T, seen = new Set<unknown>()): T {
  if (typeof value !== "object" || value === null || seen.has(value)) return value;
  seen.add(value);
  const children =
    value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  for (const child of children) deepFreeze(child, seen);
  return Object.freeze(value);
}
