/**
 * Runtime of the date converters (`dateFormat: "Date"`), spliced into a client only when some operation
 * converts dates. The converters themselves are generated per schema (`emit/dates/`): they call these
 * helpers at exactly the positions the description marks `format: date` or `date-time`, so nothing else is
 * walked and a string that merely looks like a date is never touched.
 *
 * - Responses are converted in place: the decoded body is the client's own, fresh from `JSON.parse`.
 * - Requests are converted on a copy: the caller's objects are never changed.
 * - A `date` is a calendar day. `"2026-02-03"` is read as local midnight of that day, and a `Date` is
 *   written as the `YYYY-MM-DD` of its local calendar fields, so the day a user picks is the day sent and
 *   a day read back shows the same `getDate()` in every time zone.
 * - A value that is not a parseable date stays as it came (never an `Invalid Date`).
 */

/** A converter of one value; generated converters have this type too. */
export type DateConverter = (value: unknown) => unknown;

/** `2026-02-03T04:05:06Z`, `...06.789+01:00`, `2026-02-03 04:05`: an instant as JSON writes one. */
const DATE_TIME_TEXT = /^\d{4,}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}/;
/** The calendar day a date-time starts with (the year may be longer than four digits). */
const DATE_TIME_DAY = /^(\d{4,})-(\d{2})-(\d{2})/;

/** A `date-time` string as a `Date`; anything else unchanged. */
export function reviveDateTime(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length === 10) return reviveDate(value);
  const time = canonicalInstant(value);
  if (time !== undefined) return new Date(time);
  // Other forms (no zone: local time; a space for `T`; `+0100`; long years) are left to `Date`'s parser,
  // which is lenient about the day: `2026-02-30T00:00:00Z` would become March 2nd.
  if (!DATE_TIME_TEXT.test(value)) return value;
  const day = DATE_TIME_DAY.exec(value);
  if (day === null || !isCalendarDay(Number(day[1]), Number(day[2]) - 1, Number(day[3]))) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** A `date` string (`YYYY-MM-DD`) as local midnight of that day; a date-time string as its instant. */
export function reviveDate(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length !== 10) return reviveDateTime(value);
  const year = dateDigits(value, 0, 4);
  const month = dateDigits(value, 5, 2) - 1;
  const day = dateDigits(value, 8, 2);
  // 2026-02-30 is not a day (it would roll over to March): the text stays.
  if (value[4] !== "-" || value[7] !== "-" || !isCalendarDay(year, month, day)) return value;
  let date: Date;
  if (year >= 100) {
    date = new Date(year, month, day);
  } else {
    // setFullYear, not the constructor: it would read years 0–99 as 1900–1999.
    date = new Date(2000, 0, 1);
    date.setFullYear(year, month, day);
  }
  // A day a time zone skipped (Samoa's 2011-12-30) has no midnight there: the text stays.
  return date.getDate() === day ? date : value;
}

/**
 * The time of the form servers write by far most often, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` (years
 * from 0100), read without `Date`'s parser; undefined for any other text, which takes the general path.
 */
function canonicalInstant(text: string): number | undefined {
  const length = text.length;
  if (length < 20) return undefined;
  const year = dateDigits(text, 0, 4);
  const month = dateDigits(text, 5, 2) - 1;
  const day = dateDigits(text, 8, 2);
  const hour = dateDigits(text, 11, 2);
  const minute = dateDigits(text, 14, 2);
  const second = dateDigits(text, 17, 2);
  if (
    year < 100 ||
    text[4] !== "-" ||
    text[7] !== "-" ||
    (text[10] !== "T" && text[10] !== "t") ||
    text[13] !== ":" ||
    text[16] !== ":" ||
    !isCalendarDay(year, month, day) ||
    hour < 0 ||
    hour > 23 ||
    minute < 0 ||
    minute > 59 ||
    second < 0 ||
    second > 59
  )
    return undefined;
  let index = 19;
  let millisecond = 0;
  if (text[index] === ".") {
    // `.fraction`: milliseconds from its first three digits, the rest cut off (as `Date`'s parser does).
    const start = ++index;
    while (index < length && dateDigits(text, index, 1) >= 0) index++;
    const digits = index - start;
    if (digits === 0) return undefined;
    millisecond =
      digits >= 3 ? dateDigits(text, start, 3) : dateDigits(text, start, digits) * (digits === 1 ? 100 : 10);
  }
  const zone = text[index];
  let offset = 0;
  if (zone === "Z" || zone === "z") {
    if (index + 1 !== length) return undefined;
  } else if ((zone === "+" || zone === "-") && index + 6 === length && text[index + 3] === ":") {
    const offsetHour = dateDigits(text, index + 1, 2);
    const offsetMinute = dateDigits(text, index + 4, 2);
    if (offsetHour < 0 || offsetHour > 23 || offsetMinute < 0 || offsetMinute > 59) return undefined;
    offset = (zone === "+" ? 1 : -1) * (offsetHour * 60 + offsetMinute) * 60_000;
  } else {
    return undefined;
  }
  return Date.UTC(year, month, day, hour, minute, second, millisecond) - offset;
}

