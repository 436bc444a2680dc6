/**
 * `allOf` members that redeclare a property, against a live server: the dates inside merged properties are
 * revived (fixtures/types/all-of-merge.yaml; what is merged: plan/all-of-merge.test.ts).
 */
import { describe, expect, it } from "vitest";
import { importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";

const FIXTURE = "fixtures/types/all-of-merge.yaml";

describe("allOf members that redeclare a property: a generated client against a live server", () => {
  it("revives the dates inside merged properties from a live response", async () => {
    const trip = { id: "t1", departure_time: "2024-02-01T10:00:00.000Z", origin: "https://x.test/s/1" };
    const stop = { station: "berlin", at: "2024-02-01T11:00:00.000Z" };
    const server = await startRecordingServer((request) => ({
      body:
        request.path === "/trips"
          ? { data: [trip], links: { next: "https://x.test/trips?page=2" } }
          : {
              published: "2024-01-31T08:00:00.000Z",
              summary: { stops: [stop] },
              byStation: { berlin: [stop] },
              grid: [[stop]],
            },
    }));
    try {
      const { module } = await importGenerated<{
        getTrips(): Promise<{ data: Record<string, unknown>[] }>;
        getTimetable(): Promise<Record<string, unknown> & { grid: Record<string, unknown>[][] }>;
      }>(FIXTURE, { template: "fetch", baseUrl: server.url });
      const trips = await module.getTrips();
      expect(trips.data[0]?.departure_time).toEqual(new Date(trip.departure_time));
      expect(trips.data[0]?.origin).toBe(trip.origin);
      const timetable = await module.getTimetable();
      const at = new Date(stop.at);
      expect(timetable).toEqual({
        published: new Date("2024-01-31T08:00:00.000Z"),
        summary: { stops: [{ station: "berlin", at }] },
        byStation: { berlin: [{ station: "berlin", at }] },
        grid: [[{ station: "berlin", at }]],
      });
      expect(timetable.grid[0]?.[0]?.at).toBeInstanceOf(Date);
    } finally {
      await server.close();
    }
  });
});
