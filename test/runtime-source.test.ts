import { describe, expect, it } from "vitest";
import { printStatements } from "../src/ast/print.js";
import type ts from "../src/compiler-api.js";
import { ALWAYS_RESERVED_FILES } from "../src/plan/plan-runtime.js";
import {
  parsedRuntimeDeclaredNames,
  printedText,
  RUNTIME_FILES,
  runtimeDeclaredNames,
  runtimeHelpers,
  runtimeStatements,
} from "../src/splice/runtime-source.js";

describe("runtime helper names", () => {
  it("the fast text scan finds exactly the top-level names the parser finds", () => {
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES).sort()).toEqual(
      parsedRuntimeDeclaredNames(ALWAYS_RESERVED_FILES).sort(),
    );
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).toContain("ApiError");
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).toContain("serializeQuery");
    // The security file's names are reserved only for descriptions with security schemes.
    expect(runtimeDeclaredNames(ALWAYS_RESERVED_FILES)).not.toContain("applyCredentials");
    expect(runtimeDeclaredNames(["security", "ng1-security", "ng2-security"]).sort()).toEqual(
      parsedRuntimeDeclaredNames(["security", "ng1-security", "ng2-security"]).sort(),
    );
    expect(runtimeDeclaredNames(["security"])).toContain("applyCredentials");
  });
});

describe("runtime helpers printed at build time", () => {
  it.each(RUNTIME_FILES)(
    "%s: the build's text is current and prints exactly like the parsed file",
    (file) => {
      const helpers = runtimeHelpers(file);
      // One statement standing for the printed text; the parsed file has one per declaration. `npm test`
      // builds first: if this fails, dist/runtime-printed.json is missing or older than the runtime file.
      expect(helpers).toHaveLength(1);
      const parsed = runtimeStatements(file);
      expect(parsed.length).toBeGreaterThan(1);
      // Between other statements, as in a generated file (the blank lines around it come from the printer).
      const neighbour = runtimeStatements("request-parts").slice(0, 1);
      const around = (statements: readonly ts.Statement[]) =>
        printStatements([...neighbour, ...statements, ...neighbour], { header: ["h"] });
      expect(around(helpers)).toBe(around(parsed));
    },
  );

  it("is used only when printed from the same source by the same TypeScript version", () => {
    const printed = { typescript: "6.0.3", files: { "request-parts": { source: "a", printed: "A" } } };
    expect(printedText(printed, "request-parts", "a", "6.0.3")).toBe("A");
    expect(printedText(printed, "request-parts", "a changed", "6.0.3")).toBeUndefined();
    expect(printedText(printed, "request-parts", "a", "6.0.4")).toBeUndefined();
    expect(printedText(printed, "fetch-client", "a", "6.0.3")).toBeUndefined();
    expect(printedText(null, "request-parts", "a", "6.0.3")).toBeUndefined();
  });
});
