/**
 * Property-based proof over a live server: for a sample of random valid descriptions (test/support/property),
 * the generated fetch client calls every operation against a live server, every parameter value reaches the
 * request where the description puts it, the body arrives as sent, and the call resolves to the decoded
 * answer or rejects with the failure status and body. Seeded like property.test.ts, whose header says how to
 * run more samples and reproduce a failure.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { inspect, isDeepStrictEqual } from "node:util";
import fc from "fast-check";
import { afterAll, beforeAll, describe, it } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import { type RecordedRequest, type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { descriptionArbitrary } from "../support/property/description-arbitrary.js";
import { type LiveCall, type LiveOptions, liveCallsArbitrary } from "../support/property/live-calls.js";
import type { SampleOptions } from "../support/property/options-arbitrary.js";
import { check, LIVE_RUNS, type Sample, SEED, TIMEOUT_MS } from "../support/property/property-run.js";
import type { JsonObject } from "../support/property/schema-arbitrary.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

let folder: TempDir;
beforeAll(async () => {
  folder = await makeTempDir("typewright-property-");
});
afterAll(() => folder.cleanup());
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
    // Each call is one request here: a `503` the client would send again is an answer like any other
    // (retries have their own tests, test/live/production-fetch.test.ts).
    (module.clientDefaults as { maxRetries?: number }).maxRetries = 0;
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
    // Node's fetch leaves a header named `__proto__` out of the request it writes (input/prototype-keys.test.ts
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
