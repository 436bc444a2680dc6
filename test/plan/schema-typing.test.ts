/**
 * What the type options make of a schema, decided once by the type model step (`plan.typing`,
 * src/plan/schema-typing.ts): the type and Zod emitters, the date plan and the MSW plan read that record.
 */
import { describe, expect, it } from "vitest";
import { describeApi, planOf } from "../support/plan-of.js";

const DOCUMENT = describeApi(
  {
    "/events": {
      get: {
        operationId: "listEvents",
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Event" } } },
          },
        },
      },
    },
  },
  { Event: { type: "object", properties: { at: { type: "string", format: "date-time" }, data: {} } } },
);

describe("the plan's schema typing", () => {
  it("follows the options' defaults: dates are Dates, untyped values unknown, objects interfaces", async () => {
    const plan = await planOf(DOCUMENT);
    expect(plan.typing).toEqual({ datesAsDate: true, untypedValue: "unknown", objectsAsInterfaces: true });
    expect(plan.dates.converters.revive.size).toBe(1);
  });

  it("follows dateFormat, preferAny and schemaDeclarationStyle", async () => {
    const plan = await planOf(DOCUMENT, {
      dateFormat: "string",
      preferAny: true,
      schemaDeclarationStyle: "type",
    });
    expect(plan.typing).toEqual({ datesAsDate: false, untypedValue: "any", objectsAsInterfaces: false });
    // The date plan reads the same decision: no `Date`s, nothing to convert.
    expect(plan.dates.converters.revive.size).toBe(0);
    expect(plan.dates.operations.size).toBe(0);
  });
});
