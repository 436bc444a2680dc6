/**
 * `--strict` (config `strict`): any warning fails the run with exit 1, the warnings printed before one line,
 * and nothing written; without a warning it writes as usual. Also with `--check` and from a config file.
 */
import { existsSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/cli-process.js";
import { withTempDir } from "../support/temp-dir.js";

/** A description whose one warning is a `const` JSON cannot carry (YAML's `.nan`). */
const WARNED = [
  "openapi: 3.1.0",
  "info: { title: t, version: '1' }",
  "paths: {}",
  "components:",
  "  schemas:",
  "    Odd: { const: .nan }",
].join("\n");
const CLEAN = ["openapi: 3.1.0", "info: { title: t, version: '1' }", "paths: {}"].join("\n");

describe("--strict", () => {
  it("fails a run that finds a warning: the warning, one line, exit 1, no file written", async () => {
    await withTempDir(async (folder) => {
      writeFileSync(path.join(folder, "openapi.yaml"), WARNED);
      const args = ["-s", "openapi.yaml", "-o", "client.ts", "--mode", "schemas", "--strict"];
      const { status, stderr, stdout } = runCli(folder, args);
      expect(status).toBe(1);
      const lines = stderr.split("\n").filter(Boolean);
      expect(lines).toHaveLength(2);
      expect(lines[0]).toMatch(
        /^typewright: warning: openapi\.yaml#\/components\/schemas\/Odd\/const: `const` holds NaN/,
      );
      expect(lines[1]).toBe(
        "typewright: openapi.yaml: 1 warning above, and strict is on: nothing written (turn strict off to write the output anyway)",
      );
      expect(stdout).toBe("");
      expect(existsSync(path.join(folder, "client.ts"))).toBe(false);
      // Without it the same run writes, with the warning.
      const relaxed = runCli(folder, args.slice(0, -1));
      expect(relaxed.status).toBe(0);
      expect(existsSync(path.join(folder, "client.ts"))).toBe(true);
    }, "typewright-cli-strict-");
  });

  it("writes as usual when there is no warning, and fails `--check` from a config file that sets it", async () => {
    await withTempDir(async (folder) => {
      writeFileSync(path.join(folder, "clean.yaml"), CLEAN);
      const clean = runCli(folder, ["-s", "clean.yaml", "-o", "clean.ts", "--mode", "schemas", "--strict"]);
      expect(clean.status).toBe(0);
      expect(clean.stderr).toBe("");
      writeFileSync(path.join(folder, "openapi.yaml"), WARNED);
      writeFileSync(path.join(folder, "client.ts"), "// kept\n");
      const config = { src: "openapi.yaml", out: "client.ts", generationMode: "schemas", strict: true };
      writeFileSync(path.join(folder, "typewright.config.json"), JSON.stringify(config));
      const checked = runCli(folder, ["-c", "typewright.config.json", "--check"]);
      expect(checked.status).toBe(1);
      expect(checked.stderr).toContain("1 warning above, and strict is on: nothing written");
    }, "typewright-cli-strict-");
  });
});
