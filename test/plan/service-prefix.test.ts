/**
 * `servicePrefix` as the contract shows it: `<Prefix><Tag>Client`, the prefix as written and the tag's first
 * letter capitalized, for the client objects, the ng1/ng2 classes and what the hooks call. That every file
 * prints the planned name alike: emit/service-prefix-files.test.ts.
 */
import { describe, expect, it } from "vitest";
import { resolveOptions } from "../../src/config/resolve-options.js";
import type { GenerateOptions } from "../../src/index.js";
import type { Plan } from "../../src/plan/plan-output.js";
import { BUILTIN_OUTPUTS } from "../../src/templates/registry.js";
import { fixturePath } from "../support/generated-module.js";
import { planFor } from "../support/reactive-runs.js";

function planWithPrefix(options: Omit<GenerateOptions, "src" | "out">): Promise<Plan> {
  return planFor(
    resolveOptions({ src: fixturePath("petstore.yaml"), servicePrefix: "Acme", ...options }, BUILTIN_OUTPUTS),
  );
}

const clientNames = (plan: Plan) => plan.groups.map((group) => group.clientName);
const classNames = (plan: Plan) => plan.groups.map((group) => group.className);

describe("servicePrefix", () => {
  it('"Acme" with tag "pet" names the client AcmePetClient; hooks call the functions, under the tags', async () => {
    const templates: NonNullable<GenerateOptions["template"]>[] = [["tsq", "fetch"], "swr"];
    for (const template of templates) {
      const plan = await planWithPrefix({ template });
      expect(clientNames(plan)).toEqual(["AcmePetClient", "AcmeStoreClient"]);
      // Hook namespaces are the tags (`<tag>.queries`), without the prefix.
      expect(plan.hooks?.groups.map((group) => group.namespaceName)).toEqual(["pet", "store"]);
      // Hooks call the operation's own function, not the client.
      expect(plan.hooks?.groups[0]?.queries.map((hook) => [hook.hookName, hook.callee])).toEqual([
        ["useListPets", "listPets"],
        ["useShowPetById", "showPetById"],
      ]);
    }
  });

  it("names the ng1 and ng2 classes alike", async () => {
    for (const template of ["ng1", "ng2"] as const) {
      const plan = await planWithPrefix({ template });
      expect(classNames(plan)).toEqual(["AcmePetClient", "AcmeStoreClient"]);
    }
  });

  it("keeps a lower-case prefix as written", async () => {
    const plan = await planWithPrefix({ template: "fetch", servicePrefix: "acme" });
    expect(clientNames(plan)).toEqual(["acmePetClient", "acmeStoreClient"]);
  });
});
