/**
 * What a client converts (`planDates`) and what its converters are called, on small descriptions run through
 * the real pipeline (load, model, plan); where the dates sit is tested in date-shapes.test.ts, what a client
 * calls in emit/date-converters.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DateShapes } from "../../src/plan/date-shapes.js";
import type { PlanSchema } from "../../src/plan/type-model.js";
import { DATE, DATE_TIME, echo, id, ref } from "../support/date-descriptions.js";
import {
  converterNames,
  date,
  describeApi,
  plannedOperation,
  planOf,
  refTo,
  registerDescriptionFolder,
} from "../support/date-pipeline.js";

registerDescriptionFolder();

const DATE_TIME_NODE = { kind: "primitive", type: "string", format: "date-time" };

describe("planDates", () => {
  const schemas = {
    Event: { type: "object", properties: { at: DATE_TIME, day: DATE } },
    Note: { type: "object", properties: { text: { type: "string" } } },
  };
  const paths = {
    ...echo("Event"),
    ...echo("Note"),
    "/days/{day}": {
      get: {
        operationId: "getDay",
        parameters: [
          { name: "day", in: "path", required: true, schema: DATE },
          { name: "since", in: "query", schema: DATE_TIME },
          { name: "limit", in: "query", schema: { type: "integer" } },
        ],
        responses: { "204": { description: "none" } },
      },
    },
  };

  it("plans each operation's response, body and parameters", async () => {
    const plan = await planOf(describeApi(schemas, paths));
    expect(plannedOperation(plan, "getEvent").dates).toEqual({
      response: refTo("Event"),
      parameters: new Map(),
    });
    expect(plannedOperation(plan, "postEvent").dates).toEqual({
      body: refTo("Event"),
      parameters: new Map(),
    });
    const getDay = plannedOperation(plan, "getDay");
    const [day] = getDay.operation.parameters;
    // A date-time query value is written by the query serializer as it is: only the day is planned.
    expect(getDay.dates).toEqual({ parameters: new Map([[day, date]]) });
    expect(converterNames(plan, "revive")).toEqual({ [id("Event")]: "reviveEvent" });
    expect(converterNames(plan, "format")).toEqual({ [id("Event")]: "formatEventDates" });
  });

  it("operations without dates get `dates: undefined`", async () => {
    const plan = await planOf(describeApi(schemas, paths));
    expect(plannedOperation(plan, "getNote").dates).toBeUndefined();
    expect(plannedOperation(plan, "postNote").dates).toBeUndefined();
    expect(plan.dates.operations.size).toBe(3);
  });

  it('plans nothing with dateFormat: "string"', async () => {
    const plan = await planOf(describeApi(schemas, paths), { dateFormat: "string" });
    expect(plan.dates.converters.revive.size).toBe(0);
    expect(plan.dates.converters.format.size).toBe(0);
    expect(plan.dates.operations.size).toBe(0);
    for (const operationId of ["getEvent", "postEvent", "getDay"]) {
      expect(plannedOperation(plan, operationId).dates).toBeUndefined();
    }
  });

  it("plans converters only for schemas an operation converts through, per direction", async () => {
    // Unlike Event's calendar days (schemas whose conversions are alike share one converter).
    const draft = { type: "object", properties: { at: DATE_TIME, due: DATE } };
    const content = { "application/json": { schema: ref("Draft") } };
    const plan = await planOf(
      describeApi(
        { ...schemas, Draft: draft, Unused: draft },
        {
          ...echo("Event"),
          // Draft is only ever sent: it needs no reviver.
          "/drafts": {
            post: {
              operationId: "postDraft",
              requestBody: { content },
              responses: { "204": { description: "none" } },
            },
          },
        },
      ),
    );
    expect(converterNames(plan, "revive")).toEqual({ [id("Event")]: "reviveEvent" });
    expect(converterNames(plan, "format")).toEqual({
      [id("Event")]: "formatEventDates",
      [id("Draft")]: "formatDraftDates",
    });
  });
});

describe("an allOf member typing another's property", () => {
  // `BornPet` only requires `born`; the type model types it from `Pet`, whose converter converts it.
  const schemas = {
    Pet: { type: "object", properties: { name: { type: "string" }, born: DATE_TIME } },
    BornPet: { allOf: [ref("Pet"), { type: "object", required: ["born"] }] },
  };

  it("converts the property once: the typed model marks it, the date shape skips it", async () => {
    const plan = await planOf(describeApi(schemas, echo("BornPet")));
    const bornPet = plan.schemaTable.get(id("BornPet"))?.schema;
    expect(bornPet).toMatchObject({
      kind: "intersection",
      members: [
        { kind: "ref" },
        { properties: [{ name: "born", schema: DATE_TIME_NODE, fromSibling: true }] },
      ],
    });
    // Only `Pet`'s converter: not `born` again beside it.
    expect(new DateShapes(plan.schemaTable, "revive").shapeOf(bornPet as PlanSchema)).toEqual(refTo("Pet"));
    expect(plannedOperation(plan, "getBornPet").dates?.response).toEqual(refTo("BornPet"));
    expect(plan.dates.converters.revive.get(id("BornPet"))?.shape).toEqual(refTo("Pet"));
  });
});

describe("converter names", () => {
  const document = describeApi(
    {
      // Its converter would be `reviveDateTime`, the runtime helper's name.
      DateTime: { type: "object", properties: { at: DATE_TIME, day: DATE } },
      Holder: { type: "object", properties: { value: ref("DateTime") } },
    },
    echo("Holder"),
  );

  it("a converter name taken by another top-level name gets a number", async () => {
    const plan = await planOf(document);
    expect(converterNames(plan, "revive")).toEqual({
      [id("DateTime")]: "reviveDateTime2",
      [id("Holder")]: "reviveHolder",
    });
    expect(converterNames(plan, "format")).toEqual({
      [id("DateTime")]: "formatDateTimeDates",
      [id("Holder")]: "formatHolderDates",
    });
  });
});
