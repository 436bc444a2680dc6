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
