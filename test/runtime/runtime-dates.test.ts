/**
 * The date runtime helpers (src/runtime/dates.ts), imported directly. The generated converters
 * that call them are tested in emit/date-converters.test.ts, and against a live server in
 * test/support/date-scenarios.ts. Reading dates back (reviveDateTime, reviveDate): runtime-date-revive.test.ts.
 */
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  convertItems,
  convertProperty,
  convertTuple,
  convertValues,
  copyValue,
  formatDate,
  reviveDate,
  reviveDateTime,
  tagOf,
} from "../../src/runtime/dates.js";
import { inTimeZone } from "../support/time-zone.js";

describe("formatDate", () => {
  it("writes the local calendar day, zero-padded", () => {
    expect(formatDate(new Date(2026, 0, 2))).toBe("2026-01-02");
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59, 999))).toBe("2026-12-31");
    expect(formatDate(new Date(2026, 0, 1, 0, 0, 0))).toBe("2026-01-01");
    inTimeZone("Pacific/Kiritimati", () => {
      // 2026-01-01T12:00Z is already January 2nd at UTC+14.
      expect(formatDate(new Date(Date.UTC(2026, 0, 1, 12)))).toBe("2026-01-02");
    });
    inTimeZone("America/Los_Angeles", () => {
      expect(formatDate(new Date(Date.UTC(2026, 0, 1, 7)))).toBe("2025-12-31");
    });
  });

  it("pads years to four digits, and writes others as toISOString does", () => {
    const early = new Date(2000, 6, 4);
    early.setFullYear(5);
    expect(formatDate(early)).toBe("0005-07-04");
    expect(formatDate(new Date(12345, 0, 1))).toBe("+012345-01-01");
    const negative = new Date(2000, 0, 1);
    negative.setFullYear(-5);
    expect(formatDate(negative)).toBe("-000005-01-01");
  });

  it("round-trips with reviveDate", () => {
    for (const text of ["2026-02-03", "0050-01-01", "1999-12-31", "2024-02-29"]) {
      expect(formatDate(reviveDate(text))).toBe(text);
    }
  });

  it("leaves an invalid Date and values that are not Dates as they are", () => {
    const invalid = new Date(Number.NaN);
    expect(formatDate(invalid)).toBe(invalid);
    for (const value of ["2026-01-02", 0, null, undefined, { getFullYear: () => 2026 }]) {
      expect(formatDate(value)).toBe(value);
    }
  });

  it("writes a Date from another realm too", () => {
    const foreign: unknown = runInNewContext("new Date(2026, 0, 2)");
    expect(foreign instanceof Date).toBe(false);
    expect(formatDate(foreign)).toBe("2026-01-02");
  });
});

describe("collections", () => {
  it("convertItems converts every item in place and leaves non-arrays alone", () => {
    const list = ["2026-02-03", "x", 3];
    expect(convertItems(list, reviveDate)).toBe(list);
    expect(list[0]).toBeInstanceOf(Date);
    expect(list.slice(1)).toEqual(["x", 3]);
    const object = { 0: "2026-02-03", length: 1 };
    expect(convertItems(object, reviveDate)).toBe(object);
    expect(object[0]).toBe("2026-02-03");
  });

  it("convertTuple converts by position, then the rest", () => {
    const tuple: unknown[] = ["2026-02-03", "2026-02-04", "2026-02-05T00:00:00Z", "2026-02-06T00:00:00Z"];
    convertTuple(tuple, [reviveDate, null], reviveDateTime);
    expect(tuple.map((item) => item instanceof Date)).toEqual([true, false, true, true]);
    const short: unknown[] = ["2026-02-03", "2026-02-04"];
    convertTuple(short, [reviveDate], null);
    expect(short.map((item) => item instanceof Date)).toEqual([true, false]);
  });

  it("convertValues converts every own key but the declared ones", () => {
    const map: Record<string, unknown> = Object.assign(Object.create({ inherited: "2026-02-03" }), {
      total: "2026-02-03",
      a: "2026-02-04",
      b: "2026-02-05",
    });
    convertValues(map, reviveDate, ["total"]);
    expect(map.total).toBe("2026-02-03");
    expect(map.a).toBeInstanceOf(Date);
    expect(map.b).toBeInstanceOf(Date);
    expect(Object.hasOwn(map, "inherited")).toBe(false);
  });

  it("convertValues without declared names converts every own key, an own __proto__ key from JSON.parse too", () => {
    const map = JSON.parse('{"__proto__": "2026-02-03", "x": "2026-02-04"}');
    convertValues(map, reviveDate);
    expect(Object.getPrototypeOf(map)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(map, "__proto__")?.value).toBeInstanceOf(Date);
    expect(map.x).toBeInstanceOf(Date);
  });

  it("convertProperty converts an own property in place, its list's items with convertItems", () => {
    const record: Record<string, unknown> = { at: "2026-02-03T04:05:06Z", days: ["2026-02-04"], note: "x" };
    convertProperty(record, "at", reviveDateTime);
    convertProperty(record, "days", convertItems, reviveDate);
    expect(record.at).toEqual(new Date(Date.UTC(2026, 1, 3, 4, 5, 6)));
    expect((record.days as unknown[])[0]).toBeInstanceOf(Date);
    expect(record.note).toBe("x");
  });

  it("convertProperty leaves an absent or inherited property absent, and converts an own __proto__ key", () => {
    const record: Record<string, unknown> = Object.create({ at: "2026-02-03" });
    convertProperty(record, "at", reviveDate);
    convertProperty(record, "toString", reviveDate);
    expect(Object.keys(record)).toEqual([]);
    const parsed = JSON.parse('{"__proto__": "2026-02-03"}');
    convertProperty(parsed, "__proto__", reviveDate);
    expect(Object.getPrototypeOf(parsed)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(parsed, "__proto__")?.value).toBeInstanceOf(Date);
  });

  it("tagOf reads an own discriminator as text", () => {
    expect(tagOf({ type: "circle" }, "type")).toBe("circle");
    expect(tagOf({ kind: 1 }, "kind")).toBe("1");
    expect(tagOf({ kind: true }, "kind")).toBe("true");
    expect(tagOf({}, "constructor")).toBeUndefined();
    expect(tagOf(["circle"], "0")).toBeUndefined();
    expect(tagOf(null, "type")).toBeUndefined();
  });
});

