/**
 * The package's exported types are pinned: what the entry points export, and every declaration of the
 * package their types reach (scripts/public-api.js), against `test/public-api.txt`. A change to the surface
 * that users of the API and custom templates compile against fails here until the pin is rewritten
 * (`npm run build && node scripts/public-api.js --write`), so it shows in review as a diff of types.
 */
import { readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
// @ts-expect-error: a plain JavaScript script, without declarations
import { GROUPS, PINNED_FILE, publicApiText } from "../../scripts/public-api.js";
import type {
  HttpClientName as DeclaredClientName,
  ReactiveLayerName as DeclaredLayerName,
  ResolvedOptions as OptionTable,
} from "../../src/config/types.js";
import type { HttpClientName, ReactiveLayerName, ResolvedOptions } from "../../src/index.js";

const surface = publicApiText as () => string;
const parts = GROUPS as readonly { title: string }[];

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

  it("reach neither the templates' declarations nor typewright's own node helpers and records", () => {
    // The public types state the built-in ids and a template's declaration themselves, and the kit declares
    // its signatures: the declaration constants, the built-in declaration's shape, src/ast's types and the
    // runtime's name table stay internal.
    expect(surface()).not.toMatch(
      /\b(CLIENT_DECLARATIONS|LAYER_DECLARATIONS|ClientDeclaration|WrittenName|DeclaredType|JsDocFacts|ConstParts|FunctionParts|ParameterParts|RuntimeValueName|TEMPLATE_KIT)\b/,
    );
  });

  it("say what each part is for: every declaration follows the heading of its part, in order", () => {
    const headings = surface()
      .split("\n")
      .filter(
        (line) => line.startsWith("// ") && !/^\/\/ typewright-openapi(\/browser)? exports:/.test(line),
      );
    expect(headings).toEqual(parts.map(({ title }) => `// ${title}`));
    const [, afterExports = ""] = surface().split(/\n\n/, 2);
    expect(afterExports.startsWith(`// ${parts[0]?.title}`)).toBe(true);
  });

  it("state the built-in templates and the resolved options as the option table does", () => {
    // Written out for the public surface (a template's id as a string); the compiler holds them to the
    // internal ones.
    expectTypeOf<DeclaredClientName>().toExtend<HttpClientName>();
    expectTypeOf<DeclaredLayerName>().toExtend<ReactiveLayerName>();
    expectTypeOf<keyof ResolvedOptions>().toEqualTypeOf<keyof OptionTable>();
    expectTypeOf<OptionTable>().toExtend<ResolvedOptions>();
  });
});
