/**
 * The command on descriptions whose values JavaScript reads specially, with exact lines and exit codes: numbers
 * JSON cannot carry (YAML's `.nan`, `.inf`, a JSON `1e400`) and a pattern JavaScript cannot compile are warned
 * about with their pointer and the run succeeds; a `patternProperties` key that backtracks exponentially is
 * warned about and never run against a property name; a flat `allOf` of 1,000 objects with `--validator zod`
 * generates (it ran out of stack before).
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { MAX_RUN_STEPS, MAX_STEPS } from "../../src/model/backtracking-pattern.js";
import { runCli } from "../support/cli-process.js";
import { countRegExpRuns } from "../support/regexp-runs.js";
import { withTempDir } from "../support/temp-dir.js";

const NON_FINITE =
  "a number JSON cannot carry (YAML's `.inf`/`.nan`, or a literal past the largest double): the keyword is left out, as if absent";

/** `openapi.yaml` in `folder`: an OpenAPI 3.1 description of no paths and these component schemas (YAML lines). */
function writeSchemas(folder: string, schemas: readonly string[]): void {
  const header = [
    "openapi: 3.1.0",
    "info: { title: t, version: '1' }",
    "paths: {}",
    "components:",
    "  schemas:",
  ];
  writeFileSync(path.join(folder, "openapi.yaml"), [...header, ...schemas].join("\n"));
}

