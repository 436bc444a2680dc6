/**
 * Which operations page their answer, and how (`PlannedOperation.pagination`, plan/pagination.ts): each rule on
 * a small description, the order the rules are tried in, what is not paging, and the operations found in three
 * large real descriptions (fixtures/large/), pinned by count and by a sample of each rule.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { loadSpec } from "../../src/load/load-spec.js";
import { buildModel } from "../../src/model/build-model.js";
import { propertySteps } from "../../src/model/read-paging.js";
import type { PlannedPagination } from "../../src/plan/pagination.js";
import { planPagination } from "../../src/plan/pagination.js";
import { diagnosticList } from "../../src/text/diagnostics.js";
import { describeApi, type Json, modelOf, planOf } from "../support/plan-of.js";

const ROOT = path.resolve(import.meta.dirname, "../..");

const text = { type: "string" };
const count = { type: "integer" };
const query = (name: string, schema: Json = text): Json => ({ name, in: "query", schema });
const item = { type: "object", properties: { id: text, name: text } };

/**
 * A GET `/things` with these query parameters, answering this body (and these response headers); `extension`:
 * the operation's other fields (a paging extension).
 */
function listing(parameters: Json[], body: Json, headers?: Json, method = "get", extension: Json = {}): Json {
  return describeApi({
    "/things": {
      [method]: {
        operationId: "listThings",
        ...extension,
        parameters,
        responses: {
          "200": {
            description: "A page",
            ...(headers ? { headers } : {}),
            content: { "application/json": { schema: body } },
          },
        },
      },
    },
  });
}

/** The plan's pagination of `listThings`; what planning warns of goes to `diagnostics`, where given. */
async function pagingOf(
  document: Json,
  diagnostics?: ReturnType<typeof diagnosticList>,
  options: Json = {},
): Promise<PlannedPagination | undefined> {
  const plan = await planOf(document, options, diagnostics);
  return plan.groups
    .flatMap((group) => group.operations)
    .find((planned) => planned.methodName === "listThings")?.pagination;
}

const list = (properties: Json): Json => ({ type: "object", properties });

describe("the rules, each on its own", () => {
  it("a documented Link header over a list body", async () => {
    const document = listing(
      [query("per_page", count)],
      { type: "array", items: item },
      { Link: { schema: text } },
    );
    expect(await pagingOf(document)).toEqual({ rule: { kind: "linkHeader" }, items: [] });
  });

  it.each([
    ["next_cursor", "cursor"],
    ["nextPageToken", "pageToken"],
    ["next_page", "page"],
  ])(
    "a cursor in the body (%s) paired with the parameter that takes it (%s)",
    async (property, parameter) => {
      const body = list({ data: { type: "array", items: item }, [property]: text });
      expect(await pagingOf(listing([query(parameter)], body))).toEqual({
        rule: { kind: "cursor", parameter, nextCursor: [property] },
        items: ["data"],
      });
    },
  );

  it("a cursor in an object of the body (Slack's response_metadata.next_cursor)", async () => {
    const body = list({
      members: { type: "array", items: item },
      response_metadata: list({ next_cursor: text }),
    });
    expect(await pagingOf(listing([query("cursor"), query("limit", count)], body))).toEqual({
      rule: { kind: "cursor", parameter: "cursor", nextCursor: ["response_metadata", "next_cursor"] },
      items: ["members"],
    });
  });

  it.each([
    [{ value: { type: "array", items: item }, "@odata.nextLink": text }, ["@odata.nextLink"], ["value"]],
    [{ results: { type: "array", items: item }, next: text }, ["next"], ["results"]],
    [{ data: { type: "array", items: item }, links: list({ next: text }) }, ["links", "next"], ["data"]],
    [
      { items: { type: "array", items: item }, _links: list({ next: list({ href: text }) }) },
      ["_links", "next", "href"],
      ["items"],
    ],
  ])("a next URL in the body: %j", async (properties, nextUrl, items) => {
    expect(await pagingOf(listing([], list(properties)))).toEqual({
      rule: { kind: "nextUrl", nextUrl },
      items,
    });
  });

  it("has_more with the last item's id (Stripe's lists)", async () => {
    const body = list({ data: { type: "array", items: item }, has_more: { type: "boolean" }, url: text });
    expect(await pagingOf(listing([query("limit", count), query("starting_after")], body))).toEqual({
      rule: { kind: "lastItem", parameter: "starting_after", hasMore: ["has_more"], itemKey: "id" },
      items: ["data"],
    });
  });

  it("offset and limit, with the body's total", async () => {
    const body = list({ items: { type: "array", items: item }, total: count });
    expect(await pagingOf(listing([query("offset", count), query("limit", count)], body))).toEqual({
      rule: { kind: "offset", parameter: "offset", pageSize: "limit", total: ["total"] },
      items: ["items"],
    });
  });

  it("page and per_page over a list body", async () => {
    const body = { type: "array", items: item };
    expect(await pagingOf(listing([query("page", count), query("per_page", count)], body))).toEqual({
      rule: { kind: "pageNumber", parameter: "page", pageSize: "per_page" },
      items: [],
    });
  });
});

