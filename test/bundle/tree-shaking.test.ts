/**
 * What one imported operation or hook costs a user's bundle: the generated module bundled by a real
 * bundler (rolldown, production tree-shaking) from an entry that imports one name, and the other
 * operations' routes looked for in the result. bench/bundle.js measures the bytes on GitHub's description
 * with three bundlers; this proves the property on every client template that exports functions.
 */
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { rolldown } from "rolldown";
import { describe, expect, it } from "vitest";
import { generateFiles } from "../../src/index.js";
import { fixturePath } from "../support/generated-module.js";
import { withTempDir } from "../support/temp-dir.js";

/** Petstore's routes; `showPetById` (GET /pets/{petId}) is the one call each entry makes. */
const OWN_ROUTE = "/pets/{petId}";
const OTHER_ROUTES = ["/pets", "/store/orders"];
const LIBRARIES = ["axios", "ky", "xior", "@tanstack/react-query", "swr", "swr/mutation", "react", "zod"];

/** The bundle of `entry` with every library left external, tree-shaken and unminified. */
async function bundleOf(entry: string): Promise<string> {
  const bundle = await rolldown({
    input: entry,
    external: LIBRARIES,
    logLevel: "silent",
    treeshake: true,
  });
  const { output } = await bundle.generate({ format: "esm" });
  await bundle.close();
  return output.map((chunk) => (chunk.type === "chunk" ? chunk.code : "")).join("\n");
}

function routesIn(code: string): string[] {
  return [OWN_ROUTE, ...OTHER_ROUTES].filter(
    (route) => code.includes(`'${route}'`) || code.includes(`"${route}"`),
  );
}

async function bundleImport(
  dir: string,
  name: string,
  from: string,
  options: Record<string, unknown>,
): Promise<string> {
  await mkdir(dir, { recursive: true });
  await generateFiles({ src: fixturePath("petstore.yaml"), out: path.join(dir, "client.ts"), ...options });
  const entry = path.join(dir, "entry.ts");
  await writeFile(entry, `import { ${name} } from './${from}';\nexport const used = ${name};\n`);
  return bundleOf(entry);
}

describe("one imported operation bundles alone", () => {
  for (const template of ["fetch", "axios", "xior", "ky"]) {
    it(`${template}: \`showPetById\` imported on its own brings no other operation`, async () => {
      await withTempDir(async (dir) => {
        const code = await bundleImport(dir, "showPetById", "client.ts", { template });
        expect(routesIn(code)).toEqual([OWN_ROUTE]);
        // The group objects stay out too: nothing names them.
        expect(code).not.toMatch(/\b(petClient|storeClient)\b/);
      });
    });
  }

  it("fetch: the group object brings every operation of its group, and only those", async () => {
    await withTempDir(async (dir) => {
      const code = await bundleImport(dir, "petClient", "client.ts", { template: "fetch" });
      expect(routesIn(code)).toEqual([OWN_ROUTE, "/pets"]);
    });
  });
});

describe("one imported hook bundles only its operation", () => {
  for (const layer of ["tsq", "swr"]) {
    it(`${layer}: \`useShowPetById\` from a separate hooks file`, async () => {
      await withTempDir(async (dir) => {
        const code = await bundleImport(dir, "useShowPetById", "hooks.ts", {
          template: [layer, "fetch"],
          hooksOut: path.join(dir, "hooks.ts"),
        });
        expect(routesIn(code)).toEqual([OWN_ROUTE]);
        expect(code).not.toMatch(/\buse(ListPets|CreatePet|DeletePet|PlaceOrder)\b/);
      });
    });

    it(`${layer}: \`useShowPetById\` from the single file, over axios`, async () => {
      await withTempDir(async (dir) => {
        const code = await bundleImport(dir, "useShowPetById", "client.ts", { template: [layer, "axios"] });
        expect(routesIn(code)).toEqual([OWN_ROUTE]);
        expect(code).not.toMatch(/\buse(ListPets|CreatePet|DeletePet|PlaceOrder)\b/);
      });
    });
  }
});

