/**
 * Mock data a demo can show (src/plan/mock-data/plausible-strings.ts, make-value.ts's lists): which string a
 * property's name chooses, that the choice depends on the value's own pointer only (the same description gives
 * the same data; a sibling added elsewhere moves no other value), and how many items a list holds (three by
 * default, `mockListSize` per run and per operation, within `minItems`/`maxItems`, distinct under
 * `uniqueItems`). Every body is judged by ajv against its description.
 */
import { describe, expect, it } from "vitest";
import { checkValue } from "../../src/config/check-value.js";
import { DEFAULT_LIST_SIZE } from "../../src/plan/mock-data/make-value.js";
import { FIRST_NAMES, kindOf, plausibleString, wordsOf } from "../../src/plan/mock-data/plausible-strings.js";
import { listSizeOf } from "../../src/plan/plan-msw.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { diagnosticList } from "../../src/text/diagnostics.js";
import { describeThing, made, property } from "../support/mock-data-descriptions.js";
import { type Json, planOf } from "../support/plan-of.js";

describe("what a property's name says its string holds", () => {
  it("splits names written every way into words", () => {
    expect(wordsOf("avatar_url")).toEqual(["avatar", "url"]);
    expect(wordsOf("avatarURL")).toEqual(["avatar", "url"]);
    expect(wordsOf("addressLine1")).toEqual(["address", "line1"]);
    expect(wordsOf("HTMLUrl")).toEqual(["html", "url"]);
  });

  it.each([
    ["firstName", "firstName"],
    ["first_name", "firstName"],
    ["givenName", "firstName"],
    ["lastName", "lastName"],
    ["surname", "lastName"],
    ["name", "fullName"],
    ["fullName", "fullName"],
    ["display_name", "fullName"],
    ["username", "username"],
    ["login", "username"],
    ["email", "email"],
    ["contactEmail", "email"],
    ["email_address", "email"],
    ["phone_number", "phone"],
    ["city", "city"],
    ["country", "country"],
    ["country_code", "countryCode"],
    ["company", "company"],
    ["organization_name", "company"],
    ["title", "title"],
    ["street", "street"],
    ["address", "street"],
    ["postal_code", "postalCode"],
    ["html_url", "url"],
    ["avatar_url", "imageUrl"],
    ["homepage", "url"],
    ["id", "id"],
    ["node_id", "id"],
    ["uuid", "uuid"],
    ["sha", "hash"],
    ["slug", "slug"],
    ["branch_name", "slug"],
    ["description", "description"],
    ["bio", "description"],
    ["tags", "word"],
    ["ip_address", "ipAddress"],
    ["currency", "currency"],
    ["version", "version"],
  ])("%s holds a %s", (name, kind) => {
    expect(kindOf(name)).toBe(kind);
  });

  it.each(["status", "type", "kind", "state", "created_at", "count", "x"])(
    "%s says nothing: its name is the text",
    (name) => {
      expect(kindOf(name)).toBeUndefined();
    },
  );

  it("gives the strings their kind promises", () => {
    expect(FIRST_NAMES).toContain(plausibleString("firstName", "/200/firstName").split(" ")[0]);
    expect(plausibleString("fullName", "/200/name")).toMatch(/^[A-Z][a-z]+ [A-Z][a-zA-Z-]+$/);
    expect(plausibleString("email", "/200/email")).toMatch(/^[a-z]+\.[a-z-]+@example\.com$/);
    expect(plausibleString("url", "/200/html_url")).toMatch(/^https:\/\/example\.com\/[a-z]+-[a-z]+$/);
    expect(plausibleString("imageUrl", "/200/avatar")).toMatch(/^https:\/\/example\.com\/images\/.+\.png$/);
    expect(plausibleString("phone", "/200/phone")).toMatch(/^\+1-555-01\d\d$/);
    expect(plausibleString("countryCode", "/200/country_code")).toMatch(/^[A-Z]{2}$/);
    expect(plausibleString("hash", "/200/sha")).toMatch(/^[\da-f]{40}$/);
    expect(plausibleString("uuid", "/200/uuid")).toMatch(
      /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/,
    );
  });
});

