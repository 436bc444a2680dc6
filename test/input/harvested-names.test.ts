/**
 * The generator's own names, used as a description's names. Every identifier in the outputs of a few
 * fixtures under every template (with validation, hooks and mocks) is harvested from the printed code, not
 * from a list; a seeded property then draws how they are spread over parameters (path, query, header, cookie;
 * required or not; a named enum or a string), body properties, schema names and tags. Each drawn description
 * generates, with every template, validation of requests and responses, hooks (in the client's file and in
 * their own), mocks, a grouped query and object arguments,
 * code that compiles in the strict program of the compile proofs (`noUnusedLocals` and
 * `noUnusedParameters` included); and its fetch client, called against a live server with positional and
 * with object arguments, sends every value under its own name. Among the names are the runtime helpers the outputs hold: an argument named like one that no
 * method body calls (`toFormData`) must not keep that helper in the file.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GenerateOptions, generateFiles } from "../../src/index.js";
import { EVERY_TEMPLATE, type TemplateOption } from "../support/client-matrix.js";
import { compileInMemory } from "../support/compile.js";
import { fixturePath, importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { SEED } from "../support/property/property-run.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

/** Fixtures whose outputs hold between them every kind of declaration and local the generator writes. */
const HARVESTED_FIXTURES = [
  "petstore.yaml",
  "clients/everything.yaml",
  "clients/security.yaml",
  "clients/streaming.yaml",
  "clients/parameter-styles.yaml",
  "clients/form-encodings.yaml",
].map(fixturePath);

/**
 * Each spread places every harvested name somewhere; `npm run test:property` draws more spreads (other places
 * for the same names), `npm test` one: each spread compiles every template over a description holding all the
 * names, most of this file's time.
 */
const MODE = (import.meta as { env?: { MODE?: string } }).env?.MODE;
const RUNS = Number(process.env.TYPEWRIGHT_PROPERTY_RUNS ?? (MODE === "property" ? 10 : 1));

/** Options that change which names a file declares, over validation, hooks and mocks (always on). */
/** `hooksApart`: hooks in a file of their own; else in the client's, sharing its top level with the runtime. */
const VARIANTS: [string, Partial<GenerateOptions>, { hooksApart: boolean }][] = [
  ["plain", {}, { hooksApart: false }],
  [
    "grouped",
    { queryParamsSerialization: { queryParamsAsObject: true }, responseShape: "full" },
    { hooksApart: true },
  ],
  ["objects", { argumentStyle: "object", responseShape: "body" }, { hooksApart: false }],
];

let folder: TempDir;
let harvested: string[];

/** Client, schema file, hooks and mocks of `src`, with `template` and `variant`, written under `out`. */
async function generateAll(
  src: string,
  out: string,
  template: TemplateOption,
  variant: Partial<GenerateOptions>,
  hooksApart = true,
) {
  const result = await generateFiles({
    src,
    template,
    out: path.join(out, "client.ts"),
    mocks: path.join(out, "client-mocks.ts"),
    testingFramework: "vitest",
    validator: "zod",
    validateResponses: true,
    validateRequests: true,
    ...(Array.isArray(template) && hooksApart ? { hooksOut: path.join(out, "hooks.ts") } : {}),
    ...variant,
  });
  return result.files;
}

/** Every identifier of `code` (declared, referenced, a property's or a local's). */
function identifiersOf(code: string, into: Set<string>): void {
  const source = ts.createSourceFile("generated.ts", code, ts.ScriptTarget.Latest, false);
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node)) into.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

beforeAll(async () => {
  folder = await makeTempDir("typewright-harvested-names-");
  const names = new Set<string>();
  for (const fixture of HARVESTED_FIXTURES) {
    for (const [label, template] of EVERY_TEMPLATE) {
      const out = path.join(folder.path, "harvest", path.basename(fixture), label);
      for (const file of await generateAll(fixture, out, template, {})) identifiersOf(file.content, names);
    }
  }
  harvested = [...names].sort();
}, 120_000);
afterAll(() => folder.cleanup());