describe("what decides, and what is not paging", () => {
  it("a Link header wins over page parameters; a cursor over a next URL", async () => {
    const linked = listing(
      [query("page", count), query("per_page", count)],
      { type: "array", items: item },
      { link: { schema: text } },
    );
    expect((await pagingOf(linked))?.rule.kind).toBe("linkHeader");
    const body = list({ data: { type: "array", items: item }, next: text, next_cursor: text });
    expect((await pagingOf(listing([query("cursor")], body)))?.rule.kind).toBe("cursor");
  });

  it("takes the list named as items are where the body has several", async () => {
    const body = list({
      tags: { type: "array", items: text },
      data: { type: "array", items: item },
      next: text,
    });
    expect((await pagingOf(listing([], body)))?.items).toEqual(["data"]);
  });

  it.each([
    ["a body without a list", listing([query("cursor")], list({ name: text, next_cursor: text }))],
    [
      "a list without a way to the next page",
      listing([query("limit", count)], { type: "array", items: item }),
    ],
    [
      "a Link header on one thing that takes no page",
      listing([], list({ ips: { type: "array", items: text } }), { Link: { schema: text } }),
    ],
    [
      "page as text without a cursor in the body",
      listing([query("page"), query("per_page", count)], { type: "array", items: item }),
    ],
    [
      "a POST (names are read only for GET and QUERY)",
      listing([], list({ data: { type: "array", items: item }, next: text }), undefined, "post"),
    ],
    [
      "a body with several lists, none named as items",
      listing([], list({ a: { type: "array", items: item }, b: { type: "array", items: item }, next: text })),
    ],
  ])("none for %s", async (_label, document) => {
    expect(await pagingOf(document)).toBeUndefined();
  });
});

