/**
 * Property-based proof: for random valid OpenAPI 3.0 and 3.1 descriptions over every schema
 * construct the generator supports, with names and texts from a hostile alphabet (test/support/property),
 * and random options and templates:
 * - generation succeeds, and a second run gives byte-identical files;
 * - every output (client, hooks, mocks) compiles with zero diagnostics in the strict program of the compile
 *   proofs (many samples in one program, for speed);
 * - for a sample, the generated fetch client calls every operation against a live server, every parameter
 *   value reaches the request where the description puts it, the body arrives as sent, and the call
 *   resolves to the decoded answer or rejects with the failure status and body.
 *
 * CI runs a bounded number of samples with a fixed seed; `npm run test:property` runs more
 * (TYPEWRIGHT_PROPERTY_RUNS, TYPEWRIGHT_PROPERTY_SEED). A failure prints the seed, and writes each failing
 * description and its options to .tmp/property-failures/ to reproduce it with the CLI.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { inspect, isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { stringify as stringifyYaml } from "yaml";
import { type GeneratedFile, generateFiles } from "../src/index.js";
import { compileInMemory, ENUM_OUTPUT } from "./support/compile.js";
import { importGenerated } from "./support/generated-module.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "./support/http-server.js";
import { descriptionArbitrary } from "./support/property/description-arbitrary.js";
import { type LiveCall, type LiveOptions, liveCallsArbitrary } from "./support/property/live-calls.js";
import { optionsArbitrary, type SampleOptions } from "./support/property/options-arbitrary.js";
import type { JsonObject } from "./support/property/schema-arbitrary.js";
import { makeTempDir, type TempDir } from "./support/temp-dir.js";

/** `npm run test:property` runs vitest in mode `property`: more samples by default. */
const MODE = (import.meta as { env?: { MODE?: string } }).env?.MODE;
const RUNS = Number(process.env.TYPEWRIGHT_PROPERTY_RUNS ?? (MODE === "property" ? 500 : 100));
/** About 0.1 s a sample on 2 busy cores (generation twice and a share of the compile), with room to spare. */
const TIMEOUT_MS = Math.max(120_000, RUNS * 1_000);
const LIVE_RUNS = Math.max(1, Math.round(RUNS / 6));
const SEED = Number(process.env.TYPEWRIGHT_PROPERTY_SEED ?? 18_2026);
/**
 * To shrink a compile failure: TYPEWRIGHT_PROPERTY_SHRINK=1 compiles each sample on its own inside the
 * property (slow, but fast-check then shrinks the description), and TYPEWRIGHT_PROPERTY_PATH=<sample index>
 * starts from the failing sample of the seed.
 */
const SHRINK = process.env.TYPEWRIGHT_PROPERTY_SHRINK === "1";
const REPLAY_PATH = process.env.TYPEWRIGHT_PROPERTY_PATH;
const FAILURES = fileURLToPath(new URL("../.tmp/property-failures/", import.meta.url));

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-");
});
afterAll(() => folder.cleanup());

interface Sample {
  description: JsonObject;
  options: SampleOptions;
  /** Whether a mock file is generated too. */
  withMocks?: boolean;
}

/** Writes a failing sample where a developer can run it again: `typewright -c <file>.config.json`. */
function keepFailure(name: string, sample: Sample): string {
  mkdirSync(FAILURES, { recursive: true });
  const src = path.join(FAILURES, `${name}.json`);
  writeFileSync(src, JSON.stringify(sample.description, null, 2));
  writeFileSync(
    path.join(FAILURES, `${name}.config.json`),
    JSON.stringify(
      {
        src: `./${name}.json`,
        out: `./${name}/client.ts`,
        ...(Array.isArray(sample.options.template) ? { hooksOut: `./${name}/hooks.ts` } : {}),
        ...(sample.withMocks ? { mocks: `./${name}/client-mocks.ts`, testingFramework: "vitest" } : {}),
        ...sample.options,
      },
      null,
      2,
    ),
  );
  return src;
}

