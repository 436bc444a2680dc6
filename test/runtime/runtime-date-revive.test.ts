/**
 * Reading dates back (reviveDateTime, reviveDate of src/runtime/dates.ts), imported directly; the other date
 * runtime helpers are tested in runtime-dates.test.ts.
 */
import { describe, expect, it } from "vitest";
import { formatDate, reviveDate, reviveDateTime } from "../../src/runtime/dates.js";
import { inTimeZone } from "../support/time-zone.js";

/** The instant `reviveDateTime` made of `text` (fails when it left the text as it was). */
function instant(text: string): number {
  const revived = reviveDateTime(text);
  expect(revived, text).toBeInstanceOf(Date);
  return (revived as Date).getTime();
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
