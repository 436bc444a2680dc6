/**
 * Where the dates of a value sit (`DateShapes`), on small descriptions run through the real pipeline (load,
 * model, plan); what a client converts is tested in date-plan.test.ts. The live behaviour of the generated
 * converters is tested in test/support/date-scenarios.ts; the runtime helpers in runtime/runtime-dates.test.ts.
 */
import { describe, expect, it } from "vitest";
import { DATE, DATE_TIME, echo, id, ref } from "../support/date-descriptions.js";
import {
  converterNames,
  date,
  dateTime,
  describeApi,
  object,
  plannedOperation,
  planOf,
  refTo,
  registerDescriptionFolder,
  shapesOf,
} from "../support/date-pipeline.js";

registerDescriptionFolder();

describe("leaves", () => {
  it("reviving converts date-time and date strings; formatting only date ones", async () => {
    const shapes = await shapesOf({
      Instant: DATE_TIME,
      Day: DATE,
      Time: { type: "string", format: "time" },
      Plain: { type: "string" },
      Count: { type: "integer", format: "date" },
    });
    expect(shapes.revive.namedShape(id("Instant"))).toEqual(dateTime);
    expect(shapes.revive.namedShape(id("Day"))).toEqual(date);
    expect(shapes.format.namedShape(id("Day"))).toEqual(date);
    // Every serializer writes a Date as its ISO string already: nothing to do on the way out.
    expect(shapes.format.namedShape(id("Instant"))).toBeUndefined();
    for (const name of ["Time", "Plain", "Count"]) {
      expect(shapes.revive.namedShape(id(name))).toBeUndefined();
      expect(shapes.format.namedShape(id(name))).toBeUndefined();
    }
  });
});

describe("collections", () => {
  it("follows nested objects and arrays, and leaves properties without dates out", async () => {
    const shapes = await shapesOf({
      Log: {
        type: "object",
        properties: {
          name: { type: "string" },
          at: DATE_TIME,
          entries: {
            type: "array",
            items: { type: "object", properties: { day: DATE, note: { type: "string" } } },
          },
          nested: {
            type: "object",
            properties: { deeper: { type: "object", properties: { at: DATE_TIME } } },
          },
        },
      },
    });
    expect(shapes.revive.namedShape(id("Log"))).toEqual(
      object({
        at: dateTime,
        entries: { kind: "items", items: object({ day: date }) },
        nested: object({ deeper: object({ at: dateTime }) }),
      }),
    );
    expect(shapes.format.namedShape(id("Log"))).toEqual(
      object({ entries: { kind: "items", items: object({ day: date }) } }),
    );
  });

  it("converts a map's values under every key except the declared properties", async () => {
    const shapes = await shapesOf({
      Visits: {
        type: "object",
        properties: { total: { type: "integer" }, first: DATE },
        additionalProperties: DATE_TIME,
      },
      Days: { type: "object", additionalProperties: { type: "array", items: DATE } },
    });
    expect(shapes.revive.namedShape(id("Visits"))).toEqual({
      kind: "object",
      properties: [{ name: "first", shape: date }],
      additional: { shape: dateTime, declared: ["total", "first"] },
    });
    expect(shapes.revive.namedShape(id("Days"))).toEqual({
      kind: "object",
      properties: [],
      additional: { shape: { kind: "items", items: date }, declared: [] },
    });
    // date-time values need no formatting, so only the declared `first` is left.
    expect(shapes.format.namedShape(id("Visits"))).toEqual(object({ first: date }));
  });

  it("converts tuples by position, with the items after them", async () => {
    const shapes = await shapesOf({
      Range: { type: "array", prefixItems: [DATE, { type: "integer" }, DATE_TIME] },
      Series: { type: "array", prefixItems: [{ type: "string" }], items: DATE },
      Untimed: { type: "array", prefixItems: [{ type: "string" }, { type: "integer" }] },
    });
    expect(shapes.revive.namedShape(id("Range"))).toEqual({ kind: "tuple", items: [date, null, dateTime] });
    expect(shapes.format.namedShape(id("Range"))).toEqual({ kind: "tuple", items: [date, null, null] });
    expect(shapes.revive.namedShape(id("Series"))).toEqual({ kind: "tuple", items: [null], rest: date });
    expect(shapes.revive.namedShape(id("Untimed"))).toBeUndefined();
  });
});

