import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli, runCliAsync, snapshot } from "../support/cli-process.js";
import { startRecordingServer } from "../support/http-server.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");
const PETSTORE = path.join(ROOT, "fixtures/petstore.yaml");

describe("several jobs in one config file (the real binary)", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-jobs-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "tiny.yaml"));
    copyFileSync(PETSTORE, path.join(temp.path, "petstore.yaml"));
  });
  afterEach(() => temp.cleanup());

  const file = (name: string) => path.join(temp.path, name);
  const writeConfig = (config: object, name = "typewright.json") =>
    writeFileSync(file(name), JSON.stringify(config, null, 2));
  const run = (...args: string[]) => runCli(temp.path, args);

  it("runs every job, each as if it were alone, with one line per job", () => {
    writeConfig({
      template: "fetch",
      src: "tiny.yaml",
      configs: [
        { name: "tiny", out: "gen/tiny.ts" },
        { out: "gen/tiny-axios.ts", template: "axios" },
        { name: "pets", src: "petstore.yaml", out: "gen/pets.ts", template: "swr", hooksOut: "gen/hooks.ts" },
      ],
    });
    expect(run("-c", "typewright.json")).toEqual({
      status: 0,
      stdout:
        "typewright: [tiny] wrote gen/tiny.ts\n" +
        `typewright: [${path.join("gen", "tiny-axios.ts")}] wrote ${path.join("gen", "tiny-axios.ts")}\n` +
        `typewright: [pets] wrote ${path.join("gen", "pets.ts")}, ${path.join("gen", "hooks.ts")}\n`,
      stderr: "",
    });
    // The two jobs on tiny.yaml share one model; each output is what a run of its own writes.
    expect(run("-s", "tiny.yaml", "-o", "alone/tiny.ts", "-t", "fetch").status).toBe(0);
    expect(run("-s", "tiny.yaml", "-o", "alone/tiny-axios.ts").status).toBe(0);
    expect(
      run("-s", "petstore.yaml", "-o", "alone/pets.ts", "-t", "swr", "--hooksOut", "alone/hooks.ts").status,
    ).toBe(0);
    for (const name of ["tiny.ts", "tiny-axios.ts", "pets.ts", "hooks.ts"]) {
      expect(readFileSync(file(`gen/${name}`), "utf8")).toBe(readFileSync(file(`alone/${name}`), "utf8"));
    }
  });

  it("removes a split job's left-over files, as a job of its own does, and says so", () => {
    const config = (excluded: string[]) =>
      writeConfig({
        src: "petstore.yaml",
        template: "fetch",
        configs: [
          { name: "tiny", src: "tiny.yaml", out: "gen/tiny.ts" },
          { name: "split", out: "gen/api", split: "tags", exclude: { tags: excluded } },
        ],
      });
    config([]);
    expect(run("-c", "typewright.json").status).toBe(0);
    expect(readdirSync(file("gen/api"))).toContain("store.ts");
    config(["store"]);
    const result = run("-c", "typewright.json");
    expect(result.status).toBe(0);
    expect(result.stdout).toContain(`; removed ${path.join("gen", "api", "store.ts")}\n`);
    expect(readdirSync(file("gen/api"))).not.toContain("store.ts");
  });

  it("goes on after a failing job, names it in one line, and exits 1", () => {
    writeConfig({
      src: "tiny.yaml",
      configs: [
        { name: "first", out: "first.ts" },
        { name: "broken", src: "missing.yaml", out: "broken.ts" },
        { name: "last", out: "last.ts", template: "ky" },
      ],
    });
    const result = run("-c", "typewright.json");
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("typewright: [first] wrote first.ts\ntypewright: [last] wrote last.ts\n");
    expect(result.stderr).toMatch(
      /^typewright: \[broken\] cannot read missing\.yaml: file not found\ntypewright: 1 of 3 jobs failed\n$/,
    );
    expect(existsSync(file("broken.ts"))).toBe(false);
  });

  it("reads a description that several jobs share once", async () => {
    const spec = readFileSync(TINY_SPEC);
    const server = await startRecordingServer(() => ({
      body: spec,
      headers: { "content-type": "text/yaml" },
    }));
    try {
      writeConfig({
        src: `${server.url}/tiny.yaml`,
        configs: [
          { out: "a.ts" },
          { out: "b.ts", template: "fetch" },
          { out: "c.ts", template: "ky", src: `${server.url}/other.yaml` },
          { out: "d.ts", template: "xior" },
        ],
      });
      const result = await runCliAsync(temp.path, ["-c", "typewright.json"]);
      expect(result).toMatchObject({ status: 0, stderr: "" });
      expect(server.requests.map((request) => request.path)).toEqual(["/tiny.yaml", "/other.yaml"]);
    } finally {
      await server.close();
    }
  });

  it("refuses two jobs that write the same file before running any (exit 2)", () => {
    writeConfig({
      src: "tiny.yaml",
      configs: [
        { name: "a", out: "client.ts" },
        { name: "b", out: "other.ts", template: "swr", hooksOut: "client.ts" },
      ],
    });
    const before = snapshot(temp.path);
    expect(run("-c", "typewright.json")).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "typewright: typewright.json: configs[0] (a) out and configs[1] (b) hooksOut write the same file client.ts\n",
    });
    expect(snapshot(temp.path)).toEqual(before);
  });

  it("refuses a job writing another job's description, or the config file, before running any (exit 2)", () => {
    writeConfig({
      configs: [
        { name: "a", src: "tiny.yaml", out: "b.yaml" },
        { name: "b", src: "b.yaml", out: "typewright.json" },
      ],
    });
    copyFileSync(TINY_SPEC, file("b.yaml"));
    const before = snapshot(temp.path);
    expect(run("-c", "typewright.json")).toEqual({
      status: 2,
      stdout: "",
      stderr:
        "typewright: typewright.json: configs[0] (a) out would overwrite b.yaml, which is configs[1] (b) src\n" +
        "typewright: typewright.json: configs[1] (b) out would overwrite typewright.json, which is the config file\n",
    });
    expect(snapshot(temp.path)).toEqual(before);
  });

  it("refuses a job writing a file that a later job's description names by $ref, before writing it", () => {
    writeFileSync(
      file("b.yaml"),
      [
        "openapi: 3.0.3",
        "info: { title: B, version: '1' }",
        "paths:",
        "  /pets:",
        "    get:",
        "      operationId: listPets",
        "      responses:",
        "        '200': { description: ok, content: { application/json: { schema: { $ref: './pet.yaml#/Pet' } } } }",
        "",
      ].join("\n"),
    );
    writeFileSync(file("pet.yaml"), "Pet: { type: object, properties: { id: { type: integer } } }\n");
    writeConfig({
      configs: [
        { name: "a", src: "tiny.yaml", out: "pet.yaml" },
        { name: "b", src: "b.yaml", out: "b.ts" },
      ],
    });
    const pet = readFileSync(file("pet.yaml"), "utf8");
    const result = run("-c", "typewright.json");
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^typewright: \[a\] \S*pet\.yaml: it is \S*pet\.yaml, which this run reads as input; refusing to overwrite it\n/,
    );
    expect(readFileSync(file("pet.yaml"), "utf8")).toBe(pet);
    expect(readFileSync(file("b.ts"), "utf8")).toMatch(/id\?: number;/);
  });

  it("compares outputs through symlinked folders: two spellings of one file are one file", () => {
    mkdirSync(file("gen"));
    symlinkSync(file("gen"), file("alias"));
    writeConfig({
      src: "tiny.yaml",
      configs: [
        { name: "a", out: "gen/client.ts" },
        { name: "b", out: "alias/client.ts", template: "fetch" },
      ],
    });
    const before = snapshot(temp.path);
    const result = run("-c", "typewright.json");
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(
      /^typewright: typewright\.json: configs\[0\] \(a\) out and configs\[1\] \(b\) out alias\/client\.ts write the same file gen\/client\.ts\n$/,
    );
    expect(snapshot(temp.path)).toEqual(before);
  });

  it("refuses a single job's out onto its config file", () => {
    writeConfig({ src: "tiny.yaml", out: "typewright.json" });
    expect(run("-c", "typewright.json")).toMatchObject({
      status: 2,
      stderr: "typewright: typewright.json: out would overwrite typewright.json, which is the config file\n",
    });
  });

  it("reports the option problems of every job together and runs none (exit 2)", () => {
    writeConfig({
      src: "tiny.yaml",
      configs: [
        { name: "ok", out: "ok.ts" },
        { name: "a", out: "a.ts", template: "angular" },
        { name: "b", out: "b.ts", mocks: "b.mock.ts" },
      ],
    });
    const result = run("-c", "typewright.json");
    expect(result.status).toBe(2);
    expect(result.stderr.split("\n")).toEqual([
      expect.stringMatching(
        /^typewright: typewright\.json: configs\[1\] \(a\): template: unknown template "angular"/,
      ),
      'typewright: typewright.json: configs[2] (b): mocks: requires "testingFramework" ("vitest" or "jest")',
      "",
    ]);
    expect(existsSync(file("ok.ts"))).toBe(false);
  });

  it("runs the jobs --only picks, by name or out; flags apply to each", () => {
    writeConfig({
      src: "tiny.yaml",
      configs: [
        { name: "public", out: "clients/public.ts" },
        { name: "admin", out: "clients/admin.ts" },
        { out: "internal/client.ts" },
      ],
    });
    expect(run("-c", "typewright.json", "--only", "admin", "--only", "internal/*", "-t", "ky")).toMatchObject(
      {
        status: 0,
        stdout: `typewright: [admin] wrote ${path.join("clients", "admin.ts")}\ntypewright: [${path.join("internal", "client.ts")}] wrote ${path.join("internal", "client.ts")}\n`,
      },
    );
    expect(readdirSync(file("clients"))).toEqual(["admin.ts"]);
    expect(readFileSync(file("clients/admin.ts"), "utf8")).toContain("from 'ky'");
  });

  it("refuses an --only that picks nothing, blank or matchless, naming it and the jobs there are", () => {
    writeConfig({
      src: "tiny.yaml",
      configs: [{ name: "public", out: "clients/public.ts" }, { out: "internal/client.ts" }],
    });
    const jobs = `jobs: public, ${path.join("internal", "client.ts")}`;
    for (const pattern of ["", " ", "nope"]) {
      expect(run("-c", "typewright.json", "--only", pattern)).toEqual({
        status: 2,
        stdout: "",
        stderr: `typewright: --only: "${pattern.trim()}" matches no job's name or out (${jobs})\n`,
      });
    }
    // A blank entry of a list is refused too, even next to one that matches.
    expect(run("-c", "typewright.json", "--only", "public,")).toMatchObject({
      status: 2,
      stderr: `typewright: --only: "" matches no job's name or out (${jobs})\n`,
    });
    // Without a config file the one job is the flags' own, named by its out.
    expect(run("-s", "tiny.yaml", "-o", "gen/x.ts", "--only", "")).toEqual({
      status: 2,
      stdout: "",
      stderr: `typewright: --only: "" matches no job's name or out (jobs: ${path.join("gen", "x.ts")})\n`,
    });
    expect(existsSync(file("clients"))).toBe(false);
    expect(existsSync(file("gen"))).toBe(false);
  });

  it("keeps a config file in another folder relative to that folder", () => {
    mkdirSync(file("config"));
    writeConfig(
      { src: "../tiny.yaml", configs: [{ name: "x", out: "../out/x.ts" }] },
      "config/typewright.json",
    );
    expect(run("-c", "config/typewright.json")).toMatchObject({
      status: 0,
      stdout: `typewright: [x] wrote ${path.join("out", "x.ts")}\n`,
    });
  });
});