describe("the command on hostile values", () => {
  it("warns about non-finite numbers and an uncompilable pattern with their pointers, and exits 0", async () => {
    await withTempDir(async (folder) => {
      writeSchemas(folder, [
        "    Odd: { const: .nan }",
        "    Bounded: { type: number, maximum: .inf }",
        "    Code: { type: string, pattern: '(?<x>a' }",
      ]);
      const args = ["-s", "openapi.yaml", "-o", "client.ts", "--mode", "schemas", "--validator", "zod"];
      const { status, stderr, stdout } = runCli(folder, args);
      expect(status).toBe(0);
      expect(stderr.split("\n").filter(Boolean)).toEqual([
        `typewright: warning: openapi.yaml#/components/schemas/Odd/const: \`const\` holds NaN, ${NON_FINITE}`,
        `typewright: warning: openapi.yaml#/components/schemas/Bounded/maximum: \`maximum\` holds Infinity, ${NON_FINITE}`,
        'typewright: warning: openapi.yaml#/components/schemas/Code/pattern: `pattern` "(?<x>a" is no regular expression JavaScript compiles with the `u` flag: the Zod schemas leave it out, and nothing checks it',
      ]);
      expect(stdout).toBe("typewright: wrote client.ts, client.zod.ts\n");
    }, "typewright-cli-hostile-");
  });

  it("runs no patternProperties key that backtracks exponentially against a long property name, and says so", async () => {
    await withTempDir(async (folder) => {
      const name = `${"a".repeat(40)}!`;
      writeSchemas(folder, [
        "    Tagged:",
        "      type: object",
        `      required: ['${name}']`,
        "      patternProperties: { '^(a+)+$': { type: string } }",
      ]);
      // Matched against the name, the key would hold the run for hours: counted in process, it never runs (and
      // would throw at once rather than hold the test).
      const { runs, result } = await countRegExpRuns(
        () => generateFiles({ src: path.join(folder, "openapi.yaml"), generationMode: "schemas" }),
        ["^(a+)+$"],
      );
      expect(result.diagnostics.map((found) => found.code)).toEqual(["backtracking-pattern"]);
      expect(runs.get("^(a+)+$")).toBeUndefined();
      // The command says so, and exits 0 (its child process's time limit only stops a hung run).
      const { status, stderr, stdout } = runCli(folder, [
        "-s",
        "openapi.yaml",
        "-o",
        "client.ts",
        "--mode",
        "schemas",
      ]);
      expect(stderr).toBe(
        'typewright: warning: openapi.yaml#/components/schemas/Tagged/patternProperties/^(a+)+$: `patternProperties` key "^(a+)+$" backtracks exponentially: no property name is matched against it (a required property it would match is typed by `additionalProperties`, else `unknown`)\n',
      );
      expect(status).toBe(0);
      expect(stdout).toBe("typewright: wrote client.ts\n");
    }, "typewright-cli-pattern-key-");
  });

  it("tests no enum value against a pattern that backtracks exponentially: kept, the pattern warned about", async () => {
    await withTempDir(async (folder) => {
      writeSchemas(folder, [`    Code: { type: string, pattern: '^(a+)+$', enum: ['${"a".repeat(40)}!'] }`]);
      const args = ["-s", "openapi.yaml", "-o", "client.ts", "--mode", "schemas", "--validator", "zod"];
      const { status, stderr } = runCli(folder, args);
      expect(stderr).toBe(
        'typewright: warning: openapi.yaml#/components/schemas/Code/pattern: `pattern` "^(a+)+$" backtracks exponentially (a value of a few dozen characters would hold the client for minutes): the Zod schemas leave it out, and nothing checks it\n',
      );
      expect(status).toBe(0);
    }, "typewright-cli-enum-pattern-");
  });

  it("checks the patterns of a run within one budget: of 600 heavy ones, those its steps allow, the rest told unchecked", async () => {
    await withTempDir(async (folder) => {
      // Distinct, each past the bound of one pattern's steps: tens of thousands would take minutes to check.
      const heavy = (seed: number) =>
        `^(?:${Array.from({ length: 200 }, (_, index) => `[a-z${String.fromCodePoint(0x4e00 + seed)}]b${index % 10}`).join("|")})*$`;
      const schemas = Object.fromEntries(
        Array.from({ length: 600 }, (_, seed) => [`S${seed}`, { type: "string", pattern: heavy(seed) }]),
      );
      const description = {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: {},
        components: { schemas },
      };
      writeFileSync(path.join(folder, "openapi.json"), JSON.stringify(description));
      const args = ["-s", "openapi.json", "-o", "client.ts", "--mode", "schemas", "--validator", "zod"];
      const { status, stderr } = runCli(folder, args);
      expect(status).toBe(0);
      const lines = stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(21);
      expect(lines[20]).toBe("typewright: warning: … and 580 more backtracking-pattern warnings");
      // The first ones are checked (each too large), the rest left unchecked: the lines show the first 20.
      expect(lines.slice(0, 20).every((line) => line.includes("is too large to check"))).toBe(true);
      const { diagnostics } = await generateFiles({
        src: path.join(folder, "openapi.json"),
        generationMode: "schemas",
      });
      const unchecked = diagnostics.filter((found) =>
        found.message.endsWith(
          "is not checked for exponential backtracking: the patterns checked before it used up the run's 30,000,000 steps; the Zod schemas leave it out, and nothing checks it",
        ),
      );
      const tooLarge = diagnostics.filter((found) => found.message.includes("is too large to check"));
      // The work is counted: each pattern checked spends its `MAX_STEPS`, all of them the run's `MAX_RUN_STEPS`.
      expect(tooLarge.length).toBeLessThanOrEqual(MAX_RUN_STEPS / MAX_STEPS + 1);
      expect(tooLarge.length + unchecked.length).toBe(600);
      expect(diagnostics).toHaveLength(600);
    }, "typewright-cli-pattern-budget-");
  });

  it("generates the Zod schema of a flat allOf of 1,000 objects", async () => {
    await withTempDir(async (folder) => {
      const allOf = Array.from({ length: 1000 }, (_, index) => ({
        type: "object",
        properties: { [`p${index}`]: { type: "string" } },
      }));
      const description = {
        openapi: "3.1.0",
        info: { title: "t", version: "1" },
        paths: {},
        components: { schemas: { Wide: { allOf } } },
      };
      writeFileSync(path.join(folder, "openapi.json"), JSON.stringify(description));
      const args = ["-s", "openapi.json", "-o", "client.ts", "--mode", "schemas", "--validator", "zod"];
      const { status, stderr } = runCli(folder, args);
      expect(stderr).toBe("");
      expect(status).toBe(0);
    }, "typewright-cli-wide-");
  });
});