describe("allOf", () => {
  it("applies every member's dates in turn", async () => {
    const shapes = await shapesOf({
      Base: { type: "object", properties: { created: DATE_TIME } },
      Plain: { type: "object", properties: { name: { type: "string" } } },
      Derived: {
        allOf: [ref("Base"), ref("Plain"), { type: "object", properties: { due: DATE } }],
      },
    });
    expect(shapes.revive.namedShape(id("Derived"))).toEqual({
      kind: "each",
      shapes: [refTo("Base"), object({ due: date })],
    });
    // Base holds no date to format, so only the own part is left.
    expect(shapes.format.namedShape(id("Derived"))).toEqual(object({ due: date }));
  });
});

describe("discriminated unions", () => {
  it("picks the converter by tag and lists no case for members without dates", async () => {
    const shapes = await shapesOf({
      Shape: {
        oneOf: [ref("Circle"), ref("Square"), ref("Line")],
        discriminator: {
          propertyName: "type",
          mapping: { circle: id("Circle"), square: id("Square"), line: id("Line") },
        },
      },
      Circle: { type: "object", properties: { type: { type: "string" }, drawnAt: DATE_TIME } },
      Square: { type: "object", properties: { type: { type: "string" }, drawnAt: { type: "string" } } },
      Line: { type: "object", properties: { type: { type: "string" }, due: DATE } },
    });
    expect(shapes.revive.namedShape(id("Shape"))).toEqual({
      kind: "tagged",
      propertyName: "type",
      cases: [
        { value: "circle", shape: refTo("Circle") },
        { value: "line", shape: refTo("Line") },
      ],
    });
    expect(shapes.format.namedShape(id("Shape"))).toEqual({
      kind: "tagged",
      propertyName: "type",
      cases: [{ value: "line", shape: refTo("Line") }],
    });
  });
});

describe("unions without a discriminator", () => {
  it("tells members of different kinds apart: a date-time string or an integer converts", async () => {
    const shapes = await shapesOf({ When: { oneOf: [DATE_TIME, { type: "integer" }] } });
    expect(shapes.revive.namedShape(id("When"))).toEqual(dateTime);
  });

  it("converts the 3.1 nullable pattern anyOf: [X, null] with X's converter", async () => {
    const shapes = await shapesOf({
      Stamp: { type: "object", properties: { at: DATE_TIME } },
      Holder: { type: "object", properties: { stamp: { anyOf: [ref("Stamp"), { type: "null" }] } } },
    });
    expect(shapes.revive.namedShape(id("Holder"))).toEqual(object({ stamp: refTo("Stamp") }));
  });

  it("converts a property two object members agree on, and only that one", async () => {
    const shapes = await shapesOf({
      Stamped: { type: "object", properties: { stamp: DATE_TIME, seen: DATE_TIME } },
      Noted: { type: "object", properties: { stamp: DATE_TIME, seen: DATE, note: { type: "string" } } },
      Agreed: { oneOf: [ref("Stamped"), ref("Noted")] },
    });
    // `seen` is a date-time in one and a date in the other: both revive to a Date, so they agree too.
    expect(shapes.revive.namedShape(id("Agreed"))).toEqual(object({ stamp: dateTime, seen: dateTime }));
    // Formatting, only Noted's `seen` is a day: the members disagree there.
    expect(shapes.format.namedShape(id("Agreed"))).toBeUndefined();
  });

  it("converts nothing where object members disagree", async () => {
    const shapes = await shapesOf({
      Stamped: { type: "object", properties: { stamp: DATE_TIME } },
      Disputed: {
        anyOf: [ref("Stamped"), { type: "object", properties: { stamp: { type: "string" } } }],
      },
    });
    expect(shapes.revive.namedShape(id("Disputed"))).toBeUndefined();
  });

  it("a member that can be anything ({}) agrees with nothing", async () => {
    const shapes = await shapesOf({
      Stamped: { type: "object", properties: { stamp: DATE_TIME } },
      Loose: { oneOf: [ref("Stamped"), {}] },
      LooseText: { anyOf: [DATE_TIME, {}] },
    });
    expect(shapes.revive.namedShape(id("Loose"))).toBeUndefined();
    expect(shapes.revive.namedShape(id("LooseText"))).toBeUndefined();
  });

  it("string members: a day and an instant both revive to a Date; a day and free text do not", async () => {
    const shapes = await shapesOf({
      Either: { oneOf: [DATE, DATE_TIME] },
      DayOrWord: { oneOf: [DATE, { type: "string" }] },
    });
    // Typed `Date | Date`: left as text, the value would contradict its type.
    expect(shapes.revive.namedShape(id("Either"))).toEqual(date);
    expect(shapes.revive.namedShape(id("DayOrWord"))).toBeUndefined();
  });

  it("formatting tells a Date (a date position) from a string member", async () => {
    const shapes = await shapesOf({
      DayOrWord: { oneOf: [DATE, { type: "string" }] },
      DayOrInstant: { oneOf: [DATE, DATE_TIME] },
    });
    // Typed `Date | string`: a Date can only be the day, so it goes out as YYYY-MM-DD.
    expect(shapes.format.namedShape(id("DayOrWord"))).toEqual(date);
    // Typed `Date | Date`: a Date could be either, and the instant needs no formatting.
    expect(shapes.format.namedShape(id("DayOrInstant"))).toBeUndefined();
  });
});

