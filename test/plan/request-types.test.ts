/**
 * Request types with names (plan/plan-request-types.ts, emit/operations/request-types.ts): each body argument's
 * type is exported as `<Operation>Body` and each grouped query object's as `<Operation>Query`; the arguments
 * name them. Names are claimed after every name that existed before them, by the scope's numbering.
 * Their declarations as printed: emit/request-types-output.test.ts; the type pins are in
 * type-tests/request-types.test-d.ts; the compile proofs of every template in the client and hook matrices
 * and the golden files.
 */
import { describe, expect, it } from "vitest";
import type { PlannedArgument } from "../../src/plan/operation-plan-types.js";
import { describeApi, type Json, operation, planOf } from "../support/plan-of.js";
import { API } from "../support/request-type-api.js";

const ok = { "204": { description: "done" } };
const json = (schema: Json) => ({ "application/json": { schema } });

const GROUPED = { queryParamsSerialization: { queryParamsAsObject: true } };

function requestTypeNames(planned: { arguments: PlannedArgument[] }): string[] {
  return planned.arguments.flatMap((argument) => (argument.kind === "parameter" ? [] : [argument.typeName]));
}

describe("plan: the names of request types", () => {
  it("names the body `<Operation>Body` and the grouped query `<Operation>Query` after the method", async () => {
    const plan = await planOf(API, GROUPED);
    expect(requestTypeNames(operation(plan, "issuesListForRepo"))).toEqual(["IssuesListForRepoQuery"]);
    // The planned body is the body argument itself.
    const create = operation(plan, "issuesCreate");
    expect(create.arguments.find((argument) => argument.kind === "body")).toBe(create.body);
  });

  it("names no query type where the query is not grouped", async () => {
    const ungrouped = await planOf(API);
    expect(requestTypeNames(operation(ungrouped, "issuesListForRepo"))).toEqual([]);
    // A threshold groups only operations with more query parameters than it.
    const threshold = await planOf(API, { queryParamsSerialization: { queryParamsAsObject: 3 } });
    expect(requestTypeNames(operation(threshold, "issuesListForRepo"))).toEqual([]);
    const below = await planOf(API, { queryParamsSerialization: { queryParamsAsObject: 2 } });
    expect(requestTypeNames(operation(below, "issuesListForRepo"))).toEqual(["IssuesListForRepoQuery"]);
  });

  it("numbers a name already taken, as every name of the scope: a schema, a runtime type, an earlier group's", async () => {
    const plan = await planOf(API, GROUPED);
    // The schema keeps its name: request types are claimed after every type.
    expect(plan.typeNames.get("#/components/schemas/IssuesCreateBody")).toBe("IssuesCreateBody");
    expect(operation(plan, "issuesCreate").body?.typeName).toBe("IssuesCreateBody2");
    // The runtime's own `EncodedRequestBody` (request-parts.ts) is the module's name.
    expect(plan.runtime.declaredNames).toContain("EncodedRequestBody");
    expect(operation(plan, "encodedRequest").body?.typeName).toBe("EncodedRequestBody2");
    // Two groups' `create`: in group order.
    const creates = plan.groups.flatMap((group) =>
      group.operations.filter((planned) => planned.methodName === "create"),
    );
    expect(creates.map((planned) => planned.body?.typeName)).toEqual(["CreateBody", "CreateBody2"]);
  });

  it("leaves every name claimed before them as it is: the failure unions, the clients, the functions", async () => {
    const failing = { "404": { description: "missing", content: json({ type: "string" }) } };
    const document = describeApi({
      "/a": {
        post: {
          tags: ["a"],
          operationId: "send",
          requestBody: { content: json({ type: "object" }) },
          responses: { ...ok, ...failing },
        },
      },
    });
    const plan = await planOf(document);
    const planned = operation(plan, "send");
    expect(planned.failures?.typeName).toBe("SendError");
    expect(planned.functionName).toBe("send");
    expect(plan.groups.map((group) => group.clientName)).toEqual(["aClient"]);
    expect(planned.body?.typeName).toBe("SendBody");
  });

  it("are not planned in schemas mode, which has no operations", async () => {
    const plan = await planOf(API, { ...GROUPED, generationMode: "schemas" });
    expect(plan.groups).toEqual([]);
    // The types declared are the schemas' alone.
    expect([...plan.typeNames.values()]).toEqual(["IssuesCreateBody", "Pet"]);
  });
});
