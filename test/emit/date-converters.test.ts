/**
 * The generated converter functions themselves (`src/emit/dates/converters.ts`), run in-process on values
 * a test builds: they read and write an object's own properties directly, so what the runtime helper
 * `convertProperty` used to guarantee (own properties only, `__proto__` as a plain key, non-objects left
 * alone) is theirs to keep; and a converter numbered around a runtime helper's name is called apart from it.
 * Live requests through every template are in test/support/date-scenarios.ts.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectCompiles } from "../support/compile.js";
import { DATE, DATE_TIME, echo, id, type Json, ref } from "../support/date-descriptions.js";
import { generateFromDocument, importGenerated } from "../support/generated-module.js";
import { makeTempDir, type TempDir } from "../support/temp-dir.js";

type Converter = (value: unknown) => unknown;

const AT = "2026-02-03T04:05:06Z";
const AT_TIME = Date.UTC(2026, 1, 3, 4, 5, 6);

/** Names a local of a nested converter could take and so hide what the converter calls. */
const SHADOWING_NAMES = ["reviveDateTime", "isRecord", "Object", "value", "copy", "converted", "reviveInner"];

const schemas: Json = {
  // Properties every plain object inherits, and one an own `__proto__` key would hide.
  Inherited: {
    type: "object",
    properties: {
      toString: DATE_TIME,
      constructor: DATE_TIME,
      hasOwnProperty: DATE_TIME,
      ["__proto__"]: DATE_TIME,
      at: DATE_TIME,
    },
  },
  Days: { type: "object", additionalProperties: DATE },
  // Inline objects under property names that would shadow helpers, converters and parameters.
  Nested: {
    type: "object",
    properties: Object.fromEntries(
      [...SHADOWING_NAMES, "created-at"].map((name) => [
        name,
        {
          type: "object",
          properties: { at: DATE_TIME, inner: { type: "object", properties: { day: DATE } } },
        },
      ]),
    ),
  },
  Inner: { type: "object", properties: { at: DATE_TIME } },
  // `allOf` and a discriminated union at a property.
  Mixed: {
    type: "object",
    properties: {
      both: { allOf: [ref("Inner"), { type: "object", properties: { day: DATE } }] },
      tagged: {
        oneOf: [ref("Circle"), ref("Square")],
        discriminator: { propertyName: "type", mapping: { circle: id("Circle"), square: id("Square") } },
      },
    },
  },
  Circle: { type: "object", properties: { type: { type: "string" }, at: DATE_TIME } },
  Square: { type: "object", properties: { type: { type: "string" }, side: { type: "integer" } } },
  // Formatting: calendar days in an inline object, in an array and behind `allOf`.
  Outgoing: {
    type: "object",
    properties: {
      period: { type: "object", properties: { start: DATE, end: DATE } },
      days: { type: "array", items: DATE },
      both: { allOf: [ref("Span"), { type: "object", properties: { due: DATE } }] },
    },
  },
  Span: { type: "object", properties: { start: DATE } },
};

const CONVERTERS = ["reviveInherited", "reviveDays", "reviveNested", "reviveMixed", "formatOutgoingDates"];

let folder: TempDir;
let converters: Record<string, Converter>;
let code: string;
beforeAll(async () => {
  folder = await makeTempDir("typewright-date-converters-");
  const file = path.join(folder.path, "dates.json");
  const paths = Object.assign({}, ...["Inherited", "Days", "Nested", "Mixed", "Outgoing"].map(echo));
  await writeFile(
    file,
    JSON.stringify({ openapi: "3.1.0", info: { title: "d", version: "1" }, paths, components: { schemas } }),
  );
  const generated = await importGenerated<Record<string, Converter>>(
    file,
    { template: "fetch" },
    // The converters are module-private: exported here to call them.
    { transformCode: (source) => `${source}\nexport { ${CONVERTERS.join(", ")} };\n` },
  );
  converters = generated.module;
  code = generated.code;
});
afterAll(() => folder.cleanup());

function converter(name: string): Converter {
  const found = converters[name];
  if (!found) throw new Error(`no converter ${name}`);
  return found;
}