describe("the extensions that state paging, which win over names", () => {
  const odata = list({ value: { type: "array", items: item }, "@odata.nextLink": text });

  it("x-ms-pageable: the next link named, on any method; the items `value` unless named", async () => {
    const stated = { "x-ms-pageable": { nextLinkName: "@odata.nextLink" } };
    expect(await pagingOf(listing([], odata, undefined, "post", stated))).toEqual({
      rule: { kind: "nextUrl", nextUrl: ["@odata.nextLink"] },
      items: ["value"],
    });
    const named = { "x-ms-pageable": { nextLinkName: "nextPage", itemName: "rows" } };
    const body = list({ rows: { type: "array", items: item }, nextPage: text });
    expect(await pagingOf(listing([], body, undefined, "get", named))).toEqual({
      rule: { kind: "nextUrl", nextUrl: ["nextPage"] },
      items: ["rows"],
    });
  });

  it("x-ms-pageable over Microsoft Graph's lists: an allOf of the paging base and the list's own value", async () => {
    // The shape of every collection answer in Graph's description (microsoftgraph/msgraph-metadata, v1.0).
    const document = describeApi(
      {
        "/users": {
          get: {
            operationId: "listThings",
            "x-ms-pageable": { nextLinkName: "@odata.nextLink", operationName: "listMore" },
            parameters: [query("$top", count), query("$skip", count)],
            responses: {
              "200": {
                description: "Retrieved collection",
                content: {
                  "application/json": { schema: { $ref: "#/components/schemas/userCollectionResponse" } },
                },
              },
            },
          },
        },
      },
      {
        BaseCollectionPaginationCountResponse: {
          type: "object",
          properties: {
            "@odata.count": { type: ["integer", "null"] },
            "@odata.nextLink": { type: ["string", "null"] },
          },
        },
        userCollectionResponse: {
          allOf: [
            { $ref: "#/components/schemas/BaseCollectionPaginationCountResponse" },
            { type: "object", properties: { value: { type: "array", items: item } } },
          ],
        },
      },
    );
    expect(await pagingOf(document)).toEqual({
      rule: { kind: "nextUrl", nextUrl: ["@odata.nextLink"] },
      items: ["value"],
    });
    // Without the extension, the names find the same.
    const paths = document.paths as Json;
    delete ((paths["/users"] as Json).get as Json)["x-ms-pageable"];
    expect(await pagingOf(document)).toEqual({
      rule: { kind: "nextUrl", nextUrl: ["@odata.nextLink"] },
      items: ["value"],
    });
  });

  it("x-ms-pageable with nextLinkName null: one page, whatever the names say", async () => {
    const stated = { "x-ms-pageable": { nextLinkName: null } };
    expect(await pagingOf(listing([], odata, undefined, "get", stated))).toBeUndefined();
  });

  it.each([
    [
      "offsetLimit with offset",
      {
        type: "offsetLimit",
        inputs: [
          { name: "skip", in: "parameters", type: "offset" },
          { name: "top", in: "parameters", type: "limit" },
        ],
        outputs: { results: "$.data" },
      },
      [query("skip", count), query("top", count)],
      { kind: "offset", parameter: "skip", pageSize: "top" },
    ],
    [
      "offsetLimit with page",
      { type: "offsetLimit", inputs: [{ name: "p", in: "parameters", type: "page" }] },
      [query("p", count)],
      { kind: "pageNumber", parameter: "p" },
    ],
    [
      "cursor",
      {
        type: "cursor",
        inputs: [{ name: "after", in: "parameters", type: "cursor" }],
        outputs: { nextCursor: "$.meta['next']" },
      },
      [query("after")],
      { kind: "cursor", parameter: "after", nextCursor: ["meta", "next"] },
    ],
    [
      "url",
      { type: "url", outputs: { nextUrl: "$.meta.next" } },
      [],
      { kind: "nextUrl", nextUrl: ["meta", "next"] },
    ],
  ])("x-speakeasy-pagination, %s", async (_label, pagination, parameters, rule) => {
    const body = list({ data: { type: "array", items: item }, meta: list({ next: text }) });
    const document = listing(parameters, body, undefined, "get", { "x-speakeasy-pagination": pagination });
    expect(await pagingOf(document)).toEqual({ rule, items: ["data"] });
  });

  it("names what the operation lacks: not paged, with a warning at the extension", async () => {
    const diagnostics = diagnosticList();
    const stated = { "x-ms-pageable": { nextLinkName: "@odata.nextLink", itemName: "missing" } };
    expect(await pagingOf(listing([], odata, undefined, "get", stated), diagnostics)).toBeUndefined();
    const cursor = {
      "x-speakeasy-pagination": {
        type: "cursor",
        inputs: [{ name: "cursor", in: "parameters", type: "cursor" }],
        outputs: { nextCursor: "$.next" },
      },
    };
    expect(await pagingOf(listing([], odata, undefined, "get", cursor), diagnostics)).toBeUndefined();
    expect(diagnostics.diagnostics.map(({ code, pointer, message }) => ({ code, pointer, message }))).toEqual(
      [
        {
          code: "pagination-unmet",
          pointer: "#/paths/~1things/get/x-ms-pageable",
          message:
            'x-ms-pageable names the items "missing", which are no list of the body; the operation is not paged',
        },
        {
          code: "pagination-unmet",
          pointer: "#/paths/~1things/get/x-speakeasy-pagination",
          message:
            'x-speakeasy-pagination names the query parameter "cursor", which the operation does not take; the operation is not paged',
        },
      ],
    );
  });

  it("reads an extension it cannot read as none, with a warning", () => {
    const unknownType = { "x-speakeasy-pagination": { type: "pages" } };
    const model = modelOf(listing([query("cursor")], odata, undefined, "get", unknownType) as never);
    expect(model.operations[0]?.paging).toBeUndefined();
    expect(model.warnings).toEqual([
      '#/paths/~1things/get/x-speakeasy-pagination: the paging extension has type "pages", not offsetLimit, cursor or url; the operation is read as if it had none',
    ]);
  });

  it("reads JSONPaths of property steps only", () => {
    expect(propertySteps("$.data.next")).toEqual(["data", "next"]);
    expect(propertySteps("$['@odata.nextLink']")).toEqual(["@odata.nextLink"]);
    expect(propertySteps('$.links["next"]')).toEqual(["links", "next"]);
    expect(propertySteps("$")).toEqual([]);
    for (const path of ["$..next", "$.data[0]", "$.data[*].id", "data.next", "$.a b"])
      expect(propertySteps(path)).toBeUndefined();
  });
});

