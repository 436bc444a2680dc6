import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildIfStale } from "../support/build-if-stale.js";
import { ROOT, runCli, snapshot } from "../support/cli-process.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const TINY_SPEC = path.join(ROOT, "fixtures/cli/tiny.yaml");

describe("--check (the real binary)", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-check-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "spec.yaml"));
    writeFileSync(
      path.join(temp.path, "typewright.json"),
      JSON.stringify({
        src: "spec.yaml",
        configs: [
          { name: "api", out: "api/client.ts", clientSetup: "api/setup.ts" },
          {
            name: "hooks",
            out: "hooks/client.ts",
            template: "tsq",
            hooksOut: "hooks/hooks.ts",
            mocks: "hooks/mocks.ts",
            testingFramework: "vitest",
          },
        ],
      }),
    );
  });
  afterEach(() => temp.cleanup());

  const file = (name: string) => path.join(temp.path, name);
  const run = (...args: string[]) => runCli(temp.path, args);
  const check = () => run("-c", "typewright.json", "--check");

  it("exits 0 when every file is current, and writes nothing", () => {
    expect(run("-c", "typewright.json").status).toBe(0);
    const before = snapshot(temp.path);
    expect(check()).toEqual({
      status: 0,
      stdout:
        `typewright: [api] up to date: ${path.join("api", "client.ts")}, ${path.join("api", "setup.ts")}\n` +
        `typewright: [hooks] up to date: ${["client.ts", "hooks.ts", "mocks.ts"].map((name) => path.join("hooks", name)).join(", ")}\n`,
      stderr: "",
    });
    expect(snapshot(temp.path)).toEqual(before);
  });

  it("exits 1 naming each stale or missing file with where it differs, and writes nothing", () => {
    expect(run("-c", "typewright.json").status).toBe(0);
    const client = readFileSync(file("api/client.ts"), "utf8");
    const lines = client.split("\n");
    const changedAt = lines.findIndex((line) => line.includes("listPets("));
    lines[changedAt] = lines[changedAt]?.replace("listPets(", "listAllPets(") ?? "";
    writeFileSync(file("api/client.ts"), lines.join("\n"));
    rmSync(file("hooks/hooks.ts"));
    // The setup file is the user's to edit: only whether it exists counts.
    writeFileSync(file("api/setup.ts"), "// edited by the user\n");
    const before = snapshot(temp.path);
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    const total = lines.length - 1;
    expect(result.stderr.split("\n")).toEqual([
      `typewright: [api] ${path.join("api", "client.ts")} is out of date from line ${changedAt + 1}: 1 line on disk, 1 generated in their place (${total} lines on disk, ${total} generated)`,
      `typewright: [api]   line ${changedAt + 1} on disk:   ${lines[changedAt]?.trimEnd()}`,
      `typewright: [api]   line ${changedAt + 1} generated: ${client.split("\n")[changedAt]?.trimEnd()}`,
      `typewright: [hooks] ${path.join("hooks", "hooks.ts")} is missing`,
      "typewright: 2 of 5 files out of date; run without --check to update them",
      "",
    ]);
    expect(snapshot(temp.path)).toEqual(before);
  });

  it("reports a missing setup file, and every file of a first run as missing, creating none", () => {
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `typewright: [api] ${path.join("api", "setup.ts")} is missing (the client setup file, written once)\n`,
    );
    expect(result.stderr).toContain(
      "typewright: 5 of 5 files out of date; run without --check to update them\n",
    );
    expect(readdirSync(temp.path).sort()).toEqual(["spec.yaml", "typewright.json"]);
  });

  it("works with flags alone, says when only line endings differ, and exits 2 on option problems", () => {
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch").status).toBe(0);
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--check")).toEqual({
      status: 0,
      stdout: "typewright: up to date: client.ts\n",
      stderr: "",
    });
    writeFileSync(file("client.ts"), readFileSync(file("client.ts"), "utf8").replaceAll("\n", "\r\n"));
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--check")).toEqual({
      status: 1,
      stdout: "",
      stderr:
        "typewright: client.ts is out of date: only its line endings differ (CRLF on disk; typewright writes LF)\n" +
        "typewright: 1 of 1 file out of date; run without --check to update them\n",
    });
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "vue", "--check")).toMatchObject({ status: 2 });
  });

  it("names the first line whose text differs in a CRLF file, and says the line endings differ too", () => {
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch").status).toBe(0);
    const generated = readFileSync(file("client.ts"), "utf8");
    const lines = generated.split("\n");
    const changedAt = lines.findLastIndex((line) => line.includes("export interface"));
    expect(changedAt).toBeGreaterThan(20);
    const edited = lines.map((line, index) => (index === changedAt ? `${line} // edited` : line));
    writeFileSync(file("client.ts"), edited.join("\r\n"));
    const total = lines.length - 1;
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--check").stderr.split("\n")).toEqual([
      `typewright: client.ts is out of date from line ${changedAt + 1}: 1 line on disk, 1 generated in their place (${total} lines on disk, ${total} generated; its line endings also differ: CRLF on disk; typewright writes LF)`,
      `typewright:   line ${changedAt + 1} on disk:   ${lines[changedAt]} // edited`,
      `typewright:   line ${changedAt + 1} generated: ${lines[changedAt]}`,
      "typewright: 1 of 1 file out of date; run without --check to update them",
      "",
    ]);
  });

  it("says when only a byte-order mark differs, or a byte-order mark and line endings", () => {
    expect(run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch").status).toBe(0);
    const generated = readFileSync(file("client.ts"), "utf8");
    const stale = () =>
      run("-s", "spec.yaml", "-o", "client.ts", "-t", "fetch", "--check").stderr.split("\n")[0];
    writeFileSync(file("client.ts"), `\uFEFF${generated}`);
    expect(stale()).toBe(
      "typewright: client.ts is out of date: only its byte-order mark differs (a UTF-8 BOM on disk; typewright writes none)",
    );
    writeFileSync(file("client.ts"), `\uFEFF${generated.replaceAll("\n", "\r\n")}`);
    expect(stale()).toBe(
      "typewright: client.ts is out of date: only its byte-order mark and line endings differ (a UTF-8 BOM and CRLF on disk; typewright writes neither)",
    );
  });

  it("escapes terminal controls from a tampered file, a job's name and its paths in every printed line", () => {
    const hostile = "\u001b]0;pwned\u0007\u001b[2J";
    writeFileSync(
      file("typewright.json"),
      JSON.stringify({
        src: "spec.yaml",
        configs: [{ name: `api${hostile}\u202e`, out: `out${"\u001b[31m"}.ts`, template: "fetch" }],
      }),
    );
    const written = run("-c", "typewright.json");
    expect(written.status).toBe(0);
    expect(written.stdout).toBe(
      "typewright: [api\\u001B]0;pwned\\u0007\\u001B[2J\\u202E] wrote out\\u001B[31m.ts\n",
    );
    const client = file("out\u001b[31m.ts");
    writeFileSync(client, readFileSync(client, "utf8").replace("export", `${hostile} export`));
    const checked = check();
    expect(checked.status).toBe(1);
    for (const output of [written.stdout, checked.stdout, checked.stderr]) {
      expect([...output].filter(obeyedByTerminals)).toEqual([]);
    }
    expect(checked.stderr).toContain("on disk:   \\u001B]0;pwned\\u0007\\u001B[2J export");
  });

  it("exits 1 when the generation itself fails, naming the job", () => {
    rmSync(file("spec.yaml"));
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/^typewright: \[api\] cannot read spec\.yaml: file not found\n/);
    expect(result.stderr).toMatch(/\ntypewright: \[hooks\] cannot read spec\.yaml: file not found\n/);
  });
});