describe("own properties only", () => {
  it("never reads inherited properties, nor writes one the object did not have", () => {
    const plain = {};
    expect(converter("reviveInherited")(plain)).toBe(plain);
    expect(Object.keys(plain)).toEqual([]);
    expect(Object.hasOwn(plain, "toString")).toBe(false);
    const inherited = Object.create({
      get at(): never {
        throw new Error("an inherited getter was read");
      },
    });
    expect(() => converter("reviveInherited")(inherited)).not.toThrow();
  });

  it("converts own properties named like inherited ones", () => {
    const value = JSON.parse(`{"toString": "${AT}", "constructor": "${AT}", "hasOwnProperty": "${AT}"}`);
    converter("reviveInherited")(value);
    for (const key of ["toString", "constructor", "hasOwnProperty"]) {
      expect(Object.getOwnPropertyDescriptor(value, key)?.value, key).toEqual(new Date(AT_TIME));
    }
  });

  it("converts an own __proto__ key from JSON.parse without changing the prototype", () => {
    const value = JSON.parse(`{"__proto__": "${AT}", "at": "${AT}"}`);
    converter("reviveInherited")(value);
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(value, "__proto__")?.value).toEqual(new Date(AT_TIME));
    expect(value.at).toEqual(new Date(AT_TIME));
    const map = JSON.parse('{"__proto__": "2026-02-03", "x": "2026-02-04"}');
    converter("reviveDays")(map);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(map, "__proto__")?.value).toBeInstanceOf(Date);
    expect(map.x).toBeInstanceOf(Date);
  });

  it("leaves values that are not objects alone, arrays included", () => {
    const list = [AT];
    for (const value of [null, undefined, AT, 1, true, list]) {
      expect(converter("reviveInherited")(value)).toBe(value);
    }
    expect(list).toEqual([AT]);
  });
});

describe("inline objects", () => {
  it("are converted in place under any property name, and their locals shadow nothing they call", () => {
    const value: Json = {};
    for (const name of [...SHADOWING_NAMES, "created-at"]) {
      value[name] = { at: AT, inner: { day: "2026-02-03" }, other: AT };
    }
    const before = { ...value };
    expect(converter("reviveNested")(value)).toBe(value);
    for (const name of [...SHADOWING_NAMES, "created-at"]) {
      const nested = value[name] as { at: unknown; inner: { day: unknown }; other: unknown };
      expect(nested, name).toBe(before[name]);
      expect(nested.at, name).toEqual(new Date(AT_TIME));
      expect((nested.inner.day as Date).getDate(), name).toBe(3);
      expect(nested.other, name).toBe(AT);
    }
    expectCompiles({ "client.ts": code });
  });

  it("leave a property that is not an object as it is", () => {
    const value = { value: AT, copy: null, converted: [AT] };
    converter("reviveNested")(value);
    expect(value).toEqual({ value: AT, copy: null, converted: [AT] });
  });

  it("allOf and a discriminated union at a property convert every member's dates", () => {
    const value = JSON.parse(
      `{"both": {"at": "${AT}", "day": "2026-02-03"}, "tagged": {"type": "circle", "at": "${AT}"}}`,
    );
    converter("reviveMixed")(value);
    expect(value.both.at).toEqual(new Date(AT_TIME));
    expect(value.both.day.getDate()).toBe(3);
    expect(value.tagged.at).toEqual(new Date(AT_TIME));
    const square = { tagged: { type: "square", at: AT } };
    converter("reviveMixed")(square);
    expect(square.tagged.at).toBe(AT);
  });
});

describe("formatting", () => {
  it("writes calendar days of nested values on copies, never changing the caller's objects", () => {
    const start = new Date(2026, 1, 3);
    const period = { start, end: new Date(2026, 1, 4) };
    const days = [new Date(2026, 1, 5)];
    const both = { start, due: new Date(2026, 1, 6), note: "x" };
    const value = { period, days, both };
    expect(converter("formatOutgoingDates")(value)).toEqual({
      period: { start: "2026-02-03", end: "2026-02-04" },
      days: ["2026-02-05"],
      both: { start: "2026-02-03", due: "2026-02-06", note: "x" },
    });
    expect(value).toEqual({ period, days, both });
    expect(period.start).toBe(start);
    expect(days[0]).toBeInstanceOf(Date);
    expect(both.due).toBeInstanceOf(Date);
  });
});

describe("a converter numbered around the runtime helper", () => {
  it("the generated client calls both the helper and the numbered converter, and compiles", async () => {
    // Its converter would be `reviveDateTime`, the runtime helper's name (plan/date-plan.test.ts plans it
    // `reviveDateTime2`).
    const document = {
      openapi: "3.1.0",
      info: { title: "dates", version: "1" },
      paths: echo("Holder"),
      components: {
        schemas: {
          DateTime: { type: "object", properties: { at: DATE_TIME, day: DATE } },
          Holder: { type: "object", properties: { value: ref("DateTime") } },
        },
      },
    };
    const code = await generateFromDocument(document, { template: "fetch" });
    expect(code).toContain("function reviveDateTime2(value: unknown): unknown");
    expect(code).toContain("convertProperty(value, 'value', reviveDateTime2);");
    expect(code).toContain("convertProperty(value, 'at', reviveDateTime);");
    expectCompiles({ "client.ts": code });
  });
});
