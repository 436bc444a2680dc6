/**
 * What plan says once for many operations rather than in each (src/plan/plan-operations.ts and its helpers),
 * on small descriptions: security requirements, failure revivers and parameter styles.
 */
import { describe, expect, it } from "vitest";
import { describeApi, type Json, planOf } from "../support/plan-of.js";

describe("security requirements said once", () => {
  const secured = (operationId: string, security: Json[], parameters: Json[] = []) => ({
    get: { operationId, security, parameters, responses: { "200": { description: "ok" } } },
  });
  const schemes = {
    basicAuth: { type: "http", scheme: "basic" },
    bearerAuth: { type: "http", scheme: "bearer" },
  };

  it("shares a list several operations send as one constant, and writes a list one operation sends", async () => {
    const document = {
      ...describeApi({
        "/a": secured("a", [{ basicAuth: [] }, { bearerAuth: [] }]),
        "/b": secured("b", [{ bearerAuth: [] }]),
        "/c": secured("c", [{ basicAuth: [] }, { bearerAuth: [] }]),
        "/d": secured("d", [{ bearerAuth: [] }, { basicAuth: [] }]),
      }),
      components: { securitySchemes: schemes },
    };
    const plan = await planOf(document);
    expect(plan.saidOnce.security).toEqual([
      { name: "securityRequirements", requirements: [["basicAuth"], ["bearerAuth"]] },
    ]);
    const shared = plan.groups.flatMap((group) =>
      group.operations.map((planned) => [planned.methodName, planned.sharedSecurity]),
    );
    expect(shared).toEqual([
      ["a", "securityRequirements"],
      ["b", undefined],
      ["c", "securityRequirements"],
      ["d", undefined],
    ]);
  });

  it("writes the list where an argument of the constant's name would hide it, and drops a constant none uses", async () => {
    const named = [{ name: "securityRequirements", in: "query", schema: { type: "string" } }];
    const document = {
      ...describeApi({
        "/a": secured("a", [{ bearerAuth: [] }], named),
        "/b": secured("b", [{ bearerAuth: [] }], named),
      }),
      components: { securitySchemes: schemes },
    };
    const plan = await planOf(document);
    expect(plan.saidOnce.security).toEqual([]);
    expect(plan.groups[0]?.operations.map((planned) => planned.sharedSecurity)).toEqual([
      undefined,
      undefined,
    ]);
  });
});

describe("failure revivers said once", () => {
  const problem = {
    type: "object",
    properties: { at: { type: "string", format: "date-time" }, message: { type: "string" } },
  };
  const failing = (operationId: string, statuses: string[], parameters: Json[] = []) => ({
    get: {
      operationId,
      parameters,
      responses: {
        "200": { description: "ok" },
        ...Object.fromEntries(
          statuses.map((status) => [
            status,
            {
              description: "failed",
              content: { "application/json": { schema: { $ref: "#/components/schemas/Problem" } } },
            },
          ]),
        ),
      },
    },
  });

  it("shares a reviver several operations have alike as one function, and writes one only one has", async () => {
    const plan = await planOf(
      describeApi(
        {
          "/a": failing("a", ["4XX", "5XX"]),
          "/b": failing("b", ["404"]),
          "/c": failing("c", ["4XX", "5XX"]),
          "/d": failing("d", ["4XX"]),
        },
        { Problem: problem },
      ),
    );
    expect(plan.saidOnce.failureRevivers.map((reviver) => reviver.name)).toEqual(["reviveFailures"]);
    expect(plan.saidOnce.failureRevivers[0]?.failures.map((failure) => failure.status)).toEqual([
      "4XX",
      "5XX",
    ]);
    const shared = plan.groups.flatMap((group) =>
      group.operations.map((planned) => [planned.methodName, planned.sharedFailureReviver]),
    );
    expect(shared).toEqual([
      ["a", "reviveFailures"],
      ["b", undefined],
      ["c", "reviveFailures"],
      ["d", undefined],
    ]);
  });

  it("writes the reviver where an argument of its name would hide the function", async () => {
    const named = [{ name: "reviveFailures", in: "query", schema: { type: "string" } }];
    const plan = await planOf(
      describeApi({ "/a": failing("a", ["4XX"], named), "/b": failing("b", ["4XX"]) }, { Problem: problem }),
    );
    const shared = plan.groups.flatMap((group) =>
      group.operations.map((planned) => planned.sharedFailureReviver),
    );
    expect(shared).toEqual([undefined, "reviveFailures"]);
    expect(plan.saidOnce.failureRevivers).toHaveLength(1);
  });
});

describe("parameter styles said once", () => {
  const styled = (operationId: string, style: string, name = "ids") => ({
    get: {
      operationId,
      parameters: [{ name, in: "query", style, schema: { type: "array", items: { type: "string" } } }],
      responses: { "200": { description: "ok" } },
    },
  });

  it("shares the writers of styles several operations state alike", async () => {
    const plan = await planOf(
      describeApi({
        "/a": styled("a", "pipeDelimited"),
        "/b": styled("b", "spaceDelimited"),
        "/c": styled("c", "pipeDelimited"),
        "/d": styled("d", "pipeDelimited", "other"),
      }),
    );
    expect(plan.saidOnce.styles.map((styles) => [styles.name, styles.first.methodName])).toEqual([
      ["parameterStyles", "a"],
    ]);
    const shared = plan.groups.flatMap((group) => group.operations.map((planned) => planned.sharedStyles));
    expect(shared).toEqual(["parameterStyles", undefined, "parameterStyles", undefined]);
  });
});
