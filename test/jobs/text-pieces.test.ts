import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fileHoldsContent, writeText } from "../../src/write/text-pieces.js";

const directory = mkdtempSync(path.join(tmpdir(), "typewright-same-content-"));
let files = 0;

function fileWith(bytes: string | Uint8Array): string {
  const filePath = path.join(directory, `file-${files++}.ts`);
  writeFileSync(filePath, bytes);
  return filePath;
}

/** A piece holds 16,384 UTF-16 units; texts around and across that boundary. */
const PIECE = 16 * 1024;
const texts: [string, string][] = [
  ["empty", ""],
  ["ASCII", "export const a = 1;\n"],
  ["two-byte text", "/** café ’quoted’ — dash */\n"],
  ["a surrogate pair across the first boundary", `${"a".repeat(PIECE - 1)}😀${"b".repeat(10)}`],
  ["a surrogate pair right after it", `${"a".repeat(PIECE)}😀`],
  ["three-byte characters over several pieces", "’".repeat(PIECE * 3 + 7)],
  ["pairs over several pieces", "😀".repeat(PIECE * 2 + 1)],
  ["a lone high surrogate at the boundary", `${"a".repeat(PIECE - 1)}\ud83dz`],
  ["a lone low surrogate", `x\ude00y`],
];

describe("fileHoldsContent and writeText", () => {
  it.each(texts)("%s: true for the text's own UTF-8 bytes", (_, text) => {
    expect(fileHoldsContent(fileWith(Buffer.from(text, "utf8")), text)).toBe(true);
  });

  it.each(texts.filter(([, text]) => text !== ""))("%s: false when one byte differs", (_, text) => {
    const bytes = Buffer.from(text, "utf8");
    for (const at of [0, bytes.length >> 1, bytes.length - 1]) {
      const changed = Buffer.from(bytes);
      changed[at] = (changed[at] as number) ^ 0x01;
      expect(fileHoldsContent(fileWith(changed), text)).toBe(false);
    }
  });

  it.each(texts)("%s: false for a file longer or shorter by one byte", (_, text) => {
    const bytes = Buffer.from(text, "utf8");
    expect(fileHoldsContent(fileWith(Buffer.concat([bytes, Buffer.from("\n")])), text)).toBe(false);
    if (bytes.length > 0) expect(fileHoldsContent(fileWith(bytes.subarray(1)), text)).toBe(false);
  });

  it("answers as comparing the whole encoded text would, on texts of mixed characters", () => {
    const alphabet = ["a", "\n", "é", "’", "😀", "\ud83d", "\ude00"];
    let seed = 7;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let round = 0; round < 20; round++) {
      const length = next() % (PIECE * 3);
      const text = Array.from({ length }, () => alphabet[next() % alphabet.length]).join("");
      const other = `${text.slice(0, length >> 1)}é${text.slice((length >> 1) + 1)}`;
      const filePath = fileWith(Buffer.from(text, "utf8"));
      expect(fileHoldsContent(filePath, text)).toBe(true);
      const expected = Buffer.from(other, "utf8").equals(Buffer.from(text, "utf8"));
      expect(fileHoldsContent(filePath, other)).toBe(expected);
    }
  });

  it.each(texts)("%s: writeText writes the text's UTF-8 bytes", (_, text) => {
    const filePath = path.join(directory, `written-${files++}.ts`);
    const descriptor = openSync(filePath, "wx");
    writeText(descriptor, text);
    closeSync(descriptor);
    expect(readFileSync(filePath).equals(Buffer.from(text, "utf8"))).toBe(true);
  });

  it("throws what opening a missing file throws", () => {
    expect(() => fileHoldsContent(path.join(directory, "missing.ts"), "")).toThrow(/ENOENT/);
  });
});
