import {
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { startRecordingServer } from "../support/http-server.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";
import { WatchProcess } from "../support/watch-process.js";

/** `14:03:07 wrote client.ts (312 ms)`: the clock, what happened, the run's time. */
const RUN_LINE = /^\d\d:\d\d:\d\d (.+) \(\d+ ms\)$/;
/** Longer than the watcher's debounce: a burst of writes must have settled into one run by then. */
const QUIET_MS = 600;

function spec(title: string, operations: string[] = ["listPets"]): string {
  const paths = operations.map(
    (operationId, index) => `  /pets${index}:
    get:
      operationId: ${operationId}
      responses:
        '200':
          description: OK
          content:
            application/json:
              schema: { $ref: './schemas.yaml#/Pet' }`,
  );
  return `openapi: 3.0.3\ninfo:\n  title: ${title}\n  version: 1.0.0\npaths:\n${paths.join("\n")}\n`;
}

function schemas(properties: Record<string, string>): string {
  const lines = Object.entries(properties).map(([name, type]) => `    ${name}: ${type}`);
  return `Pet:\n  type: object\n  properties:\n${lines.join("\n")}\n`;
}

describe("--watch (the real binary)", () => {
  let temp: TempDir;
  let watcher: WatchProcess | undefined;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-watch-");
  });
  afterEach(async () => {
    watcher?.kill();
    watcher = undefined;
    await temp.cleanup();
  });

  const file = (name: string) => path.join(temp.path, name);
  const write = (name: string, text: string) => writeFileSync(file(name), text);
  const read = (name: string) => readFileSync(file(name), "utf8");
  const stamp = (name: string) => `${read(name)}@${statSync(file(name)).mtimeMs}`;
  const runLine = async (process: WatchProcess) => {
    const line = await process.nextLine();
    const match = RUN_LINE.exec(line);
    if (!match) throw new Error(`not a run line: ${line}`);
    return match[1];
  };

  /** Watches a config over a description with a $ref'd file, past its first run. */
  const watchPetsConfig = async () => {
    write("spec.yaml", spec("Pets"));
    write("schemas.yaml", schemas({ name: "{ type: string }" }));
    write("typewright.json", JSON.stringify({ src: "spec.yaml", out: "client.ts", template: "fetch" }));
    const process = new WatchProcess(temp.path, ["-c", "typewright.json"]);
    watcher = process;
    expect(await runLine(process)).toBe("wrote client.ts");
    return process;
  };

  it("regenerates on changes of the description, a $ref'd file and the config, and stops on Ctrl-C", async () => {
    const process = await watchPetsConfig();
    expect(await process.nextLine()).toBe("watching 3 files for changes (Ctrl-C to stop)");

    // The description: an editor's save burst (truncate, then write) makes one run.
    write("spec.yaml", "");
    write("spec.yaml", spec("Pets", ["listPets", "listDogs"]));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toContain("listDogs(");

    // A file the description reaches through $ref.
    write("schemas.yaml", schemas({ name: "{ type: string }", age: "{ type: integer }" }));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toMatch(/age\?: number;/);

    // A change that does not change the output leaves the file as it is.
    const before = stamp("client.ts");
    write("spec.yaml", `# a comment\n${spec("Pets", ["listPets", "listDogs"])}`);
    expect(await runLine(process)).toBe("unchanged client.ts");
    expect(stamp("client.ts")).toBe(before);

    // The config file: re-read and re-validated.
    write("typewright.json", JSON.stringify({ src: "spec.yaml", out: "client.ts", template: "axios" }));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toContain("from 'axios'");

    await sleep(QUIET_MS);
    expect(process.unread()).toEqual({ stdout: [], stderr: [] });
    expect(await process.interrupt()).toBe(0);
    expect(readdirSync(temp.path).sort()).toEqual([
      "client.ts",
      "schemas.yaml",
      "spec.yaml",
      "typewright.json",
    ]);
  });

  it("reports a failure in one line, keeps the last good output and goes on", async () => {
    write("spec.yaml", spec("Pets"));
    write("schemas.yaml", schemas({ name: "{ type: string }" }));
    write("typewright.json", JSON.stringify({ src: "spec.yaml", out: "client.ts" }));
    const process = new WatchProcess(temp.path, ["-c", "typewright.json"]);
    watcher = process;
    expect(await runLine(process)).toBe("wrote client.ts");
    await process.nextLine();
    const good = stamp("client.ts");

    write("spec.yaml", `${spec("Pets")}  /broken: [\n`);
    expect(await process.nextError()).toMatch(/^\d\d:\d\d:\d\d spec\.yaml:\d+:\d+: invalid YAML/);
    expect(stamp("client.ts")).toBe(good);

    // A $ref to a file that does not exist yet: once it appears, the job runs again.
    write("spec.yaml", spec("Pets").replace("./schemas.yaml#/Pet", "./more.yaml#/Pet"));
    expect(await process.nextError()).toMatch(/more\.yaml/);
    write("more.yaml", schemas({ id: "{ type: integer }" }));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toMatch(/id\?: number;/);

    // An invalid config file is reported; the watcher waits for the next change of it.
    write("typewright.json", JSON.stringify({ src: "spec.yaml", out: "client.ts", tempalte: "fetch" }));
    expect(await process.nextError()).toBe(
      'typewright.json: unknown option "tempalte" (did you mean "template"?)',
    );
    write("typewright.json", JSON.stringify({ src: "spec.yaml", out: "client.ts", template: "fetch" }));
    expect(await runLine(process)).toBe("wrote client.ts");

    expect(await process.interrupt()).toBe(0);
    expect(readdirSync(temp.path).filter((name) => name.endsWith(".tmp"))).toEqual([]);
  });

  it.skipIf(process.platform === "win32")(
    "refuses an output replaced by a symbolic link while watching, leaving its target as it was",
    async () => {
      const process = await watchPetsConfig();
      await process.nextLine();

      write("victim.txt", "not generated\n");
      rmSync(file("client.ts"));
      symlinkSync(file("victim.txt"), file("client.ts"));
      write("spec.yaml", spec("Pets", ["listPets", "listDogs"]));
      expect(await process.nextError()).toMatch(
        /^\d\d:\d\d:\d\d .*client\.ts: a symbolic link to .*victim\.txt; typewright never writes through a link: remove it or choose another output path$/,
      );
      expect(read("victim.txt")).toBe("not generated\n");
      expect(lstatSync(file("client.ts")).isSymbolicLink()).toBe(true);
    },
  );

  it("keeps watching a folder that is removed and made again, and one that a $ref names before it exists", async () => {
    mkdirSync(file("spec"));
    write("spec/a.yaml", spec("Pets"));
    write("spec/schemas.yaml", schemas({ name: "{ type: string }" }));
    const process = new WatchProcess(temp.path, ["-s", "spec/a.yaml", "-o", "client.ts", "-t", "fetch"]);
    watcher = process;
    expect(await runLine(process)).toBe("wrote client.ts");
    await process.nextLine();

    rmSync(file("spec"), { recursive: true });
    expect(await process.nextError()).toMatch(/spec[/\\]a\.yaml/);
    mkdirSync(file("spec"));
    write("spec/schemas.yaml", schemas({ name: "{ type: string }" }));
    write("spec/a.yaml", spec("Pets", ["listPets", "listDogs"]));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toContain("listDogs(");
    // The folder made again is watched itself, not only its first files' appearance.
    write("spec/a.yaml", spec("Pets", ["listPets", "listCats"]));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toContain("listCats(");

    // A $ref into a folder that does not exist yet: making the folder and the file starts a run.
    write("spec/a.yaml", spec("Pets").replace("./schemas.yaml#/Pet", "./more/pet.yaml#/Pet"));
    expect(await process.nextError()).toMatch(/more[/\\]pet\.yaml/);
    mkdirSync(file("spec/more"));
    write("spec/more/pet.yaml", schemas({ id: "{ type: integer }" }));
    expect(await runLine(process)).toBe("wrote client.ts");
    expect(read("client.ts")).toMatch(/id\?: number;/);
    expect(await process.interrupt()).toBe(0);
  });

  it("rewrites a split set, the hooks' folder too, and removes the files of a tag gone from the description", async () => {
    const tagged = (tags: string[]) =>
      `openapi: 3.0.3\ninfo: { title: Tags, version: 1.0.0 }\npaths:\n${tags
        .map(
          (tag) =>
            `  /${tag}:\n    get:\n      operationId: list_${tag}\n      tags: [${tag}]\n      responses:\n        '200':\n          description: OK\n          content:\n            application/json:\n              schema: { type: array, items: { type: string } }\n`,
        )
        .join("")}`;
    write("spec.yaml", tagged(["cats", "dogs"]));
    const options = [
      "-s",
      "spec.yaml",
      "-o",
      "api",
      "--split",
      "tags",
      "-t",
      "tsq,fetch",
      "--hooksOut",
      "hooks",
    ];
    const process = new WatchProcess(temp.path, options);
    watcher = process;
    expect(await runLine(process)).toMatch(/^wrote /);
    expect(await process.nextLine()).toBe("watching 1 file for changes (Ctrl-C to stop)");
    expect(readdirSync(file("hooks")).sort()).toEqual(["cats.ts", "dogs.ts", "index.ts", "runtime.ts"]);
    for (const folder of ["api", "hooks"]) write(`${folder}/mine.ts`, "export const mine = 1;\n");

    write("spec.yaml", tagged(["cats"]));
    expect(await runLine(process)).toMatch(/; removed api\/dogs\.ts, hooks\/dogs\.ts$/);
    expect(readdirSync(file("api")).sort()).toEqual(["cats.ts", "index.ts", "mine.ts", "runtime.ts"]);
    expect(readdirSync(file("hooks")).sort()).toEqual(["cats.ts", "index.ts", "mine.ts", "runtime.ts"]);
    expect(readFileSync(path.join(file("hooks"), "index.ts"), "utf8")).not.toContain("dogs");

    write("spec.yaml", tagged(["cats", "dogs", "birds"]));
    expect(await runLine(process)).toMatch(/^wrote /);
    expect(readdirSync(file("hooks")).sort()).toEqual([
      "birds.ts",
      "cats.ts",
      "dogs.ts",
      "index.ts",
      "mine.ts",
      "runtime.ts",
    ]);
    expect(await process.interrupt()).toBe(0);
  });

  it("runs only the jobs whose description changed", async () => {
    write("a.yaml", spec("A"));
    write("b.yaml", spec("B"));
    write("schemas.yaml", schemas({ name: "{ type: string }" }));
    write(
      "typewright.json",
      JSON.stringify({
        template: "fetch",
        configs: [
          { name: "a", src: "a.yaml", out: "a.ts" },
          { name: "a-ky", src: "a.yaml", out: "a-ky.ts", template: "ky" },
          { name: "b", src: "b.yaml", out: "b.ts" },
        ],
      }),
    );
    const process = new WatchProcess(temp.path, ["-c", "typewright.json"]);
    watcher = process;
    expect(await runLine(process)).toBe("[a] wrote a.ts; [a-ky] wrote a-ky.ts; [b] wrote b.ts");
    expect(await process.nextLine()).toBe("watching 4 files for changes (Ctrl-C to stop)");
    write("b.yaml", spec("B", ["listBirds"]));
    expect(await runLine(process)).toBe("[b] wrote b.ts");
    write("schemas.yaml", schemas({ name: "{ type: string }", tag: "{ type: string }" }));
    expect(await runLine(process)).toBe("[a] wrote a.ts; [a-ky] wrote a-ky.ts; [b] wrote b.ts");
    expect(await process.interrupt()).toBe(0);
  });

  it("polls a URL description with --watchInterval, asking with its ETag", async () => {
    let version = 1;
    const server = await startRecordingServer((request) => {
      const etag = `"v${version}"`;
      if (request.headers["if-none-match"] === etag) return { status: 304 };
      return {
        body: spec(`Pets ${version}`)
          .replace("./schemas.yaml#/Pet", "#/components/schemas/Pet")
          .concat("components:\n  schemas:\n    Pet: { type: object }\n"),
        headers: { "content-type": "text/yaml", etag },
      };
    });
    try {
      const process = new WatchProcess(temp.path, [
        "-s",
        `${server.url}/api.yaml`,
        "-o",
        "client.ts",
        "--watchInterval",
        "0.2",
      ]);
      watcher = process;
      expect(await runLine(process)).toBe("wrote client.ts");
      expect(await process.nextLine()).toBe("watching 0 files and 1 URLs for changes (Ctrl-C to stop)");
      await sleep(QUIET_MS);
      expect(process.unread().stdout).toEqual([]);
      version = 2;
      expect(await runLine(process)).toBe("wrote client.ts");
      expect(read("client.ts")).toContain("Pets 2");
      expect(await process.interrupt()).toBe(0);
      const polls = server.requests.slice(1);
      expect(polls.length).toBeGreaterThan(2);
      expect(polls.filter((request) => request.headers["if-none-match"] === '"v1"').length).toBeGreaterThan(
        1,
      );
    } finally {
      await server.close();
    }
  });

  it("polls a URL without validators by its content, and runs again once a failing URL answers", async () => {
    let body: string | undefined;
    const server = await startRecordingServer(() =>
      body === undefined ? { status: 503 } : { body, headers: { "content-type": "text/yaml" } },
    );
    const served = (title: string) =>
      spec(title)
        .replace("./schemas.yaml#/Pet", "#/components/schemas/Pet")
        .concat("components:\n  schemas:\n    Pet: { type: object }\n");
    try {
      const args = ["-s", `${server.url}/api.yaml`, "-o", "client.ts", "--watchInterval", "0.2"];
      const process = new WatchProcess(temp.path, args);
      watcher = process;
      expect(await process.nextError()).toMatch(/^\d\d:\d\d:\d\d .*api\.yaml: HTTP 503/);
      expect(await process.nextLine()).toBe("watching 0 files and 1 URLs for changes (Ctrl-C to stop)");
      body = served("First");
      expect(await runLine(process)).toBe("wrote client.ts");
      expect(read("client.ts")).toContain("First");
      await sleep(QUIET_MS);
      expect(process.unread().stdout).toEqual([]);
      body = served("Second");
      expect(await runLine(process)).toBe("wrote client.ts");
      expect(read("client.ts")).toContain("Second");
      expect(await process.interrupt()).toBe(0);
    } finally {
      await server.close();
    }
  });
});