const PERSON = {
  type: "object",
  required: ["firstName", "lastName", "email", "born", "seen", "homepage", "city"],
  properties: {
    firstName: { type: "string" },
    lastName: { type: "string" },
    email: { type: "string", format: "email" },
    born: { type: "string", format: "date" },
    seen: { type: "string", format: "date-time" },
    homepage: { type: "string", format: "uri" },
    city: { type: "string", maxLength: 6 },
  },
};

describe("where the strings come from", () => {
  it("gives valid, plausible values within the schema's lengths", () => {
    const { body, verdict, problems } = made(describeThing(PERSON));
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    expect(FIRST_NAMES).toContain(property(body, "firstName"));
    expect(property(body, "email")).toMatch(/@example\.com$/);
    expect(String(property(body, "city")).length).toBeLessThanOrEqual(6);
  });

  it("makes the same values from the same description", () => {
    expect(made(describeThing(PERSON)).body).toEqual(made(describeThing(PERSON)).body);
  });

  it("moves no value when a sibling is added or another property changes", () => {
    const before = made(describeThing(PERSON)).body as Record<string, Json>;
    const changed = {
      ...PERSON,
      properties: { nickname: { type: "string" }, ...PERSON.properties, city: { type: "integer" } },
    };
    const after = made(describeThing(changed)).body as Record<string, Json>;
    for (const name of ["firstName", "lastName", "email", "born", "seen", "homepage"]) {
      expect(after[name]).toBe(before[name]);
    }
    expect(after.city).not.toBe(before.city);
  });

  it("lets the pattern decide where one is given", () => {
    const schema = { type: "string", pattern: "^[A-Z]{3}-\\d{2}$" };
    const { body, verdict } = made(
      describeThing({ type: "object", required: ["name"], properties: { name: schema } }),
    );
    expect(verdict).toEqual([]);
    expect(property(body, "name")).toMatch(/^[A-Z]{3}-\d{2}$/);
  });

  it("spreads dates over two years", () => {
    const list = { type: "array", items: { type: "string", format: "date-time" } };
    const { body, verdict } = made(describeThing(list), 10);
    expect(verdict).toEqual([]);
    const dates = body as string[];
    expect(new Set(dates).size).toBe(10);
    for (const date of dates) expect(date >= "2024-01-01" && date < "2026-01-02").toBe(true);
  });
});