/** Every operation of a large real description with its pagination, by operationId. */
async function pagedOperations(name: string): Promise<Map<string, PlannedPagination | undefined>> {
  mkdirSync(path.join(ROOT, ".tmp/large"), { recursive: true });
  const file = path.join(ROOT, ".tmp/large", `paging-${name.replace(/\.gz$/, "")}`);
  writeFileSync(file, gunzipSync(readFileSync(path.join(ROOT, "fixtures/large", name))));
  const model = buildModel(await loadSpec(file));
  return new Map(
    model.operations.map((operation) => [
      operation.operationId ?? `${operation.method} ${operation.path}`,
      planPagination(operation, (id) => model.schemas.get(id)?.schema),
    ]),
  );
}

function countByRule(paged: Map<string, PlannedPagination | undefined>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const pagination of paged.values()) {
    if (pagination) counts[pagination.rule.kind] = (counts[pagination.rule.kind] ?? 0) + 1;
  }
  return counts;
}

describe("the pagination option, which wins over the description", () => {
  const stripeLike = list({ data: { type: "array", items: item }, has_more: { type: "boolean" } });
  const afterParameters = [query("limit", count), query("starting_after")];

  it("false: not walked, whatever the names say; an exact operationId wins over a wildcard", async () => {
    const document = listing(afterParameters, stripeLike);
    expect(await pagingOf(document, undefined, { pagination: { listThings: false } })).toBeUndefined();
    expect(await pagingOf(document, undefined, { pagination: { "list*": false } })).toBeUndefined();
    expect(
      await pagingOf(document, undefined, { pagination: { listThings: { rule: "linkHeader" }, "*": false } }),
    ).toEqual({ rule: { kind: "linkHeader" }, items: ["data"] });
    // Wildcards in the order written.
    expect(
      await pagingOf(document, undefined, {
        pagination: { "list*": { rule: "offset", parameter: "limit" }, "*": false },
      }),
    ).toEqual({ rule: { kind: "offset", parameter: "limit" }, items: ["data"] });
    expect(await pagingOf(document, undefined, { pagination: { other: false } })).toEqual({
      rule: { kind: "lastItem", parameter: "starting_after", hasMore: ["has_more"], itemKey: "id" },
      items: ["data"],
    });
  });

  it("states each rule with its paths, on any method", async () => {
    const body = list({
      results: { type: "array", items: item },
      meta: list({ after: text, "next.link": text, more: { type: "boolean" }, count }),
    });
    const parameters = [query("after"), query("skip", count), query("take", count)];
    const document = listing(parameters, body, undefined, "post");
    const cases: [Json, PlannedPagination["rule"]][] = [
      [
        { rule: "cursor", parameter: "after", next: "meta.after", items: "results" },
        { kind: "cursor", parameter: "after", nextCursor: ["meta", "after"] },
      ],
      [
        { rule: "nextUrl", next: ["meta", "next.link"] },
        { kind: "nextUrl", nextUrl: ["meta", "next.link"] },
      ],
      [
        { rule: "lastItem", parameter: "after", next: "meta.more", itemKey: "name" },
        { kind: "lastItem", parameter: "after", hasMore: ["meta", "more"], itemKey: "name" },
      ],
      [
        { rule: "offset", parameter: "skip", pageSize: "take", total: "meta.count" },
        { kind: "offset", parameter: "skip", pageSize: "take", total: ["meta", "count"] },
      ],
    ];
    for (const [setting, rule] of cases)
      expect(await pagingOf(document, undefined, { pagination: { listThings: setting } })).toEqual({
        rule,
        items: ["results"],
      });
  });

  it("warns of a key that names no operation", async () => {
    const diagnostics = diagnosticList();
    const document = listing([query("cursor")], list({ data: { type: "array", items: item } }));
    await pagingOf(document, diagnostics, {
      pagination: { listThing: false, "list*": false, "get*": false },
    });
    expect(diagnostics.diagnostics.map(({ code, message }) => ({ code, message }))).toEqual([
      {
        code: "pagination-unmet",
        message: 'pagination["listThing"] names no operation of the description; it is not used',
      },
      {
        code: "pagination-unmet",
        message: 'pagination["get*"] names no operation of the description; it is not used',
      },
    ]);
  });

  it("names what the operation lacks: not walked, with a warning naming the option's key", async () => {
    const diagnostics = diagnosticList();
    const document = listing(afterParameters, stripeLike);
    const setting = { rule: "cursor", parameter: "cursor", next: "next_cursor" };
    expect(await pagingOf(document, diagnostics, { pagination: { "list*": setting } })).toBeUndefined();
    expect(diagnostics.diagnostics.map(({ code, pointer, message }) => ({ code, pointer, message }))).toEqual(
      [
        {
          code: "pagination-unmet",
          pointer: "#/paths/~1things/get",
          message:
            'pagination["list*"] names the query parameter "cursor", which the operation does not take; the operation is not paged',
        },
      ],
    );
  });
});

