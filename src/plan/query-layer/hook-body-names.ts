/**
 * The names hook bodies reach module-level values under. A hook takes its operation's arguments under the
 * operation's own names, whatever the hooks code calls its values; so where an argument of a query hook is
 * named like a value a hook body names (a library import, the main module's namespace import, an operation's
 * function, a client, an options factory), the file reaches that value under a module-private alias that no
 * argument takes: an import under another local name (`import { useQuery as useQuery2 }`,
 * `import * as api2`), a top-level value through `const listPets2 = listPets;`. Neither is exported, so
 * nothing a user sees changes.
 * Decided per file, over the arguments of every query hook (mutation hooks take their arguments as one object
 * and have none): one import, one name for each value.
 */
import type { LayerNames } from "../../output-contract/declaration.js";
import type { TopLevelNames } from "../top-level-names.js";
import type { HookDraft, HookGroupDraft } from "./hook-drafts.js";
import type { HookBodyNames, OptionsFactory, ValueAlias } from "./hooks-plan.js";

/**
 * Claims the aliases (numbered past any name an argument takes), after every hook and factory is named, so
 * that no other name depends on them. `groups` are the groups whose hooks have bodies of their own: a layer
 * whose hooks are constants (tsq) passes none, since a constant takes no arguments that could hide a value its
 * helpers reach; `factories` are the options factories those bodies call.
 */
export function planHookBodyNames(
  groups: readonly HookGroupDraft[],
  factories: ReadonlyMap<HookDraft, OptionsFactory> | undefined,
  names: LayerNames,
  topLevel: TopLevelNames,
): HookBodyNames {
  const hidden = new Set<string>();
  for (const group of groups) {
    for (const hook of group.queries) {
      for (const argument of hook.planned.arguments) hidden.add(argument.name);
      hidden.add(hook.planned.options.name);
    }
  }
  const aliasOf = (value: string): string => {
    if (!hidden.has(value)) return value;
    let alias = topLevel.claim("hookAlias", value);
    while (hidden.has(alias)) alias = topLevel.claim("hookAlias", value);
    return alias;
  };
  const values = Object.values(names.imports).filter((imported) => !imported.typeOnly);
  const library = Object.fromEntries(values.map(({ name }) => [name, aliasOf(name)]));
  const aliases: ValueAlias[] = [];
  const seen = new Set<string>();
  for (const { group, queries } of groups) {
    const alias = (value: string, inMainFile: boolean) => {
      if (seen.has(value)) return;
      seen.add(value);
      const name = aliasOf(value);
      if (name !== value) aliases.push({ value, alias: name, inMainFile, group });
    };
    for (const hook of queries) {
      alias(hook.callee ?? group.clientName, true);
      const factory = factories?.get(hook);
      if (factory !== undefined) alias(factory.exportName, false);
      // An infinite factory with a body of its own reads the query's pages walker, and its hook the factory.
      const infiniteFactory = hook.infinite && factories?.get(hook.infinite);
      if (hook.infinite && infiniteFactory) {
        alias(hook.infinite.callee, true);
        alias(infiniteFactory.exportName, false);
      }
    }
  }
  return { library, mainModule: aliasOf(names.mainModule), aliases };
}

/** The name a hook body reaches a top-level value under: its alias, or the value's own name. */
export function valueInHooks(bodyNames: HookBodyNames, value: string): string {
  return bodyNames.aliases.find((alias) => alias.value === value)?.alias ?? value;
}
