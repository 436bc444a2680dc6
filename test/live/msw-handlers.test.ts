/**
 * The MSW handlers file at work in Node (msw/node's `setupServer`): every operation of the fixtures and of
 * real descriptions called through the generated client against the generated handlers resolves to the
 * handler's default data (dates revived where the client revives them), and the bytes each handler answered
 * are that data; an override (`server.use(getPetHandler(...))`) and a documented failure
 * (`getPetHandler.failure(404, body)`) reach the call as they should, on the fetch, axios, xior and ky clients.
 * The fixtures, overrides and failures run on both ends of each supported msw major: 2.2.3 and 2.15; 3.0.0 and
 * 3.0.5 where Node runs msw 3 (22.12 or later: CI's smoke part on Node 22 and 24), skipped on older Node.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { everyCall, expectDefaultAnswers } from "../support/msw-answers.js";
import { describeEachMswVersion, generatedPair, withServer } from "../support/msw-calls.js";

const FIXTURES = [
  "fixtures/msw/handlers.yaml",
  "fixtures/petstore.yaml",
  "fixtures/clients/streaming.yaml",
  "fixtures/clients/operation-servers.yaml",
];

describeEachMswVersion("every operation of the fixtures against the generated handlers (%s)", (version) => {
  for (const template of ["fetch", "axios", "xior", "ky"] as const) {
    // xior refuses a relative URL outside a page, and operation-servers.yaml has an operation whose own server
    // is relative (`/downloads`): the client's limit, not the handlers'.
    const fixtures =
      template === "xior" ? FIXTURES.filter((fixture) => !fixture.includes("operation-servers")) : FIXTURES;
    for (const fixture of fixtures) {
      it(`${template}: ${fixture}`, async () => {
        const outcomes = await everyCall(fixture, template, { dateFormat: "string" }, version);
        expect(outcomes.length).toBeGreaterThan(0);
        expectDefaultAnswers(outcomes);
      });
    }
  }
});

/** Real descriptions, large and small, Swagger 2.0 and OpenAPI 3.x. */
const REAL_DESCRIPTIONS = [
  "fixtures/specs/apis-guru-unofficial/stackexchange.com/2.0/openapi.yaml",
  "fixtures/specs/apis-guru-unofficial/xkcd.com/1.0.0/openapi.yaml",
  "fixtures/specs/apis-guru-unofficial/yelp.com/v3/swagger.yaml",
  "fixtures/specs/swagger-api-collection/dropbox-core.json",
  "fixtures/specs/swagger-api-collection/instagram.yaml",
  "fixtures/specs/oai/v3.0/uspto.yaml",
  "fixtures/specs/hey-api/3.1.x/openai.yaml",
];

describe("every operation of real descriptions against the generated handlers", () => {
  for (const description of REAL_DESCRIPTIONS) {
    it(`fetch: ${description}`, async () => {
      const outcomes = await everyCall(description, "fetch", { dateFormat: "string" });
      expect(outcomes.length).toBeGreaterThan(0);
      expectDefaultAnswers(outcomes);
    }, 60_000);
  }
});

describeEachMswVersion("dates (%s)", (version) => {
  it("are sent as text and revived by the client", async () => {
    const outcomes = await everyCall("fixtures/msw/handlers.yaml", "fetch", { dateFormat: "Date" }, version);
    expectDefaultAnswers(outcomes, true);
    const getPet = outcomes.find((outcome) => outcome.handler.planned.functionName === "getPet");
    const born = (getPet?.resolved as { born: Date } | undefined)?.born;
    expect(born).toBeInstanceOf(Date);
    expect(born?.toISOString()).toBe("2020-05-01T10:00:00.000Z");
  });
});

describeEachMswVersion("the msw the runs load (%s)", (version) => {
  it("is the version asked for: the handlers are that copy's HttpHandler", async () => {
    const { handlers } = await generatedPair("fixtures/petstore.yaml", { template: "fetch" }, version);
    const { HttpHandler } = (await import(version)) as typeof import("msw");
    const other = (await import(version === "msw" ? "msw-2-2" : "msw")) as typeof import("msw");
    expect(handlers.handlers[0]).toBeInstanceOf(HttpHandler);
    expect(handlers.handlers[0]).not.toBeInstanceOf(other.HttpHandler);
  });
});

describe("the file", () => {
  it("is the same, byte for byte, on every run of the same description", async () => {
    const files = async () => {
      const { folder } = await generatedPair("fixtures/msw/handlers.yaml", { template: "fetch" });
      return readFileSync(path.join(folder, "handlers.ts"), "utf8");
    };
    const [first, second] = [await files(), await files()];
    expect(first).toContain("export const handlers: HttpHandler[]");
    expect(second).toBe(first);
  });
});