describe("a validating call bundles only the schemas it uses", () => {
  const VALIDATING = { validator: "zod", validateResponses: true, validateRequests: true };
  /** Every schema petstore's schema file declares. */
  const SCHEMAS = [
    "PetStatusSchema",
    "NewPetSchema",
    "PetSchema",
    "OrderSchema",
    "ErrorModelSchema",
    "CreatePetBodySchema",
    "PlaceOrderBodySchema",
    "ListPetsResponseSchema",
  ];
  const schemasIn = (code: string) => SCHEMAS.filter((name) => new RegExp(`\\b${name}\\b`).test(code));

  for (const template of ["fetch", "axios"]) {
    it(`${template}: \`showPetById\` brings \`PetSchema\` and what it is made of, no other schema`, async () => {
      await withTempDir(async (dir) => {
        const code = await bundleImport(dir, "showPetById", "client.ts", { template, ...VALIDATING });
        expect(routesIn(code)).toEqual([OWN_ROUTE]);
        expect(schemasIn(code)).toEqual(["PetStatusSchema", "NewPetSchema", "PetSchema"]);
      });
    });
  }

  it("fetch: `placeOrder` brings the order's schemas (body and response), not the pets'", async () => {
    await withTempDir(async (dir) => {
      const code = await bundleImport(dir, "placeOrder", "client.ts", { template: "fetch", ...VALIDATING });
      expect(schemasIn(code)).toEqual(["OrderSchema", "PlaceOrderBodySchema"]);
    });
  });

  it("a schema imported from the schema file on its own brings what it is made of, no other schema", async () => {
    await withTempDir(async (dir) => {
      const code = await bundleImport(dir, "PetSchema", "client.zod.ts", {
        template: "fetch",
        validator: "zod",
      });
      // The bundle names the import `used`; what PetSchema is made of keeps its names.
      expect(schemasIn(code)).toEqual(["PetStatusSchema", "NewPetSchema"]);
      // Nothing of an unused schema is left either: Order's fields would be its `z.object` arguments.
      expect(code).not.toMatch(/\bshipDate\b|\bquantity\b/);
    });
  });

  it("fetch: without the options nothing of Zod or of the checks is bundled", async () => {
    await withTempDir(async (dir) => {
      const code = await bundleImport(dir, "showPetById", "client.ts", {
        template: "fetch",
        validator: "zod",
      });
      expect(schemasIn(code)).toEqual([]);
      expect(code).not.toMatch(/\bzod\b|safeParse|ValidationError/);
    });
  });
});

describe("one imported options factory bundles only its operation", () => {
  it("tsq: `showPetByIdQueryOptions`, as a route loader imports it, from a separate hooks file", async () => {
    await withTempDir(async (dir) => {
      const code = await bundleImport(dir, "showPetByIdQueryOptions", "hooks.ts", {
        template: ["tsq", "fetch"],
        hooksOut: path.join(dir, "hooks.ts"),
      });
      expect(routesIn(code)).toEqual([OWN_ROUTE]);
      // The factory's kept comment links to its hook by name; the hook's code must not be there.
      const withoutComments = code.replace(/\/\*[\s\S]*?\*\//g, "");
      expect(withoutComments).not.toMatch(
        /\b(useShowPetById|listPetsQueryOptions|createPetMutationOptions)\b/,
      );
    });
  });
});

/** A GET whose `ids` query parameter states `pipeDelimited`. */
function styledOperation(operationId: string) {
  const ids = {
    name: "ids",
    in: "query",
    style: "pipeDelimited",
    schema: { type: "array", items: { type: "string" } },
  };
  return { operationId, parameters: [ids], responses: { "200": { description: "ok" } } };
}

/**
 * One operation of each feature whose runtime only its own calls need, and one plain call. Two operations
 * state the same style, so their writers are one module constant, which a bundle without them must drop.
 */
const FEATURES = {
  openapi: "3.1.0",
  info: { title: "features", version: "1" },
  paths: {
    "/plain": { get: { operationId: "plain", responses: { "200": { description: "ok" } } } },
    "/secured": {
      get: {
        operationId: "secured",
        security: [{ bearer: [] }],
        responses: { "200": { description: "ok" } },
      },
    },
    "/styled": { get: styledOperation("styled") },
    "/styled-too": { get: styledOperation("styledToo") },
    "/upload": {
      post: {
        operationId: "upload",
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: { type: "object", properties: { file: { type: "string", format: "binary" } } },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
    "/events": {
      get: {
        operationId: "events",
        responses: {
          "200": { description: "ok", content: { "text/event-stream": { schema: { type: "string" } } } },
        },
      },
    },
  },
  components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
};

/** Runtime functions of those features, none of which a plain call reaches. */
const FEATURE_RUNTIME = [
  "withCredentials",
  "applyCredentials",
  "styledParameters",
  "multipartBody",
  "toFormData",
  "sendStreamRequest",
  "streamedItems",
  "serverSentEvents",
];

describe("a plain call leaves the runtime of features it does not use", () => {
  for (const template of ["fetch", "axios", "xior", "ky"]) {
    it(`${template}: no credentials, parameter styles, multipart encoder or stream reader`, async () => {
      await withTempDir(async (dir) => {
        const src = path.join(dir, "features.json");
        await writeFile(src, JSON.stringify(FEATURES));
        await generateFiles({ src, out: path.join(dir, "client.ts"), template });
        const entry = path.join(dir, "entry.ts");
        const reach = async (name: string) => {
          await writeFile(entry, `import { ${name} } from './client.ts';\nexport const used = ${name};\n`);
          return bundleOf(entry);
        };
        const plain = await reach("plain");
        expect(FEATURE_RUNTIME.filter((name) => new RegExp(`\\b${name}\\b`).test(plain))).toEqual([]);
        // The same names are there when the call needs them: the check above can fail.
        expect(await reach("secured")).toMatch(/\bwithCredentials\b/);
        expect(await reach("styled")).toMatch(/\bstyledParameters\b/);
        expect(await readFile(path.join(dir, "client.ts"), "utf8")).toContain("styles: parameterStyles");
        expect(await reach("upload")).toMatch(/\bmultipartBody\b/);
      });
    });
  }
});
