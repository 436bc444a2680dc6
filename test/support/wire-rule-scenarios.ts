/**
 * Live-server scenarios for how requests are put on the wire where a description leaves it to the client:
 * path keys that carry a fragment (sent without it, the query where it belongs), `deepObject` with nested
 * values (nested brackets, the way qs and Rails read them), and a placeholder no parameter declares.
 * Registered by `clientScenarios`, so they run on every template; the fixture is
 * fixtures/clients/wire-rules.yaml.
 */
import { expect, it } from "vitest";
import type { AnyClient, ClientOptions, GeneratedClient } from "./client-under-test.js";
import type { RecordedRequest } from "./http-server.js";

export const WIRE_RULES_FIXTURE = "fixtures/clients/wire-rules.yaml";

export interface WireRuleContext {
  lastRequest(): RecordedRequest;
  load(options: ClientOptions, fixture: string): Promise<GeneratedClient>;
}

/** The client's method `name`; a missing one fails the test instead of skipping the call. */
function method(client: AnyClient, name: string): AnyClient[string] {
  const found = client[name];
  if (!found) throw new Error(`the client has no ${name}`);
  return found;
}

export function wireRuleScenarios({ lastRequest, load }: WireRuleContext): void {
  it("wire rules: a path key's fragment is not sent, and the query goes on the path", async () => {
    const { itemsClient } = await load({}, WIRE_RULES_FIXTURE);
    await method(itemsClient, "sharedFolders")(["id", "name"], 5);
    expect(lastRequest()).toMatchObject({ method: "GET", path: "/shared", query: "fields=id,name&limit=5" });
    await method(itemsClient, "getSharedByIdFiles")("7#x", 2);
    // A `#` in a value stays a value.
    expect(lastRequest()).toMatchObject({ path: "/shared/7%23x", query: "limit=2" });
  });

  it("wire rules: a placeholder no parameter declares is an argument, a parameter listed twice is one", async () => {
    const { itemsClient } = await load({}, WIRE_RULES_FIXTURE);
    // (companyId, accountId, limit): the undeclared placeholder takes its place in the path's order.
    await method(itemsClient, "accountTransactions")("c/1", 7, 5);
    expect(lastRequest()).toMatchObject({
      method: "GET",
      path: "/companies/c%2F1/accounts/7/transactions",
      query: "limit=5",
    });
  });

  it("wire rules: deepObject writes nested objects and arrays in brackets", async () => {
    const { itemsClient } = await load({}, WIRE_RULES_FIXTURE);
    await method(
      itemsClient,
      "deepFilter",
    )({
      name: "a&b",
      size: { min: 1, max: 9 },
      tags: ["x", "y z"],
      owners: [
        { id: 1, role: "admin" },
        { id: 2, role: "viewer" },
      ],
    });
    expect(lastRequest().query).toBe(
      "filter[name]=a%26b&filter[size][min]=1&filter[size][max]=9&filter[tags][]=x&filter[tags][]=y%20z" +
        "&filter[owners][0][id]=1&filter[owners][0][role]=admin&filter[owners][1][id]=2&filter[owners][1][role]=viewer",
    );
  });

  it("wire rules: what is written for a nested deepObject is what qs reads back", async () => {
    const { itemsClient } = await load({}, WIRE_RULES_FIXTURE);
    const filter = { size: { min: "1" }, tags: ["x", "y"], owners: [{ id: "1", role: "a" }, { id: "2" }] };
    await method(itemsClient, "deepFilter")(filter);
    // qs is the parser of express's extended query strings, the reading the docs promise.
    const qs = await import("qs");
    expect(qs.parse(lastRequest().query)).toEqual({ filter });
  });
}
