/**
 * The MSW handlers file compiles strictly (`exactOptionalPropertyTypes`, ES2020's library, `isolatedDeclarations`)
 * against both ends of each msw major the file targets: msw 2.15 (the `msw` devDependency) and msw 2.2.3
 * (`msw-2-2`, put in place of `msw` by `paths`), for every client fixture under every template and with the
 * options that change the main file's types; msw 3.0.0 and 3.0.5 (`msw-3-0`, `msw-3`) for the handlers
 * fixture under every template; and user code typed by it compiles where it should and fails where
 * it should (`@ts-expect-error`): a handler's data is the body as sent (dates as text), a resolver's request
 * is typed, `.failure(status, body?)` takes each documented status with its body only, and each failure's
 * default body in the file is checked against its type. And with Node's types alone, as a Node test project
 * compiles it.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { CLIENT_FIXTURES, EVERY_TEMPLATE } from "../support/client-matrix.js";
import {
  compileInMemory,
  convertOptions,
  ES2020_LIB,
  expectCompiles,
  ISOLATED_DECLARATIONS,
  withDeclarations,
} from "../support/compile.js";
import { fixturePath } from "../support/generated-module.js";
import { withProvenClientDeclared } from "../support/proven-clients.js";
import { withTempDir } from "../support/temp-dir.js";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** The types of an msw installed under an alias, put in place of `msw` by `paths`. */
function aliased(alias: string): Record<string, string[]> {
  return {
    msw: [path.join(ROOT, `node_modules/${alias}/lib/core/index.d.ts`)],
    "msw/node": [path.join(ROOT, `node_modules/${alias}/lib/node/index.d.ts`)],
  };
}

/** Both ends of msw 2: its own types (2.15), or those of 2.2.3 in their place. */
const MSW_VERSIONS: [string, Record<string, string[]>][] = [
  ["msw 2.15", {}],
  ["msw 2.2.3", aliased("msw-2-2")],
];

/**
 * Both ends of msw 3, over the handlers fixture under every template and the user code: the whole matrix per
 * version would double this file's cost, and what differs between the majors is msw's types, which these
 * files reach all of.
 */
const MSW_3_VERSIONS: [string, Record<string, string[]>][] = [
  ["msw 3.0.0", aliased("msw-3-0")],
  ["msw 3.0.5", aliased("msw-3")],
];

type Variant = Omit<GenerateOptions, "src" | "out" | "msw">;

/** The files of one generation with a handlers file, keyed under `folder`. */
async function generated(folder: string, src: string, variant: Variant): Promise<Record<string, string>> {
  return withTempDir(async (dir) => {
    const result = await generateFiles({
      src,
      out: path.join(dir, "client.ts"),
      msw: path.join(dir, "mocks", "handlers.ts"),
      ...variant,
      ...(variant.hooksOut === undefined ? {} : { hooksOut: path.join(dir, variant.hooksOut) }),
    });
    return Object.fromEntries(
      result.files.map((file) => [`${folder}/${path.relative(dir, file.path)}`, file.content]),
    );
  });
}

/**
 * Every client fixture under every template, and the options that change the types on the richest one. A
 * client template's main file is given as its declarations where clients-compile proves it
 * (support/proven-clients.ts): the handlers are checked against its types.
 */
async function matrix(): Promise<Record<string, string>> {
  const jobs: Promise<Record<string, string>>[] = [];
  for (const fixture of [...CLIENT_FIXTURES, "msw/handlers.yaml"]) {
    for (const [label, template] of EVERY_TEMPLATE) {
      const folder = `msw/${fixture.replace(/[/.]/g, "_")}/${label}`;
      const files = generated(folder, fixturePath(fixture), { template });
      jobs.push(
        typeof template === "string"
          ? files.then((all) =>
              withProvenClientDeclared(all, `${folder}/client.ts`, {
                client: template,
                fixture,
                variant: {},
              }),
            )
          : files,
      );
    }
  }
  const variants: [string, Variant][] = [
    ["dates-as-text", { dateFormat: "string" }],
    ["object-arguments", { argumentStyle: "object", responseShape: "full" }],
    [
      "query-object",
      { queryParamsSerialization: { queryParamsAsObject: true }, nullableStrategy: "include" },
    ],
    ["hooks-file", { template: ["tsq", "fetch"], hooksOut: "hooks.ts" }],
    ["custom-template", { template: path.join(ROOT, "fixtures/custom-template") }],
  ];
  for (const [label, variant] of variants) {
    for (const fixture of ["clients/everything.yaml", "msw/handlers.yaml"]) {
      const folder = `msw/options/${label}/${fixture.replace(/[/.]/g, "_")}`;
      jobs.push(generated(folder, fixturePath(fixture), { template: "fetch", ...variant }));
    }
  }
  return Object.assign({}, ...(await Promise.all(jobs)));
}

/** The handlers fixture under every template. */
async function everyTemplate(): Promise<Record<string, string>> {
  const jobs = EVERY_TEMPLATE.map(([label, template]) =>
    generated(`msw/msw_handlers_yaml/${label}`, fixturePath("msw/handlers.yaml"), { template }),
  );
  return Object.assign({}, ...(await Promise.all(jobs)));
}

