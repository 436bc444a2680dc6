/**
 * A description whose tags, schemas, operations and parameters take the names the hooks code declares,
 * imports or calls: what the plan names around (plan/reactive-names.test.ts) and the files print and
 * compile with (emit/hook-names-files.test.ts).
 */
const json = { "application/json": { schema: { $ref: "#/components/schemas/QueryHookOptions" } } };
const stringParameter = (name: string, location = "query") => ({
  name,
  in: location,
  schema: { type: "string" },
});

/** Tags, schemas, operations and parameters named like what the hooks declare, import or call. */
export const COLLIDING_SPEC = {
  openapi: "3.0.3",
  info: { title: "Colliding names", version: "1" },
  paths: {
    "/api/{pet}": {
      get: {
        tags: ["api"],
        operationId: "all",
        parameters: [
          stringParameter("pet", "path"),
          ...["api", "apiClient", "signal", "queryOptions", "useSWR", "useQuery", "options"].map((name) =>
            stringParameter(name),
          ),
        ],
        responses: { "200": { description: "ok", content: json } },
      },
      put: {
        tags: ["api"],
        operationId: "variables",
        parameters: [stringParameter("pet", "path"), stringParameter("trigger")],
        requestBody: { content: json },
        responses: { "204": { description: "done" } },
      },
      delete: {
        tags: ["api"],
        operationId: "trigger",
        parameters: [stringParameter("pet", "path")],
        responses: { "204": { description: "done" } },
      },
    },
    "/keys": {
      get: {
        tags: ["useSWR"],
        operationId: "keyStartsWith",
        responses: { "200": { description: "ok", content: json } },
      },
      post: { tags: ["http"], operationId: "useMutation", responses: { "204": { description: "done" } } },
    },
    "/options": {
      get: {
        tags: ["http"],
        operationId: "queryOptions",
        parameters: [stringParameter("queryOptionsQueryOptions")],
        responses: { "200": { description: "ok", content: json } },
      },
    },
  },
  components: {
    schemas: {
      QueryHookOptions: { type: "object", properties: { api: { type: "string" } } },
      SWRConfiguration: { type: "string", enum: ["a"] },
      SWRResponse: { type: "object", properties: { data: { type: "string" } } },
      DefaultError: { type: "string" },
      api: { type: "integer" },
    },
  },
};
