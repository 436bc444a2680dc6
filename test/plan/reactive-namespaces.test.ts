/**
 * Hook namespaces next to their clients (`<tag>Hooks` beside `<tag>Client`, whatever the tags are called), as
 * planned. That the files print them, compile, and say `'use client'` where they should:
 * emit/hook-namespaces-files.test.ts. Other names in hooks output: reactive-names.test.ts.
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { fixturePath } from "../support/generated-module.js";
import { namesakeSpec } from "../support/namesake-tags.js";
import { planOf } from "../support/plan-of.js";
import { LAYERS, planFor, plannedHooks } from "../support/reactive-runs.js";

/** client → hook namespace, as planned. */
function namespacesByClient(plan: Plan): Record<string, string> {
  return Object.fromEntries(
    (plan.hooks?.groups ?? []).map((group) => [group.group.clientName, group.namespaceName]),
  );
}

describe("hook namespaces next to their clients", () => {
  it("the untagged group's hooks are defaultHooks, beside defaultClient (a tag `default` joins it)", async () => {
    const hooks = await plannedHooks("clients/everything.yaml");
    expect(Object.keys(hooks)).toContain("defaultHooks");
    const plan = await planFor(
      resolveOptions({ src: fixturePath("clients/everything.yaml"), template: "tsq" }, BUILTIN_OUTPUTS),
    );
    expect(namespacesByClient(plan)).toMatchObject({ defaultClient: "defaultHooks" });
    const defaults = plan.hooks?.groups.find((group) => group.namespaceName === "defaultHooks");
    // The query calls the operation's own function.
    expect(defaults?.queries.map((hook) => [hook.hookName, hook.callee])).toEqual([
      ["useHeadHealth", "headHealth"],
    ]);
    // No group, namespace or function is the sanitized `_default`.
    const names = [
      ...plan.groups.flatMap((group) => [
        group.clientName,
        ...group.operations.flatMap((planned) => [planned.methodName, planned.functionName]),
      ]),
      ...(plan.hooks?.groups ?? []).map((group) => group.namespaceName),
    ];
    expect(names.filter((name) => /\b_default\b/.test(name))).toEqual([]);
    expect(names).toContain("defaultClient");
  });

  for (const layer of LAYERS) {
    it(`${layer}: tags named like namespaces or clients cannot clash, whatever the order of operations`, async () => {
      const planned: Record<string, string>[] = [];
      for (const taggedFirst of [true, false]) {
        planned.push(
          namespacesByClient(await planOf(namesakeSpec(taggedFirst), { template: [layer, "fetch"] })),
        );
      }
      // client → hook namespace. A tag's own name wins over a derived `<tag>Hooks`, so the untagged group
      // (with `default` and `!!!`, which sanitize to the same name) yields `defaultHooks` to the tag of that
      // name; a namespace named like a client becomes `<tag>Hooks`, never a numbered look-alike.
      const expected = {
        petsClient: "pets",
        petsClientClient: "petsClientHooks",
        petsHooksClient: "petsHooks",
        defaultClientClient: "defaultClientHooks",
        defaultHooksClient: "defaultHooks",
        deleteClient: "deleteHooks",
        _1xClient: "_1xHooks",
        defaultClient: "defaultHooks2",
      };
      expect(planned[0]).toEqual(expected);
      expect(planned[1]).toEqual(expected);
    });
  }
});
