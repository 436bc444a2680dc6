/**
 * The names a reactive layer claims before the operations' functions are named: its library imports and
 * declarations (reserved with the module's own names) and one hook namespace per client group. Planned for
 * every layer alike, by the plan itself rather than by the layer.
 *
 * Decisions:
 * - One hook namespace per client group, named after the group's tag in camelCase (`pet store` →
 *   `petStore`), from the same words as its client (`petStoreClient`). Where that name cannot be used,
 *   because it is a reserved word (`default`, `delete`) or starts with a digit, or because the file already
 *   declares or imports it (a client, a type, a runtime helper, a library import), the namespace is
 *   `<tag>Hooks`, as the client is `<tag>Client`: the untagged operations' group has `defaultHooks` beside
 *   `defaultClient`, a tag `petsClient` gets `petsClientHooks` rather than a numbered look-alike of the
 *   `pets` client. Names a tag gives as written are claimed before derived `…Hooks` names, so the result
 *   does not depend on the order of the operations; a name taken even so is numbered (`defaultHooks2`).
 *   The names do not depend on `hooksOut`.
 */
import { isValidIdentifier } from "../../ast/identifiers.js";
import type { LayerDeclaration } from "../../output-contract/declaration.js";
import { toCamelCase, toMemberName } from "../names.js";
import type { PlannedGroup } from "../operation-plan-types.js";
import { DEFAULT_GROUP } from "../plan-operations.js";
import type { TopLevelNames } from "../top-level-names.js";

/** Appended to a tag's name where the name itself cannot be the namespace, as `Client` is for clients. */
export const HOOKS_SUFFIX = "Hooks";

/** The reactive layer's top-level names; `[]` without one. Planning reserves them before naming types. */
export function reactiveTopLevelNames(layer: Pick<LayerDeclaration, "names"> | undefined): string[] {
  if (layer === undefined) return [];
  const { names } = layer;
  return [
    names.mainModule,
    ...Object.values(names.imports).map((imported) => imported.name),
    ...Object.values(names.declared),
  ];
}

/**
 * One namespace name per group, in `groups` order. First every group whose tag's own name is usable and
 * free claims it; then the rest claim `<tag>Hooks` (numbered if even that is taken), so a tag written
 * `defaultHooks` keeps its name whether its operations come before or after the untagged ones.
 */
export function planHookNamespaces(
  groups: readonly Pick<PlannedGroup, "tag">[],
  names: TopLevelNames,
): string[] {
  const claimed: (string | undefined)[] = groups.map(() => undefined);
  const bases = groups.map((group) => toCamelCase(group.tag, DEFAULT_GROUP));
  bases.forEach((base, index) => {
    if (isValidIdentifier(base) && !names.has(base)) claimed[index] = names.claim("hookNamespace", base);
  });
  return bases.map((base, index) => claimed[index] ?? names.claim("hookNamespace", suffixedName(base)));
}

/** `default` → `defaultHooks`; `1x` → `_1xHooks` (a name cannot start with a digit). */
function suffixedName(base: string): string {
  const name = `${base}${HOOKS_SUFFIX}`;
  return isValidIdentifier(name) ? name : toMemberName(name, `${DEFAULT_GROUP}${HOOKS_SUFFIX}`);
}