/** Generates a sample's files (client, hooks for a reactive layer, mocks when asked) into `out`. */
async function generateSample(src: string, out: string, sample: Sample): Promise<GeneratedFile[]> {
  const { template } = sample.options;
  const result = await generateFiles({
    src,
    out: path.join(out, "client.ts"),
    ...(Array.isArray(template) ? { hooksOut: path.join(out, "hooks.ts") } : {}),
    ...(sample.withMocks
      ? { mocks: path.join(out, "client-mocks.ts"), testingFramework: "vitest" as const }
      : {}),
    ...sample.options,
  });
  return result.files;
}

/**
 * Runs `property` for `runs` samples; on failure keeps the (shrunk) counterexample's description and throws
 * fast-check's report, which names the seed and the path to replay it.
 */
async function check<T extends unknown[]>(
  name: string,
  property: fc.IAsyncProperty<T>,
  runs: number,
  sampleOf: (values: T) => Sample,
): Promise<void> {
  const details = await fc.check(property, {
    numRuns: runs,
    seed: SEED,
    ...(REPLAY_PATH === undefined ? {} : { path: REPLAY_PATH }),
  });
  if (!details.failed) return;
  const kept = details.counterexample
    ? keepFailure(`seed-${SEED}-${name}`, sampleOf(details.counterexample))
    : "";
  const cause =
    details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  throw new Error(`${fc.defaultReportMessage(details)}\n\n${cause}\n\nDescription kept in ${kept}`);
}

describe("random valid descriptions", () => {
  it(
    `generate twice byte-identically and compile with zero diagnostics (${RUNS} samples, seed ${SEED})`,
    async () => {
      const generated: { sample: Sample; files: Record<string, string> }[] = [];
      let index = 0;
      await check(
        "generate",
        fc.asyncProperty(
          descriptionArbitrary({ live: false }),
          optionsArbitrary,
          fc.boolean(),
          fc.boolean(),
          async (description, options, withMocks, asYaml) => {
            const sample = { description, options, withMocks };
            const dir = path.join(folder.path, `sample-${index++}`);
            mkdirSync(dir, { recursive: true });
            // YAML too: its own parser, and objects the description shares written once with an alias.
            const src = path.join(dir, asYaml ? "api.yaml" : "api.json");
            writeFileSync(src, asYaml ? stringifyYaml(description) : JSON.stringify(description));
            const first = await generateSample(src, path.join(dir, "out"), sample);
            const onDisk = first.map((file) => readFileSync(file.path, "utf8"));
            const second = await generateSample(src, path.join(dir, "out"), sample);
            expect(second.map((file) => file.content)).toEqual(first.map((file) => file.content));
            expect(onDisk).toEqual(first.map((file) => file.content));
            const files = Object.fromEntries(
              first.map((file) => [
                `property/sample-${generated.length}/${path.basename(file.path)}`,
                file.content,
              ]),
            );
            if (SHRINK) expectCompiles([{ sample, files }]);
            else generated.push({ sample, files });
          },
        ),
        RUNS,
        ([description, options, withMocks]) => ({ description, options, withMocks }),
      );
      expectCompiles(generated);
    },
    TIMEOUT_MS,
  );
});

function compilerOptions(sample: Sample) {
  // Whole types in messages, so that a failure shows what was compared.
  const options = { experimentalDecorators: true, noErrorTruncation: true };
  return sample.options.enumDeclarationStyle === "enum"
    ? { ...options, ...ENUM_OUTPUT.extraCompilerOptions }
    : options;
}

/**
 * One program for the outputs without TypeScript enums and one for those with (see ENUM_OUTPUT); a failure
 * lists the diagnostics and the sample each comes from.
 */