/** A control character other than the line break, or a bidirectional control: what a terminal would act on. */
function obeyedByTerminals(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code < 0x20 && char !== "\n") ||
    code === 0x7f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

describe("--validator zod (the real binary)", () => {
  let temp: TempDir;
  beforeAll(buildIfStale);
  beforeEach(async () => {
    temp = await makeTempDir("typewright-zod-");
    copyFileSync(TINY_SPEC, path.join(temp.path, "spec.yaml"));
  });
  afterEach(() => temp.cleanup());

  it("writes the schema file beside out, and --check compares it like the client", () => {
    const args = ["-s", "spec.yaml", "-o", path.join("api", "client.ts"), "--validator", "zod"];
    const schemaFile = path.join("api", "client.zod.ts");
    expect(runCli(temp.path, args)).toEqual({
      status: 0,
      stdout: `typewright: wrote ${path.join("api", "client.ts")}, ${schemaFile}\n`,
      stderr: "",
    });
    const schemas = readFileSync(path.join(temp.path, schemaFile), "utf8");
    expect(schemas).toMatch(/^import \{ z \} from 'zod';$/m);
    // The client's types are imported where a schema names one (an enum, a recursive type); none here.
    expect(schemas).not.toMatch(/client\.js/);
    expect(schemas).toMatch(/^export const PetSchema = /m);
    expect(runCli(temp.path, [...args, "--check"]).status).toBe(0);
    writeFileSync(path.join(temp.path, schemaFile), schemas.replace("z.string()", "z.number()"));
    const stale = runCli(temp.path, [...args, "--check"]);
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain(`${schemaFile} is out of date`);
  });

  it("refuses validatorOut without validator, in one line", () => {
    const result = runCli(temp.path, ["-s", "spec.yaml", "--validatorOut", "s.ts"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('validatorOut: requires "validator" ("zod")');
  });
});
