import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { asciiJsonText, asciiJsonTextInPlace, utf8Text } from "../../src/load/decode-text.js";
import { type ParseContext, parseBytes, parseText } from "../../src/load/parse-text.js";
import { readSource } from "../../src/load/read-source.js";

const utf8 = (text: string) => new TextEncoder().encode(text);
const BOM = "\uFEFF";

/** JSON whose non-ASCII characters sit right around the 64 KiB pieces the decoder works in. */
function jsonAcrossPieces(): string {
  const filler = "a".repeat(64 * 1024 - 12);
  return JSON.stringify({ x: `${filler}é’😀`, y: ["ü".repeat(40_000), "plain"], z: "日本語" });
}

describe("asciiJsonText", () => {
  it.each([
    ["ASCII only", '{"a": [1, "b"]}'],
    ["Latin-1 and beyond", '{"name": "café ’quoted’ — dash"}'],
    ["surrogate pairs", '{"emoji": "😀 and 🎉", "key😀": 1}'],
    ["characters across the decoder's pieces", jsonAcrossPieces()],
    ["a byte-order mark", `${BOM}{"a": "é"}`],
  ])("%s: parses to the same value, as ASCII text", (_, json) => {
    const ascii = asciiJsonText(utf8(json));
    expect(ascii).toBeDefined();
    expect(ascii).not.toMatch(/[\u0080-\uffff]/);
    expect(JSON.parse(ascii as string)).toEqual(JSON.parse(json.replace(BOM, "")));
  });

  it("declines bytes that are not valid UTF-8", () => {
    expect(asciiJsonText(new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d]))).toBeUndefined();
  });
});

/** The bytes of `text` in an ArrayBuffer with `room` free bytes after them. */
function withRoom(text: string, room: number): Uint8Array {
  const bytes = utf8(text);
  const buffer = new Uint8Array(bytes.length + room);
  buffer.set(bytes);
  return buffer.subarray(0, bytes.length);
}

describe("asciiJsonTextInPlace", () => {
  const texts = [
    '{"a": [1, "b"]}',
    '{"name": "café ’quoted’ — dash"}',
    '{"emoji": "😀 and 🎉", "key😀": 1}',
    jsonAcrossPieces(),
    `${BOM}{"a": "é"}`,
    "é’😀",
  ];

  it.each(texts.map((text) => [text.slice(0, 30), text]))(
    "%s: the text asciiJsonText makes, and the bytes as they were after restore",
    (_, text) => {
      const bytes = withRoom(text, 200_000);
      const original = bytes.slice();
      const copy = asciiJsonTextInPlace(bytes);
      expect(copy?.text).toBe(asciiJsonText(original));
      copy?.restore();
      expect(bytes).toEqual(original);
    },
  );

  it("leaves the bytes alone without room enough for the escapes, or when they are not UTF-8", () => {
    const text = '{"a": "é’"}';
    // é grows by 4 bytes and ’ by 3: 6 bytes of room are one too few.
    const tight = withRoom(text, 6);
    expect(asciiJsonTextInPlace(tight)).toBeUndefined();
    expect(tight).toEqual(utf8(text));
    expect(asciiJsonTextInPlace(withRoom(text, 7))?.text).toBe(asciiJsonText(utf8(text)));
    const invalid = new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x7d, 0, 0, 0, 0, 0, 0, 0]).subarray(0, 5);
    expect(asciiJsonTextInPlace(invalid)).toBeUndefined();
  });
});

describe("utf8Text", () => {
  it("decodes like UTF-8, invalid sequences included", () => {
    for (const bytes of [utf8('{"a": 1}'), utf8(`${BOM}é’😀`), new Uint8Array([0x61, 0xff, 0xc3])]) {
      expect(utf8Text(bytes)).toBe(Buffer.from(bytes).toString("utf8"));
    }
  });
});

