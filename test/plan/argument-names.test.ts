/**
 * An argument's name is the description's (after identifier rules), whatever the generated module calls
 * its own values: a parameter named like a runtime helper (`expand`, `sendRequest`, `copyValue`), a template's
 * value (`http`, `clientDefaults`) or a converter (`reviveStamp`) keeps its name, and the body reads the ones
 * that would hide a value it names under others (`localName`). Hooks, key functions and options factories
 * take an operation's arguments under the operation's names too (fixtures/clients/hook-names.yaml). That the
 * printed signatures show these names, the bodies name no value the plan does not know, and every template
 * compiles: emit/argument-names-files.test.ts; the live calls are in support/runtime-name-scenarios.ts and
 * live/reactive-runtime.test.ts.
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { UserOptions } from "../../src/config/types.js";
import type { PlannedOperation } from "../../src/plan/operation-plan-types.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { operationBodyNames } from "../../src/plan/plan-runtime.js";
import { BUILTIN_OUTPUTS, resolveTemplate } from "../../src/templates/registry.js";
import {
  HOOK_CLIENTS,
  HOOK_NAME_ARGUMENTS,
  RUNTIME_NAME_ARGUMENTS,
} from "../support/argument-name-fixtures.js";
import { fixturePath } from "../support/generated-module.js";
import { operation } from "../support/plan-of.js";
import { hookNamed, LAYERS, planFor } from "../support/reactive-runs.js";

/** A custom template whose groups are object literals (`containers.objectContainer`). */
const CUSTOM_TEMPLATE = fixturePath("custom-template");

type Template = NonNullable<UserOptions["template"]>;

const TEMPLATES: [string, Template][] = [
  ...BUILTIN_OUTPUTS.clients.map(({ id }): [string, Template] => [id, id]),
  ["custom", CUSTOM_TEMPLATE],
  ["swr", ["swr", "fetch"]],
  ["tsq", ["tsq", "ky"]],
];

/** The plan of `fixture` with `template`, and every module-level value an operation's body names. */
async function planAndBodyValues(fixture: string, template: Template) {
  const resolved = resolveOptions({ src: fixturePath(fixture), template }, BUILTIN_OUTPUTS);
  const plan = await planFor(resolved);
  const client = (await resolveTemplate(resolved.template)).client.declaration;
  const converters = Object.values(plan.dates.converters).flatMap((byId) =>
    [...byId.values()].map((converter) => converter.name),
  );
  return { plan, bodyValues: new Set([...operationBodyNames(client, BUILTIN_OUTPUTS), ...converters]) };
}

/** Each argument as `[name, localName]`, the per-call options last. */
const argumentNames = (planned: PlannedOperation) => [
  ...planned.arguments.map((argument) => [argument.name, argument.localName]),
  [planned.options.name, planned.options.localName],
];

describe("arguments named like the module's own values", () => {
  it.each(TEMPLATES)(
    "%s: the signature keeps every name; the body reads the hidden ones apart",
    async (_, template) => {
      const { plan, bodyValues } = await planAndBodyValues("clients/runtime-names.yaml", template);
      const sendHelpers = operation(plan, "sendHelpers");
      // The per-call options come last; `options` is the description's.
      expect(sendHelpers.arguments.map((argument) => argument.name)).toEqual(RUNTIME_NAME_ARGUMENTS);
      expect(sendHelpers.options.name).toBe("options2");
      const names = argumentNames(sendHelpers);
      const signature = new Set(names.map(([name]) => name));
      for (const [name, localName] of names) {
        // Read apart exactly where the name is a value the body names, under a name no argument or value takes.
        if (bodyValues.has(name as string)) {
          expect(localName).not.toBe(name);
          expect(bodyValues.has(localName as string) || signature.has(localName as string)).toBe(false);
        } else expect(localName).toBe(name);
      }
      expect(new Set(names.map(([, localName]) => localName)).size).toBe(names.length);
      // A custom template without `bodyNames` reads every runtime helper's namesake apart.
      const expand = sendHelpers.arguments.find((argument) => argument.name === "expand");
      expect(expand?.localName).toBe(template === CUSTOM_TEMPLATE ? "expand2" : "expand");
    },
  );
});

/** The query hook `useLookup`, its key function and options factory, as planned. */
function lookupHook(plan: Plan, name: string) {
  const hook = plan.hooks?.groups.flatMap((group) => group.queries).find((query) => query.hookName === name);
  if (!hook) throw new Error(`no hook ${name}`);
  return hook;
}

describe("hook arguments named like the hooks code's own values", () => {
  for (const layer of LAYERS) {
    it.each(HOOK_CLIENTS)(`${layer} on %s: every signature takes the operation's names`, async (client) => {
      const plan = await planFor(
        resolveOptions(
          {
            src: fixturePath("clients/hook-names.yaml"),
            template: [layer, client === "custom" ? CUSTOM_TEMPLATE : client],
          },
          BUILTIN_OUTPUTS,
        ),
      );
      const hook = lookupHook(plan, hookNamed(layer, "Lookup"));
      // The hook, its key function and its options factory all take the operation's arguments.
      expect(hook.planned.arguments.map((argument) => argument.name)).toEqual(HOOK_NAME_ARGUMENTS);
      expect(hook.planned.options.name).toBe("options2");
      expect([hook.exportName, hook.keyName]).toEqual([hookNamed(layer, "Lookup"), "lookup"]);
      // The TanStack layers and Pinia Colada have options factories; swr has none.
      expect(hook.optionsFactory).toEqual(
        layer === "swr" ? undefined : { exportName: "lookupQueryOptions", memberName: "lookup" },
      );
    });
  }
});
