import { describe, expect, it } from "vitest";
import { asciiJsonText, utf8Text } from "../src/load/decode-text.js";
import { type ParseContext, parseBytes, parseText } from "../src/load/parse-text.js";

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
    const browser = await import("../src/load/decode-text.browser.js");
    expect(browser.utf8Text(bytes)).toBe(utf8Text(bytes));
  });

  it("finds a key in the bytes exactly where Buffer.includes does", async () => {
    const node = await import("../src/load/decode-text.js");
    const browser = await import("../src/load/decode-text.browser.js");
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
    const browser = await import("../src/load/decode-text.browser.js");
    expect(browser.asciiJsonText(utf8('{"a": 1}'))).toBeUndefined();
  });
});