describe("parseBytes", () => {
  const context = (extension: string): ParseContext => ({
    display: `spec${extension}`,
    file: "/x",
    extension,
  });
  // Trailing white space makes a document large enough for the ASCII copy (8 MiB) without changing it.
  const large = (text: string) => utf8(`${text}${" ".repeat(8 * 1024 * 1024)}`);

  it("gives the exact text's error, position included, for invalid JSON with non-ASCII text", () => {
    const json = '{\n  "title": "Café ’s API",  "b": tru\n}';
    const expected = messageOf(() => parseText(json, context(".json")));
    expect(expected).toMatch(/^spec\.json:2:\d+: invalid JSON/);
    expect(messageOf(() => parseBytes(large(json), context(".json")))).toBe(expected);
  });

  it("gives the same error and leaves the bytes as they were when the copy made in place does not parse", () => {
    const json = '{\n  "title": "Café ’s API",  "b": tru\n}';
    const expected = messageOf(() => parseText(json, context(".json")));
    const text = `${json}${" ".repeat(8 * 1024 * 1024)}`;
    const bytes = withRoom(text, 1024);
    expect(messageOf(() => parseBytes(bytes, context(".json"), { rewritable: true }))).toBe(expected);
    expect(Buffer.from(bytes).equals(Buffer.from(text))).toBe(true);
  });

  it("parses the copy made in place to the values the exact text gives, then frees the bytes", () => {
    const json = jsonAcrossPieces();
    for (const text of [json, '{"plain": "ascii"}']) {
      const bytes = withRoom(`${text}${" ".repeat(8 * 1024 * 1024)}`, 200_000);
      expect(parseBytes(bytes, context(".json"), { rewritable: true }).value).toEqual(JSON.parse(text));
      expect(bytes.length).toBe(0);
      expect(bytes.buffer.byteLength).toBe(0);
    }
  });

  it("leaves bytes it was not given to rewrite as they were", () => {
    const json = jsonAcrossPieces();
    const bytes = large(json);
    const original = bytes.slice();
    expect(parseBytes(bytes, context(".json")).value).toEqual(JSON.parse(json));
    expect(Buffer.from(bytes).equals(original)).toBe(true);
  });

  it("reads YAML flow style that is not JSON from the exact text (plain non-ASCII scalars stay as written)", () => {
    expect(parseBytes(large("{title: Café, tags: [é]}"), context(".yaml")).value).toEqual({
      title: "Café",
      tags: ["é"],
    });
  });

  it("parses JSON with non-ASCII text to the values the exact text gives", () => {
    const json = jsonAcrossPieces();
    for (const bytes of [utf8(json), large(json)]) {
      expect(parseBytes(bytes, context(".json")).value).toEqual(JSON.parse(json));
    }
    expect(parseBytes(large(`  ${json}`), context("")).format).toBe("json");
  });
});

describe("readSource", () => {
  const directory = mkdtempSync(path.join(tmpdir(), "typewright-read-room-"));
  const options = { timeoutMs: 1000, fetch, display: "x", maxBytes: 64 * 2 ** 20 };

  it("reads a file large enough for the ASCII copy with room after it, a small one as it is", async () => {
    const large = path.join(directory, "large.json");
    writeFileSync(large, `{"a": "é"}${" ".repeat(8 * 1024 * 1024)}`);
    const read = await readSource({ kind: "file", path: large }, options);
    expect(read.rewritable).toBe(true);
    expect(read.bytes.buffer.byteLength).toBeGreaterThan(read.bytes.length);
    expect(Buffer.from(read.bytes).toString("utf8", 0, 11)).toBe('{"a": "é"}');
    const small = path.join(directory, "small.json");
    writeFileSync(small, '{"a": "é"}');
    expect((await readSource({ kind: "file", path: small }, options)).rewritable).toBe(false);
  });
});

function messageOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected an error");
}

describe("decode-text.browser.ts, the browser build's twin", () => {
  const samples: [string, Uint8Array][] = [
    ["ASCII", utf8('{"a": 1}')],
    ["a byte-order mark, kept", utf8(`${BOM}openapi: 3.1.0`)],
    ["characters beyond U+FFFF", utf8("title: 😀 ’ é")],
    ["invalid UTF-8, replaced", new Uint8Array([0x61, 0xff, 0xc3, 0x28, 0xe2, 0x82, 0x62])],
    ["a truncated sequence at the end", new Uint8Array([0x61, 0xf0, 0x9f, 0x98])],
  ];

  it.each(samples)("%s: the same text as Buffer's decoding", async (_, bytes) => {
    const browser = await import("../../src/load/decode-text.browser.js");
    expect(browser.utf8Text(bytes)).toBe(utf8Text(bytes));
  });

  it("finds a key in the bytes exactly where Buffer.includes does", async () => {
    const node = await import("../../src/load/decode-text.js");
    const browser = await import("../../src/load/decode-text.browser.js");
    const cases = [
      "x-ts-type: Foo",
      "xx-ts-typ",
      "x-ts-typ",
      "",
      "a x-ts-type",
      "x-ts-tyx-ts-type",
      "ü x-ts-type",
    ];
    for (const text of cases) {
      const bytes = utf8(text);
      expect(browser.containsText(bytes, "x-ts-type"), text).toBe(node.containsText(bytes, "x-ts-type"));
    }
    expect(browser.containsText(utf8("abc"), "x-ts-type")).toBe(false);
  });

  it("leaves JSON to the exact text (no ASCII copy)", async () => {
    const browser = await import("../../src/load/decode-text.browser.js");
    expect(browser.asciiJsonText(utf8('{"a": 1}'))).toBeUndefined();
  });
});
