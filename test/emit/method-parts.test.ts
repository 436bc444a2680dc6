/**
 * What emit builds of one operation (src/emit/operations/method-parts.ts), printed: the request descriptor
 * from the planned values, the argument and response types. The tests change planned values by hand to show
 * that emit writes what the plan says, and decides none of it itself (a planned record is read-only; a test
 * hands emit a changed copy).
 */
import { describe, expect, it } from "vitest";
import { printNode } from "../../src/ast/print.js";
import { buildMethodParts } from "../../src/emit/operations/method-parts.js";
import type { PlannedOperation } from "../../src/plan/operation-plan-types.js";
import { clientContextOf, describeApi, type Json, operation } from "../support/plan-of.js";

const string = { type: "string" };
const ok = { "200": { description: "ok", content: { "application/json": { schema: { type: "integer" } } } } };

const oneLine = (text: string) => text.replace(/\s+/g, " ");

async function partsOf(
  operationFields: Json,
  options: Json = {},
  change?: (planned: PlannedOperation) => PlannedOperation,
) {
  const document = describeApi({
    "/items/{id}": { post: { operationId: "save", responses: ok, ...operationFields } },
  });
  const { plan, ctx } = await clientContextOf(document, options);
  const planned = change ? change(operation(plan, "save")) : operation(plan, "save");
  const parts = buildMethodParts(planned, ctx);
  return {
    request: oneLine(printNode(parts.request)),
    parameters: parts.parameters.map((parameter) => oneLine(printNode(parameter))),
    responseType: printNode(parts.responseType),
  };
}

const idParameter = { name: "id", in: "path", required: true, schema: string };

describe("buildMethodParts", () => {
  it("writes the request descriptor from the plan: method, path, path values in placeholder order, others by wire name, body, decoding", async () => {
    const parts = await partsOf({
      parameters: [
        idParameter,
        { name: "page-size", in: "query", schema: { type: "integer" } },
        { name: "X-Trace", in: "header", schema: string },
      ],
      requestBody: { required: true, content: { "application/json": { schema: { type: "object" } } } },
    });
    expect(parts.request).toBe(
      // A JSON body, its default Content-Type and a JSON response are the runtime's defaults: left unsaid.
      "{ method: 'POST', path: '/items/{id}', pathParams: [id], query: { 'page-size': pageSize }, " +
        "headers: { 'X-Trace': xTrace }, body }",
    );
    expect(parts.parameters).toEqual([
      "id: string",
      "body: SaveBody",
      "pageSize?: number",
      "xTrace?: string",
    ]);
    expect(parts.responseType).toBe("number");
  });

  it("writes the styles and JSON text the plan gives each access, whatever the description says", async () => {
    const parts = await partsOf(
      { parameters: [idParameter, { name: "tags", in: "query", schema: string }] },
      {},
      (planned) => {
        const [tags, ...others] = planned.query;
        if (!tags) throw new Error("no tags access");
        return { ...planned, query: [{ ...tags, styleCode: "pipeDelimited", jsonText: true }, ...others] };
      },
    );
    expect(parts.request).toContain("query: { tags: JSON.stringify(tags) }");
    expect(parts.request).toContain("styles: styledParameters({ query: { tags: 'pipeDelimited' } })");
  });

  it("passes the grouped query argument as it is only where the plan says so", async () => {
    const fields = {
      parameters: [
        idParameter,
        { name: "a", in: "query", schema: string },
        { name: "b", in: "query", schema: string },
      ],
    };
    const grouped = { queryParamsSerialization: { queryParamsAsObject: true } };
    expect((await partsOf(fields, grouped)).request).toMatch(/query: query[,\s}]/);
    const rebuilt = await partsOf(fields, grouped, (planned) => ({ ...planned, groupedQueryAsIs: false }));
    expect(rebuilt.request).toContain("query: { a: query?.['a'], b: query?.['b'] }");
  });

  it("states the body's Content-Type and encoding only where the plan has them off the default", async () => {
    const requestBody = { required: true, content: { "application/json": { schema: { type: "object" } } } };
    const plain = await partsOf({ parameters: [idParameter], requestBody });
    expect(plain.request).not.toContain("contentType");
    expect(plain.request).not.toContain("bodyEncoding");
    const stated = await partsOf({ parameters: [idParameter], requestBody }, {}, (planned) =>
      planned.body
        ? {
            ...planned,
            body: { ...planned.body, contentType: "application/merge-patch+json", encoding: "text" },
          }
        : planned,
    );
    expect(stated.request).toContain(
      "body, bodyEncoding: textBody, contentType: 'application/merge-patch+json' }",
    );
  });
});
