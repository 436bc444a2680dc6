import { describe, expect, it } from "vitest";
import { formatPointer, parsePointer } from "../../src/load/json-pointer.js";
import { findJsonErrorOffset, lineColumnAt } from "../../src/text/json-error-position.js";

describe("json pointers", () => {
  it.each([
    ["", []],
    ["/", [""]],
    ["/components/schemas/Pet", ["components", "schemas", "Pet"]],
    ["/paths/~1pets~1{id}/get", ["paths", "/pets/{id}", "get"]],
    ["/a~01", ["a~1"]],
    ["/with%20space/100%25/100%", ["with space", "100%", "100%"]],
    ["/Период", ["Период"]],
  ])("%j parses to %j", (pointer, segments) => {
    expect(parsePointer(pointer)).toEqual(segments);
  });

  it("formats segments so that they parse back unchanged", () => {
    const segments = ["a/b~c", "with space", "50%25off", "~1", "Период", ""];
    expect(formatPointer(segments)).toBe("/a~1b~0c/with space/50%2525off/~01/Период/");
    expect(parsePointer(formatPointer(segments))).toEqual(segments);
  });

  it("rejects fragments that are not pointers", () => {
    expect(parsePointer("bad-fragment")).toBeUndefined();
    expect(parsePointer("components/schemas/Pet")).toBeUndefined();
  });
});

describe("JSON error positions (for V8 messages without one)", () => {
  it.each([
    ['{"a": 1}', undefined],
    ['{"\\u00e9": "\\n", "b": [true, null, -1.5e3]}', undefined],
    ['{"a":[true,fals]}', 11],
    ['{"a":1,}', 7],
    ['{"a":"\\q"}', 6],
    ['{"a" 1}', 5],
    ["[1,2", 4],
    ["{} {}", 3],
  ])("%s → %s", (text, offset) => {
    expect(findJsonErrorOffset(text)).toBe(offset);
  });

  it("counts lines and columns from 1", () => {
    expect(lineColumnAt("ab\ncd\nef", 0)).toEqual({ line: 1, column: 1 });
    expect(lineColumnAt("ab\ncd\nef", 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumnAt("ab\ncd\nef", 99)).toEqual({ line: 3, column: 3 });
  });
});
