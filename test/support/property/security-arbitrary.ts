/** Security schemes of every kind under hostile names, with the document's and some operations' requirements. */
import fc from "fast-check";
import { hostileName, tokenName } from "./hostile-text.js";
import { type Json, type JsonObject, jsonObject } from "./schema-arbitrary.js";

/** One security scheme of every kind the generator sends, with hostile names where a description has them. */
const securitySchemeArbitrary: fc.Arbitrary<JsonObject> = fc.oneof(
  fc.constant({ type: "http", scheme: "bearer", bearerFormat: "JWT" }),
  fc.constant({ type: "http", scheme: "basic" }),
  fc.constant({ type: "http", scheme: "digest" }),
  tokenName.map((name) => ({ type: "apiKey", in: "header", name })),
  hostileName.map((name) => ({ type: "apiKey", in: "query", name })),
  tokenName.map((name) => ({ type: "apiKey", in: "cookie", name })),
  fc.constant({
    type: "oauth2",
    flows: { clientCredentials: { tokenUrl: "https://auth.example.com/token", scopes: {} } },
  }),
  fc.constant({ type: "openIdConnect", openIdConnectUrl: "https://auth.example.com/.well-known" }),
);

/**
 * Security schemes under hostile names, the document's `security` and some operations' own: each a list of
 * requirements (picks of scheme indexes, the empty requirement `{}` included), or `[]`.
 */
export const securityArbitrary = fc.record({
  schemes: fc.uniqueArray(fc.tuple(hostileName, securitySchemeArbitrary), {
    selector: ([name]) => name,
    minLength: 1,
    maxLength: 3,
  }),
  global: fc.option(fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 2 })),
  perOperation: fc.array(fc.option(fc.array(fc.array(fc.nat(), { maxLength: 2 }), { maxLength: 2 })), {
    maxLength: 6,
  }),
});

/** `description` with `components.securitySchemes` and `security` requirements (a copy). */
export function withSecurity(
  description: JsonObject,
  security: (typeof securityArbitrary extends fc.Arbitrary<infer T> ? T : never) | null,
): JsonObject {
  if (security === null) return description;
  const names = security.schemes.map(([name]) => name);
  const requirements = (picks: number[][]): Json =>
    picks.map((pick) =>
      jsonObject(pick.map((index) => [names[index % names.length] as string, []] as const)),
    );
  const copy = structuredClone(description);
  (copy.components as JsonObject).securitySchemes = jsonObject(security.schemes);
  if (security.global !== null) copy.security = requirements(security.global);
  let next = 0;
  for (const pathItem of Object.values(copy.paths as JsonObject)) {
    for (const [key, operation] of Object.entries(pathItem as JsonObject)) {
      if (key === "parameters" || typeof operation !== "object" || operation === null) continue;
      const picks = security.perOperation[next++];
      if (picks) (operation as JsonObject).security = requirements(picks);
    }
  }
  return copy;
}
