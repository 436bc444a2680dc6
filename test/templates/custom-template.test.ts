import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { afterAll, describe, expect, it } from "vitest";
import { createStandalonePrinter } from "../../src/ast/print.js";
import { generate, generateFiles, isTypewrightError } from "../../src/index.js";
import { readPrintedRuntime } from "../../src/splice/runtime-files.js";
import { type PrintedRuntime, runtimeStatements } from "../../src/splice/runtime-source.js";
import { BASE_COMPILER_OPTIONS, expectCompiles } from "../support/compile.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";

const TEMPLATE = fixturePath("custom-template");

describe("custom template directories", () => {
  it("generate with a template built on the kit, and the output compiles", async () => {
    const code = await generate({ src: fixturePath("petstore.yaml"), template: TEMPLATE });
    expect(code).toContain("export const petClient = {");
    expect(code).toContain(
      "listPets(limit?: number, status?: PetStatus, options?: RequestInit): Promise<Pet[]>",
    );
    expectCompiles({ "custom/petstore.ts": code });
  });

  it("leaves the runtime statements it splices as every other run prints them (they are shared by the process)", async () => {
    // The example template splices `fetch-client`, `request-parts` and `response-parts` into its prelude.
    await generate({ src: fixturePath("clients/security.yaml"), template: TEMPLATE });
    const print = createStandalonePrinter();
    const built = JSON.parse(readPrintedRuntime() ?? "null") as PrintedRuntime;
    for (const file of ["fetch-client", "request-parts", "response-parts"]) {
      const references = runtimeStatements(file).map((statement) => print(statement).references);
      // What the build recorded for them, in a process no custom template ran in.
      expect(references, file).toEqual(built.files[file]?.printed.map(({ references = [] }) => references));
    }
  });

  it("keep an import of theirs while the code they return reads its name, and drop a name it does not read", async () => {
    await withFolder(async (folder) => {
      const example = readFileSync(path.join(TEMPLATE, "index.js"), "utf8");
      const importing = example
        .replace(
          "imports: () => [],",
          'imports: () => [containers.namedImport("node:util", ["inspect", "format"])],',
        )
        .replace(
          "containers.queryStyleConstant(ctx),",
          'containers.queryStyleConstant(ctx), ts.factory.createExpressionStatement(nodes.call(nodes.id("inspect"), [])),',
        );
      expect(importing).not.toBe(example);
      writeFileSync(path.join(folder, "index.js"), importing);
      const code = await generate({ src: fixturePath("petstore.yaml"), template: folder });
      expect(code).toContain("import { inspect } from 'node:util';");
      expect(code).toContain("inspect();");
    });
  });

  it("the generated client works against a live server", async () => {
    const server = await startRecordingServer(() => ({ body: [{ id: 1, name: "Rex" }] }));
    try {
      const { module } = await importGenerated<
        Record<string, Record<string, (...args: unknown[]) => unknown>>
      >("fixtures/petstore.yaml", { template: TEMPLATE, baseUrl: server.url });
      expect(await module.petClient?.listPets?.(2)).toEqual([{ id: 1, name: "Rex" }]);
      expect(server.requests[0]).toMatchObject({ method: "GET", path: "/pets", query: "limit=2" });
    } finally {
      await server.close();
    }
  });

  it("reports a template that misses parts of the interface, and a folder that is not a template", async () => {
    const broken = await generate({
      src: fixturePath("petstore.yaml"),
      template: fixturePath("custom-template-broken"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(broken) && broken.code).toBe("template");
    const problems = isTypewrightError(broken) ? broken.problems : [];
    for (const name of [
      "declaration.containerKind",
      "declaration.requestOptions",
      "declaration.abortSignal",
      "declaration.response.wrapper",
      "declaration.response.bodyAccess",
      "prelude",
      "send",
      "container",
      "securedCall",
    ]) {
      expect(problems.some((problem) => problem.includes(`"${name}"`))).toBe(true);
    }
    const missing = await generate({
      src: fixturePath("petstore.yaml"),
      template: path.join(TEMPLATE, "nope"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(missing) && missing.message).toMatch(
      /^template: "\S+nope" does not exist \(a template folder was expected\)$/,
    );
    const aFile = await generate({
      src: fixturePath("petstore.yaml"),
      template: fixturePath("petstore.yaml"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(aFile) && aFile.message).toMatch(
      /^template: "\S+petstore\.yaml" is not a folder$/,
    );
    const notATemplate = await generate({
      src: fixturePath("petstore.yaml"),
      template: fixturePath("types"),
    }).catch((error: unknown) => error);
    expect(isTypewrightError(notATemplate) && notATemplate.message).toMatch(/has none of index\.js/);
  });

  it("refuses, when loading, an option a template cannot read, naming the template and the field", async () => {
    await withFolder(async (folder) => {
      const entry = path.join(folder, "index.mjs");
      writeFileSync(entry, withDeclaration('{ options: ["baseUrl", "src", "nope"] }'));
      const refused = await generate({ src: fixturePath("petstore.yaml"), template: folder }).catch(
        (error: unknown) => error,
      );
      expect(isTypewrightError(refused) && refused.code).toBe("template");
      expect(isTypewrightError(refused) && refused.message).toBe(
        `template ${entry}: "declaration.options" lists "src", "nope", which a template cannot read (it can read "baseUrl", "queryParamsSerialization", "responseShape", "argumentStyle", "dateFormat", "clientSetup")`,
      );
    });
    // A module is imported once per process: the second template sits in a folder of its own.
    await withFolder(async (folder) => {
      const entry = path.join(folder, "index.mjs");
      writeFileSync(entry, withDeclaration('{ options: "baseUrl" }'));
      const notAList = await generate({ src: fixturePath("petstore.yaml"), template: folder }).catch(
        (error: unknown) => error,
      );
      expect(isTypewrightError(notAList) && notAList.message).toBe(
        `template ${entry}: "declaration.options" must be a list of option names`,
      );
    });
  });

  it("refuses a declaration field typewright does not read, rather than ignoring it", async () => {
    await withFolder(async (folder) => {
      const entry = path.join(folder, "index.mjs");
      writeFileSync(entry, withDeclaration("{ operationFunctions: true, hooks: { supported: false } }"));
      const refused = await generate({ src: fixturePath("petstore.yaml"), template: folder }).catch(
        (error: unknown) => error,
      );
      expect(isTypewrightError(refused) && refused.problems).toEqual([
        `template ${entry}: "declaration" states "operationFunctions", which a declaration has not (it has "id", "containerKind", "requestOptions", "abortSignal", "response", "options", "runtimeFiles", "reservedNames", "bodyNames", "hooks", "typedFailures", "resolvesRelativeUrls", "methodCase", "browserMethodRules")`,
        `template ${entry}: "declaration.hooks" must be { supported: true } or { supported: false, reason } when given`,
      ]);
    });
  });

  it("refuses, from the kit, a runtime file typewright splices itself or does not have", async () => {
    for (const [file, reason] of [
      ["errors", 'typewright splices "errors", "request-parameters" and "retries" into every client itself'],
      ["retries", 'typewright splices "errors", "request-parameters" and "retries" into every client itself'],
      ["no-such-file", "typewright has no runtime file of that name"],
    ] as const) {
      await withFolder(async (folder) => {
        writeFileSync(
          path.join(folder, "index.mjs"),
          overExample(
            `{ prelude: (ctx) => [...kit.runtimeStatements("${file}"), ...template.prelude(ctx)] }`,
          ),
        );
        const refused = await generate({ src: fixturePath("petstore.yaml"), template: folder }).catch(
          (error: unknown) => error,
        );
        expect(isTypewrightError(refused) && refused.message).toContain(
          `runtimeStatements("${file}"): ${reason}`,
        );
      });
    }
  });

  it("writes the query style from the run's options whichever the template declares", async () => {
    // The example declares only baseUrl, and its prelude calls containers.queryStyleConstant(ctx).
    const code = await generate({
      src: fixturePath("petstore.yaml"),
      template: TEMPLATE,
      queryParamsSerialization: { arrayFormat: "brackets", allowDots: false },
    });
    expect(code).toContain("const queryStyle: QueryStyle = { allowDots: false, arrayFormat: 'brackets'");
  });

  it("reports what one of its functions throws as the template's, naming the function and its documentation", async () => {
    await withFolder(async (folder) => {
      // Written for the records typewright handed out before: `send` reads the plan's operation.
      const base = JSON.stringify(path.join(TEMPLATE, "index.js"));
      writeFileSync(
        path.join(folder, "index.mjs"),
        [
          `import base from ${base};`,
          "export default { typewrightTemplate: 1, create: (kit) => {",
          "  const template = base.create(kit);",
          "  return { ...template, send: (method, ctx) => method.planned.operation.method && template.send(method, ctx) };",
          "} };",
        ].join("\n"),
      );
      const failed = await generate({ src: fixturePath("petstore.yaml"), template: folder }).catch(
        (error: unknown) => error,
      );
      expect(isTypewrightError(failed) && failed.code).toBe("template");
      expect(isTypewrightError(failed) && failed.message).toMatch(
        /^template fetch-api: its send\(\) failed: .*'operation'.* \(what a custom template receives: docs\/custom-templates\.md; a template written for typewright 0\.1 reads other records: see its "Changes"\)$/,
      );
    });
  });

  it("refuses a reactive layer its declaration does not carry, naming the folder as given", async () => {
    const folder = fixturePath("custom-template-no-hooks");
    const refused = await generate({ src: fixturePath("petstore.yaml"), template: ["swr", folder] }).catch(
      (error: unknown) => error,
    );
    expect(isTypewrightError(refused) && refused.message).toBe(
      `template: "swr" cannot sit on "${folder}" (its calls resolve to no promise a hook can wait for)`,
    );
  });

  it("honours responseShape like a built-in template: full resolves to APIResponse<T>, at runtime too", async () => {
    const code = await generate({
      src: fixturePath("petstore.yaml"),
      template: TEMPLATE,
      responseShape: "full",
    });
    expect(code).toContain(
      "listPets(limit?: number, status?: PetStatus, options?: RequestInit): Promise<APIResponse<Pet[]>>",
    );
    expectCompiles({ "custom/petstore-full.ts": code });
    const server = await startRecordingServer(() => ({ body: [{ id: 1, name: "Rex" }] }));
    try {
      const { module } = await importGenerated<
        Record<string, Record<string, (...args: unknown[]) => Promise<{ data: unknown; status: number }>>>
      >("fixtures/petstore.yaml", { template: TEMPLATE, baseUrl: server.url, responseShape: "full" });
      const response = await module.petClient?.listPets?.(2);
      expect(response?.status).toBe(200);
      expect(response?.data).toEqual([{ id: 1, name: "Rex" }]);
    } finally {
      await server.close();
    }
  });

  for (const layer of ["swr", "tsq"] as const) {
    it(`carries the ${layer} hooks, in the main file and in a hooks file of their own, and they compile`, async () => {
      await withFolder(async (folder) => {
        const single = await generate({ src: fixturePath("petstore.yaml"), template: [layer, TEMPLATE] });
        expect(single).toContain("petClient.listPets(");
        const split = await generateFiles({
          src: fixturePath("petstore.yaml"),
          template: [layer, TEMPLATE],
          out: path.join(folder, "client.ts"),
          hooksOut: path.join(folder, "hooks.ts"),
        });
        const [main, hooks] = split.files;
        expect(hooks?.content).toContain("api.petClient.listPets(");
        expectCompiles({
          [`custom-${layer}/single.ts`]: single,
          [`custom-${layer}/split/client.ts`]: main?.content ?? "",
          [`custom-${layer}/split/hooks.ts`]: hooks?.content ?? "",
        });
      });
    });
  }
});

describe("secured calls of the example template", () => {
  it("are typed like its other calls: what a secured method returns is never `any`", async () => {
    const returned: Record<string, string[]> = {};
    for (const shape of ["body", "full"] as const) {
      const code = await generate({
        src: fixturePath("clients/security.yaml"),
        template: TEMPLATE,
        responseShape: shape,
      });
      expectCompiles({ [`custom-secured/${shape}.ts`]: code });
      returned[shape] = await securedReturnTypes(code);
    }
    // The method's declared type would accept an `any` unchecked; these are checked against it.
    expect(new Set(returned.body)).toEqual(new Set(["Promise<any>"]));
    expect(new Set(returned.full)).toEqual(new Set(["Promise<APIResponse<any>>"]));
    expect(returned.body?.length).toBeGreaterThan(10);
  });

  it("send the credentials to a live server", async () => {
    const server = await startRecordingServer(() => ({ body: { name: "Ann" } }));
    try {
      const { module } = await importGenerated<{
        clientCredentials: Record<string, unknown>;
        filesClient: { getMe(): Promise<unknown> };
      }>("fixtures/clients/security.yaml", { template: TEMPLATE, baseUrl: server.url });
      module.clientCredentials.bearerAuth = "token-1";
      expect(await module.filesClient.getMe()).toEqual({ name: "Ann" });
      expect(server.requests[0]?.headers.authorization).toBe("Bearer token-1");
    } finally {
      await server.close();
    }
  });
});

/**
 * The type of each expression a secured method returns (one that applies credentials), before the method's
 * declared return type applies: compiled on disk, so that the checker can be asked.
 */
async function securedReturnTypes(code: string): Promise<string[]> {
  const types: string[] = [];
  await withFolder(async (folder) => {
    const file = path.join(folder, "secured.ts");
    writeFileSync(file, code);
    const program = ts.createProgram([file], { ...BASE_COMPILER_OPTIONS, noEmit: true });
    const checker = program.getTypeChecker();
    const source = program.getSourceFile(file);
    // The group's methods (the runtime's own functions return what they apply too).
    const visit = (node: ts.Node, inMethod: boolean): void => {
      const call = ts.isReturnStatement(node) ? node.expression : undefined;
      if (inMethod && call && /Credentials\(/.test(call.getText())) {
        types.push(checker.typeToString(checker.getTypeAtLocation(call)));
      }
      ts.forEachChild(node, (child) => visit(child, inMethod || ts.isMethodDeclaration(node)));
    };
    if (source) visit(source, false);
  });
  return types;
}

/**
 * Adding a template is one folder: fixtures/ninth-template is used like a built-in, as a client,
 * under a reactive layer and with every response shape, without any change to typewright's source.
 */
describe("a ninth template, from one folder", () => {
  it("validates, plans, emits, compiles and runs with hooks and response shapes", async () => {
    const templateFolder = fixturePath("ninth-template");
    const files: Record<string, string> = {};
    for (const shape of [undefined, "body", "full"] as const) {
      const code = await generate({
        src: fixturePath("petstore.yaml"),
        template: ["tsq", `${templateFolder}${path.sep}`],
        ...(shape ? { responseShape: shape } : {}),
      });
      expect(code).toContain("export class PetService {");
      expect(code).toContain("export const pet: {");
      files[`ninth/${shape ?? "unset"}.ts`] = code;
    }
    expect(files["ninth/full.ts"]).toContain("Promise<APIResponse<Pet[]>>");
    expect(files["ninth/unset.ts"]).toContain("): Promise<Pet[]>");
    // The template's class has parameter properties, which are not erasable syntax (its author's choice).
    expectCompiles(files, { extraCompilerOptions: { erasableSyntaxOnly: false } });
    const server = await startRecordingServer(() => ({ body: [{ id: 3, name: "Tom" }] }));
    try {
      const { module } = await importGenerated<{
        PetService: new (baseUrl: string) => Record<string, (...args: unknown[]) => Promise<unknown>>;
      }>("fixtures/petstore.yaml", { template: templateFolder });
      const service = new module.PetService(server.url);
      expect(await service.listPets?.(5)).toEqual([{ id: 3, name: "Tom" }]);
      expect(server.requests[0]).toMatchObject({ method: "GET", path: "/pets", query: "limit=5" });
    } finally {
      await server.close();
    }
  });
});

const SCRATCH = path.join(fileURLToPath(new URL("../..", import.meta.url)), ".tmp", "custom-templates");
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

/** A template module: the example template with `fields` (a JavaScript object's text) over its declaration. */
function withDeclaration(fields: string): string {
  return overExample(`{ declaration: { ...template.declaration, ...${fields} } }`);
}

/** A template module: the example template (`template`, made with `kit`) with `parts` (an object's text) over it. */
function overExample(parts: string): string {
  const base = JSON.stringify(path.join(TEMPLATE, "index.js"));
  return [
    `import base from ${base};`,
    "export default { typewrightTemplate: 1, create: (kit) => {",
    "  const template = base.create(kit);",
    `  return { ...template, ...${parts} };`,
    "} };",
  ].join("\n");
}

/** A fresh folder inside the repository, so that generated and template modules resolve its packages. */
async function withFolder(run: (folder: string) => Promise<void>): Promise<void> {
  const folder = path.join(SCRATCH, `${process.pid}-${Math.random().toString(36).slice(2)}`);
  mkdirSync(folder, { recursive: true });
  await run(folder);
}
