/**
 * The package's exported types are pinned: what the entry points export, and every declaration of the
 * package their types reach (scripts/public-api.js), against `test/public-api.txt`. A change to the surface
 * that users of the API and custom templates compile against fails here until the pin is rewritten
 * (`npm run build && node scripts/public-api.js --write`), so it shows in review as a diff of types.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain JavaScript script, without declarations
import { PINNED_FILE, publicApiText } from "../../scripts/public-api.js";

const surface = publicApiText as () => string;

describe("the package's exported types", () => {
  it("are the pinned ones (after a deliberate change: node scripts/public-api.js --write)", () => {
    const pinned = readFileSync(PINNED_FILE as string, "utf8");
    expect(surface()).toBe(pinned);
  });

  it("name what each entry point exports, and write out the declarations those reach", () => {
    const text = surface();
    expect(text).toMatch(/^\/\/ typewright-openapi exports: .*\bdefineTemplate\b.*\bgenerateFiles\b/m);
    expect(text).toMatch(/^\/\/ typewright-openapi\/browser exports: .*\bgenerate\b/m);
    // Custom templates read descriptions made for them: no record of the plan, the model or emit is
    // reached, so refactoring those changes nothing here.
    expect(text).toContain("export interface OperationDescription");
    expect(text).not.toMatch(
      /\b(PlannedOperation|PlannedGroup|OperationModel|ClientEmitContext|MethodParts)\b/,
    );
    expect(text).toContain("export interface Diagnostic");
  });
});
