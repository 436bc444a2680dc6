/**
 * Random security schemes under hostile names (`__proto__`, `constructor`, punctuation, Unicode, ...) with
 * random credentials, against a live server: a generated fetch client, told each credential the way a user
 * tells it (`clientCredentials[name] = value`), sends every one where its scheme says, exactly.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import { type RecordingServer, startRecordingServer } from "../support/http-server.js";
import { headerValue, hostileName, tokenName, urlValue } from "../support/property/hostile-text.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

const MODE = (import.meta as { env?: { MODE?: string } }).env?.MODE;
const RUNS = Number(process.env.TYPEWRIGHT_PROPERTY_RUNS ?? (MODE === "property" ? 100 : 20));
const SEED = Number(process.env.TYPEWRIGHT_PROPERTY_SEED ?? 18_2026);

type Scheme =
  | { kind: "header"; wireName: string; value: string }
  | { kind: "cookie"; wireName: string; value: string }
  | { kind: "query"; wireName: string; value: string }
  | { kind: "bearer"; value: string }
  | { kind: "basic"; value: { username: string; password: string } };

/**
 * Header names a scheme may not take here: the ones the client or the other schemes write, and `__proto__`,
 * which Node's fetch leaves out of the request it sends (a limit of the library, see docs/safety.md).
 */
const RESERVED_HEADERS = new Set([
  "authorization",
  "cookie",
  "content-type",
  "content-length",
  "host",
  "__proto__",
]);

const schemeArbitrary: fc.Arbitrary<Scheme> = fc.oneof(
  fc.record({
    kind: fc.constant("header" as const),
    wireName: tokenName.filter((name) => !RESERVED_HEADERS.has(name.toLowerCase())),
    value: headerValue.filter((value) => value !== ""),
  }),
  fc.record({ kind: fc.constant("query" as const), wireName: hostileName, value: urlValue }),
  fc.record({ kind: fc.constant("cookie" as const), wireName: tokenName, value: urlValue }),
  fc.record({ kind: fc.constant("bearer" as const), value: headerValue.filter((value) => value !== "") }),
  fc.record({
    kind: fc.constant("basic" as const),
    value: fc.record({ username: headerValue, password: headerValue }),
  }),
);

/** One to four schemes under distinct names; distinct wire names per place, at most one `Authorization`. */
const schemesArbitrary = fc
  .uniqueArray(fc.tuple(hostileName, schemeArbitrary), {
    selector: ([name]) => name,
    minLength: 1,
    maxLength: 4,
  })
  .filter((schemes) => {
    const places = schemes.map(([, scheme]) =>
      "wireName" in scheme
        ? `${scheme.kind}:${scheme.kind === "query" ? scheme.wireName : scheme.wireName.toLowerCase()}`
        : "authorization",
    );
    return new Set(places).size === places.length;
  });

let server: RecordingServer;
let temp: TempDir;
beforeAll(async () => {
  server = await startRecordingServer(() => ({ status: 204 }));
  temp = await makeTempDir("typewright-property-credentials-");
});
afterAll(async () => {
  await server.close();
  await temp.cleanup();
});

describe("random security schemes against a live server", () => {
  it(`every credential reaches the server where its scheme says (${RUNS} samples, seed ${SEED})`, async () => {
    let sample = 0;
    await fc.assert(
      fc.asyncProperty(schemesArbitrary, async (schemes) => {
        const declared = Object.fromEntries(schemes.map(([name, scheme]) => [name, schemeObject(scheme)]));
        const description = {
          openapi: "3.0.3",
          info: { title: "t", version: "1" },
          paths: { "/op": { get: { operationId: "op", responses: { "204": { description: "ok" } } } } },
          components: { securitySchemes: declared },
          security: [Object.fromEntries(schemes.map(([name]) => [name, []]))],
        };
        const src = path.join(temp.path, `sample-${sample++}.json`);
        writeFileSync(src, JSON.stringify(description));
        const { module } = await importGenerated<{
          clientDefaults: { baseUrl: string };
          clientCredentials: Record<string, unknown>;
          op(): Promise<unknown>;
        }>(src, { template: "fetch" });
        module.clientDefaults.baseUrl = server.url;
        for (const [name, scheme] of schemes) module.clientCredentials[name] = scheme.value;
        const before = server.requests.length;
        await module.op();
        expect(server.requests.length).toBe(before + 1);
        const request = server.requests[before];
        const query = new URLSearchParams(request?.query ?? "");
        const cookies = cookiePairs(request?.headers.cookie);
        for (const [name, scheme] of schemes) {
          const where = `${JSON.stringify(name)} (${scheme.kind})`;
          if (scheme.kind === "header") {
            const headers = new Map(Object.entries(request?.headers ?? {}));
            expect(headers.get(scheme.wireName.toLowerCase()), where).toBe(scheme.value);
          } else if (scheme.kind === "query") {
            expect(query.get(scheme.wireName), where).toBe(scheme.value);
          } else if (scheme.kind === "cookie") {
            expect(cookies.get(scheme.wireName), where).toBe(scheme.value);
          } else if (scheme.kind === "bearer") {
            expect(request?.headers.authorization, where).toBe(`Bearer ${scheme.value}`);
          } else {
            const { username, password } = scheme.value;
            const encoded = Buffer.from(`${username}:${password}`, "utf8").toString("base64");
            expect(request?.headers.authorization, where).toBe(`Basic ${encoded}`);
          }
        }
      }),
      { numRuns: RUNS, seed: SEED },
    );
  }, 120_000);
});

function schemeObject(scheme: Scheme): Record<string, string> {
  switch (scheme.kind) {
    case "header":
    case "query":
    case "cookie":
      return { type: "apiKey", in: scheme.kind, name: scheme.wireName };
    case "bearer":
      return { type: "http", scheme: "bearer" };
    case "basic":
      return { type: "http", scheme: "basic" };
  }
}

/** `a=1; b=2` → its pairs, values percent-decoded as the client encodes them. */
function cookiePairs(header: string | undefined): Map<string, string> {
  const pairs = new Map<string, string>();
  for (const part of (header ?? "").split("; ")) {
    const at = part.indexOf("=");
    if (at > 0) pairs.set(part.slice(0, at), decodeURIComponent(part.slice(at + 1)));
  }
  return pairs;
}
