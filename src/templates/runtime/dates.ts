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
/** `2026-02-03`: a calendar day (RFC 3339 full-date). */
const FULL_DATE_TEXT = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `date-time` string as a `Date`; anything else unchanged. */
export function reviveDateTime(value: unknown): unknown {
  if (typeof value !== "string") return value;
  if (FULL_DATE_TEXT.test(value)) return reviveDate(value);
  if (!DATE_TIME_TEXT.test(value)) return value;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date;
}

/** A `date` string (`YYYY-MM-DD`) as local midnight of that day; a date-time string as its instant. */
export function reviveDate(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const match = FULL_DATE_TEXT.exec(value);
  if (match === null) return DATE_TIME_TEXT.test(value) ? reviveDateTime(value) : value;
  const year = Number(match[1]);
  const month = Number(match[2]) - 1;
  const day = Number(match[3]);
  const date = new Date(2000, 0, 1);
  // setFullYear, not the constructor: it would read years 0–99 as 1900–1999.
  date.setFullYear(year, month, day);
  // 2026-02-30 rolls over to March: not a day, so the text stays.
  return date.getMonth() === month && date.getDate() === day ? date : value;
}

/** A `Date` as the `YYYY-MM-DD` of its local calendar day; anything else (an invalid date too) unchanged. */
export function formatDate(value: unknown): unknown {
  // Not `instanceof`: a Date from another realm (an iframe, a test page) is a Date too.
  if (Object.prototype.toString.call(value) !== "[object Date]") return value;
  const date = value as Date;
  if (Number.isNaN(date.getTime())) return value;
  const pad = (part: number, width: number) => String(part).padStart(width, "0");
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1, 2)}-${pad(date.getDate(), 2)}`;
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
