/**
 * Names JavaScript treats specially: a description whose tags, operationIds, schema names,
 * property names, parameter names and enum values come from a hostile alphabet (prototype members, reserved
 * words, punctuation only, digits, empty strings, Unicode, emoji) generates, with every template, hooks and
 * mocks, code that compiles with zero diagnostics: every emitted identifier is valid and not reserved.
 * That no such key reaches an object as its prototype is tested in prototype-keys.test.ts.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { toMemberName, toTypeName } from "../../src/plan/names.js";
import { EVERY_TEMPLATE } from "../support/client-matrix.js";
import { expectCompilesApart } from "../support/compile.js";
import { keyed, schemaRef, withKey } from "../support/own-keys.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/** Punctuation first: the first group's tag then has no words at all (that once declared `export const default`). */
const HOSTILE_NAMES: readonly string[] = [
  ...["-", "$", "!!!", "$$", "_", "--", "'", '"', "\\", "*/", "$" + "{x}", ""],
  ...["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"],
  ...["default", "class", "await", "yield", "let", "enum", "arguments", "eval", "undefined", "null"],
  ...["this", "new", "import", "static", "implements", "type", "declare", "any", "never", "string", "object"],
  ...["0", "1", "1x", "1.5", "-1", "ü", "Ωλ", "用户", "😀", "a b", "a\u202Eb"],
  // Names the generated code uses itself.
  ...["Date", "Promise", "Error", "Response", "client", "options", "body", "headers", "query", "url"],
  // Globals only the runtime's code reads (a hook namespace or an enum of that name would hide them from it),
  // and `then` (an export of that name makes the module namespace a thenable).
  ...["encodeURIComponent", "Math", "globalThis", "TextDecoder", "then"],
];

/** RFC 9110 token: the only names a header or cookie can have (anything else is refused, see hygiene tests). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Names a path template `{...}` can hold. */
const PATH_SAFE = (name: string) => name !== "" && !/[{}/?#%]/.test(name);

function hostileDescription(): unknown {
  const schemas = keyed(HOSTILE_NAMES, (name) => ({
    type: "object",
    required: [name],
    properties: withKey({ id: { type: "integer" } }, name, schemaRef("HostileEnum")),
  }));
  withKey(schemas, "HostileEnum", { type: "string", enum: HOSTILE_NAMES });
  withKey(schemas, "NamedEnum", {
    type: "string",
    enum: ["a", "b", "c", "d"],
    "x-enumNames": ["1", "__proto__", "", "default"],
  });
  withKey(schemas, "Everything", {
    type: "object",
    properties: withKey(
      keyed(HOSTILE_NAMES, () => ({ type: "string", format: "date-time" })),
      "named enum",
      schemaRef("NamedEnum"),
    ),
  });
  const paths: Record<string, unknown> = {};
  HOSTILE_NAMES.forEach((name, index) => {
    paths[`/tags/${index}`] = {
      get: {
        tags: [name],
        operationId: name,
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: schemaRef(name) } } },
        },
      },
    };
  });
  const parameter = (location: string) => (name: string) => ({
    name,
    in: location,
    required: location === "path",
    description: `the ${location} parameter ${JSON.stringify(name)}`,
    schema: location === "query" ? schemaRef("HostileEnum") : { type: "string" },
  });
  const pathNames = HOSTILE_NAMES.filter(PATH_SAFE);
  paths[`/parameters/${pathNames.map((name) => `{${name}}`).join("/")}`] = {
    post: {
      tags: ["parameters"],
      operationId: "sendEverything",
      parameters: [
        ...pathNames.map(parameter("path")),
        ...HOSTILE_NAMES.map(parameter("query")),
        ...HOSTILE_NAMES.filter((name) => TOKEN.test(name)).map(parameter("header")),
        ...HOSTILE_NAMES.filter((name) => TOKEN.test(name)).map(parameter("cookie")),
      ],
      requestBody: { content: { "application/json": { schema: schemaRef("Everything") } } },
      responses: {
        "200": { description: "ok", content: { "application/json": { schema: schemaRef("Everything") } } },
      },
    },
  };
  return { openapi: "3.0.3", info: { title: "hostile", version: "1" }, paths, components: { schemas } };
}

/** Options that change names or declarations. */
const VARIANTS: [string, Omit<GenerateOptions, "src" | "template">][] = [
  ["plain", {}],
  // Every parameter a key of one object: `__proto__`, `''`, `body`, `options` among them.
  ["objects", { argumentStyle: "object", validator: "zod", validateRequests: true }],
  [
    "enums",
    {
      enumDeclarationStyle: "enum",
      enumNamesStyle: "PascalCase",
      queryParamsSerialization: { queryParamsAsObject: true },
    },
  ],
  [
    "original",
    {
      enumDeclarationStyle: "enum",
      schemaDeclarationStyle: "type",
      responseShape: "full",
      dateFormat: "Date",
    },
  ],
];

let folder: TempDir;
let src: string;

beforeAll(async () => {
  folder = await makeTempDir("typewright-hostile-names-");
  src = path.join(folder.path, "hostile.json");
  writeFileSync(src, JSON.stringify(hostileDescription()));
});
afterAll(() => folder.cleanup());

describe("a hostile alphabet of names compiles with every template", () => {
  for (const [label, template] of EVERY_TEMPLATE) {
    it(`${label}: client, hooks and mocks, with zero diagnostics`, async () => {
      const files: Record<string, string> = {};
      // Outputs with TypeScript enums are compiled apart (see ENUM_OUTPUT).
      const withEnums: Record<string, string> = {};
      for (const [variant, options] of VARIANTS) {
        const out = path.join(folder.path, label, variant);
        const result = await generateFiles({
          src,
          template,
          out: path.join(out, "client.ts"),
          mocks: path.join(out, "client-mocks.ts"),
          testingFramework: "vitest",
          // `plain` keeps the hooks in the client's file, where their names share its top level.
          ...(Array.isArray(template) && variant !== "plain" ? { hooksOut: path.join(out, "hooks.ts") } : {}),
          ...options,
        });
        const group = options.enumDeclarationStyle === "enum" ? withEnums : files;
        for (const file of result.files) {
          group[`hostile/${label}/${variant}/${path.basename(file.path)}`] = file.content;
        }
      }
      const code = [...Object.values(files), ...Object.values(withEnums)].join("\n");
      expect(code).not.toMatch(
        /\b(?:const|let|function|class|enum|interface|type) (?:default|class|await|let|enum|arguments|eval)\b/,
      );
      expectCompilesApart(files, withEnums, { extraCompilerOptions: { experimentalDecorators: true } });
    });
  }
});

describe("a name's fallback is checked like the name", () => {
  it("a text without words takes the fallback, escaped when the fallback is a reserved word", () => {
    expect(toMemberName("-", "default")).toBe("_default");
    expect(toMemberName("$$", "value")).toBe("value");
    expect(toTypeName("!!!", "string")).toBe("_string");
    expect(toTypeName("!!!")).toBe("Schema");
  });
});
