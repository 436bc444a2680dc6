/**
 * A custom template reads descriptions made for it (src/templates/custom-surface.ts), never the plan's or the
 * model's records: what each of its functions receives has exactly the documented fields, each named in
 * docs/custom-templates.md, so a refactor of the plan does not reach a template.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import {
  type GroupDescription,
  type GroupMethod,
  generate,
  isTypewrightError,
  type OperationDescription,
  type TemplateContext,
  type UserOptions,
} from "../../src/index.js";
import { TEMPLATE_OPTION_NAMES } from "../../src/templates/custom-options.js";
import { DECLARATION_FIELDS } from "../../src/templates/custom-template.js";
import { fixturePath } from "../support/generated-module.js";

const DOCUMENTED = {
  context: ["options", "declaration", "resolvesTo", "securitySchemes", "servers"],
  servers: ["urls", "example"],
  group: ["tag", "clientName", "className"],
  method: ["operation", "parameters", "signature", "returnType", "body"],
  operation: [
    "name",
    "functionName",
    "operationId",
    "httpMethod",
    "path",
    "tags",
    "arguments",
    "optionsArgument",
    "body",
    "response",
    "docs",
    "secured",
    "parameters",
    "responseType",
    "request",
    "jsDoc",
  ],
  optionsArgument: ["name", "localName"],
  parameterArgument: ["in", "name", "localName", "required", "description", "wireName", "deprecated"],
  queryObjectArgument: ["in", "name", "localName", "required", "description", "typeName", "properties"],
  queryProperty: ["name", "required", "description", "deprecated"],
  bodyArgument: ["in", "name", "localName", "required", "description", "typeName", "mediaType"],
  response: ["resolvesTo", "decoding", "mediaType", "mayBeEmpty"],
  docs: ["summary", "description", "deprecated"],
  // What a declaration states, and what its `options` may list (each with what a template reads it for).
  declaration: DECLARATION_FIELDS,
  options: TEMPLATE_OPTION_NAMES,
} as const;

interface Calls {
  imports: TemplateContext[];
  prelude: TemplateContext[];
  send: [OperationDescription, TemplateContext][];
  container: [GroupDescription, GroupMethod[], TemplateContext][];
}

describe("what a custom template's functions receive", () => {
  it("has exactly the documented fields, and each is named in docs/custom-templates.md", () => {
    const docs = readFileSync(new URL("../../docs/custom-templates.md", import.meta.url), "utf8");
    const undocumented = Object.values(DOCUMENTED)
      .flat()
      .filter((field) => !docs.includes(`| \`${field}\` |`));
    expect(undocumented).toEqual([]);
  });

  it("describes the run, each group and each method, with no record of the plan", async () => {
    const calls = await recordedCalls({ src: fixturePath("petstore.yaml") });
    const [ctx] = calls.prelude;
    expect(keysOf(ctx)).toEqual(sorted(DOCUMENTED.context));
    // The example declares `options: ["baseUrl"]`.
    expect(ctx?.options).toEqual({ baseUrl: "" });
    expect(calls.imports[0]).toBe(ctx);
    expect(ctx?.resolvesTo).toBe("body");
    expect(ctx?.securitySchemes).toEqual([]);
    expect(ctx?.declaration).toMatchObject({
      id: "fetch-api",
      kind: "client",
      reservedNames: expect.any(Array),
    });
    expect(keysOf(ctx?.servers)).toEqual(sorted(DOCUMENTED.servers));
    expect(ctx?.servers).toEqual({
      urls: ["https://petstore.example.com/v1"],
      example: { expression: "servers[0].url", url: "https://petstore.example.com/v1" },
    });

    for (const [operation, sendCtx] of calls.send) {
      expect(keysOf(operation)).toEqual(sorted(DOCUMENTED.operation));
      expect(keysOf(operation.optionsArgument)).toEqual(sorted(DOCUMENTED.optionsArgument));
      expect(keysOf(operation.response)).toEqual(sorted(DOCUMENTED.response));
      expect(keysOf(operation.docs)).toEqual(sorted(DOCUMENTED.docs));
      expect(sendCtx).toBe(ctx);
    }
    const listPets = sentOperation(calls, "listPets");
    expect(plainFacts(listPets)).toEqual({
      name: "listPets",
      functionName: "listPets",
      operationId: "listPets",
      httpMethod: "GET",
      path: "/pets",
      tags: ["pet"],
      arguments: [
        {
          in: "query",
          name: "limit",
          localName: "limit",
          required: false,
          description: "How many items to return at one time (max 100)",
          wireName: "limit",
          deprecated: false,
        },
        {
          in: "query",
          name: "status",
          localName: "status",
          required: false,
          description: undefined,
          wireName: "status",
          deprecated: false,
        },
      ],
      optionsArgument: { name: "options", localName: "options" },
      body: undefined,
      response: { resolvesTo: "body", decoding: "json", mediaType: "application/json", mayBeEmpty: false },
      docs: { summary: "List all pets", description: undefined, deprecated: false },
      secured: false,
    });
    for (const argument of listPets.arguments) {
      expect(keysOf(argument)).toEqual(sorted(DOCUMENTED.parameterArgument));
    }
    expect(listPets.parameters).toHaveLength(2);

    const createPet = sentOperation(calls, "createPet");
    expect(keysOf(createPet.body)).toEqual(sorted(DOCUMENTED.bodyArgument));
    expect(createPet.body).toEqual({
      in: "body",
      name: "body",
      localName: "body",
      required: true,
      description: undefined,
      typeName: "CreatePetBody",
      mediaType: "application/json",
    });
    expect(createPet.arguments).toContain(createPet.body);
    expect(sentOperation(calls, "deletePet").docs.deprecated).toBe(true);

    const groups = calls.container.map(([group]) => group);
    expect(groups.map(keysOf)).toEqual(groups.map(() => sorted(DOCUMENTED.group)));
    expect(groups[0]).toEqual({ tag: "pet", clientName: "petClient", className: "PetClient" });
    for (const [, methods, containerCtx] of calls.container) {
      expect(containerCtx).toBe(ctx);
      for (const method of methods) {
        expect(keysOf(method)).toEqual(sorted(DOCUMENTED.method));
        expect(keysOf(method.operation)).toEqual(sorted(DOCUMENTED.operation));
      }
    }
  });

  it("hands over the options the declaration lists, and no others", async () => {
    const { prelude, container } = await recordedCalls(
      {
        src: fixturePath("petstore.yaml"),
        baseUrl: "https://api.test",
        responseShape: "full",
        queryParamsSerialization: { arrayFormat: "brackets" },
      },
      { options: ["baseUrl", "responseShape", "queryParamsSerialization"] },
    );
    const [ctx] = prelude;
    expect(Object.keys(ctx?.options ?? {}).sort()).toEqual([
      "baseUrl",
      "queryParamsSerialization",
      "responseShape",
    ]);
    expect(ctx?.options).toEqual({
      baseUrl: "https://api.test",
      responseShape: "full",
      queryParamsSerialization: { allowDots: true, arrayFormat: "brackets", queryParamsAsObject: false },
    });
    expect(ctx?.declaration.options).toEqual(["baseUrl", "responseShape", "queryParamsSerialization"]);
    // Frozen: a template cannot change what the run decided.
    expect(Object.isFrozen(ctx?.options)).toBe(true);
    expect(Object.isFrozen(ctx?.options.queryParamsSerialization)).toBe(true);
    expect(container[0]?.[2]).toBe(ctx);
    // An option it may declare but did not is an error naming the template and the option, not `undefined`.
    const options = ctx?.options as Record<string, unknown> | undefined;
    expect(() => options?.dateFormat).toThrow(
      'template fetch-api: reads options.dateFormat, which its declaration does not list (declaration.options: ["baseUrl","responseShape","queryParamsSerialization"]; see docs/custom-templates.md)',
    );
    expect(options?.notAnOption).toBeUndefined();
  });

  it("stops a run whose template reads an option it does not declare, naming the template and the option", async () => {
    // The example's prelude reads options.baseUrl.
    const failed = await recordedCalls(
      { src: fixturePath("petstore.yaml") },
      { options: ["dateFormat"] },
    ).catch((error: unknown) => error);
    expect(isTypewrightError(failed) && failed.code).toBe("template");
    expect(isTypewrightError(failed) && failed.message).toBe(
      'template fetch-api: reads options.baseUrl, which its declaration does not list (declaration.options: ["dateFormat"]; see docs/custom-templates.md)',
    );
  });

  it("hands a template that declares no options the defaults: baseUrl and queryParamsSerialization", async () => {
    const { prelude } = await recordedCalls(
      { src: fixturePath("petstore.yaml"), baseUrl: "https://api.test" },
      { options: undefined },
    );
    const [ctx] = prelude;
    expect(ctx?.declaration.options).toEqual(["baseUrl", "queryParamsSerialization"]);
    expect(Object.keys(ctx?.options ?? {}).sort()).toEqual(["baseUrl", "queryParamsSerialization"]);
    expect(ctx?.options.baseUrl).toBe("https://api.test");
  });

  it("describes a grouped query, declared security schemes and the secured operations", async () => {
    const grouped = await recordedCalls({
      src: fixturePath("petstore.yaml"),
      queryParamsSerialization: { queryParamsAsObject: true },
      responseShape: "full",
    });
    const [query] = sentOperation(grouped, "listPets").arguments;
    expect(keysOf(query)).toEqual(sorted(DOCUMENTED.queryObjectArgument));
    expect(query).toMatchObject({
      in: "queryObject",
      name: "query",
      typeName: "ListPetsQuery",
      required: false,
    });
    if (query?.in !== "queryObject") throw new Error("a grouped query was expected");
    expect(query.properties.map(keysOf)).toEqual(
      query.properties.map(() => sorted(DOCUMENTED.queryProperty)),
    );
    expect(query.properties.map((property) => property.name)).toEqual(["limit", "status"]);
    expect(grouped.prelude[0]?.resolvesTo).toBe("full");
    expect(sentOperation(grouped, "listPets").response.resolvesTo).toBe("full");

    const secured = await recordedCalls({ src: fixturePath("clients/security.yaml") });
    expect(secured.prelude[0]?.securitySchemes.length).toBeGreaterThan(0);
    expect(secured.send.some(([operation]) => operation.secured)).toBe(true);
  });
});

const SCRATCH = path.join(
  fileURLToPath(new URL("../..", import.meta.url)),
  ".tmp",
  "custom-template-surface",
);
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/**
 * Generates with the example template, wrapped in a folder of its own that records each call's arguments;
 * `declaration` replaces fields of its declaration (an `undefined` one drops the field).
 */
