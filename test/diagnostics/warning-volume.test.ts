/**
 * A description that repeats one problem a hundred thousand times, one key of them two million characters
 * long: the real command prints a page of warnings, not a flood, within a memory bound measured in
 * its own process.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runCli } from "../support/run-cli.js";
import { withTempDir } from "../support/temp-dir.js";

const KEYS = 100_000;
/** Generous: the run takes about 250 MB (150 MB of it without any warning), and about 3 s. */
const MEMORY_LIMIT_BYTES = 600 * 2 ** 20;
const PREFIX = "typewright: warning: ";

describe("warning volume", () => {
  it("100,000 non-token method keys print 20 lines and one that counts the rest", () =>
    withTempDir(async (folder) => {
      const operation = { responses: { "200": { description: "ok" } } };
      const longKey = `long ${"k".repeat(2_000_000)} key`;
      const additionalOperations: Record<string, unknown> = { [longKey]: operation };
      for (let index = 0; index < KEYS; index++) additionalOperations[`bad method ${index}`] = operation;
      const description = {
        openapi: "3.2.0",
        info: { title: "many", version: "1" },
        paths: { "/x": { get: operation, additionalOperations } },
      };
      writeFileSync(path.join(folder, "api.json"), JSON.stringify(description));
      const result = await runCli(folder, ["-s", "api.json", "-o", "client.ts", "-t", "fetch"]);
      expect(result.status, result.stderr.slice(0, 2000)).toBe(0);
      const lines = result.stderr.trimEnd().split("\n");
      expect(lines).toHaveLength(21);
      expect(lines.every((line) => line.startsWith(PREFIX) && line.length <= PREFIX.length + 1000)).toBe(
        true,
      );
      expect(lines[0]).toMatch(
        /^typewright: warning: api\.json#\/paths\/~1x\/additionalOperations\/long k+…\(\d+ characters left out\)…k+ key: "long k+…\(\d+ characters left out\)…k+ key" is not an HTTP method .*; no method is generated for it$/,
      );
      expect(lines[1]).toBe(
        `${PREFIX}api.json#/paths/~1x/additionalOperations/bad method 0: "bad method 0" is not an HTTP method (only letters, digits and !#$%&'*+-.^_\`|~ are allowed, RFC 9110 token); no method is generated for it`,
      );
      expect(lines[20]).toBe(`${PREFIX}… and ${KEYS - 19} more unsendable-method warnings`);
      expect(result.peakMemoryBytes).toBeLessThan(MEMORY_LIMIT_BYTES);
    }));
});
