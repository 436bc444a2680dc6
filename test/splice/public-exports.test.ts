/**
 * What a generated module exports is its public API: the description's names (types, clients, operations,
 * failure unions) and the few runtime and template names a user calls or names. Everything else the spliced
 * runtime declares is module-private, so it stays out of a user's auto-import. The list is pinned here per
 * template, for a description that needs every optional runtime file (dates, parameter styles, security,
 * streaming), and each pinned name is documented in docs/generated-module.md. A public signature names only
 * exported types, and the module passes declaration emit.
 */
import { readFileSync } from "node:fs";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { RUNTIME_PUBLIC_NAMES } from "../../src/splice/runtime-public.js";
import { parsedRuntimeDeclaredNames, RUNTIME_FILES } from "../../src/splice/runtime-source.js";
import { readRuntimeSource } from "../../src/splice/runtime-text.js";
import { expectCompiles } from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

const problem = { type: "object", properties: { at: { type: "string", format: "date-time" } } };
const pet = {
  type: "object",
  required: ["id"],
  properties: { id: { type: "integer" }, born: { type: "string", format: "date" } },
};
const json = (schema: unknown) => ({ "application/json": { schema } });

/** Every optional runtime file: dates, a stated style, security, a stream, a multipart body, failures. */
const DESCRIPTION = {
  openapi: "3.0.3",
  info: { title: "t", version: "1" },
  servers: [{ url: "https://{region}.example.com", variables: { region: { default: "eu" } } }],
  security: [{ bearer: [] }],
  paths: {
    "/pets/{id}": {
      get: {
        tags: ["pet"],
        operationId: "getPet",
        parameters: [{ name: "id", in: "path", required: true, style: "label", schema: { type: "string" } }],
        responses: {
          "200": { description: "ok", content: json({ $ref: "#/components/schemas/Pet" }) },
          "404": { description: "no", content: json({ $ref: "#/components/schemas/Problem" }) },
        },
      },
    },
    "/pets": {
      post: {
        tags: ["pet"],
        operationId: "uploadPet",
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
            },
          },
        },
        responses: { "204": { description: "ok" } },
      },
    },
    "/ticks": {
      get: {
        tags: ["pet"],
        operationId: "watchTicks",
        responses: {
          "200": { description: "ok", content: { "text/event-stream": { schema: { type: "string" } } } },
        },
      },
    },
  },
  components: {
    schemas: { Pet: pet, Problem: problem },
    securitySchemes: { bearer: { type: "http", scheme: "bearer" } },
  },
};

/** The description's own names, as object templates (functions and a group object) and classes write them. */
const FROM_SERVERS = ["servers", "serverUrl", "ServerVariables"];
const FROM_DESCRIPTION = ["Pet", "Problem", "GetPetError", "UploadPetBody", ...FROM_SERVERS];
const OBJECT_NAMES = [...FROM_DESCRIPTION, "petClient", "getPet", "uploadPet", "watchTicks"];
const CLASS_NAMES = [...FROM_DESCRIPTION, "PetClient"];
/** The custom template of fixtures/ groups operations into an object and declares no failure types. */
const CUSTOM_NAMES = ["Pet", "Problem", "UploadPetBody", ...FROM_SERVERS, "petClient"];

/** Every template's: the failure types, the response wrapper, and the credentials. */
const FAILURES = [
  "ApiFailure",
  "isApiError",
  "Fails",
  "ErrorStatus",
  "StatusClass",
  "HttpFailure",
  "FailureOf",
  "AnyMethod",
  "NoResponseError",
];
const CREDENTIALS = ["clientCredentials", "SecurityCredentials", "Credential", "BasicCredentials"];
const COMMON = [...FAILURES, "APIResponse", ...CREDENTIALS];
/** The templates that stream (the description has a streamed operation) export the stream's error. */
const STREAMING = ["StreamItemTooLong", "StreamOptions"];

/** The names besides the description's that each template's module exports: its public runtime surface. */
const PUBLIC_SURFACE: Record<
  string,
  { template: NonNullable<GenerateOptions["template"]>; names: string[] }
