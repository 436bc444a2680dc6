/**
 * The date runtime helpers (src/runtime/dates.ts), imported directly. The generated converters
 * that call them are tested in date-converters.test.ts, and against a live server in
 * test/support/date-scenarios.ts.
 */
import { runInNewContext } from "node:vm";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  convertItems,
  convertTuple,
  convertValues,
  copyValue,
  formatDate,
  reviveDate,
  reviveDateTime,
  tagOf,
} from "../src/runtime/dates.js";

/** The instant `reviveDateTime` made of `text` (fails when it left the text as it was). */
function instant(text: string): number {
  const revived = reviveDateTime(text);
  expect(revived, text).toBeInstanceOf(Date);
  return (revived as Date).getTime();
}

/** Runs `body` with the process in time zone `zone` (Node re-reads `TZ` when it is assigned). */
function inTimeZone(zone: string, body: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe("reviveDateTime", () => {
  it("reads UTC and offsets", () => {
    expect(instant("2026-02-03T04:05:06Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6));
    expect(instant("2026-02-03t04:05:06z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6));
    expect(instant("2026-02-03T04:05:06+01:00")).toBe(Date.UTC(2026, 1, 3, 3, 5, 6));
    expect(instant("2026-02-03T04:05:06-05:30")).toBe(Date.UTC(2026, 1, 3, 9, 35, 6));
    expect(instant("2026-02-03T04:05:06-00:00")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6));
    // Across midnight and the year, and the forms Date's own parser takes (`+0100`, no seconds).
    expect(instant("2026-01-01T00:30:00+02:00")).toBe(Date.UTC(2025, 11, 31, 22, 30));
    expect(instant("2026-02-03T04:05:06+0100")).toBe(Date.UTC(2026, 1, 3, 3, 5, 6));
    expect(instant("2026-02-03T04:05Z")).toBe(Date.UTC(2026, 1, 3, 4, 5));
  });

  it("reads fractional seconds to the millisecond, cutting off the rest", () => {
    expect(instant("2026-02-03T04:05:06.7Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 700));
    expect(instant("2026-02-03T04:05:06.78Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 780));
    expect(instant("2026-02-03T04:05:06.789Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 789));
    expect(instant("2026-02-03T04:05:06.123456789Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 123));
    expect(instant("2026-02-03T04:05:06.9999Z")).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 999));
    expect(instant("2026-02-03T04:05:06.5+02:00")).toBe(Date.UTC(2026, 1, 3, 2, 5, 6, 500));
  });

  it("agrees with Date's parser on the canonical forms it reads itself", () => {
    const start = Date.UTC(1970, 0, 1);
    for (let step = 0; step < 2000; step++) {
      const time = start + step * 2_654_435_761; // about 30.7 days: 2000 steps reach 2138
      const iso = new Date(time).toISOString();
      const forms = [iso, `${iso.slice(0, 19)}Z`, `${iso.slice(0, 19)}+05:45`, `${iso.slice(0, 23)}-09:30`];
      for (const text of forms) expect(instant(text), text).toBe(Date.parse(text));
    }
  });

  it("agrees with Date's parser from year 0100 to 9999, across leap days, centuries and offsets", () => {
    const first = Date.UTC(100, 0, 1);
    const last = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
    for (let step = 0; step <= 5000; step++) {
      // About 722 days and an odd number of milliseconds per step: every month, weekday and time of day.
      const iso = new Date(first + Math.floor(((last - first) * step) / 5000)).toISOString();
      const forms = [iso, `${iso.slice(0, 19)}-23:59`, `${iso.slice(0, 21)}+14:00`];
      for (const text of forms) expect(instant(text), text).toBe(Date.parse(text));
    }
    for (const day of ["0100-02-28", "0400-02-29", "1600-02-29", "1900-03-01", "2000-02-29", "9999-12-31"]) {
      const text = `${day}T23:59:59.999+00:01`;
      expect(instant(text), text).toBe(Date.parse(text));
    }
  });

  it("reads a time without a zone as local time", () => {
    expect(instant("2026-02-03T04:05:06")).toBe(new Date(2026, 1, 3, 4, 5, 6).getTime());
    expect(instant("2026-02-03 04:05")).toBe(new Date(2026, 1, 3, 4, 5).getTime());
    inTimeZone("America/Los_Angeles", () => {
      expect(instant("2026-02-03T04:05:06")).toBe(Date.UTC(2026, 1, 3, 12, 5, 6));
    });
  });

  it("reads a bare day as local midnight, and years before 100 as written", () => {
    const day = reviveDateTime("2026-02-03") as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours()]).toEqual([2026, 1, 3, 0]);
    expect(new Date(instant("0050-01-01T00:00:00Z")).getUTCFullYear()).toBe(50);
  });

  it.each([
    "2026",
    "12:00",
    "not a time",
    "",
    "2026-02-03T",
    "2026-02-03T04:05:06Zjunk",
    "2026-02-03T04:05:06.Z",
    "2026-02-03T25:00:00Z",
    "2026-02-03T24:30:00Z",
    "2026-02-03T04:60:00Z",
    "2026-02-03T04:05:60Z",
    "2026-02-03T04:05:06+24:00",
    "x2026-02-03T04:05:06Z",
  ])("leaves the look-alike %j as it is", (text) => {
    expect(reviveDateTime(text)).toBe(text);
  });

  it.each([
    "2026-13-45T00:00:00Z",
    "2026-02-30T00:00:00Z",
    "2026-02-29T12:00:00+01:00",
    "2026-04-31T00:00:00.000Z",
    "2026-06-31T00:00:00Z",
    "2026-09-31T00:00:00Z",
    "2026-11-31T00:00:00Z",
    "2026-00-10T00:00:00Z",
    "2026-02-30 00:00",
    "2026-02-30T00:00:00",
  ])("leaves %j, not a day of the calendar, as it is (never the day it rolls over to)", (text) => {
    expect(reviveDateTime(text)).toBe(text);
  });

  it("takes every real last day of a month, and ISO's 24:00 end of day as Date's parser does", () => {
    const lastDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
    lastDays.forEach((last, month) => {
      const text = `2026-${String(month + 1).padStart(2, "0")}-${last}`;
      expect(instant(`${text}T00:00:00Z`)).toBe(Date.UTC(2026, month, last));
      expect((reviveDate(text) as Date).getDate()).toBe(last);
    });
    expect(instant("2026-02-03T24:00:00Z")).toBe(Date.UTC(2026, 1, 4));
  });

  it("takes leap days where there are some", () => {
    expect(instant("2024-02-29T00:00:00Z")).toBe(Date.UTC(2024, 1, 29));
    expect(instant("2000-02-29T00:00:00Z")).toBe(Date.UTC(2000, 1, 29));
    expect(reviveDateTime("2100-02-29T00:00:00Z")).toBe("2100-02-29T00:00:00Z");
  });

  it("leaves values that are not strings as they are", () => {
    const date = new Date();
    const object = { at: "2026-02-03T04:05:06Z" };
    for (const value of [
      undefined,
      null,
      0,
      1_770_000_000_000,
      true,
      object,
      date,
      ["2026-02-03T04:05:06Z"],
    ]) {
      expect(reviveDateTime(value)).toBe(value);
    }
    expect(object.at).toBe("2026-02-03T04:05:06Z");
  });
});

describe("reviveDate", () => {
  it("reads a day as local midnight of that day, in every time zone", () => {
    for (const zone of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kathmandu"]) {
      inTimeZone(zone, () => {
        const day = reviveDate("2026-02-03") as Date;
        expect(day, zone).toBeInstanceOf(Date);
        expect([day.getFullYear(), day.getMonth(), day.getDate(), day.getHours(), day.getMinutes()]).toEqual([
          2026, 1, 3, 0, 0,
        ]);
        expect(formatDate(day)).toBe("2026-02-03");
      });
    }
  });

  it("reads year 0050 as year 50, not 1950", () => {
    const day = reviveDate("0050-01-01") as Date;
    expect([day.getFullYear(), day.getMonth(), day.getDate()]).toEqual([50, 0, 1]);
    expect((reviveDate("0000-12-31") as Date).getFullYear()).toBe(0);
    expect((reviveDate("0099-03-01") as Date).getFullYear()).toBe(99);
    expect((reviveDate("0100-03-01") as Date).getFullYear()).toBe(100);
  });

  it.each([
    "2026-02-30",
    "2026-02-29",
    "2100-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "2026-06-31",
    "2026-09-31",
    "2026-11-31",
    "2026-01-00",
    "2026-01-32",
  ])("leaves %j, not a day of the calendar, as it is", (text) => {
    expect(reviveDate(text)).toBe(text);
  });

  it.each(["2026-2-3", "2026/02/03", "20260203", "2026-02-3x", "abcd-ef-gh", "+02026-02-03", "today"])(
    "leaves %j, not a YYYY-MM-DD day, as it is",
    (text) => {
      expect(reviveDate(text)).toBe(text);
    },
  );

  it("takes leap days where there are some", () => {
    expect((reviveDate("2024-02-29") as Date).getDate()).toBe(29);
    expect((reviveDate("2000-02-29") as Date).getDate()).toBe(29);
  });

  it("leaves a day a time zone skipped as it is (Samoa went from 2011-12-29 to 2011-12-31)", () => {
    inTimeZone("Pacific/Apia", () => {
      expect(reviveDate("2011-12-30")).toBe("2011-12-30");
      expect((reviveDate("2011-12-31") as Date).getDate()).toBe(31);
    });
  });

  it("reads a date-time in a date field as its instant", () => {
    const revived = reviveDate("2026-02-03T04:05:06.789Z");
    expect(revived).toBeInstanceOf(Date);
    expect((revived as Date).getTime()).toBe(Date.UTC(2026, 1, 3, 4, 5, 6, 789));
    expect(reviveDate("2026-02-30T04:05:06Z")).toBe("2026-02-30T04:05:06Z");
  });

  it("leaves values that are not strings as they are", () => {
    const date = new Date();
    for (const value of [undefined, null, 20260203, false, date, {}]) expect(reviveDate(value)).toBe(value);
  });
});

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
    // the real generated converters are run in date-converters.test.ts.
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