function expectCompiles(generated: { sample: Sample; files: Record<string, string> }[]): void {
  const plain: Record<string, string> = {};
  const withEnums: Record<string, string> = {};
  for (const { sample, files } of generated) {
    Object.assign(sample.options.enumDeclarationStyle === "enum" ? withEnums : plain, files);
  }
  const [first] = generated;
  if (!first) return;
  const plainOptions = compilerOptions({ ...first.sample, options: {} });
  const enumOptions = compilerOptions({ ...first.sample, options: { enumDeclarationStyle: "enum" } });
  const diagnostics = [
    ...compileInMemory(plain, { extraCompilerOptions: plainOptions }).diagnostics,
    ...compileInMemory(withEnums, { extraCompilerOptions: enumOptions }).diagnostics,
  ];
  if (diagnostics.length === 0) return;
  const sampleOf = (diagnostic: string) => Number(/sample-(\d+)\//.exec(diagnostic)?.[1]);
  const failing = new Set(diagnostics.map(sampleOf));
  const kept = [...failing].map((index) => {
    const entry = generated[index] as (typeof generated)[number];
    return keepFailure(`seed-${SEED}-sample-${index}`, entry.sample);
  });
  throw new Error(
    `${diagnostics.length} diagnostics in ${failing.size} of ${generated.length} samples (seed ${SEED}); ` +
      `descriptions kept in ${kept.join(", ")}:\n${diagnostics.slice(0, 40).join("\n")}`,
  );
}

describe("generated fetch clients against a live server", () => {
  let server: RecordingServer;
  /** The answer for the next request of each `METHOD /route`, set before each call. */
  const answers = new Map<string, LiveCall["answer"]>();
  beforeAll(async () => {
    server = await startRecordingServer((request) => {
      const answer = answers.get(routeOf(request));
      if (!answer) return { status: 599, body: `no answer for ${routeOf(request)}` };
      return {
        status: answer.status,
        headers: answer.contentType ? { "content-type": answer.contentType } : {},
        ...(answer.body === undefined ? {} : { body: answer.body }),
      };
    });
  });
  afterAll(() => server.close());

  const liveSample = fc
    .tuple(
      descriptionArbitrary({ live: true }),
      fc.record({
        dateFormat: fc.constantFrom("Date", "string"),
        allowDots: fc.boolean(),
        arrayFormat: fc.constantFrom("repeat", "brackets", "indices"),
      }) as fc.Arbitrary<LiveOptions>,
      fc.record(
        {
          enumDeclarationStyle: fc.constantFrom("union", "enum"),
          schemaDeclarationStyle: fc.constantFrom("interface", "type"),
          nullableStrategy: fc.constantFrom("ignore", "include", "nullableAsOptional"),
        },
        { requiredKeys: [] },
      ) as fc.Arbitrary<SampleOptions>,
    )
    .chain(([description, live, options]) =>
      liveCallsArbitrary(description, live).map((calls) => ({ description, live, options, calls })),
    );

  it(
    `every operation sends every parameter value (${LIVE_RUNS} samples, seed ${SEED})`,
    async () => {
      let index = 0;
      const sampleOf = ({
        description,
        live,
        options,
      }: {
        description: JsonObject;
        live: LiveOptions;
        options: SampleOptions;
      }): Sample => ({
        description,
        options: {
          template: "fetch",
          ...options,
          dateFormat: live.dateFormat,
          queryParamsSerialization: { allowDots: live.allowDots, arrayFormat: live.arrayFormat },
        },
      });
      await check(
        "live",
        fc.asyncProperty(liveSample, async (drawn) => {
          const src = path.join(folder.path, `live-${index++}.json`);
          writeFileSync(src, JSON.stringify(drawn.description));
          await callEveryOperation(src, sampleOf(drawn), drawn.calls);
        }),
        LIVE_RUNS,
        ([drawn]) => sampleOf(drawn),
      );
    },
    TIMEOUT_MS,
  );

  type Method = (...args: unknown[]) => Promise<unknown>;

  async function callEveryOperation(src: string, sample: Sample, calls: LiveCall[]): Promise<void> {
    const { module } = await importGenerated<Record<string, unknown>>(src, sample.options);
    (module.clientDefaults as { baseUrl: string }).baseUrl = server.url;
    const methods = Object.entries(module)
      .filter(([name, value]) => name.endsWith("Client") && typeof value === "object" && value !== null)
      .flatMap(([, client]) => Object.values(client as Record<string, unknown>))
      .filter((value): value is Method => typeof value === "function");
    // Which method is which operation: called once without arguments, each tells its method and route.
    const byRoute = new Map<string, Method>();
    for (const method of methods) {
      answers.clear();
      const before = server.requests.length;
      await method().catch(() => undefined);
      const request = server.requests[before];
      if (!request) throw new Error("a method sent no request");
      byRoute.set(routeOf(request), method);
    }
    same(
      [...byRoute.keys()].sort(),
      calls.map((call) => `${call.method} ${call.route}`).sort(),
      "operations",
    );
    for (const call of calls) {
      const route = `${call.method} ${call.route}`;
      answers.set(route, call.answer);
      const before = server.requests.length;
      if ("refused" in call.outcome) {
        const refusal = await (byRoute.get(route) as Method)(...call.args).then(
          () => undefined,
          (error: unknown) => error,
        );
        same(
          refusal instanceof TypeError && refusal.message.endsWith("; not sent"),
          true,
          `${route}: refused`,
        );
        same(server.requests.length, before, `${route}: nothing sent`);
        continue;
      }
      const outcome = await (byRoute.get(route) as Method)(...call.args).then(
        async (value) => ({ resolves: value instanceof Blob ? { bytes: await textOf(value) } : value }),
        (error: { status?: number; body?: unknown }) => ({
          rejects: { status: error.status, body: error.body },
        }),
      );
      const request = server.requests[before] as RecordedRequest;
      same(server.requests.length, before + 1, `${route}: requests sent`);
      await expectRequest(request, call);
      same(outcome, call.outcome, `${route}: outcome`);
    }
  }
});

/** `GET o3`: the method and the first path segment, which the description makes unique per operation. */
function routeOf(request: RecordedRequest): string {
  return `${request.method} ${decodeURIComponent(request.path.split("/")[1] ?? "")}`;
}

async function expectRequest(request: RecordedRequest, call: LiveCall): Promise<void> {
  const route = `${call.method} ${call.route}`;
  same(request.path.slice(1).split("/").map(decodeURIComponent), call.segments, `${route}: path`);
  const query = request.query === "" ? [] : request.query.split("&");
  same(
    query.map((pair) => {
      const equals = pair.indexOf("=");
      return [decodeURIComponent(pair.slice(0, equals)), decodeURIComponent(pair.slice(equals + 1))];
    }),
    call.query,
    `${route}: query`,
  );
  for (const [name, value] of call.headers) {
    // Node's fetch leaves a header named `__proto__` out of the request it writes (prototype-keys.test.ts
    // shows the client hands it to fetch).
    if (name === "__proto__") continue;
    same(request.headers[name], value, `${route}: header ${name}`);
  }
  same(request.headers.cookie, call.cookie, `${route}: cookie`);
  const body = call.body;
  if (body.kind === "none") same(request.body.toString("utf8"), "", `${route}: body`);
  if (body.kind === "text") same(request.body.toString("utf8"), body.text, `${route}: body`);
  if (body.kind === "urlencoded") {
    same([...new URLSearchParams(request.body.toString("utf8"))], body.pairs, `${route}: form body`);
  }
  if (body.kind === "multipart") {
    const form = await new Response(new Uint8Array(request.body), {
      headers: { "content-type": request.headers["content-type"] ?? "" },
    }).formData();
    const fields = await Promise.all(
      [...form].map(async ([name, value]) => [
        name,
        typeof value === "string" ? value : { bytes: await textOf(value) },
      ]),
    );
    // FormData writes every line break of a text value as CRLF (the HTML form encoding), and the parser
    // (undici's) drops a byte order mark at the start of a name or a text value; names are also looked for
    // in the raw body, where they stand as sent.
    const withoutMark = (text: string) => text.replace(/^\uFEFF/, "");
    const asSent = (value: string | { bytes: string }) =>
      typeof value === "string" ? withoutMark(value.replace(/\r\n|\r|\n/g, "\r\n")) : value;
    same(
      fields,
      body.fields.map(([name, value]) => [withoutMark(name), asSent(value)]),
      `${route}: multipart body`,
    );
    for (const [name] of body.fields) {
      same(
        request.body.includes(`name="${name}"`),
        true,
        `${route}: multipart field ${JSON.stringify(name)}`,
      );
    }
  }
}

/** Deep equality with both values in full in the message (fast-check's report shows only the message). */
function same(actual: unknown, expected: unknown, what: string): void {
  if (isDeepStrictEqual(actual, expected)) return;
  const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Number.POSITIVE_INFINITY });
  throw new Error(`${what}: got ${show(actual)}, expected ${show(expected)}`);
}

/** A Blob's bytes as UTF-8 text, a byte order mark included (`Blob#text` drops one). */
async function textOf(blob: Blob): Promise<string> {
  return Buffer.from(await blob.arrayBuffer()).toString("utf8");
}
