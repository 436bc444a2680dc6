/**
 * readOnly / writeOnly request and response views against a live server: a generated fetch client sends a body
 * typed by the request view and reads the response view, and a readOnly discriminator property is sent and
 * required in requests (compiled against the client). The views as planned: plan/read-write-views.test.ts.
 */
import { describe, expect, it } from "vitest";
import { expectCompiles } from "../support/compile.js";
import { importGenerated } from "../support/generated-module.js";
import { startRecordingServer } from "../support/http-server.js";

describe("readWriteViews: a generated fetch client against a live server", () => {
  it("sends a body typed by the request view and reads the response view, dates converted both ways", async () => {
    const created = {
      id: 7,
      name: "Rex",
      owner: { id: 3, name: "Ann" },
      createdAt: "2024-05-06T07:08:09.000Z",
      birthday: "2020-01-02",
    };
    const server = await startRecordingServer(() => ({ status: 201, body: created }));
    try {
      const { module, code } = await importGenerated<{
        petsClient: { createPet(body: unknown): Promise<Record<string, unknown>> };
      }>("fixtures/types/read-write.yaml", { template: "fetch", baseUrl: server.url });
      // The same call, typed: it compiles against the generated client, and a readOnly property does not.
      const usage = [
        'import { petsClient, type Pet, type PetInput2 } from "./client.js";',
        'const body: PetInput2 = { name: "Rex", owner: { name: "Ann" }, birthday: new Date("2020-01-02"), secret: "s" };',
        "const pet: Pet = await petsClient.createPet(body);",
        "const created: Date = pet.createdAt;",
        "const ownerId: number = pet.owner.id;",
        "// @ts-expect-error the response view has no writeOnly secret",
        "pet.secret;",
        "// @ts-expect-error the request view has no readOnly id",
        'const withId: PetInput2 = { id: 1, name: "Rex", owner: { name: "Ann" } };',
        "export { created, ownerId, withId };",
      ].join("\n");
      expectCompiles({ "client.ts": code, "usage.ts": usage });

      const pet = await module.petsClient.createPet({
        name: "Rex",
        owner: { name: "Ann" },
        // Local midnight: a calendar day is written in the local time zone (see "Dates" in docs/generated-code.md).
        birthday: new Date(2020, 0, 2),
        secret: "s",
      });
      const request = server.requests[0];
      expect(request).toMatchObject({ method: "POST", path: "/pets" });
      // The request view's date converter writes the calendar day; nothing readOnly is sent.
      expect(JSON.parse(request?.body.toString() ?? "")).toEqual({
        name: "Rex",
        owner: { name: "Ann" },
        birthday: "2020-01-02",
        secret: "s",
      });
      // The response view's converter revives the readOnly date-time.
      expect(pet.createdAt).toEqual(new Date("2024-05-06T07:08:09.000Z"));
      expect(pet.id).toBe(7);
    } finally {
      await server.close();
    }
  });
});

describe("readWriteViews: a readOnly discriminator property against a live server", () => {
  it("is sent with the request body, and a body without it does not compile", async () => {
    const server = await startRecordingServer((request) => ({ body: JSON.parse(request.body.toString()) }));
    try {
      const { module, code } = await importGenerated<{
        fleetClient: {
          createVehicle(body: unknown): Promise<unknown>;
          createShape(body: unknown): Promise<unknown>;
        };
      }>("fixtures/types/read-only-discriminator.yaml", { template: "fetch", baseUrl: server.url });
      const usage = [
        'import { fleetClient, type ShapeInput, type VehicleInput } from "./client.js";',
        'const car: VehicleInput = { kind: "car", seats: 4 };',
        'await fleetClient.createShape({ shapeType: "circle", radius: 1 });',
        "// @ts-expect-error the discriminator is required in requests too",
        "const shape: ShapeInput = {};",
        "// @ts-expect-error the mapping value narrows it",
        'const wrong: VehicleInput = { kind: "bike", seats: 4 };',
        "export { car, shape, wrong };",
      ].join("\n");
      expectCompiles({ "client.ts": code, "usage.ts": usage });

      await module.fleetClient.createVehicle({ kind: "car", seats: 4 });
      await module.fleetClient.createShape({ shapeType: "circle", radius: 1 });
      expect(server.requests.map((request) => JSON.parse(request.body.toString()))).toEqual([
        { kind: "car", seats: 4 },
        { shapeType: "circle", radius: 1 },
      ]);
    } finally {
      await server.close();
    }
  });
});