/** The number written by `count` ASCII digits at `start`; -1 when any of them is not a digit. */
function dateDigits(text: string, start: number, count: number): number {
  let number = 0;
  for (let index = start; index < start + count; index++) {
    const digit = text.charCodeAt(index) - 48;
    if (!(digit >= 0 && digit <= 9)) return -1;
    number = number * 10 + digit;
  }
  return number;
}

/** Whether day `day` of month `month` (0–11) exists in `year` (proleptic Gregorian calendar). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 0 || month < 0 || month > 11 || day < 1) return false;
  if (month === 1) return day <= (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28);
  // 31 days in January, March, May, July, August, October, December.
  return day <= (month === 3 || month === 5 || month === 8 || month === 10 ? 30 : 31);
}

/** A `Date` as the `YYYY-MM-DD` of its local calendar day; anything else (an invalid date too) unchanged. */
export function formatDate(value: unknown): unknown {
  // Not `instanceof`: a Date from another realm (an iframe, a test page) is a Date too.
  if (Object.prototype.toString.call(value) !== "[object Date]") return value;
  const date = value as Date;
  if (Number.isNaN(date.getTime())) return value;
  const pad = (part: number, width: number) => String(part).padStart(width, "0");
  const year = date.getFullYear();
  // Years outside 0000–9999 in the expanded form `toISOString` writes too: `+012345`, `-000005`.
  const yearText =
    year >= 0 && year <= 9999 ? pad(year, 4) : `${year < 0 ? "-" : "+"}${pad(Math.abs(year), 6)}`;
  return `${yearText}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Converts `object[key]` in place, when `object` is an object that has `key` as its own property. */
export function convertProperty(object: unknown, key: string, convert: DateConverter): void {
  // Own properties only: `constructor` or `toString` must not be read from the prototype.
  if (isRecord(object) && Object.hasOwn(object, key)) object[key] = convert(object[key]);
}

/** Converts every item of an array in place; anything else is returned as it is. */
export function convertItems(list: unknown, convert: DateConverter): unknown {
  if (Array.isArray(list)) {
    for (let index = 0; index < list.length; index++) list[index] = convert(list[index]);
  }
  return list;
}

/** Converts a tuple's items in place by position (`null`: leave it), then the rest with `rest`. */
export function convertTuple(
  list: unknown,
  converters: readonly (DateConverter | null)[],
  rest: DateConverter | null,
): unknown {
  if (Array.isArray(list)) {
    for (let index = 0; index < list.length; index++) {
      const convert = index < converters.length ? converters[index] : rest;
      if (convert) list[index] = convert(list[index]);
    }
  }
  return list;
}

/** Converts in place the values of a map (`additionalProperties`) under every own key not in `declared`. */
export function convertValues(map: unknown, convert: DateConverter, declared: readonly string[]): unknown {
  if (isRecord(map)) {
    for (const key of Object.keys(map)) {
      if (!declared.includes(key)) map[key] = convert(map[key]);
    }
  }
  return map;
}

/** The discriminator value of an object as text (mapping keys are text), or undefined. */
export function tagOf(value: unknown, propertyName: string): string | undefined {
  if (!isRecord(value) || !Object.hasOwn(value, propertyName)) return undefined;
  return String(value[propertyName]);
}

/** A shallow copy of an array or an object, for converting a request value without changing the caller's. */
export function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  // Plain objects only: a Blob, a Date or a FormData is sent as it is.
  return Object.prototype.toString.call(value) === "[object Object]" ? { ...(value as object) } : value;
}
