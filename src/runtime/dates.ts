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
  if (day === null || !isCalendarDay(Number(day[1]), Number(day[2]), Number(day[3]))) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** A `date` string (`YYYY-MM-DD`) as local midnight of that day; a date-time string as its instant. */
export function reviveDate(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (value.length !== 10) return reviveDateTime(value);
  const year = fourDigits(value, 0);
  const month = twoDigits(value, 5);
  const day = twoDigits(value, 8);
  // 2026-02-30 is not a day (it would roll over to March): the text stays.
  if (value.charCodeAt(4) !== DASH || value.charCodeAt(7) !== DASH || !isCalendarDay(year, month, day))
    return value;
  let date: Date;
  if (year >= 100) {
    date = new Date(year, month - 1, day);
  } else {
    // setFullYear, not the constructor: it would read years 0–99 as 1900–1999.
    date = new Date(2000, 0, 1);
    date.setFullYear(year, month - 1, day);
  }
  // A day a time zone skipped (Samoa's 2011-12-30) has no midnight there: the text stays.
  return date.getDate() === day ? date : value;
}

// Character codes: the runtime is printed into clients without comments, so their names say what they are.
const DASH = 45;
const COLON = 58;
const DOT = 46;
const PLUS = 43;
/** `t` and `z`: a letter's code with bit 32 set is its lower case's, so `T` and `t` both match with `| 32`. */
const LOWER_T = 116;
const LOWER_Z = 122;
const LOWER_CASE = 32;
const DIGIT_ZERO = 48;
const DIGIT_NINE = 57;

/**
 * The time of the form servers write by far most often, `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM)` (years
 * from 0100), read with integer arithmetic rather than `Date`'s parser (several times faster, and the same in
 * every engine, whose readings of fractions other than `.sss` differ); undefined for any other text, which
 * takes the general path.
 */
function canonicalInstant(text: string): number | undefined {
  const length = text.length;
  if (
    length < 20 ||
    text.charCodeAt(4) !== DASH ||
    text.charCodeAt(7) !== DASH ||
    (text.charCodeAt(10) | LOWER_CASE) !== LOWER_T ||
    text.charCodeAt(13) !== COLON ||
    text.charCodeAt(16) !== COLON
  )
    return undefined;
  const year = fourDigits(text, 0);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  // A part that is not all digits is -1.
  if (year < 100 || !isCalendarDay(year, month, day) || !isTimeOfDay(hour, minute, second)) return undefined;
  let index = 19;
  let millisecond = 0;
  if (text.charCodeAt(index) === DOT) {
    // `.fraction`: milliseconds from its first three digits (`.7` is 700), the rest cut off, as `Date`'s
    // parser does.
    const start = ++index;
    while (index < length && isDigit(text.charCodeAt(index))) index++;
    if (index === start) return undefined;
    for (let at = start; at < start + 3; at++)
      millisecond = millisecond * 10 + (at < index ? text.charCodeAt(at) - DIGIT_ZERO : 0);
  }
  const zone = text.charCodeAt(index);
  let offsetMinutes = 0;
  if ((zone | LOWER_CASE) === LOWER_Z) {
    if (index + 1 !== length) return undefined;
  } else if (
    (zone === PLUS || zone === DASH) &&
    index + 6 === length &&
    text.charCodeAt(index + 3) === COLON
  ) {
    const offsetHour = twoDigits(text, index + 1);
    const offsetMinute = twoDigits(text, index + 4);
    if (!isTimeOfDay(offsetHour, offsetMinute, 0)) return undefined;
    offsetMinutes = (zone === PLUS ? 1 : -1) * (offsetHour * 60 + offsetMinute);
  } else {
    return undefined;
  }
  return Date.UTC(year, month - 1, day, hour, minute - offsetMinutes, second, millisecond);
}

/** 00:00:00 to 23:59:59 (a part that is not all digits is -1). */
function isTimeOfDay(hour: number, minute: number, second: number): boolean {
  return hour >= 0 && hour <= 23 && minute >= 0 && minute <= 59 && second >= 0 && second <= 59;
}

function isDigit(code: number): boolean {
  return code >= DIGIT_ZERO && code <= DIGIT_NINE;
}

/** The number two ASCII digits at `start` write; -1 when either is not a digit. */
function twoDigits(text: string, start: number): number {
  const tens = text.charCodeAt(start);
  const ones = text.charCodeAt(start + 1);
  return isDigit(tens) && isDigit(ones) ? (tens - DIGIT_ZERO) * 10 + ones - DIGIT_ZERO : -1;
}

/** The number four ASCII digits at `start` write; -1 when any is not a digit. */
function fourDigits(text: string, start: number): number {
  const high = twoDigits(text, start);
  const low = twoDigits(text, start + 2);
  return high < 0 || low < 0 ? -1 : high * 100 + low;
}

/** Whether day `day` of month `month` (1–12) exists in `year` (proleptic Gregorian calendar). */
function isCalendarDay(year: number, month: number, day: number): boolean {
  if (year < 0 || month < 1 || month > 12 || day < 1) return false;
  if (month === 2) return day <= (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28);
  // 30 days in April, June, September, November.
  return day <= (month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31);
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

/** A JSON object (not an array): what generated converters check before they touch its properties. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Whether `object` has `key` itself (a `constructor` or `toString` key is never read from the prototype). What
 * `Object.hasOwn` does, which a project whose `lib` is older than ES2022 does not declare.
 */
function hasOwn(object: object, key: string): boolean {
  return Object.prototype.hasOwnProperty.call(object, key);
}

/**
 * Converts the value of one of an object's own properties in place (`convert(record[key])`, or with `items`
 * `convertItems(record[key], items)`); an absent property stays absent. One call per property keeps every
 * converter short where a client has hundreds of them.
 */
export function convertProperty(
  record: Record<string, unknown>,
  key: string,
  convert: (value: unknown, items: DateConverter) => unknown,
  items?: DateConverter,
): void {
  if (hasOwn(record, key)) record[key] = convert(record[key], items as DateConverter);
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
export function convertValues(map: unknown, convert: DateConverter, declared?: readonly string[]): unknown {
  if (isRecord(map)) {
    for (const key of Object.keys(map)) {
      if (declared === undefined || !declared.includes(key)) map[key] = convert(map[key]);
    }
  }
  return map;
}

/** The discriminator value of an object as text (mapping keys are text), or undefined. */
export function tagOf(value: unknown, propertyName: string): string | undefined {
  if (!isRecord(value) || !hasOwn(value, propertyName)) return undefined;
  return String(value[propertyName]);
}

/** A shallow copy of an array or an object, for converting a request value without changing the caller's. */
export function copyValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.slice();
  // Plain objects only: a Blob, a Date or a FormData is sent as it is.
  return Object.prototype.toString.call(value) === "[object Object]" ? { ...(value as object) } : value;
}