/** How one description spreads the names. */
interface Spread {
  /** Shuffles the names (a seed for a linear congruential generator). */
  order: number;
  perOperation: number;
  /** The location of an operation's first parameter; the rest rotate from there. */
  firstLocation: number;
}

const spreadArbitrary: fc.Arbitrary<Spread> = fc.record({
  order: fc.integer({ min: 1, max: 2 ** 31 - 2 }),
  perOperation: fc.integer({ min: 12, max: 60 }),
  firstLocation: fc.nat(3),
});

const LOCATIONS = ["query", "header", "cookie", "query"] as const;

/** Headers the client or HTTP itself writes, lower case: never drawn as header parameters. */
const HEADERS_HTTP_SETS = ["accept", "authorization", "connection", "content-length", "content-type"].concat([
  "cookie",
  "expect",
  "host",
  "keep-alive",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function shuffled(names: readonly string[], seed: number): string[] {
  const copy = [...names];
  let state = seed;
  for (let index = copy.length - 1; index > 0; index--) {
    state = (state * 48_271) % 2_147_483_647;
    const other = state % (index + 1);
    [copy[index], copy[other]] = [copy[other] as string, copy[index] as string];
  }
  return copy;
}

/** One parameter as drawn: where it goes and what the live call sends for it. */
interface DrawnParameter {
  name: string;
  in: "path" | (typeof LOCATIONS)[number];
  enum: boolean;
}

interface DrawnOperation {
  operationId: string;
  parameters: DrawnParameter[];
  properties: string[];
}

/**
 * The description: per chunk of names one operation (the first name a path parameter, the rest parameters
 * in rotating locations, every seventh a named enum) whose body and response are a schema with the chunk's
 * names as properties; the third name of each chunk also names a schema (the 404 body) and the second a tag.
 * `asParameters` false: the names are kept out of the parameters (they name properties only).
 */
function drawDescription(names: readonly string[], spread: Spread, asParameters = true) {
  const order = shuffled(names, spread.order);
  const paths: Record<string, unknown> = {};
  const schemas: Record<string, unknown> = {};
  const operations: DrawnOperation[] = [];
  for (let start = 0; start < order.length; start += spread.perOperation) {
    const chunk = order.slice(start, start + spread.perOperation);
    const index = operations.length;
    const [first = "id", tag = "tag", failure = "Failure"] = chunk;
    // Header names are case-insensitive: a second `Date` beside `date` would be one header, so it goes in
    // the query, as does a header HTTP itself sets (`Cookie` carries the cookie parameters).
    const headers = new Set(HEADERS_HTTP_SETS);
    const locationOf = (name: string, position: number): DrawnParameter["in"] => {
      const location = LOCATIONS[(spread.firstLocation + position) % LOCATIONS.length] ?? "query";
      if (location !== "header") return location;
      if (headers.has(name.toLowerCase())) return "query";
      headers.add(name.toLowerCase());
      return location;
    };
    const parameters: DrawnParameter[] = asParameters
      ? [
          { name: first, in: "path", enum: false },
          ...chunk.slice(1).map((name, position) => ({
            name,
            in: locationOf(name, position),
            enum: position % 7 === 0,
          })),
        ]
      : [{ name: first, in: "path", enum: false }];
    const body = `Body${index}`;
    schemas[body] = {
      type: "object",
      required: chunk.slice(0, 2),
      properties: Object.fromEntries(
        chunk.map((name, position) => [
          name,
          position % 3 === 0 ? { type: "string", format: "date-time" } : { type: "string" },
        ]),
      ),
    };
    schemas[`Choice${index}`] = { type: "string", enum: ["a", "b"] };
    // Own keys only: a harvested name such as `hasOwnProperty` is found on Object.prototype by `??=`.
    if (!Object.hasOwn(schemas, failure)) {
      schemas[failure] = { type: "object", properties: { message: { type: "string" } } };
    }
    const operationId = `send${index}`;
    paths[`/send/${index}/{${first}}`] = {
      post: {
        operationId,
        tags: [tag],
        parameters: parameters.map((parameter, position) => ({
          name: parameter.name,
          in: parameter.in,
          required: parameter.in === "path" || position % 5 === 0,
          schema: parameter.enum ? { $ref: `#/components/schemas/Choice${index}` } : { type: "string" },
        })),
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } },
        },
        responses: {
          "200": {
            description: "the body as received",
            content: { "application/json": { schema: { $ref: `#/components/schemas/${body}` } } },
          },
          "404": {
            description: "not found",
            content: { "application/json": { schema: { $ref: `#/components/schemas/${failure}` } } },
          },
        },
      },
    };
    operations.push({ operationId, parameters, properties: chunk });
  }
  const description = {
    openapi: "3.0.3",
    info: { title: "harvested names", version: "1" },
    paths,
    components: { schemas },
  };
  return { description, operations };
}

