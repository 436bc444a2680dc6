/**
 * A small valid OpenAPI 3.0 description as JSON text: one operation, `GET /pets` (`listPets`), whose 200
 * response is `schema`, and `schemas` as components. For tests that vary one schema.
 */
export function smallDescription(schema: unknown, schemas: Record<string, unknown> = {}): string {
  return JSON.stringify({
    openapi: "3.0.3",
    info: { title: "t", version: "1" },
    paths: {
      "/pets": {
        get: {
          operationId: "listPets",
          responses: { "200": { description: "ok", content: { "application/json": { schema } } } },
        },
      },
    },
    components: { schemas },
  });
}

/**
 * A valid OpenAPI 3.1 description whose one finding is that `POST /p` states a server whose `{origin}` has no default: for tests
 * of how a description's warnings are reported beside the options'.
 */
export const OPERATION_SERVERS_DESCRIPTION = {
  openapi: "3.1.0",
  info: { title: "t", version: "1" },
  paths: {
    "/p": {
      post: { servers: [{ url: "{origin}" }], responses: { "204": { description: "done" } } },
    },
  },
};