> = {
  fetch: {
    template: "fetch",
    names: [
      ...COMMON,
      ...STREAMING,
      "ApiError",
      "clientDefaults",
      "ClientDefaults",
      "CallOptions",
      "withResponse",
    ],
  },
  axios: {
    template: "axios",
    names: [...COMMON, ...STREAMING, "http", "clientDefaults", "ClientDefaults", "CallConfig"],
  },
  xior: {
    template: "xior",
    names: [...COMMON, ...STREAMING, "http", "clientDefaults", "ClientDefaults", "CallConfig"],
  },
  ky: {
    template: "ky",
    names: [
      ...COMMON,
      ...STREAMING,
      "ApiError",
      "http",
      "clientDefaults",
      "KyClientDefaults",
      "CallOptions",
      "RetryLimit",
    ],
  },
  ng1: {
    template: "ng1",
    names: [...COMMON, "clientDefaults", "ClientDefaults", "registerClients", "HttpCallConfig"],
  },
  ng2: {
    template: "ng2",
    names: [
      ...COMMON,
      "BASE_URL",
      "HttpCallOptions",
      "SECURITY_CREDENTIALS",
      "clientDefaults",
      "ClientDefaults",
      "ApiResource",
      "ResourceOptions",
    ],
  },
  custom: {
    template: fixturePath("custom-template"),
    names: [...COMMON, "ApiError", "clientDefaults", "ClientDefaults", "CallOptions", "withResponse"],
  },
};

let folder: TempDir;
let src: string;

beforeAll(async () => {
  folder = await makeTempDir("typewright-public-exports-");
  src = path.join(folder.path, "openapi.json");
  await writeFile(src, JSON.stringify(DESCRIPTION));
});
afterAll(() => folder.cleanup());

/** The names a module's top-level statements export, read from the printed text as TypeScript parses it. */
function exportedNames(code: string): string[] {
  const source = ts.createSourceFile("module.ts", code, ts.ScriptTarget.Latest, false);
  return source.statements.flatMap((statement) => {
    if (!isExported(statement)) return [];
    if (ts.isVariableStatement(statement))
      return statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    const name = (statement as { name?: ts.Identifier }).name;
    return name ? [name.text] : [];
  });
}

