/**
 * Which operations get a resource method (`<method>Resource`, clients declaring `resources`: ng2) and its name,
 * claimed in the plan once: reads of JSON or text only, a collision numbered like every method name, nothing with
 * `resources: false` or over a client that writes none (test/config/config-rules.test.ts: a warning then).
 */
import { describe, expect, it } from "vitest";
import { describeApi, type Json, planOf } from "../support/plan-of.js";

const json = (schema: Json = { type: "object" }) => ({
  "200": { description: "ok", content: { "application/json": { schema } } },
});

/** Reads and writes of every kind, and an operation already named like a resource. */
const api = describeApi({
  "/things": {
    get: { operationId: "getThing", responses: json() },
    post: { operationId: "postThing", responses: json() },
    head: { operationId: "headThing", responses: { "200": { description: "ok" } } },
  },
  "/things/resource": { get: { operationId: "getThingResource", responses: json() } },
  "/text": {
    get: {
      operationId: "getText",
      responses: { "200": { description: "ok", content: { "text/plain": { schema: { type: "string" } } } } },
    },
  },
  "/blob": {
    get: {
      operationId: "getBlob",
      responses: {
        "200": {
          description: "ok",
          content: { "application/octet-stream": { schema: { type: "string", format: "binary" } } },
        },
      },
    },
  },
  "/empty": { get: { operationId: "getNothing", responses: { "204": { description: "none" } } } },
  "/events": {
    get: {
      operationId: "watchThings",
      responses: {
        "200": { description: "ok", content: { "text/event-stream": { schema: { type: "string" } } } },
      },
    },
  },
});

async function resourceNames(options: Json): Promise<Record<string, string | undefined>> {
  const plan = await planOf(api, options);
  return Object.fromEntries(
    plan.groups.flatMap((group) => group.operations.map((op) => [op.methodName, op.resourceName])),
  );
}

describe("resource names (ng2)", () => {
  it("names one for each GET answering JSON or text, after every operation's own name", async () => {
    expect(await resourceNames({ template: "ng2" })).toEqual({
      // The description's own `getThingResource` keeps its name; getThing's resource is numbered.
      getThing: "getThingResource2",
      postThing: undefined,
      headThing: undefined,
      getThingResource: "getThingResourceResource",
      getText: "getTextResource",
      getBlob: undefined,
      getNothing: undefined,
      watchThings: undefined,
    });
  });

  it("names none with resources: false, nor for a client that writes none", async () => {
    const off = await resourceNames({ template: "ng2", resources: false });
    expect(Object.values(off).filter((name) => name !== undefined)).toEqual([]);
    const fetch = await resourceNames({ template: "fetch" });
    expect(Object.values(fetch).filter((name) => name !== undefined)).toEqual([]);
  });
});