/** Code a user writes with the handlers of fixtures/msw/handlers.yaml (fetch, dates revived). */
const USER_CODE = `
import type { HttpHandler } from 'msw';
import type { Pet } from '../client.js';
import {
  createPetHandler, deletePetHandler, getPetHandler, handlers, ownedPetHandler, watchPetsHandler,
  type MockRequest, type Wire,
} from './handlers.js';

export const all: readonly HttpHandler[] = handlers;
const sent: Wire<Pet> = { id: 1, name: 'Rex', born: '2020-01-01T00:00:00.000Z' };
export const overrides: HttpHandler[] = [
  getPetHandler(sent),
  getPetHandler(({ params, query, request }) => ({ ...sent, id: Number(params.petId), name: query.get('n') ?? request.url })),
  getPetHandler(async () => sent, { status: 203, headers: { 'X-Mock': '1' } }),
  ownedPetHandler(({ params }) => ({ ...sent, name: params['owner-id'] + params['pet.id'] })),
  createPetHandler(({ body }) => ({ ...sent, name: body.name, born: body.born ?? sent.born })),
  watchPetsHandler([sent, sent]),
  getPetHandler.failure(404, { title: 'gone' }),
  getPetHandler.failure(409, 'taken'),
  deletePetHandler.failure(401),
  getPetHandler.failure(404),
  getPetHandler.failure(418, undefined, { headers: { 'Retry-After': '1' } }),
  deletePetHandler(),
];
export function resolver(request: MockRequest<{ petId: string }, undefined>): Wire<Pet> {
  return { ...sent, name: request.params.petId };
}
export const byResolver: HttpHandler = getPetHandler(resolver);

// @ts-expect-error a Date is not what the wire carries
getPetHandler({ ...sent, born: new Date() });
// @ts-expect-error name is required
getPetHandler({ id: 1, born: 'x' });
// @ts-expect-error the resolver's path parameters are the operation's
getPetHandler(({ params }) => ({ ...sent, name: params.id }));
// @ts-expect-error 404's body is a Problem, not text
getPetHandler.failure(404, 'gone');
// @ts-expect-error 500 is documented neither on its own nor by a class nor by default
getPetHandler.failure(500, 'broken');
// @ts-expect-error the request body is the NewPet sent
createPetHandler(({ body }) => ({ ...sent, name: body.nickname }));
`;

/** The compiler options of a program against `paths`' msw. */
function againstMsw(paths: Record<string, string[]>) {
  return {
    extraCompilerOptions: {
      ...ES2020_LIB,
      ...ISOLATED_DECLARATIONS,
      experimentalDecorators: true,
      ...(Object.keys(paths).length > 0 ? { paths } : {}),
    },
  };
}

/** `files` with the user code beside the fetch handlers of the handlers fixture. */
function withUserCode(files: Record<string, string>): Record<string, string> {
  const userFolder = "msw/msw_handlers_yaml/fetch/mocks";
  expect(files[`${userFolder}/handlers.ts`]).toBeDefined();
  files[`${userFolder}/user.ts`] = USER_CODE;
  return files;
}

/** The matrix's files with the user code, generated once for every version. */
let matrixWithUserCode: Promise<Record<string, string>> | undefined;

describe("the MSW handlers file compiles strictly", () => {
  for (const [index, [version, paths]] of MSW_VERSIONS.entries()) {
    // Only the files under mocks/ import msw. The first version's program checks every file; the others check
    // those against the rest as the first proved them (their declarations, which msw's version cannot change).
    const what = index === 0 ? "every client fixture × template, the options that change types" : "the same";
    it(`against ${version}: ${what}, and user code`, async () => {
      matrixWithUserCode ??= matrix().then((files) => {
        expect(Object.keys(files).filter((file) => file.endsWith("handlers.ts")).length).toBeGreaterThan(100);
        return withUserCode(files);
      });
      const files = await matrixWithUserCode;
      expectCompiles(
        index === 0 ? files : withDeclarations(files, (file) => !file.includes("/mocks/")),
        againstMsw(paths),
      );
    }, 240_000);
  }

  for (const [version, paths] of MSW_3_VERSIONS) {
    it(`against ${version}: the handlers fixture under every template, and user code`, async () => {
      const files = await everyTemplate();
      expect(Object.keys(files).filter((file) => file.endsWith("handlers.ts")).length).toBe(
        EVERY_TEMPLATE.length,
      );
      expectCompiles(withUserCode(files), againstMsw(paths));
    }, 240_000);
  }
});

describe("a failure's default body", () => {
  it("is checked against the failure's type where the file states it", async () => {
    const files = await generated("msw-default", fixturePath("msw/handlers.yaml"), { template: "fetch" });
    const file = "msw-default/mocks/handlers.ts";
    // Written once, shared by the failures that answer with it (plan/msw-shared-data.ts).
    const stated = "const problemData: api.Problem = { title: 'Not found', status: 404 }";
    expect(files[file]).toContain(stated);
    expectCompiles(files);
    files[file] = files[file]?.replace(stated, "const problemData: api.Problem = { title: 404 }") ?? "";
    const { diagnostics } = compileInMemory(files);
    expect(diagnostics.join("\n")).toMatch(
      /handlers\.ts:\d+:\d+ TS2322 .*'number' is not assignable to type 'string'/,
    );
  }, 60_000);
});

describe("without the DOM library", () => {
  it("compiles with Node's types only (a Node test project's tsconfig)", async () => {
    const files: Record<string, string> = {};
    for (const template of ["fetch", "axios", "ky"] as const) {
      Object.assign(
        files,
        await generated(`msw-node/${template}`, fixturePath("msw/handlers.yaml"), { template }),
      );
    }
    expectCompiles(files, { extraCompilerOptions: convertOptions({ lib: ["es2022"], types: ["node"] }) });
  }, 120_000);
});