describe("how many items a list holds", () => {
  const people = { type: "array", items: PERSON };

  it(`holds ${DEFAULT_LIST_SIZE} distinct items by default`, () => {
    const { body, verdict } = made(describeThing(people));
    expect(verdict).toEqual([]);
    const items = body as Record<string, Json>[];
    expect(items).toHaveLength(3);
    expect(new Set(items.map((item) => item.firstName)).size).toBe(3);
    expect(new Set(items.map((item) => item.email)).size).toBe(3);
  });

  it("holds as many as the run asks, and the same first items", () => {
    const three = made(describeThing(people)).body as Json[];
    const five = made(describeThing(people), 5);
    expect(five.verdict).toEqual([]);
    expect(five.body).toHaveLength(5);
    expect((five.body as Json[]).slice(0, 3)).toEqual(three);
    expect(made(describeThing(people), 0).body).toEqual([]);
  });

  it("keeps within minItems and maxItems", () => {
    expect(made(describeThing({ ...people, minItems: 4 })).body).toHaveLength(4);
    expect(made(describeThing({ ...people, maxItems: 2 })).body).toHaveLength(2);
    expect(made(describeThing({ ...people, minItems: 2 }), 0).body).toHaveLength(2);
  });

  it("stops at distinct items under uniqueItems, without a problem", () => {
    const flags = { type: "array", uniqueItems: true, items: { type: "boolean" } };
    const { body, verdict, problems } = made(describeThing(flags), 5);
    expect(verdict).toEqual([]);
    expect(problems).toEqual([]);
    expect(body).toEqual([true, false]);
    const names = made(describeThing({ type: "array", uniqueItems: true, items: PERSON }), 40);
    expect(names.verdict).toEqual([]);
    expect(names.body).toHaveLength(40);
  });

  it("gives a list inside a list's item its fewest items", () => {
    const teams = {
      type: "array",
      items: {
        type: "object",
        required: ["members"],
        properties: { members: { type: "array", items: { type: "string" } } },
      },
    };
    const { body, verdict } = made(describeThing(teams));
    expect(verdict).toEqual([]);
    expect(body).toHaveLength(3);
    for (const team of body as { members: Json[] }[]) expect(team.members).toHaveLength(1);
  });

  it("leaves out an item that cannot be made cleanly", () => {
    const ambiguous = {
      type: "array",
      items: { oneOf: [{ type: "object" }, { type: "object", properties: { a: { type: "string" } } }] },
    };
    const { body, problems } = made(describeThing(ambiguous));
    // The first item is told about; the others are not made.
    expect(body).toHaveLength(1);
    expect(problems).toEqual([{ place: "/200/0", reason: "several-members" }]);
  });

  it("takes the run's count, or an operation's own by operationId or wildcard", () => {
    expect(listSizeOf({ operationId: "listPets" }, 7)).toBe(7);
    const sizes = { listPets: 10, "list*": 5, "*": 2 };
    expect(listSizeOf({ operationId: "listPets" }, sizes)).toBe(10);
    expect(listSizeOf({ operationId: "listOwners" }, sizes)).toBe(5);
    expect(listSizeOf({ operationId: "getPet" }, sizes)).toBe(2);
    expect(listSizeOf({ operationId: "getPet" }, { listPets: 10 })).toBe(DEFAULT_LIST_SIZE);
  });

  it("warns of a key that names no operation, where handlers are written", async () => {
    const document = describeThing({ type: "array", items: PERSON });
    const mockListSize = { getThing: 5, getThings: 2, "get*": 1, "list*": 2 };
    const warnings = async (msw: Json) => {
      const diagnostics = diagnosticList();
      await planOf(document, { ...msw, mockListSize }, diagnostics);
      return diagnostics.diagnostics
        .filter((finding) => finding.message.startsWith("mockListSize"))
        .map(({ code, severity, message }) => ({ code, severity, message }));
    };
    const unused = (key: string) => ({
      code: "mock-data",
      severity: "warning",
      message: `mockListSize[${JSON.stringify(key)}] names no operation of the description; it is not used`,
    });
    expect(await warnings({ out: "client.ts", msw: "handlers.ts" })).toEqual([
      unused("getThings"),
      unused("list*"),
    ]);
    // Without a handlers file the option does nothing, and nothing is said about its keys.
    expect(await warnings({})).toEqual([]);
  });

  it("checks the option: a count from 0 to 100, or counts by operation", () => {
    const kind = { kind: "countMap", max: 100 } as const;
    expect(checkValue(kind, 5, "mockListSize", BUILTIN_OUTPUTS).ok).toBe(true);
    expect(checkValue(kind, { listPets: 10, "*": 0 }, "mockListSize", BUILTIN_OUTPUTS).ok).toBe(true);
    expect(checkValue(kind, 101, "mockListSize", BUILTIN_OUTPUTS)).toEqual({
      ok: false,
      problems: [
        "mockListSize: must be a whole number from 0 to 100, or an object mapping operationIds or wildcards to one (got 101)",
      ],
    });
    expect(checkValue(kind, { listPets: -1 }, "mockListSize", BUILTIN_OUTPUTS)).toEqual({
      ok: false,
      problems: ["mockListSize.listPets: must be a whole number from 0 to 100 (got -1)"],
    });
  });
});
