/**
 * The MSW handlers of three large real APIs (GitHub, Stripe, Twilio; fixtures/large/) at work in Node: every
 * operation called through the generated fetch client against the generated handlers resolves to the
 * handler's default data, sent byte for byte with its documented headers; every default body (success,
 * failures, stream items) and header is judged by ajv with formats on against the description's own schemas,
 * a rejection allowed only where the data maker reported what it could not honour (docs/mocking.md, "Default
 * data"); and each handlers file compiles strictly with its client.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { expectCompiles } from "../support/compile.js";
import { judgeMockAnswers } from "../support/mock-data-judge.js";
import { everyCall, expectDefaultAnswers } from "../support/msw-answers.js";
import { withTempDir } from "../support/temp-dir.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDER = path.join(REPO_ROOT, ".tmp", "large");

/** The description decompressed into .tmp/ (ignored by git); its path relative to the repository. */
function decompressed(name: string): string {
  mkdirSync(FOLDER, { recursive: true });
  const file = path.join(FOLDER, name.replace(/\.gz$/, ""));
  writeFileSync(file, gunzipSync(readFileSync(path.join(REPO_ROOT, "fixtures/large", name))));
  return path.relative(REPO_ROOT, file);
}

const LARGE = [
  // Stripe and Twilio document no response headers.
  { name: "github-api.json.gz", operations: 1_000, headers: 200 },
  { name: "stripe.json.gz", operations: 400, headers: 0 },
  { name: "twilio-api-v2010.json.gz", operations: 150, headers: 0 },
];

describe("the handlers of a large real API", () => {
  // Real examples hold what the client's types do not (`null` under the default nullableStrategy, properties
  // the schema does not declare, a discriminated union's missing tag): such an example is passed over.
  const variants: [string, Record<string, unknown>][] = [
    ["github-api.json.gz", {}],
    ["github-api.json.gz", { nullableStrategy: "include", dateFormat: "Date" }],
    ["stripe.json.gz", {}],
    ["twilio-api-v2010.json.gz", {}],
  ];
  for (const [name, options] of variants) {
    it(`compile strictly with the client: ${name} ${JSON.stringify(options)}`, async () => {
      const src = path.join(REPO_ROOT, decompressed(name));
      const files = await withTempDir(async (dir) => {
        const result = await generateFiles({
          src,
          out: path.join(dir, "client.ts"),
          msw: path.join(dir, "handlers.ts"),
          ...options,
        });
        return Object.fromEntries(
          result.files.map((file) => [`large/${path.basename(file.path)}`, file.content]),
        );
      });
      expect(Object.keys(files).sort()).toEqual(["large/client.ts", "large/handlers.ts"]);
      expectCompiles(files);
    }, 180_000);
  }
});

describe("every operation of a large real API against the generated handlers", () => {
  for (const { name, operations, headers } of LARGE) {
    it(`fetch: ${name}`, async () => {
      const src = decompressed(name);
      // Dates as text, so that a call's value is the data as sent (revival is proven in msw-handlers.test.ts).
      const outcomes = await everyCall(src, "fetch", { dateFormat: "string" });
      expect(outcomes.length).toBeGreaterThan(operations);
      expectDefaultAnswers(outcomes);

      const judgement = judgeMockAnswers(await loadSpec(path.join(REPO_ROOT, src)));
      expect(judgement.judged).toBeGreaterThan(operations);
      expect(judgement.headers).toBeGreaterThanOrEqual(headers);
      expect(judgement.rejected.filter((rejected) => !rejected.explained)).toEqual([]);
    }, 180_000);
  }
});
