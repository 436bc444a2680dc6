/**
 * Which operations carry an idempotency key (`PlannedOperation.idempotencyKey`, the header the client makes a
 * key in and retries by, docs/production.md): the header parameter named `idempotencyHeader`, in any case,
 * under the description's own spelling; none with `idempotencyHeader: ""`.
 */
import { describe, expect, it } from "vitest";
import { describeApi, type Json, planOf } from "../support/plan-of.js";

const header = (name: string): Json => ({ name, in: "header", schema: { type: "string" } });

const DOCUMENT = describeApi({
  "/payments": {
    post: {
      operationId: "pay",
      parameters: [header("idempotency-KEY")],
      responses: { "201": { description: "ok" } },
    },
  },
  "/refunds": {
    post: {
      operationId: "refund",
      parameters: [header("X-Request-Key")],
      responses: { "201": { description: "ok" } },
    },
  },
  "/orders": { post: { operationId: "order", responses: { "201": { description: "ok" } } } },
});

async function keyedOperations(options: Json = {}): Promise<Record<string, string | undefined>> {
  const plan = await planOf(DOCUMENT, options);
  const operations = plan.groups.flatMap((group) => group.operations);
  return Object.fromEntries(operations.map((planned) => [planned.methodName, planned.idempotencyKey]));
}

describe("idempotency keys", () => {
  it("are the Idempotency-Key header by default, in any case, as the description spells it", async () => {
    expect(await keyedOperations()).toEqual({ pay: "idempotency-KEY", refund: undefined, order: undefined });
  });

  it("are the header idempotencyHeader names", async () => {
    expect(await keyedOperations({ idempotencyHeader: "x-request-key" })).toEqual({
      pay: undefined,
      refund: "X-Request-Key",
      order: undefined,
    });
  });

  it("are none with idempotencyHeader empty", async () => {
    expect(await keyedOperations({ idempotencyHeader: "" })).toEqual({
      pay: undefined,
      refund: undefined,
      order: undefined,
    });
  });
});
