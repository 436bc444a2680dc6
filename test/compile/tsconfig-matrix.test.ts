/**
 * Generated code compiles, with zero diagnostics, under the tsconfigs projects have: every template × lib
 * setting (with the DOM lib; without it for the templates meant for Node) × module setting, each with the
 * strict flags of the compile proofs. The settings are in support/tsconfig-matrix.ts; docs/generated-code.md lists them.
 *
 * What varies between cells is the lib (runtime helpers, body and header types) and the module setting
 * (imports of the libraries, and the `.js`-suffixed imports between generated files), so each template is
 * compiled from one description that has every body encoding and date shape, as a split output: main file,
 * client setup, vitest mocks and, for reactive templates, the hooks file, in sibling folders. The other
 * compile tests prove every fixture and option under the base options. One program per lib × module
 * setting holds every template, so the library typings are checked once per cell column.
 */
import path from "node:path";
import type ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { HttpClientName, ReactiveLayerName } from "../../src/config/types.js";
import { generate as generateInMemory } from "../../src/generate.js";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { compileInMemory, expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { KY_VERSIONS, pointKyImportAt } from "../support/ky-versions.js";
import { withTempDir } from "../support/temp-dir.js";
import { cellCompilerOptions, LIB_SETTINGS, MODULE_SETTINGS } from "../support/tsconfig-matrix.js";

interface MatrixTemplate {
  /** Folder name and what a failing cell's diagnostics are prefixed with. */
  name: string;
  template: NonNullable<GenerateOptions["template"]>;
  /** Runs in Node as well as in browsers, so it is also compiled without the DOM lib. */
  forNode: boolean;
  angular?: boolean;
  /** The ky package the output is pointed at (ky 1 or 2). */
  kySpecifier?: "ky" | "ky1";
}

const NODE_CLIENTS: HttpClientName[] = ["fetch", "axios", "xior"];
const REACTIVE_LAYERS: ReactiveLayerName[] = ["swr", "tsq"];
const REACTIVE_CLIENTS: HttpClientName[] = ["fetch", "axios", "xior", "ky"];

const TEMPLATES: MatrixTemplate[] = [
  ...NODE_CLIENTS.map((client) => ({ name: client, template: client, forNode: true })),
  ...KY_VERSIONS.map(({ specifier }) => ({
    name: specifier,
    template: "ky" as const,
    forNode: true,
    kySpecifier: specifier,
  })),
  { name: "ng1", template: "ng1", forNode: false },
  { name: "ng2", template: "ng2", forNode: false, angular: true },
  ...REACTIVE_LAYERS.flatMap((layer) =>
    REACTIVE_CLIENTS.map((client) => ({
      name: `${layer}-${client}`,
      template: [layer, client] as [ReactiveLayerName, HttpClientName],
      forNode: false,
    })),
  ),
];

/** The output files of one template, keyed by virtual path under `matrix/<name>/`. */
async function splitOutput(entry: MatrixTemplate): Promise<Record<string, string>> {
  const reactive = Array.isArray(entry.template);
  return withTempDir(async (dir) => {
    const { files } = await generateFiles({
      src: fixturePath("clients/everything.yaml"),
      template: entry.template,
      responseShape: "full",
      out: path.join(dir, "api", "client.ts"),
      clientSetup: path.join(dir, "setup", "client-setup.ts"),
      mocks: path.join(dir, "mocks", "api.mock.ts"),
      testingFramework: "vitest",
      ...(reactive ? { hooksOut: path.join(dir, "hooks", "use-api.ts") } : {}),
    });
    return Object.fromEntries(
      files.map((file) => {
        const content =
          entry.kySpecifier !== undefined && /from ['"]ky['"]/.test(file.content)
            ? pointKyImportAt(file.content, entry.kySpecifier)
            : file.content;
        return [`matrix/${entry.name}/${path.relative(dir, file.path)}`, content];
      }),
    );
  });
}

const outputs = new Map<MatrixTemplate, Record<string, string>>();

beforeAll(async () => {
  for (const entry of TEMPLATES) outputs.set(entry, await splitOutput(entry));
});

describe("generated code compiles under every proven tsconfig", () => {
  it("has the split output of every template, importing each other with .js suffixes", () => {
    for (const [entry, files] of outputs) {
      const expected = Array.isArray(entry.template) ? 4 : 3;
      expect(Object.keys(files), entry.name).toHaveLength(expected);
      const imports =
        Object.values(files)
          .join("\n")
          .match(/from '\.\.?\/[^']*'/g) ?? [];
      expect(imports.length, entry.name).toBeGreaterThan(0);
      for (const specifier of imports) expect(specifier).toMatch(/\.js'$/);
    }
  });

  for (const lib of LIB_SETTINGS) {
    for (const module of MODULE_SETTINGS) {
      const templates = TEMPLATES.filter(
        (entry) => (entry.forNode || !lib.nodeTemplatesOnly) && !(entry.angular && module.withoutAngular),
      );
      it(`${lib.name} × ${module.name}: ${templates.map((entry) => entry.name).join(", ")}`, () => {
        const files: Record<string, string> = {
          "matrix/package.json": JSON.stringify({ type: module.packageType }),
        };
        for (const entry of templates) Object.assign(files, outputs.get(entry));
        expectCompiles(files, { extraCompilerOptions: cellCompilerOptions(lib, module) });
      });
    }
  }
});

/**
 * A project without `strict` (older codebases; `strict: false` turns off `strictNullChecks` and the rest),
 * and without the stricter flags the proofs add: what narrows under `strictNullChecks` may not narrow there.
 */
const NOT_STRICT: ts.CompilerOptions = {
  strict: false,
  exactOptionalPropertyTypes: false,
  noUncheckedIndexedAccess: false,
  noPropertyAccessFromIndexSignature: false,
  noImplicitOverride: false,
};

describe("generated code compiles in a project without strict", () => {
  it(`the DOM lib × esnext + bundler: ${TEMPLATES.map((entry) => entry.name).join(", ")}`, () => {
    const files: Record<string, string> = { "matrix/package.json": JSON.stringify({ type: "module" }) };
    for (const entry of TEMPLATES) Object.assign(files, outputs.get(entry));
    expectCompiles(files, { extraCompilerOptions: NOT_STRICT });
  });

  it("a validating client too (its Zod schema file is Zod's types, which assume strict)", async () => {
    const { files } = await generateInMemory(
      resolveOptions(
        {
          src: fixturePath("clients/everything.yaml"),
          template: "fetch",
          out: "not-strict/client.ts",
          validator: "zod",
          validateResponses: true,
          validateRequests: true,
        },
        BUILTIN_OUTPUTS,
      ),
      { write: false },
    );
    const program = Object.fromEntries(files.map((file) => [file.path, file.content]));
    // Zod asks for strict mode; where a schema's inferred type then differs from the annotation a recursive
    // schema carries, the schema file reports it (docs/validation.md). The client's own code compiles.
    const { diagnostics } = compileInMemory(program, { extraCompilerOptions: NOT_STRICT });
    expect(diagnostics.filter((diagnostic) => !diagnostic.includes("client.zod.ts"))).toEqual([]);
  });
});
