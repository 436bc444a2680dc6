import { describe, expect, it } from "vitest";
import type { PlannedGroup } from "../../src/plan/operation-plan-types.js";
import { planSplit } from "../../src/plan/plan-split.js";

/** Only the client's name decides a group's file. */
const group = (clientName: string) => ({ clientName }) as PlannedGroup;

describe("the file of each tag group", () => {
  it("is the client's name without Client, in lower-case words", () => {
    const { groupFiles } = planSplit([
      group("petClient"),
      group("userAccountsClient"),
      group("defaultClient"),
    ]);
    expect(groupFiles).toEqual(["pet.ts", "user-accounts.ts", "default.ts"]);
  });

  it("never meets another on a case-insensitive file system, nor the set's own files", () => {
    const { groupFiles } = planSplit([
      group("petClient"),
      group("PetClient"),
      group("pet2Client"),
      group("indexClient"),
      group("typesClient"),
      group("runtimeClient"),
    ]);
    expect(groupFiles).toEqual(["pet.ts", "pet-2.ts", "pet2.ts", "index-2.ts", "types-2.ts", "runtime-2.ts"]);
    expect(new Set(groupFiles.map((file) => file.toLowerCase())).size).toBe(groupFiles.length);
  });

  it("is the same for the same groups (stable across runs)", () => {
    const groups = [group("aClient"), group("AClient"), group("bClient")];
    expect(planSplit(groups)).toEqual(planSplit(groups));
  });
});