describe("copyValue and request values", () => {
  afterEach(() => vi.restoreAllMocks());

  it("copies plain objects and arrays, one level", () => {
    const inner = { day: new Date(2026, 0, 2) };
    const object = { inner, list: [1] };
    const copy = copyValue(object) as typeof object;
    expect(copy).not.toBe(object);
    expect(copy).toEqual(object);
    expect(copy.inner).toBe(inner);
    const list = [inner];
    const listCopy = copyValue(list) as typeof list;
    expect(listCopy).not.toBe(list);
    expect(listCopy[0]).toBe(inner);
    const bare = Object.assign(Object.create(null), { a: 1 });
    expect(copyValue(bare)).not.toBe(bare);
  });

  it("passes everything else through as it is: a Blob, a Date, a FormData, a Map, primitives", () => {
    for (const value of [
      new Blob(["x"]),
      new Date(),
      new FormData(),
      new Map(),
      null,
      undefined,
      "2026-01-02",
      7,
    ]) {
      expect(copyValue(value)).toBe(value);
    }
  });

  it("copies a class instance's own properties into a plain object (so the caller's is never changed)", () => {
    class Stamp {
      day = new Date(2026, 0, 2);
      label(): string {
        return "stamp";
      }
    }
    const stamp = new Stamp();
    const copy = copyValue(stamp);
    expect(copy).not.toBe(stamp);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(copy).toEqual({ day: stamp.day });
  });

  it("a format converter (as generated) leaves the caller's object unchanged", () => {
    // The shape of `formatPeriodDates` and of a body with a list of days (fixtures/clients/everything.yaml);
    // the real generated converters are run in emit/date-converters.test.ts.
    const isRecord = (value: unknown): value is Record<string, unknown> =>
      typeof value === "object" && value !== null && !Array.isArray(value);
    function formatPeriodDates(value: unknown): unknown {
      const copy = copyValue(value);
      if (!isRecord(copy)) return copy;
      if (Object.hasOwn(copy, "start")) copy.start = formatDate(copy.start);
      if (Object.hasOwn(copy, "end")) copy.end = formatDate(copy.end);
      return copy;
    }
    const formatBody = (value: unknown) => {
      const copy = copyValue(value);
      if (!isRecord(copy)) return copy;
      if (Object.hasOwn(copy, "day")) copy.day = formatDate(copy.day);
      if (Object.hasOwn(copy, "days")) copy.days = convertItems(copyValue(copy.days), formatDate);
      if (Object.hasOwn(copy, "period")) copy.period = formatPeriodDates(copy.period);
      return copy;
    };
    const day = new Date(2026, 1, 3);
    const days = [new Date(2026, 1, 4), new Date(2026, 1, 5)];
    const period = { start: new Date(2026, 2, 1), end: new Date(2026, 2, 31) };
    const at = new Date(Date.UTC(2026, 1, 3, 4, 5, 6));
    const body = { day, at, days, period };
    const before = { day, at, days: [...days], period: { ...period } };

    const sent = formatBody(body);

    expect(sent).toEqual({
      day: "2026-02-03",
      at,
      days: ["2026-02-04", "2026-02-05"],
      period: { start: "2026-03-01", end: "2026-03-31" },
    });
    expect(body).toEqual(before);
    expect(body.day).toBe(day);
    expect(body.days).toBe(days);
    expect(days.every((item) => item instanceof Date)).toBe(true);
    expect(body.period).toBe(period);
    expect(period.start).toBeInstanceOf(Date);
  });
});
