import { describe, expect, it } from "vitest";
import { parsedRuntimeDeclaredNames, runtimeDeclaredNames } from "../src/templates/runtime-source.js";

describe("runtime helper names", () => {
  it("the fast text scan finds exactly the top-level names the parser finds", () => {
    expect(runtimeDeclaredNames().sort()).toEqual(parsedRuntimeDeclaredNames().sort());
    expect(runtimeDeclaredNames()).toContain("ApiError");
    expect(runtimeDeclaredNames()).toContain("serializeQuery");
  });
});
