/**
 * Naming at scale: thousands of entries that want one name get the same names as before
 * naming was made linear. How long it takes is measured by the benchmark (bench/lib/generated-inputs.js).
 */
import { describe, expect, it } from "vitest";
import { assignUniqueNames, NameScope, numberedName } from "../../src/plan/names.js";
import { planOf } from "../support/plan-of.js";

/** `claim` as it was: try `desired`, `desired2`, `desired3`, ... from the start every time. */
class ReferenceScope {
  readonly taken: Set<string>;
  constructor(reserved: Iterable<string>) {
    this.taken = new Set(reserved);
  }
  claim(desired: string): string {
    let name = desired;
    for (let counter = 2; this.taken.has(name); counter++) name = numberedName(desired, counter);
    this.taken.add(name);
    return name;
  }
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value = (value + Math.imul(value ^ (value >>> 7), 61 | value)) ^ value;
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
}

describe("NameScope.claim", () => {
  it("gives the names the restarting search gave, for names that collide with each other's numbers", () => {
    // Desired names whose numbered forms are other desired names (`Pet` → `Pet2`, `V1` → `V1_2`).
    const desired = ["Pet", "Pet2", "Pet3", "Pet2_2", "V1", "V1_2", "V1_3", "getItem", "getItem10", "_400"];
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = random(seed);
      const reserved = ["Pet4", "V1_4", "getItem2"];
      const scope = new NameScope(reserved);
      const reference = new ReferenceScope(reserved);
      const claimed: string[] = [];
      const expected: string[] = [];
      for (let step = 0; step < 3000; step++) {
        const name = desired[Math.floor(next() * desired.length)] as string;
        claimed.push(scope.claim(name));
        expected.push(reference.claim(name));
      }
      expect(claimed).toEqual(expected);
      expect(new Set(claimed).size).toBe(claimed.length);
    }
  });

  it("numbers thousands of claims of one name in order, around reserved ones", () => {
    const scope = new NameScope(["getItem7", "getItem100"]);
    const names = Array.from({ length: 5000 }, () => scope.claim("getItem"));
    const expected = ["getItem"];
    for (let counter = 2; expected.length < 5000; counter++) {
      if (counter !== 7 && counter !== 100) expected.push(`getItem${counter}`);
    }
    expect(names).toEqual(expected);
  });
});

describe("assignUniqueNames", () => {
  it("names thousands of raw names that sanitize alike by raw-name order", () => {
    // `Item-`, `Item_`, `Item_-`, ...: distinct raw names, all `Item` once sanitized.
    const raws = Array.from(
      { length: 3000 },
      (_, index) => `Item${(index + 1).toString(2).replaceAll("1", "_").replaceAll("0", "-")}`,
    );
    const names = assignUniqueNames(
      raws.map((raw) => ({ key: raw, raw })),
      () => "Item",
    );
    const byRawOrder = [...raws].sort((a, b) => (a < b ? -1 : 1));
    expect(byRawOrder.map((raw) => names.get(raw))).toEqual(
      byRawOrder.map((_, index) => (index === 0 ? "Item" : `Item${index + 1}`)),
    );
  });
});

describe("a description where thousands of operations share an operationId", () => {
  it("names their methods getItem, getItem2, ... in document order", async () => {
    const count = 2000;
    const paths: Record<string, unknown> = {};
    for (let index = 0; index < count; index++) {
      paths[`/items/${index}`] = {
        get: {
          operationId: "getItem",
          responses: {
            200: { description: "ok", content: { "text/plain": { schema: { type: "string" } } } },
          },
        },
      };
    }
    const plan = await planOf({ openapi: "3.0.3", info: { title: "t", version: "1" }, paths });
    const operations = plan.groups.flatMap((group) => group.operations);
    const expected = Array.from({ length: count }, (_, index) =>
      index === 0 ? "getItem" : `getItem${index + 1}`,
    );
    // The exported functions and the methods alike.
    expect(operations.map((planned) => planned.functionName)).toEqual(expected);
    expect(operations.map((planned) => planned.methodName)).toEqual(expected);
    expect(operations.map((planned) => planned.requestPath)).toEqual(
      Array.from({ length: count }, (_, index) => `/items/${index}`),
    );
  });
});