function isExported(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/**
 * Names a runtime file keeps private in its own source: parts of a public type a user never writes
 * (`errors.ts`' digits and its phantom symbol, which exists only for the checker; the Angular options
 * `HttpCallOptions` is made from). A public type may be written with them; declaration emit carries them.
 */
const PRIVATE_IN_RUNTIME_SOURCE: readonly string[] = RUNTIME_FILES.flatMap((file) =>
  parsedRuntimeDeclaredNames([file]).filter((name) => !exportedInSource(file, name)),
);

function exportedInSource(file: string, name: string): boolean {
  return new RegExp(
    `^export\\s+(?:declare\\s+)?(?:async\\s+)?(?:function|const|class|interface|type)\\s+${name}\\b`,
    "m",
  ).test(readRuntimeSource(file));
}

/**
 * Top-level names that an exported declaration's types name but the module does not export: a user could
 * not write the type of what they hold. Only what the splice made private counts (see above).
 */
function privateNamesInPublicSignatures(code: string): string[] {
  const source = ts.createSourceFile("module.ts", code, ts.ScriptTarget.Latest, true);
  const topLevel = new Map<string, boolean>();
  for (const statement of source.statements) {
    for (const name of declaredNamesOf(statement)) topLevel.set(name, isExported(statement));
  }
  const found = new Set<string>();
  const visit = (node: ts.Node, inType: boolean): void => {
    // Bodies and initializers are the implementation, not the signature.
    if (ts.isBlock(node)) return;
    if (ts.isVariableDeclaration(node)) {
      if (node.type) visit(node.type, true);
      return;
    }
    const typed = inType || ts.isTypeNode(node) || ts.isComputedPropertyName(node);
    if (typed && ts.isIdentifier(node) && topLevel.get(node.text) === false) found.add(node.text);
    ts.forEachChild(node, (child) => visit(child, typed));
  };
  for (const statement of source.statements) if (isExported(statement)) visit(statement, false);
  for (const name of PRIVATE_IN_RUNTIME_SOURCE) found.delete(name);
  return [...found].sort();
}

function declaredNamesOf(statement: ts.Statement): string[] {
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.flatMap((d) =>
      ts.isIdentifier(d.name) ? [d.name.text] : [],
    );
  const name = (statement as { name?: ts.Node }).name;
  return name && ts.isIdentifier(name) ? [name.text] : [];
}

describe("a generated module exports only its public API", () => {
  for (const [label, { template, names }] of Object.entries(PUBLIC_SURFACE)) {
    it(`${label}: the description's names and the documented runtime names, nothing else`, async () => {
      const result = await generateFiles({ src, template, out: path.join(folder.path, label, "client.ts") });
      const [main] = result.files;
      const description =
        label === "custom" ? CUSTOM_NAMES : label === "ng1" || label === "ng2" ? CLASS_NAMES : OBJECT_NAMES;
      expect(exportedNames(main?.content ?? "").sort()).toEqual([...description, ...names].sort());
      expect(privateNamesInPublicSignatures(main?.content ?? "")).toEqual([]);
    });
  }

  it("every public runtime and template name is documented", () => {
    const docs = readFileSync(path.join(ROOT, "docs/generated-module.md"), "utf8");
    const section = docs.slice(docs.indexOf("## What a generated module exports"));
    const documented = new Set([...section.matchAll(/`([A-Za-z_$][\w$]*)`/g)].map((match) => match[1]));
    const pinned = new Set(Object.values(PUBLIC_SURFACE).flatMap((surface) => surface.names));
    expect([...pinned].filter((name) => !documented.has(name))).toEqual([]);
  });

  it("each runtime file's public names are exported by the file itself", () => {
    for (const [file, names] of Object.entries(RUNTIME_PUBLIC_NAMES)) {
      const declared = parsedRuntimeDeclaredNames([file]);
      for (const name of names) {
        expect(declared, file).toContain(name);
        expect(exportedInSource(file, name), `${file}: ${name}`).toBe(true);
      }
    }
  });
});

describe("the public API passes declaration emit", () => {
  // The custom template of fixtures/ does not type its secured calls, apart from what the module exports.
  it("every built-in template's module and mocks, and swr's and tsq's hooks, compile with declaration: true", async () => {
    const files: Record<string, string> = {};
    const variants: [string, Omit<GenerateOptions, "src">][] = [
      ...(["fetch", "axios", "xior", "ky", "ng1", "ng2"] as const).map(
        (template): [string, Omit<GenerateOptions, "src">] => [template, { template }],
      ),
      ["tsq", { template: ["tsq", "axios"], responseShape: "full" }],
      ["swr", { template: ["swr", "fetch"] }],
    ];
    for (const [label, options] of variants) {
      const out = path.join(folder.path, "declarations", label);
      const result = await generateFiles({
        src,
        ...options,
        out: path.join(out, "client.ts"),
        ...(label === "tsq" ? { hooksOut: path.join(out, "hooks.ts") } : {}),
        mocks: path.join(out, "mocks.ts"),
        testingFramework: "vitest",
      });
      for (const file of result.files)
        files[`declarations/${label}/${path.basename(file.path)}`] = file.content;
    }
    expectCompiles(files, { extraCompilerOptions: { declaration: true, experimentalDecorators: true } });
  });
});

describe("unused locals", () => {
  // Vite's and many projects' tsconfigs turn these on, and a generated client sits among their sources: the
  // runtime's helpers a module does not use must not be left in it.
  it("every template's module, hooks and mocks compile with noUnusedLocals and noUnusedParameters", async () => {
    const files: Record<string, string> = {};
    const petstore = fixturePath("petstore.yaml");
    const variants: [string, string, Omit<GenerateOptions, "src">][] = [
      ...(["fetch", "axios", "xior", "ky", "ng1", "ng2"] as const).flatMap(
        (template): [string, string, Omit<GenerateOptions, "src">][] => [
          [`${template}-all`, src, { template }],
          [`${template}-petstore`, petstore, { template }],
        ],
      ),
      ["swr", petstore, { template: "swr" }],
      ["tsq", src, { template: ["tsq", "axios"], responseShape: "full" }],
      ["tsq-petstore", petstore, { template: "tsq" }],
    ];
    for (const [label, description, options] of variants) {
      const out = path.join(folder.path, "unused", label);
      const result = await generateFiles({
        src: description,
        ...options,
        out: path.join(out, "client.ts"),
        ...(label.startsWith("tsq") ? { hooksOut: path.join(out, "hooks.ts") } : {}),
        mocks: path.join(out, "mocks.ts"),
        testingFramework: "vitest",
      });
      for (const file of result.files) files[`unused/${label}/${path.basename(file.path)}`] = file.content;
    }
    expectCompiles(files, {
      extraCompilerOptions: { noUnusedLocals: true, noUnusedParameters: true, experimentalDecorators: true },
    });
  });
});
