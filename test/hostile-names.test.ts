/**
 * Names JavaScript treats specially: a description whose tags, operationIds, schema names,
 * property names, parameter names and enum values come from a hostile alphabet (prototype members, reserved
 * words, punctuation only, digits, empty strings, Unicode, emoji) generates, with every template, hooks and
 * mocks, code that compiles with zero diagnostics: every emitted identifier is valid and not reserved.
 * And no key from a description reaches an object as its prototype, neither while generating (an external
 * file `__proto__.yaml`, a discriminator mapping key) nor in the generated code (a parameter named `__proto__`
 * is sent, an enum member `__proto__` exists at run time).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generate, generateFiles } from "../src/index.js";
import { toMemberName, toTypeName } from "../src/plan/names.js";
import { expectCompiles, expectCompilesApart } from "./support/compile.js";
import { importGenerated } from "./support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "./support/http-server.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

/** Punctuation first: the first group's tag then has no words at all (that once declared `export const default`). */
const HOSTILE_NAMES: readonly string[] = [
  ...["-", "$", "!!!", "$$", "_", "--", "'", '"', "\\", "*/", "$" + "{x}", ""],
  ...["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"],
  ...["default", "class", "await", "yield", "let", "enum", "arguments", "eval", "undefined", "null"],
  ...["this", "new", "import", "static", "implements", "type", "declare", "any", "never", "string", "object"],
  ...["0", "1", "1x", "1.5", "-1", "ü", "Ωλ", "用户", "😀", "a b", "a\u202Eb"],
  // Names the generated code uses itself.
  ...["Date", "Promise", "Error", "Response", "client", "options", "body", "headers", "query", "url"],
];

