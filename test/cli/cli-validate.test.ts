/**
 * `--validate` (config `validate`) through the real binary: each violation of the official schema of the
 * description's version one warning line with file and pointer, the run going on; with `--strict` exit 1 and
 * nothing written. The line for a missing package is tested from an install without it (package.test.ts).
 */
import { copyFileSync, existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT, runCli } from "../support/cli-process.js";
import { withTempDir } from "../support/temp-dir.js";

const FIXTURES = path.join(ROOT, "fixtures/validate");

/** Runs the command in a folder holding `files` (from fixtures/validate, or petstore.yaml). */
async function inFolder(files: readonly string[], run: (folder: string) => void): Promise<void> {
  await withTempDir(async (folder) => {
    for (const file of files) {
      const from = file === "petstore.yaml" ? path.join(ROOT, "fixtures", file) : path.join(FIXTURES, file);
      copyFileSync(from, path.join(folder, file));
    }
    run(folder);
  }, "typewright-cli-validate-");
}

const generate = (src: string, ...more: string[]) => [
  "-s",
  src,
  "-o",
  "client.ts",
  "--mode",
  "schemas",
  ...more,
];

describe("--validate", () => {
  it("finds nothing in petstore, nor in a description split across files", async () => {
    await inFolder(["petstore.yaml", "split-root.yaml", "split-schemas.yaml"], (folder) => {
      for (const src of ["petstore.yaml", "split-root.yaml"]) {
        expect(runCli(folder, generate(src, "--validate"))).toEqual({
          status: 0,
          stdout: "typewright: wrote client.ts\n",
          stderr: "",
        });
      }
    });
  });

  it("warns about each violation of the OpenAPI 3.0 schema with file and pointer, and writes", async () => {
    await inFolder(["broken-3.0.yaml"], (folder) => {
      const result = runCli(folder, generate("broken-3.0.yaml", "--validate"));
      expect(result.status).toBe(0);
      expect(result.stdout).toBe("typewright: wrote client.ts\n");
      expect(result.stderr.split("\n").filter(Boolean)).toEqual([
        "typewright: warning: broken-3.0.yaml#/info: must have required property 'version' (OpenAPI 3.0 schema)",
        "typewright: warning: broken-3.0.yaml#/paths/~1pets/get: must NOT have additional property 'colour' (OpenAPI 3.0 schema)",
        "typewright: warning: broken-3.0.yaml#/paths/~1pets/get/responses/200: must have required property 'description' (OpenAPI 3.0 schema)",
        "typewright: warning: broken-3.0.yaml#/paths/~1pets/post: must have required property 'responses' (OpenAPI 3.0 schema)",
      ]);
      // Without it, the same description gives no warning: typewright reads what it can.
      expect(runCli(folder, generate("broken-3.0.yaml")).stderr).toBe("");
    });
  });

  it("judges Swagger 2.0, OpenAPI 3.1 and 3.2 each by its own schema", async () => {
    await inFolder(["broken-2.0.yaml", "broken-3.1.yaml", "broken-3.2.yaml"], (folder) => {
      const warnings = (src: string) => {
        const result = runCli(folder, generate(src, "--validate"));
        expect(result.status).toBe(0);
        return result.stderr.split("\n").filter(Boolean);
      };
      expect(warnings("broken-2.0.yaml")).toEqual([
        "typewright: warning: broken-2.0.yaml#/info: must have required property 'version' (Swagger 2.0 schema)",
        "typewright: warning: broken-2.0.yaml#/paths/~1pets/get/parameters/0: must NOT have additional property 'colour' (Swagger 2.0 schema)",
      ]);
      // 3.1 no longer requires `responses`; 3.2 no longer requires a response's `description`.
      expect(warnings("broken-3.1.yaml")).toEqual([
        "typewright: warning: broken-3.1.yaml#/info: must have required property 'version' (OpenAPI 3.1 schema)",
        "typewright: warning: broken-3.1.yaml#/paths/~1pets/get/responses/200: must have required property 'description' (OpenAPI 3.1 schema)",
        "typewright: warning: broken-3.1.yaml#/paths/~1pets/get: must NOT have unevaluated property 'colour' (OpenAPI 3.1 schema)",
      ]);
      expect(warnings("broken-3.2.yaml")).toEqual([
        "typewright: warning: broken-3.2.yaml#/info: must have required property 'version' (OpenAPI 3.2 schema)",
        "typewright: warning: broken-3.2.yaml#/paths/~1pets/get: must NOT have unevaluated property 'colour' (OpenAPI 3.2 schema)",
      ]);
    });
  });

  it("checks only the jobs that ask, though jobs on one description share its model", async () => {
    await inFolder(["broken-3.2.yaml"], (folder) => {
      const configs = [
        { name: "plain", out: "plain.ts" },
        { name: "checked", out: "checked.ts", validate: true },
        { name: "again", out: "again.ts" },
      ];
      const config = { src: "broken-3.2.yaml", generationMode: "schemas", configs };
      writeFileSync(path.join(folder, "typewright.json"), JSON.stringify(config));
      expect(runCli(folder, ["-c", "typewright.json"])).toEqual({
        status: 0,
        stdout:
          "typewright: [plain] wrote plain.ts\n" +
          "typewright: [checked] wrote checked.ts\n" +
          "typewright: [again] wrote again.ts\n",
        stderr:
          "typewright: [checked] warning: broken-3.2.yaml#/info: must have required property 'version' (OpenAPI 3.2 schema)\n" +
          "typewright: [checked] warning: broken-3.2.yaml#/paths/~1pets/get: must NOT have unevaluated property 'colour' (OpenAPI 3.2 schema)\n",
      });
    });
  });

  it("with --strict fails the run: exit 1, nothing written; also from a config file's `validate`", async () => {
    await inFolder(["broken-3.2.yaml", "petstore.yaml"], (folder) => {
      const result = runCli(folder, generate("broken-3.2.yaml", "--validate", "--strict"));
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.split("\n").filter(Boolean).at(-1)).toBe(
        "typewright: broken-3.2.yaml: 2 warnings above, and strict is on: nothing written (turn strict off to write the output anyway)",
      );
      expect(existsSync(path.join(folder, "client.ts"))).toBe(false);
      const config = {
        src: "broken-3.2.yaml",
        out: "client.ts",
        generationMode: "schemas",
        validate: true,
        strict: true,
      };
      writeFileSync(path.join(folder, "typewright.config.json"), JSON.stringify(config));
      const configured = runCli(folder, ["-c", "typewright.config.json"]);
      expect(configured.status).toBe(1);
      expect(configured.stderr).toContain(
        "#/info: must have required property 'version' (OpenAPI 3.2 schema)",
      );
      expect(existsSync(path.join(folder, "client.ts"))).toBe(false);
      // A valid description passes strict and validate together.
      expect(runCli(folder, generate("petstore.yaml", "--validate", "--strict")).status).toBe(0);
    });
  });
});
