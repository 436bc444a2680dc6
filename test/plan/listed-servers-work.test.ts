/**
 * Servers of many operations planned in work linear in the operations, counted rather than timed: the listed
 * servers are computed once per plan, and listing a server that every operation lists searches no list of
 * its routes. What the list holds: operation-servers.test.ts.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import type { JsonObject } from "../../src/load/types.js";
import * as planServers from "../../src/plan/plan-servers.js";
import { describeApi, type Json, modelOf, planOf } from "../support/plan-of.js";

vi.mock("../../src/plan/plan-servers.js", async (importOriginal) => {
  const actual = await importOriginal<typeof import("../../src/plan/plan-servers.js")>();
  return { ...actual, listedServers: vi.fn(actual.listedServers) };
});

const listedServers = vi.mocked(planServers.listedServers);

afterEach(() => {
  listedServers.mockClear();
});

/** `count` operations, each listing a server of its own and then one they all list. */
function ownServers(count: number): JsonObject {
  const paths: Json = {};
  for (let index = 0; index < count; index++) {
    paths[`/items/${index}`] = {
      get: {
        operationId: `getItem${index}`,
        servers: [{ url: `https://item${index}.example.com` }, { url: "https://eu.example.com" }],
        responses: { "200": { description: "ok" } },
      },
    };
  }
  return describeApi(paths) as JsonObject;
}

/**
 * The elements that `Array.prototype.includes` and `indexOf` look through while `run` runs: a search of a
 * list that grows with the operations, made once per operation, is work in their square.
 */
function elementsSearched(run: () => void): number {
  let searched = 0;
  const { includes, indexOf } = Array.prototype;
  const includesSpy = vi.spyOn(Array.prototype, "includes").mockImplementation(function (
    this: unknown[],
    ...args: Parameters<typeof includes>
  ) {
    searched += this.length;
    return includes.apply(this, args);
  });
  const indexOfSpy = vi.spyOn(Array.prototype, "indexOf").mockImplementation(function (
    this: unknown[],
    ...args: Parameters<typeof indexOf>
  ) {
    searched += this.length;
    return indexOf.apply(this, args);
  });
  try {
    run();
  } finally {
    includesSpy.mockRestore();
    indexOfSpy.mockRestore();
  }
  return searched;
}

describe("servers of many operations", () => {
  it("are listed once per plan, however many operations list them", async () => {
    for (const count of [1, 50, 400]) {
      listedServers.mockClear();
      const plan = await planOf(ownServers(count));
      expect(plan.servers?.servers).toHaveLength(count + 1);
      expect(listedServers).toHaveBeenCalledTimes(1);
    }
  });

  it("are listed without searching the routes gathered so far", () => {
    const models = [500, 2000].map((count) => modelOf(ownServers(count)));
    const [small, large] = models.map((model) => elementsSearched(() => listedServers(model)));
    // Four times the operations: at most four times the elements searched (before, sixteen times).
    expect(large).toBeLessThanOrEqual(4 * (small ?? 0));
    const listed = models[1] === undefined ? [] : listedServers(models[1]);
    const shared = listed.find((server) => server.url === "https://eu.example.com");
    expect(shared?.routes).toHaveLength(2000);
    expect(shared?.routes?.slice(0, 2)).toEqual(["GET /items/0", "GET /items/1"]);
  });

  it("name a route once where an operation lists one server twice", () => {
    const eu = { url: "https://eu.example.com" };
    const model = modelOf(
      describeApi({
        "/a": { get: { servers: [eu, eu], responses: { "200": { description: "ok" } } } },
        "/b": { get: { servers: [eu], responses: { "200": { description: "ok" } } } },
      }) as JsonObject,
    );
    expect(listedServers(model)).toEqual([{ ...eu, variables: [], routes: ["GET /a", "GET /b"] }]);
  });
});