/** RFC 9110 token: the only names a header or cookie can have (anything else is refused, see hygiene tests). */
const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/** Names a path template `{...}` can hold. */
const PATH_SAFE = (name: string) => name !== "" && !/[{}/?#%]/.test(name);

/** `value` under `key` as an own property, `__proto__` included (a plain assignment would set the prototype). */
function withKey(target: Record<string, unknown>, key: string, value: unknown): Record<string, unknown> {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
  return target;
}

function keyed(names: readonly string[], valueFor: (name: string) => unknown): Record<string, unknown> {
  return names.reduce((target, name) => withKey(target, name, valueFor(name)), {});
}

function schemaRef(name: string): { $ref: string } {
  return {
    $ref: `#/components/schemas/${encodeURIComponent(name.replace(/~/g, "~0").replace(/\//g, "~1"))}`,
  };
}

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

type Template = NonNullable<GenerateOptions["template"]>;

const TEMPLATES: [string, Template][] = [
  ["fetch", "fetch"],
  ["axios", "axios"],
  ["xior", "xior"],
  ["ky", "ky"],
  ["ng1", "ng1"],
  ["ng2", "ng2"],
  ["swr", ["swr", "fetch"]],
  ["tsq", ["tsq", "axios"]],
];

/** Options that change names or declarations. */
const VARIANTS: [string, Omit<GenerateOptions, "src" | "template">][] = [
  ["plain", {}],
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
  for (const [label, template] of TEMPLATES) {
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
          ...(Array.isArray(template) ? { hooksOut: path.join(out, "hooks.ts") } : {}),
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

describe("no description key becomes a prototype", () => {
  it("an external file named __proto__.yaml (or constructor.yaml) is bundled with its schema", async () => {
    const dir = path.join(folder.path, "external");
    mkdirSync(dir, { recursive: true });
    for (const name of ["__proto__", "constructor", "toString", "hasOwnProperty"]) {
      writeFileSync(
        path.join(dir, `${name}.yaml`),
        `type: object\nrequired: [${name}Id]\nproperties:\n  ${name}Id: {type: integer}\n`,
      );
    }
    const operation = (file: string) => ({
      get: {
        operationId: `get_${file}`,
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: `./${file}.yaml` } } },
          },
        },
      },
    });
    const description = {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/a": operation("__proto__"),
        "/b": operation("constructor"),
        "/c": operation("toString"),
        "/d": operation("hasOwnProperty"),
      },
    };
    const spec = path.join(dir, "main.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch" });
    expect(code).toMatch(/export interface Proto \{\s+__proto__Id: number;\s+\}/);
    expect(code).toMatch(/export interface Constructor \{\s+constructorId: number;\s+\}/);
    expect(code).toMatch(/export interface ToString \{\s+toStringId: number;\s+\}/);
    expect(code).toMatch(/export interface HasOwnProperty \{\s+hasOwnPropertyId: number;\s+\}/);
    expect(code).not.toMatch(/= unknown;/);
    expectCompiles({ "external/client.ts": code });
  });

  it("prototype member names as schema, property, tag, operationId, mapping key, response code and media type", async () => {
    const pet = (kind: string) => ({
      type: "object",
      required: ["kind", kind],
      properties: withKey({ kind: { type: "string" } }, kind, { type: "boolean" }),
    });
    const schemas = keyed(["__proto__", "constructor", "toString", "hasOwnProperty"], pet);
    withKey(schemas, "Animal", {
      oneOf: ["__proto__", "constructor", "toString", "hasOwnProperty"].map(schemaRef),
      discriminator: {
        propertyName: "kind",
        mapping: keyed(
          ["__proto__", "constructor", "toString", "hasOwnProperty"],
          (name) => schemaRef(name).$ref,
        ),
      },
    });
    const responses = withKey(
      withKey(
        {
          "200": {
            description: "ok",
            content: withKey({ "application/json": { schema: schemaRef("Animal") } }, "toString", {
              schema: { type: "integer" },
            }),
          },
        },
        "constructor",
        { description: "not a status code", content: { "application/json": { schema: { type: "number" } } } },
      ),
      "__proto__",
      { description: "not a status code either" },
    );
    const description = {
      openapi: "3.0.3",
      info: { title: "t", version: "1" },
      paths: {
        "/animals/{__proto__}": {
          post: {
            tags: ["__proto__"],
            operationId: "constructor",
            parameters: [
              { name: "__proto__", in: "path", required: true, schema: { type: "string" } },
              { name: "constructor", in: "query", schema: { type: "string" } },
              { name: "hasOwnProperty", in: "header", schema: { type: "string" } },
              { name: "toString", in: "cookie", schema: { type: "string" } },
            ],
            requestBody: {
              content: withKey(
                { "application/constructor+json": { schema: schemaRef("toString") } },
                "__proto__",
                { schema: { type: "integer" } },
              ),
            },
            responses,
          },
        },
      },
      components: { schemas },
    };
    const spec = path.join(folder.path, "prototype-names.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch", responseShape: "body" });
    // Each schema keeps its own property; the union is discriminated by every mapping key.
    expect(code).toMatch(/export interface Proto \{\s+kind: string;\s+__proto__: boolean;\s+\}/);
    expect(code).toMatch(/export interface Constructor \{\s+kind: string;\s+constructor: boolean;\s+\}/);
    expect(code).toMatch(
      /export interface HasOwnProperty \{\s+kind: string;\s+hasOwnProperty: boolean;\s+\}/,
    );
    for (const [type, tag] of [
      ["Proto", "__proto__"],
      ["Constructor", "constructor"],
      ["ToString", "toString"],
    ]) {
      expect(code).toMatch(new RegExp(`\\(${type} & \\{\\s+kind: '${tag}';\\s+\\}\\)`));
    }
    // The client: JSON media types win over the `__proto__`/`toString` keys, prototype names are no statuses,
    // and the path parameter `__proto__` is an own property of the object literal.
    expect(code).toContain(
      "constructor2(proto: string, constructor?: string, hasOwnProperty?: string, toString?: string, body?: Constructor2Body, options?: RequestInit): Promise<Animal>",
    );
    expect(code).toContain("export type Constructor2Body = ToString;");
    expect(code).toContain("pathParams: { ['__proto__']: proto }");
    expect(code).toContain("contentType: 'application/constructor+json'");
    expectCompiles({ "prototype-names/client.ts": code });
  });

  it("Swagger 2.0: a parameter component, a form field and a media type named __proto__ survive the conversion", async () => {
    const description = {
      swagger: "2.0",
      info: { title: "t", version: "1" },
      paths: {
        "/upload": {
          post: {
            operationId: "upload",
            consumes: ["multipart/form-data"],
            produces: ["__proto__", "application/json"],
            parameters: [
              { $ref: "#/parameters/__proto__" },
              { name: "__proto__", in: "formData", type: "string", required: true },
              {
                name: "constructor",
                in: "formData",
                type: "array",
                items: { type: "string" },
                collectionFormat: "constructor",
              },
            ],
            responses: { "200": { description: "ok", schema: { type: "integer" } } },
          },
        },
      },
      parameters: withKey({}, "__proto__", { name: "limit", in: "query", type: "integer" }),
    };
    const spec = path.join(folder.path, "swagger.json");
    writeFileSync(spec, JSON.stringify(description));
    const code = await generate({ src: spec, template: "fetch", responseShape: "body" });
    expect(code).toContain("upload(limit?: number, body?: UploadBody, ");
    expect(code).toMatch(/interface UploadBody \{\s+__proto__: string;\s+constructor\?: string\[\];\s+\}/);
    expect(code).toContain("Promise<number>");
    expect(code).toContain("query: { limit }");
    expectCompiles({ "swagger/client.ts": code });
  });

  describe("generated code sends and keeps them", () => {
    let server: RecordingServer;
    beforeAll(async () => {
      server = await startRecordingServer(() => ({
        headers: { "content-type": "application/json" },
        body: '"plain"',
      }));
    });
    afterAll(() => server.close());

    it("parameters named __proto__ and constructor reach the server in every location", async () => {
      const names = ["__proto__", "constructor", "toString"];
      const parameters = ["path", "query", "header", "cookie"].flatMap((location) =>
        names.map((name) => ({ name, in: location, required: true, schema: { type: "string" } })),
      );
      const description = {
        openapi: "3.0.3",
        info: { title: "t", version: "1" },
        paths: {
          "/x/{__proto__}/{constructor}/{toString}": {
            get: {
              operationId: "send",
              parameters,
              responses: {
                "200": {
                  description: "ok",
                  content: { "application/json": { schema: schemaRef("Hostile") } },
                },
              },
            },
          },
        },
        components: { schemas: { Hostile: { type: "string", enum: ["__proto__", "constructor", "plain"] } } },
      };
      const spec = path.join(folder.path, "send.json");
      writeFileSync(spec, JSON.stringify(description));
      const { module } = await importGenerated<{
        defaultClient: { send(...args: string[]): Promise<unknown> };
        clientDefaults: { fetch: (input: string, init: RequestInit) => Promise<Response> };
        Hostile: Record<string, string>;
      }>(spec, { template: "fetch", baseUrl: server.url, enumDeclarationStyle: "enum" });
      // Node's fetch (undici) leaves a header named `__proto__` out of the request it writes, so what the client
      // hands to fetch is looked at too; the request itself is real.
      const handed: Headers[] = [];
      module.clientDefaults.fetch = (input, init) => {
        handed.push(new Headers(init.headers));
        return fetch(input, init);
      };
      const values = ["p1", "p2", "p3", "q1", "q2", "q3", "h1", "h2", "h3", "c1", "c2", "c3"];
      await module.defaultClient.send(...values);
      const request = server.requests.at(-1);
      expect(request?.path).toBe("/x/p1/p2/p3");
      expect(request?.query).toBe("__proto__=q1&constructor=q2&toString=q3");
      expect(handed[0]?.get("__proto__")).toBe("h1");
      expect(request?.headers.constructor).toBe("h2");
      expect(request?.headers.tostring).toBe("h3");
      expect(request?.headers.cookie).toBe("__proto__=c1; constructor=c2; toString=c3");
      // An enum member `__proto__` would set the enum object's prototype: it is renamed and exists.
      expect(Object.values(module.Hostile)).toEqual(["__proto__", "constructor", "plain"]);
      expect(module.Hostile.___proto__).toBe("__proto__");
    });
  });
});
