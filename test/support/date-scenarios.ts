/**
 * Live-server scenarios for dates (`dateFormat: "Date"`, the default), shared by every template: what the
 * types call `Date` arrives as a `Date` with the exact instant, nested, in arrays, maps, unions and
 * recursive schemas; strings that merely look like dates stay strings; calendar days (`format: date`) go
 * out as `YYYY-MM-DD` in every parameter location and body, from the `Date`'s local calendar fields.
 * The events group of fixtures/clients/everything.yaml describes the operations.
 */
import { expect, it } from "vitest";
import type { CannedResponse, RecordedRequest } from "./http-server.js";

/** A decoded `Event` as the server sends it: every kind of date position, and look-alikes. */
export const EVENT_JSON = {
  id: 1,
  at: "2026-03-04T05:06:07.089Z",
  day: "2026-02-03",
  label: "2026-02-03",
  stamps: ["2026-01-01T00:00:00Z", "2026-01-02T00:00:00+02:00"],
  history: { created: "2025-12-31T23:59:59Z" },
  children: [
    {
      id: 2,
      at: "2026-03-05T00:00:00Z",
      day: "2026-02-30",
      children: [{ id: 3, at: "not a time", day: "2026-12-31" }],
    },
  ],
  period: { start: "2026-02-03", end: "2026-02-28", checkedAt: "2026-02-01T12:00:00Z" },
  shape: { type: "circle", drawnAt: "2026-01-01T10:00:00Z" },
  when: "2026-01-01T10:00:00Z",
  agreed: { stamp: "2026-01-01T11:00:00Z", note: "2026-01-01" },
  disputed: { stamp: "2026-01-01T12:00:00Z" },
};

export const CALENDAR_JSON = {
  today: "2026-02-03",
  days: { first: ["2026-02-04", "2026-02-05"] },
  shapes: [
    { type: "square", side: 1, drawnAt: "2026-01-01T00:00:00Z" },
    { type: "circle", drawnAt: "2026-01-02T00:00:00Z" },
  ],
  range: ["2026-02-06", "2026-02-07", "2026-02-08"],
};

/** The server side of the events operations (the rest of everything.yaml is answered elsewhere). */
export function answerEvents(request: RecordedRequest): CannedResponse | undefined {
  if (!request.path.startsWith("/events")) return undefined;
  if (request.path === "/events/calendar") return { body: CALENDAR_JSON };
  if (request.path === "/events" && request.method === "POST") return { body: [EVENT_JSON] };
  if (request.path === "/events/form") return { headers: { "content-type": "text/plain" }, body: "ok" };
  if (request.path === "/events/upload") return { status: 204 };
  // getEvent's documented failures, picked by the `from` day.
  if (request.query.includes("from=2000-01-01")) {
    return { status: 404, body: { message: "no event", checkedAt: "2026-01-01T00:00:00Z" } };
  }
  if (request.query.includes("from=2000-01-02")) return { status: 418, body: { message: "teapot" } };
  if (request.query.includes("from=2000-01-03"))
    return { status: 503, body: { retryAt: "2026-01-01T00:01:00Z" } };
  return { body: EVENT_JSON };
}

// biome-ignore lint/suspicious/noExplicitAny: generated modules are checked by the compile tests; here they run.
type Loose = any;

export interface DateScenarioContext {
  /** Generates, imports and points at the server a client of the template under test. */
  load(options?: Record<string, unknown>): Promise<Record<string, Loose>>;
  lastRequest(): RecordedRequest;
  /** The decoded body of what a method resolves to with `responseShape` unset. */
  body(result: Promise<unknown> | undefined): Promise<unknown> | undefined;
  /** The `Date` class values handed to the client are made with (a page's, in a browser). */
  Date(): DateConstructor;
  /** Whether the client runs in a page, whose own cookies replace a `Cookie` header. */
  inPage: boolean;
}

/** Whether `value` is a Date of any realm (a page's Dates are not `instanceof` Node's). */
function isDate(value: unknown): value is Date {
  return Object.prototype.toString.call(value) === "[object Date]";
}

function expectInstant(value: unknown, iso: string): void {
  expect(isDate(value), `${String(value)} is a Date`).toBe(true);
  expect((value as Date).getTime()).toBe(Date.parse(iso));
}

/** A calendar day read back: local midnight of that day. */
function expectDay(value: unknown, year: number, month: number, day: number): void {
  expect(isDate(value), `${String(value)} is a Date`).toBe(true);
  const date = value as Date;
  expect([date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()]).toEqual([
    year,
    month,
    day,
    0,
  ]);
}

/** Asserts every date position of a revived `Event` (EVENT_JSON). */
export function expectRevivedEvent(event: Loose): void {
  expectInstant(event.at, EVENT_JSON.at);
  expectDay(event.day, 2026, 2, 3);
  expect(event.label).toBe("2026-02-03");
  expectInstant(event.stamps[0], "2026-01-01T00:00:00Z");
  expectInstant(event.stamps[1], "2026-01-01T22:00:00Z");
  expectInstant(event.history.created, "2025-12-31T23:59:59Z");
  expectInstant(event.children[0].at, "2026-03-05T00:00:00Z");
  // Not a day (February has no 30th) and not a time: left as they came, never an Invalid Date.
  expect(event.children[0].day).toBe("2026-02-30");
  expect(event.children[0].children[0].at).toBe("not a time");
  expectDay(event.children[0].children[0].day, 2026, 12, 31);
  expectDay(event.period.start, 2026, 2, 3);
  expectDay(event.period.end, 2026, 2, 28);
  expectInstant(event.period.checkedAt, "2026-02-01T12:00:00Z");
  expectInstant(event.shape.drawnAt, "2026-01-01T10:00:00Z");
  expectInstant(event.when, "2026-01-01T10:00:00Z");
  expectInstant(event.agreed.stamp, "2026-01-01T11:00:00Z");
  expect(event.agreed.note).toBe("2026-01-01");
  // The members of `disputed` disagree (a date-time and a plain string): it is left as it came.
  expect(event.disputed.stamp).toBe("2026-01-01T12:00:00Z");
  expect(Object.keys(event).sort()).toEqual(Object.keys(EVENT_JSON).sort());
}