describeEachMswVersion("overrides and failures (%s)", (version) => {
  for (const template of ["fetch", "axios", "xior", "ky"] as const) {
    it(`${template}: server.use(getPetHandler(resolver)) and getPetHandler.failure(404, body)`, async () => {
      const src = "fixtures/msw/handlers.yaml";
      const options = { template, responseShape: "body", dateFormat: "string" } as const;
      const { client, handlers } = await generatedPair(src, options, version);
      await withServer(
        handlers.handlers as unknown[],
        async (server) => {
          const seen: unknown[] = [];
          server.use(
            handlers.getPetHandler(
              ({ params, query }: { params: { petId: string }; query: URLSearchParams }) => {
                seen.push(params.petId, query.toString());
                return { id: Number(params.petId), name: "Own", born: "2001-02-03T04:05:06.000Z" };
              },
            ),
            handlers.createPetHandler(async ({ body }: { body: unknown }) => ({
              id: 1,
              ...(body as object),
              born: "x",
            })),
          );
          expect(await client.getPet("42")).toEqual({
            id: 42,
            name: "Own",
            born: "2001-02-03T04:05:06.000Z",
          });
          expect(seen).toEqual(["42", ""]);
          expect(await client.createPet({ name: "Sent" })).toEqual({ id: 1, name: "Sent", born: "x" });

          server.use(handlers.getPetHandler.failure(404, { title: "gone" }));
          const failure = await client.getPet("42").catch((error: unknown) => error);
          expect(client.isApiError(failure, client.getPet)).toBe(true);
          expect(failure).toMatchObject({ status: 404, body: { title: "gone" } });

          server.use(handlers.getPetHandler.failure(409, "taken"));
          const text = await client.getPet("42").catch((error: unknown) => error);
          expect(text).toMatchObject({ status: 409, body: "taken" });

          server.resetHandlers();
          server.use(handlers.deletePetHandler.failure(401));
          expect(await client.deletePet("42").catch((error: unknown) => error)).toMatchObject({
            status: 401,
          });
        },
        version,
      );
    });
  }

  it("sends documented headers, lets a call's own headers win, and answers a failure with its default body", async () => {
    const { client, handlers } = await generatedPair(
      "fixtures/msw/handlers.yaml",
      { template: "fetch", responseShape: "full", dateFormat: "string" },
      version,
    );
    await withServer(
      handlers.handlers as unknown[],
      async (server) => {
        const listed = await client.listPets();
        expect(Object.fromEntries(listed.headers)).toEqual({
          "content-type": "application/json",
          // A paged operation's documented `Link` is the mock's own next page (docs/pagination.md).
          link: '<https://api.msw.invalid/base/pets?page=2>; rel="next"',
          // Made values: a date-time within the two years mock dates are spread over, a list of tags.
          "x-expires-after": expect.stringMatching(/^202[45]-\d\d-\d\dT\d\d:\d\d:00Z$/),
          "x-page": "next=2",
          "x-rate-limit": "100",
          "x-tags": expect.stringMatching(/^new(,\w+)*$/),
        });

        server.use(handlers.listPetsHandler([], { headers: { "X-Rate-Limit": "1", "X-Own": "yes" } }));
        const own = await client.listPets();
        expect(own.headers.get("x-rate-limit")).toBe("1");
        expect(own.headers.get("x-own")).toBe("yes");
        expect(own.headers.get("link")).toContain('rel="next"');

        server.use(handlers.getPetHandler.failure(404));
        expect(await client.getPet("42").catch((error: unknown) => error)).toMatchObject({
          status: 404,
          body: { title: "Not found", status: 404 },
        });
        server.use(handlers.getPetHandler.failure(418));
        expect(await client.getPet("42").catch((error: unknown) => error)).toMatchObject({
          status: 418,
          body: "string",
        });
        server.use(handlers.createPetHandler.failure(422, undefined, { headers: { "X-Own": "yes" } }));
        const invalid = (await client.createPet({ name: "n" }).catch((error: unknown) => error)) as {
          status: number;
          headers: Headers;
        };
        expect(invalid.status).toBe(422);
        expect(invalid.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
        expect(invalid.headers.get("x-own")).toBe("yes");
        server.use(handlers.deletePetHandler.failure(401));
        const unsigned = (await client.deletePet("42").catch((error: unknown) => error)) as {
          headers: Headers;
        };
        expect(unsigned.headers.get("www-authenticate")).toBe("Bearer");
      },
      version,
    );
  });

  it("matches placeholders MSW cannot name, literal syntax and non-ASCII text, and an operation's own server", async () => {
    const { client, handlers } = await generatedPair(
      "fixtures/msw/handlers.yaml",
      { template: "fetch", responseShape: "body", dateFormat: "string" },
      version,
    );
    await withServer(
      handlers.handlers as unknown[],
      async (server) => {
        const seen: unknown[] = [];
        server.use(
          handlers.ownedPetHandler(({ params }: { params: unknown }) => {
            seen.push(params);
            return { id: 1, name: "n", born: "b" };
          }),
          handlers.downloadFileHandler(({ params }: { params: unknown }) => {
            seen.push(params);
            return "custom";
          }),
          handlers.uploadHandler(({ body }: { body: string }) => ({ size: body.length })),
        );
        await client.ownedPet("o 1", "p/2");
        expect(await client.downloadFile("f1")).toBe("custom");
        expect(seen).toEqual([{ "owner-id": "o 1", "pet.id": "p/2" }, { fileId: "f1" }]);
        expect(await client.upload("four")).toEqual({ size: 4 });
        const direct = await fetch("https://elsewhere.invalid/any/prefix/glob/*/items");
        expect(await direct.json()).toEqual([1, 2, 3]);
        // An operation's own server's path equal to a document path: each request is answered by its own
        // handler, the own server's by its origin.
        expect(await client.uploadHere("four")).toEqual({ here: true });
        expect(await client.upload("four")).toEqual({ size: 4 });
        // `|`, `[`, `]` and a non-ASCII letter, as the client sends them and percent-encoded.
        expect(await client.markedThing("m 1")).toBe("marked");
        expect(await client.cafeThing("c1")).toBe("café");
        for (const url of ["a|b[1]/x", "a%7Cb%5B1%5D/x", "a%7cb%5b1%5d/x"]) {
          expect(await (await fetch(`https://elsewhere.invalid/marks/${url}`)).json()).toBe("marked");
        }
        expect(await (await fetch("https://elsewhere.invalid/caf%C3%A9s/x")).json()).toBe("café");
        const marked: unknown[] = [];
        server.use(
          handlers.markedThingHandler(({ params }: { params: unknown }) => {
            marked.push(params);
            return "own";
          }),
        );
        expect(await client.markedThing("m 1/2")).toBe("own");
        expect(marked).toEqual([{ id: "m 1/2" }]);
        // A query written into the path key: matched by the path, its placeholder read from the query.
        expect(await client.convertTo("pdf")).toBe("converted");
        const conversions: unknown[] = [];
        server.use(
          handlers.convertToHandler(({ params, query }: { params: unknown; query: URLSearchParams }) => {
            conversions.push([params, query.toString()]);
            return "own";
          }),
        );
        expect(await client.convertTo("a&b", 2)).toBe("own");
        expect(conversions).toEqual([[{ format: "a&b" }, "to=a%26b&mode=fast&level=2"]]);
        // `__proto__` and `constructor` are names like any other: the default data keeps them as own
        // properties, and a resolver's params have them as own values.
        const keys = (await client.protoKeys("a", "b")) as object;
        expect(Object.entries(keys)).toEqual([
          ["__proto__", "own"],
          ["constructor", 7],
        ]);
        const params: object[] = [];
        server.use(
          handlers.protoKeysHandler(({ params: given }: { params: object }) => {
            params.push(given);
            return JSON.parse('{"__proto__":"x","constructor":1}');
          }),
        );
        await client.protoKeys("p q", "c");
        expect(params.map((given) => Object.entries(given))).toEqual([
          [
            ["__proto__", "p q"],
            ["constructor", "c"],
          ],
        ]);
      },
      version,
    );
  });
});

describe("default data the client's types decide (fixtures/msw/typed-defaults.yaml)", () => {
  const src = "fixtures/msw/typed-defaults.yaml";

  it("is written as sent where the type is a TypeScript enum, and has a required writeOnly property without views", async () => {
    const options = { template: "fetch", enumDeclarationStyle: "enum", readWriteViews: false } as const;
    const { client, handlers } = await generatedPair(src, options);
    await withServer(handlers.handlers as unknown[], async () => {
      expect(await client.getPet("1")).toEqual({ name: expect.any(String), status: "available" });
      // Without read/write views the one type of Account requires its writeOnly password.
      expect(await client.getAccount()).toEqual({
        email: expect.stringMatching(/@example\.com$/),
        password: "password",
      });
    });
  });

  it("is none where no value of the type exists: a call without data fails saying so, one with data answers it", async () => {
    const { client, handlers } = await generatedPair(src, { template: "fetch" });
    await withServer(handlers.handlers as unknown[], async (server) => {
      const failure = await client.getContradiction().catch((error: unknown) => error);
      expect(failure).toMatchObject({ status: 500 });
      expect(JSON.stringify((failure as { body: unknown }).body)).toContain(
        "getContradictionHandler has no default data",
      );
      server.use(handlers.getContradictionHandler({ count: 1 }));
      expect(await client.getContradiction()).toEqual({ count: 1 });
    });
  });
});