async function recordedCalls(
  options: Omit<UserOptions, "template">,
  declaration: Record<string, unknown> = {},
): Promise<Calls> {
  const dropped = Object.keys(declaration).filter((field) => declaration[field] === undefined);
  const folder = path.join(SCRATCH, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder, { recursive: true });
  const example = pathToFileURL(fixturePath("custom-template/index.js")).href;
  writeFileSync(
    path.join(folder, "index.js"),
    `import base from ${JSON.stringify(example)};
const calls = { imports: [], prelude: [], send: [], container: [] };
globalThis[${JSON.stringify(folder)}] = calls;
export default {
  ...base,
  create: (kit) => {
    const template = base.create(kit);
    const declaration = { ...template.declaration, ...${JSON.stringify(declaration)} };
    for (const field of ${JSON.stringify(dropped)}) delete declaration[field];
    return {
      ...template,
      declaration,
      imports: (ctx) => (calls.imports.push(ctx), template.imports(ctx)),
      prelude: (ctx) => (calls.prelude.push(ctx), template.prelude(ctx)),
      send: (operation, ctx) => (calls.send.push([operation, ctx]), template.send(operation, ctx)),
      container: (group, methods, ctx) => (calls.container.push([group, methods, ctx]), template.container(group, methods, ctx)),
    };
  },
};
`,
  );
  await generate({ ...options, template: folder });
  return (globalThis as unknown as Record<string, Calls>)[folder] as Calls;
}

function sentOperation(calls: Calls, name: string): OperationDescription {
  const found = calls.send.find(([operation]) => operation.name === name)?.[0];
  if (found === undefined) throw new Error(`${name} was not sent`);
  return found;
}

/** The description's facts, without the nodes typewright built. */
function plainFacts(operation: OperationDescription): Record<string, unknown> {
  const {
    parameters: _parameters,
    responseType: _type,
    request: _request,
    jsDoc: _jsDoc,
    ...facts
  } = operation;
  return facts;
}

function keysOf(value: object | undefined): string[] {
  return Object.keys(value ?? {}).sort();
}

function sorted(keys: readonly string[]): string[] {
  return [...keys].sort();
}