/** Registers the date scenarios as tests of the calling `describe`. */
export function dateScenarios(ctx: DateScenarioContext): void {
  const day = (month: number, date: number) => new (ctx.Date())(2026, month - 1, date);
  const instant = () => new (ctx.Date())(Date.UTC(2026, 0, 2, 3, 4, 5));

  it("revives date-time and date values wherever the schema says so, and nowhere else", async () => {
    const { eventsClient } = await ctx.load();
    expectRevivedEvent(await ctx.body(eventsClient.getEvent(day(1, 2))));
  });

  it("revives maps of day lists, discriminated unions and tuples", async () => {
    const { eventsClient } = await ctx.load();
    const calendar = (await ctx.body(eventsClient.getCalendar())) as Loose;
    expectDay(calendar.today, 2026, 2, 3);
    expectDay(calendar.days.first[1], 2026, 2, 5);
    // A square's drawnAt is a plain string in the description; a circle's is a date-time.
    expect(calendar.shapes[0].drawnAt).toBe("2026-01-01T00:00:00Z");
    expectInstant(calendar.shapes[1].drawnAt, "2026-01-02T00:00:00Z");
    expectDay(calendar.range[0], 2026, 2, 6);
    expectDay(calendar.range[1], 2026, 2, 7);
    expect(calendar.range[2]).toBe("2026-02-08");
  });

  it("revives the data of every response shape", async () => {
    const full = (await ctx.load({ responseShape: "full" })).eventsClient;
    expectRevivedEvent((await full.getEvent(day(1, 2))).data);
    const bodyOnly = (await ctx.load({ responseShape: "body" })).eventsClient;
    const events = await bodyOnly.postEvents({ day: day(1, 2) });
    expectRevivedEvent(events[0]);
  });

  it("sends calendar days as YYYY-MM-DD in path, query, header and cookie; instants as ISO", async () => {
    const { eventsClient } = await ctx.load();
    await eventsClient.getEvent(
      day(1, 2),
      day(1, 3),
      instant(),
      [day(1, 4), day(1, 5)],
      day(1, 6),
      day(1, 7),
    );
    const request = ctx.lastRequest();
    expect(request.path).toBe("/events/2026-01-02");
    expect(request.query).toBe(
      "from=2026-01-03&until=2026-01-02T03%3A04%3A05.000Z&days=2026-01-04&days=2026-01-05",
    );
    expect(request.headers["x-day"]).toBe("2026-01-06");
    if (!ctx.inPage) expect(request.headers.cookie).toBe("visit=2026-01-07");
  });

  it("sends calendar days as YYYY-MM-DD in JSON bodies, without changing the caller's object", async () => {
    const { eventsClient } = await ctx.load();
    const argument = { day: day(1, 2), at: instant(), days: [day(1, 3)], period: { start: day(1, 4) } };
    await ctx.body(eventsClient.postEvents(argument));
    expect(JSON.parse(ctx.lastRequest().body.toString())).toEqual({
      day: "2026-01-02",
      at: "2026-01-02T03:04:05.000Z",
      days: ["2026-01-03"],
      period: { start: "2026-01-04" },
    });
    expect(isDate(argument.day) && isDate(argument.days[0]) && isDate(argument.period.start)).toBe(true);
  });

  it("sends calendar days as YYYY-MM-DD in form and multipart bodies", async () => {
    const { eventsClient } = await ctx.load();
    await ctx.body(eventsClient.postEventForm({ day: day(1, 2), at: instant() }));
    expect(ctx.lastRequest().body.toString()).toBe("day=2026-01-02&at=2026-01-02T03%3A04%3A05.000Z");
    await ctx.body(eventsClient.uploadEventFile({ day: day(12, 31), note: "n" }));
    expect(ctx.lastRequest().body.toString()).toMatch(/name="day"\r\n\r\n2026-12-31\r\n/);
  });

  it("rejects documented failures that isApiError types by status, their bodies' dates revived", async () => {
    const module = await ctx.load();
    const { eventsClient, isApiError } = module;
    const failure = (from: Date) => eventsClient.getEvent(day(1, 2), from).catch((error: unknown) => error);
    const missing = await failure(new (ctx.Date())(2000, 0, 1));
    expect(isApiError(missing, eventsClient.getEvent)).toBe(true);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe("no event");
    expectInstant(missing.body.checkedAt, "2026-01-01T00:00:00Z");
    const teapot = await failure(new (ctx.Date())(2000, 0, 2));
    expect([teapot.status, teapot.body]).toEqual([418, { message: "teapot" }]);
    const busy = await failure(new (ctx.Date())(2000, 0, 3));
    expect(busy.status).toBe(503);
    expectInstant(busy.body.retryAt, "2026-01-01T00:01:00Z");
    expect(isApiError(new Error("no response"), eventsClient.getEvent)).toBe(false);
    expect(isApiError(undefined, eventsClient.getEvent)).toBe(false);
  });

  it("leaves dates as strings with dateFormat string", async () => {
    const { eventsClient } = await ctx.load({ dateFormat: "string" });
    const event = (await ctx.body(eventsClient.getEvent("2026-01-02"))) as Loose;
    expect(event).toEqual(EVENT_JSON);
    expect(ctx.lastRequest().path).toBe("/events/2026-01-02");
  });
}
