import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generate, isTypewrightError } from "../../src/index.js";
import { compileInMemory } from "../support/compile.js";

/** `fixtures/specs`: real public descriptions, copied unchanged with their origins (see its README.md). */
const SPECS_ROOT = path.resolve(fileURLToPath(new URL("../../fixtures/specs/", import.meta.url)));

/** Root documents: files whose top level declares `openapi` or `swagger` (component files do not). */
function findRootDocuments(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(folder)) {
    const full = path.join(folder, entry);
    if (statSync(full).isDirectory()) found.push(...findRootDocuments(full));
    else if (/\.(ya?ml|json)$/.test(entry) && declaresVersion(full)) found.push(full);
  }
  return found.sort();
}

function declaresVersion(file: string): boolean {
  const head = readFileSync(file, "utf8").slice(0, 4000);
  return /^\s*["']?(openapi|swagger)["']?\s*:/m.test(head) || /"(openapi|swagger)"\s*:/.test(head);
}

/**
 * Descriptions that are broken on purpose and must fail with a clear, one-line error naming the
 * problem, never with a crash. The value is a piece of the expected message.
 */
const EXPECTED_FAILURES: Record<string, RegExp> = {
  "swaggie/external-refs/main-bad-local-fragment.yml":
    /unresolved \$ref "#bad-fragment" at #\/paths\/~1test\/get/,
  "swaggie/external-refs/main-circular-non-components.yml": /circular \$ref .*never reaches a value/,
  "swaggie/external-refs/main-invalid-fragment-format.yml":
    /unresolved \$ref "\.\/components\/schemas\.yml#components\/schemas\/Pet"/,
  "swaggie/external-refs/main-invalid-target.yml":
    /unresolved \$ref "\.\/components\/schemas\.yml#\/components\/schemas\/"/,
  "swaggie/external-refs/main-missing-file.yml":
    /unresolved \$ref "\.\/components\/no-such-file\.yml#.*cannot read/,
  "swaggie/external-refs/main-missing-pointer.yml":
    /unresolved \$ref "\.\/components\/schemas\.yml#\/components\/schemas\/Nope"/,
};

/** Not run here: its `$ref` points at a public host, and tests never send traffic off this machine. */
const SKIPPED = new Set(["swaggie/external-refs/main-http-ref.yml"]);

const roots = findRootDocuments(SPECS_ROOT).filter((file) => !SKIPPED.has(path.relative(SPECS_ROOT, file)));

describe("every description under fixtures/specs", () => {
  it("finds the corpus", () => {
    expect(roots.length).toBeGreaterThan(40);
  });

  it("generates in schemas mode and the output compiles (or fails with a clear error)", async () => {
    await expectEveryDescriptionCompiles({ generationMode: "schemas" });
  });

  for (const template of ["fetch", "axios"] as const) {
    it(`generates a full ${template} client for each and the output compiles`, async () => {
      await expectEveryDescriptionCompiles({ generationMode: "full", template });
    });
  }

  // Beyond what the issues ask: the class-based and reactive outputs on real descriptions too.
  it("generates ng2 services and tsq hooks over axios for each, with full responses, and they compile", async () => {
    await expectEveryDescriptionCompiles({ generationMode: "full", template: "ng2", responseShape: "full" });
    await expectEveryDescriptionCompiles({ generationMode: "full", template: ["tsq", "axios"] });
  });
});

async function expectEveryDescriptionCompiles(options: Omit<GenerateOptions, "src" | "out">): Promise<void> {
  const outputs: Record<string, string> = {};
  const failures: string[] = [];
  for (const file of roots) {
    const name = path.relative(SPECS_ROOT, file);
    try {
      outputs[`specs/${name.replace(/[^\w]/g, "_")}.ts`] = await generate({ src: file, ...options });
      if (EXPECTED_FAILURES[name]) failures.push(`${name}: expected a failure but it generated`);
    } catch (error) {
      const expected = EXPECTED_FAILURES[name];
      if (!isTypewrightError(error)) failures.push(`${name}: crashed: ${String(error)}`);
      else if (!expected) failures.push(`${name}: ${error.message}`);
      else if (!expected.test(error.message)) failures.push(`${name}: unexpected message ${error.message}`);
    }
  }
  const compileErrors = compileInMemory(outputs).diagnostics;
  expect({ failures, compileErrors: compileErrors.slice(0, 40) }).toEqual({
    failures: [],
    compileErrors: [],
  });
}
