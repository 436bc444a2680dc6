/**
 * The depth of a JSON description is checked in the loader's walk for `$ref`s, which enters only keyword
 * and name positions: the subtrees it passes over (extensions, examples, a discriminator's mapping, an
 * external document's data) are measured all the same, to the level, and a too deep one is named.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MAX_NESTING_DEPTH } from "../../src/load/document-bounds.js";
import { loadError, loadFixture } from "../support/load-fixtures.js";

const directory = mkdtempSync(path.join(tmpdir(), "typewright-load-depth-"));

/** `levels` arrays inside one another. */
function nestedArrays(levels: number): string {
  return `${"[".repeat(levels)}${"]".repeat(levels)}`;
}

/** A description whose `Deep` schema holds `slot` (JSON text); writes it and returns its path. */
function write(name: string, slot: (inner: string) => string, inner: string): string {
  const text = `{"openapi":"3.1.0","info":{"title":"t","version":"1"},"paths":{},"components":{"schemas":{"Deep":${slot(inner)}}}}`;
  const file = path.join(directory, name);
  writeFileSync(file, text);
  return file;
}

// Root (1), components (2), schemas (3), Deep (4): a value put in Deep starts at level 5.
const INNER_LEVEL = 5;
const slots: Record<string, (inner: string) => string> = {
  extension: (inner) => `{"type":"object","x-data":${inner}}`,
  example: (inner) => `{"type":"array","examples":${inner}}`,
  mapping: (inner) => `{"discriminator":{"propertyName":"k","mapping":{"a":${inner}}}}`,
  "entered keywords": (inner) => `{"allOf":${inner}}`,
};
// Containers a slot puts between Deep and the value (the discriminator and its mapping).
const slotDepth: Record<string, number> = { extension: 0, example: 0, mapping: 2, "entered keywords": 0 };

describe("the depth of a JSON description is checked in the walk for $refs", () => {
  for (const [where, slot] of Object.entries(slots)) {
    const allowed = MAX_NESTING_DEPTH - INNER_LEVEL + 1 - (slotDepth[where] as number);

    it(`loads ${where} nested up to the limit and refuses one level more, naming the pointer`, async () => {
      await expect(
        loadFixture(write(`ok-${where}.json`, slot, nestedArrays(allowed))),
      ).resolves.toBeDefined();
      const error = await loadError(write(`deep-${where}.json`, slot, nestedArrays(allowed + 1)));
      expect(error.code).toBe("spec");
      expect(error.message).toMatch(
        new RegExp(
          `objects and arrays nested more than ${MAX_NESTING_DEPTH} levels deep at #/components/schemas/Deep/`,
        ),
      );
      expect(error.pointer?.split("/")).toHaveLength(MAX_NESTING_DEPTH + 1);
    });
  }
});
