/** Descriptions whose tags are named like the groups' clients and hook namespaces. */

/**
 * Tags named like what the groups are called, hook namespaces and clients alike: the untagged group's
 * `defaultClient` / `defaultHooks`, a reserved word, a tag that sanitizes to nothing, `<tag>Client`, `<tag>Hooks`.
 */
export function namesakeSpec(taggedFirst: boolean) {
  const tags = ["pets", "petsClient", "petsHooks", "defaultClient", "defaultHooks", "delete", "1x", "!!!"];
  const tagged = tags.map((tag, index) => [`/t${index}`, { get: operation(`tagged${index}`, [tag]) }]);
  const untagged = [
    ["/u1", { get: operation("untaggedRead", []) }],
    ["/u2", { get: operation("defaultTagged", ["default"]) }],
  ];
  return {
    openapi: "3.0.3",
    info: { title: "Tags named like the generated names", version: "1" },
    paths: Object.fromEntries(taggedFirst ? [...tagged, ...untagged] : [...untagged, ...tagged]),
  };
}

function operation(operationId: string, tags: string[]) {
  const content = { "application/json": { schema: { type: "string" } } };
  return { tags, operationId, responses: { "200": { description: "ok", content } } };
}