describe("recursion", () => {
  const recursive = {
    Node: {
      type: "object",
      properties: { at: DATE_TIME, children: { type: "array", items: ref("Node") }, parent: ref("Node") },
    },
    Folder: {
      type: "object",
      properties: { created: DATE_TIME, files: { type: "array", items: ref("Doc") } },
    },
    Doc: { type: "object", properties: { modified: DATE_TIME, folder: ref("Folder") } },
  };

  it("refers to the schema being converted by name, so shapes stay finite", async () => {
    const shapes = await shapesOf(recursive);
    expect(shapes.revive.namedShape(id("Node"))).toEqual(
      object({ at: dateTime, children: { kind: "items", items: refTo("Node") }, parent: refTo("Node") }),
    );
    expect(shapes.revive.namedShape(id("Folder"))).toEqual(
      object({ created: dateTime, files: { kind: "items", items: refTo("Doc") } }),
    );
    expect(shapes.revive.namedShape(id("Doc"))).toEqual(
      object({ modified: dateTime, folder: refTo("Folder") }),
    );
  });

  it("plans one converter per recursive schema, also for mutual recursion", async () => {
    const plan = await planOf(describeApi(recursive, { ...echo("Node"), ...echo("Folder") }));
    expect(converterNames(plan, "revive")).toEqual({
      [id("Node")]: "reviveNode",
      [id("Folder")]: "reviveFolder",
      [id("Doc")]: "reviveDoc",
    });
    expect(plan.dates.converters.format.size).toBe(0);
  });

  it("a recursive schema without dates holds none", async () => {
    const shapes = await shapesOf({
      Tree: {
        type: "object",
        properties: { name: { type: "string" }, kids: { type: "array", items: ref("Tree") } },
      },
    });
    expect(shapes.revive.namedShape(id("Tree"))).toBeUndefined();
  });
});

describe("schemas whose dates all sit behind disagreeing members (the fixed point)", () => {
  const schemas = {
    Stamped: { type: "object", properties: { stamp: DATE_TIME } },
    Text: { type: "object", properties: { stamp: { type: "string" } } },
    // Reaches a date (through Stamped), but its members disagree: nothing converts.
    Wrapper: { type: "object", properties: { item: { oneOf: [ref("Stamped"), ref("Text")] } } },
    // Reaches a date only through Wrapper: empty once Wrapper is.
    Outer: {
      type: "object",
      properties: { wrapper: ref("Wrapper"), all: { type: "array", items: ref("Wrapper") } },
    },
  };

  it("get no shape, nor do the schemas that reach dates only through them", async () => {
    const shapes = await shapesOf(schemas);
    expect(shapes.revive.namedShape(id("Stamped"))).toEqual(object({ stamp: dateTime }));
    expect(shapes.revive.namedShape(id("Wrapper"))).toBeUndefined();
    expect(shapes.revive.namedShape(id("Outer"))).toBeUndefined();
    expect(shapes.revive.shapeOf({ kind: "ref", target: id("Outer") })).toBeUndefined();
  });

  it("get no converter, and their operations convert nothing", async () => {
    const plan = await planOf(describeApi(schemas, { ...echo("Outer"), ...echo("Stamped") }));
    expect(converterNames(plan, "revive")).toEqual({ [id("Stamped")]: "reviveStamped" });
    expect(plannedOperation(plan, "getOuter").dates).toBeUndefined();
    expect(plannedOperation(plan, "getStamped").dates?.response).toEqual(refTo("Stamped"));
  });
});