describe("the operations found paged in large real descriptions", () => {
  it("GitHub: by its Link header, or by page and per_page", async () => {
    const paged = await pagedOperations("github-api.json.gz");
    expect(countByRule(paged)).toEqual({ linkHeader: 191, pageNumber: 69 });
    expect(paged.get("repos/list-for-org")).toEqual({ rule: { kind: "linkHeader" }, items: [] });
    expect(paged.get("actions/list-workflow-runs-for-repo")).toEqual({
      rule: { kind: "linkHeader" },
      items: ["workflow_runs"],
    });
    expect(paged.get("classroom/list-classrooms")?.rule).toEqual({
      kind: "pageNumber",
      parameter: "page",
      pageSize: "per_page",
    });
    expect(paged.get("repos/get")).toBeUndefined();
  });

  it("Stripe: has_more with starting_after, and the search cursor next_page", async () => {
    const paged = await pagedOperations("stripe.json.gz");
    expect(countByRule(paged)).toEqual({ lastItem: 99, cursor: 7 });
    expect(paged.get("GetCustomers")).toEqual({
      rule: { kind: "lastItem", parameter: "starting_after", hasMore: ["has_more"], itemKey: "id" },
      items: ["data"],
    });
    // Items of several kinds, each with an id.
    expect(paged.get("GetCustomersCustomerSources")?.rule.kind).toBe("lastItem");
    expect(paged.get("GetCustomersSearch")).toEqual({
      rule: { kind: "cursor", parameter: "page", nextCursor: ["next_page"] },
      items: ["data"],
    });
    expect(paged.get("GetCustomersCustomer")).toBeUndefined();
  });

  it("Twilio: the next page's URI in the body", async () => {
    const paged = await pagedOperations("twilio-api-v2010.json.gz");
    expect(countByRule(paged)).toEqual({ nextUrl: 61 });
    expect(paged.get("ListCall")).toEqual({
      rule: { kind: "nextUrl", nextUrl: ["next_page_uri"] },
      items: ["calls"],
    });
  });
});
