/**
 * A validating fetch client over properties named like `Object.prototype`'s members and `__proto__`
 * (fixtures/validation/hostile-values-3.1.yaml), against a live server: a body without the optional
 * `constructor` passes, a body or an argument without its own `__proto__` fails, whatever the value inherits.
 */
import { describe, expect, it } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";

const FIXTURE = "fixtures/validation/hostile-values-3.1.yaml";

/** JSON text as the server sends it: `__proto__` is a property of the value parsed from it. */
const VALID = '{"name":"n","__proto__":"p","valueOf":1,"toString":null}';
const WITHOUT_PROTO = '{"name":"n","valueOf":1,"toString":null}';

interface HostileModule {
  postHostile(body: unknown): Promise<unknown>;
  ResponseValidationError: new () => { issues: { path: unknown[] }[] };
  RequestValidationError: new () => { issues: { path: unknown[] }[] };
}

async function rejection(call: () => Promise<unknown>): Promise<unknown> {
  try {
    return new Error(`resolved with ${JSON.stringify(await call())}`);
  } catch (error) {
    return error;
  }
}

describe("a validating client over prototype-named properties, against a live server", () => {
  it("checks the body's own properties in responses and requests", async () => {
    let answer = VALID;
    const server = await startRecordingServer(() => ({
      headers: { "content-type": "application/json" },
      body: answer,
    }));
    try {
      const { module } = await importGenerated<HostileModule>(FIXTURE, {
        template: "fetch",
        baseUrl: server.url,
        validator: "zod",
        validateResponses: true,
        validateRequests: true,
      });
      // No `constructor`, `hasOwnProperty` or `choice` of its own: valid, though it inherits the first two.
      await expect(module.postHostile(JSON.parse(VALID))).resolves.toEqual(JSON.parse(VALID));
      expect(server.requests).toHaveLength(1);

      answer = WITHOUT_PROTO;
      const response = await rejection(() => module.postHostile(JSON.parse(VALID)));
      expect(response).toBeInstanceOf(module.ResponseValidationError);
      expect((response as { issues: { path: unknown[] }[] }).issues.map((issue) => issue.path)).toEqual([
        ["__proto__"],
      ]);

      const request = await rejection(() => module.postHostile(JSON.parse(WITHOUT_PROTO)));
      expect(request).toBeInstanceOf(module.RequestValidationError);
      expect(server.requests).toHaveLength(2);
    } finally {
      await server.close();
    }
  });
});
