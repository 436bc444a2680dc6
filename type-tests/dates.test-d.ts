/** Dates are what the types say: `Date` by default, `string` with `dateFormat: "string"`. */
import { expectError, expectType } from "tsd";
import * as dates from "./generated/dates-fetch/client.js";
import * as strings from "./generated/dates-string/client.js";

declare const event: dates.Event;
expectType<Date>(event.at);
expectType<Date | undefined>(event.day);
// Looks like a date in the live tests, but the description does not say it is one.
expectType<string | undefined>(event.label);
expectType<Date[] | undefined>(event.stamps);
expectType<{ [key: string]: Date } | undefined>(event.history);
expectType<Date | number | undefined>(event.when);
declare const calendar: dates.Calendar;
expectType<[Date, Date, ...unknown[]] | undefined>(calendar.range);
expectType<{ [key: string]: Date[] } | undefined>(calendar.days);

// Days in every parameter location are Dates; what comes back is the Date-typed Event.
expectType<
  [
    day: Date,
    from?: Date | undefined,
    until?: Date | undefined,
    days?: Date[] | undefined,
    xDay?: Date | undefined,
    visit?: Date | undefined,
    options?: dates.CallOptions | undefined,
  ]
>({} as Parameters<typeof dates.eventsClient.getEvent>);
expectType<Promise<dates.Event> & dates.Fails<dates.GetEventError>>(
  dates.eventsClient.getEvent(new Date(2026, 1, 3)),
);
// The 404 body's date-time is a Date; the 4XX range is every other 4xx status.
declare const failure: unknown;
if (dates.isApiError(failure, dates.eventsClient.getEvent)) {
  if (failure.status === 404) expectType<Date>(failure.body.checkedAt);
  if (failure.status === 418) expectType<string>(failure.body.message);
}
expectError(dates.eventsClient.getEvent("2026-02-03"));
expectType<Promise<dates.Event[]>>(dates.eventsClient.postEvents({ day: new Date(), days: [new Date()] }));
expectError(dates.eventsClient.postEvents({ day: "2026-02-03" }));

// dateFormat: "string": the same positions are strings, in and out.
declare const text: strings.Event;
expectType<string>(text.at);
expectType<string | undefined>(text.day);
expectType<string | undefined>(text.label);
declare const textCalendar: strings.Calendar;
expectType<[string, string, ...unknown[]] | undefined>(textCalendar.range);
expectType<
  [
    day: string,
    from?: string | undefined,
    until?: string | undefined,
    days?: string[] | undefined,
    xDay?: string | undefined,
    visit?: string | undefined,
    options?: strings.CallOptions | undefined,
  ]
>({} as Parameters<typeof strings.eventsClient.getEvent>);
expectError(strings.eventsClient.getEvent(new Date()));
