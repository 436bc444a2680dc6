/**
 * The MSW handlers file at work in Node (msw/node's `setupServer`): every operation of the fixtures and of
 * real descriptions called through the generated client against the generated handlers resolves to the
 * handler's default data (dates revived where the client revives them), and the bytes each handler answered
 * are that data; an override (`server.use(getPetHandler(...))`) and a documented failure
 * (`getPetHandler.failure(404, body)`) reach the call as they should, on the fetch, axios, xior and ky clients.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import type { Model } from "../../src/model/types.js";
import type { MswPlan, PlannedHandler } from "../../src/plan/plan-msw.js";
import { planOutput } from "../../src/plan/plan-output.js";
import { resolveTemplate } from "../../src/templates/registry.js";
import {
  type CallOutcome,
  callEveryOperation,
  generatedPair,
  type MockServer,
  withServer,
} from "../support/msw-calls.js";

const REPO_ROOT = path.resolve(import.meta.dirname, "../..");

type Template = "fetch" | "axios" | "xior" | "ky";

/** The plan of the handlers file and the model its data is made from, as a run with these options makes them. */
async function handlersPlan(
  src: string,
  options: Record<string, unknown>,
): Promise<{ msw: MswPlan; model: Model }> {
  const resolved = resolveOptions(
    { src: path.resolve(REPO_ROOT, src), out: "client.ts", msw: "handlers.ts", ...options },
    { requireOut: false },
  );
  const templates = await resolveTemplate(resolved.template);
  const plan = planOutput(buildModel(await loadSpec(resolved.src)), resolved, templates.client.declaration);
  if (plan.msw === undefined) throw new Error("no handlers planned");
  const model = { ...buildModel(await loadSpec(resolved.src)), schemas: plan.schemaTable } as Model;
  return { msw: plan.msw, model };
}

/** Generates, serves and calls every operation of `src`. */
async function everyCall(
  src: string,
  template: Template,
  options: Record<string, unknown> = {},
  during?: (server: MockServer, client: Record<string, never>) => Promise<void>,
): Promise<CallOutcome[]> {
  const all = { template, responseShape: "body", ...options } as const;
  const { msw, model } = await handlersPlan(src, all);
  const { client, handlers } = await generatedPair(src, all);
  return withServer(handlers.handlers as unknown[], async (server) => {
    const outcomes = await callEveryOperation(server, client, msw.handlers, model);
    if (during) await during(server, client as Record<string, never>);
    return outcomes;
  });
}

/** What the call should resolve to: the default data as the client decodes it. */
function expectedValue(handler: PlannedHandler): unknown {
  const { framing } = handler.route;
  if (framing === "void") return undefined;
  // An event stream's call yields each event, its `data` the item.
  if (framing === "event-stream" || framing === "event-text") {
    return (handler.data as unknown[]).map((item) => ({ data: item }));
  }
  return handler.data;
}

/** The bytes the handler should have sent for its default data. */
function expectedText(handler: PlannedHandler): string | undefined {
  const { framing } = handler.route;
  const data = handler.data;
  const items = Array.isArray(data) ? data : [];
  switch (framing) {
    case "void":
      return "";
    case "json":
      return JSON.stringify(data);
    case "text":
    case "binary":
      return String(data);
    case "event-stream":
      return items.map((item) => `data: ${JSON.stringify(item)}\n\n`).join("");
    case "event-text":
      return items.map((item) => `data: ${String(item)}\n\n`).join("");
    case "json-lines":
      return items.map((item) => `${JSON.stringify(item)}\n`).join("");
    case "json-seq":
      return items.map((item) => `\u001e${JSON.stringify(item)}\n`).join("");
  }
}

/** Each call resolved to its handler's data and each handler sent that data's bytes. */
function expectDefaultAnswers(outcomes: readonly CallOutcome[], revivesDates = false): void {
  for (const outcome of outcomes) {
    const { handler } = outcome;
    const label = `${handler.planned.operation.method} ${handler.planned.operation.path}`;
    expect(outcome.rejected, label).toBeUndefined();
    expect(outcome.sent, label).toBe(expectedText(handler));
    if (handler.route.framing === "binary") {
      expect(outcome.resolved, label).toBeInstanceOf(Blob);
      continue;
    }
    const resolved = revivesDates ? JSON.parse(JSON.stringify(outcome.resolved ?? null)) : outcome.resolved;
    expect(resolved ?? undefined, label).toEqual(expectedValue(handler));
  }
}

const FIXTURES = [
  "fixtures/msw/handlers.yaml",
  "fixtures/petstore.yaml",
  "fixtures/clients/streaming.yaml",
  "fixtures/clients/operation-servers.yaml",
];

describe("every operation of the fixtures against the generated handlers", () => {
  for (const template of ["fetch", "axios", "xior", "ky"] as const) {
    // xior refuses a relative URL outside a page, and operation-servers.yaml has an operation whose own server
    // is relative (`/downloads`): the client's limit, not the handlers'.
    const fixtures =
      template === "xior" ? FIXTURES.filter((fixture) => !fixture.includes("operation-servers")) : FIXTURES;
    for (const fixture of fixtures) {
      it(`${template}: ${fixture}`, async () => {
        const outcomes = await everyCall(fixture, template, { dateFormat: "string" });
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

describe("dates", () => {
  it("are sent as text and revived by the client", async () => {
    const outcomes = await everyCall("fixtures/msw/handlers.yaml", "fetch", { dateFormat: "Date" });
    expectDefaultAnswers(outcomes, true);
    const getPet = outcomes.find((outcome) => outcome.handler.planned.functionName === "getPet");
    const born = (getPet?.resolved as { born: Date } | undefined)?.born;
    expect(born).toBeInstanceOf(Date);
    expect(born?.toISOString()).toBe("2020-05-01T10:00:00.000Z");
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

describe("overrides and failures", () => {
  for (const template of ["fetch", "axios", "xior", "ky"] as const) {
    it(`${template}: server.use(getPetHandler(resolver)) and getPetHandler.failure(404, body)`, async () => {
      const src = "fixtures/msw/handlers.yaml";
      const options = { template, responseShape: "body", dateFormat: "string" } as const;
      const { client, handlers } = await generatedPair(src, options);
      await withServer(handlers.handlers as unknown[], async (server) => {
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
        expect(await client.getPet("42")).toEqual({ id: 42, name: "Own", born: "2001-02-03T04:05:06.000Z" });
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
        expect(await client.deletePet("42").catch((error: unknown) => error)).toMatchObject({ status: 401 });
      });
    });
  }

  it("matches placeholders MSW cannot name, a literal colon and asterisk, and an operation's own server path", async () => {
    const { client, handlers } = await generatedPair("fixtures/msw/handlers.yaml", {
      template: "fetch",
      responseShape: "body",
      dateFormat: "string",
    });
    await withServer(handlers.handlers as unknown[], async (server) => {
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
    });
  });
});
