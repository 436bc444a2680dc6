/**
 * `allOf` members that redeclare a property (fixtures/types/all-of-merge.yaml): one property, typed by the
 * intersection taken inside arrays, objects and maps, required where any member requires it; the named
 * member keeps its name without it. And a readOnly discriminator stays in request views
 * (fixtures/types/read-only-discriminator.yaml).
 */
import { expectAssignable, expectError, expectNotAssignable, expectType } from "tsd";
import type * as strings from "./generated/all-of-axios-type-strings/client.js";
import * as merged from "./generated/all-of-fetch/client.js";
import type * as discriminated from "./generated/read-only-discriminator-fetch/client.js";

// The Train Travel pattern: Wrapper-Collection's `data: object[]` narrowed by a member to trips.
type Trips = Awaited<ReturnType<typeof merged.getTrips>>;
declare const trips: Trips;
expectType<(merged.Trip & merged.LinksOrigin)[] | undefined>(trips.data);
expectType<(Date | undefined)[] | undefined>(
  trips.data?.map((trip) => trip.departure_time && trip.arrival_time),
);
expectType<Date[] | undefined>(trips.data?.map((trip) => trip.departure_time));
expectType<string | undefined>(trips.data?.[0]?.origin);
// The wrapper stays recognizable; its other property is the intersection it always was.
expectAssignable<Omit<merged.WrapperCollection, "data">>(trips);
expectType<string | undefined>(trips.links?.next);

// Nested objects, maps and arrays of arrays: the base's loose `object`s are the member's stops.
declare const timetable: merged.Timetable;
expectType<merged.Stop[]>(timetable.summary.stops);
expectType<{ [key: string]: merged.Stop[] } | undefined>(timetable.byStation);
expectType<merged.Stop[][] | undefined>(timetable.grid);
expectType<Date | undefined>(timetable.grid?.[0]?.[0]?.at);
// A plain string redeclared as a date-time is the date.
expectType<Date | undefined>(timetable.published);
// Required where any member requires it: the base's optional `summary` and `stops` are required.
expectNotAssignable<merged.Timetable>({});
expectNotAssignable<merged.Timetable>({ summary: {} });
expectAssignable<merged.Timetable>({ summary: { stops: [] } });
expectError(merged.putTimetable({ summary: { stops: [{ station: "x" }] } }));
merged.putTimetable({ summary: { stops: [{ station: "x", at: new Date() }] }, grid: [[]] });

// Type aliases, nullableStrategy include, string dates: the same merge.
declare const stringTimetable: strings.Timetable;
expectType<strings.Stop[]>(stringTimetable.summary.stops);
expectType<string | undefined>(stringTimetable.published);
expectType<strings.Stop[][] | undefined>(stringTimetable.grid);

// A readOnly discriminator stays in the request view: the receiver needs it to know what the body is.
expectType<"kind" | "seats">({} as keyof discriminated.CarInput);
expectType<"kind" | "gears">({} as keyof discriminated.BikeInput);
expectType<"shapeType">({} as keyof discriminated.ShapeInput);
expectType<string>(({} as discriminated.ShapeInput).shapeType);
// Other readOnly properties go as before.
expectNotAssignable<discriminated.CarInput>({ kind: "car", id: 1, seats: 4 } as const);
expectAssignable<discriminated.VehicleInput>({ kind: "car", seats: 4 } as const);
expectAssignable<discriminated.VehicleInput>({ kind: "bike" } as const);
expectNotAssignable<discriminated.VehicleInput>({ seats: 4 } as const);
expectNotAssignable<discriminated.ShapeInput>({});
expectAssignable<discriminated.CircleInput>({ shapeType: "circle", radius: 1 } as const);
