/**
 * `splitWords` takes a fast path for printable ASCII (one regular expression), and casing one for ASCII and
 * one for a name already in camelCase. They must give exactly what the general path gives, which a text
 * takes as soon as it holds a non-ASCII character: appending ` é` sends a text down the general path and
 * adds one word at its end (`É` once cased).
 */
import { describe, expect, it } from "vitest";
import { splitWords, toCamelCase, toPascalCase } from "../../src/plan/names.js";

/** The words of `raw` as the general (Unicode) path splits them. */
function generalSplit(raw: string): string[] {
  return splitWords(`${raw} é`).slice(0, -1);
}

/** Letters on both sides of each case rule (the plural `s`, one and two lowercase letters), digits, separators. */
const ALPHABET = ["A", "B", "S", "a", "b", "s", "1", "-"];

function* everyText(length: number): Generator<string> {
  if (length === 0) {
    yield "";
    return;
  }
  for (const shorter of everyText(length - 1)) for (const char of ALPHABET) yield shorter + char;
}

/** A fixed sequence of pseudo-random numbers (a linear congruential generator): the same texts every run. */
function* seededTexts(count: number, maxLength: number): Generator<string> {
  let state = 2463534242;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state;
  };
  const printable = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index));
  for (let index = 0; index < count; index++) {
    const length = next() % (maxLength + 1);
    let text = "";
    for (let at = 0; at < length; at++) {
      // Mostly letters and digits, where the rules are; any printable character now and then.
      text += next() % 4 === 0 ? printable[next() % 95] : ALPHABET[next() % ALPHABET.length];
    }
    yield text;
  }
}

describe("splitWords on printable ASCII", () => {
  it("splits as the general path on every text of up to five characters of letters, digits and `-`", () => {
    let checked = 0;
    for (let length = 0; length <= 5; length++) {
      for (const text of everyText(length)) {
        if (splitWords(text).join("|") !== generalSplit(text).join("|"))
          expect({ text, words: splitWords(text) }).toEqual({ text, words: generalSplit(text) });
        checked++;
      }
    }
    expect(checked).toBe(37449);
  });

  it("splits as the general path on longer texts of any printable character", () => {
    for (const text of seededTexts(20000, 24)) {
      if (splitWords(text).join("|") !== generalSplit(text).join("|"))
        expect({ text, words: splitWords(text) }).toEqual({ text, words: generalSplit(text) });
    }
  });

  it("cases as the general path every text with a lowercase letter (camelCase names included)", () => {
    let camel = 0;
    const texts = [
      ...[0, 1, 2, 3, 4, 5].flatMap((length) => [...everyText(length)]),
      ...seededTexts(20000, 24),
    ];
    for (const text of texts) {
      // The general path reads a text without lowercase letters as shouting; with ` é` it is not.
      if (!/[a-z]/.test(text)) continue;
      if (/^[a-z][A-Za-z0-9]*$/.test(text)) camel++;
      const pascal = toPascalCase(`${text} é`).slice(0, -1);
      const camelCased = toCamelCase(`${text} é`).slice(0, -1);
      if (toPascalCase(text) !== pascal || toCamelCase(text) !== camelCased)
        expect({ text, pascal: toPascalCase(text), camel: toCamelCase(text) }).toEqual({
          text,
          pascal,
          camel: camelCased,
        });
    }
    expect(camel).toBeGreaterThan(1000);
  });

  it("keeps acronyms, their plural and the words after them", () => {
    expect(splitWords("HTTPServer")).toEqual(["HTTP", "Server"]);
    expect(splitWords("URLsList")).toEqual(["URLs", "List"]);
    expect(splitWords("ABc")).toEqual(["A", "Bc"]);
    expect(splitWords("--repos/get-content_v2API--")).toEqual(["repos", "get", "content", "v2", "API"]);
    expect(splitWords("--")).toEqual([]);
    expect(splitWords("")).toEqual([]);
  });
});