function writeDescription(name: string, description: unknown): string {
  const dir = path.join(folder.path, name);
  mkdirSync(dir, { recursive: true });
  const src = path.join(dir, "names.json");
  writeFileSync(src, JSON.stringify(description));
  return src;
}

/** Every template × variant of `src`, compiled as one program; the diagnostics. */
async function compileEverything(src: string, label: string): Promise<string[]> {
  const files: Record<string, string> = {};
  for (const [templateLabel, template] of EVERY_TEMPLATE) {
    for (const [variantLabel, variant, { hooksApart }] of VARIANTS) {
      const out = path.join(path.dirname(src), templateLabel, variantLabel);
      for (const file of await generateAll(src, out, template, variant, hooksApart)) {
        files[`${label}/${templateLabel}/${variantLabel}/${path.basename(file.path)}`] = file.content;
      }
    }
  }
  return compileInMemory(files, { extraCompilerOptions: { experimentalDecorators: true } }).diagnostics;
}

describe("the generator's own names as a description's names", () => {
  it("are harvested from the outputs: declarations, locals, imports and runtime helpers among them", () => {
    // A few of each kind, so that a harvest that lost a kind of output fails here rather than proving less.
    for (const name of [
      "listPets",
      "petClient",
      "sendRequest",
      "bodyOf",
      "toFormData",
      "buildUrl",
      "schemas",
      "useListPets",
      "value",
    ]) {
      expect(harvested).toContain(name);
    }
    expect(harvested.length).toBeGreaterThan(800);
  });

  it(`compile with every template, validation, hooks, mocks and a grouped query (${RUNS} spreads, seed ${SEED})`, async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(spreadArbitrary, async (spread) => {
        const label = `spread-${run++}`;
        const { description } = drawDescription(harvested, spread);
        const diagnostics = await compileEverything(writeDescription(label, description), label);
        expect(diagnostics.slice(0, 20), JSON.stringify(spread)).toEqual([]);
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
  }, 600_000);

  describe("sent under their own names to a live server", () => {
    let server: RecordingServer;
    beforeAll(async () => {
      // Answers with the body it received, which the client revives and validates.
      server = await startRecordingServer((request) => ({
        body: JSON.parse(request.body.toString("utf8") || "{}") as object,
      }));
    });
    afterAll(() => server.close());

    it.each(["positional", "object"] as const)(
      `fetch, validating requests and responses, %s arguments (seed ${SEED})`,
      async (argumentStyle) => {
        const [spread] = fc.sample(spreadArbitrary, { numRuns: 1, seed: SEED });
        const { description, operations } = drawDescription(harvested, spread as Spread);
        const src = writeDescription(`live-${argumentStyle}`, description);
        const { module } = await importGenerated<Record<string, unknown>>(src, {
          template: "fetch",
          validator: "zod",
          validateResponses: true,
          validateRequests: true,
          baseUrl: server.url,
          argumentStyle,
        });
        for (const operation of operations) {
          const call = module[operation.operationId] as (
            ...args: unknown[]
          ) => Promise<Record<string, unknown>>;
          const sent = new Map(
            operation.parameters.map((parameter, position) => [
              parameter,
              parameter.enum ? ["a", "b"][position % 2] : `v${position}`,
            ]),
          );
          const body: Record<string, unknown> = Object.fromEntries(
            operation.properties.map((name) => [name, `p-${name}`]),
          );
          for (const [position, name] of operation.properties.entries()) {
            if (position % 3 === 0) body[name] = new Date(Date.UTC(2024, 0, 1 + (position % 28)));
          }
          const received = await call(
            ...(argumentStyle === "object"
              ? [objectArgument(operation, sent, body)]
              : argumentsInSignatureOrder(operation, sent, body)),
          );
          const request = server.requests.at(-1);
          expect(request).toBeDefined();
          if (request === undefined) return;
          const query = new URLSearchParams(request.query);
          const cookies = new Map(
            (request.headers.cookie ?? "")
              .split("; ")
              .filter(Boolean)
              .map((pair) => [
                decodeURIComponent(pair.slice(0, pair.indexOf("="))),
                decodeURIComponent(pair.slice(pair.indexOf("=") + 1)),
              ]),
          );
          for (const [parameter, value] of sent) {
            if (parameter.in === "path")
              expect(request.path).toBe(`/send/${operation.operationId.slice(4)}/${value}`);
            else if (parameter.in === "query")
              expect(query.getAll(parameter.name), parameter.name).toEqual([value]);
            else if (parameter.in === "header")
              expect(request.headers[parameter.name.toLowerCase()], parameter.name).toBe(value);
            else expect(cookies.get(parameter.name), parameter.name).toBe(value);
          }
          const wire = JSON.parse(request.body.toString("utf8")) as Record<string, unknown>;
          expect(Object.keys(wire).sort()).toEqual([...operation.properties].sort());
          for (const name of operation.properties) {
            const value = body[name];
            expect(wire[name], name).toBe(value instanceof Date ? value.toISOString() : value);
            expect(received[name], name).toEqual(value);
          }
        }
      },
      120_000,
    );
  });

  // Flips to a failure once an argument named like a helper no body calls no longer keeps that helper.
});

/**
 * The one argument of a drawn operation's call with `argumentStyle: "object"`, keyed as docs/request-types.md
 * says: the body under `body`, then by location (path, query, header, cookie) each parameter under its name,
 * or with `_<location>` after a name already taken (`body_query`).
 */
function objectArgument(
  operation: DrawnOperation,
  sent: ReadonlyMap<DrawnParameter, string | undefined>,
  body: Record<string, unknown>,
): Record<string, unknown> {
  const object: Record<string, unknown> = { body };
  const taken = new Set(["__proto__", "body"]);
  for (const location of ["path", "query", "header", "cookie"]) {
    for (const parameter of operation.parameters) {
      if (parameter.in !== location) continue;
      const key = taken.has(parameter.name) ? `${parameter.name}_${location}` : parameter.name;
      if (taken.has(key)) throw new Error(`the drawn names need a numbered key: ${key}`);
      taken.add(key);
      object[key] = sent.get(parameter);
    }
  }
  return object;
}

/**
 * The arguments of a drawn operation's positional call: required parameters and the body first, then the
 * optional parameters, each in declaration order (the generated signature's order).
 */
function argumentsInSignatureOrder(
  operation: DrawnOperation,
  sent: ReadonlyMap<DrawnParameter, string | undefined>,
  body: Record<string, unknown>,
): unknown[] {
  const required = operation.parameters.filter(
    (parameter, position) => parameter.in === "path" || position % 5 === 0,
  );
  const optional = operation.parameters.filter((parameter) => !required.includes(parameter));
  return [
    ...required.map((parameter) => sent.get(parameter)),
    body,
    ...optional.map((parameter) => sent.get(parameter)),
  ];
}
