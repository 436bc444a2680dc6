/** Pieces of the small descriptions the date tests (date-shapes, date-plan, date-converters) build. */

export type Json = Record<string, unknown>;

/** The id (and `$ref`) of the component schema `name`. */
export const id = (name: string) => `#/components/schemas/${name}`;
export const ref = (name: string) => ({ $ref: id(name) });
export const DATE_TIME = { type: "string", format: "date-time" };
export const DATE = { type: "string", format: "date" };

/** `GET /<name>` answering a JSON `name`, `POST /<name>` taking one: both directions get a converter. */
export function echo(name: string): Json {
  const content = { "application/json": { schema: ref(name) } };
  return {
    [`/${name.toLowerCase()}`]: {
      get: { operationId: `get${name}`, responses: { "200": { description: "ok", content } } },
      post: {
        operationId: `post${name}`,
        requestBody: { content },
        responses: { "204": { description: "none" } },
      },
    },
  };
}
